// The search: derived piece values, mates in one in every shipped game, legal best moves from
// the start and from random positions, limits and stop.
#include <chrono>
#include <filesystem>
#include <optional>
#include <random>
#include <thread>

#include "helpers.hpp"
#include "ir/access.hpp"
#include "search/eval.hpp"

using testing::at;
using testing::load;

namespace {

const char* kMainVariants[] = {"chess", "capablanca", "grand", "duck", "bombers", "loonybird",
                               "birds", "friendly"};

int value_of(const aviary::Ruleset& rules, char letter) {
    auto values = aviary::piece_values(rules);
    auto pieces = rules.pieces();
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].letter == letter) return values[i];
    FAIL("no piece " << letter);
    return 0;
}

}  // namespace

TEST_CASE("piece values derived from the moves", "[search]") {
    auto chess = load("chess");
    const int p = value_of(chess, 'P'), n = value_of(chess, 'N'), b = value_of(chess, 'B'),
              r = value_of(chess, 'R'), q = value_of(chess, 'Q');
    CHECK(n == Approx(300).margin(15));
    CHECK(q == Approx(900).margin(45));
    CHECK(p < n);
    CHECK(n < b);   // by mobility a bishop reaches more squares than a knight
    CHECK(b < r);
    CHECK(r < q);
    CHECK(p == Approx(100).margin(40));
    for (const char* v : kMainVariants) {   // every non-neutral piece is worth something
        auto rules = load(v);
        auto values = aviary::piece_values(rules);
        auto pieces = rules.pieces();
        for (std::size_t i = 0; i < pieces.size(); ++i) CHECK((values[i] > 0) == !pieces[i].neutral);
    }
}

TEST_CASE("compound pieces are valued above their parts' slider", "[search]") {
    // Capablanca chess: the archbishop (bishop + knight) above the rook, the chancellor
    // (rook + knight) between it and the queen, and a bishop near a knight.
    auto capa = load("capablanca");
    const int n = value_of(capa, 'N'), b = value_of(capa, 'B'), r = value_of(capa, 'R'),
              a = value_of(capa, 'A'), c = value_of(capa, 'C'), q = value_of(capa, 'Q');
    CHECK(a > r + n / 2);
    CHECK(a > b + n);
    CHECK(a < c);
    CHECK(c < q);
    CHECK(b < n * 5 / 4);
}

TEST_CASE("a passed pawn is worth more than a held one", "[search]") {
    // White's d5 pawn is passed with Black's pawn on h7, held with it on c7 (ahead of it on
    // the next file); everything else is the same.
    auto chess = load("chess");
    const int held = aviary::evaluate(at(chess, "4k3/2p5/8/3P4/8/8/8/4K3 w - - 0 1"));
    const int passed = aviary::evaluate(at(chess, "4k3/7p/8/3P4/8/8/8/4K3 w - - 0 1"));
    CHECK(passed > held + 30);
    // the same seen from Black: the side to move's view
    const int held_b = aviary::evaluate(at(chess, "4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1"));
    const int passed_b = aviary::evaluate(at(chess, "4k3/7p/8/3P4/8/8/8/4K3 b - - 0 1"));
    CHECK(passed_b < held_b - 30);
}

namespace {

struct MateCase {
    const char* variant;
    const char* fen;
    const char* what;
};

// Each position has a move that ends the game at once in the mover's favour; the test checks
// that it does (by the game's outcome), then that the search finds one at depth 2.
const MateCase kMates[] = {
    {"chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "back rank"},
    {"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1", "Qxf7"},
    {"chess", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "Black mates"},
    {"chess", "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", "smothered"},
    {"chess", "k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "by promotion"},
    {"capablanca", "6k3/5ppp2/10/10/10/10/10/C5K3 w - - 0 1", "chancellor on the back rank"},
    {"capablanca", "k9/2K7/10/10/3A6/10/10/10 w - - 0 1", "archbishop"},
    {"grand", "5k4/4ppp3/10/10/10/10/10/10/10/R4K4 w - - 0 1", "back rank on 10x10"},
    {"grand", "k9/10/1K8/10/10/10/10/10/10/3C6 w - - 0 1", "chancellor"},
    {"grand", "k9/2P7/1K8/10/10/10/10/10/10/10 w - - 0 1", "by promotion on rank 10"},
    {"duck", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "the king taken by a rook"},
    {"duck", "4k3/8/3N4/8/8/8/8/6K1 w - - 0 1", "the king taken by a knight"},
    {"bombers", "5k4/4ppp3/10/10/10/10/10/10/10/R4K4 w - - 0 1", "back rank"},
    {"bombers", "1r2b5/6k1rn/5f4/3p2p1p1/p3pf2Pp/1nP4P1P/PP2P5/2p3P3/1RB1FN2F1/2NK6 b - - 2 66",
     "a bomber's locust capture"},
    {"loonybird", "k6/7/1K5/7/7/7/7[B] w - - 0 1", "a drop"},
    {"loonybird", "2ef3/1c1gk1p/3ap2/1p1AC1F/1P1K2P/1p4b/1Bg4[e] b - - 3 41", "a drop by Black"},
    {"birds", "2dk4/2Q2p1C/d4Pp1/6PP/p7/P2p1D2/5f2/K5D1 w - - 5 74", "a crane's peck threat"},
    {"birds", "5k2/5pCP/5P2/2d3P1/p7/P2p1D1D/5f2/1dK5 w - - 15 89", "a crane's peck threat"},
    {"friendly",
     "t2c2f1Iuh1/jd1e3k1M1F/1p2Szz5/x1a4n1s2/3f7x/3lDZU2Cp1/t3Z7/5i6/7KoABX/X2KfG4P1/H1F1BG5J/1T2O1NLD2T b - - 0 74",
     "the last Friend mated"},
    {"friendly",
     "t2c2f1Iuh1/j2e3k1M1F/1p2Szz5/xda4n1s1C/3fD6x/3l1ZU3p1/t3Z7/5i6/7K1ABX/X2KfG4P1/H1F1BG3o1J/1T2O1NLD2T b - - 4 76",
     "the last Friend mated"},
};

// Does `m` end the game at once with a win for the side that plays it?
bool wins_at_once(aviary::Position& pos, const aviary::Move& m) {
    const aviary::Color us = pos.side_to_move();
    pos.make(m);
    const aviary::Outcome o = pos.outcome();
    pos.unmake();
    return o.termination != aviary::Termination::None && o.winner && *o.winner == us;
}

std::vector<aviary::Move> legal(const aviary::Position& pos) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    return {ml.begin(), ml.end()};
}

}  // namespace

TEST_CASE("mates in one are found at depth 2", "[search]") {
    aviary::Searcher searcher(4);
    for (const auto& c : kMates) {
        INFO(c.variant << ": " << c.what << ": " << c.fen);
        auto pos = at(load(c.variant), c.fen);
        const auto moves = legal(pos);
        const bool exists = std::any_of(moves.begin(), moves.end(),
                                        [&](const aviary::Move& m) { return wins_at_once(pos, m); });
        REQUIRE(exists);
        aviary::SearchLimits limits;
        limits.depth = 2;
        std::optional<int> mate;
        auto r = searcher.search(pos, limits, [&](const aviary::SearchInfo& i) { mate = i.mate; });
        REQUIRE(r.best);
        INFO("played " << pos.move_to_string(*r.best));
        CHECK(wins_at_once(pos, *r.best));
        REQUIRE(mate);
        CHECK(*mate == 1);
    }
}

TEST_CASE("mating positions are not mistaken: the mated side is lost", "[search]") {
    // After the mate the side to move has no move (or no royal piece) and scores a loss.
    aviary::Searcher searcher(4);
    auto pos = at(load("chess"), "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    pos.make(*pos.parse_move("a1a8"));
    aviary::SearchLimits limits;
    limits.depth = 3;
    auto r = searcher.search(pos, limits);
    CHECK_FALSE(r.best);
}

namespace {

// Random legal moves from the start (a fixed seed): a position `plies` moves in, or earlier
// when the game ends.
aviary::Position random_position(const aviary::Ruleset& rules, int plies, std::mt19937& rng) {
    auto pos = aviary::Position::start(rules);
    for (int i = 0; i < plies; ++i) {
        auto moves = legal(pos);
        if (moves.empty() || pos.outcome().termination != aviary::Termination::None) break;
        aviary::Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
        pos.make(m);
        if (pos.outcome().termination != aviary::Termination::None) {
            pos.unmake();
            break;
        }
    }
    return pos;
}

std::vector<std::string> shipped_variants() {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(AVIARY_VARIANTS_DIR))
        if (e.path().extension() == ".variant") out.push_back(e.path().stem().string());
    std::sort(out.begin(), out.end());
    return out;
}

void check_search_is_legal(const aviary::Position& pos, const aviary::SearchLimits& limits,
                           aviary::Searcher& searcher) {
    INFO(pos.fen());
    const auto moves = legal(pos);
    auto r = searcher.search(pos, limits);
    REQUIRE(r.best.has_value() == !moves.empty());
    if (r.best) CHECK(std::find(moves.begin(), moves.end(), *r.best) != moves.end());
}

}  // namespace

TEST_CASE("legal best moves from the start and random positions of every shipped game", "[search]") {
    aviary::Searcher searcher(4);
    std::mt19937 rng(17);
    for (const auto& v : shipped_variants()) {
        INFO(v);
        auto rules = load(v);
        aviary::SearchLimits limits;
        limits.depth = 3;
        limits.nodes = 4000;   // keeps the slow-moving games (friendly, duck) short
        check_search_is_legal(aviary::Position::start(rules), limits, searcher);
        for (int i = 0; i < 3; ++i)
            check_search_is_legal(random_position(rules, 10 + 15 * i, rng), limits, searcher);
    }
}

TEST_CASE("legal best moves at depth 4 and at 200 ms from 20 random positions", "[search][slow]") {
    aviary::Searcher searcher(16);
    std::mt19937 rng(4);
    for (const auto& v : shipped_variants()) {
        INFO(v);
        auto rules = load(v);
        aviary::SearchLimits depth4, timed;
        depth4.depth = 4;
        depth4.movetime_ms = 5000;   // friendly and duck do not reach depth 4 in time
        timed.movetime_ms = 200;
        check_search_is_legal(aviary::Position::start(rules), depth4, searcher);
        check_search_is_legal(aviary::Position::start(rules), timed, searcher);
        for (int i = 0; i < 20; ++i) {
            auto pos = random_position(rules, 5 + 3 * i, rng);
            check_search_is_legal(pos, depth4, searcher);
            check_search_is_legal(pos, timed, searcher);
        }
    }
}

TEST_CASE("the search keeps to its limits and stops on request", "[search]") {
    auto rules = load("chess");
    auto pos = aviary::Position::start(rules);
    aviary::Searcher searcher(4);
    aviary::SearchLimits nodes;
    nodes.nodes = 5000;
    auto r = searcher.search(pos, nodes);
    CHECK(r.nodes <= 5000 + 1);
    REQUIRE(r.best);

    aviary::SearchLimits infinite;
    infinite.infinite = true;
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        searcher.stop();
    });
    auto t0 = std::chrono::steady_clock::now();
    auto s = searcher.search(pos, infinite);
    stopper.join();
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    REQUIRE(s.best);
    CHECK(ms >= 90);
    auto moves = legal(pos);
    CHECK(std::find(moves.begin(), moves.end(), *s.best) != moves.end());

    aviary::SearchLimits depth;
    depth.depth = 3;
    int last = 0;
    auto d = searcher.search(pos, depth, [&](const aviary::SearchInfo& i) { last = i.depth; });
    CHECK(d.depth == 3);
    CHECK(last == 3);
}

TEST_CASE("the search stops when its poll says so, on the thread that searches", "[search]") {
    auto rules = load("chess");
    auto pos = aviary::Position::start(rules);
    aviary::Searcher searcher(4);
    aviary::SearchLimits limits;   // no limit but the poll
    int asked = 0;
    limits.poll = [&] { return ++asked >= 20; };
    auto r = searcher.search(pos, limits);
    CHECK(asked == 20);
    CHECK(r.nodes >= 19 * 1024);
    CHECK(r.nodes < 21 * 1024 + 64);
    REQUIRE(r.best);
    auto moves = legal(pos);
    CHECK(std::find(moves.begin(), moves.end(), *r.best) != moves.end());
}

TEST_CASE("value= overrides the derived value and is checked", "[search]") {
    auto rules = testing::from_text(
        "board = 8x8\npiece K King K royal\npiece N Knight N value=777\nsetup = 4k3/8/8/8/8/8/8/3NK3 w - - 0 1\n");
    CHECK(value_of(rules, 'N') == 777);
    CHECK(value_of(rules, 'K') > 0);
    for (const char* bad : {"value=", "value=0", "value=-5", "value=12x", "value=1000001"}) {
        auto r = aviary::load_ruleset(std::string("board = 8x8\npiece K King K royal ") + bad +
                                          "\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
                                      "v.variant");
        INFO(bad);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find("value=") != std::string::npos);
        CHECK(r.error_text().find("v.variant:2:") != std::string::npos);
    }
}

TEST_CASE("is_capture: exactly the moves that take or doom an enemy piece", "[search]") {
    // Over random positions of the main games: a move is a capture when the enemy has fewer
    // pieces on the board afterwards or one more doomed piece (a peck), whatever the kind
    // (replacement, e.p., locust, rifle, peck); drops, swaps and Duck moves are not.
    std::mt19937 rng(21);
    auto enemies = [](const aviary::Position& p, aviary::Color them) {
        int n = 0;
        for (int s = 0; s < p.ruleset().shape().size(); ++s)
            if (auto x = p.piece_at(aviary::Square(s)); x && x->color == them) ++n;
        return n;
    };
    auto doomed = [](const aviary::Position& p) {
        const std::string f = p.fen();
        return std::count(f.begin(), f.begin() + std::ptrdiff_t(f.find(' ')), '!');
    };
    int captures = 0;
    for (const char* v : kMainVariants) {
        auto rules = load(v);
        for (int i = 0; i < 6; ++i) {
            auto pos = random_position(rules, 8 + 8 * i, rng);
            const aviary::Color them = opposite(pos.side_to_move());
            const int before = enemies(pos, them);
            const auto d0 = doomed(pos);
            for (const auto& m : legal(pos)) {
                const bool says = aviary::is_capture(pos, m);
                pos.make(m);
                const bool took = enemies(pos, them) < before || doomed(pos) > d0;
                pos.unmake();
                INFO(v << ": " << pos.fen() << " " << pos.move_to_string(m));
                CHECK(says == took);
                captures += says;
            }
        }
    }
    CHECK(captures > 0);
}

TEST_CASE("MultiPV: distinct root moves best first, each line reported; hashfull", "[search]") {
    const auto rules = load("chess");
    // White mates on the back rank with Qd8; the other lines score lower
    const auto pos = at(rules, "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1");
    aviary::Searcher s(1);
    aviary::SearchLimits l;
    l.depth = 3;
    l.multipv = 3;
    std::vector<aviary::SearchInfo> seen;
    const auto r = s.search(pos, l, [&](const aviary::SearchInfo& in) { seen.push_back(in); });
    std::vector<aviary::SearchInfo> last;
    for (const auto& in : seen)
        if (in.depth == 3) last.push_back(in);
    REQUIRE(last.size() == 3);
    for (int i = 0; i < 3; ++i) CHECK(last[std::size_t(i)].multipv == i + 1);
    CHECK(last[0].pv.front() == *r.best);
    CHECK(pos.move_to_string(*r.best) == "d1d8");
    CHECK(last[0].mate.value_or(0) == 1);
    CHECK(last[1].pv.front() != last[0].pv.front());
    CHECK(last[2].pv.front() != last[1].pv.front());
    CHECK(last[2].pv.front() != last[0].pv.front());
    CHECK(last[0].score > last[1].score);
    CHECK_FALSE(last[1].mate.has_value());
    CHECK(last[2].hashfull > 0);
    CHECK(last[2].hashfull <= 1000);
    // one line by default
    seen.clear();
    l.multipv = 1;
    s.search(pos, l, [&](const aviary::SearchInfo& in) { seen.push_back(in); });
    for (const auto& in : seen) CHECK(in.multipv == 1);
}

TEST_CASE("searchmoves: only the given root moves are searched", "[search]") {
    const auto rules = load("chess");
    // the back-rank mate d1d8 is the best move, but not among those allowed
    const auto pos = at(rules, "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1");
    aviary::Searcher s(1);
    aviary::SearchLimits l;
    l.depth = 3;
    CHECK(pos.move_to_string(*s.search(pos, l).best) == "d1d8");
    l.searchmoves = {*pos.parse_move("h2h3"), *pos.parse_move("d1d2")};
    std::vector<std::string> firsts;
    const auto r = s.search(pos, l, [&](const aviary::SearchInfo& in) {
        firsts.push_back(pos.move_to_string(in.pv.front()));
    });
    REQUIRE(r.best);
    const std::string best = pos.move_to_string(*r.best);
    CHECK((best == "h2h3" || best == "d1d2"));
    for (const auto& f : firsts) CHECK((f == "h2h3" || f == "d1d2"));
    // a move not legal here is left out; none legal: no move
    const auto other = at(rules, "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 b - - 0 1");
    CHECK_FALSE(s.search(other, l).best.has_value());
}

// A search that overran its time by far (a loose bound for the default run, which shares the
// machine with other tests: the 5% + 20 ms bound is checked under [slow]).
constexpr long kLate = 1000;

TEST_CASE("a move time is kept and used, a clock is not answered at once", "[search]") {
    const auto since = [](std::chrono::steady_clock::time_point t0) {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - t0).count();
    };
    for (const char* v : {"chess", "duck"}) {
        INFO(v);
        auto rules = load(v);
        auto pos = aviary::Position::start(rules);
        aviary::Searcher searcher(4);
        aviary::SearchLimits fixed;
        fixed.movetime_ms = 150;
        auto t0 = std::chrono::steady_clock::now();
        auto r = searcher.search(pos, fixed);
        auto ms = since(t0);
        REQUIRE(r.best);
        CHECK(ms <= kLate);     // (the 5% + 20 ms bound: the [slow] test below)
        CHECK(ms >= 150 / 2);   // the move time is used, not left
        // 3 s left in sudden death: a share of it (a 25th), not an instant move, at most a fifth
        aviary::SearchLimits clock;
        clock.time_ms[0] = clock.time_ms[1] = 3000;
        t0 = std::chrono::steady_clock::now();
        r = searcher.search(pos, clock);
        ms = since(t0);
        REQUIRE(r.best);
        CHECK(ms >= 50);
        CHECK(ms <= 3000 / 5 + kLate);
    }
}

// The move time's bound itself, 5% + 20 ms: timed, so out of the default run ([slow]), which
// shares the machine with other tests.
TEST_CASE("go movetime stays within 5% + 20 ms of its budget", "[search][slow]") {
    for (const char* v : {"chess", "duck", "shogi"}) {
        for (int threads : {1, 2}) {
            INFO(v << ", threads " << threads);
            auto rules = load(v);
            aviary::Searcher searcher(4);
            aviary::SearchLimits fixed;
            fixed.movetime_ms = 150;
            fixed.threads = threads;
            const auto t0 = std::chrono::steady_clock::now();
            const auto r = searcher.search(aviary::Position::start(rules), fixed);
            const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - t0).count();
            REQUIRE(r.best);
            CHECK(ms <= 150 * 105 / 100 + 20);
        }
    }
}

TEST_CASE("the zugzwang guard: where the search may try a null move", "[search]") {
    auto types_of = [](const aviary::Ruleset& rules, const aviary::TypeMask& mask) {
        std::string letters;
        const auto pieces = rules.pieces();
        for (std::size_t i = 0; i < pieces.size(); ++i)
            if (mask.has(int(i))) letters += pieces[i].letter;
        std::sort(letters.begin(), letters.end());
        return letters;
    };
    auto chess = load("chess");
    const auto& et = aviary::detail::eval_tables_for(aviary::detail::rules_data(chess));
    CHECK(types_of(chess, et.pawn_like) == "P");
    CHECK(types_of(chess, et.null_move_types) == "BNQR");
    // shogi: the pawn, lance and knight never step back; silver and gold do
    auto shogi = load("shogi");
    const auto& st = aviary::detail::eval_tables_for(aviary::detail::rules_data(shogi));
    const std::string pawns = types_of(shogi, st.pawn_like);
    CHECK(pawns.find('P') != std::string::npos);
    CHECK(pawns.find('L') != std::string::npos);
    CHECK(pawns.find('N') != std::string::npos);
    CHECK(pawns.find('S') == std::string::npos);
    CHECK(pawns.find('G') == std::string::npos);
    for (const char* v : {"chess", "shatranj", "capablanca", "duck", "shogi", "xiangqi"}) {
        INFO(v);
        CHECK(aviary::detail::null_move_game(aviary::detail::rules_data(load(v))));
    }
    for (const char* v : {"antichess", "amazons", "isolation", "clobber", "breakthrough", "marseillais",
                          "byzantine", "friendly-setup1"}) {
        INFO(v);
        CHECK_FALSE(aviary::detail::null_move_game(aviary::detail::rules_data(load(v))));
    }
}

TEST_CASE("Lazy SMP: helper threads, the same limits, legal moves", "[search]") {
    aviary::Searcher searcher(4);
    std::mt19937 rng(5);
    for (const char* v : {"chess", "duck", "shogi"}) {
        INFO(v);
        auto rules = load(v);
        aviary::SearchLimits limits;
        limits.threads = 3;
        limits.depth = 4;
        limits.movetime_ms = 3000;
        auto pos = random_position(rules, 8, rng);
        INFO(pos.fen());
        const auto moves = legal(pos);
        const auto r = searcher.search(pos, limits);
        REQUIRE(r.best);
        CHECK(std::find(moves.begin(), moves.end(), *r.best) != moves.end());
    }
    auto chess = load("chess");
    aviary::SearchLimits timed;
    timed.threads = 2;
    timed.movetime_ms = 150;
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = searcher.search(aviary::Position::start(chess), timed);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - t0).count();
    REQUIRE(r.best);
    CHECK(ms <= kLate);
    aviary::SearchLimits deep;
    deep.threads = 2;
    deep.depth = 5;
    CHECK(searcher.search(aviary::Position::start(chess), deep).depth == 5);
}

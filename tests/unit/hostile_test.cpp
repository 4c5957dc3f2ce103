// Hostile inputs (issue 21): borrowing at scale, silent nonsense rejected, library
// preconditions. Each case was a crash, an abort, a hang or a wrong answer before its fix.
#include "helpers.hpp"

#include <atomic>
#include <map>
#include <optional>
#include <stdexcept>
#include <thread>

#include "perft/workers.hpp"

using namespace testing;

namespace {

// A king, a rook and borrowers with no moves of their own; `fen` places them.
aviary::Ruleset borrowers(const std::string& board, const std::string& fen) {
    return from_text("board = " + board +
                     "\npiece K King K royal\npiece R Rook R\npiece N Knight N\n"
                     "piece F Friend - borrow\nsetup = " + fen + "\n");
}

std::string row(char c, int n) { return std::string(std::size_t(n), c); }

}  // namespace

TEST_CASE("many borrowers with nothing to borrow: only the kings move", "[hostile][borrow]") {
    // 15 borrowers: the recursive definition took minutes here (each borrower x5).
    auto rules = borrowers("8x8", "k7/8/8/FFFFFFFF/FFFFFFF1/8/8/K7 w - - 0 1");
    auto pos = aviary::Position::start(rules);
    CHECK(moves(pos) == S({"a1a2", "a1b1", "a1b2"}));
}

TEST_CASE("a 16x16 board full of borrowers loads and plays", "[hostile][borrow]") {
    std::string fen = "k" + row('f', 15);
    for (int i = 0; i < 6; ++i) fen += "/" + row('f', 16);
    fen += "/r" + row('f', 15) + "/R" + row('F', 15);
    for (int i = 0; i < 6; ++i) fen += "/" + row('F', 16);
    fen += "/K" + row('F', 15) + " w - - 0 1";
    auto pos = aviary::Position::start(borrowers("16x16", fen));
    // Every White Friend borrows King and Rook through the chain, but the board is full, so
    // only the front row (b8..p8) can move, capturing on rank 9: straight ahead (15) and
    // diagonally as a king (15 + 14), plus the Rook a8 taking a9.
    CHECK(count(pos) == 45);
    CHECK(moves_from(pos, "h8") == S({"h8h9", "h8g9", "h8i9"}));
    CHECK(moves_from(pos, "a8") == S({"a8a9"}));
}

TEST_CASE("seven borrowers in a chain borrow what six would", "[hostile][borrow]") {
    // 7 White Friends (the fixed point) and 6 (the recursive definition) in a rook's chain:
    // each Friend borrows the Rook a2 and the King a1 through its neighbours either way.
    auto seven = aviary::Position::start(
        borrowers("8x8", "nnnnnnnk/nnnnnnnn/8/8/8/8/RFFFFFFF/K7 w - - 0 1"));
    auto six = at(seven.ruleset(), "nnnnnnnk/nnnnnnnn/8/8/8/8/RFFFFFF1/K7 w - - 0 1");
    CHECK(count(seven) == 73);   // also what the recursive definition gives (checked before)
    for (const char* sq : {"b2", "c2", "d2", "e2", "f2"})
        CHECK(moves_from(seven, sq) == moves_from(six, sq));
    CHECK(moves_from(seven, "b2") ==
          S({"b2b1", "b2c1", "b2b3", "b2a3", "b2c3", "b2b4", "b2b5", "b2b6", "b2b7"}));
    // (2710: the recursive definition's figure, from the build before the fixed point)
    CHECK(aviary::perft(seven, 2) == 2710);
}

TEST_CASE("an exception in a perft worker thread reaches the caller", "[hostile][threads]") {
    // It used to escape the std::thread and end the process (std::terminate).
    std::atomic<int> finished{0};
    auto work = [&](int t, const std::atomic<bool>& stop) {
        if (t == 1) throw std::logic_error("audit failed in worker 1");
        while (!stop) std::this_thread::yield();   // the others stop when asked
        ++finished;
    };
    CHECK_THROWS_WITH(aviary::detail::run_workers(3, work), "audit failed in worker 1");
    CHECK(finished == 2);
    CHECK_THROWS_AS(aviary::detail::run_workers(1, [](int, const std::atomic<bool>&) {
                        throw std::runtime_error("one thread");
                    }),
                    std::runtime_error);
}

TEST_CASE("perft rejects an impossible hash size with an exception", "[hostile][perft]") {
    auto pos = aviary::Position::start(load("chess"));
    aviary::PerftOptions opt;
    opt.hash_mb = aviary::MaxPerftHashMb + 1;
    CHECK_THROWS_AS(aviary::perft(pos, 2, opt), std::invalid_argument);
    opt.threads = 2;
    CHECK_THROWS_AS(aviary::perft(pos, 2, opt), std::invalid_argument);
    CHECK(pos.ply() == 0);
}

namespace {

// An in-memory resolver over name -> text.
aviary::VariantResolver files(std::map<std::string, std::string> texts) {
    return [texts](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        auto it = texts.find(name);
        if (it == texts.end()) return std::nullopt;
        return std::make_pair(name + ".variant", it->second);
    };
}

const char* kBase = "name = base\nboard = 8x8\npiece K King K royal\npiece R Rook R\n"
                    "setup = k7/8/8/8/8/8/8/K6R w - - 0 1\n";

}  // namespace

TEST_CASE("extends: a diamond is no cycle, a cycle is, depth is bounded", "[hostile][loader]") {
    auto resolve = files({{"base", kBase}, {"left", "extends = base\n"},
                          {"right", "extends = base\npiece N Knight N\n"}});
    auto diamond = aviary::load_ruleset("extends = left\nextends = right\n", "top.variant", resolve);
    INFO(diamond.error_text());
    REQUIRE(diamond.ok());
    CHECK(diamond->pieces().size() == 3);
    auto cycle = aviary::load_ruleset("extends = loop\n", "top.variant",
                                      files({{"loop", "extends = loop\n"}}));
    REQUIRE_FALSE(cycle.ok());
    CHECK(cycle.errors()[0].message.find("cycle") != std::string::npos);
    // A chain 20000 files deep overflowed the stack; it stops at MaxExtendsDepth.
    auto deep = [](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        const int n = std::stoi(name.substr(1));
        return std::make_pair(name, n == 20000 ? std::string(kBase)
                                               : "extends = v" + std::to_string(n + 1) + "\n");
    };
    auto chain = aviary::load_ruleset("extends = v1\n", "top.variant", deep);
    REQUIRE_FALSE(chain.ok());
    CHECK(chain.errors()[0].message == "'extends' goes more than 64 files deep");
    auto shallow = aviary::load_ruleset("extends = v19990\n", "top.variant", deep);
    CHECK(shallow.ok());
}

TEST_CASE("a variant text larger than the limit is an error", "[hostile][loader]") {
    std::string big(kBase);
    big += std::string(aviary::MaxVariantFileBytes, '#');
    auto r = aviary::load_ruleset(big, "big.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors()[0].message == "the variant file is larger than 1024 KiB");
    CHECK(r.errors()[0].source_line.empty());
    // from a resolver too
    auto via = aviary::load_ruleset("extends = big\n", "top.variant", files({{"big", big}}));
    REQUIRE_FALSE(via.ok());
    CHECK(via.errors()[0].where.file == "big.variant");
}

TEST_CASE("FEN: clocks in range, royal pieces up to the setup's count", "[hostile][fen]") {
    auto rules = load("chess");
    auto wrap = aviary::Position::from_fen(rules, "4k3/8/8/8/8/8/8/4K3 w - - 70000 1");
    REQUIRE_FALSE(wrap.ok());   // it was read as 4464
    CHECK(wrap.errors()[0].where.column == 27);
    auto top = at(rules, "4k3/8/8/8/8/8/8/4K3 w - - 65535 1");
    CHECK(top.halfmove_clock() == 65535);
    auto m = top.parse_move("e1e2");
    REQUIRE(m.ok());
    top.make(*m);
    CHECK(top.halfmove_clock() == 65535);   // stays at the top, no wrap to 0
    // a second white king is reported where it stands (column 42), not at column 1
    auto two = aviary::Position::from_fen(rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBKR w - - 0 1");
    REQUIRE_FALSE(two.ok());
    CHECK(two.errors()[0].where.column == 42);
    // The documented rule: fewer royal pieces than the setup, none included, is a study.
    auto none = at(rules, "4k3/8/8/8/8/8/8/R7 w - - 0 1");
    CHECK_FALSE(none.in_check());
    CHECK(count(none) == 14);
    auto black = at(rules, "4k3/8/8/8/8/8/8/R7 b - - 0 1");
    CHECK(count(black) == 5);
}

TEST_CASE("diagnostics escape control characters and broken UTF-8", "[hostile][diagnostics]") {
    auto d = aviary::make_diagnostic("f", "ab\x1b[2J\xff\xc3\xa9x", 9, "bad 'x'");
    // the caret stays under the x: "ab" "\x1b" "[2J" "\xff" "é" = 2 + 4 + 3 + 4 + 1 = 14 columns
    CHECK(d.render() == "f:1:10: error: bad 'x'\n  ab\\x1b[2J\\xff\xc3\xa9x\n  " + std::string(14, ' ') + "^\n");
    CHECK(aviary::escape_for_terminal(std::string("\0\x7f\xc3", 3)) == "\\x00\\x7f\\xc3");
}

TEST_CASE("birds: a doomed Crane keeps its castling flag until it is removed", "[hostile][birds]") {
    // rules/birds.md 3.4: rights are lost when the Crane is removed; the FEN keeps a flag while
    // the partner stands on its setup square. The flag used to drop at the peck.
    auto rules = load("birds");
    auto pos = at(rules, "4k3/8/8/8/8/1d6/6D1/C3K2C b KQ - 0 1");
    auto play = [&](const char* move) {
        auto m = pos.parse_move(move);
        INFO(m.error_text());
        REQUIRE(m.ok());
        pos.make(*m);
        CHECK(pos.hash() == pos.compute_hash());
    };
    play("b3a1,b3");
    CHECK(pos.fen() == "4k3/8/8/8/8/1d6/6D1/C!3K2C w KQ - 0 2");
    CHECK(moves(pos).count("e1g1,h1f1") == 1);
    for (const auto& m : moves(pos)) CHECK(m.rfind("e1c1", 0) != 0);   // not with the doomed one
    play("g2f4");
    CHECK(pos.fen() == "4k3/8/8/8/5D2/1d6/8/4K2C b K - 1 2");
}

#ifdef NDEBUG   // (debug builds assert instead)
TEST_CASE("make and unmake check their preconditions", "[hostile][position]") {
    auto pos = aviary::Position::start(load("chess"));
    CHECK_THROWS_AS(pos.unmake(), std::logic_error);   // was a use-after-free
    CHECK(pos.fen() == pos.ruleset().start_fen());
    aviary::Move bad;
    bad.from = 12;
    bad.to = 28;
    bad.victim[0] = 5000;   // overflowed the board's tables
    CHECK_THROWS_AS(pos.make(bad), std::invalid_argument);
    aviary::Move empty_from;   // e4 holds nothing
    empty_from.from = 28;
    empty_from.to = 36;
    CHECK_THROWS_AS(pos.make(empty_from), std::invalid_argument);
    aviary::Move theirs;   // e7e5 with White to move
    theirs.from = 52;
    theirs.to = 36;
    CHECK_THROWS_AS(pos.make(theirs), std::invalid_argument);
    aviary::Move drop;   // no hands in chess
    drop.flags = aviary::MoveDrop;
    drop.piece = 1;
    drop.to = 28;
    CHECK_THROWS_AS(pos.make(drop), std::invalid_argument);
    CHECK(pos.ply() == 0);
    // every generated move passes, and the position is intact after the refusals
    aviary::MoveList ml;
    pos.legal_moves(ml);
    for (const auto& m : ml) {
        pos.make(m);
        pos.unmake();
    }
    CHECK(pos.fen() == pos.ruleset().start_fen());
}
#endif

TEST_CASE("a walk cost beyond 64 bits is reported, not converted", "[hostile][notation]") {
    // Found by fuzz_notation under UBSan: the estimate (a double) was cast to uint64 out of
    // range, undefined behaviour that printed "up to 0 squares".
    std::string slides;
    for (int i = 0; i < 20; ++i) slides += "mpaf";
    auto r = aviary::load_ruleset("board = 16x16\npiece X Slider " + slides + "Q\nsetup = 16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/X15 w - - 0 1\n", "t.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors()[0].message.find("visit up to more than 10^15 squares") != std::string::npos);
}

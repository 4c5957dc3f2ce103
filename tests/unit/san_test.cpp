// SAN and PGN: every legal move of every perft-suite position (and of positions reached by
// random play from them) writes to a SAN unique among the legal moves that reads back to the
// same move; examples of each move kind; PGN written and read back.
#include <filesystem>
#include <fstream>
#include <random>

#include "helpers.hpp"

namespace {

using aviary::Move;
using aviary::MoveList;
using aviary::Position;

// The variant of a suite file, as tests/CMakeLists.txt chooses it.
std::string suite_variant(const std::string& stem) {
    if (std::ifstream(std::string(AVIARY_VARIANTS_DIR) + "/" + stem + ".variant")) return stem;
    return stem.substr(0, stem.find('-'));
}

// A suite's game, as the perft runner finds it: the suite's own STEM.variant beside it (a game
// as another engine plays it: chushogi-hachu, bigorra-jocly), else the shipped one.
aviary::Ruleset suite_rules(const std::string& stem) {
    const std::string dir = std::string(AVIARY_TESTS_DIR) + "/perft";
    if (!std::ifstream(dir + "/" + stem + ".variant")) return testing::load(suite_variant(stem));
    auto resolve = aviary::folder_resolver({dir, AVIARY_VARIANTS_DIR});
    auto found = resolve(stem);
    REQUIRE(found.has_value());
    auto r = aviary::load_ruleset(found->second, found->first, resolve);
    INFO(r.error_text());
    REQUIRE(r.ok());
    return *r;
}

std::vector<std::string> suite_fens(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> fens;
    std::string line;
    while (std::getline(in, line)) {
        auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        std::string fen = line.substr(0, line.find(';'));
        while (!fen.empty() && fen.back() == ' ') fen.pop_back();
        fens.push_back(fen);
    }
    return fens;
}

// The SAN without its capture and check marks (a leading + spells a promoted piece: +L@a1;
// one after = a promotion to a +X id: =+R).
std::string without_marks(std::string s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i)
        if ((s[i] != '+' || i == 0 || s[i - 1] == '=') && s[i] != '#' && s[i] != 'x') out += s[i];
    return out;
}

// Uniqueness of every legal move's SAN and its round trip; where there are hundreds of moves
// (Duck and arrow placements), the round trip of an evenly spread 200 of them, since each
// parse is a legal move generation. Returns the number of moves.
std::size_t check_position(const Position& pos) {
    MoveList legal;
    pos.legal_moves(legal);
    const auto sans = aviary::moves_to_san(pos, legal);
    REQUIRE(sans.size() == legal.size());
    std::set<std::string> seen;
    for (const auto& s : sans) {
        INFO(pos.fen() << "  SAN " << s);
        CHECK(seen.insert(s).second);
    }
    const std::size_t stride = std::max<std::size_t>(1, legal.size() / 200);
    for (std::size_t i = 0; i < legal.size(); i += stride) {
        INFO(pos.fen() << "  move " << pos.move_to_string(legal[i]) << "  SAN " << sans[i]);
        auto back = aviary::parse_san(pos, sans[i]);
        INFO(back.error_text());
        REQUIRE(back.ok());
        CHECK(*back == legal[i]);
        // (without its marks a capture may read as another legal move: a piece that may move
        // onto the en passant square or take there, Gigachess's corporal, writes Og7 and Oxg7)
        const std::string bare = without_marks(sans[i]);
        if (bare != sans[i] && seen.count(bare)) continue;
        auto loose = aviary::parse_san(pos, bare);
        INFO(loose.error_text());
        REQUIRE(loose.ok());
        CHECK(*loose == legal[i]);
    }
    return legal.size();
}

std::string san_of(const Position& pos, const std::string& coordinate) {
    auto m = pos.parse_move(coordinate);
    INFO(m.error_text());
    REQUIRE(m.ok());
    return aviary::move_to_san(pos, *m);
}

}  // namespace

TEST_CASE("SAN round-trips every legal move of every perft suite position", "[san]") {
    std::vector<std::string> stems;   // every tests/perft/*.epd
    for (const auto& e : std::filesystem::directory_iterator(std::string(AVIARY_TESTS_DIR) + "/perft"))
        if (e.path().extension() == ".epd") stems.push_back(e.path().stem().string());
    std::sort(stems.begin(), stems.end());
    REQUIRE(stems.size() >= 8);
    std::mt19937 rng(18);
    std::size_t positions = 0, moves = 0;
    for (const auto& stem : stems) {
        auto rules = suite_rules(stem);
        for (const auto& fen : suite_fens(std::string(AVIARY_TESTS_DIR) + "/perft/" + stem + ".epd")) {
            Position pos = testing::at(rules, fen);
            // the suite position, then a short random game from it (shorter where every
            // move has dozens of Duck squares: each parse is a legal move generation)
            for (int ply = 0, plies = 6; ply < plies; ++ply) {
                moves += check_position(pos);
                ++positions;
                MoveList legal;
                pos.legal_moves(legal);
                if (legal.empty()) break;
                if (legal.size() > 400) plies = 2;
                pos.make(legal[rng() % legal.size()]);
            }
        }
    }
    INFO(positions << " positions, " << moves << " moves");
    CHECK(positions > 500);
}

TEST_CASE("SAN of orthodox moves", "[san]") {
    auto chess = testing::load("chess");
    Position start = Position::start(chess);
    CHECK(san_of(start, "e2e4") == "e4");
    CHECK(san_of(start, "g1f3") == "Nf3");
    // file, rank and square disambiguation; pawn captures with their file; e.p.
    auto pos = testing::at(chess, "4k3/8/8/3p4/1N2P3/8/1N6/R3K2R w KQ d6 0 1");
    CHECK(san_of(pos, "e4d5") == "exd5");
    CHECK(san_of(pos, "b2d3") == "N2d3");
    auto rooks = testing::at(chess, "7k/8/8/8/8/8/8/R4R1K w - - 0 1");
    CHECK(san_of(rooks, "a1d1") == "Rad1");
    CHECK(san_of(pos, "e1g1,h1f1") == "O-O");
    CHECK(san_of(pos, "e1c1,a1d1") == "O-O-O");
    auto ep = testing::at(chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    CHECK(san_of(ep, "e5d6") == "exd6");
    auto three = testing::at(chess, "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
    CHECK(san_of(three, "a3b2") == "Qa3b2");
    CHECK(san_of(three, "a3b3") == "Qab3");
    CHECK(san_of(three, "a1a2") == "Q1a2");
    // promotion, check and mate
    auto promo = testing::at(chess, "3k4/6P1/3K4/8/8/8/8/8 w - - 0 1");
    CHECK(san_of(promo, "g7g8q") == "g8=Q#");
    CHECK(san_of(promo, "g7g8n") == "g8=N");
    CHECK(san_of(promo, "g7g8r") == "g8=R#");
    auto check = testing::at(chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    CHECK(san_of(check, "a1a8") == "Ra8+");
}

TEST_CASE("SAN of drops, the Duck, pecks and castling with several landings", "[san]") {
    auto duck = testing::load("duck");
    Position d = Position::start(duck);
    CHECK(san_of(d, "e2e4,d5") == "e4,d5");
    CHECK(san_of(d, "g1f3,f6") == "Nf3,f6");

    auto loony = testing::load("loonybird");
    auto drops = testing::at(loony, "3k3/7/3K3/7/7/7/7[F] w - - 0 1");
    CHECK(san_of(drops, "F@d6") == "F@d6+");
    // the king castles to b1 with the rook-bishop landing on c1 or d1: two moves
    auto castles = testing::at(loony, "a2k3/7/7/7/7/7/A2K3[] w Qq - 0 1");
    MoveList legal;
    castles.legal_moves(legal);
    std::set<std::string> castling;
    for (const auto& s : aviary::moves_to_san(castles, legal))
        if (s.rfind("O-O", 0) == 0) castling.insert(s);
    CHECK(castling == testing::S({"O-O-O/b1c1", "O-O-O/b1d1"}));
    CHECK(aviary::parse_san(castles, "O-O-O").ok() == false);   // ambiguous

    auto birds = testing::load("birds");
    // a peck: the Dodo on d4 takes the piece on e6 and stays
    auto peck = testing::at(birds, "4k3/8/4q3/8/3D4/8/8/4K3 w - - 0 1");
    CHECK(san_of(peck, "d4e6,d4") == "Dxe6-d4");

    // a pass (pass = yes) is PGN's null move, and reads back
    Position janggi = Position::start(testing::load("janggi"));
    CHECK(san_of(janggi, "e2e2") == "--");
    auto pass = aviary::parse_san(janggi, "--");
    REQUIRE(pass.ok());
    CHECK(pass->is_pass());
}

TEST_CASE("SAN reading is tolerant and its errors say where", "[san]") {
    auto chess = testing::load("chess");
    Position start = Position::start(chess);
    auto m = aviary::parse_san(start, "Nf3");
    REQUIRE(m.ok());
    CHECK(start.move_to_string(*m) == "g1f3");
    CHECK(aviary::parse_san(start, "g1f3").ok());   // coordinate form too
    auto mate = testing::at(chess, "3k4/6P1/3K4/8/8/8/8/8 w - - 0 1");
    CHECK(aviary::parse_san(mate, "g8Q").ok());
    CHECK(aviary::parse_san(mate, "g8=Q+").ok());
    auto castle = testing::at(chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(aviary::parse_san(castle, "0-0").ok());
    auto bad = aviary::parse_san(start, "Nf4", "game.pgn");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("game.pgn:1:1: error: no legal move is written 'Nf4'") == 0);
}

TEST_CASE("PGN written and read back", "[san][pgn]") {
    std::mt19937 rng(7);
    for (const char* name : {"chess", "duck", "loonybird", "birds", "bombers", "friendly"}) {
        auto rules = testing::load(name);
        Position pos = Position::start(rules);
        std::vector<Move> played;
        for (int ply = 0; ply < 40; ++ply) {
            MoveList legal;
            pos.legal_moves(legal);
            if (legal.empty() || pos.outcome().termination != aviary::Termination::None) break;
            played.push_back(legal[rng() % legal.size()]);
            pos.make(played.back());
        }
        auto text = aviary::write_pgn(Position::start(rules), played, name, {{"Event", "test"}});
        INFO(name << "\n" << text.error_text());
        REQUIRE(text.ok());
        INFO(*text);
        CHECK(text->find("[Variant \"" + std::string(name) + "\"]") != std::string::npos);
        CHECK(text->find("[Event \"test\"]") != std::string::npos);
        auto game = aviary::read_pgn(rules, "{a comment} " + *text);
        INFO(game.error_text());
        REQUIRE(game.ok());
        CHECK(game->moves == played);
        CHECK(game->tag("Variant") == name);
    }
}

TEST_CASE("PGN with a start position, comments, variations and errors", "[pgn]") {
    auto chess = testing::load("chess");
    const std::string fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    auto text = aviary::write_pgn(testing::at(chess, fen), {}, "chess");
    REQUIRE(text.ok());
    CHECK(text->find("[SetUp \"1\"]\n[FEN \"" + fen + "\"]") != std::string::npos);
    const std::string pgn = "[Event \"x\"]\n[FEN \"" + fen +
                            "\"]\n\n1... Kd7 {comment} 2. e4 (2. e3 Kc6) $1 Kc6 ; rest\n3. e5! *\n";
    auto game = aviary::read_pgn(chess, pgn);
    INFO(game.error_text());
    REQUIRE(game.ok());
    CHECK(game->san == std::vector<std::string>{"Kd7", "e4", "Kc6", "e5"});
    CHECK(game->result == "*");
    auto bad = aviary::read_pgn(chess, "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n", "g.pgn");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("g.pgn:3:13: error:") == 0);
    CHECK_FALSE(aviary::read_pgn(chess, "[Event \"x\n").ok());
    CHECK_FALSE(aviary::read_pgn(chess, "1. e4 {open").ok());
}

// The hand keys of the two-board games (issue 16): fen-hands (a FEN's hand may hold pieces that
// came from another board) and must-drop (a piece of these types in hand must be dropped first).
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves;

namespace {

// Kings, a rook and a knight on 6x6; no captures go to hand, drops anywhere.
std::string small_game(const std::string& extra) {
    return "board = 6x6\npiece K King K royal\npiece R Rook R\npiece N Knight N\n"
           "drops = anywhere\n" + extra + "setup = 3k2/6/6/6/6/2K3[] w - - 0 1\n";
}

bool rejected(const aviary::Ruleset& rules, const std::string& fen, const std::string& words) {
    auto p = aviary::Position::from_fen(rules, fen);
    return !p.ok() && p.error_text().find(words) != std::string::npos;
}

}  // namespace

TEST_CASE("fen-hands: a FEN's hand may hold the listed types", "[hands][two-board]") {
    SECTION("without the key, a type no capture can bring is refused") {
        auto rules = from_text(small_game(""));
        CHECK(rejected(rules, "3k2/6/6/6/6/2K3[R] w - - 0 1", "can never be in a hand"));
    }
    SECTION("letters: those types only, and they are dropped like any hand piece") {
        auto rules = from_text(small_game("fen-hands = R\n"));
        auto pos = at(rules, "3k2/6/6/6/6/2K3[Rr] w - - 0 1");
        CHECK(pos.hand_count(aviary::Color::White, 1) == 1);
        CHECK(pos.hand_count(aviary::Color::Black, 1) == 1);
        CHECK(moves(pos).count("R@a1") == 1);
        CHECK(pos.fen() == "3k2/6/6/6/6/2K3[Rr] w - - 0 1");
        CHECK(rejected(rules, "3k2/6/6/6/6/2K3[N] w - - 0 1", "can never be in a hand"));
    }
    SECTION("all: every type but royal, neutral and promoted ones") {
        auto rules = from_text(small_game("fen-hands = all\n"));
        CHECK(at(rules, "3k2/6/6/6/6/2K3[RNrn] w - - 0 1").hand_count(aviary::Color::Black, 2) == 1);
        CHECK(rejected(rules, "3k2/6/6/6/6/2K3[K] w - - 0 1", "can never be in a hand"));
    }
    SECTION("a bad value is an error at the key") {
        auto bad = aviary::load_ruleset(small_game("fen-hands = Z\n"), "t.variant");
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error_text().find("t.variant:6:13:") != std::string::npos);
        CHECK(bad.error_text().find("no piece has the letter 'Z'") != std::string::npos);
        auto royal = aviary::load_ruleset(small_game("fen-hands = K\n"), "t.variant");
        REQUIRE_FALSE(royal.ok());
        CHECK(royal.error_text().find("royal") != std::string::npos);
    }
}

TEST_CASE("must-drop: a held piece of the type is dropped before anything else", "[hands][two-board]") {
    // a non-royal king that may be held and dropped, as in Koedem
    auto rules = from_text("board = 4x4\npiece K King K\npiece R Rook R\ndrops = anywhere\n"
                           "fen-hands = all\nmust-drop = K\nsetup = 3k/4/4/K3[] w - - 0 1\n");
    SECTION("with a king in hand, only king drops: one per empty square") {
        auto pos = at(rules, "3k/4/4/K3[KR] w - - 0 1");
        const auto all = moves(pos);
        CHECK(all.size() == 14);
        for (const auto& m : all) CHECK(m.rfind("K@", 0) == 0);
        CHECK(aviary::perft(pos, 1) == 14);
    }
    SECTION("without one, board moves and other drops as usual") {
        auto pos = at(rules, "3k/4/4/K3[R] w - - 0 1");
        CHECK(moves(pos).count("R@b2") == 1);
        CHECK(moves(pos).count("a1a2") == 1);
    }
    SECTION("the other side's held king does not bind the side to move") {
        auto pos = at(rules, "3k/4/4/K3[k] w - - 0 1");
        CHECK(moves(pos) == std::set<std::string>{"a1a2", "a1b1", "a1b2"});
    }
    SECTION("a king in hand with no empty square: the other moves stay legal") {
        auto full = at(rules, "RRRR/RRRR/RRRR/KRRr[K] w - - 0 1");
        CHECK(moves(full) == std::set<std::string>{"c1d1", "d2d1"});
    }
    SECTION("must-drop needs drops") {
        CHECK_FALSE(aviary::load_ruleset("board = 4x4\npiece K King K\nmust-drop = K\n"
                                         "setup = 3k/4/4/K3 w - - 0 1\n", "t.variant").ok());
    }
}

TEST_CASE("the shipped two-board games read and write their hands", "[hands][two-board]") {
    SECTION("bughouse: any hand but the king, promoted pawns as Q~") {
        auto rules = testing::load("bughouse");
        const std::string fen = "r1bQ~kbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PPqn] b KQkq - 0 1";
        auto pos = at(rules, fen);
        CHECK(pos.fen() == fen);
        CHECK(pos.hand_count(aviary::Color::White, 4) == 2);
        CHECK(rejected(rules, "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", "can never be in a hand"));
    }
    SECTION("koedem: a held king is dropped first; holding both kings wins") {
        auto rules = testing::load("koedem");
        auto held = at(rules, "8/8/8/8/8/8/8/K6k[Kq] w - - 0 1");
        for (const auto& m : moves(held)) CHECK(m.rfind("K@", 0) == 0);
        CHECK(testing::count(held) == 62);   // every empty square
        auto both = at(rules, "8/8/8/8/8/8/8/K7[K] b - - 0 1");
        CHECK(testing::count(both) == 0);
        CHECK(both.outcome().termination == aviary::Termination::Extinction);
        CHECK(both.outcome().winner == aviary::Color::White);
    }
    SECTION("supply: drops on the own half, where the piece could stand in xiangqi") {
        auto rules = testing::load("supply");
        auto pos = at(rules, "4k4/9/9/9/9/9/9/9/9/3K5[A] w - - 0 1");
        std::set<std::string> advisor;
        for (const auto& m : moves(pos))
            if (m.rfind("A@", 0) == 0) advisor.insert(m);
        CHECK(advisor == std::set<std::string>{"A@e2", "A@d3", "A@f3", "A@f1"});   // d1: the king
    }
}

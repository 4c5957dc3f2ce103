// The notation, pinned square by square: a lone piece on an empty 8x8 board (and with
// blockers where the modifier is about blocking), compared with notation.md and XBetza.
#include "helpers.hpp"

using testing::S;
using testing::targets;

namespace {
const char* kD4 = "8/8/8/8/3X4/8/8/8 w - - 0 1";
}

TEST_CASE("leaper atoms reach exactly their squares", "[notation]") {
    CHECK(targets("W", kD4, "d4") == S({"c4", "e4", "d3", "d5"}));
    CHECK(targets("F", kD4, "d4") == S({"c3", "c5", "e3", "e5"}));
    CHECK(targets("D", kD4, "d4") == S({"b4", "f4", "d2", "d6"}));
    CHECK(targets("A", kD4, "d4") == S({"b2", "b6", "f2", "f6"}));
    CHECK(targets("H", kD4, "d4") == S({"a4", "g4", "d1", "d7"}));
    CHECK(targets("G", kD4, "d4") == S({"a1", "a7", "g1", "g7"}));
    CHECK(targets("N", kD4, "d4") == S({"b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"}));
    CHECK(targets("C", kD4, "d4") == S({"c1", "e1", "c7", "e7", "a3", "a5", "g3", "g5"}));
    CHECK(targets("L", kD4, "d4") == targets("C", kD4, "d4"));
    CHECK(targets("Z", kD4, "d4") == S({"b1", "f1", "b7", "f7", "a2", "a6", "g2", "g6"}));
    CHECK(targets("J", kD4, "d4") == targets("Z", kD4, "d4"));
    CHECK(targets("K", kD4, "d4") == S({"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"}));
}

TEST_CASE("riders, ranges and doubled letters", "[notation]") {
    CHECK(targets("R", kD4, "d4").size() == 14);
    CHECK(targets("B", kD4, "d4").size() == 13);
    CHECK(targets("Q", kD4, "d4").size() == 27);
    CHECK(targets("R3", kD4, "d4") ==
          S({"a4", "b4", "c4", "e4", "f4", "g4", "d1", "d2", "d3", "d5", "d6", "d7"}));
    CHECK(targets("W0", kD4, "d4") == targets("R", kD4, "d4"));
    CHECK(targets("WW", kD4, "d4") == targets("R", kD4, "d4"));
    CHECK(targets("NN", "8/8/8/8/8/8/8/X7 w - - 0 1", "a1") ==
          S({"b3", "c5", "d7", "c2", "e3", "g4"}));
    // a rider stops at the first piece and captures an enemy there
    CHECK(targets("R", "8/8/8/3p4/1P1X4/8/8/8 w - - 0 1", "d4") ==
          S({"c4", "e4", "f4", "g4", "h4", "d5", "d3", "d2", "d1"}));
}

TEST_CASE("extended atoms: vectors and X/Y suffixes", "[notation]") {
    CHECK(targets("(1,4)", kD4, "d4") == S({"c8", "e8", "h3", "h5"}));
    CHECK(targets("FX", kD4, "d4") == targets("(1,4)", kD4, "d4"));
    CHECK(targets("NY", kD4, "d4") == S({"a8", "g8", "h1", "h7"}));
    CHECK(targets("(3,4)", kD4, "d4") == targets("NY", kD4, "d4"));
    CHECK(targets("(0,2)", kD4, "d4") == targets("D", kD4, "d4"));
    // a vector rider: (1,2) repeated = nightrider
    CHECK(targets("(1,2)0", "8/8/8/8/8/8/8/X7 w - - 0 1", "a1") ==
          targets("NN", "8/8/8/8/8/8/8/X7 w - - 0 1", "a1"));
}

TEST_CASE("=(x,y): the one vector as written, Black's mirrored", "[notation]") {
    CHECK(targets("=(1,2)", kD4, "d4") == S({"e6"}));
    CHECK(targets("=(-2,-1)", kD4, "d4") == S({"b3"}));
    CHECK(targets("=(0,1)0", kD4, "d4") == targets("fR", kD4, "d4"));
    CHECK(targets("=(1,2)", "8/8/8/8/3x4/8/8/8 b - - 0 1", "d4") == S({"e2"}));
    // a first leg like any other: the next leg turns from it
    CHECK(targets("maf=(0,1)", kD4, "d4") == S({"d6"}));
    CHECK(targets("mas=(0,1)", kD4, "d4") == S({"c5", "e5"}));
}

TEST_CASE("absolute directions", "[notation]") {
    CHECK(targets("fW", kD4, "d4") == S({"d5"}));
    CHECK(targets("sW", kD4, "d4") == S({"c4", "e4"}));
    CHECK(targets("vW", kD4, "d4") == S({"d3", "d5"}));
    CHECK(targets("frW", kD4, "d4") == S({"d5", "e4"}));   // union on orthogonal atoms
    CHECK(targets("fF", kD4, "d4") == S({"c5", "e5"}));
    CHECK(targets("frF", kD4, "d4") == S({"e5"}));
    CHECK(targets("fN", kD4, "d4") == S({"c6", "e6"}));    // the narrow forward pair
    CHECK(targets("ffN", kD4, "d4") == S({"c6", "e6"}));
    CHECK(targets("fsN", kD4, "d4") == S({"b5", "f5"}));   // the wide forward pair
    CHECK(targets("rfN", kD4, "d4") == S({"e6"}));         // right member of the f pair
    CHECK(targets("frN", kD4, "d4") == S({"f5"}));         // forward member of the r pair
    CHECK(targets("fhN", kD4, "d4") == S({"b5", "c6", "e6", "f5"}));
    CHECK(targets("hrN", kD4, "d4") == S({"e6", "f3", "c2", "b5"}));   // notation.md: e4 -> f6 g3 d2 c5
    CHECK(targets("hlN", kD4, "d4") == S({"c6", "f5", "e2", "b3"}));
    CHECK(targets("fK", kD4, "d4") == S({"d5"}));          // XBoard: one letter, one direction
    CHECK(targets("frK", kD4, "d4") == S({"e5"}));
    CHECK(targets("sK", kD4, "d4") == S({"c4", "e4"}));
    CHECK(targets("fR", kD4, "d4") == S({"d5", "d6", "d7", "d8"}));
    // Black's forward is down the board (mirror symmetry)
    CHECK(targets("fW", "8/8/8/8/3x4/8/8/8 b - - 0 1", "d4") == S({"d3"}));
}

TEST_CASE("modes m, c, d and the default", "[notation]") {
    const char* fen = "8/8/8/3p4/2PXp3/8/8/8 w - - 0 1";   // enemy d5, e4; friend c4
    CHECK(targets("W", fen, "d4") == S({"d3", "d5", "e4"}));
    CHECK(targets("mW", fen, "d4") == S({"d3"}));
    CHECK(targets("cW", fen, "d4") == S({"d5", "e4"}));
    CHECK(targets("dW", fen, "d4") == S({"c4"}));
    CHECK(targets("mcdW", fen, "d4") == S({"c4", "d3", "d5", "e4"}));
}

TEST_CASE("n: lame leaps, j: jumping leaps and skipping sliders", "[notation]") {
    const char* blocked = "8/8/8/3P4/3X4/8/8/8 w - - 0 1";   // friend on d5
    CHECK(targets("nD", blocked, "d4") == S({"b4", "f4", "d2"}));
    CHECK(targets("jD", blocked, "d4") == S({"d6"}));
    CHECK(targets("nA", "8/8/8/4P3/3X4/8/8/8 w - - 0 1", "d4") == S({"b2", "b6", "f2"}));
    // nN = Mao: blocked on the orthogonal square next to the piece
    CHECK(targets("nN", blocked, "d4") == S({"b3", "b5", "c2", "e2", "f3", "f5"}));
    CHECK(targets("jR", kD4, "d4") ==
          S({"d6", "d7", "d8", "b4", "a4", "f4", "g4", "h4", "d2", "d1"}));
}

TEST_CASE("hoppers: p (cannon) and g (grasshopper)", "[notation]") {
    const char* screen = "3p4/8/3P4/8/3X4/8/8/8 w - - 0 1";   // friend d6, enemy d8
    CHECK(targets("pR", screen, "d4") == S({"d7", "d8"}));
    CHECK(targets("mRcpR", screen, "d4").count("d8") == 1);
    CHECK(targets("mRcpR", screen, "d4").count("d7") == 0);
    CHECK(targets("gQ", screen, "d4") == S({"d7"}));
    CHECK(targets("gQ", "8/8/8/8/3X4/8/1P6/8 w - - 0 1", "d4") == S({"a1"}));
}

TEST_CASE("multi-leg moves", "[notation]") {
    // Mao: an orthogonal step, then a diagonal step outward
    CHECK(targets("afsW", kD4, "d4") == targets("N", kD4, "d4"));
    CHECK(targets("afsW", "8/8/8/3P4/3X4/8/8/8 w - - 0 1", "d4") ==
          S({"b3", "b5", "c2", "e2", "f3", "f5"}));
    // Moa: diagonal first
    CHECK(targets("afsF", "8/8/8/4P3/3X4/8/8/8 w - - 0 1", "d4") ==
          S({"b3", "b5", "c2", "c6", "e2", "f3"}));
    // rifle capture: take on d5 and come back
    CHECK(targets("cabW", "8/8/8/3p4/3X4/8/8/8 w - - 0 1", "d4") == S({"d5,d4"}));
    // locust: jump the adjacent enemy, land on the empty square behind
    CHECK(targets("cafmW", "8/8/8/3p4/3X4/8/8/8 w - - 0 1", "d4") == S({"d5,d6"}));
    CHECK(targets("cafmW", "8/8/3P4/3p4/3X4/8/8/8 w - - 0 1", "d4").empty());
    // flying rook: any empty square of the lines, whatever stands between
    auto fly = targets("(mpaf)mW", "8/8/8/8/8/8/P7/XP6 w - - 0 1", "a1");
    CHECK(fly == S({"a3", "a4", "a5", "a6", "a7", "a8", "c1", "d1", "e1", "f1", "g1", "h1"}));
    // y: a step to an empty square, then a ride (range toggled) after a 45-degree turn
    auto griffon = targets("yafsF", kD4, "d4");
    CHECK(griffon.count("e8") == 1);
    CHECK(griffon.count("h5") == 1);
    CHECK(griffon.count("e5") == 0);
    CHECK(griffon.size() == 20);
    // withdrawal: take the adjacent enemy by stepping away from it
    CHECK(targets("mKcabafmK", "8/8/8/3p4/3X4/8/8/8 w - - 0 1", "d4").count("d5,d3") == 1);
}

TEST_CASE("u: swaps leave both pieces on the board", "[notation]") {
    auto rules = testing::lone_piece("NADudNudAudD");
    auto pos = testing::at(rules, "8/8/8/8/3X4/8/2P5/8 w - - 0 1");
    auto m = pos.parse_move("d4c2");
    REQUIRE(m.ok());
    pos.make(*m);
    CHECK(pos.fen() == "8/8/8/8/3P4/8/2X5/8 b - - 1 1");   // a swap is not a capture
}

TEST_CASE("conditions {to:...} and {from:...}", "[notation]") {
    CHECK(targets("fmR{to:!8}", "8/8/3X4/8/8/8/8/8 w - - 0 1", "d6") == S({"d7"}));
    CHECK(targets("fmR{to:8}", "8/8/3X4/8/8/8/8/8 w - - 0 1", "d6") == S({"d8"}));
    CHECK(targets("fmW{from:3}", "8/8/8/8/8/3X4/8/8 w - - 0 1", "d3") == S({"d4"}));
    CHECK(targets("fmW{from:3}", kD4, "d4").empty());
}

TEST_CASE("bad notation is an error with a column", "[notation]") {
    auto bad = [](const std::string& notation) {
        auto r = aviary::load_ruleset("board = 8x8\npiece X Bad " + notation +
                                          "\nsetup = 8/8/8/8/8/8/8/8 w - - 0 1\n",
                                      "bad.variant");
        REQUIRE_FALSE(r.ok());
        return r.errors().front();
    };
    auto e = bad("mRM");
    CHECK(e.where.line == 2);
    CHECK(e.where.column == 15);
    CHECK(e.message.find("unknown notation letter 'M'") != std::string::npos);
    CHECK(bad("fm").message.find("expected a Betza atom") != std::string::npos);
    CHECK(bad("(0,0)").message.find("(0,0)") != std::string::npos);
    CHECK(bad("aflN").message.find("45-degree") != std::string::npos);
    CHECK(bad("xK").message.find("not supported") != std::string::npos);
    CHECK(bad("udafcQ").message.find("last leg only") != std::string::npos);
    CHECK(bad("(mpvcab)cabQ").message.find("squares per position") != std::string::npos);
}

TEST_CASE("a swap mode on the same leap does not turn captures into swaps", "[notation]") {
    // NudN: the knight captures enemies and swaps with friends on the same squares
    auto rules = testing::lone_piece("NudN");
    auto pos = testing::at(rules, "8/8/8/8/3X4/8/2P1p3/8 w - - 0 1");
    pos.make(*pos.parse_move("d4e2"));
    CHECK(pos.fen() == "8/8/8/8/8/8/2P1X3/8 b - - 0 1");   // e2 taken, nothing put back
    auto swap = testing::at(rules, "8/8/8/8/3X4/8/2P1p3/8 w - - 0 1");
    swap.make(*swap.parse_move("d4c2"));
    CHECK(swap.fen() == "8/8/8/8/3P4/8/2X1p3/8 b - - 1 1");
    // ucN swaps with an enemy and is no attack on it
    auto both = testing::lone_piece("cNucN");
    auto pb = testing::at(both, "8/8/8/8/3X4/8/4p3/8 w - - 0 1");
    CHECK(testing::moves_from(pb, "d4").size() == 2);   // the capture and the swap
}

TEST_CASE("overlapping one-leg moves are one move", "[notation]") {
    // R and D both reach d6; Q and A both reach f6 (found by fuzz_notation: AnQQnQQ)
    auto rules = testing::lone_piece("RD");
    CHECK(testing::count(testing::at(rules, "8/8/8/8/3X4/8/8/8 w - - 0 1")) == 14);
    auto qa = testing::lone_piece("AnQ0");
    CHECK(testing::count(testing::at(qa, "8/8/8/8/3X4/8/8/8 w - - 0 1")) == 27);
}

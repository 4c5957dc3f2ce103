// Othello's and Ataxx's rules (flip, drop-to, drop-start, free-drops, pass = stuck, board-full,
// material-count, stalemate = more-pieces): flipello, flipersi and ataxx from positions counted
// by hand, and the well-known perft figures of both games' start positions.
#include <string>

#include "aviary/catalogue.hpp"
#include "aviary/perft.hpp"
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::load;
using testing::moves;
using testing::play;
using testing::S;

namespace {

std::uint64_t perft_of(aviary::Position pos, int depth) {
    return aviary::perft(pos, depth);
}

// Othello's rules without its opening squares (drop-start), on a board of `size`.
aviary::Ruleset othello_rules(const std::string& size, const std::string& empty_rows) {
    return testing::from_text("board = " + size + "\npiece P Stone -\ndrops = anywhere\n"
                              "drop-to = enclosing\nflip = enclosed\npass = stuck\n"
                              "stalemate = more-pieces\nboard-full = ends\nmaterial-count = pieces\n"
                              "setup = " + empty_rows + "[Pp] w - - 0 1\n");
}

// The board part of a FEN.
std::string board_of(const aviary::Position& pos) {
    const std::string f = pos.fen();
    return f.substr(0, f.find_first_of("[ "));
}

}  // namespace

TEST_CASE("flip = enclosed: Othello's four openings, each flipping one stone", "[flip]") {
    auto rules = load("flipello");
    auto pos = aviary::Position::start(rules);
    CHECK(moves(pos) == S({"P@d6", "P@c5", "P@f4", "P@e3"}));
    play(pos, {"P@d6"});
    CHECK(board_of(pos) == "8/8/3P4/3PP3/3Pp3/8/8/8");
    CHECK(moves(pos) == S({"P@c4", "P@c6", "P@e6"}));
}

TEST_CASE("flip = enclosed: every enclosed line flips, and only enclosed ones", "[flip]") {
    auto rules = load("flipello");
    // White drops on d4: the line e4-f4 (ended by g4) and the diagonal e5 (ended by f6) flip;
    // c4 is enclosed by nothing (b4 empty), d5-d6 runs into an empty d7.
    auto pos = at(rules, "8/8/5P2/3pp3/2p1ppP1/8/8/8[PPPPpppp] w - - 0 1");
    play(pos, {"P@d4"});
    CHECK(board_of(pos) == "8/8/5P2/3pP3/2pPPPP1/8/8/8");
}

TEST_CASE("drop-to = enclosing: holes in the board enclose nothing", "[flip]") {
    // Fairy-Stockfish's annexation (flipello on a 10x10 board with holes, *) lets a drop on j4
    // "enclose" the holes i3 and h2 before Black's g1: no enemy stone lies between, so in
    // Othello's rule it encloses nothing and is not a move.
    auto rules = testing::from_text(
        "board = 10x10\npiece P Stone -\npiece * Hole - neutral\ndrops = anywhere\n"
        "drop-to = enclosing\nflip = enclosed\nsetup = 10/10/10/10/10/10/10/10/10/10[Pp] w - - 0 1\n");
    auto pos = at(rules, "***4***/***4***/***4***/3P6/3PPpp3/1PpPpPPPP1/ppPPPpp1p1/***PPPp***/"
                         "***PPpp***/***1p1p***[PPpp] b - - 0 14");
    CHECK(!moves(pos).count("P@j4"));
    CHECK(count(pos) == 10);
}

TEST_CASE("drop-to = enclosing: a drop that encloses nothing is illegal", "[flip]") {
    auto rules = load("flipello");
    auto pos = at(rules, "8/8/8/3pP3/3Pp3/8/8/8[PPpp] w - - 0 1");
    CHECK(!moves(pos).count("P@a1"));
    CHECK(!moves(pos).count("P@c6"));   // (d5 and e4 black, f3 empty: not closed)
    CHECK(!pos.parse_move("P@a1").ok());
}

TEST_CASE("pass = stuck: a side with no drop passes; two passes end by the count", "[flip]") {
    auto rules = othello_rules("8x8", "8/8/8/8/8/8/8/8");
    // White can enclose nothing (Black's only stone, a1, has no white stone beyond it); Black
    // can: c1 encloses b1. (Both sides' drops are written with the capital letter, as in UCI.)
    auto pos = at(rules, "8/8/8/8/8/8/8/pP6[PPpp] w - - 0 1");
    CHECK(moves(pos) == S({"b1b1"}));
    play(pos, {"b1b1"});
    CHECK(moves(pos) == S({"P@c1"}));
    play(pos, {"P@c1"});
    CHECK(board_of(pos) == "8/8/8/8/8/8/8/ppp5");
    // White has no stone left: no pass, no move: stalemate, and more stones win
    CHECK(count(pos) == 0);
    CHECK(pos.outcome().termination == aviary::Termination::Stalemate);
    REQUIRE(pos.outcome().winner);
    CHECK(*pos.outcome().winner == aviary::Color::Black);
}

TEST_CASE("pass = stuck: two passes in a row end the game, won by more stones", "[flip]") {
    auto rules = othello_rules("8x8", "8/8/8/8/8/8/8/8");
    // no stone of either side has an enemy stone between it and an empty square
    auto pos = at(rules, "7p/8/8/8/8/8/8/P1P5[PPpp] w - - 0 1");
    CHECK(moves(pos) == S({"a1a1"}));   // (a pass names the side's first stone from a1)
    play(pos, {"a1a1"});
    CHECK(moves(pos) == S({"h8h8"}));
    play(pos, {"h8h8"});
    CHECK(count(pos) == 0);
    CHECK(pos.outcome().termination == aviary::Termination::Passes);
    REQUIRE(pos.outcome().winner);
    CHECK(*pos.outcome().winner == aviary::Color::White);
}

TEST_CASE("board-full = ends: the last drop ends the game, by the count", "[flip]") {
    auto rules = othello_rules("3x1", "3");
    auto pos = at(rules, "Pp1[Pp] w - - 0 1");
    CHECK(moves(pos) == S({"P@c1"}));
    play(pos, {"P@c1"});
    CHECK(board_of(pos) == "PPP");
    CHECK(count(pos) == 0);
    CHECK(pos.outcome().termination == aviary::Termination::BoardFull);
    REQUIRE(pos.outcome().winner);
    CHECK(*pos.outcome().winner == aviary::Color::White);
}

TEST_CASE("Othello's perft from the start: 4, 12, 56, 244, 1396", "[flip]") {
    // (the game's well-known counts, passes included; Fairy-Stockfish's flipello agrees)
    auto pos = aviary::Position::start(load("flipello"));
    CHECK(perft_of(pos, 1) == 4);
    CHECK(perft_of(pos, 2) == 12);
    CHECK(perft_of(pos, 3) == 56);
    CHECK(perft_of(pos, 4) == 244);
    CHECK(perft_of(pos, 5) == 1396);
}

TEST_CASE("flipello keeps flipersi's opening squares, as Fairy-Stockfish does", "[flip]") {
    // (an empty centre in a position set up by hand: the drops go there first)
    auto pos = at(load("flipello"), "7p/8/8/8/8/8/8/P7[PPpp] w - - 0 1");
    CHECK(moves(pos) == S({"P@d4", "P@e4", "P@d5", "P@e5"}));
}

TEST_CASE("drop-start: the first four drops fill the centre, enclosing nothing", "[flip]") {
    auto pos = aviary::Position::start(load("flipersi"));
    CHECK(moves(pos) == S({"P@d4", "P@e4", "P@d5", "P@e5"}));
    play(pos, {"P@d4", "P@e4", "P@e5"});
    CHECK(moves(pos) == S({"P@d5"}));
    play(pos, {"P@d5"});
    // the centre is full: drops must enclose now
    CHECK(moves(pos) == S({"P@c5", "P@d6", "P@f4", "P@e3"}));
}

TEST_CASE("free-drops, drop-to = next-to-own, flip = adjacent: Ataxx", "[flip]") {
    auto rules = load("ataxx");
    auto pos = aviary::Position::start(rules);
    CHECK(pos.fen() == "P5p/7/7/7/7/7/p5P w - - 0 1");   // (no hand: the supply is unlimited)
    // clones next to a7 and g1 (3 each), jumps two squares from each (5 each)
    CHECK(count(pos) == 16);
    CHECK(moves(pos).count("P@b6"));
    CHECK(moves(pos).count("a7c5"));
    CHECK(!moves(pos).count("P@d4"));
    // a clone flips the enemy stones next to it and leaves the supply as it was
    auto clone = at(rules, "7/7/7/2pp3/2P4/7/7 w - - 0 1");
    play(clone, {"P@d3"});
    CHECK(board_of(clone) == "7/7/7/2PP3/2PP3/7/7");
    CHECK(count(clone) == 0);   // (Black has no stone: stalemated, White wins the count)
    REQUIRE(clone.outcome().winner);
    CHECK(*clone.outcome().winner == aviary::Color::White);
    // a jump leaves its square empty, and flips too
    auto jump = at(rules, "7/7/7/3p3/7/1P5/7 w - - 0 1");
    play(jump, {"b2d3"});
    CHECK(board_of(jump) == "7/7/7/3P3/3P3/7/7");
}

TEST_CASE("Ataxx: blocked squares (*) fill no side's count; a full board ends the game", "[flip]") {
    // White 28 stones, Black 17, four blocks: full, White wins
    auto pos = at(load("ataxx"), "PPPpppp/pppPPPp/pPP*PPP/PP*P*Pp/ppP*Ppp/pPPPPpP/pPPPPPP b - - 99 50");
    CHECK(count(pos) == 0);
    CHECK(pos.outcome().termination == aviary::Termination::BoardFull);
    REQUIRE(pos.outcome().winner);
    CHECK(*pos.outcome().winner == aviary::Color::White);
}

TEST_CASE("Ataxx's perft from the start: 16, 256, 6460", "[flip]") {
    // (the game's well-known counts; Fairy-Stockfish's ataxx agrees)
    auto pos = aviary::Position::start(load("ataxx"));
    CHECK(perft_of(pos, 1) == 16);
    CHECK(perft_of(pos, 2) == 256);
    CHECK(perft_of(pos, 3) == 6460);
}

TEST_CASE("flip, drop-to: bad values and missing drops are located errors", "[flip]") {
    const auto shipped = aviary::shipped_resolver();
    auto bad = aviary::load_ruleset("extends = flipello\nflip = sideways\n", "t.variant", shipped);
    REQUIRE(!bad.ok());
    CHECK(bad.error_text().find("t.variant:2:") != std::string::npos);
    CHECK(bad.error_text().find("enclosed") != std::string::npos);
    auto nodrops = aviary::load_ruleset("extends = chess\ndrop-to = enclosing\n", "t.variant", shipped);
    REQUIRE(!nodrops.ok());
    CHECK(nodrops.error_text().find("drops") != std::string::npos);
}

TEST_CASE("drop-to = from-edge, apart; flip = joined", "[flip]") {
    const std::string stones = "piece P Stone -\ndrops = anywhere\n";
    // from-edge: a stone slid in along a rank or file stops at the far edge or before a piece
    auto edge = testing::from_text("board = 4x4\n" + stones + "drop-to = from-edge\nsetup = 4/4/4/4[PPpp] w - - 0 1\n");
    auto empty = at(edge, "4/4/4/4[PPpp] w - - 0 1");
    CHECK(count(empty) == 12);   // the rim: slid in from the opposite edge
    CHECK(!moves(empty).count("P@b2"));
    auto blocked = at(edge, "4/4/1p2/4[PPp] w - - 0 1");
    CHECK(moves(blocked).count("P@c2"));   // (from d2's edge, stopped by b2)
    CHECK(moves(blocked).count("P@b3"));   // (down the b-file from b4's edge)
    CHECK(!moves(blocked).count("P@c3"));
    // apart (Snort): never orthogonally next to an enemy stone
    auto apart = testing::from_text("board = 3x3\n" + stones + "drop-to = apart\nsetup = 3/3/3[PPpp] w - - 0 1\n");
    CHECK(moves(at(apart, "3/1P1/3[Ppp] b - - 0 1")) == S({"P@a1", "P@c1", "P@a3", "P@c3"}));
    // joined (Quadwrangle): a drop flips its neighbours only next to a stone of its own
    auto joined = testing::from_text("board = 3x3\n" + stones + "flip = joined\nsetup = 3/3/3[PPpp] w - - 0 1\n");
    auto alone = at(joined, "3/2P/1p1[PP] w - - 0 1");
    play(alone, {"P@a1"});
    CHECK(board_of(alone) == "3/2P/Pp1");
    auto next_to_own = at(joined, "3/2P/1p1[PP] w - - 0 1");
    play(next_to_own, {"P@c1"});
    CHECK(board_of(next_to_own) == "3/2P/1PP");
}

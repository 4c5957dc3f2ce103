// Chu shogi's mechanics, each in a position worked by hand on the shipped 12x12 game: piece
// ids of two characters (+O, +H) in the file and the FEN, a Lion's null move as the side's one
// pass (mabK; XBoard's @@@@), its two steps as XBoard and HaChu write them (f5f6,f6f7),
// promotion on entering the zone (promote-by=entering) and the Lion-trading rules
// (lion-trading). Perft against HaChu is tests/perft/chushogi*.epd.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::load;
using testing::moves;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

bool legal(const aviary::Position& pos, const std::string& move) { return moves(pos).count(move); }

// White's Lion on f5, Black's on f7 with a Gold on f8 guarding it; kings far apart.
const char* const kGuarded = "11k/12/12/12/5g6/5n6/12/5N6/12/12/12/K11 w - - 0 1";

}  // namespace

TEST_CASE("chushogi: ids of two characters in the file and the FEN", "[chushogi]") {
    auto rules = load("chushogi");
    const std::string fen = "2r8k/12/12/12/12/R4n6/12/12/3+o8/2N9/12/K11 w - - 0 1";
    CHECK(at(rules, fen).fen() == fen);   // +o: Black's promoted Kirin
    const auto pieces = rules.pieces();
    const auto eagle = std::find_if(pieces.begin(), pieces.end(),
                                    [](const auto& p) { return p.id == "+D"; });
    REQUIRE(eagle != pieces.end());
    CHECK(eagle->name == "Soaring Eagle");
    CHECK(eagle->fen == "+D");
    CHECK(eagle->letter == 0);
    const auto dragon = std::find_if(pieces.begin(), pieces.end(),
                                     [](const auto& p) { return p.id == "D"; });
    REQUIRE(dragon != pieces.end());
    CHECK(dragon->promotion_letters == "+D");   // promote=+D
}

TEST_CASE("chushogi: a Lion may not take a guarded Lion from afar", "[chushogi]") {
    auto rules = load("chushogi");
    CHECK_FALSE(legal(at(rules, kGuarded), "f5f7"));   // a jump onto a guarded Lion
    // unguarded, it may
    CHECK(legal(at(rules, "11k/12/12/12/12/5n6/12/5N6/12/12/12/K11 w - - 0 1"), "f5f7"));
    // a Pawn taken on the way opens nothing; a Silver does (written as HaChu writes it too)
    auto pawn = at(rules, "11k/12/12/12/5g6/5n6/5p6/5N6/12/12/12/K11 w - - 0 1");
    CHECK_FALSE(legal(pawn, "f5f6,f7"));
    CHECK(legal(pawn, "f5f6,f5"));   // igui: the Pawn taken, the Lion back on f5
    auto silver = at(rules, "11k/12/12/12/5g6/5n6/5s6/5N6/12/12/12/K11 w - - 0 1");
    CHECK(legal(silver, "f5f6,f7"));
    auto m = silver.parse_move("f5f6,f6f7");   // XBoard's and HaChu's form of the same move
    REQUIRE(m.ok());
    CHECK(silver.move_to_string(*m) == "f5f6,f7");
    // from next to it, a Lion takes a guarded Lion
    CHECK(legal(at(rules, "11k/12/12/12/5g6/5n6/5N6/12/12/12/12/K11 w - - 0 1"), "f6f7"));
}

TEST_CASE("chushogi: after a Lion falls to another piece, only a Lion takes one", "[chushogi]") {
    auto rules = load("chushogi");
    // White's Rook takes Black's Lion on f7; Black's Rook on c12 and promoted Kirin (a Lion) on
    // d4 both attack White's Lion on c3
    auto pos = at(rules, "2r8k/12/12/12/12/R4n6/12/12/3+o8/2N9/12/K11 w - - 0 1");
    auto before = at(rules, "2r8k/12/12/12/12/R4n6/12/12/3+o8/2N9/12/K11 b - - 0 1");
    CHECK(legal(before, "c12c3"));
    testing::play(pos, {"a7f7"});
    CHECK_FALSE(legal(pos, "c12c3"));
    CHECK(legal(pos, "d4c3"));
    testing::play(pos, {"l12k12", "a1a2"});
    CHECK(legal(pos, "c12c3"));   // one move only
    pos.unmake();
    pos.unmake();
    CHECK_FALSE(legal(pos, "c12c3"));   // (unmake restores the bar)
}

TEST_CASE("chushogi: a Lion's null move is the side's one pass", "[chushogi]") {
    auto rules = load("chushogi");
    // a Lion and a Horned Falcon could each step out and back: one pass
    auto pos = at(rules, "10k1/12/12/12/12/12/12/5N6/12/2+H9/12/K11 w - - 0 1");
    aviary::MoveList ml;
    pos.legal_moves(ml);
    int passes = 0;
    for (const auto& m : ml) passes += m.is_pass();
    CHECK(passes == 1);
    auto pass = pos.parse_move("@@@@");
    REQUIRE(pass.ok());
    CHECK(pass->is_pass());
    pos.make(*pass);
    CHECK(pos.fen() == "10k1/12/12/12/12/12/12/5N6/12/2+H9/12/K11 b - - 1 1");
    // a lone mabK piece passes; with no empty square around it, it cannot
    auto lone = from_text("board = 3x3\npiece N Stepper mabK\npiece K King K royal\n"
                          "setup = 2k/1N1/K2 w - - 0 1\n");
    CHECK(moves_from(at(lone, "2k/1N1/K2 w - - 0 1"), "b2") == Set{"b2b2"});
    CHECK(moves_from(at(lone, "NNk/NNN/KNN w - - 0 1"), "b2").empty());
}

TEST_CASE("chushogi: a piece promotes entering the zone, inside it by capturing", "[chushogi]") {
    auto rules = load("chushogi");
    // Pawns on c8 (entering), e9 (taking on e10) and g9 (stepping on inside the zone)
    auto pos = at(rules, "11k/12/4s7/4P1P5/2P9/12/12/12/12/12/12/K11 w - - 0 1");
    CHECK(moves_from(pos, "c8") == Set{"c8c9", "c8c9+"});
    CHECK(moves_from(pos, "e9") == Set{"e9e10", "e9e10+"});
    CHECK(moves_from(pos, "g9") == Set{"g9g10"});
    // inside the zone a Pawn steps on unpromoted; taking onto the last rank it must promote
    auto last = at(rules, "4s6k/4P7/4P7/12/12/12/12/12/12/12/12/K11 w - - 0 1");
    CHECK(moves_from(last, "e10").empty());   // (blocked by its own Pawn)
    CHECK(moves_from(last, "e11") == Set{"e11e12+"});
    auto step = at(rules, "11k/12/4P7/12/12/12/12/12/12/12/12/K11 w - - 0 1");
    CHECK(moves_from(step, "e10") == Set{"e10e11"});
}

TEST_CASE("piece ids X' and X! as XBoard writes Dai and Tenjiku shogi's", "[chushogi]") {
    auto rules = from_text("board = 4x4\npiece K King K royal\npiece C Copper vWfF promote=C'\n"
                           "piece C' \"Cat Sword\" F\npiece C! Chariot R\n"
                           "setup = 3k/4/C!3/K1C'C w - - 0 1\n");
    CHECK(at(rules, "3k/1c'2/C!3/K1C'C w - - 0 1").fen() == "3k/1c'2/C!3/K1C'C w - - 0 1");
    CHECK(moves_from(at(rules, "3k/1c'2/C!3/K1C'C w - - 0 1"), "c1") == Set{"c1b2", "c1d2"});
    auto bad = aviary::load_ruleset("board = 4x4\npiece K King K royal\npiece C' Cat F fen=+C\n"
                                    "setup = k3/4/4/K3 w - - 0 1\n", "test.variant");
    CHECK_FALSE(bad.ok());
}

TEST_CASE("a dressed id in move strings: a promotion to C', a drop of one", "[chushogi]") {
    // (worked by hand) the pawn on a4 promotes on rank 5 to C' or Q, written a4a5c' and a4a5q;
    // a C' in hand drops on any empty square, C'@b2; the strings read back as the same moves
    auto rules = from_text("board = 5x5\npiece K King K royal\npiece P Pawn fW promote=C'Q zone=5\n"
                           "piece C' \"Cat Sword\" F\npiece Q Queen Q\ndrops = anywhere\n"
                           "captures-to-hand = all\nsetup = 4k/5/5/5/K4[] w - - 0 1\n");
    auto pos = at(rules, "4k/5/P4/5/K4[] w - - 0 1");
    CHECK(moves_from(pos, "a3") == Set{"a3a4"});
    auto up = at(rules, "4k/P4/5/5/K4[] w - - 0 1");
    CHECK(moves_from(up, "a4") == Set{"a4a5c'", "a4a5q"});
    auto m = up.parse_move("a4a5C'");   // (the id in either case, as a promotion letter)
    REQUIRE(m.ok());
    CHECK(up.move_to_string(*m) == "a4a5c'");
    up.make(*m);
    CHECK(up.fen() == "C'3k/5/5/5/K4[] b - - 0 1");
    CHECK(at(rules, "4k/5/5/5/K4[C'c'Q] w - - 0 1").fen() == "4k/5/5/5/K4[C'Qc'] w - - 0 1");
    auto hand = at(rules, "4k/5/5/5/K4[C'] w - - 0 1");
    CHECK(moves(hand).count("C'@b2") == 1);
    auto d = hand.parse_move("C'@b2");
    REQUIRE(d.ok());
    hand.make(*d);
    CHECK(hand.fen() == "4k/5/5/1C'3/K4[] b - - 1 1");
    // a promotion to a dressed id that is not a choice there is named whole in the error
    auto queen_only = from_text("board = 5x5\npiece K King K royal\npiece P Pawn fW promote=Q "
                                "zone=5\npiece C' \"Cat Sword\" F\npiece Q Queen Q\n"
                                "setup = 4k/P4/5/5/K4 w - - 0 1\n");
    auto wrong = aviary::Position::start(queen_only).parse_move("a4a5c'");
    REQUIRE_FALSE(wrong.ok());
    CHECK(wrong.errors().front().message ==
          "illegal move 'a4a5c'': cannot promote to 'c'' here: choose q");
    CHECK_FALSE(hand.parse_move("X'@b3").ok());
}

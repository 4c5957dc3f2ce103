// Layered (3-D) boards: board = FxRxL, square names with the level's letter, FENs with '|'
// between levels, (x,y,z) vectors (3-D leaps and riders), plane atoms kept in their level,
// bad boards and FENs as located errors; Raumschach's pieces counted by hand.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::load;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

// A 5x5x5 game: kings and one more piece type X (no pawns), as Raumschach's board.
aviary::Ruleset cube(const std::string& notation) {
    return from_text("board = 5x5x5\npiece K King (1,0,0)(1,1,0)(1,1,1) royal\npiece X Tester " +
                     notation + "\nsetup = 2k2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/2K2"
                                " w - - 0 1\n");
}

// The destinations of X's moves from the centre Cc3 of an otherwise empty cube (kings on Ab1
// and Ed5, on no line through Cc3 and no knight's leap away).
std::size_t from_centre(const std::string& notation) {
    auto pos = at(cube(notation), "3k1/5/5/5/5|5/5/5/5/5|5/5/2X2/5/5|5/5/5/5/5|5/5/5/5/1K3 w - - 0 1");
    return moves_from(pos, "Cc3").size();
}

aviary::Result<aviary::Ruleset> bad(const std::string& text) {
    return aviary::load_ruleset(text, "bad.variant");
}

}  // namespace

TEST_CASE("layers: square names carry the level's letter", "[layers]") {
    const aviary::BoardShape b{5, 25, 5};
    CHECK(b.name(0) == "Aa1");
    CHECK(b.name(124) == "Ee5");
    CHECK(b.name(b.square(2, 2 * 5 + 2)) == "Cc3");
    CHECK(b.parse("Cc3") == b.square(2, 12));
    CHECK_FALSE(b.parse("c3").has_value());
    CHECK_FALSE(b.parse("Fa1").has_value());
    CHECK_FALSE(b.parse("Aa6").has_value());
}

TEST_CASE("layers: 3-D riders and leaps from the centre of a 5x5x5 board", "[layers]") {
    // two squares each way along 6 faces, 12 edges and 8 corners; the knight's 24 leaps; the
    // king's 26 steps
    CHECK(from_centre("(1,0,0)0") == 12);
    CHECK(from_centre("(1,1,0)0") == 24);
    CHECK(from_centre("(1,1,1)0") == 16);
    CHECK(from_centre("(2,1,0)") == 24);
    CHECK(from_centre("(1,0,0)(1,1,0)(1,1,1)") == 26);
    // a plane atom stays in its level: a wazir on Cc3 steps to the four squares around it
    auto pos = at(cube("W"), "4k/5/5/5/5|5/5/5/5/5|5/5/2X2/5/5|5/5/5/5/5|5/5/5/5/K4 w - - 0 1");
    CHECK(moves_from(pos, "Cc3") == Set{"Cc3Cb3", "Cc3Cd3", "Cc3Cc2", "Cc3Cc4"});
    // and from the edge of a level it does not fall into the next one
    auto edge = at(cube("W"), "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/X4|5/5/5/5/K4 w - - 0 1");
    CHECK(moves_from(edge, "Ba1") == Set{"Ba1Bb1", "Ba1Ba2"});
}

TEST_CASE("layers: f on a 3-D atom goes forward or up, never back or down", "[layers]") {
    auto pos = at(cube("fm(1,0,0)fc(1,1,0)"), "4k/5/5/5/5|5/5/5/5/5|5/1xxx1/1x1x1/5/5|"
                                              "5/1x1x1/1xXx1/5/5|5/5/5/5/K4 w - - 0 1");
    // moves: forward Bc4 and up Cc3 (both empty); captures: Bb4 Bd4 forward-sideways, Cb3 Cd3
    // up-sideways, Cc4 up-forward; not Bb3 Bd3 (sideways) nor Cb4 Cd4 (a unicorn's step)
    CHECK(moves_from(pos, "Bc3") ==
          Set{"Bc3Bc4", "Bc3Cc3", "Bc3Bb4", "Bc3Bd4", "Bc3Cb3", "Bc3Cd3", "Bc3Cc4"});
}

TEST_CASE("layers: =(x,y,z) is the one vector written, Black's mirrored", "[layers]") {
    // forward and up, forward and down: not sideways, straight up, or back
    auto pos = at(cube("c=(0,1,1)c=(0,1,-1)"), "4k/5/5/5/5|5/5/5/5/5|5/1xxx1/1x1x1/5/5|"
                                                "5/1x1x1/1xXx1/5/5|5/1xxx1/1x1x1/5/K4 w - - 0 1");
    CHECK(moves_from(pos, "Bc3") == Set{"Bc3Cc4", "Bc3Ac4"});
    // Black's forward is down the ranks and its up is down the levels (symmetry = mirror)
    auto black = at(cube("=(1,1,1)"),
                    "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/2x2/5/5|5/5/5/5/K4 b - - 0 1");
    CHECK(moves_from(black, "Bc3") == Set{"Bc3Ad2"});
    auto white = at(cube("=(1,1,1)"),
                    "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/2X2/5/5|5/5/5/5/K4 w - - 0 1");
    CHECK(moves_from(white, "Bc3") == Set{"Bc3Cd4"});
    // a rider: up the levels only, blocked as any rider
    auto up = at(cube("=(0,0,1)0"),
                 "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/X4/5/1K3 w - - 0 1");
    CHECK(moves_from(up, "Aa3") == Set{"Aa3Ba3", "Aa3Ca3", "Aa3Da3", "Aa3Ea3"});
}

TEST_CASE("layers: FENs separate levels with '|', highest first", "[layers]") {
    auto rules = load("raumschach");
    auto start = aviary::Position::start(rules);
    const std::string fen = start.fen();
    CHECK(fen == "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|"
                 "5/5/5/PPPPP/RNKNR w - - 0 1");
    CHECK(at(rules, fen).fen() == fen);
    // a missing level
    auto missing = aviary::Position::from_fen(rules, "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|"
                                                     "5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error_text().find("5 levels separated by '|'") != std::string::npos);
    // a '/' where a level ends, and a '|' inside a level
    auto slash = aviary::Position::from_fen(rules, "rnknr/ppppp/5/5/5/ubqub/ppppp/5/5/5|5/5/5/5/5|"
                                                   "5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1");
    REQUIRE_FALSE(slash.ok());
    CHECK(slash.error_text().find("level E ends here") != std::string::npos);
    auto bar = aviary::Position::from_fen(rules, "rnknr|ppppp/5/5/5/ubqub/ppppp/5/5/5|5/5/5/5/5|"
                                                 "5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w - - 0 1");
    REQUIRE_FALSE(bar.ok());
    CHECK(bar.error_text().find("'|' ends a level") != std::string::npos);
}

TEST_CASE("layers: bad boards and 3-D vectors are located errors", "[layers]") {
    const std::string rest = "\npiece K King K royal\nsetup = 4k/5/5/5/K4 w - - 0 1\n";
    auto zero = bad("board = 5x5x0" + rest);
    REQUIRE_FALSE(zero.ok());
    CHECK(zero.error_text().find("bad.variant:1:9") != std::string::npos);
    CHECK(zero.error_text().find("2 to 16 levels") != std::string::npos);
    for (const char* b : {"board = 5x5x", "board = 5xx5", "board = 5x5x5x5", "board = x5"}) {
        auto r = bad(b + rest);
        INFO(b);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find("FILESxRANKSxLEVELS") != std::string::npos);
    }
    auto big = bad("board = 16x16x2" + rest);
    REQUIRE_FALSE(big.ok());
    CHECK(big.error_text().find("at most 256 squares") != std::string::npos);
    auto flat = bad("board = 5x5\npiece K King K royal\npiece U Unicorn (1,1,1)0\n"
                    "setup = 4k/5/5/5/K4 w - - 0 1\n");
    REQUIRE_FALSE(flat.ok());
    CHECK(flat.error_text().find("needs a layered board") != std::string::npos);
    auto wrap = bad("board = 5x5x2\nwrap = files\npiece K King K royal\n"
                    "setup = 4k/5/5/5/5|5/5/5/5/K4 w - - 0 1\n");
    REQUIRE_FALSE(wrap.ok());
    CHECK(wrap.error_text().find("bad.variant:2:8") != std::string::npos);
    auto legs = bad("board = 5x5x2\npiece K King K royal\npiece U Unicorn mafc(1,1,1)\n"
                    "setup = 4k/5/5/5/5|5/5/5/5/K4 w - - 0 1\n");
    REQUIRE_FALSE(legs.ok());
    CHECK(legs.error_text().find("takes one leg") != std::string::npos);
    // an exact vector is its own direction: direction letters on it are an error, located
    auto dirs = bad("board = 5x5x2\npiece K King K royal\npiece P Pawn fmWfc=(0,1,1)\n"
                    "setup = 4k/5/5/5/5|5/5/5/5/K4 w - - 0 1\n");
    REQUIRE_FALSE(dirs.ok());
    CHECK(dirs.error_text().find("bad.variant:3:17") != std::string::npos);
    CHECK(dirs.error_text().find("takes no directions") != std::string::npos);
    auto unclosed = bad("board = 5x5x2\npiece K King K royal\npiece P Pawn c=(0,1,1\n"
                        "setup = 4k/5/5/5/5|5/5/5/5/K4 w - - 0 1\n");
    REQUIRE_FALSE(unclosed.ok());
    CHECK(unclosed.error_text().find("bad.variant:3:22") != std::string::npos);
}

TEST_CASE("layers: raumschach's start, checks across levels", "[layers]") {
    auto rules = load("raumschach");
    auto start = aviary::Position::start(rules);
    // 61 moves, as Jocly counts; the pawns' share by hand: Aa2 has Aa3 only (up is Ba2, a
    // pawn), Ba2 has Ba3 and Ca2
    CHECK(moves_from(start, "Aa2").size() == 1);
    CHECK(moves_from(start, "Ba2").size() == 2);
    CHECK(testing::count(start) == 61);
    auto mate = at(rules, "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/U1K2 b - - 0 1");
    // the black king on Ee5 is checked by the unicorn on Aa1 along the long diagonal
    CHECK(moves_from(mate, "Ee5").count("Ee5Dd4") == 0);   // on the unicorn's line
    CHECK(moves_from(mate, "Ee5").count("Ee5Ed5") == 1);
}

TEST_CASE("layers: 3D chess's start, pawns and king between levels, castling", "[layers]") {
    auto rules = load("3dchess");
    auto start = aviary::Position::start(rules);
    // 49 moves, as Jocly counts; by hand: 12 pawn moves a level (a1, f1 and b2-e2 each one or
    // two steps), each of the four knights 3 (Ab1: Aa3, Ac3 and Bb3), and the king's castling
    // with the rook beside it (king to Bb1, rook to Bc1); every other piece is boxed in
    CHECK(moves_from(start, "Aa1") == Set{"Aa1Aa2", "Aa1Aa3"});
    CHECK(moves_from(start, "Ab1") == Set{"Ab1Aa3", "Ab1Ac3", "Ab1Bb3"});
    CHECK(moves_from(start, "Bc1") == Set{"Bc1Bb1,Bb1Bc1"});
    CHECK(testing::count(start) == 49);

    // a pawn on Bb7 promotes on the last rank of every level: forward to Bb8, taking on Ba8
    // and Bc8 in its level, Cb8 and Ab8 one level up or down (five squares, four choices each);
    // not sideways up (Ca7), nor straight up (Cb7)
    auto promo = at(rules, "1n4/6/6/6/6/6/6/5k|n1n3/1P4/6/6/6/6/6/6|1n4/6/6/6/6/6/6/5K w - - 0 1");
    CHECK(moves_from(promo, "Bb7").size() == 20);
    CHECK(moves_from(promo, "Bb7").count("Bb7Cb8q") == 1);
    CHECK(moves_from(promo, "Bb7").count("Bb7Ab8n") == 1);

    // en passant by a level capture: Black's double step Bb7-Bb5 skips Bb6, and White's pawn on
    // Ab5 takes there one rank forward and one level up, removing the pawn on Bb5
    auto ep = at(rules, "6/6/6/6/6/6/6/6|2k3/1p4/6/6/6/6/6/2K3|6/6/6/1P4/6/6/6/6 b - - 0 1");
    testing::play(ep, {"Bb7Bb5"});
    CHECK(moves_from(ep, "Ab5") == Set{"Ab5Ab6", "Ab5Bb6"});
    testing::play(ep, {"Ab5Bb6"});
    CHECK(ep.fen() == "6/6/6/6/6/6/6/6|2k3/6/1P4/6/6/6/6/2K3|6/6/6/6/6/6/6/6 b - - 0 2");

    // the king steps in its level and takes only between levels: straight up or one step
    // orthogonally on the way (Cc4, Cc3), not through a corner (Cd3), nor onto an empty square
    // (Cb4); Bc3 is attacked by the pawn on Cc4 (one rank forward for Black and one level down)
    auto king = at(rules, "6/6/6/6/2p3/2pp2/6/6|5k/6/6/6/2K3/6/6/6|6/6/6/6/6/6/6/6 w - - 0 1");
    CHECK(moves_from(king, "Bc4") == Set{"Bc4Bb3", "Bc4Bb4", "Bc4Bb5", "Bc4Bc5", "Bc4Bd3",
                                         "Bc4Bd4", "Bc4Bd5", "Bc4Cc4", "Bc4Cc3"});

    // a pawn's double step is for its first move: Ba1-Ba2 spends it (as Jocly plays it); read
    // from a FEN, which has no history, a pawn on a rank where the setup has pawns has it
    auto history = aviary::Position::start(rules);
    testing::play(history, {"Ba1Ba2", "Bb7Bb6"});
    CHECK(moves_from(history, "Ba2") == Set{"Ba2Ba3"});
    CHECK(moves_from(at(rules, history.fen()), "Ba2") == Set{"Ba2Ba3", "Ba2Ba4"});

    // castling towards e (the queen gone): the king steps to Bd1, the rook lands on Bc1
    auto castle = at(rules, "6/6/6/6/6/6/6/6|2k3/6/6/6/6/6/6/1RK1R1|6/6/6/6/6/6/6/6 w KQ - 0 1");
    CHECK(moves_from(castle, "Bc1").count("Bc1Bd1,Be1Bc1") == 1);
    CHECK(moves_from(castle, "Bc1").count("Bc1Bb1,Bb1Bc1") == 1);
    // nor onto an attacked square: a black rook on Bd8 guards Bd1
    auto guarded = at(rules, "6/6/6/6/6/6/6/6|2kr2/6/6/6/6/6/6/1RK1R1|6/6/6/6/6/6/6/6 w KQ - 0 1");
    CHECK(moves_from(guarded, "Bc1").count("Bc1Bd1,Be1Bc1") == 0);
    CHECK(moves_from(guarded, "Bc1").count("Bc1Bb1,Bb1Bc1") == 1);
}

// Hexagonal boards of other shapes: `cells` (Shafran's 70 cells, named by file and rank line),
// `geometry = hexagonal-ranks` (the lattice turned a quarter: Brusky's and De Vasa's boards,
// ranks across, two forward steps), and castling along a line of cells (`castling-lines`),
// each with the errors bad input gets.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

Set targets(const aviary::Position& pos, const std::string& square) {
    Set out;
    for (const auto& m : moves_from(pos, square)) out.insert(m.substr(square.size()));
    return out;
}

aviary::Result<aviary::Ruleset> bad(const std::string& text) {
    return aviary::load_ruleset(text, "bad.variant");
}

// A 5x5 grid turned a quarter (every square a cell) with kings on a1 and e5 and a tester X.
aviary::Ruleset turned(const std::string& notation, const std::string& symmetry = "rotate") {
    return from_text("board = 5x5\ngeometry = hexagonal-ranks\nsymmetry = " + symmetry +
                     "\npiece K King K royal\npiece X Tester " + notation +
                     "\nsetup = 4k/5/5/5/K4 w - - 0 1\n");
}

}  // namespace

TEST_CASE("hex cells: Shafran's board, files a-i, ranks along the lines of cells", "[hex]") {
    const aviary::BoardShape b = testing::load("shafran").shape();
    CHECK(b.name(b.square(4, 0)) == "e1");
    CHECK(b.name(b.square(5, 1)) == "f2");
    CHECK(b.name(b.square(8, 9)) == "i10");
    CHECK(b.parse("i5") == b.square(8, 4));
    CHECK_FALSE(b.parse("f1").has_value());   // (file f starts on rank 2)
    CHECK_FALSE(b.parse("a7").has_value());
    int cells = 0;
    for (int s = 0; s < b.size(); ++s) cells += b.is_cell(aviary::Square(s));
    CHECK(cells == 70);
    CHECK(b.row_cells(0) == 5);   // a1-e1
    CHECK(b.row_cell(9, 0) == b.square(4, 9));   // rank 10 from e10
}

TEST_CASE("hex cells: a rook rides up its file and along both lines through a cell", "[hex]") {
    auto pos = at(testing::load("shafran"), "4k/6/7/8/9/9/8/7/6/R3K w - - 0 1");
    CHECK(targets(pos, "a1") == Set{"a2", "a3", "a4", "a5", "a6", "b1", "c1", "d1", "b2", "c3",
                                    "d4", "e5", "f6", "g7", "h8", "i9"});
}

TEST_CASE("hex ranks: two forward steps, F straight forward two ranks up", "[hex]") {
    auto pos = at(turned("fsmW"), "4k/5/2X2/5/K4 w - - 0 1");   // X on c3
    CHECK(targets(pos, "c3") == Set{"c4", "d4"});              // up-left, up-right
    CHECK(targets(at(turned("fF"), "4k/5/2X2/5/K4 w - - 0 1"), "c3") == Set{"d5"});
    CHECK(targets(at(turned("W"), "4k/5/2X2/5/K4 w - - 0 1"), "c3") ==
          Set{"b3", "d3", "c4", "d4", "b2", "c2"});
    CHECK(targets(at(turned("fsF"), "4k/5/2X2/5/K4 w - - 0 1"), "c3") == Set{"b4", "e4"});
    // Black's forward is down, by rotation and by mirror alike
    CHECK(targets(at(turned("fsmW"), "4k/5/2x2/5/K4 b - - 0 1"), "c3") == Set{"c2", "b2"});
    auto hexagon = from_text("board = 3x3\ngeometry = hexagonal-ranks\ncells = a1-b1 a2-c2 b3-c3\n"
                             "piece K King K royal\npiece X Tester fsmW\nsetup = 2/K1k/2 w - - 0 1\n");
    CHECK(targets(at(hexagon, "2/Kxk/2 b - - 0 1"), "b2") == Set{"a1", "b1"});   // (mirror)
}

TEST_CASE("hex ranks: a pawn promotes on the last rank by default", "[hex]") {
    auto pos = at(turned("fsmW promote=K"), "4k/1X3/5/5/K4 w - - 0 1");
    CHECK(moves_from(pos, "b4").count("b4b5k") == 1);
    CHECK(moves_from(pos, "b4").count("b4c5k") == 1);
}

// Brusky's pawn (variants/brusky.variant): an enemy on one of its two forward cells bars the
// other forward step, and on the start rank the two-cell step the other way; a friend there
// does not. Worked by hand, kings on f1 and g8 (White's king steps to e1, g1, f2, g2, e2, g3
// and h2 where nothing stands or is attacked; no castling rights). A pawn takes diagonally
// forward one rank up (e3: d4, g4), empty here.
TEST_CASE("hex ranks: Brusky's pawn is barred by an enemy on its other forward cell", "[hex]") {
    const aviary::Ruleset brusky = testing::load("brusky");
    using testing::moves;
    const Set king{"f1e1", "f1g1", "f1f2", "f1g2", "f1e2", "f1g3", "f1h2"};
    auto with = [](Set a, const Set& b) { a.insert(b.begin(), b.end()); return a; };
    // a black pawn on e4, the up-left cell of e3, bars e3-f4 (and takes up e3-e4): the pawn has
    // no move; Black's e4 pawn likewise, its forward cells e3 (White's) and d3
    auto enemy = at(brusky, "3k5/10/11/12/4p7/4P6/10/5K3 w - - 0 1");
    CHECK(moves(enemy) == king);
    CHECK(moves_from(at(brusky, "3k5/10/11/12/4p7/4P6/10/5K3 b - - 0 1"), "e4").empty());
    // a white pawn there does not: e3-f4, and the e4 pawn's e5, f5
    auto friendly = at(brusky, "3k5/10/11/12/4P7/4P6/10/5K3 w - - 0 1");
    CHECK(moves(friendly) == with(king, {"e3f4", "e4e5", "e4f5"}));
    // on the start rank: a black pawn on e3 bars e2-f3 and the two-cell step e2-g4 the other
    // way (e2-e4 passes it); it takes on c2 and f2, so the king keeps e1, g1, g2, g3, h2
    auto start = at(brusky, "3k5/10/11/12/12/4p6/4P5/5K3 w - - 0 1");
    CHECK(moves(start) == Set{"f1e1", "f1g1", "f1g2", "f1g3", "f1h2"});
    // a white pawn on e3 does not: e2-f3 and e2-g4 (e2-e4 passes it), and e3's e4, f4
    auto own = at(brusky, "3k5/10/11/12/12/4P6/4P5/5K3 w - - 0 1");
    CHECK(moves(own) == Set{"f1e1", "f1g1", "f1f2", "f1g2", "f1g3", "f1h2", "e2f3", "e2g4",
                            "e3e4", "e3f4"});
}

TEST_CASE("hex: describe reads later legs' turns on the hexagonal compass", "[hex]") {
    auto w = aviary::explain_notation("flmabrmW", true);
    REQUIRE(w.size() == 1);
    CHECK(w[0].find("one step orthogonally turning 120 degrees right") != std::string::npos);
    auto k = aviary::explain_notation("fafrK", true);
    REQUIRE(k.size() == 1);
    CHECK(k[0].find("turning 30 or 60 degrees right") != std::string::npos);
    const std::string text = aviary::describe_rules(testing::load("brusky"));
    CHECK(text.find("turning 120 degrees right") != std::string::npos);
    CHECK(text.find("135 degrees") == std::string::npos);
    CHECK(text.find("passes an empty square or hops over a friendly piece") != std::string::npos);
}

TEST_CASE("hex ranks: Brusky's two-cell step past a friend may be taken en passant", "[hex]") {
    // e2-g4 skips f3 (its path goes over the friend on e3); Black's h4 pawn then takes on f3
    // en passant, or steps to h3 or g3
    auto pos = at(testing::load("brusky"), "3k5/10/11/12/7p4/4P6/4P5/5K3 w - - 0 1");
    testing::play(pos, {"e2g4"});
    CHECK(pos.fen() == "3k5/10/11/12/6Pp4/4P6/10/5K3 b - f3 0 1");
    CHECK(moves_from(pos, "h4") == Set{"h4h3", "h4g3", "h4f3"});
    testing::play(pos, {"h4f3"});
    CHECK(pos.fen() == "3k5/10/11/12/12/4Pp5/10/5K3 w - - 0 2");
}

TEST_CASE("hex ranks: Brusky's pawn with one forward cell on the board steps there", "[hex]") {
    // l4's up-right cell and a5's up-left cell are off the board: l4-l5 and a5-b6
    auto pos = at(testing::load("brusky"), "3k5/10/11/P11/11P/11/10/5K3 w - - 0 1");
    CHECK(moves_from(pos, "l4") == Set{"l4l5"});
    CHECK(moves_from(pos, "a5") == Set{"a5b6"});
}

TEST_CASE("castling-lines: Shafran's king castles down rank 1 and up the other edge", "[hex][castling]") {
    auto rules = testing::load("shafran");
    CHECK(targets(at(rules, "4k/6/7/8/9/9/8/7/6/R3K w Q - 0 1"), "e1").count("c1,a1d1") == 1);
    CHECK(targets(at(rules, "4k/6/7/8/9/9/8/7/6/R3K w Q - 0 1"), "e1").count("b1,a1c1") == 1);
    auto bishop_side = at(rules, "k4/6/7/8/9/8R/8/7/6/4K w K - 0 1");
    CHECK(targets(bishop_side, "e1").count("g3,i5f2") == 1);
    CHECK(targets(bishop_side, "e1").count("h4,i5g3") == 1);
    // a bishop on c5 attacks g3 (the king passes f2 and lands on g3): no short castling there;
    // the long one passes g3 too
    auto attacked = at(rules, "k4/6/7/8/9/2b5R/8/7/6/4K w K - 0 1");
    CHECK(targets(attacked, "e1").count("g3,i5f2") == 0);
    CHECK(targets(attacked, "e1").count("h4,i5g3") == 0);
    // Black's, turned by 180 degrees: from e10 along rank 10 and down the edge to a6
    auto black = at(rules, "k4/6/7/8/r8/9/8/7/6/4K b q - 0 1");
    CHECK(targets(black, "e10").count("c8,a6d9") == 1);
}

TEST_CASE("castling-lines: a turned board castles along its rank by default", "[hex][castling]") {
    auto pos = at(testing::load("brusky"), "3k5/10/11/12/12/11/10/R4K2R w KQ - 0 1");
    CHECK(targets(pos, "f1").count("h1,i1g1") == 1);
    CHECK(targets(pos, "f1").count("c1,a1d1") == 1);
}

TEST_CASE("hex cells and castling-lines: located errors", "[hex][castling]") {
    const std::string king = "piece K King K royal\n";
    auto token = bad("board = 3x3\ngeometry = hexagonal\ncells = a1-a3 b1-b9\n" + king + "setup = 1/2/K w - - 0 1\n");
    REQUIRE_FALSE(token.ok());
    CHECK(token.error_text().find("bad.variant:3:15: error: 'b1-b9' is not a cell") != std::string::npos);
    auto across = bad("board = 3x3\ngeometry = hexagonal\ncells = a1-c1\n" + king + "setup = 1/2/K w - - 0 1\n");
    REQUIRE_FALSE(across.ok());
    CHECK(across.error_text().find("a run of cells goes along one file") != std::string::npos);
    auto twice = bad("board = 3x3\ngeometry = hexagonal\ncells = a1-a3 a2\n" + king + "setup = 3/K w - - 0 1\n");
    REQUIRE_FALSE(twice.ok());
    CHECK(twice.error_text().find("the cell a2 is listed twice") != std::string::npos);
    auto lopsided = bad("board = 3x3\ngeometry = hexagonal\nsymmetry = rotate\ncells = a1-a3 b1\n" + king + "setup = 1/1/KK w - - 0 1\n");
    REQUIRE_FALSE(lopsided.ok());
    CHECK(lopsided.error_text().find("has no counterpart turned by 180 degrees") != std::string::npos);
    auto square = bad("board = 3x3\ncells = a1-a3\n" + king + "setup = 3/3/K2 w - - 0 1\n");
    REQUIRE_FALSE(square.ok());
    CHECK(square.error_text().find("cells = needs a hexagonal board") != std::string::npos);
    auto lines = bad("board = 8x8\npiece K King KisO2 royal\npiece R Rook R\ncastling = R\n"
                     "castling-lines = fl fr\nsetup = 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\n");
    REQUIRE_FALSE(lines.ok());
    CHECK(lines.error_text().find("bad.variant:5:") != std::string::npos);
    CHECK(lines.error_text().find("(l r on a square board)") != std::string::npos);
    auto unlined = bad("board = 11x11\ngeometry = hexagonal\npiece K King KisO2 royal\npiece R Rook R\n"
                       "castling = R\nsetup = 1/3/5/7/9/11/11/11/k10/11/R3K6 w Q - 0 1\n");
    REQUIRE_FALSE(unlined.ok());
    CHECK(unlined.error_text().find("needs 'castling-lines'") != std::string::npos);
}

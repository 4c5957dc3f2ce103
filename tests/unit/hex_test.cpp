// Hexagonal boards (geometry = hexagonal): Glinski's cell names, the six neighbours of a cell,
// the rook's, bishop's and knight's moves from the centre, the pawn's forward, FEN rows of
// varying length, and what a hexagonal board refuses.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

// Glinski's board with kings on a3 and l3 (on no line through f6, no leap away from it) and one
// more piece type X.
aviary::Ruleset hexboard(const std::string& notation) {
    return from_text("board = 11x11\ngeometry = hexagonal\npiece K King K royal\npiece X Tester " +
                     notation + "\nsetup = 1/3/5/7/9/11/11/11/K9k/11/11 w - - 0 1\n");
}

// X's destinations from `square` on an otherwise empty board (kings on a3 and l3).
Set from(const std::string& notation, const std::string& fen, const std::string& square) {
    auto pos = at(hexboard(notation), fen);
    Set out;
    for (const auto& m : moves_from(pos, square)) out.insert(m.substr(square.size()));
    return out;
}

const char* const Centre = "1/3/5/7/9/5X5/11/11/K9k/11/11 w - - 0 1";   // X on f6

aviary::Result<aviary::Ruleset> bad(const std::string& text) {
    return aviary::load_ruleset(text, "bad.variant");
}

}  // namespace

TEST_CASE("hex: Glinski's names, files a-l without j, ranks along each file", "[hex]") {
    const aviary::BoardShape b = testing::load("glinski").shape();
    CHECK(b.name(b.square(0, 0)) == "a1");
    CHECK(b.name(b.square(5, 10)) == "f11");
    CHECK(b.name(b.square(10, 5)) == "l1");
    CHECK(b.name(b.square(9, 10)) == "k7");
    CHECK(b.parse("l6") == b.square(10, 10));
    CHECK(b.parse("g1") == b.square(6, 1));
    CHECK_FALSE(b.parse("j1").has_value());
    CHECK_FALSE(b.parse("a7").has_value());   // (file a has 6 cells)
    CHECK_FALSE(b.parse("g11").has_value());
    CHECK_FALSE(b.is_cell(b.square(10, 0)));  // (a hole of the grid)
    CHECK(b.row_cells(10) == 1);
    CHECK(b.row_cell(10, 0) == b.square(5, 10));
}

TEST_CASE("hex: a cell's six neighbours, three at a corner", "[hex]") {
    CHECK(from("W", Centre, "f6") == Set{"f5", "f7", "e5", "e6", "g5", "g6"});
    CHECK(from("W", "1/3/5/7/9/11/11/11/K9k/11/X10 w - - 0 1", "a1") == Set{"a2", "b1", "b2"});
    // fW is the one straight forward, fsW the two beside it
    CHECK(from("fW", Centre, "f6") == Set{"f7"});
    CHECK(from("fsW", Centre, "f6") == Set{"e6", "g6"});
}

TEST_CASE("hex: rook, bishop and knight from the centre", "[hex]") {
    CHECK(from("R", Centre, "f6").size() == 30);   // five cells each of six ways
    CHECK(from("B", Centre, "f6") ==
          Set{"h5", "k4", "g7", "h8", "e7", "d8", "d5", "b4", "e4", "d2", "g4", "h2"});
    CHECK(from("N", Centre, "f6") ==
          Set{"g8", "e8", "h7", "d7", "i5", "c5", "g3", "e3", "h3", "d3", "i4", "c4"});
    CHECK(from("K", Centre, "f6").size() == 12);
}

// Later legs turn on the twelve-point compass relative to the leg before (30 degrees apart,
// the six W directions and the six F between them). From f6 (X) on an empty board, worked by
// hand in Glinski's names: f7's neighbours are e7, g7 (60 degrees either side of straight on),
// e6, g6 (120 degrees) and f8 (straight on); a W leg keeps to W turns.
TEST_CASE("hex: later legs turn by 60 and 120 degrees, K by every 30", "[hex]") {
    CHECK(from("fafsW", Centre, "f6") == Set{"e7", "g7"});   // f7, then 60 degrees
    CHECK(from("fafrW", Centre, "f6") == Set{"g7"});
    CHECK(from("fabsW", Centre, "f6") == Set{"e6", "g6"});   // f7, then 120 degrees
    CHECK(from("fafW", Centre, "f6") == Set{"f8"});          // straight on
    CHECK(from("fabrW", Centre, "f6") == Set{"g6"});
    // with no letters every way but back: f8, e7, g7, e6, g6
    CHECK(from("fmaW", Centre, "f6") == Set{"f8", "e7", "g7", "e6", "g6"});
    // the length is kept: f8 (D), then a D 60 degrees either way
    CHECK(from("fafsD", Centre, "f6") == Set{"d8", "h8"});
    // F: h5 (straight right, two files over), then 60 degrees towards forward or back
    CHECK(from("raflF", Centre, "f6") == Set{"i6"});
    CHECK(from("rafsF", Centre, "f6") == Set{"i6", "i3"});
    // K: l is exactly 90 degrees (an F from a W), fr the two between (an F at 30, a W at 60)
    CHECK(from("falK", Centre, "f6") == Set{"d6"});
    CHECK(from("fafrK", Centre, "f6") == Set{"g8", "g7"});
    // Black's turns are White's mirrored: f5, then e4 or g4
    CHECK(from("fafsW", "1/3/5/7/9/5x5/11/11/K9k/11/11 b - - 0 1", "f6") == Set{"e4", "g4"});
    // the leg before must find its cell empty (m), or a friend's with tp
    CHECK(from("fafsW", "1/3/5/7/4x4/5X5/11/11/K9k/11/11 w - - 0 1", "f6").empty());   // (x on f7)
    auto block = at(hexboard("fmtpafsW"), "1/3/5/7/4X4/5X5/11/11/K9k/11/11 w - - 0 1");
    CHECK(moves_from(block, "f6") == std::set<std::string>{"f6e7", "f6g7"});
}

TEST_CASE("hex: Black's forward is down each file", "[hex]") {
    auto pos = at(hexboard("fmWfscW"), "1/3/5/7/9/5x5/11/11/K9k/11/11 b - - 0 1");
    Set out;
    for (const auto& m : moves_from(pos, "f6")) out.insert(m.substr(2));
    CHECK(out == Set{"f5"});
    auto take = at(hexboard("fmWfscW"), "1/3/5/7/9/5x5/4X1X4/11/K9k/11/11 b - - 0 1");
    Set caps;
    for (const auto& m : moves_from(take, "f6")) caps.insert(m.substr(2));
    CHECK(caps == Set{"f5", "e5", "g5"});
}

TEST_CASE("hex: FEN rows follow the named ranks", "[hex]") {
    auto rules = testing::load("glinski");
    auto pos = at(rules, "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1");
    CHECK(pos.fen() == "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1");
    auto long_row = aviary::Position::from_fen(rules, "2/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1");
    REQUIRE_FALSE(long_row.ok());
    CHECK(long_row.error_text().find("rank 11 is longer than 1 cells") != std::string::npos);
}

TEST_CASE("hex: what a hexagonal board refuses", "[hex]") {
    const std::string head = "board = 11x11\ngeometry = hexagonal\npiece K King K royal\n";
    const std::string tail = "setup = 1/3/5/7/9/11/11/11/K9k/11/11 w - - 0 1\n";
    // the game of `head + lines + tail` is refused, its error saying `why`
    auto refused = [&](const std::string& lines, const std::string& why) {
        auto r = bad(head + lines + tail);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find(why) != std::string::npos);
        return r.error_text();
    };
    auto even = bad("board = 10x10\ngeometry = hexagonal\npiece K King K royal\nsetup = 10/10/10/10/10/10/10/10/10/K8k w - - 0 1\n");
    REQUIRE_FALSE(even.ok());
    CHECK(even.error_text().find("NxN with N odd") != std::string::npos);
    refused("piece X Camel C\n", "no meaning on a hexagonal board");
    const auto legs = refused("piece X X masW\n",   // (90 degrees from W is an F)
                              "turn a W or F leg onto the other kind");
    CHECK(legs.find("bad.variant:4:") != std::string::npos);
    refused("piece X X NafN\n", "not a knight's leap");
    refused("piece X X rawsB\n", "w (a rebound) is not supported on a hexagonal board");
    refused("piece X Freezer W freeze=K\n", "zone of leaps is not supported");
    refused("piece X X W region=a1-c3\n", "listed one by one");
    refused("wrap = files\n", "wrap is not supported on a hexagonal board");
}

TEST_CASE("hex: SAN names k and l files and ranks along each file", "[hex]") {
    auto pos = at(testing::load("glinski"), "b/qbk/n1b1n/r5r/1p1pppppp/1p2P6/3p1P5/6P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - d6 0 3");
    auto ep = pos.parse_move("e6d6");
    REQUIRE(ep.ok());
    CHECK(aviary::move_to_san(pos, *ep) == "exd6");
    auto rook = pos.parse_move("i1k2");
    REQUIRE_FALSE(rook.ok());   // (i1-k2 is no rook line)
    auto knight = pos.parse_move("h1k2");
    REQUIRE(knight.ok());
    CHECK(aviary::move_to_san(pos, *knight) == "Nk2");
    auto back = aviary::parse_san(pos, "Nk2");
    REQUIRE(back.ok());
    CHECK(back->to == knight->to);
}

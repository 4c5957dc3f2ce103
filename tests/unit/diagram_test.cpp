// Move diagrams as data (aviary/diagram.hpp) and the glyph set (aviary/glyphs.hpp).
#include "helpers.hpp"

#include <algorithm>
#include <cstring>

namespace {

std::string marks(const aviary::MoveDiagram& d) {
    std::string s;
    for (int q = 0; q < d.shape.size(); ++q)
        if (aviary::Square(q) != d.origin && d.flags[std::size_t(q)]) s += d.shape.name(aviary::Square(q)) + d.mark(aviary::Square(q)) + ";";
    return s;
}

// The attribute `attr` (a number) of the SVG <text> element that holds `text`.
int attribute_before(const std::string& svg, const std::string& text, const char* attr) {
    const std::size_t at = svg.find(text);
    REQUIRE(at != std::string::npos);
    const std::size_t start = svg.rfind("<text", at);
    const std::size_t a = svg.find(std::string(" ") + attr + "=\"", start);
    REQUIRE(a < at);
    return std::stoi(svg.substr(a + std::strlen(attr) + 3));
}

}  // namespace

TEST_CASE("diagram: a bare notation on a board of any size", "[diagram]") {
    aviary::BoardShape b{5, 5};
    auto d = aviary::notation_diagram(b, "N", *b.parse("a1"));
    REQUIRE(d.ok());
    CHECK(marks(*d) == "c2* ;b3* ;");
    REQUIRE(d->legend().size() == 1);
    CHECK(d->legend()[0].first == '*');
}

TEST_CASE("diagram: marks for move-only, capture-only, initial, rifle and hop", "[diagram]") {
    aviary::BoardShape b{8, 8};
    auto pawn = aviary::notation_diagram(b, "fmWfcFifmnD", *b.parse("e2"));
    REQUIRE(pawn.ok());
    CHECK(marks(*pawn) == "d3x ;e3o ;f3x ;e4i ;");
    auto peck = aviary::notation_diagram(b, "cabW", *b.parse("e4"));
    REQUIRE(peck.ok());
    CHECK(marks(*peck) == "e3r ;d4r ;f4r ;e5r ;");
    auto cannon = aviary::notation_diagram(b, "mRcpR", *b.parse("a1"));
    REQUIRE(cannon.ok());
    CHECK(pawn->legend().size() == 3);
    CHECK(cannon->mark(*b.parse("a2")) == "o ");   // next to it: no room for a screen
    CHECK(cannon->mark(*b.parse("a8")) == "* ");   // slides there, or captures over a screen
}

TEST_CASE("diagram: notation errors name the notation's column", "[diagram]") {
    auto d = aviary::notation_diagram(aviary::BoardShape{8, 8}, "mRq", 0, "--notation");
    REQUIRE(!d.ok());
    CHECK(d.errors()[0].where.file == "--notation");
    CHECK(d.errors()[0].where.line == 1);
    CHECK(d.errors()[0].where.column == 4);
}

TEST_CASE("diagram: a piece of a game, its drops, and in a position", "[diagram]") {
    auto rules = testing::load("loonybird");
    const auto pieces = rules.pieces();
    int queen = -1;
    for (std::size_t t = 0; t < pieces.size(); ++t)
        if (pieces[t].royal == false && pieces[t].letter == 'A') queen = int(t);
    REQUIRE(queen >= 0);
    auto d = aviary::piece_diagram(rules, queen, aviary::default_diagram_square(rules.shape()));
    REQUIRE(d.ok());
    CHECK(d->label == "A");
    auto drops = aviary::drop_diagram(rules, queen);
    REQUIRE(drops.has_value());
    CHECK(drops->mark(*rules.shape().parse("d4")) == "d ");
    auto in = aviary::piece_diagram_in(rules, queen, *rules.shape().parse("c3"),
                                       "abckefg/ppppppp/7/7/7/PPPPPPP/ABCKEFG[] w Qq - 0 1");
    REQUIRE(in.ok());
    CHECK(in->in_position);
    CHECK(aviary::diagram_svg(*in).find("<svg") != std::string::npos);
}

TEST_CASE("glyphs: names are checked, unknown ones are errors with the list", "[diagram]") {
    CHECK(aviary::glyph_error("rook").empty());
    CHECK(aviary::glyph_error("bishop+knight/crown/letter").empty());
    CHECK(aviary::glyph_error("dragon").find("unknown figure 'dragon'") == 0);
    CHECK(aviary::glyph_error("rook/sparkle").find("unknown mark 'sparkle'") == 0);
    CHECK(aviary::glyph_error("rook+bishop+knight") != "");
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K royal glyph=kong\nsetup = K7/8/8/8/8/8/8/k7 w - - 0 1\n", "g.variant");
    REQUIRE(!bad.ok());
    CHECK(bad.errors()[0].where.line == 2);
    CHECK(bad.errors()[0].where.column == 28);
    CHECK(aviary::glyph_svg("rook", "R", aviary::Color::White).find("<path") != std::string::npos);
    CHECK(aviary::glyph_svg("", "R", aviary::Color::White).find(">R</text>") != std::string::npos);
}

TEST_CASE("diagram: a layered board, drawn level by level", "[diagram]") {
    // Raumschach's unicorn from Cc3 reaches the corners of levels A and E and the squares
    // b2, d2, b4, d4 of levels B and D (worked by hand: (1,1,1) and (2,2,2) in every direction)
    auto rules = testing::load("raumschach");
    const aviary::Square cc3 = *rules.shape().parse("Cc3");
    int unicorn = -1;
    for (std::size_t t = 0; t < rules.pieces().size(); ++t)
        if (rules.pieces()[t].letter == 'U') unicorn = int(t);
    REQUIRE(unicorn >= 0);
    auto d = aviary::piece_diagram(rules, unicorn, cc3);
    INFO(d.error_text());
    REQUIRE(d.ok());
    CHECK(marks(*d) == "Aa1* ;Ae1* ;Aa5* ;Ae5* ;Bb2* ;Bd2* ;Bb4* ;Bd4* ;Db2* ;Dd2* ;Db4* ;Dd4* ;"
                       "Ea1* ;Ee1* ;Ea5* ;Ee5* ;");
    const std::string text = aviary::diagram_text(*d, "U");
    CHECK(text.find(" E5  *  .  .  .  *\n") != std::string::npos);
    CHECK(text.find("\n\n D5") != std::string::npos);   // a blank line between levels
    // Alice chess's two 8x8 levels: a king on Ae8
    auto alice = testing::load("alice");
    CHECK(aviary::piece_diagram(alice, 0, *alice.shape().parse("Ae4")).ok());
}

TEST_CASE("diagram: a layered board's SVG puts its levels side by side", "[diagram]") {
    // Raumschach's five 5x5 levels from left to right, each named above it; a square's level
    // moves it right by a level's width and a gap, its rank within the level moves it up.
    auto rules = testing::load("raumschach");
    const std::string svg = aviary::position_svg(aviary::Position::start(rules));
    int last_x = 0;
    for (char level : std::string("ABCDE")) {
        const std::string label = std::string(">Level ") + level + "<";
        const int x = attribute_before(svg, label, "x");
        CHECK(x > last_x);
        CHECK(attribute_before(svg, label, "y") == attribute_before(svg, ">Level A<", "y"));
        last_x = x;
    }
    CHECK(svg.find(">Level F<") == std::string::npos);
    const std::string width = svg.substr(svg.find("width=\"") + 7, 5);
    CHECK(std::stoi(width) == 2 * 24 + 5 * 5 * 40 + 4 * 24);   // margins, 25 files, 4 gaps
    // The unicorn's diagram from Cc3: Aa1 and Ea1 on one row, Ea1 four levels to the right.
    int unicorn = 5;
    for (std::size_t t = 0; t < rules.pieces().size(); ++t)
        if (rules.pieces()[t].letter == 'U') unicorn = int(t);
    auto d = aviary::piece_diagram(rules, unicorn, *rules.shape().parse("Cc3"));
    REQUIRE(d.ok());
    const std::string dsvg = aviary::diagram_svg(*d);
    const std::size_t first = dsvg.find("<circle");   // marks in square order: Aa1 first
    const std::size_t a1 = dsvg.find("cx=\"", first);
    CHECK(std::stoi(dsvg.substr(a1 + 4)) == 24 + 20);
    CHECK(std::stoi(dsvg.substr(dsvg.find("cy=\"", first) + 4)) == 24 + 18 + 4 * 40 + 20);
    CHECK(dsvg.find("cx=\"" + std::to_string(24 + 4 * (5 * 40 + 24) + 20) + "\" cy=\"" +
                    std::to_string(24 + 18 + 4 * 40 + 20)) != std::string::npos);   // Ea1
}

TEST_CASE("diagram: pieces with ids of several characters are drawn by their ids", "[diagram]") {
    // Dai shogi's start: White's C' and Black's c', the Lion L!; then a promoted Lance +L on a8
    auto rules = testing::load("daishogi");
    auto start = aviary::Position::start(rules);
    const std::string svg = aviary::position_svg(start);
    CHECK(svg.find(">C'</text>") != std::string::npos);
    CHECK(svg.find(">c'</text>") != std::string::npos);
    CHECK(svg.find(">L!</text>") != std::string::npos);
    CHECK(std::none_of(svg.begin(), svg.end(), [](char ch) { return (unsigned char)ch < 0x20 && ch != '\n'; }));
    std::string fen = start.fen();
    fen.replace(fen.find("/15/15/15/"), 10, "/15/+L14/15/");
    auto promoted = aviary::Position::from_fen(rules, fen);
    REQUIRE(promoted.ok());
    CHECK(aviary::position_svg(*promoted).find(">+L</text>") != std::string::npos);
    // the move diagram of a promoted type (the White Horse, vRfB): its id on the origin, cells
    // of three characters kept
    int plance = -1;
    for (std::size_t t = 0; t < rules.pieces().size(); ++t)
        if (rules.pieces()[t].id == "+L") plance = int(t);
    REQUIRE(plance >= 0);
    auto d = aviary::piece_diagram(rules, plance, *rules.shape().parse("h8"));
    REQUIRE(d.ok());
    CHECK(aviary::diagram_svg(*d).find(">+L</text>") != std::string::npos);
    const std::string text = aviary::diagram_text(*d, "+L");
    CHECK(text.find("  8  .  .  .  .  .  .  .  +L .  .  .  .  .  .  .\n") != std::string::npos);
}

namespace {

int count_of(const std::string& text, const std::string& what) {
    int n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// The centre (x, y) of the SVG polygon of the cell named `name` (its label follows it).
std::pair<int, int> label_at(const std::string& svg, const std::string& name) {
    const std::string text = ">" + name + "</text>";
    return {attribute_before(svg, text, "x"), attribute_before(svg, text, "y")};
}

}  // namespace

TEST_CASE("diagram: a hexagonal board's SVG draws its cells as hexagons, holes left out", "[diagram]") {
    // Glinski's 91 cells; files stand up: f1 below f2 in one column, g1 half a cell above f1
    auto glinski = testing::load("glinski");
    const std::string svg = aviary::position_svg(aviary::Position::start(glinski));
    CHECK(count_of(svg, "<polygon") == 91);
    CHECK(count_of(svg, "<rect x=") == 0);
    const auto f1 = label_at(svg, "f1"), f2 = label_at(svg, "f2"), g1 = label_at(svg, "g1");
    CHECK(f1.first == f2.first);
    CHECK(f1.second - f2.second == 40);
    CHECK(g1.first > f1.first);
    CHECK(f1.second - g1.second == 20);
    // Brusky's 84 cells in ranks across: a rank's cells side by side, the next rank half a cell
    // to the right
    auto brusky = testing::load("brusky");
    const std::string b = aviary::position_svg(aviary::Position::start(brusky));
    CHECK(count_of(b, "<polygon") == 84);
    const auto a1 = label_at(b, "a1"), b1 = label_at(b, "b1"), b2 = label_at(b, "b2");
    CHECK(a1.second == b1.second);
    CHECK(b1.first - a1.first == 40);
    CHECK(b2.second < b1.second);
    CHECK(b2.first - a1.first == 20);
}

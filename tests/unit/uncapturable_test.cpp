// uncapturable: a piece that no move may take, by replacement, locust or rifle capture; the
// other pieces stay capturable, and a royal piece cannot be made uncapturable.
#include "helpers.hpp"

namespace {

const char* kGame =
    "board = 8x8\n"
    "piece K King K royal\n"
    "piece R Rook R\n"
    "piece W Wall W uncapturable\n"
    "piece S Shooter rW\n"        // rifle captures one step away
    "setup = k7/8/8/3w4/8/3R1r2/8/K2S4 w - - 0 1\n";

}  // namespace

TEST_CASE("no move takes an uncapturable piece; the others still fall", "[uncapturable]") {
    const auto rules = testing::from_text(kGame);
    const auto pos = aviary::Position::start(rules);
    const auto moves = testing::moves(pos);
    CHECK(moves.count("d3d4"));        // up to the wall ...
    CHECK_FALSE(moves.count("d3d5"));  // ... which the rook may not take
    CHECK_FALSE(moves.count("d3d6"));  // (nor pass)
    CHECK(moves.count("d3e3"));
    CHECK(moves.count("d3f3"));        // the black rook may be taken
    CHECK_FALSE(moves.count("d3g3"));
    // from the shooter's square, the wall is not a rifle victim: move it next to the wall
    const auto near = testing::at(rules, "k7/8/8/3w4/3S4/8/8/K7 w - - 0 1");
    for (const auto& m : testing::moves(near)) CHECK(m.find("d5") == std::string::npos);
    // Black's own rook may not take it either
    const auto black = testing::at(rules, "k7/8/8/3w4/8/3r4/8/K7 b - - 0 1");
    CHECK_FALSE(testing::moves(black).count("d3d5"));
    CHECK(testing::moves(black).count("d3d4"));
}

TEST_CASE("a royal piece cannot be uncapturable, and the property takes no value", "[uncapturable]") {
    auto royal = aviary::load_ruleset("board = 8x8\npiece K King K royal uncapturable\nsetup = k7/8/8/8/8/8/8/K7 w - - 0 1\n",
                                      "test.variant");
    REQUIRE_FALSE(royal.ok());
    CHECK(royal.error_text().find("uncapturable: a royal piece cannot be uncapturable") != std::string::npos);
    auto valued = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece W Wall W uncapturable=yes\n"
                                       "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n",
                                       "test.variant");
    REQUIRE_FALSE(valued.ok());
    CHECK(valued.error_text().find("uncapturable takes no value") != std::string::npos);
}

TEST_CASE("describe says an uncapturable piece cannot be taken", "[uncapturable]") {
    const auto rules = testing::from_text(kGame);
    CHECK(aviary::describe_rules(rules).find("no piece may capture it") != std::string::npos);
}

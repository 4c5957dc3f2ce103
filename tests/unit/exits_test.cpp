// exits = DIRS:SQUARES ...: the ways a piece may leave each square, the same arrows for both
// sides (Smess). A stepper and a slider leave only the ways their square lists, a slider runs
// on whatever the arrows of the squares it crosses, Black reads the same arrows under both
// symmetries, check follows the arrows, the audit's walk agrees, and bad values are errors.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

aviary::Ruleset game(const std::string& symmetry, const std::string& exits, const std::string& piece) {
    return from_text("board = 5x5\nsymmetry = " + symmetry + "\nexits = " + exits +
                     "\npiece K King K royal\npiece " + piece + "\nsetup = 4k/5/5/5/K4 w - - 0 1\n");
}

}  // namespace

TEST_CASE("exits: a piece leaves only the ways its square lists", "[exits]") {
    auto rules = game("mirror", "f+r:c3 bl:c2 b:a4-e5", "M Man K");
    CHECK(moves_from(at(rules, "4k/5/2M2/5/K4 w - - 0 1"), "c3") == Set{"c3c4", "c3d3"});
    CHECK(moves_from(at(rules, "4k/5/5/2M2/K4 w - - 0 1"), "c2") == Set{"c2b1"});
    // unlisted squares: every way
    CHECK(moves_from(at(rules, "4k/5/5/5/K1M2 w - - 0 1"), "c1").size() == 5);
    // the arrows are the board's: Black's man on c3 goes forward as White sees it too
    CHECK(moves_from(at(rules, "4k/5/2m2/5/K4 b - - 0 1"), "c3") == Set{"c3c4", "c3d3"});
    auto rotated = game("rotate", "f+r:c3 bl:c2 b:a4-e5", "M Man K");
    CHECK(moves_from(at(rotated, "4k/5/2m2/5/K4 b - - 0 1"), "c3") == Set{"c3c4", "c3d3"});
    CHECK(moves_from(at(rotated, "4k/5/5/2m2/K4 b - - 0 1"), "c2") == Set{"c2b1"});
}

TEST_CASE("exits: a slider keeps its way across squares with other arrows", "[exits]") {
    auto rules = game("mirror", "r:a2 l:b2-e2", "R Slider Q");
    CHECK(moves_from(at(rules, "4k/5/5/R4/1K3 w - - 0 1"), "a2") ==
          Set{"a2b2", "a2c2", "a2d2", "a2e2"});
    // a slider on e2 looks west only: the black king on b2 is in check from it
    auto pos = at(rules, "4K/5/5/1k2R/5 b - - 0 1");
    CHECK(pos.in_check());
    CHECK_FALSE(at(rules, "4K/5/5/1k3/4R b - - 0 1").in_check());   // e1 unlisted: up its file
    aviary::PerftOptions audit;
    audit.audit = true;
    auto start = at(rules, "1k3/5/K4/R3r/5 b - - 0 1");
    CHECK(aviary::perft(start, 3, audit) == aviary::perft(start, 3));
}

TEST_CASE("exits: bad values are located errors", "[exits]") {
    auto bad = [](const std::string& value, const std::string& piece = "M Man K") {
        auto r = aviary::load_ruleset("board = 5x5\nexits = " + value +
                                          "\npiece K King K royal\npiece " + piece +
                                          "\nsetup = 4k/5/5/5/K4 w - - 0 1\n",
                                      "bad.variant");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find("bad.variant:") != std::string::npos);
        return r.error_text();
    };
    CHECK(bad("a1").find("'a1' is not DIRECTIONS:SQUARES") != std::string::npos);
    CHECK(bad("f+x:a1").find("'x' is not a direction") != std::string::npos);
    CHECK(bad("f:a1 b:a1-b1").find("the square a1 is listed twice") != std::string::npos);
    CHECK(bad("f:z9").find("'z9' is not a square") != std::string::npos);
    CHECK(bad("f:a1", "N Knight N").find("straight or diagonally") != std::string::npos);
}

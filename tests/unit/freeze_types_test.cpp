// freeze= with freeze-types=: an immobilizer (Ultima: `freeze=K`) freezes every enemy piece next
// to it; a piece whose zone freezes chosen types only (the chameleon: `freeze=K freeze-types=I`)
// freezes an enemy immobilizer and nothing else, while that immobilizer, frozen, still freezes
// it back. Hand-worked positions.
#include "helpers.hpp"

namespace {

const char* kGame =
    "board = 8x8\n"
    "piece K King K royal\n"
    "piece I Immobilizer mQ freeze=K\n"
    "piece X Chameleon mQ freeze=K freeze-types=I\n"
    "piece R Rook R\n"
    "setup = 7k/8/8/8/8/8/8/K7 w - - 0 1\n";

}  // namespace

TEST_CASE("an immobilized piece has no moves", "[freeze-types]") {
    const auto rules = testing::from_text(kGame);
    // white immobilizer d4, black rook e5 next to it: frozen; the black rook on h5 is not
    const auto pos = testing::at(rules, "7k/8/8/4r2r/3I4/8/8/K7 b - - 0 1");
    CHECK(testing::moves_from(pos, "e5").empty());
    CHECK_FALSE(testing::moves_from(pos, "h5").empty());
}

TEST_CASE("a chameleon freezes an enemy immobilizer only, and is frozen back", "[freeze-types]") {
    const auto rules = testing::from_text(kGame);
    // white chameleon d5; black immobilizer d4 and black rook c6 both next to it
    const auto black = testing::at(rules, "7k/8/2r5/3X4/3i4/8/8/K7 b - - 0 1");
    CHECK(testing::moves_from(black, "d4").empty());     // the immobilizer is frozen
    CHECK_FALSE(testing::moves_from(black, "c6").empty());   // the rook is not
    const auto white = testing::at(rules, "7k/8/2r5/3X4/3i4/8/8/K7 w - - 0 1");
    CHECK(testing::moves_from(white, "d5").empty());     // the frozen immobilizer freezes it
    // a chameleon next to a black rook only moves freely
    const auto free = testing::at(rules, "7k/8/2r5/3X4/8/8/8/K7 w - - 0 1");
    CHECK_FALSE(testing::moves_from(free, "d5").empty());
}

TEST_CASE("freeze-types= needs freeze= and known letters", "[freeze-types]") {
    auto lone = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece X X mQ freeze-types=K\n"
                                     "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(lone.ok());
    CHECK(lone.error_text().find("freeze-types=: needs freeze=") != std::string::npos);
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece X X mQ freeze=K freeze-types=Z\n"
                                    "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("no piece has the letter 'Z'") != std::string::npos);
}

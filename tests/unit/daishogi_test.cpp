// Dai shogi's pieces, each in a position worked by hand on the shipped 15x15 game: ids of
// three characters (+X', a promoted Violent Ox) in the file, the FEN and the text board, the
// Violent Ox's two-square ranges, and the Knight's promotion (it must promote onto the last
// two ranks, the Iron general onto the last, when the move can promote at all). Perft
// against HaChu is tests/perft/daishogi*.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::load;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

}  // namespace

TEST_CASE("piece ids +X' and +X!: a promoted X' or X!", "[daishogi]") {
    auto rules = from_text("board = 4x4\npiece K King K royal\n"
                           "piece C' \"Cat Sword\" F promote=+C' zone=4\n"
                           "piece +C' \"promoted Cat Sword\" WfF\npiece C! Chariot R\n"
                           "setup = 3k/4/C!3/K1C'1 w - - 0 1\n");
    const std::string fen = "3k/1+c'2/C!3/K1C'1 w - - 0 1";
    CHECK(at(rules, fen).fen() == fen);
    CHECK(moves_from(at(rules, fen), "c1") == Set{"c1b2", "c1d2"});
    // (entering the zone, rank 4, it must promote: no optional=)
    CHECK(moves_from(at(rules, "3k/1C'2/4/K3 w - - 0 1"), "b3") ==
          Set{"b3a2", "b3c2", "b3a4+", "b3c4+"});
    CHECK(at(rules, fen).to_text().find("+c'") != std::string::npos);
    // a +X' type names a piece X' of the game
    auto bad = aviary::load_ruleset("board = 4x4\npiece K King K royal\npiece +C' Cat F\n"
                                    "setup = k3/4/4/K3 w - - 0 1\n", "test.variant");
    CHECK_FALSE(bad.ok());
}
TEST_CASE("daishogi: the promoted Violent Ox, +X', in the file and the FEN", "[daishogi]") {
    auto rules = load("daishogi");
    const std::string fen = "14k/15/15/15/15/15/15/7+x'7/15/15/15/15/15/15/K14 w - - 0 1";
    CHECK(at(rules, fen).fen() == fen);
    const auto pieces = rules.pieces();
    const auto ox = std::find_if(pieces.begin(), pieces.end(),
                                 [](const auto& p) { return p.id == "X'"; });
    REQUIRE(ox != pieces.end());
    CHECK(ox->promotion_letters == "+X'");
    // White's: steps as a Gold
    auto gold = at(rules, "14k/15/15/15/15/15/15/7+X'7/15/15/15/15/15/15/K14 w - - 0 1");
    CHECK(moves_from(gold, "h8") == Set{"h8h9", "h8g9", "h8i9", "h8g8", "h8i8", "h8h7"});
}

TEST_CASE("daishogi: the Violent Ox ranges two squares straight", "[daishogi]") {
    auto rules = load("daishogi");
    auto pos = at(rules, "14k/15/15/15/15/15/7P7/7X'7/15/15/15/15/15/15/K14 w - - 0 1");
    CHECK(moves_from(pos, "h8") == Set{"h8h7", "h8h6", "h8g8", "h8f8", "h8i8", "h8j8"});
}

TEST_CASE("daishogi: a Knight must promote onto the last two ranks", "[daishogi]") {
    auto rules = load("daishogi");
    // entering the zone on rank 12 it may decline
    auto enter = at(rules, "14k/15/15/15/15/4N10/15/15/15/15/15/15/15/15/K14 w - - 0 1");
    CHECK(moves_from(enter, "e10") == Set{"e10d12", "e10d12+", "e10f12", "e10f12+"});
    // inside the zone: taking onto rank 14 it must promote; a step there cannot promote
    auto inside = at(rules, "14k/3p11/15/4N10/15/15/15/15/15/15/15/15/15/15/K14 w - - 0 1");
    CHECK(moves_from(inside, "e12") == Set{"e12d14+", "e12f14"});
}

TEST_CASE("daishogi: an Iron general taking onto the last rank must promote", "[daishogi]") {
    auto rules = load("daishogi");
    // Iron on e14 (inside the zone), a Black Pawn on d15: the step on cannot promote
    auto pos = at(rules, "3p10k/4I10/15/15/15/15/15/15/15/15/15/15/15/15/K14 w - - 0 1");
    CHECK(moves_from(pos, "e14") == Set{"e14d15+", "e14e15", "e14f15"});
    // entering the zone on rank 11 it may decline
    auto enter = at(rules, "14k/15/15/15/15/4I10/15/15/15/15/15/15/15/15/K14 w - - 0 1");
    CHECK(moves_from(enter, "e10") ==
          Set{"e10d11", "e10d11+", "e10e11", "e10e11+", "e10f11", "e10f11+"});
}

// Dai shogi's pieces, each in a position worked by hand on the shipped 15x15 game: ids of
// three characters (+X', a promoted Violent Ox) in the file, the FEN and the text board, the
// Violent Ox's two-square ranges, and the Knight's promotion (it must promote onto the last
// two ranks, when its move can promote at all). Perft against HaChu is tests/perft/daishogi*.
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

// promote-by=swap: a piece whose swaps (a `u` move) promote, and only those (Tamerlane chess's
// King, who may change places with a piece of its own once a game).
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves_from;
using testing::play;
using testing::S;

TEST_CASE("promote-by=swap: only a swap promotes", "[promotion]") {
    auto rules = from_text("board = 5x5\npiece K King KudU royal promote=J zone=1-5 promote-by=swap\n"
                           "piece J Swapped K royal\npiece N Knight N\n"
                           "setup = 4k/5/5/5/K3N w - - 0 1\n");
    auto pos = at(rules, "4k/5/5/5/K3N w - - 0 1");
    CHECK(moves_from(pos, "a1") == S({"a1a2", "a1b1", "a1b2", "a1e1j,e1a1"}));
    auto swapped = pos;
    play(swapped, {"a1e1j,e1a1"});
    CHECK(swapped.fen() == "4k/5/5/5/N3J b - - 0 1");
    play(pos, {"a1b2"});   // a step: still the King
    CHECK(pos.fen() == "4k/5/5/1K3/4N b - - 0 1");
}

// promotion-exhausted = stay: a move into a piece's promotion zone when none of its promotion
// choices is left (promote=captured: with every type still on the board, promotion-limit,
// promote-on=) is made without promoting, the piece staying as it is (Hyderabad chess's pawn,
// which promotes only to the type its file names, and only once one of that type was lost).
// The walk makes the move (src/movegen/paths.cpp, Walker::promote); the default makes it illegal.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.promotion_stays; }
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component promotion_exhausted_rule = {
    "promotion-exhausted", "a move into the zone with no promotion choice left is made unpromoted",
    FastPath::Keeps, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

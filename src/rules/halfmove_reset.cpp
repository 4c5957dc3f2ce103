// halfmove-reset: what besides a capture starts the halfmove clock (the move rule's count)
// again: a move by a piece that can promote (promoters, the default with promotions), a move
// that promotes (promotions), a drop (drops).
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool in_game(const RulesetData& rd) {
    return !rd.clock.promoters || !rd.clock.promotions || rd.clock.drops;
}
void install(const RulesetData& rd, RulePlan& p) {
    p.clock = std::uint8_t((rd.clock.promoters ? ResetPromoterMove : 0) |
                           (rd.clock.promotions ? ResetPromotion : 0) | (rd.clock.drops ? ResetDrop : 0));
}

}  // namespace

extern const Component halfmove_reset_rule = {
    "halfmove-reset", "what besides a capture resets the halfmove clock",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

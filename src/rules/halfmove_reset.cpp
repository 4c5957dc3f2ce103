// halfmove-reset: what besides a capture starts the halfmove clock (the move rule's count)
// again: a move by a piece that can promote (promoters, the default with promotions), a move
// that promotes (promotions), a drop (drops).
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool in_game(const RulesetData& rd) {
    return !rd.clock_promoters || !rd.clock_promotions || rd.clock_drops;
}
void install(const RulesetData& rd, RulePlan& p) {
    p.clock = std::uint8_t((rd.clock_promoters ? ResetPromoterMove : 0) |
                           (rd.clock_promotions ? ResetPromotion : 0) | (rd.clock_drops ? ResetDrop : 0));
}

}  // namespace

extern const Component halfmove_reset_rule = {
    "halfmove-reset", "what besides a capture resets the halfmove clock",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

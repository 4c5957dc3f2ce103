// royalty = capture: royal pieces may be taken like any other; a side that loses its last one
// has lost (royal_lost). Nothing is tested for royal safety.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.royalty == RoyaltyRule::Capture; }
void install(const RulesetData&, RulePlan& p) { p.safety = Safety::None; }
}  // namespace

extern const Component royal_capture_rule = {
    "royalty", "royalty = capture: royal pieces may be taken; losing the last one loses",
    FastPath::Breaks, Counting::Counts, 0, in_game, install};

}  // namespace aviary::detail

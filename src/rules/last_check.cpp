// royalty = last-check: only a side's last royal piece is protected from check; the others
// may be taken, and a side that loses its last one has lost.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.royalty == RoyaltyRule::LastCheck; }
void install(const RulesetData&, RulePlan& p) { p.safety = Safety::LastRoyal; }
}  // namespace

extern const Component last_check_rule = {
    "royalty", "royalty = last-check: only the last royal piece may not be left in check",
    FastPath::Breaks, Counting::Counts, 0, in_game, install};

}  // namespace aviary::detail

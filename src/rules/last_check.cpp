// royalty = last-check: only a side's last royal piece is protected from check; the others
// may be taken, and a side that loses its last one has lost.
// With one royal piece the side to move is under the rule of check, which the fast path knows
// (a move that makes a second one, a promotion, is made and tested); with more, every move is.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.royalty == RoyaltyRule::LastCheck; }
bool not_one_royal(const RulesetData& rd, const PositionState& st) {
    return royal_count(rd, st, st.side) != 1;
}
void install(const RulesetData&, RulePlan& p) {
    p.safety = Safety::LastRoyal;
    p.fast_unless.push_back(not_one_royal);
}
}  // namespace

extern const Component last_check_rule = {
    "royalty", "royalty = last-check: only the last royal piece may not be left in check",
    FastPath::Asks, Counting::Counts, 0, in_game, install};

}  // namespace aviary::detail

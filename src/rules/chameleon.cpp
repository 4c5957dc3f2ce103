// chameleon (a piece property: Ultima's chameleon): the piece takes each enemy piece only the
// way that piece's type takes. A capture among its own moves stands only when a piece of each
// victim's type on its square would make the very same move (a long leaper's leap, a king's
// step), and the off-path rules of each enemy type (custodian=, coordinator=, withdrawer) take
// pieces of that type when that type could make the move. The walk checks and adds them
// (Walker::take_aside, src/movegen/paths.cpp), so make, SAN and the attack test see the victims
// as any other; the fast legality path (pins, evasions) does not know them.
#include <algorithm>

#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) {
    return std::any_of(rd.off_path.begin(), rd.off_path.end(),
                       [](const OffPathRules& t) { return t.chameleon; });
}
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component chameleon_rule = {
    "chameleon", "a piece takes each enemy piece only the way that piece takes",
    FastPath::Breaks, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

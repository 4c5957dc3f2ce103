// coordinator=X (a piece property: Ultima's coordinator, with X its king): each move of the
// piece takes the enemy pieces on the two squares where the file and rank of the square it lands
// on cross the rank and file of each friendly piece of type X. The walk adds them to the move's
// victims (Walker::coordinate, src/movegen/paths.cpp), so make, SAN and the attack test see
// them as any other victim; the fast legality path (pins, evasions) does not know that a move
// may take pieces far from its line.
#include <algorithm>

#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) {
    return std::any_of(rd.off_path.begin(), rd.off_path.end(),
                       [](const OffPathRules& t) { return t.coordinator >= 0; });
}
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component coordinator_rule = {
    "coordinator", "a move takes the enemy pieces where its lines cross its partner's",
    FastPath::Breaks, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

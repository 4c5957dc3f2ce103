// paralysis = TYPES (Madrasi): a piece of these types attacked by an enemy piece of its own
// type is frozen (src/movegen/powers.cpp computes it with the other powers). Which pieces may
// move changes from move to move, so the fast legality path cannot see it.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.paralysis.any(); }
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component paralysis_rule = {
    "paralysis", "a piece attacked by an enemy piece of its own type is paralysed",
    FastPath::Breaks, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

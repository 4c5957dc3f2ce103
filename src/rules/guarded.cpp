// {if:guarded} / {if:!guarded} (Patrol chess: a piece captures and checks only while a friendly
// piece guards it). The walk tests the condition (src/movegen/paths.cpp); a move elsewhere can
// take a guard away or bring one, so the fast legality path (pins, evasions) cannot see it.
#include <algorithm>

#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) {
    return std::any_of(rd.conditions.begin(), rd.conditions.end(),
                       [](const Condition& c) { return c.if_guarded || c.if_unguarded; });
}
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component guarded_rule = {
    "{if:guarded}", "moves made only while a friendly piece guards the mover (or none does)",
    FastPath::Breaks, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

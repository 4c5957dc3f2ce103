// A rule component: one rule of the game (a result, a constraint, a capture effect, a turn
// structure) in one file of src/rules/, which fills the hook points of RulePlan
// (src/ir/rule_plan.hpp) it needs. src/rules/NAME.cpp defines `const Component NAME_rule`;
// the build lists every file of the folder (CMakeLists.txt), so a new rule is a new file.
#pragma once
#include <span>

#include "ir/rules_data.hpp"

namespace aviary::detail {

struct Component {
    const char* name;          // the variant-file key it answers to (describe, tests)
    const char* doc;           // what it does, in one line
    FastPath fast;             // what it does to the fast legality path (never Unset)
    Counting counting;         // whether the last ply may be counted (never Unset)
    int order;                 // its place in the plan: list steps and game ends run in order
    bool (*in_game)(const RulesetData&);        // does the ruleset have the rule?
    void (*install)(const RulesetData&, RulePlan&);   // fills its hooks
};

// A game end (GameEnd hooks): how it ended, and the winner (none: a draw).
inline Outcome game_ended(Termination t, std::optional<Color> winner = std::nullopt) {
    Outcome o;
    o.termination = t;
    o.winner = winner;
    return o;
}

// Every component, in plan order (plan.cpp).
std::span<const Component* const> rule_components();
// Builds rd.plan from the components the ruleset has; throws std::logic_error for a component
// that does not declare its fast path and counting (a defect, found by rules_test).
void build_plan(RulesetData& rd);

}  // namespace aviary::detail

// royal-facing = illegal | bikjang: royal pieces facing each other on an open file or rank
// (src/movegen/facing.cpp). Illegal: no move may leave them facing (the fast path pins like a
// rook). Bikjang: a side may make them face; the other must then part them, or pass.
#include "movegen/facing.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.facing != FacingRule::Allowed; }
bool allowed(const RulesetData& rd, const PositionState&, const PositionState& after,
             const TurnFacts& f, const Move&) {
    return !facing_forbids(rd, f.faced, after);
}
void install(const RulesetData& rd, RulePlan& p) {
    p.after_make.push_back(allowed);
    if (rd.facing != FacingRule::Bikjang) return;
    p.facts |= FactFaced;
    p.fast_unless.push_back(royals_face);   // faced: every move is tested
}
}  // namespace

extern const Component royal_facing_rule = {
    "royal-facing", "royal pieces may not face each other on an open line, or must part",
    FastPath::Asks, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

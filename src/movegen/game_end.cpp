// The end of the game by a rule of the game: the rule components' game-end hooks
// (RulePlan::game_end: extinction, goals, check counting, passes), in plan order. Each ends the
// game at once, so the side to move then has no legal move (legal.cpp).
#include "movegen/movegen.hpp"

namespace aviary::detail {

std::optional<Outcome> variant_end(const RulesetData& rd, const PositionState& st) {
    for (GameEnd end : rd.plan.game_end)
        if (auto o = end(rd, st)) return o;
    return std::nullopt;
}

bool game_over(const RulesetData& rd, const PositionState& st) {
    return royal_lost(rd, st) || (!rd.plan.game_end.empty() && variant_end(rd, st).has_value());
}

}  // namespace aviary::detail

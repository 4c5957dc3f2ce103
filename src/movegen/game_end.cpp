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
bool takes_enemy(const PositionState& st, const Move& m) {
    if (m.flags & MoveDrop) return false;
    if (m.flags & MoveEnPassant) return true;
    const Color them = opposite(st.side);
    for (Square v : m.victim)
        if (v != NoSquare && st.board[v] && cell_color(st.board[v]) == them) return true;
    const bool lands_on_piece = m.to != m.from && !(m.flags & MoveCastle) && m.unload == NoSquare;
    return lands_on_piece && st.board[m.to] && cell_color(st.board[m.to]) == them;
}

}  // namespace aviary::detail

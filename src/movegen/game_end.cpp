// Game ends by a variant rule: extinction of piece types, goal squares, check counting.
// Each ends the game at once, so the side to move then has no legal move (legal.cpp).
#include <algorithm>

#include "movegen/facing.hpp"
#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

Outcome ended(Termination t, std::optional<Color> winner) {
    Outcome o;
    o.termination = t;
    o.winner = winner;
    return o;
}

std::optional<Color> winner_for(SideResult r, Color side) {
    switch (r) {
        case SideResult::Loss: return opposite(side);
        case SideResult::Win: return side;
        case SideResult::Draw: return std::nullopt;
    }
    return std::nullopt;
}

int held(const PositionState& st, Color c, int type) {   // on the board and in hand
    return st.count[int(c)][std::size_t(type)] + st.hand[int(c)][std::size_t(type)];
}

int held_all(const RulesetData& rd, const PositionState& st, Color c) {
    int n = 0;
    for (std::size_t t = 0; t < rd.types.size(); ++t) n += held(st, c, int(t));
    return n;
}

bool extinct(const RulesetData& rd, const ExtinctionRule& rule, const PositionState& st, Color c) {
    const int need = rule.opponent + (rule.reply && c == st.side ? 1 : 0);
    if (rule.total) return held_all(rd, st, c) <= rule.count && held_all(rd, st, opposite(c)) >= need;
    for (int t : rule.types)
        if (held(st, c, t) <= rule.count && held(st, opposite(c), t) >= need) return true;
    return false;
}

bool on_goal(const GoalRule& goal, const PositionState& st, Color c) {
    for (int s : squares(st.pieces[int(c)]))
        if (goal.squares[int(c)].has(Square(s)))
            for (int t : goal.types)
                if (cell_type(st.board[s]) == t) return true;
    return false;
}

// goal-hold = safe: c has goal pieces on its goal squares and the other side attacks none.
bool on_safe_goal(const RulesetData& rd, const GoalRule& goal, const PositionState& st, Color c) {
    bool some = false;
    for (int s : squares(st.pieces[int(c)])) {
        if (!goal.squares[int(c)].has(Square(s)) ||
            std::find(goal.types.begin(), goal.types.end(), cell_type(st.board[s])) == goal.types.end())
            continue;
        if (attacked(rd, st, Square(s), opposite(c))) return false;
        some = true;
    }
    return some;
}

// goal-reply: White has reached a goal; can Black (not in check) reach one with a legal move?
bool can_answer_goal(const RulesetData& rd, const GoalRule& goal, const PositionState& st) {
    if (royal_attacked(rd, st, st.side)) return false;
    MoveList pseudo;
    generate_pseudo(rd, st, pseudo);
    for (const Move& m : pseudo) {
        if ((m.flags & MoveDrop) || !goal.squares[int(st.side)].has(m.to)) continue;
        const int type = cell_type(st.board[m.from]);
        if (std::find(goal.types.begin(), goal.types.end(), type) == goal.types.end()) continue;
        PositionState after = st;
        apply_move(rd, after, m);
        if (legal_after(rd, after, st.side) &&
            !(rd.checks_illegal && royal_attacked(rd, after, after.side)))
            return true;
    }
    return false;
}

std::optional<Outcome> goal_end(const RulesetData& rd, const GoalRule& goal, const PositionState& st) {
    const Color mover = opposite(st.side);
    if (goal.hold) return on_goal(goal, st, st.side) ? ended(Termination::Goal, st.side) : std::optional<Outcome>();
    if (goal.safe) {   // the side to move's safe goal first; both safe: a draw
        const bool mine = on_safe_goal(rd, goal, st, st.side), theirs = on_safe_goal(rd, goal, st, mover);
        if (mine) return ended(Termination::Goal, theirs ? std::nullopt : std::optional<Color>(st.side));
        return theirs ? ended(Termination::Goal, mover) : std::optional<Outcome>();
    }
    if (goal.reply && on_goal(goal, st, st.side)) {   // reached a move ago, not answered
        const bool both = st.side == Color::White && on_goal(goal, st, mover);
        return ended(Termination::Goal, both ? std::nullopt : std::optional<Color>(st.side));
    }
    if (!on_goal(goal, st, mover)) return std::nullopt;
    if (goal.reply && st.side == Color::Black && can_answer_goal(rd, goal, st)) return std::nullopt;
    return ended(Termination::Goal, mover);
}

}  // namespace

std::optional<Outcome> variant_end(const RulesetData& rd, const PositionState& st) {
    const Color mover = opposite(st.side);   // the side that made the last move
    for (const ExtinctionRule& rule : rd.extinction)
        for (Color c : {mover, st.side})
            if (extinct(rd, rule, st, c)) return ended(Termination::Extinction, winner_for(rule.result, c));
    for (const GoalRule& goal : rd.goals)
        if (auto end = goal_end(rd, goal, st)) return end;
    if (rd.check_limit && st.checks_left[int(mover)] == 0)
        return ended(Termination::CheckLimit, mover);
    if (passes_end(rd, st)) return ended(Termination::Passes, std::nullopt);
    return std::nullopt;
}

bool game_over(const RulesetData& rd, const PositionState& st) {
    return royal_lost(rd, st) || (rd.variant_ends && variant_end(rd, st).has_value());
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

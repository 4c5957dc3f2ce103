// goal = TYPES SQUARES (goal-black, goal-count, goal-filled, goal-reply, goal-hold): a piece of
// these types on one of the squares (goal-count of them at once, or with goal-filled one on goal
// squares that are all taken) wins (King of the Hill, racing kings); with goal-reply Black may still answer for
// a draw, with goal-hold = yes the piece must still stand there at its owner's next turn, and
// with goal-hold = safe it wins on any turn it stands there unattacked; with goal-hold =
// safe-or-kept it wins at once unattacked, else if still there at its owner's next turn (Alapo);
// goal-result turns the win into a loss or a draw for the side that reached the goal (a king
// entering the enemy citadel in Tamerlane chess draws).
#include <algorithm>
#include <bit>

#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// goal-filled: is every goal square of c taken, by a piece of either side?
bool goal_filled(const GoalRule& goal, const PositionState& st, Color c) {
    for (std::size_t w = 0; w < goal.squares[int(c)].bits.size(); ++w) {
        std::uint64_t taken = 0;
        for (const auto& side : st.pieces) taken |= side[w];
        if (goal.squares[int(c)].bits[w] & ~taken) return false;
    }
    return true;
}

// Does c have goal.count goal pieces on its goal squares (goal-filled: or one, on goal squares
// that are all taken)?
bool on_goal(const GoalRule& goal, const PositionState& st, Color c) {
    int n = 0;
    const auto& mine = st.pieces[int(c)];
    for (std::size_t w = 0; w < mine.size(); ++w)
        for (std::uint64_t b = mine[w] & goal.squares[int(c)].bits[w]; b; b &= b - 1) {
            const int type = cell_type(st.board[w * 64 + std::size_t(std::countr_zero(b))]);
            for (int t : goal.types)
                if (type == t && ++n >= goal.count) return true;
        }
    return goal.filled && n > 0 && goal_filled(goal, st, c);
}

// c's goal pieces on its goal squares, and whether the other side attacks any of them.
struct GoalPieces {
    int n = 0;
    bool attacked = false;
};
GoalPieces goal_pieces(const RulesetData& rd, const GoalRule& goal, const PositionState& st, Color c) {
    GoalPieces g;
    for (int s : squares(st.pieces[int(c)])) {
        if (!goal.squares[int(c)].has(Square(s)) ||
            std::find(goal.types.begin(), goal.types.end(), cell_type(st.board[s])) == goal.types.end())
            continue;
        ++g.n;
        g.attacked = g.attacked || attacked(rd, st, Square(s), opposite(c));
    }
    return g;
}

// goal-hold = safe: c has goal.count goal pieces on its goal squares and the other side attacks
// none of them.
bool on_safe_goal(const RulesetData& rd, const GoalRule& goal, const PositionState& st, Color c) {
    const GoalPieces g = goal_pieces(rd, goal, st, c);
    return g.n >= goal.count && !g.attacked;
}

// goal-hold = safe-or-kept: c has more goal pieces on its goal squares than goal.count, or
// exactly that many and the other side attacks none of them (Fairy-Stockfish's flagPieceSafe
// with flagMove).
bool on_goal_safe_enough(const RulesetData& rd, const GoalRule& goal, const PositionState& st, Color c) {
    const GoalPieces g = goal_pieces(rd, goal, st, c);
    return g.n > goal.count || (g.n == goal.count && !g.attacked);
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
        if (on_goal(goal, after, st.side) && legal_made(rd, st, after, m)) return true;
    }
    return false;
}

std::optional<Outcome> goal_end(const RulesetData& rd, const GoalRule& goal, const PositionState& st) {
    const Color mover = opposite(st.side);
    if (goal.hold) return on_goal(goal, st, st.side) ? game_ended(Termination::Goal, st.side) : std::optional<Outcome>();
    if (goal.safe_or_kept) {   // kept through the other side's turn, or safe at once
        if (on_goal(goal, st, st.side)) return game_ended(Termination::Goal, st.side);
        return on_goal_safe_enough(rd, goal, st, mover) ? game_ended(Termination::Goal, mover) : std::optional<Outcome>();
    }
    if (goal.safe) {   // the side to move's safe goal first; both safe: a draw
        const bool mine = on_safe_goal(rd, goal, st, st.side), theirs = on_safe_goal(rd, goal, st, mover);
        if (mine) return game_ended(Termination::Goal, theirs ? std::nullopt : std::optional<Color>(st.side));
        return theirs ? game_ended(Termination::Goal, mover) : std::optional<Outcome>();
    }
    if (goal.reply && on_goal(goal, st, st.side)) {   // reached a move ago, not answered
        const bool both = st.side == Color::White && on_goal(goal, st, mover);
        return game_ended(Termination::Goal, both ? std::nullopt : std::optional<Color>(st.side));
    }
    if (!on_goal(goal, st, mover)) return std::nullopt;
    if (goal.reply && st.side == Color::Black && can_answer_goal(rd, goal, st)) return std::nullopt;
    return game_ended(Termination::Goal, mover);
}

// goal-result: the side a goal made the winner wins, loses or draws (a drawn goal stays drawn).
Outcome with_result(const GoalRule& goal, const Outcome& end) {
    if (!end.winner) return end;
    switch (goal.result) {
        case SideResult::Win: return end;
        case SideResult::Loss: return game_ended(Termination::Goal, opposite(*end.winner));
        case SideResult::Draw: return game_ended(Termination::Goal);
    }
    return end;
}

std::optional<Outcome> goals_end(const RulesetData& rd, const PositionState& st) {
    for (const GoalRule& goal : rd.ends.goals)
        if (auto end = goal_end(rd, goal, st)) return with_result(goal, *end);
    return std::nullopt;
}

bool in_game(const RulesetData& rd) { return !rd.ends.goals.empty(); }
void install(const RulesetData&, RulePlan& p) { p.game_end.push_back(goals_end); }

}  // namespace

extern const Component goals_rule = {
    "goal", "a piece of these types reaching one of the goal squares wins",
    FastPath::Keeps, Counting::Counts, 21, in_game, install};

}  // namespace aviary::detail

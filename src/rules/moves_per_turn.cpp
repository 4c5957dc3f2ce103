// moves-per-turn: a turn of several moves (Marseillais, Progressive, Monster). Each move is
// made on its own (Position::make, SAN, UCI, perft's moves); the side to move changes only
// when the turn ends. The position carries the moves its side still makes in the turn
// (PositionState::turn_left, in the FEN and hash); progressive turns grow by one move each
// (turn n has n moves, read from the fullmove number and the side).
// When check is judged within a turn (TurnCheck):
// - Each: after every move, as in chess; any move may give check;
// - EndsTurn: as Each, and a move that gives check ends the turn at once;
// - LastOnly: as Each, and only the turn's last move may give check (an earlier one is illegal);
// - AtEnd: the mover's royal piece may stand attacked between its moves; at the end of its
//   turn it must be safe from the other side's whole next turn (Safety::AtTurnEnd).
// En passant: the rights a move makes last to the end of the other side's first move; a later
// move of the same turn that makes none keeps them (unless it moves the piece that may be
// taken, or fills a square it passed), so a double step in either move of a turn may be taken
// with the first move of the reply. One victim at a time: a second double step in the same
// turn replaces the first one's rights.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool in_game(const RulesetData& rd) { return rd.turns.on(); }

void set_left(const RulesetData& rd, PositionState& st, unsigned n) {
    st.hash ^= rd.z.turn_key(st.turn_left) ^ rd.z.turn_key(n);
    st.turn_left = std::uint16_t(n);
}

// En passant rights made within a turn are held (PositionState::held_ep, hashed as en passant
// squares) while it goes on: the side to move could otherwise take its own pawn. A move that
// makes rights replaces those held; one that moves the piece they would take drops them.
void drop_held(const RulesetData& rd, PositionState& st) {
    for (Square e : st.held_ep)
        if (e != NoSquare) st.hash ^= rd.z.ep[e];
    st.held_ep.fill(NoSquare);
    st.held_victim = NoSquare;
}
void hold_ep(const RulesetData& rd, PositionState& st, const Move& m) {
    if (st.ep_victim != NoSquare) {
        drop_held(rd, st);
        st.held_ep = st.ep;
        st.held_victim = st.ep_victim;
        st.ep.fill(NoSquare);
        st.ep_victim = NoSquare;
    } else if (m.from == st.held_victim) {
        drop_held(rd, st);
    }
}
// At the turn's end the rights held go to the other side, but for squares now filled.
void release_ep(const RulesetData& rd, PositionState& st, const Move& m) {
    if (st.held_victim == NoSquare) return;
    if (st.ep_victim != NoSquare || m.from == st.held_victim) return drop_held(rd, st);
    int n = 0;
    for (Square e : st.held_ep) {
        if (e == NoSquare) continue;
        if (st.board[e]) st.hash ^= rd.z.ep[e];
        else st.ep[std::size_t(n++)] = e;
    }
    if (n) st.ep_victim = st.held_victim;
    st.held_ep.fill(NoSquare);
    st.held_victim = NoSquare;
}

bool goes_on(const RulesetData& rd, PositionState& st, const Move& m) {
    const Color us = st.side;
    bool more = st.turn_left > 1;
    if (more && rd.turns.check == TurnCheck::EndsTurn && royal_attacked(rd, st, opposite(us)))
        more = false;
    if (more) {
        hold_ep(rd, st, m);
        set_left(rd, st, st.turn_left - 1u);
        return true;
    }
    release_ep(rd, st, m);
    set_left(rd, st, rd.turns.length(opposite(us), st.fullmove + (us == Color::Black)));
    return false;
}

// check-last: a move before the turn's last may not give check.
bool no_early_check(const RulesetData& rd, const PositionState& before, const PositionState& after,
                    const TurnFacts& f, const Move&) {
    return before.turn_left <= 1 || after.side != before.side ||
           !royal_attacked(rd, after, opposite(before.side), f.walks_only);
}

bool mid_turn(const RulesetData&, const PositionState& st) { return st.turn_left > 1; }
bool always(const RulesetData&, const PositionState&) { return true; }

void install(const RulesetData& rd, RulePlan& p) {
    p.turn_goes_on = goes_on;
    p.whole_turns = true;
    if (rd.turns.check == TurnCheck::LastOnly) {
        p.after_make.push_back(no_early_check);
        p.fast_unless.push_back(mid_turn);
    }
    if (rd.turns.check == TurnCheck::AtEnd) {
        p.safety = Safety::AtTurnEnd;
        p.fast_unless.push_back(always);
    }
}

}  // namespace

extern const Component moves_per_turn_rule = {
    "moves-per-turn", "a turn is several moves; the side changes when it ends",
    FastPath::Asks, Counting::Counts, 2, in_game, install};

}  // namespace aviary::detail

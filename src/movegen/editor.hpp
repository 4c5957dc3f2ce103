// Make's board edits: each keeps the hash, the piece counts and the unmoved squares in step.
// Rule components edit the position through it (capture effects, drop effects).
#pragma once
#include "ir/rules_data.hpp"

namespace aviary::detail {

struct Editor {
    const RulesetData& rd;
    PositionState& st;

    void put(Square s, Cell c) {
        st.put(s, c);
        st.hash ^= rd.piece_key(c, s);
        if (cell_color(c) != Color::Neutral) st.count[int(cell_color(c))][cell_type(c)]++;
    }
    Cell remove(Square s) {
        Cell c = st.board[s];
        if (!c) return 0;
        st.hash ^= rd.piece_key(c, s);
        if (cell_color(c) != Color::Neutral) st.count[int(cell_color(c))][cell_type(c)]--;
        st.clear(s);
        unvirgin(s);
        return c;
    }
    void unvirgin(Square s) {
        if (st.is_virgin(s)) {
            st.set_virgin(s, false);
            st.hash ^= rd.z.virgin[s];
        }
    }
    void set_virgin(Square s) {
        if (!st.is_virgin(s)) {
            st.set_virgin(s, true);
            st.hash ^= rd.z.virgin[s];
        }
    }
    void hand(int colour, int type, int delta) {
        auto& n = st.hand[colour][type];
        if (n) st.hash ^= rd.hand_key(colour, type, n);
        n = std::uint8_t(n + delta);
        if (n) st.hash ^= rd.hand_key(colour, type, n);
    }
    // A piece of type `t` of colour `c` dropped from its hand onto `s` (the hand gives its hand
    // type: drop-promoted); unmoved, as a FEN would read it, on a rank where the setup has its
    // kind (a pawn's double step). Drop effects (RulePlan::on_drop) run before `unmoved`.
    void drop(Square s, int t, Color c) {
        hand(int(c), rd.types[t].hand_type(t), -1);
        put(s, make_cell(t, c));
    }
    void unmoved(Square s, int t, Color c) {
        if (rd.types[t].has_initial && (rd.setup_ranks[int(c)][t] >> rd.rel_rank(c, s) & 1))
            set_virgin(s);
    }
    // A piece taken by `captor`: to the captor's hand (changing colour, and back to its
    // unpromoted type: demote=) or out of the game.
    void taken(Cell victim, Color captor) {
        int t = cell_type(victim);
        if (rd.types[t].demote >= 0) t = rd.types[t].demote;
        if (rd.hand.held && rd.types[t].to_hand) hand(int(captor), t, +1);
    }
};

}  // namespace aviary::detail

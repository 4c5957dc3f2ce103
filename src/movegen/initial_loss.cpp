// initial-lost-to: a piece of the listed types that moves to where its moves would reach an
// enemy royal piece on an empty board takes that royal piece's initial (i) moves, blockers or
// not. This is how Fairy-Stockfish plays Cambodian's "a king that has been checked may no longer
// leap": a rook that moves onto the king's rank or file.
#include "movegen/movegen.hpp"

namespace aviary::detail {

void aim_takes_initial(const RulesetData& rd, PositionState& st, Square to, int mover_type, Color mover) {
    const Color them = opposite(mover);
    for (int s : squares(st.pieces[int(them)])) {
        const Cell c = st.board[s];
        if (!rd.types[cell_type(c)].royal || !st.is_virgin(Square(s)) || Square(s) == to) continue;
        if (!rd.may_reach(mover_type, mover, to, Square(s))) continue;
        st.set_virgin(Square(s), false);
        st.hash ^= rd.z_virgin[s];
    }
}

}  // namespace aviary::detail

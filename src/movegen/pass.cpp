// pass = yes: a side may pass instead of moving (janggi). Two passes in a row end the game;
// under royal-facing = bikjang a pass that leaves the royal pieces facing ends it too.
#include "movegen/facing.hpp"

namespace aviary::detail {

std::optional<Move> legal_pass(const RulesetData& rd, const PositionState& st) {
    if (!rd.pass) return std::nullopt;
    const Color us = st.side;
    Square at = NoSquare;
    for (int s : squares(st.pieces[int(us)])) {
        if (at == NoSquare) at = Square(s);
        if (rd.types[cell_type(st.board[s])].royal) {
            at = Square(s);
            break;
        }
    }
    if (at == NoSquare) return std::nullopt;
    const bool bikjang = rd.facing == Facing::Bikjang && royals_face(rd, st);
    if (!bikjang && rd.royalty != Royalty::Capture && royal_attacked(rd, st, us)) return std::nullopt;
    Move m;
    m.from = m.to = at;
    m.flags = MovePass;
    return m;
}

bool passes_end(const RulesetData& rd, const PositionState& st) {
    if (!rd.pass || st.passes == 0) return false;
    return st.passes >= 2 || (rd.facing == Facing::Bikjang && royals_face(rd, st));
}

}  // namespace aviary::detail

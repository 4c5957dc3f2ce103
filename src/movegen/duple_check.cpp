// duple-check: a side with several royal pieces is in check only when every one of them is
// attacked (Spartan chess, as Fairy-Stockfish plays it); with one royal piece that is check.
#include "movegen/movegen.hpp"

namespace aviary::detail {

bool all_royals_attacked(const RulesetData& rd, const PositionState& st, Color side, bool walks_only) {
    bool any = false;
    for (int s : squares(st.pieces[int(side)])) {
        const Cell c = st.board[s];
        if (!rd.types[cell_type(c)].royal) continue;
        if (blast_shelters(rd, st, Square(s), side) ||
            !attacked(rd, st, Square(s), opposite(side), nullptr, walks_only))
            return false;
        any = true;
    }
    return any;
}

}  // namespace aviary::detail

// promote-by=change: promotion as a move of its own (Fairy-Stockfish's sittuyin). A piece of
// the type standing on one of its promotion squares, or anywhere when it is its side's last
// piece of the type, may instead of moving become one of its promotion types (within
// `promotion-limit`), where it stands or on an empty square the new type could take on from
// there. The new piece may not attack an enemy piece where it lands, and the move may not give
// check. Its moves never promote otherwise.
#include "movegen/movegen.hpp"
#include "movegen/powers.hpp"
#include "movegen/setup_phase.hpp"

namespace aviary::detail {
namespace {

// The promotions of the piece on `from` into type `c`.
void promote_from(const RulesetData& rd, const PositionState& st, Square from, int c, MoveList& out) {
    const Color us = st.side, them = opposite(us);
    const Cell changed = make_cell(c, us);
    PositionState as = st;   // the new piece where the old one stands
    as.clear(from);
    as.put(from, changed);
    for (int s = 0; s < rd.size(); ++s) {
        const Square to = Square(s);
        if (to != from && (st.board[s] || !walk_hits(rd, as, us, from, c, to, nullptr, false)))
            continue;
        PositionState there = st;
        there.clear(from);
        there.put(to, changed);
        bool threatens = false;
        for (int e : squares(st.pieces[int(them)]))
            if (walk_hits(rd, there, us, to, c, Square(e), nullptr, false)) {
                threatens = true;
                break;
            }
        if (threatens) continue;
        Move m;
        m.from = from;
        m.to = to;
        m.piece = std::uint8_t(c + 1);
        PositionState after = st;
        apply_move(rd, after, m);
        if (!royal_attacked(rd, after, them)) out.push(m);
    }
}

}  // namespace

void change_promotions(const RulesetData& rd, const PositionState& st, MoveList& out) {
    const Color us = st.side;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        const PieceType& pt = rd.types[t];
        if (!pt.promote_changing) continue;
        const Cell mine = make_cell(int(t), us);
        const bool last = st.count[int(us)][t] == 1;
        for (int s : squares(st.pieces[int(us)])) {
            if (st.board[s] != mine || (!last && !pt.change_at[int(us)].has(Square(s)))) continue;
            for (int c : pt.promo_choices[int(us)])
                if (rd.promotion_allowed(st, int(us), c) && pt.promotes_on(us, c, Square(s)))
                    promote_from(rd, st, Square(s), c, out);
        }
    }
}

}  // namespace aviary::detail

// Castling moves: the king and its partner as the position's rights give them (position/castling_fen.cpp),
// landing by the O move's steps from the king's square, or under `castling-start = any` on the
// files the O moves give them from the setup (Chess960: king g/c, partner f/d), wherever they start.
#include <algorithm>

#include "compile/castlings.hpp"
#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

bool path_clear(const RulesetData& rd, const PositionState& st, Square k, Square p, Landing l) {
    const BoardShape& b = rd.shape;
    const int kf = b.file_of(k), pf = b.file_of(p), r = b.rank_of(k);
    const int lo = std::min({kf, pf, l.kt, l.pt}), hi = std::max({kf, pf, l.kt, l.pt});
    for (int f = lo; f <= hi; ++f) {
        const Square s = b.square(f, r);
        if (s != k && s != p && on_path(rd, f, kf, pf, l) && st.board[s]) return false;
    }
    return true;
}

// Is the king, royal under check rules, safe on its square and on every square it passes
// (the partner left in place)? It goes to file kt along its rank, or along the line whose rank
// grows `slope` a file (castling-lines).
bool king_path_safe(const RulesetData& rd, const PositionState& st, Square k, int kt, int slope,
                    bool fast) {
    const BoardShape& b = rd.shape;
    const Color us = st.side, them = opposite(us);
    if (royal_in_danger(rd, st, k, us, !fast)) return false;
    const int kf = b.file_of(k), dir = kt > kf ? 1 : -1;
    const int r = b.rank_of(k) - kf * slope;   // (the line's rank on file 0: the square of file f is r + f * slope)
    // (the king lifted off k and standing on an empty s: what attacked() with k vacant
    // sees, unless it is immune to doomed pieces or powers or blasts read the board)
    bool lift = !rd.powers && !rd.plan.shelter && !rd.types[cell_type(st.board[k])].immune;
    for (int f = kf + dir; lift && f != kt && kf != kt; f += dir) {
        const Square s = b.square(f, r + f * slope);
        if (st.board[s]) lift = false;   // (the partner: the board copy below)
        else if (attacked(rd, st, s, them, nullptr, !fast, k)) return false;
    }
    if (lift) return true;
    PositionState tmp = st;
    tmp.clear(k);
    for (int f = kf + dir; f != kt && kf != kt; f += dir) {
        const Square s = b.square(f, r + f * slope);
        const Cell keep = tmp.board[s];
        tmp.clear(s);
        tmp.put(s, st.board[k]);
        const bool hit = royal_in_danger(rd, tmp, s, us, !fast);
        tmp.clear(s);
        if (keep) tmp.put(s, keep);
        if (hit) return false;
    }
    return true;
}

// The castling by `cr` (its right held) of the king on `k`, if the squares between are empty:
// its king and partner squares, landings included (else m.to = NoSquare).
Move castling(const RulesetData& rd, const PositionState& st, Square k, const CastleRule& cr) {
    Move m;
    m.flags = MoveCastle;
    if (!rd.castling.any) {   // (the right's squares are the setup's: its plan)
        if (rd.castling.king[cr.right] != k || cr.king_to == NoSquare) return m;
        for (int w = 0; w < rd.words; ++w)
            if ((st.pieces[0][w] | st.pieces[1][w] | st.pieces[2][w]) & cr.must_empty[w]) return m;
        m.from = k;
        m.to = cr.king_to;
        m.partner = {rd.castling.partner[cr.right], cr.partner_to};
        return m;
    }
    if (st.castle_king[cr.right] != k) return m;
    const BoardShape& b = rd.shape;
    const Square p = st.castle_partner[cr.right];
    const Landing l = landing(rd, cr, b.file_of(k), b.file_of(p));
    if (l.kt < 0 || !path_clear(rd, st, k, p, l)) return m;
    m.from = k;
    m.to = b.square(l.kt, b.rank_of(k));
    m.partner = {p, b.square(l.pt, b.rank_of(k))};
    return m;
}

// Does a royal king mind attacks on its castling path? Under check rules; under duple-check
// and last-check only as its side's last royal piece (a king with a royal companion need not).
bool path_minds(const RulesetData& rd, const PositionState& st) {
    switch (rd.plan.safety) {
        case Safety::None: return false;
        case Safety::Check:
        case Safety::AtTurnEnd: return true;
        case Safety::AllRoyals:
        case Safety::LastRoyal: return royal_count(rd, st, st.side) <= 1;
    }
    return false;
}

}  // namespace

void castling_moves(const RulesetData& rd, const PositionState& st, Square k, int type,
                    MoveList& out, bool fast) {
    for (const CastleRule& cr : rd.types[type].castles[int(st.side)]) {
        if (!(st.castling >> cr.right & 1)) continue;
        const Move m = castling(rd, st, k, cr);
        if (m.to == NoSquare) continue;
        if (m.partner.from == st.doomed) continue;   // a doomed partner may only make its rifle captures
        // (a castling piece that is not royal may castle out of, through and into attack)
        const bool minds = rd.types[type].royal && path_minds(rd, st);
        if (minds && !king_path_safe(rd, st, k, rd.shape.file_of(m.to),
                                     rd.castling.slope[std::size_t(cr.right)], fast))
            continue;
        out.push(m);
    }
}

}  // namespace aviary::detail

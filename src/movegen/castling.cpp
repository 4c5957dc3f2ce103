// Castling moves: the king and its partner as the position's rights give them (position/castling_fen.cpp),
// landing by the O move's steps from the king's square, or under `castling-start = any` on the
// files the O moves give them from the setup (Chess960: king g/c, partner f/d), wherever they start.
#include <algorithm>

#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

struct Landing {
    int kt = -1, pt = -1;   // the files the king and the partner land on
};

// Where castling by `cr` takes the king (on file kf) and the partner (on pf), or kt = -1.
Landing landing(const RulesetData& rd, const CastleRule& cr, int kf, int pf) {
    if (rd.castle_any) return {rd.castle_king_to[cr.right], rd.castle_partner_to[cr.right]};
    const int kt = kf + cr.dir * cr.king_steps, pt = kt - cr.dir * cr.gap;
    if (kt < 0 || kt >= rd.shape.files || pt < 0 || pt >= rd.shape.files) return {};
    // The king may not pass the partner, except by landing on its square.
    if ((kt - pf) * cr.dir > 0) return {};
    return {kt, pt};
}

// Are the squares both pieces pass and land on empty (the two themselves apart), and, for a
// standard castling, the squares between them?
bool path_clear(const RulesetData& rd, const PositionState& st, Square k, Square p, Landing l) {
    const BoardShape& b = rd.shape;
    const int kf = b.file_of(k), pf = b.file_of(p), r = b.rank_of(k);
    const int lo = std::min({kf, pf, l.kt, l.pt}), hi = std::max({kf, pf, l.kt, l.pt});
    for (int f = lo; f <= hi; ++f) {
        const Square s = b.square(f, r);
        if (s == k || s == p) continue;
        const bool on_path = (f - kf) * (f - l.kt) <= 0 || (f - pf) * (f - l.pt) <= 0 ||
                             (!rd.castle_any && (f - kf) * (f - pf) <= 0);
        if (on_path && st.board[s]) return false;
    }
    return true;
}

// Is the king, royal under check rules, safe on its square and on every square it passes
// (the partner left in place)?
bool king_path_safe(const RulesetData& rd, const PositionState& st, Square k, int kt, bool fast) {
    const BoardShape& b = rd.shape;
    const Color us = st.side, them = opposite(us);
    if (!blast_shelters(rd, st, k, us) && attacked(rd, st, k, them, nullptr, !fast)) return false;
    const int kf = b.file_of(k), r = b.rank_of(k), dir = kt > kf ? 1 : -1;
    PositionState tmp = st;
    tmp.clear(k);
    for (int f = kf + dir; f != kt && kf != kt; f += dir) {
        const Square s = b.square(f, r);
        const Cell keep = tmp.board[s];
        tmp.clear(s);
        tmp.put(s, st.board[k]);
        const bool hit = !blast_shelters(rd, tmp, s, us) && attacked(rd, tmp, s, them, nullptr, !fast);
        tmp.clear(s);
        if (keep) tmp.put(s, keep);
        if (hit) return false;
    }
    return true;
}

}  // namespace

void castling_moves(const RulesetData& rd, const PositionState& st, Square k, int type,
                    MoveList& out, bool fast) {
    const BoardShape& b = rd.shape;
    for (const CastleRule& cr : rd.types[type].castles[int(st.side)]) {
        if (!(st.castling >> cr.right & 1) || st.castle_king[cr.right] != k) continue;
        const Square p = st.castle_partner[cr.right];
        if (p == st.doomed) continue;   // a doomed partner may only make its rifle captures
        const Landing l = landing(rd, cr, b.file_of(k), b.file_of(p));
        if (l.kt < 0 || !path_clear(rd, st, k, p, l)) continue;
        // (a castling piece that is not royal may castle out of, through and into attack)
        // (under duple-check a king with a royal companion need not mind attacks either)
        const bool minds = rd.royalty == Royalty::Check && rd.types[type].royal &&
                           !(rd.duple_check && royal_count(rd, st, st.side) > 1);
        if (minds && !king_path_safe(rd, st, k, l.kt, fast)) continue;
        Move m;
        m.from = k;
        m.to = b.square(l.kt, b.rank_of(k));
        m.partner.from = p;
        m.partner.to = b.square(l.pt, b.rank_of(k));
        m.flags = MoveCastle;
        out.push(m);
    }
}

}  // namespace aviary::detail

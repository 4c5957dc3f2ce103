// What a move does to the position: applied generically from the effects the move carries.
#include <algorithm>
#include <numeric>
#include <tuple>

#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

// Could any piece of `side` take en passant on one of the squares (by geometry alone)?
bool ep_useful(const RulesetData& rd, const PositionState& st, Color side) {
    for (Square e : st.ep) {
        if (e == NoSquare) continue;
        for (const EpRay& r : rd.ep_rays[int(side)]) {
            Square t = e;
            for (int k = 1; k <= r.range; ++k) {
                t = rd.target(r.rvec, t);
                if (t == NoSquare) break;
                if (st.board[t] == make_cell(r.type, side)) return true;
            }
        }
    }
    return false;
}

// The squares a multi-step move passed become en passant targets, if some enemy piece could
// take there at all. (On a wrapped board, the squares of the shorter way round.)
void set_ep(const RulesetData& rd, PositionState& st, const Move& m) {
    const BoardShape& b = rd.shape;
    const int f = b.file_of(m.from), r = b.rank_of(m.from);
    auto [dx, dy] = std::pair(b.file_of(m.to) - f, b.rank_of(m.to) - r);
    if (rd.wrap.any()) std::tie(dx, dy) = rd.wrap.shortest(b, dx, dy);
    int g = std::gcd(std::abs(dx), std::abs(dy));
    int n = 0;
    for (int k = 1; k < g && n < 4; ++k)
        st.ep[n++] = rd.wrap.any() ? rd.wrap.step(b, f, r, dx / g * k, dy / g * k)
                                   : b.square(f + dx / g * k, r + dy / g * k);
    if (n && ep_useful(rd, st, opposite(st.side))) {
        for (int k = 0; k < n; ++k) st.hash ^= rd.z.ep[st.ep[k]];
        st.ep_victim = m.to;
    } else {
        st.ep.fill(NoSquare);
    }
}

// The move's end: the castling rights kept, passes, clocks, side to move, then the rules'
// end-of-turn hooks (`took`: the move took or promoted).
// A turn of several moves (RulePlan::turn_goes_on) that goes on after this one keeps its side.
void end_turn(const RulesetData& rd, PositionState& st, const Move& m, std::uint8_t keep,
              bool reset_clock, bool took) {
    const Color us = st.side;
    if (st.castling & ~keep) {
        st.hash ^= rd.z.castle[st.castling & 15];
        st.castling &= keep;
        st.hash ^= rd.z.castle[st.castling & 15];
    }
    const std::uint8_t passes = (m.flags & MovePass) ? std::uint8_t(std::min(st.passes + 1, 2)) : 0;
    if (passes != st.passes) {   // (z_passes[0] is 0)
        st.hash ^= rd.z.passes[st.passes] ^ rd.z.passes[passes];
        st.passes = passes;
    }
    st.halfmove = reset_clock ? 0 : std::uint16_t(st.halfmove + (st.halfmove < 0xFFFF));
    if (rd.plan.turn_goes_on && rd.plan.turn_goes_on(rd, st, m)) [[unlikely]]
        return;
    if (us == Color::Black) st.fullmove++;
    st.side = opposite(us);
    st.hash ^= rd.z.side;
    for (TurnEnd hook : rd.plan.on_turn_end) hook(rd, st, m, took);
}

}  // namespace

void apply_move(const RulesetData& rd, PositionState& st, const Move& m) {
    if (m.flags & (MoveGate | MoveGatePartner)) [[unlikely]] return rd.plan.apply_gated(rd, st, m);
    Editor e{rd, st};
    const Color us = st.side, them = opposite(us);
    for (Square& s : st.ep)
        if (s != NoSquare) {
            st.hash ^= rd.z.ep[s];
            s = NoSquare;
        }
    st.ep_victim = NoSquare;
    bool capture = false, reset = false;
    Captured taken;
    std::uint8_t keep = 0xFF;

    if (m.flags & MovePass) {
        // nothing moves
    } else if (m.flags & MoveDrop) {
        const int t = m.piece - 1;
        e.drop(m.to, t, us);
        reset = rd.plan.clock & ResetDrop;
        for (MoveEffect hook : rd.plan.on_drop) hook(e, m, 0);
        e.unmoved(m.to, t, us);
    } else {
        const Cell mover = st.board[m.from];
        const bool rifle = m.to == m.from;
        reset = (m.piece && (rd.plan.clock & ResetPromotion)) ||
                ((rd.plan.clock & ResetPromoterMove) && rd.promoters.has(cell_type(mover)));
        auto take = [&](Square s) {
            Cell v = st.board[s];
            if (!v) return;
            capture = true;
            if (rifle && rd.plan.rifle_spares) return;   // (a turn edit dooms it)
            keep &= castle_keep(rd, st, s);
            taken.add(s, v);
            e.remove(s);
            e.taken(v, us);
        };
        if (m.victim[0] != NoSquare)   // (most moves take nothing besides `to`)
            for (Square v : m.victims()) take(v);
        e.remove(m.from);
        keep &= castle_keep(rd, st, m.from);
        if (m.flags & MoveCastle) {
            Cell partner = e.remove(m.partner.from);
            keep &= castle_keep(rd, st, m.partner.from);
            e.put(m.partner.to, partner);
        }
        if (!rifle && st.board[m.to]) {
            keep &= castle_keep(rd, st, m.to);
            if (m.unload != NoSquare) {
                Cell other = e.remove(m.to);
                e.put(m.unload, other);
                e.unvirgin(m.unload);
                capture = capture || cell_color(other) != us;
            } else {
                take(m.to);
            }
        }
        e.put(m.to, m.piece ? make_cell(m.piece - 1, us) : mover);
        if (m.flags & MoveMoverDies) e.taken(e.remove(m.to), them);   // poisoned
        if (taken.n)
            for (CaptureEffect hook : rd.plan.on_capture) hook(e, m, mover, m.to, taken, keep);
        for (MoveEffect hook : rd.plan.on_move) hook(e, m, mover);
        if (m.flags & MoveMakesEp) set_ep(rd, st, m);
    }
    for (TurnEdit hook : rd.plan.on_turn_edit) hook(e, m, keep);
    end_turn(rd, st, m, keep, capture || reset, capture || (m.piece && !(m.flags & MoveDrop)));
}

bool pieces_agree(const RulesetData& rd, const PositionState& st) {
    for (int s = 0; s < MaxSquares; ++s) {
        const Cell c = st.board[s];
        for (int col = 0; col < 3; ++col) {
            const bool listed = st.pieces[col][s >> 6] >> (s & 63) & 1;
            if (listed != (c && int(cell_color(c)) == col && s < rd.size())) return false;
        }
    }
    return true;
}

}  // namespace aviary::detail

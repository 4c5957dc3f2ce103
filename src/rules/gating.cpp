// Gating (`gating = yes`): when a piece leaves a first-rank square for the first time (it is
// still virgin there), a piece from the mover's hand may enter on that square as part of the
// same move; a castling may bring one in on the king's square or on the partner's. The entering
// piece obeys the drop ranks and region of its type. A gating move is legal exactly when the
// move without it is: the entering piece shields nothing (as Fairy-Stockfish rules), so the
// variants are added to the legal moves rather than generated and tested one by one.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// May a piece of `type` from the hand of `us` enter on `s` (its drop ranks and region)?
bool may_enter(const RulesetData& rd, Color us, int type, Square s) {
    const PieceType& pt = rd.types[std::size_t(type)];
    if (pt.neutral || !((rd.hand.drop_ranks & pt.drop_ranks[int(us)]) >> rd.rel_rank(us, s) & 1)) return false;
    return pt.region < 0 || rd.square_sets[std::size_t(pt.region)][int(us)].has(s);
}

// Is `s` a gate of the side to move: a first-rank square whose piece has not moved?
bool is_gate(const RulesetData& rd, const PositionState& st, Square s) {
    return s != NoSquare && rd.rel_rank(st.side, s) == 0 && st.is_virgin(s) && st.board[s] &&
           cell_color(st.board[s]) == st.side;
}

// The gating variants of `m` through the gate `gate` (flag MoveGate or MoveGatePartner).
void add_variants(const RulesetData& rd, const PositionState& st, const Move& m, Square gate,
                  std::uint8_t flag, MoveList& out) {
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        if (!st.hand[int(st.side)][t] || !may_enter(rd, st.side, int(t), gate)) continue;
        Move g = m;
        g.flags = std::uint8_t(g.flags | flag);
        g.piece = std::uint8_t(t + 1);
        out.push(g);
    }
}

// The gating variants of the legal moves `moves`, appended to them.
void add_gating_moves(const RulesetData& rd, const PositionState& st, MoveList& moves) {
    bool any = false;
    for (std::size_t t = 0; t < rd.types.size(); ++t) any = any || st.hand[int(st.side)][t];
    if (!any) return;
    const std::size_t n = moves.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Move m = moves[i];
        if (m.flags & (MoveDrop | MovePass) || m.piece) continue;   // (no gating with a promotion)
        // the gate must be empty once the move is made (a king landing on its partner's square)
        const bool castle = m.flags & MoveCastle;
        auto free_after = [&](Square g) { return g != m.to && (!castle || g != m.partner.to); };
        if (is_gate(rd, st, m.from) && m.to != m.from && free_after(m.from))
            add_variants(rd, st, m, m.from, MoveGate, moves);
        if (castle && is_gate(rd, st, m.partner.from) && free_after(m.partner.from))
            add_variants(rd, st, m, m.partner.from, MoveGatePartner, moves);
    }
}

// A gating move: the move without the piece, then the piece from the hand onto the gate.
void apply_gating(const RulesetData& rd, PositionState& st, const Move& m) {
    const Color us = st.side;
    const Square gate = m.gate_square();
    const int type = m.piece - 1;
    Move plain = m;
    plain.flags = std::uint8_t(plain.flags & ~(MoveGate | MoveGatePartner));
    plain.piece = 0;
    const std::uint8_t checks_before = st.checks_left[int(us)];
    apply_move(rd, st, plain);
    // the piece comes from the hand onto the gate (which the move emptied and unvirgined)
    auto& n = st.hand[int(us)][std::size_t(type)];
    st.hash ^= rd.hand_key(int(us), type, n);
    --n;
    if (n) st.hash ^= rd.hand_key(int(us), type, n);
    const Cell c = make_cell(type, us);
    st.put(gate, c);
    st.hash ^= rd.piece_key(c, gate);
    st.count[int(us)][std::size_t(type)]++;
    // check-limit: a check given by the entering piece counts too
    auto& left = st.checks_left[int(us)];
    if (rd.ends.check_limit && left && left == checks_before && royal_attacked(rd, st, st.side)) {
        st.hash ^= rd.z.checks[int(us)][left];
        --left;
        st.hash ^= rd.z.checks[int(us)][left];
    }
}

bool in_game(const RulesetData& rd) { return rd.gating; }
void install(const RulesetData&, RulePlan& p) {
    p.list.push_back(add_gating_moves);
    p.apply_gated = apply_gating;
}

}  // namespace

extern const Component gating_rule = {
    "gating", "a piece in hand may enter where a first-rank piece leaves on its first move",
    FastPath::Keeps, Counting::Lists, 11, in_game, install};

}  // namespace aviary::detail

// A move's rule effects: the board after the move against what the move's own fields put
// where (aviary/effects.hpp).
#include "position/effects.hpp"

#include "ir/access.hpp"
#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

PlacedPiece placed(Cell c) { return PlacedPiece{cell_type(c), cell_color(c)}; }

// The piece the move's own fields put on `s`, if any (the mover on `to`, a swapped, castling
// or gated piece, a neutral piece placed); `type` -1 when they put none there.
PlacedPiece expected(const PositionState& st, const Move& m, Square s, bool& puts) {
    puts = true;
    if (s == m.to && !m.is_pickup()) {
        const int mover = m.from != NoSquare ? cell_type(st.board[m.from]) : m.piece - 1;
        const int type = m.promotion_type().value_or(m.is_drop() ? m.piece - 1 : mover);
        return {type, st.side};
    }
    if (s == m.unload) return placed(st.board[m.to]);
    if (s == m.gate_square()) return {m.piece - 1, st.side};
    if (s == m.partner.to && m.partner.from != NoSquare) return placed(st.board[m.partner.from]);
    if (s == m.neutral.to)
        return m.neutral.from != NoSquare ? placed(st.board[m.neutral.from]) : PlacedPiece{-1, Color::Neutral};
    puts = false;
    return {-1, Color::Neutral};
}

bool named(const std::vector<Square>& own, Square s) {
    for (Square n : own)
        if (n == s) return true;
    return false;
}

// A square the move puts a piece on: only a change of side, or the piece gone, is an effect.
void on_placed(const PlacedPiece& want, Cell before, Cell after, Square s, std::vector<aviary::MoveEffect>& out) {
    if (!after) {   // (the mover died there: a blast, a poisoned capture)
        if (want.type >= 0 || before) out.push_back({EffectKind::Removed, s, want.type >= 0 ? want : placed(before)});
        return;
    }
    const PlacedPiece now = placed(after);
    if (want.type < 0 || now == want) return;
    if (now.type == want.type) out.push_back({EffectKind::ChangesSide, s, now});
    else {   // (another piece there: the mover turned to stone)
        out.push_back({EffectKind::Removed, s, want});
        out.push_back({EffectKind::Appears, s, now});
    }
}

// Any other square: what stands there now against what stood there (nothing, on a square the
// move empties).
void on_other(Cell before, Cell after, Square s, std::vector<aviary::MoveEffect>& out) {
    if (!after) {
        if (before) out.push_back({EffectKind::Removed, s, placed(before)});
        return;
    }
    if (before && cell_type(before) == cell_type(after)) {
        out.push_back({EffectKind::ChangesSide, s, placed(after)});
        return;
    }
    if (before) out.push_back({EffectKind::Removed, s, placed(before)});
    out.push_back({EffectKind::Appears, s, placed(after)});
}

}  // namespace

std::vector<aviary::MoveEffect> effects_between(const RulesetData& rd, const PositionState& before,
                                        const PositionState& after, const Move& m) {
    std::vector<aviary::MoveEffect> out;
    const std::vector<Square> own = m.squares();
    for (int i = 0; i < rd.shape.size(); ++i) {
        const Square s = Square(i);
        const Cell b = before.board[s], a = after.board[s];
        bool puts = false;
        const PlacedPiece want = expected(before, m, s, puts);
        if (puts) on_placed(want, b, a, s, out);
        else if (a == b) continue;
        else if (!named(own, s)) on_other(b, a, s, out);
        else if (a) out.push_back({EffectKind::Appears, s, placed(a)});   // (on a square it emptied)
    }
    return out;
}

}  // namespace aviary::detail

namespace aviary {

std::vector<MoveEffect> move_effects(const Position& pos, const Move& m) {
    MoveList legal;
    pos.legal_moves(legal);
    if (!legal.contains(m)) return {};
    const detail::RulesetData& rd = detail::rules_data(pos.ruleset());
    PositionState after = detail::state_of(pos);
    detail::apply_move(rd, after, m);
    return detail::effects_between(rd, detail::state_of(pos), after, m);
}

}  // namespace aviary

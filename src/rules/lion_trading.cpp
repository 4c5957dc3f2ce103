// lion-trading = TYPES, lion-trading-bridge = TYPES (Chu shogi's Lion-trading rules): pieces
// of the listed types (its Lions) trade under two rules. One of them may not take another that
// stands more than a step away (a jump, or a second step) where the other side could take it
// back, unless the move also took, on its first step, a piece of none of the bridge types;
// and after a piece of none of the listed types took one of them, the reply may not take one
// of them but with one of them (PositionState::trade_barred, which neither FEN nor hash holds).
#include <algorithm>
#include <cstdlib>

#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool in_game(const RulesetData& rd) { return rd.lion_trading.types.any(); }

bool listed(const RulesetData& rd, Cell c) { return c && rd.lion_trading.types.has(cell_type(c)); }

// Does `m`, not yet made in `st`, take a piece of the listed types?
bool takes_listed(const RulesetData& rd, const PositionState& st, const Move& m) {
    const Color them = opposite(st.side);
    auto at = [&](Square s) {
        return s != NoSquare && cell_color(st.board[s]) == them && listed(rd, st.board[s]);
    };
    return at(m.victim[0]) || at(m.victim[1]) ||
           (m.to != m.from && m.unload == NoSquare && st.board[m.to] && at(m.to));
}

bool listed_taker(const RulesetData& rd, const PositionState& st, const Move& m) {
    return !(m.flags & (MoveDrop | MovePass)) && listed(rd, st.board[m.from]) &&
           takes_listed(rd, st, m);
}

// A listed piece takes a listed one from afar: is there nothing on its first step that
// keeps the trade open (a piece of none of the bridge types taken there)?
bool from_afar(const RulesetData& rd, const PositionState& st, const Move& m) {
    const BoardShape& b = rd.shape;
    const int d = std::max(std::abs(b.file_of(m.to) - b.file_of(m.from)),
                           std::abs(b.rank_of(m.to) - b.rank_of(m.from)));
    if (d == 1) return false;
    const Square first = m.victim[0];
    return first == NoSquare || !st.board[first] ||
           rd.lion_trading.bridge.has(cell_type(st.board[first]));
}

// (after make) the taker of a listed piece from afar may not stand where it can be taken
bool not_exposed(const RulesetData& rd, const PositionState& before, const PositionState& after,
                 const TurnFacts& f, const Move& m) {
    if (!listed_taker(rd, before, m) || !from_afar(rd, before, m)) return true;
    return !attacked(rd, after, m.to, after.side, nullptr, f.walks_only);
}
Early exposed_early(const RulesetData& rd, const PositionState& st, const TurnFacts&,
                    const Move& m) {
    return listed_taker(rd, st, m) && from_afar(rd, st, m) ? Early::Make : Early::Pass;
}

// (before make) after a listed piece was taken by another piece, only a listed piece takes one
bool reply_allowed(const RulesetData& rd, const PositionState& st, const TurnFacts&,
                   const Move& m) {
    if (!(st.trade_barred & 1) || (m.flags & (MoveDrop | MovePass))) return true;
    return listed(rd, st.board[m.from]) || !takes_listed(rd, st, m);
}

void on_capture(Editor& e, const Move&, Cell mover, Square, const Captured& taken,
                std::uint8_t&) {
    if (listed(e.rd, mover)) return;
    for (int i = 0; i < taken.n; ++i)
        if (cell_color(taken.cell[std::size_t(i)]) != cell_color(mover) &&
            listed(e.rd, taken.cell[std::size_t(i)]))
            e.st.trade_barred |= 2;   // (the turn's end makes it 1: the reply's)
}
void on_turn_end(const RulesetData& rd, PositionState& st, const Move&, bool) {
    const std::uint8_t now = st.trade_barred >> 1;
    if (now != (st.trade_barred & 1)) st.hash ^= rd.z.trade_barred;
    st.trade_barred = now;
}

void install(const RulesetData&, RulePlan& p) {
    p.before_make.push_back(reply_allowed);
    p.after_make.push_back(not_exposed);
    p.early.push_back(exposed_early);
    p.on_capture.push_back(on_capture);
    p.on_turn_end.push_back(on_turn_end);
}

}  // namespace

extern const Component lion_trading_rule = {
    "lion-trading", "Lions may not trade from afar into a recapture, nor right after one fell",
    FastPath::Keeps, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

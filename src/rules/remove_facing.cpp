// remove-facing = TYPES: two enemy pieces of these types that block each other head-on (each
// stands on a square the other would move to without capturing, on an otherwise empty board:
// two pawns of one side running opposite ways round a ring, nose to nose) may be removed by
// the side to move without spending its turn (Byzantine round chess). The removal is a move
// of its own that leaves the same side to move: a pass that takes the two pieces (MovePass,
// from == to naming the remover's royal piece as a pass does, the two in victim[]; written
// `e4c2,d2,e4`, in SAN `--xc2xd2`). It is no capture (the halfmove clock runs on) and is not
// tested on its own: what counts is the move that ends the turn, tested as usual, so a
// removal that would leave the king attacked is still open when the turn's move then
// shelters it. Several facing pairs are removed one per move, in any order; perft counts
// whole turns (RulePlan::free_moves), so perft 1 counts each sequence of removals that ends
// in a legal move, as for moves-per-turn.
#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool listed(const RulesetData& rd, Cell c, Color side) {
    return c && cell_color(c) == side && rd.remove_facing.has(cell_type(c));
}

const SquareSet& steps(const RulesetData& rd, Color side, Cell c, Square s) {
    const std::size_t n = rd.types.size(), size = std::size_t(rd.size());
    return rd.facing_steps[(std::size_t(side) * n + std::size_t(cell_type(c))) * size + s];
}

// The square a pass of the side to move names: its royal piece's, else its first piece's.
Square passer(const RulesetData& rd, const PositionState& st) {
    Square at = NoSquare;
    for (int s : squares(st.pieces[int(st.side)])) {
        if (rd.types[cell_type(st.board[s])].royal) return Square(s);
        if (at == NoSquare) at = Square(s);
    }
    return at;
}

// The removals open to the side to move: each facing pair of the other side's listed pieces
// once, the lower square first.
void add_removals(const RulesetData& rd, const PositionState& st, const TurnFacts&, MoveList& out) {
    const Color them = opposite(st.side);
    const Square at = passer(rd, st);
    if (at == NoSquare) return;
    for (int s : squares(st.pieces[int(them)])) {
        const Cell a = st.board[s];
        if (!listed(rd, a, them)) continue;
        for (int t : squares(steps(rd, them, a, Square(s)).bits)) {
            const Cell b = st.board[t];
            if (t <= s || !listed(rd, b, them) || !steps(rd, them, b, Square(t)).has(Square(s)))
                continue;
            Move m;
            m.from = m.to = at;
            m.victim[0] = Square(s);
            m.victim[1] = Square(t);
            m.flags = MovePass;
            out.push(m);
        }
    }
}

bool is_removal(const Move& m) { return m.is_pass() && m.victim[0] != NoSquare && !m.is_pickup(); }

void remove_pair(Editor& e, const Move& m, std::uint8_t&) {
    if (!is_removal(m)) return;
    for (Square v : m.victims()) e.remove(v);
}

bool goes_on(const RulesetData&, PositionState&, const Move& m) { return is_removal(m); }

bool in_game(const RulesetData& rd) { return rd.remove_facing.any(); }
void install(const RulesetData&, RulePlan& p) {
    p.add.push_back(add_removals);
    p.on_turn_edit.push_back(remove_pair);
    p.turn_goes_on = goes_on;
    p.whole_turns = true;
    p.free_moves = true;
}

}  // namespace

extern const Component remove_facing_rule = {
    "remove-facing", "two enemy pieces that block each other head-on may be removed, turn kept",
    FastPath::Keeps, Counting::Counts, 24, in_game, install};

}  // namespace aviary::detail

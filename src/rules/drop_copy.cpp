// drop-copy = rotate | mirror: a setup one side chooses and the other copies (the Friendly
// game's Alternate Setup #1: Black places its second row, White's follows it). Each drop also
// puts a piece of the same type from the other side's hand on the square that turning the board
// half round (`rotate`: file and rank both counted from the other end) or flipping it
// (`mirror`: the rank only) maps the drop's square to, when that side holds one and the square
// is empty; and the dropping side keeps the turn while its hand holds pieces, so its whole
// setup is one turn of single drops, each its own move (perft counts each). The copy is part
// of the drop's make: SAN and protocols show the drop alone.
#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

Square copy_square(const RulesetData& rd, Square s) {
    const BoardShape& b = rd.shape;
    const int file = rd.hand.copy == DropCopy::Rotate ? b.files - 1 - b.file_of(s) : b.file_of(s);
    return Square(b.square(file, b.ranks - 1 - b.rank_of(s)));
}

void copy_drop(Editor& e, const Move& m, Cell) {
    const Color them = opposite(e.st.side);
    const int t = m.piece - 1;
    const Square at = copy_square(e.rd, m.to);
    if (e.st.board[at] || !e.st.hand[int(them)][e.rd.types[std::size_t(t)].hand_type(t)]) return;
    e.drop(at, t, them);
    e.unmoved(at, t, them);
}

bool goes_on(const RulesetData& rd, PositionState& st, const Move& m) {
    return (m.flags & MoveDrop) && !hand_empty(st.hand[int(st.side)], rd.types.size());
}

bool in_game(const RulesetData& rd) { return rd.hand.copy != DropCopy::None; }
void install(const RulesetData&, RulePlan& p) {
    p.on_drop.push_back(copy_drop);
    p.turn_goes_on = goes_on;
}

}  // namespace

// (Breaks: a drop also fills a square of the other side, which the fast path does not see.)
extern const Component drop_copy_rule = {
    "drop-copy", "each drop is copied for the other side; the dropper keeps the turn while it holds pieces",
    FastPath::Breaks, Counting::Counts, 9, in_game, install};

}  // namespace aviary::detail

// flip = enclosed | adjacent | joined: after a move or a drop (not a pass), enemy pieces change
// colour: with `enclosed`, every line of enemy pieces between the piece that moved or was dropped
// and another piece of its own (Othello); with `adjacent`, every enemy piece next to where it
// landed (Ataxx); with `joined`, the same after a move, but after a drop only when the dropped
// piece lands next to a piece of its own (Quadwrangle). A flipped piece keeps its type and counts as moved; royal and neutral pieces never
// flip.
#include "movegen/editor.hpp"
#include "rules/component.hpp"
#include "rules/enclosure.hpp"

namespace aviary::detail {
namespace {

void flip_one(Editor& e, Square s) {
    const Cell c = e.st.board[s];
    if (!c || cell_color(c) == Color::Neutral || e.rd.types[cell_type(c)].royal) return;
    e.remove(s);
    e.put(s, make_cell(cell_type(c), opposite(cell_color(c))));
}

void flip_around(Editor& e, const Move& m, Cell) {
    const Cell landed = e.st.board[m.to];
    if (!landed || cell_color(landed) == Color::Neutral) return;   // (it died on landing)
    const Color us = cell_color(landed);
    if (e.rd.flip == FlipRule::Joined && (m.flags & MoveDrop) && !next_to(e.rd, e.st, m.to, us)) return;
    if (e.rd.flip != FlipRule::Enclosed) {
        for (int s : squares(e.rd.around[std::size_t(m.to)].bits))
            if (e.st.board[s] && cell_color(e.st.board[s]) == opposite(us)) flip_one(e, Square(s));
        return;
    }
    // (the eight lines share no square: flipping one leaves the others as they were)
    for_each_enclosed(e.rd, e.st, m.to, us, [&](Square s) { flip_one(e, s); });
}

bool in_game(const RulesetData& rd) { return rd.flip != FlipRule::None; }
void install(const RulesetData&, RulePlan& p) {
    p.on_drop.push_back(flip_around);
    p.on_move.push_back(flip_around);
}

}  // namespace

// (Breaks: a move changes squares besides its own, which the pins of the fast path do not see.)
extern const Component flip_rule = {
    "flip", "after a move or drop, enclosed or adjacent enemy pieces change colour",
    FastPath::Breaks, Counting::Counts, 8, in_game, install};

}  // namespace aviary::detail

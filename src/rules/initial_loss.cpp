// initial-lost-to: a piece of the listed types that moves to where its moves would reach an
// enemy royal piece on an empty board takes that royal piece's initial (i) moves, blockers or
// not. This is how Fairy-Stockfish plays Cambodian's "a king that has been checked may no longer
// leap": a rook that moves onto the king's rank or file.
#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void aim_takes_initial(const RulesetData& rd, PositionState& st, Square to, int mover_type, Color mover) {
    const Color them = opposite(mover);
    for (int s : squares(st.pieces[int(them)])) {
        const Cell c = st.board[s];
        if (!rd.types[cell_type(c)].royal || !st.is_virgin(Square(s)) || Square(s) == to) continue;
        if (!rd.may_reach(mover_type, mover, to, Square(s))) continue;
        st.set_virgin(Square(s), false);
        st.hash ^= rd.z.virgin[s];
    }
}

void on_move(Editor& e, const Move& m, Cell mover) {
    if (e.rd.aim_takes_initial.has(cell_type(mover)))
        aim_takes_initial(e.rd, e.st, m.to, cell_type(mover), cell_color(mover));
}
bool in_game(const RulesetData& rd) { return rd.aim_takes_initial .any(); }
void install(const RulesetData&, RulePlan& p) { p.on_move.push_back(on_move); }

}  // namespace

extern const Component initial_loss_rule = {
    "initial-lost-to", "a piece that aims at an enemy royal piece takes its initial moves",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

// looking-glass = yes (Alice chess): on a layered board a piece moves on its own level, by its
// moves there (the others' pieces on that level block and are taken as usual); the square at
// its destination on the next level up (from the highest level, level A) must be empty, and the
// piece then passes through to it. A castling's partner passes too, and its square beyond
// must be empty as well. Royal safety is then judged as usual, after the passage: a piece
// attacks only on its own level, so a king is in check from the pieces on its level.
#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// The square beyond the glass: the same file and rank on the next level.
Square beyond(const BoardShape& b, Square s) {
    const int l = b.level_of(s), next = (l + 1) % b.levels;
    return b.square(b.file_of(s), b.rank_of(s) + (next - l) * b.level_ranks());
}

bool board_move(const Move& m) { return m.from != NoSquare && !m.is_drop() && !m.is_pass(); }

bool beyond_empty(const RulesetData& rd, const PositionState& st, const TurnFacts&, const Move& m) {
    if (!board_move(m)) return true;
    if (st.board[beyond(rd.shape, m.to)]) return false;
    return !m.partner.present() || !st.board[beyond(rd.shape, m.partner.to)];
}

void pass_through(Editor& e, const Move& m, Cell) {
    if (!board_move(m)) return;
    const auto go = [&](Square s) {
        if (const Cell c = e.remove(s)) e.put(beyond(e.rd.shape, s), c);
    };
    go(m.to);
    if (m.partner.present()) go(m.partner.to);
}

bool in_game(const RulesetData& rd) { return rd.looking_glass; }
void install(const RulesetData&, RulePlan& p) {
    p.before_make.push_back(beyond_empty);
    p.on_move.push_back(pass_through);
}

}  // namespace

// (Breaks: the mover lands elsewhere than its move's square, which the fast path's pins and
// check lines do not see.)
extern const Component looking_glass_rule = {
    "looking-glass", "a piece that moves passes to the same square of the next level",
    FastPath::Breaks, Counting::Counts, 8, in_game, install};

}  // namespace aviary::detail

// must-fork = TYPES: a move of a piece of these types is legal only where the piece, as it
// stands after the move (promoted, if the move promoted it), attacks two or more enemy pieces:
// it could take each with a move of its own from there (Tamerlane chess's pawn of pawns, which
// leaves its rest on the last rank only for a square where it forks two enemy pieces).
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool in_game(const RulesetData& rd) { return rd.must_fork.any(); }

// How many enemy pieces could the mover's piece on `at` take, in `after` (the mover to move)?
int victims_from(const RulesetData& rd, const PositionState& after, Color mover, Square at) {
    PositionState st = after;
    st.side = mover;
    MoveList ml;
    generate_pseudo(rd, st, ml, false, nullptr, GenScope{MovePart::Tactical, at});
    SquareSet taken;
    int n = 0;
    const auto take = [&](Square s) {
        if (s == NoSquare || !st.board[s] || cell_color(st.board[s]) == mover || taken.has(s)) return;
        taken.set(s);
        ++n;
    };
    for (const Move& m : ml) {
        if (m.unload == NoSquare) take(m.to);
        for (Square v : m.victims()) take(v);
    }
    return n;
}

bool forks(const RulesetData& rd, const PositionState& before, const PositionState& after,
           const TurnFacts&, const Move& m) {
    if (m.is_drop() || m.is_pass() || !rd.must_fork.has(cell_type(before.board[m.from]))) return true;
    return victims_from(rd, after, before.side, m.to) >= 2;
}

void install(const RulesetData&, RulePlan& p) { p.after_make.push_back(forks); }

}  // namespace

// (Breaks: whether a move forks is known only once it is made.)
extern const Component must_fork_rule = {
    "must-fork", "a move of these types must land attacking two enemy pieces",
    FastPath::Breaks, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

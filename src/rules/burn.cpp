// burn = TYPES: a piece of these types burns (Tenjiku shogi's Fire Demon). After it moves, every
// enemy piece next to the square where it landed leaves the board, as if captured; a piece
// that lands next to an enemy piece of these types leaves the board itself and burns nothing
// (what it captured stays captured). A piece promoting into a burning type burns from its
// next move on. A move may not burn its own royal piece, but under royalty = last-check one
// that is not the side's last (which safety then judges as usual).
#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool burner_next_to(const RulesetData& rd, const PositionState& st, Square at, Color enemy) {
    for (int s : squares(rd.around[std::size_t(at)].bits)) {
        const Cell c = st.board[s];
        if (c && cell_color(c) == enemy && rd.burn.has(cell_type(c))) return true;
    }
    return false;
}

void burn_around(Editor& e, const Move& m, Cell mover) {
    const Cell landed = e.st.board[m.to];
    if (!landed || cell_color(landed) == Color::Neutral) return;   // (it died on landing)
    const Color us = cell_color(landed), them = opposite(us);
    if (burner_next_to(e.rd, e.st, m.to, them)) {   // landed next to an enemy burner
        e.taken(e.remove(m.to), them);
        return;
    }
    if (!e.rd.burn.has(cell_type(mover))) return;
    for (int s : squares(e.rd.around[std::size_t(m.to)].bits))
        if (e.st.board[s] && cell_color(e.st.board[s]) == them)
            e.taken(e.remove(Square(s)), us);
}

// (under last-check, royal safety already forbids losing the last one)
bool keeps_royals(const RulesetData& rd, const PositionState& before, const PositionState& after,
                  const TurnFacts&, const Move&) {
    if (rd.plan.safety == Safety::LastRoyal || rd.plan.safety == Safety::None) return true;
    return royal_count(rd, after, before.side) == royal_count(rd, before, before.side);
}

bool in_game(const RulesetData& rd) { return rd.burn.any(); }
void install(const RulesetData&, RulePlan& p) {
    p.on_move.push_back(burn_around);
    p.after_make.push_back(keeps_royals);
}

}  // namespace

// (Breaks: a move removes pieces besides those it takes, which the pins of the fast path do
// not see.)
extern const Component burn_rule = {
    "burn",
    "a burning piece removes the enemy pieces next to where it lands, and those landing by it",
    FastPath::Breaks, Counting::Counts, 8, in_game, install};

}  // namespace aviary::detail

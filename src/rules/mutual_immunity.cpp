// mutual-immunity = TYPES: a piece of these types may not take another of them.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.mutual_immune .any(); }
bool not_immune(const RulesetData& rd, const PositionState& st, const TurnFacts&, const Move& m) {
    if (m.flags & MoveDrop || !(rd.mutual_immune.has(cell_type(st.board[m.from])))) return true;
    const Color them = opposite(st.side);
    auto immune = [&](Square s) {
        return s != NoSquare && st.board[s] && cell_color(st.board[s]) == them &&
               (rd.mutual_immune.has(cell_type(st.board[s])));
    };
    if (m.to != m.from && m.unload == NoSquare && immune(m.to)) return false;
    for (Square v : m.victims())
        if (immune(v)) return false;
    return true;
}
void install(const RulesetData& rd, RulePlan& p) {
    p.before_make.push_back(not_immune);
    ++p.typed_filters;   // (only the moves of its types)
    p.filtered_movers |= rd.mutual_immune;
}
}  // namespace

extern const Component mutual_immunity_rule = {
    "mutual-immunity", "pieces of these types cannot take one another",
    FastPath::Breaks, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

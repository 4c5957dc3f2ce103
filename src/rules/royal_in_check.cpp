// royal-in-check = takes-checker: in check, a royal piece may only move to take the one piece
// that checks it (its square then holds the only attacker of the royal square). A filter
// before make that passes every move out of check: the fast legality path keeps it (its bulk
// count, which skips the filters before make, runs only out of check).
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.royal_takes_checker; }
bool takes_checker(const RulesetData& rd, const PositionState& st, const TurnFacts& f, const Move& m) {
    if (!f.in_check || m.flags & MoveDrop || !rd.types[cell_type(st.board[m.from])].royal) return true;
    const Color them = opposite(st.side);
    return st.board[m.to] && cell_color(st.board[m.to]) == them &&
           !attacked(rd, st, m.from, them, nullptr, false, m.to);
}
void install(const RulesetData&, RulePlan& p) {
    p.facts |= FactInCheck;
    p.before_make.push_back(takes_checker);
}
}  // namespace

extern const Component royal_in_check_rule = {
    "royal-in-check", "a royal piece in check may only take its checker",
    FastPath::Keeps, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

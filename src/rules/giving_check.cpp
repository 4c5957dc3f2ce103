// giving-check = illegal: a move may not leave the other side's royal piece attacked. Decided
// before make from the lines to that royal piece where it can (CheckLines), so the fast
// legality path stays on, and the leaf counts most moves in bulk; a move those lines cannot
// judge is made and tested.
#include "movegen/check_lines.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.checks_illegal; }
bool gives_no_check(const RulesetData& rd, const PositionState&, const PositionState& after,
                    const TurnFacts& f, const Move&) {
    return !royal_attacked(rd, after, after.side, f.walks_only);
}
Early no_check_early(const RulesetData& rd, const PositionState& st, const TurnFacts& f,
                     const Move& m) {
    if (!f.lines) return Early::Make;
    switch (f.lines->gives_check(rd, st, m)) {
        case CheckLines::No: return Early::Pass;
        case CheckLines::Yes: return Early::Fail;
        case CheckLines::Unknown: return Early::Make;
    }
    return Early::Make;
}
// The bulk count by the same lines: a counted move (a plain move of a piece that neither
// promotes nor is the royal) checks when it ends where its type would check from; a piece that
// alone shuts one of our lines may uncover one: its moves are listed.
bool no_check_bars(const RulesetData&, const PositionState&, const TurnFacts& f, BulkCount& bc) {
    if (!f.lines || !f.lines->active || bc.fails) return false;
    for (std::size_t w = 0; w < bc.excluded.bits.size(); ++w)
        bc.excluded.bits[w] |= f.lines->shut.bits[w];
    bc.fails = f.lines->checks.data();
    return true;
}
void install(const RulesetData&, RulePlan& p) {
    p.after_make.push_back(gives_no_check);
    p.early.push_back(no_check_early);
    p.early_bars.push_back(no_check_bars);
    p.facts |= FactCheckLines;
}
}  // namespace

extern const Component giving_check_rule = {
    "giving-check", "giving-check = illegal: no move may give check",
    FastPath::Keeps, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

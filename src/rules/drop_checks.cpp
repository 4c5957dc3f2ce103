// drop-checks = no: a drop may not leave the other side's royal piece attacked. Only drops are
// tested, once made (a drop next to a cannon's line may give check by a screen): every other
// move keeps the fast path and the bulk count.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.drop_checks_illegal; }
bool drop_gives_no_check(const RulesetData& rd, const PositionState&, const PositionState& after,
                         const TurnFacts& f, const Move& m) {
    return !(m.flags & MoveDrop) || !royal_attacked(rd, after, after.side, f.walks_only);
}
Early drops_made(const RulesetData&, const PositionState&, const TurnFacts&, const Move& m) {
    return m.flags & MoveDrop ? Early::Make : Early::Pass;
}
void install(const RulesetData&, RulePlan& p) {
    p.after_make.push_back(drop_gives_no_check);
    p.early.push_back(drops_made);
    ++p.drop_early;
}
}  // namespace

extern const Component drop_checks_rule = {
    "drop-checks", "drop-checks = no: no drop may give check",
    FastPath::Keeps, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

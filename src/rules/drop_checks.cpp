// drop-checks = no: a drop may not leave the other side's royal piece attacked.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.drop_checks_illegal; }
bool drop_gives_no_check(const RulesetData& rd, const PositionState&, const PositionState& after,
                         const TurnFacts& f, const Move& m) {
    return !(m.flags & MoveDrop) || !royal_attacked(rd, after, after.side, f.walks_only);
}
void install(const RulesetData&, RulePlan& p) { p.after_make.push_back(drop_gives_no_check); }
}  // namespace

extern const Component drop_checks_rule = {
    "drop-checks", "drop-checks = no: no drop may give check",
    FastPath::Breaks, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

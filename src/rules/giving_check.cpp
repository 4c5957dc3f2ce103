// giving-check = illegal: a move may not leave the other side's royal piece attacked.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.checks_illegal; }
bool gives_no_check(const RulesetData& rd, const PositionState&, const PositionState& after,
                    const TurnFacts& f, const Move&) {
    return !royal_attacked(rd, after, after.side, f.walks_only);
}
void install(const RulesetData&, RulePlan& p) { p.after_make.push_back(gives_no_check); }
}  // namespace

extern const Component giving_check_rule = {
    "giving-check", "giving-check = illegal: no move may give check",
    FastPath::Breaks, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

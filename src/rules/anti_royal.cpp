// anti-royal (a piece property; Anti-King chess): a move must leave each of the mover's
// anti-royal pieces attacked by an enemy piece that is not royal. The side to move whose
// anti-royal piece is not so attacked is in (anti-)check (royal_safety.cpp's in_check), so a
// side that cannot mend it is mated. The piece itself cannot be taken (regions.cpp).
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.anti_royal_types .any(); }
bool stays_attacked(const RulesetData& rd, const PositionState& before, const PositionState& after,
                    const TurnFacts&, const Move&) {
    return !anti_checked(rd, after, before.side);
}
void install(const RulesetData&, RulePlan& p) { p.after_make.push_back(stays_attacked); }
}  // namespace

extern const Component anti_royal_rule = {
    "anti-royal", "a move must leave the mover's anti-royal pieces attacked by a non-royal enemy",
    FastPath::Breaks, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

// Piece powers (poison, borrow, borrow-from, freeze, brake: src/movegen/powers.cpp walks them):
// they change what attacks what from move to move, so the fast legality path cannot see them.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.powers; }
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component powers_rule = {
    "poison, borrow, borrow-from, freeze, brake", "pieces whose powers change other pieces' moves",
    FastPath::Breaks, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

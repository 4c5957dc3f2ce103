// withdrawer (a piece property: Ultima's withdrawer): each move of the piece along a file, rank
// or diagonal takes the enemy piece next to its origin on the other side, the one it steps
// directly away from. The walk adds it to the move's victims (Walker::withdraw, src/movegen/
// paths.cpp), so make, SAN and the attack test see it as any other victim; the fast legality
// path (pins, evasions) does not know that a move takes a piece behind it.
#include <algorithm>

#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) {
    return std::any_of(rd.off_path.begin(), rd.off_path.end(),
                       [](const OffPathRules& t) { return t.withdrawer; });
}
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component withdrawer_rule = {
    "withdrawer", "a move takes the enemy piece it steps directly away from",
    FastPath::Breaks, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

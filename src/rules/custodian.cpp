// custodian=ZONE (a piece property: the pincer pawns of Ultima, Hasami shogi's pieces): each
// move of the piece takes every enemy piece that stands next to where it lands, along a vector
// of the zone, with a piece of the mover's own just beyond on the same line. The walk adds the
// enclosed pieces to the move's victims (Walker::enclose, src/movegen/paths.cpp), so make,
// SAN and the attack test see them as any other victim; the fast legality path (pins,
// evasions) does not know that a move far from a line may take a piece off it.
#include <algorithm>

#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) {
    return std::any_of(rd.off_path.begin(), rd.off_path.end(),
                       [](const OffPathRules& t) { return !t.custodian.empty(); });
}
void install(const RulesetData&, RulePlan&) {}
}  // namespace

extern const Component custodian_rule = {
    "custodian", "a move takes the enemy pieces it encloses with a piece of the mover's own",
    FastPath::Breaks, Counting::Counts, 3, in_game, install};

}  // namespace aviary::detail

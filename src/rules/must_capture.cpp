// must-capture = yes: when some legal move takes an enemy piece, only those moves remain.
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.must_capture; }
void keep_captures(const RulesetData&, const PositionState& st, MoveList& out) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < out.size(); ++i)
        if (takes_enemy(st, out[i])) out[n++] = out[i];
    if (n) out.resize(n);
}
void install(const RulesetData&, RulePlan& p) { p.list.push_back(keep_captures); }
}  // namespace

extern const Component must_capture_rule = {
    "must-capture", "a side that can capture must capture",
    FastPath::Keeps, Counting::Lists, 10, in_game, install};

}  // namespace aviary::detail

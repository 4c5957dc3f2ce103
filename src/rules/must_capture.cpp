// must-capture = yes: when some legal move takes an enemy piece, only those moves remain.
// Perft's last ply counts the captures apart (count_legal_captures_apart), not the whole list.
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
// The last ply counted: the moves that take, if any, else all (the captures listed, the rest
// counted where the fast paths allow).
std::uint64_t count_captures_first(const RulesetData& rd, const PositionState& st) {
    const CaptureTally t = count_legal_captures_apart(rd, st, nullptr);
    return t.captures ? t.captures : t.others;
}
bool always(const RulesetData&, const PositionState&) { return true; }
void install(const RulesetData&, RulePlan& p) {
    p.list.push_back(keep_captures);
    // (another component's count, a neutral piece's expansion: the last ply is listed)
    if (!p.count && !p.expand) p.count = count_captures_first;
    else p.list_if.push_back(always);
}
}  // namespace

extern const Component must_capture_rule = {
    "must-capture", "a side that can capture must capture",
    FastPath::Keeps, Counting::Asks, 10, in_game, install};

}  // namespace aviary::detail

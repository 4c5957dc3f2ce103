// check-limit = N: a side that has given N checks wins (3-check). Each side's checks still to
// give are part of the position (and of its FEN and hash).
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// A move that leaves the other side's royal piece attacked counts as a check (st.side: the
// side now to move).
void count_check(const RulesetData& rd, PositionState& st, const Move&, bool) {
    const Color mover = opposite(st.side);
    auto& left = st.checks_left[int(mover)];
    if (!left || !royal_attacked(rd, st, st.side)) return;
    st.hash ^= rd.z.checks[int(mover)][left];
    --left;
    st.hash ^= rd.z.checks[int(mover)][left];
}

std::optional<Outcome> limit_reached(const RulesetData&, const PositionState& st) {
    const Color mover = opposite(st.side);
    if (st.checks_left[int(mover)] != 0) return std::nullopt;
    return game_ended(Termination::CheckLimit, mover);
}

bool in_game(const RulesetData& rd) { return rd.ends.check_limit != 0; }
void install(const RulesetData&, RulePlan& p) {
    p.on_turn_end.push_back(count_check);
    p.game_end.push_back(limit_reached);
}

}  // namespace

extern const Component check_limit_rule = {
    "check-limit", "a side that has given this many checks wins",
    FastPath::Keeps, Counting::Counts, 22, in_game, install};

}  // namespace aviary::detail

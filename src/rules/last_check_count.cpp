// last-check-count = before: a move that promotes a side's only royal piece's partner into a
// second royal piece must still not leave the first one attacked (the count before the move).
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.count_royals_before; }
bool keeps_lone_royal(const RulesetData& rd, const PositionState& st, const PositionState& after,
                      const TurnFacts&, const Move& m) {
    if (!m.piece || !rd.types[m.piece - 1].royal || royal_count(rd, st, st.side) != 1) return true;
    for (int s : squares(st.pieces[int(st.side)]))
        if (rd.types[cell_type(st.board[s])].royal && s != m.from &&
            attacked(rd, after, Square(s), opposite(st.side)))
            return false;
    return true;
}
void install(const RulesetData&, RulePlan& p) { p.after_make.push_back(keeps_lone_royal); }
}  // namespace

extern const Component last_check_count_rule = {
    "last-check-count", "a promotion into a second royal piece counts the royal pieces before it",
    FastPath::Keeps, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

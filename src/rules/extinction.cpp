// extinction = TYPES: a side left with `extinction-count` or fewer pieces of one of these types
// (or of all its pieces: `all`), while the other side holds at least `extinction-opponent`,
// has the `extinction-result` (a loss by default); `extinction-reply`: the side to move needs
// one more (it may still bare back).
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

std::optional<Color> winner_for(SideResult r, Color side) {
    switch (r) {
        case SideResult::Loss: return opposite(side);
        case SideResult::Win: return side;
        case SideResult::Draw: return std::nullopt;
    }
    return std::nullopt;
}

int held(const PositionState& st, Color c, int type) {   // on the board and in hand
    return st.count[int(c)][std::size_t(type)] + st.hand[int(c)][std::size_t(type)];
}

int held_all(const RulesetData& rd, const PositionState& st, Color c) {
    int n = 0;
    for (std::size_t t = 0; t < rd.types.size(); ++t) n += held(st, c, int(t));
    return n;
}

bool extinct(const RulesetData& rd, const ExtinctionRule& rule, const PositionState& st, Color c) {
    const int need = rule.opponent + (rule.reply && c == st.side ? 1 : 0);
    if (rule.total) return held_all(rd, st, c) <= rule.count && held_all(rd, st, opposite(c)) >= need;
    for (int t : rule.types)
        if (held(st, c, t) <= rule.count && held(st, opposite(c), t) >= need) return true;
    return false;
}

std::optional<Outcome> extinction_end(const RulesetData& rd, const PositionState& st) {
    const Color mover = opposite(st.side);   // the side that made the last move
    for (const ExtinctionRule& rule : rd.ends.extinction)
        for (Color c : {mover, st.side})
            if (extinct(rd, rule, st, c)) return game_ended(Termination::Extinction, winner_for(rule.result, c));
    return std::nullopt;
}

bool in_game(const RulesetData& rd) { return !rd.ends.extinction.empty(); }
void install(const RulesetData&, RulePlan& p) { p.game_end.push_back(extinction_end); }

}  // namespace

extern const Component extinction_rule = {
    "extinction", "a side left without enough pieces of some types has lost (or the result given)",
    FastPath::Keeps, Counting::Counts, 20, in_game, install};

}  // namespace aviary::detail

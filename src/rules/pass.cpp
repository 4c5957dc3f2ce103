// pass = yes: a side not in check may pass instead of moving (janggi). Two passes in a row end
// the game in a draw; under royal-facing = bikjang a pass that leaves the royal pieces facing
// ends it too, and a side whose royal pieces face may pass in check.
#include "movegen/facing.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// The side to move's pass (its royal piece's square twice, else its first piece's), when legal.
void add_pass(const RulesetData& rd, const PositionState& st, const TurnFacts&, MoveList& out) {
    const Color us = st.side;
    Square at = NoSquare;
    for (int s : squares(st.pieces[int(us)])) {
        if (at == NoSquare) at = Square(s);
        if (rd.types[cell_type(st.board[s])].royal) {
            at = Square(s);
            break;
        }
    }
    if (at == NoSquare) return;
    const bool bikjang = rd.facing == FacingRule::Bikjang && royals_face(rd, st);
    if (!bikjang && rd.plan.safety != Safety::None && royal_attacked(rd, st, us)) return;
    Move m;
    m.from = m.to = at;
    m.flags = MovePass;
    out.push(m);
}

std::optional<Outcome> passes_end(const RulesetData& rd, const PositionState& st) {
    if (st.passes == 0) return std::nullopt;
    if (st.passes < 2 && !(rd.facing == FacingRule::Bikjang && royals_face(rd, st))) return std::nullopt;
    return game_ended(Termination::Passes);
}

bool in_game(const RulesetData& rd) { return rd.pass; }
void install(const RulesetData&, RulePlan& p) {
    p.add.push_back(add_pass);
    p.game_end.push_back(passes_end);
}

}  // namespace

extern const Component pass_rule = {
    "pass", "a side not in check may pass; two passes in a row draw",
    FastPath::Keeps, Counting::Counts, 23, in_game, install};

}  // namespace aviary::detail

// pass = yes: a side not in check may pass instead of moving (janggi). Two passes in a row end
// the game (a draw, or by the piece count with material-count = pieces); under royal-facing =
// bikjang a pass that leaves the royal pieces facing ends it too, and a side whose royal
// pieces face may pass in check. (pass = stuck: pass_stuck.cpp.)
#include "rules/pass.hpp"

#include "movegen/facing.hpp"
#include "movegen/movegen.hpp"
#include "rules/piece_count.hpp"

namespace aviary::detail {

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
    return game_ended(Termination::Passes, counted_winner(rd, st));
}

namespace {
bool in_game(const RulesetData& rd) { return rd.pass == PassRule::Yes; }
void install(const RulesetData&, RulePlan& p) {
    p.add.push_back(add_pass);
    p.game_end.push_back(passes_end);
}
}  // namespace

extern const Component pass_rule = {
    "pass", "a side not in check may pass; two passes in a row end the game",
    FastPath::Keeps, Counting::Counts, 23, in_game, install};

}  // namespace aviary::detail

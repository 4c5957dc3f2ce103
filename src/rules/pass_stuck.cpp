// pass = stuck: a side may pass only when it has no other legal move (Othello, Ataxx; Fairy-
// Stockfish's pass on stalemate). A side with no piece has no pass: it is stalemated. Two
// passes in a row end the game as with pass = yes (pass.cpp).
#include "movegen/movegen.hpp"
#include "rules/pass.hpp"

namespace aviary::detail {
namespace {

// The pass is the only move of a side that has no other: a list step, after every step that
// may empty the list, unless the game is over. (Counting::Empty: a count of other moves needs
// the list only where it is zero.)
void pass_when_stuck(const RulesetData& rd, const PositionState& st, MoveList& out) {
    if (out.size() || game_over(rd, st)) return;
    add_pass(rd, st, TurnFacts{}, out);
}

bool in_game(const RulesetData& rd) { return rd.pass == PassRule::WhenStuck; }
void install(const RulesetData&, RulePlan& p) {
    p.list.push_back(pass_when_stuck);
    p.game_end.push_back(passes_end);
}

}  // namespace

extern const Component pass_stuck_rule = {
    "pass", "a side with no other legal move passes; two passes in a row end the game",
    FastPath::Keeps, Counting::Empty, 90, in_game, install};

}  // namespace aviary::detail

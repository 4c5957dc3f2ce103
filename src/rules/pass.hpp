// The pass (src/rules/pass.cpp, pass_stuck.cpp): the move itself and the end two passes in a
// row bring, shared by `pass = yes` and `pass = stuck`.
#pragma once
#include "rules/component.hpp"

namespace aviary::detail {

// The side to move's pass (its royal piece's square twice, else its first piece's), when legal.
void add_pass(const RulesetData& rd, const PositionState& st, const TurnFacts&, MoveList& out);
// Two passes in a row end the game: a draw, or with material-count = pieces a win for the side
// with more pieces; under royal-facing = bikjang one pass that leaves the royal pieces facing.
std::optional<Outcome> passes_end(const RulesetData& rd, const PositionState& st);

}  // namespace aviary::detail

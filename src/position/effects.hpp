// A move's rule effects (aviary/effects.hpp) from the states before and after it, shared by
// the public call and the SAN writer (which has the state after the move for its check mark).
#pragma once
#include <vector>

#include "aviary/effects.hpp"
#include "ir/rules_data.hpp"

namespace aviary::detail {

std::vector<aviary::MoveEffect> effects_between(const RulesetData& rd, const PositionState& before,
                                        const PositionState& after, const Move& m);

}  // namespace aviary::detail

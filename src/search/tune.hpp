// Texel tuning of the evaluation's weights (EvalParams) on positions with known game results:
// the weights that minimise the mean squared error between each result and a sigmoid of the
// static evaluation. Used by tools/tune (README: Tuning the evaluation). Internal.
#pragma once
#include <functional>
#include <vector>

#include "ir/position_state.hpp"
#include "ir/rules_data.hpp"
#include "search/eval.hpp"

namespace aviary::detail {

struct TuneSample {
    const RulesetData* rd = nullptr;   // the game (outlives the samples)
    PositionState st;
    double result = 0.5;               // White's score: 1 won, 0.5 drawn, 0 lost
};

// The mean of (result - 1 / (1 + 10^(-k * eval / 400)))^2 over the samples, eval being the
// static evaluation from White's view with weights `p`.
double tune_error(const std::vector<TuneSample>& samples, const EvalParams& p, double k);
// The k (0.1 to 3) that minimises tune_error with weights `p`.
double tune_scale(const std::vector<TuneSample>& samples, const EvalParams& p);
// Coordinate descent from `start`: each weight in turn moved by a step while the error falls,
// for at most `rounds` rounds (fewer when a round changes nothing). `report` is told the error
// after each round.
EvalParams tune_fit(const std::vector<TuneSample>& samples, const EvalParams& start, double k,
                    int rounds, const std::function<void(int, double, const EvalParams&)>& report);

}  // namespace aviary::detail

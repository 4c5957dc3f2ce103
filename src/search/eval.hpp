// The search's evaluation tables (piece values, mobility/centre terms) and the static
// evaluation. Internal: not installed.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "aviary/move.hpp"
#include "ir/rules_data.hpp"

namespace aviary::detail {

struct EvalTables {
    std::uint64_t id = 0;            // RulesetData::id of the game
    std::vector<int> value;          // [type]: centipawns
    // [colour][type * size + square]: the mobility/centre bonus of a piece standing there
    std::array<std::vector<std::int16_t>, 2> square_bonus;
};

// Builds the tables of a game (a few milliseconds to a few hundred on 16x16 with many types).
std::shared_ptr<const EvalTables> build_eval_tables(const RulesetData& rd);
// The tables of `rd`, built once per thread and game (a small thread-local cache).
const EvalTables& eval_tables_for(const RulesetData& rd);

// White's material and placement minus Black's, seen from the side to move.
int evaluate_state(const RulesetData& rd, const EvalTables& et, const PositionState& st);

// The worth of the enemy pieces `m` takes away (0: not a capture), and of what it promotes to.
int capture_value(const RulesetData& rd, const EvalTables& et, const PositionState& st,
                  const Move& m);
int promotion_gain(const RulesetData& rd, const EvalTables& et, const PositionState& st,
                   const Move& m);

}  // namespace aviary::detail

// Counting by square sets: the leaf of perft on a board of one word (RulesetData::bit_pieces).
#pragma once
#include <cstdint>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// Adds to n the plain moves (as BulkCount counts them) of the pieces of the side to move on
// the squares `from` whose types are counted by bits, but for a piece that may promote from
// where it stands or takes en passant when a victim waits; returns the squares it counted.
std::uint64_t bit_count(const RulesetData& rd, const PositionState& st, std::uint64_t from,
                        std::uint64_t& n);

}  // namespace aviary::detail

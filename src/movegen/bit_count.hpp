// Counting by square sets: the leaf of perft on a board of one or two words
// (RulesetData::bit_pieces).
#pragma once
#include <cstdint>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// Adds to n the plain moves (as BulkCount counts them) of the pieces of the side to move on
// the squares `from` whose types are counted by bits, but for a piece that may promote from
// where it stands or takes en passant when a victim waits; leaves in `from` the squares it
// counted. A board of at most 128 squares (RulesetData::words 1 or 2). `captures_apart`
// (BulkCount::captures_listed): a piece that could take an enemy piece is left to the walk.
// `fails` (BulkCount::fails): per type, the squares its moves are not counted on.
void bit_count(const RulesetData& rd, const PositionState& st, SquareSet& from, std::uint64_t& n,
               bool captures_apart = false, const SquareSet* fails = nullptr);

// Adds to n the plain moves of the royal piece of the side to move on s (its type's bit forms)
// whose squares the attack test finds unattacked with it lifted (BulkCount::royal); false, and
// nothing added, when its forms do not count its moves there (it may promote, take e.p.).
bool count_royal_moves(const RulesetData& rd, const PositionState& st, Square s, std::uint64_t& n);

}  // namespace aviary::detail

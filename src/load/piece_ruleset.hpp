// A ruleset compiled directly from one notation (no variant file): the movement of a bare
// piece for move diagrams.
#pragma once
#include <string>

#include "aviary/diagnostics.hpp"
#include "aviary/ruleset.hpp"
#include "ir/rules_data.hpp"

namespace aviary::detail {

// The game of compile_piece() (aviary/loader.hpp) on `shape`: three types, 0 the piece
// (`notation`), 1 a moveless dummy, 2 an attacker that captures anywhere (cU); check rules,
// no hands; an empty start. Notation errors are placed at `source`:1:column of the notation.
Result<Ruleset> compile_piece_ruleset(const BoardShape& shape, const std::string& notation,
                                      const std::string& source);

// What move generation reads, built once the rules are complete: the tables, the Zobrist
// keys (fixed seed) and the rule plan (loader.cpp).
void build_compiled(RulesetData& rd);
// A new unique ruleset id (loader.cpp).
std::uint64_t next_ruleset_id();

}  // namespace aviary::detail

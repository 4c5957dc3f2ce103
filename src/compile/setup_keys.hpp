// Variant-file values of the setup-phase mechanics (placement, sittuyin), read into the
// compiled game. Each returns "" or the reason the value is wrong.
#pragma once
#include <string>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// castling-drops = e1 a1 h1: White's castling king square, then its partners' squares (one on
// each side at most; Black's by the game's symmetry). A drop onto one of them gives the castling
// right when the king and that partner both stand there (src/compile/castling_drops.cpp).
std::string read_castling_drops(const std::string& value, RulesetData& rd);

// counting = R 16 S 44 N 64: a bare side's count limit in full moves, by the first listed type
// the other side holds (src/compile/counting.cpp).
std::string read_counting(const std::string& value, RulesetData& rd);

}  // namespace aviary::detail

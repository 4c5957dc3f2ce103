// Zones (freeze=, brake=, blast=): sets of leaper atoms around a piece, compiled into vectors.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// Parses a zone (leaper atoms, dsl::parse_zone_atoms) into vectors (interned in rd); returns an
// error message or "".
std::string parse_zone(RulesetData& rd, const std::string& text, std::vector<std::int16_t>& out);

}  // namespace aviary::detail

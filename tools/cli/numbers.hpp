// Whole-text number reading for command-line arguments: "3abc", "", " 3", "+3", "0x10" and
// values outside [lo, hi] are errors (std::stoi would read "3abc" as 3 and "-1" as a huge
// unsigned). One helper for every numeric option, so new options get the same checks.
#pragma once
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aviary::cli {

// The number `text` when it is all decimal digits (a leading '-' allowed) and lies in
// [lo, hi]; otherwise nothing, with `err` saying "WHAT takes LO..HI, not 'TEXT'".
inline std::optional<std::int64_t> parse_number(std::string_view text, std::int64_t lo,
                                                std::int64_t hi, std::string_view what,
                                                std::string& err) {
    std::int64_t v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (!text.empty() && ec == std::errc() && p == end && v >= lo && v <= hi) return v;
    err = std::string(what) + " takes a whole number from " + std::to_string(lo) + " to " +
          std::to_string(hi) + ", not '" + std::string(text) + "'";
    return std::nullopt;
}

}  // namespace aviary::cli

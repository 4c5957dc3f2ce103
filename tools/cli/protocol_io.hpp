// What the UCI and XBoard adapters share at their edge with the other program: the one
// sanitiser for text echoed back, the one reader for numeric arguments (with ranges), and
// input lines of bounded length.
#pragma once
#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>

namespace aviary::cli {

// The longest input line a protocol session takes (longer ones are refused, not stored).
inline constexpr std::size_t MaxProtocolLine = std::size_t(1) << 20;

// `text` safe to echo in a protocol reply: control bytes (ESC, BEL, NUL, TAB ...) and bytes
// that are not UTF-8 as \xNN, a UTF-8 byte order mark as "<BOM>", and at most `max_bytes` of
// it ("... (N bytes)" after a cut).
std::string echo_text(std::string_view text, std::size_t max_bytes = 200);

// A whole decimal number (a leading '-' only when lo < 0) in [lo, hi]; else nothing and `err`
// says "WHAT takes a whole number from LO to HI, not 'TEXT'" (TEXT through echo_text).
std::optional<std::int64_t> protocol_number(std::string_view text, std::int64_t lo, std::int64_t hi,
                                            std::string_view what, std::string& err);

// Seconds with an optional fraction ("2", "0.5") in [0, max_seconds], as milliseconds.
std::optional<std::int64_t> protocol_seconds_ms(std::string_view text, std::int64_t max_seconds,
                                                std::string_view what, std::string& err);

// One line of `in` without its newline (and a '\r' before it); false at the end of input. A
// line longer than MaxProtocolLine is read to its end but not kept: `too_long` says so and
// `line` holds its first bytes.
bool read_protocol_line(std::istream& in, std::string& line, bool& too_long);

}  // namespace aviary::cli

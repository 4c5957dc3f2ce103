// The protocols' edge: echo sanitiser, numeric arguments, bounded input lines (protocol_io.hpp).
#include "protocol_io.hpp"

#include "aviary/diagnostics.hpp"
#include "numbers.hpp"

namespace aviary::cli {

std::string echo_text(std::string_view text, std::size_t max_bytes) {
    const std::size_t total = text.size();
    if (text.size() > max_bytes) text = text.substr(0, max_bytes);
    static const std::string_view kBom = "\xEF\xBB\xBF";
    std::string out;
    for (std::size_t at; (at = text.find(kBom)) != std::string_view::npos;) {
        out += escape_for_terminal(text.substr(0, at)) + "<BOM>";
        text.remove_prefix(at + kBom.size());
    }
    out += escape_for_terminal(text);
    if (total > max_bytes) out += "... (" + std::to_string(total) + " bytes)";
    return out;
}

std::optional<std::int64_t> protocol_number(std::string_view text, std::int64_t lo, std::int64_t hi,
                                            std::string_view what, std::string& err) {
    auto n = parse_number(text, lo, hi, what, err);
    if (!n)
        err = std::string(what) + " takes a whole number from " + std::to_string(lo) + " to " +
              std::to_string(hi) + ", not '" + echo_text(text, 40) + "'";
    return n;
}

std::optional<std::int64_t> protocol_seconds_ms(std::string_view text, std::int64_t max_seconds,
                                                std::string_view what, std::string& err) {
    const std::size_t dot = text.find('.');
    std::string ignored;
    auto whole = parse_number(text.substr(0, dot), 0, max_seconds, what, ignored);
    std::int64_t ms = 0;
    if (whole && dot != std::string_view::npos) {
        const std::string_view frac = text.substr(dot + 1);
        bool digits = !frac.empty() && frac.size() <= 9;
        for (char c : frac) digits = digits && c >= '0' && c <= '9';
        for (std::size_t i = 0; digits && i < 3; ++i) ms = ms * 10 + (i < frac.size() ? frac[i] - '0' : 0);
        if (!digits) whole.reset();
    }
    if (whole && *whole * 1000 + ms <= max_seconds * 1000) return *whole * 1000 + ms;
    err = std::string(what) + " takes seconds from 0 to " + std::to_string(max_seconds) + ", not '" +
          echo_text(text, 40) + "'";
    return std::nullopt;
}

bool read_protocol_line(std::istream& in, std::string& line, bool& too_long) {
    line.clear();
    too_long = false;
    std::streambuf* buf = in.rdbuf();
    for (int c; (c = buf->sbumpc()) != std::char_traits<char>::eof();) {
        if (c == '\n') {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return true;
        }
        if (line.size() < MaxProtocolLine) line += char(c);
        else too_long = true;
    }
    in.setstate(std::ios::eofbit);
    return !line.empty() || too_long;
}

}  // namespace aviary::cli

#include "aviary/diagnostics.hpp"

#include <algorithm>

namespace aviary {

namespace {

// The length of the valid UTF-8 sequence at text[i] (2-4 bytes), or 0.
std::size_t utf8_length(std::string_view text, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = b(i);
    std::size_t n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
    if (n == 0 || i + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((b(i + k) & 0xC0) != 0x80) return 0;
    if (n == 3 && ((c == 0xE0 && b(i + 1) < 0xA0) || (c == 0xED && b(i + 1) >= 0xA0))) return 0;
    if (n == 4 && ((c == 0xF0 && b(i + 1) < 0x90) || (c == 0xF4 && b(i + 1) >= 0x90))) return 0;
    return n;
}

}  // namespace

std::string escape_for_terminal(std::string_view text, std::size_t upto, std::size_t* columns) {
    static const char* hex = "0123456789abcdef";
    std::string out;
    std::size_t cols = 0;
    bool placed = false;   // (upto may fall inside a UTF-8 sequence: its character counts)
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (!placed && i >= upto && columns) *columns = cols, placed = true;
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7F) {
            out += char(c);
        } else if (std::size_t n = c >= 0x80 ? utf8_length(text, i) : 0) {
            out.append(text.substr(i, n));
            i += n - 1;
        } else {   // control characters (ESC, NUL, ...) and bytes that are not UTF-8
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
            cols += 3;
        }
        ++cols;
    }
    if (!placed && columns) *columns = cols + (upto - text.size());
    return out;
}

std::string Diagnostic::render() const {
    std::string s = escape_for_terminal(where.file) + ":" + std::to_string(where.line) + ":" +
                    std::to_string(where.column) + ": error: " + escape_for_terminal(message) + "\n";
    std::size_t caret = 0;   // the column's place in the escaped line
    s += "  " + escape_for_terminal(source_line, std::size_t(where.column > 0 ? where.column - 1 : 0), &caret) + "\n";
    s += "  " + std::string(caret, ' ') + "^\n";
    return s;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& known) {
    std::string best;
    std::size_t best_d = 3;
    for (const auto& k : known) {
        std::vector<std::size_t> row(k.size() + 1);
        for (std::size_t j = 0; j <= k.size(); ++j) row[j] = j;
        for (std::size_t i = 1; i <= word.size(); ++i) {
            std::size_t prev = row[0];
            row[0] = i;
            for (std::size_t j = 1; j <= k.size(); ++j) {
                std::size_t cur = row[j];
                row[j] = std::min({row[j] + 1, row[j - 1] + 1, prev + (word[i - 1] != k[j - 1])});
                prev = cur;
            }
        }
        if (row[k.size()] < best_d) {
            best_d = row[k.size()];
            best = k;
        }
    }
    return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

Diagnostic make_diagnostic(const std::string& file, const std::string& text, std::size_t offset,
                           std::string message) {
    if (offset > text.size()) offset = text.size();
    int line = 1;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            line_start = i + 1;
        }
    std::size_t line_end = text.find('\n', line_start);
    if (line_end == std::string::npos) line_end = text.size();
    std::string src = text.substr(line_start, line_end - line_start);
    if (!src.empty() && src.back() == '\r') src.pop_back();
    for (auto& ch : src)
        if (ch == '\t') ch = ' ';
    Diagnostic d;
    d.where = SourceLocation{file, line, int(offset - line_start) + 1};
    d.message = std::move(message);
    d.source_line = std::move(src);
    return d;
}

}  // namespace aviary

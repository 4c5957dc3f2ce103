#include "aviary/diagnostics.hpp"

#include <algorithm>

namespace aviary {

std::string Diagnostic::render() const {
    std::string s = where.file + ":" + std::to_string(where.line) + ":" +
                    std::to_string(where.column) + ": error: " + message + "\n";
    s += "  " + source_line + "\n";
    s += "  " + std::string(std::size_t(where.column > 0 ? where.column - 1 : 0), ' ') + "^\n";
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

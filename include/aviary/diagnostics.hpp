// Diagnostics: errors as values, each pinned to file:line:column.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aviary {

struct SourceLocation {
    std::string file;   // a path, or a pseudo-name such as "<fen>"
    int line = 1;       // 1-based
    int column = 1;     // 1-based, in characters of the line
};

struct Diagnostic {
    SourceLocation where;
    std::string message;
    std::string source_line;  // the whole offending line, for the caret display

    // "file:line:column: error: message\n  <line>\n  ^". Control characters and bytes that
    // are not UTF-8 are shown as \xNN (see escape_for_terminal), the caret placed to match.
    std::string render() const;
};

// `text` safe to print on a terminal: printable ASCII and valid UTF-8 stay, every other byte
// (ESC, NUL, DEL, broken UTF-8, ...) becomes \xNN. With `columns`, stores how many characters
// the escaped text has before byte `upto` (each UTF-8 sequence one character).
std::string escape_for_terminal(std::string_view text, std::size_t upto = std::string_view::npos,
                                std::size_t* columns = nullptr);

// " (did you mean 'X'?)" for the known word closest to `word` (edit distance <= 2), else "".
std::string did_you_mean(const std::string& word, const std::vector<std::string>& known);

// Builds a diagnostic for the character at `offset` of `text`.
Diagnostic make_diagnostic(const std::string& file, const std::string& text, std::size_t offset,
                           std::string message);

// A value or the diagnostics that explain why there is none.
template <class T>
class Result {
public:
    Result(T value) : value_(std::move(value)) {}
    Result(Diagnostic d) { errors_.push_back(std::move(d)); }
    Result(std::vector<Diagnostic> ds) : errors_(std::move(ds)) {}

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    T& value() { return *value_; }
    const T& value() const { return *value_; }
    T& operator*() { return *value_; }
    const T& operator*() const { return *value_; }
    T* operator->() { return &*value_; }
    const T* operator->() const { return &*value_; }
    const std::vector<Diagnostic>& errors() const { return errors_; }
    std::string error_text() const {
        std::string s;
        for (const auto& d : errors_) s += d.render();
        return s;
    }

private:
    std::optional<T> value_;
    std::vector<Diagnostic> errors_;
};

}  // namespace aviary

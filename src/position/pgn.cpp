// PGN: writing a game (tags, SAN movetext, result) and reading the first game of a text.
#include "aviary/pgn.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>

#include "aviary/san.hpp"

namespace aviary {

std::string PgnGame::tag(std::string_view name) const {
    for (const auto& t : tags)
        if (t.name == name) return t.value;
    return {};
}

namespace {

std::string quoted(const std::string& v) {
    std::string s = "\"";
    for (char c : v) {
        if (c == '"' || c == '\\') s += '\\';
        s += c;
    }
    return s + "\"";
}

std::string result_of(const Position& pos) {
    const Outcome o = pos.outcome();
    if (o.termination == Termination::None) return "*";
    if (!o.winner) return "1/2-1/2";
    return *o.winner == Color::White ? "1-0" : "0-1";
}

// Sets tag `name` unless `tags` already has it.
void add_default(std::vector<PgnTag>& tags, const std::string& name, const std::string& value) {
    for (const auto& t : tags)
        if (t.name == name) return;
    tags.push_back({name, value});
}

// Appends `word` to the movetext, breaking lines before 80 columns.
void append_word(std::string& text, std::size_t& line_len, const std::string& word) {
    if (line_len > 0 && line_len + 1 + word.size() > 79) {
        text += '\n';
        line_len = 0;
    } else if (line_len > 0) {
        text += ' ';
        ++line_len;
    }
    text += word;
    line_len += word.size();
}

}  // namespace

Result<std::string> write_pgn(const Position& start, const std::vector<Move>& moves,
                              const std::string& variant, const std::vector<PgnTag>& tags) {
    Position pos = start;
    std::string movetext;
    std::size_t line_len = 0;
    bool turn_starts = true;
    for (std::size_t k = 0; k < moves.size(); ++k) {
        MoveList legal;
        pos.legal_moves(legal);
        const std::vector<std::string> sans = moves_to_san(pos, legal);
        std::size_t at = legal.size();
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (legal[i] == moves[k]) at = i;
        if (at == legal.size())
            return Diagnostic{SourceLocation{"<pgn>", 1, 1},
                              "move " + std::to_string(k + 1) + " (" + pos.move_to_string(moves[k]) +
                                  ") is not legal in " + pos.fen(),
                              ""};
        // (a turn of several moves, moves-per-turn: numbered once, at its first move)
        const std::string number = std::to_string(pos.fullmove_number());
        const Color mover = pos.side_to_move();
        if (mover == Color::White && turn_starts) append_word(movetext, line_len, number + ".");
        else if (k == 0) append_word(movetext, line_len, number + "...");
        append_word(movetext, line_len, sans[at]);
        pos.make(moves[k]);
        turn_starts = pos.side_to_move() != mover;
    }
    const std::string result = result_of(pos);
    append_word(movetext, line_len, result);
    std::vector<PgnTag> all = tags;
    for (const char* name : {"Event", "Site", "Date", "Round", "White", "Black"})
        add_default(all, name, std::string(name) == "Date" ? "????.??.??" : "?");
    add_default(all, "Result", result);
    add_default(all, "Variant", variant);
    const std::string fen = start.fen();
    if (fen != start.ruleset().start_fen()) {
        add_default(all, "SetUp", "1");
        add_default(all, "FEN", fen);
    }
    std::string out;
    for (const auto& t : all) out += "[" + t.name + " " + quoted(t.value) + "]\n";
    return out + "\n" + movetext + "\n";
}

namespace {

// Reads a PGN text token by token, keeping the offset for diagnostics.
class PgnScanner {
public:
    PgnScanner(std::string_view text, const std::string& source) : text_(text), source_(source) {}

    std::size_t offset() const { return at_; }
    bool at_end() { skip_blanks(); return at_ >= text_.size(); }
    char peek() { skip_blanks(); return at_ < text_.size() ? text_[at_] : '\0'; }
    Diagnostic error(std::size_t offset, std::string message) const {
        return make_diagnostic(source_, std::string(text_), offset, std::move(message));
    }
    // Skips {comments}; returns the next character ('\0' at the end or on an error).
    char skip_comments(std::optional<Diagnostic>& err) {
        while (peek() == '{')
            if (!skip_group('{', '}', err)) return '\0';
        return peek();
    }
    // `[Name "value"]`; nullopt with `err` set on a malformed tag.
    std::optional<PgnTag> tag(std::optional<Diagnostic>& err);
    // Skips comments, NAGs, variations and move numbers; returns the next word (a move or
    // a result), empty at the end or at the next game's tags. `err` on an unclosed comment.
    std::string word(std::size_t& start, std::optional<Diagnostic>& err);

private:
    void skip_blanks() {
        while (at_ < text_.size()) {
            if (std::isspace((unsigned char)text_[at_])) ++at_;
            else if (text_[at_] == ';' || (text_[at_] == '%' && (at_ == 0 || text_[at_ - 1] == '\n')))
                while (at_ < text_.size() && text_[at_] != '\n') ++at_;
            else break;
        }
    }
    bool skip_group(char open, char close, std::optional<Diagnostic>& err);
    std::string_view text_;
    const std::string& source_;
    std::size_t at_ = 0;
};

std::optional<PgnTag> PgnScanner::tag(std::optional<Diagnostic>& err) {
    const std::size_t start = at_++;
    PgnTag t;
    while (at_ < text_.size() && (std::isalnum((unsigned char)text_[at_]) || text_[at_] == '_'))
        t.name += text_[at_++];
    if (t.name.empty()) { err = error(at_, "expected a tag name after '['"); return std::nullopt; }
    skip_blanks();
    if (at_ >= text_.size() || text_[at_] != '"') {
        err = error(at_, "expected '\"' and the value of tag " + t.name);
        return std::nullopt;
    }
    for (++at_; at_ < text_.size() && text_[at_] != '"'; ++at_) {
        if (text_[at_] == '\\' && at_ + 1 < text_.size()) ++at_;
        t.value += text_[at_];
    }
    if (at_ >= text_.size()) { err = error(start, "unterminated tag value"); return std::nullopt; }
    ++at_;
    skip_blanks();
    if (at_ >= text_.size() || text_[at_] != ']') { err = error(at_, "expected ']'"); return std::nullopt; }
    ++at_;
    return t;
}

bool PgnScanner::skip_group(char open, char close, std::optional<Diagnostic>& err) {
    const std::size_t start = at_;
    int depth = 0;
    for (; at_ < text_.size(); ++at_) {
        if (text_[at_] == open) ++depth;
        else if (text_[at_] == close && --depth == 0) { ++at_; return true; }
        else if (open == '(' && text_[at_] == '{') {   // a comment inside a variation
            if (!skip_group('{', '}', err)) return false;
            --at_;
        }
    }
    err = error(start, std::string("unclosed '") + open + "'");
    return false;
}

std::string PgnScanner::word(std::size_t& start, std::optional<Diagnostic>& err) {
    for (;;) {
        const char c = peek();
        if (c == '\0' || c == '[') return {};
        if (c == '{' || c == '(') {
            if (!skip_group(c, c == '{' ? '}' : ')', err)) return {};
            continue;
        }
        start = at_;
        std::string w;
        // (a '[' inside a word opens a move's effects, Bxd7[P@b8]; at its start, a tag)
        while (at_ < text_.size() && !std::isspace((unsigned char)text_[at_]) &&
               !std::strchr("{}();", text_[at_]) && !(text_[at_] == '[' && w.empty()))
            w += text_[at_++];
        if (w.empty()) { err = error(start, std::string("unexpected '") + c + "'"); return {}; }
        if (w[0] == '$' || w == "e.p.") continue;
        // a move number: digits and dots, possibly glued to the move ("1.e4")
        std::size_t k = 0;
        while (k < w.size() && std::isdigit((unsigned char)w[k])) ++k;
        if (k > 0 && k < w.size() && w[k] == '.') {
            while (k < w.size() && w[k] == '.') ++k;
            if (k == w.size()) continue;
            start += k;
            return w.substr(k);
        }
        return w;
    }
}

bool is_result(const std::string& w) { return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*"; }

// A PGN is text: a NUL byte (which C strings would take for the end) is an error where it is.
std::optional<Diagnostic> nul_byte(std::string_view text, const std::string& source) {
    const std::size_t at = text.find('\0');
    if (at == std::string_view::npos) return std::nullopt;
    return make_diagnostic(source, std::string(text), at, "a NUL byte (\\x00) in the PGN text");
}

}  // namespace

Result<std::vector<PgnTag>> read_pgn_tags(std::string_view text, const std::string& source) {
    if (auto nul = nul_byte(text, source)) return *nul;
    PgnScanner sc(text, source);
    std::vector<PgnTag> tags;
    std::optional<Diagnostic> err;
    while (sc.skip_comments(err) == '[') {
        auto t = sc.tag(err);
        if (!t) return *err;
        tags.push_back(*t);
    }
    if (err) return *err;
    return tags;
}

namespace {
bool same_ignoring_case(const std::string& a, const std::string& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower((unsigned char)x) == std::tolower((unsigned char)y);
           });
}
}  // namespace

Result<std::string> pgn_game_name(std::string_view text, const std::vector<std::string>& games,
                                  const std::string& source) {
    auto tags = read_pgn_tags(text, source);
    if (!tags) return tags.errors();
    for (const auto& t : *tags) {
        if (t.name != "Variant" || t.value.empty()) continue;
        if (std::find(games.begin(), games.end(), t.value) != games.end()) return t.value;
        // lichess and pychess capitalise the name ("Crazyhouse"): the one game so named
        for (const auto& g : games)
            if (same_ignoring_case(g, t.value)) return g;
        const std::size_t at = text.find("[Variant");
        return make_diagnostic(source, std::string(text), at == std::string_view::npos ? 0 : at,
                               "[Variant \"" + t.value + "\"] is not a known game" +
                                   did_you_mean(t.value, games) + " (the tag names a game, never a file)");
    }
    return std::string("chess");
}

Result<PgnGame> read_pgn(const Ruleset& rules, std::string_view text, const std::string& source) {
    if (auto nul = nul_byte(text, source)) return *nul;
    PgnScanner sc(text, source);
    PgnGame game;
    std::optional<Diagnostic> err;
    std::size_t fen_at = 0;
    while (sc.skip_comments(err) == '[') {
        auto t = sc.tag(err);
        if (!t) return *err;
        if (t->name == "FEN") fen_at = sc.offset();
        game.tags.push_back(*t);
    }
    if (err) return *err;
    const std::string fen = game.tag("FEN");
    Result<Position> pos = fen.empty() ? Position::start(rules) : Position::from_fen(rules, fen, source);
    if (!pos) return sc.error(fen_at ? fen_at - 2 : 0, "bad [FEN]: " + pos.errors().front().message);
    game.start_fen = pos->fen();
    for (;;) {
        std::size_t start = 0;
        const std::string w = sc.word(start, err);
        if (err) return *err;
        if (w.empty()) break;
        if (is_result(w)) { game.result = w; break; }
        auto m = parse_san(*pos, w, source);
        if (!m) return sc.error(start, m.errors().front().message);
        game.san.push_back(move_to_san(*pos, *m));
        game.moves.push_back(*m);
        pos->make(*m);
    }
    return game;
}

}  // namespace aviary

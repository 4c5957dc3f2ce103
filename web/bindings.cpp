// WebAssembly bindings (embind) over the public API only. The raw functions here return plain
// values or {errors: [...]} objects; web/api.js wraps them into the documented JS API (Board,
// loadVariant, ...) and turns errors into exceptions carrying file, line and column.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "aviary/aviary.hpp"
#include "aviary/san.hpp"
#include "aviary/diagram.hpp"
#include "aviary/glyphs.hpp"

using emscripten::val;

namespace {

std::map<std::string, aviary::Ruleset>& loaded() {
    static std::map<std::string, aviary::Ruleset> m;
    return m;
}

val errors_of(const std::vector<aviary::Diagnostic>& ds) {
    val arr = val::array();
    for (const auto& d : ds) {
        val e = val::object();
        e.set("file", d.where.file);
        e.set("line", d.where.line);
        e.set("column", d.where.column);
        e.set("message", d.message);
        e.set("sourceLine", d.source_line);
        e.set("text", d.render());
        arr.call<void>("push", e);
    }
    val out = val::object();
    out.set("errors", arr);
    return out;
}

val error_of(const std::string& message) {
    return errors_of({aviary::Diagnostic{aviary::SourceLocation{"<argument>", 1, 1}, message, ""}});
}

// A shipped or loaded ruleset by key; loads shipped files on first use.
const aviary::Ruleset* ruleset(const std::string& key, std::vector<aviary::Diagnostic>* errs = nullptr) {
    auto it = loaded().find(key);
    if (it != loaded().end()) return &it->second;
    if (!aviary::shipped_text(key)) {
        if (errs)
            errs->push_back({{key, 1, 1}, "no variant is called '" + key + "'" + aviary::did_you_mean(key, aviary::shipped_names()), ""});
        return nullptr;
    }
    auto rs = aviary::load_shipped(key);
    if (!rs) {
        if (errs) *errs = rs.errors();
        return nullptr;
    }
    return &loaded().emplace(key, *rs).first->second;
}

val variants() {
    val arr = val::array();
    std::vector<std::string> keys = aviary::shipped_names();
    for (const auto& [k, r] : loaded())
        if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
    for (const auto& k : keys) arr.call<void>("push", k);
    return arr;
}

std::string variant_text(const std::string& key) { return std::string(aviary::shipped_text(key).value_or("")); }

// Compiles a variant file's text (extends resolves to the shipped files) under `key`.
// A Fairy-Stockfish INI text under `key`: the section of that name, else its only section.
val load_ini_variant(const std::string& text, const std::string& key, const std::string& file) {
    aviary::IniImport got = aviary::import_ini(text, file);
    const aviary::IniVariant* pick = nullptr;
    for (const auto& v : got.variants)
        if (v.name == key) pick = &v;
    if (!pick && got.variants.size() == 1 && got.errors.empty()) pick = &got.variants[0];
    if (!pick) {   // no section of that name, or several sections and none named
        auto one = aviary::import_ini_variant(text, file, key);
        return errors_of(one ? std::vector<aviary::Diagnostic>{{{file, 1, 1}, "the INI text holds several games: give a section's name as the key", ""}}
                             : one.errors());
    }
    auto rs = aviary::load_ruleset(pick->text, file + ":" + pick->name);
    if (!rs) return errors_of(rs.errors());
    loaded().insert_or_assign(key, *rs);
    return val(key);
}

// loadVariantConfig: every section of an INI text under its own name; {loaded, errors}.
val load_variant_config(const std::string& text, const std::string& file) {
    aviary::IniImport got = aviary::import_ini(text, file);
    val names = val::array();
    std::vector<aviary::Diagnostic> errors = got.errors;
    for (const auto& v : got.variants) {
        if (aviary::shipped_text(v.name)) {
            errors.push_back({{file, 1, 1}, "a shipped game is called '" + v.name + "': the section is left out", ""});
            continue;
        }
        auto rs = aviary::load_ruleset(v.text, file + ":" + v.name);
        if (!rs) {
            errors.insert(errors.end(), rs.errors().begin(), rs.errors().end());
            continue;
        }
        loaded().insert_or_assign(v.name, *rs);
        names.call<void>("push", val(v.name));
    }
    val out = val::object();
    out.set("loaded", names);
    out.set("problems", errors_of(errors)["errors"]);
    return out;
}

val load_variant(const std::string& text, const std::string& key, const std::string& file) {
    if (aviary::shipped_text(key))   // a shipped game keeps its key
        return error_of("a shipped game is called '" + key + "': load the text under another key");
    if (aviary::is_ini_text(text)) return load_ini_variant(text, key, file);
    auto rs = aviary::load_ruleset(text, file, aviary::shipped_resolver());
    if (!rs) return errors_of(rs.errors());
    loaded().insert_or_assign(key, *rs);
    return val(key);
}

char fen_letter(char upper, aviary::Color c) {
    return c == aviary::Color::Black ? char(std::tolower((unsigned char)upper)) : upper;
}

// A piece's spelling (its id, a letter or +D, D', D!; or its FEN spelling) as `c`'s: lower
// case for Black.
std::string side_spelling(std::string s, aviary::Color c) {
    for (char& ch : s) ch = fen_letter(ch, c);
    return s;
}

const char* color_name(aviary::Color c) {
    return c == aviary::Color::White ? "white" : c == aviary::Color::Black ? "black" : "neutral";
}

// The page's names for PromotionKind ("" none, "list", "captured", "hand").
std::string promotion_name(aviary::PromotionKind k) {
    switch (k) {
        case aviary::PromotionKind::None: return "";
        case aviary::PromotionKind::List: return "list";
        case aviary::PromotionKind::Captured: return "captured";
        case aviary::PromotionKind::OpponentHand: return "hand";
    }
    return "";
}

val variant_info(const std::string& key) {
    std::vector<aviary::Diagnostic> errs;
    const aviary::Ruleset* rs = ruleset(key, &errs);
    if (!rs) return errors_of(errs);
    aviary::RulesDetails d = aviary::inspect(*rs);
    val o = val::object();
    o.set("key", key);
    o.set("name", d.name);
    o.set("files", d.shape.files);
    o.set("ranks", d.shape.ranks);
    o.set("levels", d.shape.levels);   // a layered board: ranks counts the rows of all levels
    o.set("hex", d.shape.hex);   // geometry = hexagonal or hexagonal-ranks
    o.set("hexFileRanks", d.shape.hex_file_ranks);   // the regular hexagon: files a-l without j, ranks along each file
    o.set("hexRanks", d.shape.hex_ranks);   // turned a quarter: ranks across
    val cells = val::array();   // the board's squares in the order its FEN writes them
    for (int r = d.shape.ranks - 1; r >= 0; --r)
        for (int f = 0; f < d.shape.row_cells(r); ++f)
            cells.call<void>("push", d.shape.name(d.shape.row_cell(r, f)));
    o.set("fenSquares", cells);
    o.set("wrapFiles", rs->wraps_files());   // wrap=: the first and last files adjacent
    o.set("wrapRanks", rs->wraps_ranks());
    o.set("startFen", d.start_fen);
    o.set("hands", d.hands);
    o.set("drops", d.drops);
    o.set("capturesToHand", rs->captures_to_hand());
    o.set("relocate", d.relocate);
    val pieces = val::array();
    for (const auto& p : d.pieces) {
        val q = val::object();
        q.set("letter", p.id);   // its id: a letter, or +D, D', D! (as `id`)
        q.set("id", p.id);
        q.set("name", p.name);
        q.set("notation", p.notation);
        q.set("glyph", p.glyph);
        q.set("fen", p.fen);   // the FEN spelling: the letter, or fen= (+P, Q~)
        q.set("royal", p.royal);
        q.set("neutral", p.neutral);
        q.set("promotion", promotion_name(p.promotion));
        pieces.call<void>("push", q);
    }
    o.set("pieces", pieces);
    val keys = val::array();   // the keys the variant file sets, with describe's sentence
    for (const auto& k : d.keys) {
        val n = val::object();
        n.set("key", k.key);
        n.set("value", k.value);
        n.set("sentence", k.sentence);
        keys.call<void>("push", n);
    }
    o.set("keys", keys);
    return o;
}

val describe(const std::string& key) {
    std::vector<aviary::Diagnostic> errs;
    const aviary::Ruleset* rs = ruleset(key, &errs);
    if (!rs) return errors_of(errs);
    return val(aviary::describe_rules(*rs));
}

val diagram_value(const aviary::MoveDiagram& d, const std::string& title) {
    val o = val::object();
    o.set("files", d.shape.files);
    o.set("ranks", d.shape.ranks);
    o.set("levels", d.shape.levels);   // a layered board: ranks counts the rows of all levels
    o.set("origin", d.origin == aviary::NoSquare ? std::string() : d.shape.name(d.origin));
    o.set("label", d.label);
    o.set("glyph", d.glyph);
    val marks = val::object();
    for (int s = 0; s < d.shape.size(); ++s) {
        if (aviary::Square(s) == d.origin || !d.flags[std::size_t(s)]) continue;
        std::string m = d.mark(aviary::Square(s));
        while (!m.empty() && m.back() == ' ') m.pop_back();
        marks.set(d.shape.name(aviary::Square(s)), m);
    }
    o.set("marks", marks);
    val legend = val::array();
    for (const auto& [c, text] : d.legend()) {
        val e = val::object();
        e.set("mark", std::string(1, c));
        e.set("text", text);
        legend.call<void>("push", e);
    }
    o.set("legend", legend);
    val notes = val::array();
    for (const auto& n : d.notes) notes.call<void>("push", n);
    o.set("notes", notes);
    o.set("text", aviary::diagram_text(d, title));
    o.set("svg", aviary::diagram_svg(d));
    return o;
}

int type_of(const aviary::Ruleset& rs, const std::string& piece) {
    const auto& ps = rs.pieces();
    for (std::size_t t = 0; t < ps.size(); ++t) {
        std::string n = ps[t].name, w = piece;
        std::transform(n.begin(), n.end(), n.begin(), ::tolower);
        std::transform(w.begin(), w.end(), w.begin(), ::tolower);
        std::string id = ps[t].id;
        std::transform(id.begin(), id.end(), id.begin(), ::tolower);
        if (n == w || id == w) return int(t);
    }
    return -1;
}

val piece_diagram(const std::string& key, const std::string& piece, const std::string& square) {
    std::vector<aviary::Diagnostic> errs;
    const aviary::Ruleset* rs = ruleset(key, &errs);
    if (!rs) return errors_of(errs);
    const int type = type_of(*rs, piece);
    if (type < 0) return error_of(rs->name() + " has no piece '" + piece + "'");
    const aviary::BoardShape shape = rs->shape();
    auto sq = square.empty() ? std::optional<aviary::Square>(aviary::default_diagram_square(shape)) : shape.parse(square);
    if (!sq) return error_of("'" + square + "' is not a square of the board");
    auto d = aviary::piece_diagram(*rs, type, *sq);
    if (!d) return errors_of(d.errors());
    const auto p = rs->pieces()[std::size_t(type)];
    val o = diagram_value(*d,  p.name + " (" + p.id + ") of " + rs->name() + ", on " + shape.name(*sq) + ": " + p.notation);
    if (auto drops = aviary::drop_diagram(*rs, type)) o.set("drops", diagram_value(*drops, "Drops of a " + p.name + " from White's hand on an empty board:"));
    return o;
}

val notation_diagram(const std::string& notation, int files, int ranks, const std::string& square) {
    if (files < 1 || ranks < 1 || files > aviary::MaxFiles || ranks > aviary::MaxRanks)
        return error_of("boards go from 1x1 to 16x16");
    aviary::BoardShape shape{files, ranks};
    auto sq = square.empty() ? std::optional<aviary::Square>(aviary::default_diagram_square(shape)) : shape.parse(square);
    if (!sq) return error_of("'" + square + "' is not a square of the board");
    auto d = aviary::notation_diagram(shape, notation, *sq, "<notation>");
    if (!d) return errors_of(d.errors());
    return diagram_value(*d, notation + " on " + shape.name(*sq));
}

std::string glyph_svg(const std::string& glyph, const std::string& id, const std::string& color) {
    const aviary::Color c = color == "black" ? aviary::Color::Black
                            : color == "neutral" ? aviary::Color::Neutral : aviary::Color::White;
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 40 40\">" +
           aviary::glyph_svg(glyph, id, c) + "</svg>";
}

const char* termination_name(aviary::Termination t) {
    using aviary::Termination;
    switch (t) {
        case Termination::None: return "none";
        case Termination::Checkmate: return "checkmate";
        case Termination::Stalemate: return "stalemate";
        case Termination::RoyalCaptured: return "royal-captured";
        case Termination::FiftyMoves: return "fifty-moves";
        case Termination::Repetition: return "repetition";
        case Termination::Extinction: return "extinction";
        case Termination::Goal: return "goal";
        case Termination::CheckLimit: return "check-limit";
        case Termination::Passes: return "passes";
        case Termination::BoardFull: return "board-full";
        case Termination::Connection: return "connection";
    }
    return "none";
}

// The names (move strings) of the moves a game has listed, each written once: a move's string
// depends only on the game, the move and, for a promotion, the mover's type (its suffix), so
// that is the key. The module hands over a list as the ids of its moves and only the names
// api.js has not seen; api.js keeps the names (and finds a move's id by its string). A table
// that grows past max_names (a long Duck game) starts again, under a new generation number.
class Names {
public:
    std::size_t max_names = std::size_t(1) << 17;   // (smaller in a test of the restart)

    // The id of the name of `m`, a legal move of `pos`: found, or written and kept.
    std::uint32_t id(const aviary::Position& pos, const aviary::Move& m) {
        Key k{m, 0xFF};
        if (m.promotion_type()) k.mover = std::uint8_t(pos.piece_at(m.from)->type);
        if (keys_.size() * 2 >= slots_.size()) grow();
        std::size_t i = hash(k) & (slots_.size() - 1);
        for (; slots_[i] != Empty; i = (i + 1) & (slots_.size() - 1))
            if (keys_[slots_[i]] == k) return slots_[i];
        const auto id = std::uint32_t(keys_.size());
        slots_[i] = id;
        keys_.push_back(k);
        if (!text_.empty()) text_ += ' ';
        pos.append_move_string(m, text_);
        ends_.push_back(std::uint32_t(text_.size()));
        return id;
    }
    std::string_view name(std::uint32_t id) const {
        const std::size_t from = id ? ends_[id - 1] + 1 : 0;
        return std::string_view(text_).substr(from, ends_[id] - from);
    }
    std::size_t size() const { return keys_.size(); }
    // The names from id `first` on, separated by spaces, NUL-terminated in the module's memory.
    const char* names_from(std::size_t first) const {
        return text_.c_str() + (first == 0 ? 0 : first >= ends_.size() ? text_.size() : ends_[first - 1] + 1);
    }
    int generation() const { return generation_; }
    bool full() const { return keys_.size() >= max_names; }
    void restart() {
        slots_.assign(slots_.size(), Empty);
        keys_.clear();
        text_.clear();
        ends_.clear();
        ++generation_;
    }

private:
    struct Key {
        aviary::Move move;
        std::uint8_t mover;   // the mover's type for a promotion, else 0xFF
        bool operator==(const Key& o) const { return move == o.move && mover == o.mover; }
    };
    static constexpr std::uint32_t Empty = 0xFFFFFFFF;
    static std::size_t hash(const Key& k) {
        std::uint32_t w[(sizeof(aviary::Move) + 3) / 4] = {};
        static_assert(sizeof k.move <= sizeof w);
        std::memcpy(w, &k.move, sizeof k.move);
        std::uint32_t h = 2166136261u ^ k.mover;
        for (std::uint32_t x : w) h = (h ^ x) * 16777619u + (h >> 15);
        return h ^ (h >> 13);
    }
    void grow() {   // twice the slots, every id placed again
        slots_.assign(slots_.empty() ? 1024 : 2 * slots_.size(), Empty);
        for (std::uint32_t id = 0; id < keys_.size(); ++id) {
            std::size_t i = hash(keys_[id]) & (slots_.size() - 1);
            while (slots_[i] != Empty) i = (i + 1) & (slots_.size() - 1);
            slots_[i] = id;
        }
    }
    std::vector<std::uint32_t> slots_;   // ids by hash, open addressing
    std::vector<Key> keys_;              // by id
    std::string text_;                   // the names by id, separated by spaces
    std::vector<std::uint32_t> ends_;    // where each name ends in text_
    int generation_ = 0;
};

// A game in progress: the position, the moves played (for pop and the last move's squares) and,
// per ply, the legal moves of that position listed once, so that listing the moves, playing one
// by its string, id or index and taking it back cost no second generation. The list of ply k
// stays right while only moves after it are pushed and popped. A list crosses to api.js as the
// ids of its moves' names (class Names).
class Game {
public:
    Game(const std::string& key, const std::string& fen) {
        std::vector<aviary::Diagnostic> errs;
        const aviary::Ruleset* rs = ruleset(key, &errs);
        if (!rs) {
            error_ = errors_of(errs);
            return;
        }
        auto p = fen.empty() ? aviary::Result<aviary::Position>(aviary::Position::start(*rs))
                             : aviary::Position::from_fen(*rs, fen, "<fen>");
        if (!p) {
            error_ = errors_of(p.errors());
            return;
        }
        pos_ = std::make_unique<aviary::Position>(std::move(*p));
    }

    val error() const { return error_; }
    // The FEN, NUL-terminated in the module's memory until the next call of fen_address().
    unsigned fen_address() {
        fen_ = pos_->fen();
        return unsigned(reinterpret_cast<std::uintptr_t>(fen_.c_str()));
    }
    bool turn() const { return pos_->side_to_move() == aviary::Color::White; }
    bool is_check() const { return pos_->in_check(); }
    int moves_left_in_turn() const { return pos_->moves_left_in_turn(); }
    double perft(int depth) {
        if (depth < 0) return -1;
        return double(aviary::perft(*pos_, depth));
    }

    // The legal moves for api.js: the address, in the module's memory, of 32-bit words
    // [count, names known, generation, the id of each move's name...]; they stay until the next
    // call that lists, plays or takes back moves. names_from(k) gives the names from id k on.
    unsigned legal_ids_address() {
        Listed& l = listed();
        l.wire[1] = std::uint32_t(names_.size());
        l.wire[2] = std::uint32_t(names_.generation());
        return unsigned(reinterpret_cast<std::uintptr_t>(l.wire.data()));
    }
    unsigned names_from(int first) { return unsigned(reinterpret_cast<std::uintptr_t>(names_.names_from(std::size_t(first)))); }
    int legal_count() { return int(listed().moves.size()); }
    void limit_names(int n) { names_.max_names = std::size_t(std::max(n, 1)); }   // for a test

    // What the page needs to play a move by clicks: its squares and parts.
    val legal_moves_detailed() {
        const Listed& l = listed();
        const aviary::BoardShape b = pos_->ruleset().shape();
        const auto& pieces = pos_->ruleset().pieces();
        auto name = [&](aviary::Square s) { return s == aviary::NoSquare ? std::string() : b.name(s); };
        val arr = val::array();
        for (std::size_t i = 0; i < l.moves.size(); ++i) {
            const aviary::Move& m = l.moves[i];
            val o = val::object();
            o.set("move", pos_->move_to_string(m));
            o.set("from", name(m.from));
            o.set("to", name(m.to));
            o.set("duck", name(m.neutral.to));
            auto letter = [&](std::optional<int> t) { return t ? pieces[std::size_t(*t)].id : std::string(); };
            o.set("drop", letter(m.dropped_type()));
            o.set("promotion", letter(m.promotion_type()));
            val victims = val::array();   // (a pickup's own piece goes to its hand: no victim)
            if (!m.is_pickup())
                for (aviary::Square v : m.victims()) victims.call<void>("push", b.name(v));
            o.set("victims", victims);
            o.set("pickup", m.is_pickup());
            o.set("swap", m.is_swap());
            o.set("castle", m.is_castling());
            arr.call<void>("push", o);
        }
        return arr;
    }

    // Plays the move written as `text`; false: not played, push_error() says why.
    bool push(const std::string& text) {
        const Listed& l = listed();
        if (auto i = find(l, text)) return play(l.moves[*i]);
        auto m = pos_->parse_move(text, "<move>");
        if (!m) {
            push_error_ = m.error_text();
            return false;
        }
        return play(*m);
    }
    // Plays the move named by `id` (of `generation`) when it is in this position's list and
    // push(its name) would play it; false (nothing done, no error): ask push(text).
    bool push_id(int id, int generation) {
        const Listed& l = listed();   // (first: listing may start the names again)
        if (generation != names_.generation() || id < 0 || std::size_t(id) >= names_.size()) return false;
        if (!spelled_alike(l, names_.name(std::uint32_t(id)))) return false;
        if (auto i = l.index_of(std::uint32_t(id))) return play(l.moves[*i]);
        return false;
    }
    // Plays the i-th move of the legal list; false for an index out of it.
    bool push_index(int i) {
        const Listed& l = listed();
        if (i < 0 || std::size_t(i) >= l.moves.size()) {
            push_error_ = "<move>:1:1: error: no legal move has the index " + std::to_string(i) +
                          " (there are " + std::to_string(l.moves.size()) + ")";
            return false;
        }
        return play(l.moves[std::size_t(i)]);
    }
    std::string push_error() const { return push_error_; }
    bool pop() {
        if (played_.empty()) return false;
        pos_->unmake();
        played_.pop_back();
        return true;
    }
    int ply() const { return int(played_.size()); }

    // termination * 4 + winner (0: none, 1 + Color), decoded by api.js with termination_names().
    int outcome_code() const {
        const aviary::Outcome o = pos_->outcome();
        return int(o.termination) * 4 + (o.winner ? 1 + int(*o.winner) : 0);
    }

    val piece_at(const std::string& square) const {
        const aviary::BoardShape b = pos_->ruleset().shape();
        auto sq = b.parse(square);
        if (!sq || b.name(*sq) != square) return error_of("'" + square + "' is not a square of the board");
        auto p = pos_->piece_at(*sq);
        if (!p) return val::null();
        const auto& info = pos_->ruleset().pieces()[std::size_t(p->type)];
        val o = val::object();
        o.set("letter", side_spelling(info.id, p->color));
        if (info.fen.size() > 1)   // a promoted type's FEN spelling (+P, Q~)
            o.set("fen", side_spelling(info.fen, p->color));
        o.set("name", info.name);
        o.set("color", std::string(color_name(p->color)));
        return o;
    }

    // The pieces in a hand as FEN letters ("" when empty).
    val hand(const std::string& color) const {
        aviary::Color c;
        if (color == "white") c = aviary::Color::White;
        else if (color == "black") c = aviary::Color::Black;
        else if (color == "neutral") c = aviary::Color::Neutral;
        else return error_of("hand: the colour is 'white', 'black' or 'neutral', not '" + color + "'");
        std::string s;
        const auto& pieces = pos_->ruleset().pieces();
        for (std::size_t t = 0; t < pieces.size(); ++t) {
            const std::string id = side_spelling(pieces[t].id, c);
            for (int n = pos_->hand_count(c, int(t)); n > 0; --n) s += id;
        }
        return val(s);
    }

    std::string svg() const {
        std::vector<aviary::Square> hl;
        if (!played_.empty()) hl = played_.back().squares();
        return aviary::position_svg(*pos_, hl);
    }

    std::string text() const { return pos_->to_text(); }

    // The legal moves in SAN (include/aviary/san.hpp), in the order of the legal list; with
    // their rule effects (Bxd7[P@b8]) or, for ffish.js, without.
    val legal_moves_san(bool effects) {
        val arr = val::array();
        const auto shown = effects ? aviary::SanEffects::Shown : aviary::SanEffects::Omitted;
        for (const auto& s : aviary::moves_to_san(*pos_, listed().moves, aviary::Notation::San, shown))
            arr.call<void>("push", s);
        return arr;
    }

    // The rule effects of the legal move written `text` (include/aviary/effects.hpp), by square:
    // [{kind: 'changes-side' | 'appears' | 'removed', square, letter, color}].
    val effects(const std::string& text) const {
        auto m = pos_->parse_move(text, "<move>");
        if (!m) return error_of(m.error_text());
        static const char* const kinds[] = {"changes-side", "appears", "removed"};
        const aviary::BoardShape b = pos_->ruleset().shape();
        val arr = val::array();
        for (const aviary::MoveEffect& e : aviary::move_effects(*pos_, *m)) {
            val o = val::object();
            o.set("kind", std::string(kinds[int(e.kind)]));
            o.set("square", b.name(e.square));
            o.set("letter", side_spelling(pos_->ruleset().pieces()[std::size_t(e.piece.type)].id, e.piece.color));
            o.set("color", std::string(color_name(e.piece.color)));
            arr.call<void>("push", o);
        }
        return arr;
    }

    // Searches the position, with the game's history (repetitions count), within the limits
    // (0: none of that kind; none at all: depth 64). `info` (a JS function or undefined) gets
    // each completed iteration's report; `poll` (a JS function or undefined) is asked now and
    // then and stops the search by returning true. api.js checks the arguments and keeps JS
    // exceptions out of here. Returns {best, score, mate, depth, nodes, timeMs, pv}, best null
    // when there is no legal move, or {errors} (a game longer than a position can hold).
    val search(int depth, double movetime_ms, double nodes, int hash_mb, val info, val poll) {
        try {
            return search_unchecked(depth, movetime_ms, nodes, hash_mb, info, poll);
        } catch (const std::exception& e) {
            return errors_of({aviary::Diagnostic{aviary::SourceLocation{"<search>", 1, 1},
                                                 std::string("cannot search: ") + e.what(), ""}});
        }
    }
    val search_unchecked(int depth, double movetime_ms, double nodes, int hash_mb, val info, val poll) {
        if (!searcher_) searcher_ = std::make_unique<aviary::Searcher>(std::size_t(hash_mb));
        else if (hash_mb != hash_mb_) searcher_->resize(std::size_t(hash_mb));
        hash_mb_ = hash_mb;
        aviary::SearchLimits limits;
        limits.depth = depth;
        limits.movetime_ms = int(movetime_ms);
        limits.nodes = std::uint64_t(nodes);
        if (poll.typeOf().as<std::string>() == "function") limits.poll = [&poll] { return poll().as<bool>(); };
        aviary::Searcher::InfoCallback report;
        if (info.typeOf().as<std::string>() == "function")
            report = [&](const aviary::SearchInfo& i) { info(info_value(i)); };
        const aviary::SearchResult r = searcher_->search(*pos_, limits, report);
        aviary::SearchInfo last;
        last.depth = r.depth;
        last.score = r.score;
        last.nodes = r.nodes;
        last.pv = r.pv;
        if (r.best && (last.pv.empty() || !(last.pv[0] == *r.best))) last.pv = {*r.best};
        val o = info_value(last);
        o.set("best", r.best ? val(pos_->move_to_string(*r.best)) : val::null());
        return o;
    }
    void new_game() { if (searcher_) searcher_->clear(); }   // forget the search's table

    // ---- what the ffish.js facade (web/ffish/) needs beyond the API above ----
    int halfmove_clock() const { return pos_->halfmove_clock(); }
    int fullmove_number() const { return pos_->fullmove_number(); }

    // Plays the legal move written in SAN (or coordinate form); returns its coordinate form,
    // "" when nothing was played (push_error() says why).
    std::string push_san(const std::string& text) {
        auto m = aviary::parse_san(*pos_, text, "<san>");
        if (!m) {
            push_error_ = m.error_text();
            return "";
        }
        const std::string played = pos_->move_to_string(*m);
        return play(*m) ? played : "";
    }

    // The move written `text` (Aviary's form) in ffish.js's notation numbering (0: the game's
    // own, its `notation` key; 1 to 9: SAN, LAN, ... Thai LAN, Notation's order), "" when it
    // is no legal move.
    // `effects`: with its rule effects (Bxd7[P@b8]), or, as Fairy-Stockfish writes it, without.
    std::string san(const std::string& text, int notation, bool effects) const {
        auto m = pos_->parse_move(text, "<move>");
        if (!m || notation < 0 || notation > 9) return "";
        const aviary::Notation n = notation == 0 ? pos_->ruleset().notation() : aviary::Notation(notation - 1);
        return aviary::move_to_san(*pos_, *m, n, effects ? aviary::SanEffects::Shown : aviary::SanEffects::Omitted);
    }

    // Does the move written `text` take a piece? false when it is no legal move.
    bool is_capture(const std::string& text) const {
        auto m = pos_->parse_move(text, "<move>");
        return m && aviary::is_capture(*pos_, *m);
    }

    // Has `white`'s side too little material to win (aviary/material.hpp)?
    bool insufficient_material(bool white) const {
        return aviary::insufficient_material(*pos_, white ? aviary::Color::White : aviary::Color::Black);
    }

    // The squares of the side to move's royal pieces in check, separated by spaces ("" when
    // not in check). With several royal pieces, the ones the other side could take if it
    // were to move (all of them when that position cannot be read).
    std::string checked_squares() const {
        if (!pos_->in_check()) return "";
        std::vector<aviary::Square> royals = royal_squares(pos_->side_to_move());
        if (royals.size() > 1) royals = attacked(royals);
        std::string out;
        for (aviary::Square s : royals) out += (out.empty() ? "" : " ") + pos_->ruleset().shape().name(s);
        return out;
    }

    // Janggi's bikjang: the game has the rule and the two kings face each other on a file
    // with nothing between them.
    bool is_bikjang() const {
        if (aviary::inspect(pos_->ruleset()).facing != aviary::FacingRule::Bikjang) return false;
        const auto w = royal_squares(aviary::Color::White), k = royal_squares(aviary::Color::Black);
        if (w.size() != 1 || k.size() != 1) return false;
        const aviary::BoardShape b = pos_->ruleset().shape();
        if (b.file_of(w[0]) != b.file_of(k[0])) return false;
        const int lo = std::min(b.rank_of(w[0]), b.rank_of(k[0])), hi = std::max(b.rank_of(w[0]), b.rank_of(k[0]));
        for (int r = lo + 1; r < hi; ++r)
            if (pos_->piece_at(b.square(b.file_of(w[0]), r))) return false;
        return true;
    }

private:
    std::vector<aviary::Square> royal_squares(aviary::Color c) const {
        std::vector<aviary::Square> out;
        const auto& pieces = pos_->ruleset().pieces();
        for (aviary::Square s = 0; s < pos_->ruleset().shape().size(); ++s) {
            auto p = pos_->piece_at(s);
            if (p && p->color == c && pieces[std::size_t(p->type)].royal) out.push_back(s);
        }
        return out;
    }
    // The squares of `royals` a legal move of the other side would take, were it its turn
    // (the FEN with the side switched and no en passant square); all of them when none is
    // found or that FEN is not a position.
    std::vector<aviary::Square> attacked(const std::vector<aviary::Square>& royals) const {
        std::vector<std::string> f;
        const std::string fen = pos_->fen();
        for (std::size_t i = 0, j; i < fen.size(); i = j + 1) {
            j = std::min(fen.find(' ', i), fen.size());
            f.push_back(fen.substr(i, j - i));
        }
        if (f.size() < 4) return royals;
        f[1] = f[1] == "w" ? "b" : "w";
        f[3] = "-";
        std::string flipped;
        for (const auto& x : f) flipped += (flipped.empty() ? "" : " ") + x;
        auto other = aviary::Position::from_fen(pos_->ruleset(), flipped);
        if (!other) return royals;
        aviary::MoveList ml;
        other->legal_moves(ml);
        std::vector<aviary::Square> out;
        for (aviary::Square s : royals)
            for (const aviary::Move& m : ml) {
                const auto v = m.victims();
                if (m.to == s || std::find(v.begin(), v.end(), s) != v.end()) {
                    out.push_back(s);
                    break;
                }
            }
        return out.empty() ? royals : out;
    }

    // A search report for JS: the PV in the module's move names, the mate distance if any.
    val info_value(const aviary::SearchInfo& i) const {
        val o = val::object();
        o.set("depth", i.depth);
        o.set("seldepth", i.seldepth);
        o.set("score", i.score);
        const int a = i.score < 0 ? -i.score : i.score;
        if (a > aviary::MateBound) o.set("mate", i.score > 0 ? (aviary::MateScore - a + 1) / 2 : -(aviary::MateScore - a) / 2);
        else o.set("mate", val::null());
        o.set("nodes", double(i.nodes));
        o.set("nps", double(i.nps));
        o.set("timeMs", i.time_ms);
        val pv = val::array();
        aviary::Position p = *pos_;
        for (const aviary::Move& m : i.pv) {
            pv.call<void>("push", p.move_to_string(m));
            p.make(m);
        }
        o.set("pv", pv);
        return o;
    }

    // The legal moves of one position and the ids of their names.
    struct Listed {
        bool valid = false;
        bool neutral = false;        // a move places or moves a neutral piece (the Duck)
        bool gate_partner = false;   // a move gates onto the castling partner's square
        aviary::MoveList moves;
        std::vector<std::uint32_t> wire;   // [count, names known, generation, ids...]
        mutable std::size_t next = 0;      // where index_of() starts

        // The move named by `id`. A name belongs to one legal move, so the search may start
        // anywhere: after the last one found, as a loop pushes the moves of a list in order.
        std::optional<std::size_t> index_of(std::uint32_t id) const {
            const std::size_t n = moves.size();
            for (std::size_t k = 0, i = next < n ? next : 0; k < n; ++k, i = i + 1 < n ? i + 1 : 0)
                if (wire[3 + i] == id) {
                    next = i + 1;
                    return i;
                }
            return std::nullopt;
        }
    };

    // Is a move's own name, `body`, sure to mean that move to parse_move()? It reads other
    // spellings too, tried move by move with the move's own: a Duck move with the mover's
    // destination before the Duck's square (two squares after the last ','), gating on the
    // castling partner's square (no ','). A name that could be one of those goes to parse_move().
    static bool spelled_alike(const Listed& l, std::string_view body) {
        const std::size_t comma = body.rfind(',');
        if (l.gate_partner && comma == std::string_view::npos) return false;
        return !l.neutral || comma == std::string_view::npos || body.size() - comma - 1 <= aviary::BoardShape::MaxNameLength;
    }
    // The move named `body` (several ids may share a name: the key is the whole move).
    std::optional<std::size_t> find(const Listed& l, std::string_view body) const {
        if (!spelled_alike(l, body)) return std::nullopt;
        const std::size_t n = l.moves.size();
        for (std::size_t k = 0, i = l.next < n ? l.next : 0; k < n; ++k, i = i + 1 < n ? i + 1 : 0)
            if (names_.name(l.wire[3 + i]) == body) {
                l.next = i + 1;
                return i;
            }
        return std::nullopt;
    }

    Listed& listed() {
        const std::size_t k = played_.size();
        if (listed_.size() <= k) listed_.resize(k + 1);
        if (!listed_[k].valid && names_.full()) {   // the ids of every list go with the names
            names_.restart();
            for (Listed& l : listed_) l.valid = false;
        }
        Listed& l = listed_[k];
        if (l.valid) return l;
        l.moves.clear();
        pos_->legal_moves(l.moves);
        l.wire.resize(3 + l.moves.size());
        l.wire[0] = std::uint32_t(l.moves.size());
        l.neutral = l.gate_partner = false;
        l.next = 0;
        for (std::size_t i = 0; i < l.moves.size(); ++i) {
            const aviary::Move& m = l.moves[i];
            l.wire[3 + i] = names_.id(*pos_, m);
            l.neutral = l.neutral || m.neutral.present();
            l.gate_partner = l.gate_partner || (m.flags & aviary::MoveGatePartner);
        }
        l.valid = true;
        return l;
    }

    bool play(const aviary::Move m) {   // (a copy: `m` may live in listed_, which may grow)
        try {   // (a game beyond what the position can hold: a message, not a WebAssembly.Exception)
            // (room first, so that nothing throws once the move is made)
            if (played_.size() == played_.capacity()) played_.reserve(2 * played_.size() + 64);
            if (listed_.size() <= played_.size() + 1) listed_.resize(played_.size() + 2);
            pos_->make(m);
            played_.push_back(m);
        } catch (const std::exception& e) {
            push_error_ = std::string("<move>:1:1: error: cannot play the move: ") + e.what();
            return false;
        }
        listed_[played_.size()].valid = false;   // a new position at this ply
        return true;
    }

    std::unique_ptr<aviary::Position> pos_;
    std::vector<aviary::Move> played_;
    std::vector<Listed> listed_;   // by ply: the position after that many moves
    Names names_;
    std::string push_error_;
    std::string fen_;
    val error_ = val::null();
    std::unique_ptr<aviary::Searcher> searcher_;   // made by the first search
    int hash_mb_ = 0;
};

val termination_names() {
    val arr = val::array();
    for (int t = 0; t <= int(aviary::Termination::Connection); ++t)   // (the last one)
        arr.call<void>("push", std::string(termination_name(aviary::Termination(t))));
    return arr;
}

}  // namespace

EMSCRIPTEN_BINDINGS(aviary) {
    using namespace emscripten;
    function("_variants", &variants);
    function("_variantText", &variant_text);
    function("_loadVariant", &load_variant);
    function("_loadVariantConfig", &load_variant_config);
    function("_variantInfo", &variant_info);
    function("_describe", &describe);
    function("_pieceDiagram", &piece_diagram);
    function("_notationDiagram", &notation_diagram);
    function("_glyphSvg", &glyph_svg);
    function("_terminationNames", &termination_names);
    class_<Game>("_Game")
        .constructor<std::string, std::string>()
        .function("error", &Game::error)
        .function("fenAddress", &Game::fen_address)
        .function("turn", &Game::turn)
        .function("isCheck", &Game::is_check)
        .function("movesLeftInTurn", &Game::moves_left_in_turn)
        .function("perft", &Game::perft)
        .function("legalIdsAddress", &Game::legal_ids_address)
        .function("namesFrom", &Game::names_from)
        .function("limitNames", &Game::limit_names)
        .function("legalCount", &Game::legal_count)
        .function("legalMovesDetailed", &Game::legal_moves_detailed)
        .function("legalMovesSan", &Game::legal_moves_san)
        .function("effects", &Game::effects)
        .function("push", &Game::push)
        .function("pushIndex", &Game::push_index)
        .function("pushId", &Game::push_id)
        .function("pushError", &Game::push_error)
        .function("pop", &Game::pop)
        .function("ply", &Game::ply)
        .function("outcomeCode", &Game::outcome_code)
        .function("pieceAt", &Game::piece_at)
        .function("hand", &Game::hand)
        .function("svg", &Game::svg)
        .function("text", &Game::text)
        .function("search", &Game::search)
        .function("newGame", &Game::new_game)
        .function("halfmoveClock", &Game::halfmove_clock)
        .function("fullmoveNumber", &Game::fullmove_number)
        .function("pushSan", &Game::push_san)
        .function("san", &Game::san)
        .function("isCapture", &Game::is_capture)
        .function("insufficientMaterial", &Game::insufficient_material)
        .function("checkedSquares", &Game::checked_squares)
        .function("isBikjang", &Game::is_bikjang);
}

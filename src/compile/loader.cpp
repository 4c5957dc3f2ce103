// Variant file -> Ruleset: resolve `extends`, compile pieces and rules, validate the setup.
#include "aviary/loader.hpp"

#include <dirent.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "compile/catalogue_keys.hpp"
#include "compile/notation_compiler.hpp"
#include "compile/piece_ruleset.hpp"
#include "aviary/glyphs.hpp"
#include "core/fen.hpp"
#include "core/rules_data.hpp"
#include "dsl/notation.hpp"
#include "dsl/variant_file.hpp"
#include "movegen/powers.hpp"

namespace aviary {
namespace {

using detail::RulesetData;

struct Source {
    std::string name, text;
};

struct Stmt {
    const Source* src;
    dsl::Setting setting;
};
struct PieceStmt {
    const Source* src;
    dsl::PieceStatement piece;
};

struct Loader {
    std::vector<std::unique_ptr<Source>> sources;
    std::vector<Diagnostic> errors;
    std::map<std::string, Stmt> settings;       // key -> last statement
    std::vector<PieceStmt> pieces;              // in order; later files replace by letter
    std::map<char, std::string> removed;        // letter -> where `remove` dropped it

    void error(const Source* s, std::size_t off, std::string msg) {
        errors.push_back(make_diagnostic(s->name, s->text, off, std::move(msg)));
    }
    std::string no_piece(char letter) const {
        auto it = removed.find(letter);
        return std::string("no piece has the letter '") + letter + "'" +
               (it == removed.end() ? "" : " (removed at " + it->second + ")");
    }
};

const std::vector<std::string> kKeys = {"name",     "extends",  "remove", "board",
                                        "symmetry", "setup",    "castling", "royalty",
                                        "stalemate", "rifle",   "captures-to-hand", "drops",
                                        "relocate", "checkmate", "extinction", "extinction-count",
                                        "extinction-result", "goal", "check-limit", "must-capture",
                                        "giving-check", "goal-reply", "draw-odds",
                                        "extinction-opponent", "extinction-reply", "royal-in-check",
                                        "goal-black", "goal-hold", "blast", "blast-spares",
                                        "blast-immune", "petrify", "petrify-into", "mutual-immunity",
                                        "castling-start", "duple-check", "promotion-limit",
                                        "initial-rights", "initial-lost-to"};
const std::vector<std::string> kProps = {"royal",    "neutral", "immune", "promote", "promote-black", "zone",
                                         "optional", "poison",  "borrow", "freeze",  "brake",
                                         "glyph", "value", "initial-from"};

const std::string kTooLarge =
    "the variant file is larger than " + std::to_string(MaxVariantFileBytes / 1024) + " KiB";

// Reads at most MaxVariantFileBytes + 1 bytes (a file that never ends stops there).
bool read_file(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    out.assign(MaxVariantFileBytes + 1, '\0');
    in.read(out.data(), std::streamsize(out.size()));
    out.resize(std::size_t(in.gcount()));
    return !in.bad();
}

// `remove = LETTERS`: drops pieces the files this one extends declared (before its own pieces).
void remove_pieces(Loader& L, const Source* src, const dsl::Setting& s) {
    const std::string& v = s.value.text;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i] == ' ' || v[i] == ',') continue;
        auto it = std::find_if(L.pieces.begin(), L.pieces.end(), [&](const PieceStmt& q) {
            return q.piece.letter.text == std::string(1, v[i]) && q.src != src;
        });
        if (it == L.pieces.end()) {
            L.error(src, s.value.offset + i,
                    std::string("no inherited piece has the letter '") + v[i] + "' to remove");
            continue;
        }
        L.pieces.erase(it);
        const std::size_t at = s.value.offset + i;
        L.removed[v[i]] = src->name + ":" +
                          std::to_string(std::count(src->text.begin(), src->text.begin() + long(at), '\n') + 1);
    }
}

// Parses `text` and (first) the files it extends.
bool gather(Loader& L, const std::string& name, const std::string& text,
            const VariantResolver& resolve, std::vector<std::string>& chain) {
    L.sources.push_back(std::make_unique<Source>(Source{name, text}));
    const Source* src = L.sources.back().get();
    if (text.size() > MaxVariantFileBytes) {   // (no source line: it may be the whole file)
        L.errors.push_back(Diagnostic{SourceLocation{name, 1, 1}, kTooLarge, ""});
        return false;
    }
    auto parsed = dsl::parse_variant_file(src->text);
    if (auto* e = std::get_if<dsl::FileError>(&parsed)) {
        L.error(src, e->offset, e->message);
        return false;
    }
    auto& file = std::get<dsl::VariantFile>(parsed);
    for (const auto& s : file.settings) {
        if (s.key.text != "extends") continue;
        std::string parent = s.value.text;
        if (std::find(chain.begin(), chain.end(), parent) != chain.end()) {
            L.error(src, s.value.offset, "'extends' makes a cycle: " + parent + " extends itself");
            return false;
        }
        if (chain.size() >= MaxExtendsDepth) {
            L.error(src, s.value.offset, "'extends' goes more than " +
                                             std::to_string(MaxExtendsDepth) + " files deep");
            return false;
        }
        std::optional<std::pair<std::string, std::string>> found;
        if (resolve) found = resolve(parent);
        if (!found) {
            L.error(src, s.value.offset, "cannot find the variant '" + parent + "' to extend");
            return false;
        }
        chain.push_back(parent);   // (the files being read now: a parent met twice is no cycle)
        if (!gather(L, found->first, found->second, resolve, chain)) return false;
        chain.pop_back();
    }
    std::map<std::string, std::size_t> seen;   // key -> offset, in this file
    for (const auto& s : file.settings) {
        if (std::find(kKeys.begin(), kKeys.end(), s.key.text) == kKeys.end()) {
            L.error(src, s.key.offset, "unknown key '" + s.key.text + "'" + did_you_mean(s.key.text, kKeys));
            continue;
        }
        const bool repeatable = s.key.text == "extends" || s.key.text == "remove";
        if (auto [it, fresh] = seen.emplace(s.key.text, s.key.offset); !fresh && !repeatable) {
            L.error(src, s.key.offset,
                    "'" + s.key.text + "' is given twice in this file (first on line " +
                        std::to_string(std::count(src->text.begin(), src->text.begin() + long(it->second), '\n') + 1) +
                        ")");
            continue;
        }
        if (s.key.text == "remove") remove_pieces(L, src, s);
        else if (s.key.text != "extends") L.settings[s.key.text] = Stmt{src, s};
    }
    for (const auto& p : file.pieces) {
        auto it = std::find_if(L.pieces.begin(), L.pieces.end(), [&](const PieceStmt& q) {
            return q.piece.letter.text == p.letter.text;
        });
        if (it != L.pieces.end() && it->src == src) {
            L.error(src, p.letter.offset, "the letter " + p.letter.text + " is used twice");
            continue;
        }
        if (it != L.pieces.end()) *it = PieceStmt{src, p};
        else L.pieces.push_back(PieceStmt{src, p});
    }
    return true;
}

// "8" or "8-10" (1-based) -> bit mask of 0-based relative ranks.
// `e4` or a range `a8-h8` (every square of the rectangle between the two) into `out`.
bool add_goal_squares(const BoardShape& b, const std::string& word, detail::SquareSet& out) {
    const std::size_t dash = word.find('-');
    auto a = b.parse(word.substr(0, dash));
    auto z = dash == std::string::npos ? a : b.parse(word.substr(dash + 1));
    if (!a || !z) return false;
    for (int f = std::min(b.file_of(*a), b.file_of(*z)); f <= std::max(b.file_of(*a), b.file_of(*z)); ++f)
        for (int r = std::min(b.rank_of(*a), b.rank_of(*z)); r <= std::max(b.rank_of(*a), b.rank_of(*z)); ++r)
            out.set(b.square(f, r));
    return true;
}

// Square names separated by commas (`a8,b8,a7`).
bool parse_squares(const BoardShape& b, const std::string& v, std::vector<Square>& out) {
    std::stringstream ss(v);
    std::string tok;
    while (std::getline(ss, tok, ',')) {
        auto sq = b.parse(tok);
        if (!sq) return false;
        out.push_back(*sq);
    }
    return !out.empty();
}

bool has_prop(const std::vector<std::pair<const dsl::Located*, const dsl::Located*>>& props,
              const std::string& key) {
    for (auto [k, v] : props)
        if (k->text == key) return true;
    return false;
}

// Piece letters of a property value (errors name the letter).
std::vector<int> letters_at_prop(Loader& L, const Source* src, const RulesetData& rd,
                                 const dsl::Located& v) {
    std::vector<int> out;
    for (std::size_t i = 0; i < v.text.size(); ++i) {
        const int c = rd.type_by_letter(v.text[i]);
        if (c < 0) L.error(src, v.offset + i, L.no_piece(v.text[i]));
        else out.push_back(c);
    }
    if (v.text.empty()) L.error(src, v.offset, "promote-black= needs piece letters");
    return out;
}

// Where a piece promotes, per colour: the zone's ranks, or White's squares (`zone=a8,b8`) and
// Black's by the game's symmetry.
void promotion_squares(RulesetData& rd, detail::PieceType& pt, const std::vector<Square>& white) {
    const BoardShape& b = rd.shape;
    for (Square s : white) {
        const Square black = b.square(rd.rotate ? b.files - 1 - b.file_of(s) : b.file_of(s),
                                      b.ranks - 1 - b.rank_of(s));
        pt.promo_at[0].set(s);
        pt.promo_at[1].set(black);
        pt.promo_zone |= 1u << b.rank_of(s);
    }
    if (!white.empty()) return;
    for (int c = 0; c < 2; ++c)
        for (int s = 0; s < rd.size(); ++s)
            if (pt.promo_zone >> (c == 0 ? b.rank_of(Square(s)) : b.ranks - 1 - b.rank_of(Square(s))) & 1)
                pt.promo_at[c].set(Square(s));
}

// value=N: the piece's worth for the search, in centipawns (1 to 100000).
void read_value(Loader& L, const Source* src, const dsl::Located& k, const dsl::Located& v, int& out) {
    const std::string& t = v.text;
    bool digits = !t.empty() && t.size() <= 6 &&
                  std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
    int n = digits ? std::stoi(t) : 0;
    if (n < 1 || n > 100000)
        L.error(src, t.empty() ? k.offset : v.offset,
                "value= takes a whole number of centipawns from 1 to 100000");
    else out = n;
}

bool parse_ranks(const std::string& v, int ranks, std::uint32_t& mask) {
    mask = 0;
    std::stringstream ss(v);
    std::string part;
    while (std::getline(ss, part, ',')) {
        int lo = 0, hi = 0;
        std::size_t dash = part.find('-');
        try {
            if (dash == std::string::npos) lo = hi = std::stoi(part);
            else {
                lo = std::stoi(part.substr(0, dash));
                hi = std::stoi(part.substr(dash + 1));
            }
        } catch (...) {
            return false;
        }
        if (lo < 1 || hi > ranks || lo > hi) return false;
        for (int r = lo; r <= hi; ++r) mask |= 1u << (r - 1);
    }
    return mask != 0;
}

// Why type `to` is no promotion choice for type `from` ("" when it is): not itself (a
// promotion that changes nothing). A royal type is a choice: the new piece is royal too
// (Coregal's queens), and under check rules it may not be left attacked.
std::string bad_promotion(const RulesetData& rd, std::size_t from, std::size_t to) {
    const std::string letter(1, rd.types[to].letter);
    if (to == from) return "a piece cannot promote to itself ('" + letter + "')";
    return "";
}

// Do the king (from `king`) and its partner land on the board?
bool castling_fits(const RulesetData& rd, const detail::CastleRule& cr, Square king) {
    const int kto = rd.shape.file_of(king) + cr.dir * cr.king_steps, pto = kto - cr.dir * cr.gap;
    return kto >= 0 && kto < rd.shape.files && pto >= 0 && pto < rd.shape.files;
}

}  // namespace

namespace detail {
namespace {
std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
}  // namespace

std::uint64_t next_ruleset_id() {
    static std::atomic<std::uint64_t> made{0};
    return ++made;
}

void make_keys(RulesetData& rd) {
    std::uint64_t seed = 0x41564941525931ull;   // fixed: hashes are reproducible
    const int n = rd.size();
    rd.z_piece.resize(std::size_t(128) * n);
    for (auto& k : rd.z_piece) k = splitmix(seed);
    rd.z_virgin.resize(n);
    for (auto& k : rd.z_virgin) k = splitmix(seed);
    rd.z_ep.resize(n);
    for (auto& k : rd.z_ep) k = splitmix(seed);
    rd.z_doomed.resize(n);
    for (auto& k : rd.z_doomed) k = splitmix(seed);
    for (auto& k : rd.z_castle) k = splitmix(seed);
    rd.z_castle[0] = 0;
    rd.z_hand.resize(std::size_t(3) * MaxPieceTypes * 64);
    for (auto& k : rd.z_hand) k = splitmix(seed);
    rd.z_side = splitmix(seed);
    for (auto& side : rd.z_checks)
        for (auto& k : side) k = splitmix(seed);
}

}  // namespace detail

namespace {

// ---- game ends and move constraints (the keys of src/movegen/game_end.cpp) ----
const Stmt* find_setting(const Loader& L, const std::string& key) {
    auto it = L.settings.find(key);
    return it == L.settings.end() ? nullptr : &it->second;
}

void setting_error(Loader& L, const Stmt* s, std::string msg) {
    L.error(s->src, s->setting.value.offset, std::move(msg));
}

// `key = one of the words`: the index of the word given (0 when the key is absent).
int word_choice(Loader& L, const std::string& key, const std::vector<std::string>& words) {
    const Stmt* s = find_setting(L, key);
    if (!s) return 0;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (s->setting.value.text == words[i]) return int(i);
    std::string list;
    for (const auto& w : words) list += (list.empty() ? "" : ", ") + w;
    setting_error(L, s, key + " is one of: " + list);
    return 0;
}

// A whole number in [lo, hi] for `key` (`fallback` when absent).
int number_setting(Loader& L, const std::string& key, int lo, int hi, int fallback) {
    const Stmt* s = find_setting(L, key);
    if (!s) return fallback;
    const std::string& v = s->setting.value.text;
    if (v.empty() || v.size() > 4 || !std::all_of(v.begin(), v.end(), ::isdigit) ||
        std::stoi(v) < lo || std::stoi(v) > hi) {
        setting_error(L, s, key + " is a whole number from " + std::to_string(lo) + " to " +
                                std::to_string(hi));
        return fallback;
    }
    return std::stoi(v);
}

// Piece letters of a setting's word starting at `at` (errors name the letter).
std::vector<int> letters_at(Loader& L, const Stmt* s, const RulesetData& rd, std::size_t at,
                            const std::string& word) {
    std::vector<int> out;
    for (std::size_t i = 0; i < word.size(); ++i) {
        const int t = rd.type_by_letter(word[i]);
        if (t < 0) L.error(s->src, s->setting.value.offset + at + i, L.no_piece(word[i]));
        else out.push_back(t);
    }
    return out;
}

const std::vector<std::string> kSideResults = {"loss", "win", "draw"};

void read_extinction(Loader& L, RulesetData& rd) {
    const Stmt* s = find_setting(L, "extinction");
    if (!s) {
        for (const char* k : {"extinction-count", "extinction-result", "extinction-opponent",
                              "extinction-reply"})
            if (const Stmt* o = find_setting(L, k)) setting_error(L, o, std::string(k) + " needs an extinction = line");
        return;
    }
    detail::ExtinctionRule rule;
    const std::string& v = s->setting.value.text;
    if (v == "all") rule.total = true;
    else rule.types = letters_at(L, s, rd, 0, v);
    rule.count = number_setting(L, "extinction-count", 0, 99, 0);
    rule.opponent = number_setting(L, "extinction-opponent", 0, 99, 0);
    rule.reply = word_choice(L, "extinction-reply", {"no", "yes"}) == 1;
    rule.result = detail::SideResult(word_choice(L, "extinction-result", kSideResults));
    rd.extinction.push_back(rule);
}

// The squares of a setting's words from word `first` on (`e4`, `a8-h8`); false: none.
bool read_goal_squares(Loader& L, const Stmt* s, const BoardShape& b, int first, detail::SquareSet& out) {
    const std::string& v = s->setting.value.text;
    std::size_t at = 0;
    int n = 0, used = 0;
    while (at < v.size()) {
        while (at < v.size() && v[at] == ' ') ++at;
        std::size_t end = v.find(' ', at);
        if (end == std::string::npos) end = v.size();
        if (end == at) break;
        if (n++ >= first) {
            ++used;
            if (!add_goal_squares(b, v.substr(at, end - at), out))
                L.error(s->src, s->setting.value.offset + at, "goal squares are names such as e4 or ranges such as a8-h8");
        }
        at = end;
    }
    if (!used) setting_error(L, s, "expected goal squares (e.g. a1-h1)");
    return used > 0;
}

// `goal = LETTERS SQUARE ...`; a square may be a range `a8-h8` (the rectangle between).
void read_goal(Loader& L, RulesetData& rd) {
    const Stmt* s = find_setting(L, "goal");
    if (!s) return;
    const std::string& v = s->setting.value.text;
    detail::GoalRule goal;
    std::size_t at = 0, n = 0;
    while (at < v.size()) {
        while (at < v.size() && v[at] == ' ') ++at;
        std::size_t end = v.find(' ', at);
        if (end == std::string::npos) end = v.size();
        if (end == at) break;
        const std::string word = v.substr(at, end - at);
        if (n++ == 0) {
            goal.types = letters_at(L, s, rd, at, word);
        } else if (!add_goal_squares(rd.shape, word, goal.squares[0])) {
            L.error(s->src, s->setting.value.offset + at, "goal squares are names such as e4 or ranges such as a8-h8");
        }
        at = end;
    }
    if (n < 2) setting_error(L, s, "goal = LETTERS SQUARES (e.g. goal = K d4 e4 d5 e5)");
    goal.squares[1] = goal.squares[0];
    if (const Stmt* b = find_setting(L, "goal-black")) {
        goal.squares[1] = detail::SquareSet{};
        read_goal_squares(L, b, rd.shape, 0, goal.squares[1]);
    }
    goal.reply = word_choice(L, "goal-reply", {"no", "yes"}) == 1;
    goal.hold = word_choice(L, "goal-hold", {"no", "yes"}) == 1;
    rd.goals.push_back(goal);
}

// `blast = ZONE` with `blast-spares` / `blast-immune = LETTERS` (src/movegen/blast.cpp).
void read_blast(Loader& L, RulesetData& rd) {
    const Stmt* s = find_setting(L, "blast");
    for (const char* k : {"blast-spares", "blast-immune"}) {
        const Stmt* o = find_setting(L, k);
        if (!o) continue;
        if (!s) setting_error(L, o, std::string(k) + " needs a blast = line");
        for (int t : letters_at(L, o, rd, 0, o->setting.value.text))
            (std::string(k) == "blast-spares" ? rd.blast_spares : rd.blast_immune) |= 1u << t;
    }
    if (!s) return;
    const std::string err = detail::parse_zone(rd, s->setting.value.text, rd.blast);
    if (!err.empty()) setting_error(L, s, "blast = ZONE (leaper atoms such as K): " + err);
}

// `petrify = LETTERS` with `petrify-into = NEUTRAL-LETTER`: capturers that turn to stone.
void read_petrify(Loader& L, RulesetData& rd) {
    const Stmt* s = find_setting(L, "petrify");
    const Stmt* into = find_setting(L, "petrify-into");
    if (!s) {
        if (into) setting_error(L, into, "petrify-into needs a petrify = line");
        return;
    }
    for (int t : letters_at(L, s, rd, 0, s->setting.value.text)) rd.petrify |= 1u << t;
    const std::string v = into ? into->setting.value.text : "";
    const int wall = v.size() == 1 ? rd.type_by_letter(v[0]) : -1;
    if (wall < 0 || !rd.types[wall].neutral)
        setting_error(L, into ? into : s, "petrify-into = the neutral piece petrified pieces become (e.g. *)");
    rd.petrify_into = wall;
}

void read_game_ends(Loader& L, RulesetData& rd) {
    rd.checkmate = detail::SideResult(word_choice(L, "checkmate", kSideResults));
    read_extinction(L, rd);
    read_goal(L, rd);
    rd.check_limit = number_setting(L, "check-limit", 1, 15, 0);
    rd.must_capture = word_choice(L, "must-capture", {"no", "yes"}) == 1;
    rd.checks_illegal = word_choice(L, "giving-check", {"allowed", "illegal"}) == 1;
    rd.royal_takes_checker = word_choice(L, "royal-in-check", {"moves", "takes-checker"}) == 1;
    if (const int odds = word_choice(L, "draw-odds", {"none", "white", "black"}))
        rd.draw_odds = odds == 1 ? Color::White : Color::Black;
    if (!find_setting(L, "goal"))
        for (const char* k : {"goal-reply", "goal-black", "goal-hold"})
            if (const Stmt* s = find_setting(L, k)) setting_error(L, s, std::string(k) + " needs a goal = line");
    read_blast(L, rd);
    read_petrify(L, rd);
    if (const Stmt* s = find_setting(L, "mutual-immunity"))
        for (int t : letters_at(L, s, rd, 0, s->setting.value.text)) {
            rd.mutual_immune |= 1u << t;
            if (rd.types[t].royal) setting_error(L, s, "mutual-immunity cannot list a royal piece (it would still give check)");
        }
    rd.variant_ends = !rd.extinction.empty() || !rd.goals.empty() || rd.check_limit;
}

}  // namespace

Result<Ruleset> load_ruleset(const std::string& text, const std::string& file_name,
                             const VariantResolver& resolve) {
    Loader L;
    std::vector<std::string> chain;
    if (!gather(L, file_name, text, resolve, chain) || !L.errors.empty()) return L.errors;
    const Source* top = L.sources.front().get();
    auto rd = std::make_shared<RulesetData>();
    rd->id = detail::next_ruleset_id();
    auto setting = [&](const std::string& k) -> const Stmt* {
        auto it = L.settings.find(k);
        return it == L.settings.end() ? nullptr : &it->second;
    };
    auto bad = [&](const Stmt* s, std::string msg) {
        L.error(s->src, s->setting.value.offset, std::move(msg));
    };
    rd->name = setting("name") ? setting("name")->setting.value.text : file_name;
    // ---- board ----
    if (const Stmt* s = setting("board")) {
        int f = 0, r = 0;
        char x = 0;
        std::stringstream ss(s->setting.value.text);
        std::string rest;
        if (!(ss >> f >> x >> r) || (x != 'x' && x != 'X') || (ss >> rest))
            bad(s, "the board is FILESxRANKS, e.g. 8x8");
        else if (f < 1 || r < 1 || f > MaxFiles || r > MaxRanks)
            bad(s, "boards go from 1x1 to " + std::to_string(MaxFiles) + "x" +
                       std::to_string(MaxRanks) + "; " + s->setting.value.text + " is out of range");
        else {
            rd->shape = BoardShape{f, r};
            rd->squares = rd->shape.size();
        }
    } else {
        L.error(top, 0, "the variant needs a 'board = FILESxRANKS' line");
    }
    if (const Stmt* s = setting("symmetry")) {
        const auto& v = s->setting.value.text;
        if (v == "rotate") rd->rotate = true;
        else if (v != "mirror") bad(s, "symmetry is 'mirror' or 'rotate'");
    }
    if (!L.errors.empty()) return L.errors;
    // ---- pieces ----
    if (L.pieces.empty()) L.error(top, 0, "the variant declares no pieces");
    if (L.pieces.size() > MaxPieceTypes)
        L.error(L.pieces[MaxPieceTypes].src, L.pieces[MaxPieceTypes].piece.letter.offset,
                "at most " + std::to_string(MaxPieceTypes) + " piece types");
    if (!L.errors.empty()) return L.errors;
    for (const auto& ps : L.pieces) {
        detail::PieceType pt;
        pt.name = ps.piece.name.text;
        pt.letter = ps.piece.letter.text[0];
        pt.notation = ps.piece.notation.text;
        rd->types.push_back(pt);
    }
    std::vector<std::vector<std::pair<const dsl::Located*, const dsl::Located*>>> promo_props(
        L.pieces.size());
    for (std::size_t t = 0; t < L.pieces.size(); ++t) {
        const auto& ps = L.pieces[t];
        const Source* src = ps.src;
        auto& pt = rd->types[t];
        for (const auto& [k, v] : ps.piece.properties) {
            if (k.text == "royal") pt.royal = true;
            else if (k.text == "neutral") pt.neutral = true;
            else if (k.text == "immune") pt.immune = true;
            else if (k.text == "poison" || k.text == "borrow") {
                if (!v.text.empty()) L.error(src, v.offset, k.text + " takes no value");
                (k.text == "poison" ? pt.poison : pt.borrow) = true;
            } else if (k.text == "freeze" || k.text == "brake") {
                std::string err = detail::parse_zone(
                    *rd, v.text, k.text == "freeze" ? pt.freeze_zone : pt.brake_zone);
                if (!err.empty()) L.error(src, v.text.empty() ? k.offset : v.offset, k.text + "=: " + err);
            }
            else if (k.text == "glyph") {
                std::string err = glyph_error(v.text);
                if (!err.empty()) L.error(src, v.text.empty() ? k.offset : v.offset, "glyph=: " + err);
                pt.glyph = v.text;
            } else if (k.text == "promote" || k.text == "promote-black" || k.text == "zone" ||
                       k.text == "optional")
                promo_props[t].push_back({&k, &v});
            else if (k.text == "value") read_value(L, src, k, v, pt.value);
            else if (k.text == "initial-from") {
                const std::string err = detail::read_initial_from(*rd, v.text, pt);
                if (!err.empty()) L.error(src, v.text.empty() ? k.offset : v.offset, err);
            }
            else
                L.error(src, k.offset, "unknown piece property '" + k.text + "'" + did_you_mean(k.text, kProps));
        }
        if (pt.neutral && !std::ispunct((unsigned char)pt.letter))
            L.error(src, ps.piece.letter.offset, "a neutral piece is written with a symbol such as *");
        if (!pt.neutral && !std::isupper((unsigned char)pt.letter))
            L.error(src, ps.piece.letter.offset, "a piece letter is an upper-case letter");
        if (pt.notation == "-") continue;   // no moves of its own
        auto parsed = dsl::parse_notation(pt.notation);
        if (auto* e = std::get_if<dsl::NotationError>(&parsed)) {
            L.error(src, ps.piece.notation.offset + e->offset, e->message);
            continue;
        }
        if (auto e = detail::compile_piece_moves(*rd, int(t), std::get<0>(parsed)))
            L.error(src, ps.piece.notation.offset + e->offset, e->message);
    }
    if (!L.errors.empty()) return L.errors;
    // promotion properties need every letter
    for (std::size_t t = 0; t < L.pieces.size(); ++t) {
        auto& pt = rd->types[t];
        const Source* src = L.pieces[t].src;
        std::vector<Square> zone_squares;
        for (auto [k, v] : promo_props[t]) {
            if (k->text == "promote-black") {
                pt.promo_choices[1] = letters_at_prop(L, src, *rd, *v);
            } else if (k->text == "promote") {
                std::string val = v->text;
                std::string list;
                if (val == "hand") pt.promo_source = detail::PromotionSource::OpponentHand;
                else if (val.rfind("captured:", 0) == 0) {
                    pt.promo_source = detail::PromotionSource::Captured;
                    list = val.substr(9);
                } else {
                    pt.promo_source = detail::PromotionSource::List;
                    list = val;
                }
                if (pt.promo_source != detail::PromotionSource::OpponentHand && list.empty())
                    L.error(src, v->offset, "promote= needs piece letters, captured:LETTERS or hand");
                for (std::size_t i = 0; i < list.size(); ++i) {
                    int c = rd->type_by_letter(list[i]);
                    const std::size_t at = v->offset + (val.size() - list.size()) + i;
                    std::string why = c < 0 ? L.no_piece(list[i]) : bad_promotion(*rd, t, std::size_t(c));
                    if (!why.empty()) L.error(src, at, why);
                    else pt.promo_choices[0].push_back(c);
                }
                if (!has_prop(promo_props[t], "promote-black")) pt.promo_choices[1] = pt.promo_choices[0];
            } else if (k->text == "zone" && !v->text.empty() && std::isalpha((unsigned char)v->text[0])) {
                if (!parse_squares(rd->shape, v->text, zone_squares))
                    L.error(src, v->offset, "zone= takes ranks such as 8-10 or White's squares such as a8,b8,a7");
            } else if (k->text == "zone") {
                if (!parse_ranks(v->text, rd->shape.ranks, pt.promo_zone))
                    L.error(src, v->offset, "zone= takes ranks such as 8 or 8-10");
            } else {
                if (!parse_ranks(v->text, rd->shape.ranks, pt.promo_optional))
                    L.error(src, v->offset, "optional= takes ranks such as 8-9");
            }
        }
        if (pt.promo_source == detail::PromotionSource::None && !promo_props[t].empty() &&
            has_prop(promo_props[t], "promote-black"))
            L.error(src, L.pieces[t].piece.letter.offset, "promote-black= needs promote=");
        if (pt.promo_source != detail::PromotionSource::None && !pt.promo_zone && zone_squares.empty())
            pt.promo_zone = 1u << (rd->shape.ranks - 1);
        promotion_squares(*rd, pt, zone_squares);
        if (pt.promo_optional & ~pt.promo_zone)
            L.error(src, L.pieces[t].piece.letter.offset, "optional= ranks must lie inside zone=");
    }
    // ---- game rules ----
    auto choice = [&](const char* key, std::initializer_list<const char*> allowed) -> std::string {
        const Stmt* s = setting(key);
        if (!s) return *allowed.begin();
        for (const char* a : allowed)
            if (s->setting.value.text == a) return a;
        std::string list;
        for (const char* a : allowed) list += std::string(list.empty() ? "" : ", ") + a;
        bad(s, std::string(key) + " is one of: " + list);
        return *allowed.begin();
    };
    std::string royalty = choice("royalty", {"check", "capture", "last-check"});
    rd->royalty = royalty == "check" ? detail::Royalty::Check
                  : royalty == "capture" ? detail::Royalty::Capture : detail::Royalty::LastCheck;
    std::string stale = choice("stalemate", {"draw", "win", "loss", "fewer-pieces"});
    rd->stalemate = stale == "draw" ? detail::StalemateResult::Draw
                    : stale == "win" ? detail::StalemateResult::Win
                    : stale == "loss" ? detail::StalemateResult::Loss : detail::StalemateResult::FewerPieces;
    rd->rifle_dooms = choice("rifle", {"remove", "doom"}) == "doom";
    if (const Stmt* s = setting("captures-to-hand")) {
        const auto& v = s->setting.value.text;
        if (v == "all") {
            for (auto& pt : rd->types) pt.to_hand = !pt.royal && !pt.neutral;
        } else if (v != "none") {
            for (std::size_t i = 0; i < v.size(); ++i) {
                if (v[i] == ' ') continue;
                int c = rd->type_by_letter(v[i]);
                if (c < 0) L.error(s->src, s->setting.value.offset + i, L.no_piece(v[i]));
                else rd->types[c].to_hand = true;
            }
        }
    }
    if (const Stmt* s = setting("drops")) {
        const auto& v = s->setting.value.text;
        if (v == "anywhere") rd->drops = true;
        else if (v.rfind("ranks ", 0) == 0) {
            rd->drops = true;
            if (!parse_ranks(v.substr(6), rd->shape.ranks, rd->drop_ranks))
                bad(s, "drops = ranks A-B (ranks from the dropper's side)");
        } else if (v != "none") bad(s, "drops is none, anywhere or 'ranks A-B'");
    }
    for (auto& pt : rd->types) rd->hands = rd->hands || pt.to_hand;
    rd->hands = rd->hands || rd->drops;
    for (std::size_t t = 0; t < rd->types.size(); ++t)
        if (rd->types[t].promo_source == detail::PromotionSource::OpponentHand && !rd->hands)
            L.error(L.pieces[t].src, L.pieces[t].piece.letter.offset, "promote=hand needs hands (captures-to-hand)");
    if (const Stmt* s = setting("relocate")) {
        std::stringstream ss(s->setting.value.text);
        std::string tok;
        while (ss >> tok) {
            int c = tok.size() == 1 ? rd->type_by_letter(tok[0]) : -1;
            if (c < 0 || !rd->types[c].neutral) {
                bad(s, "relocate lists neutral pieces, once per piece (e.g. relocate = *)");
                break;
            }
            if (rd->relocate >= 0 && rd->relocate != c) {
                bad(s, "relocate supports one kind of neutral piece");
                break;
            }
            rd->relocate = c;
            rd->relocate_total++;
        }
    }
    if (const Stmt* s = setting("castling")) {
        for (std::size_t i = 0; i < s->setting.value.text.size(); ++i) {
            char ch = s->setting.value.text[i];
            if (ch == ' ') continue;
            int c = rd->type_by_letter(ch);
            if (c < 0) L.error(s->src, s->setting.value.offset + i, L.no_piece(ch));
            else rd->castle_partners.push_back(c);
        }
    }
    rd->castle_any = word_choice(L, "castling-start", {"setup", "any"}) == 1;
    rd->duple_check = word_choice(L, "duple-check", {"no", "yes"}) == 1;
    rd->initial_in_fen = word_choice(L, "initial-rights", {"setup", "castling-field"}) == 1;
    if (const Stmt* s = setting("initial-lost-to"))
        for (int t : letters_at(L, s, *rd, 0, s->setting.value.text)) rd->aim_takes_initial |= 1u << t;
    if (const Stmt* s = setting("promotion-limit")) {
        const std::string err = detail::read_promotion_limit(s->setting.value.text, *rd);
        if (!err.empty()) bad(s, err);
    }
    read_game_ends(L, *rd);
    if (!L.errors.empty()) return L.errors;
    detail::prepare_powers(*rd);
    detail::build_tables(*rd);
    detail::make_keys(*rd);
    // ---- setup ----
    const Stmt* setup = setting("setup");
    if (!setup) {
        L.error(top, 0, "the variant needs a 'setup = FEN' line");
        return L.errors;
    }
    rd->start_fen = setup->setting.value.text;
    PositionState st;
    if (auto e = detail::read_fen(*rd, rd->start_fen, st, false)) {
        L.error(setup->src, setup->setting.value.offset + e->offset, e->message);
        return L.errors;
    }
    for (int c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < rd->types.size(); ++t) rd->initial_count[c][t] = st.count[c][t];
    for (int s = 0; s < rd->size(); ++s) {
        Cell cl = st.board[s];
        if (!cl || cell_color(cl) == Color::Neutral) continue;
        rd->setup_ranks[int(cell_color(cl))][cell_type(cl)] |= 1u << rd->rel_rank(cell_color(cl), Square(s));
    }
    // Castling: the king and the outermost partner on each side, from the setup.
    for (std::size_t t = 0; t < rd->types.size(); ++t) {
        for (int c = 0; c < 2; ++c) {
            for (const auto& cr : rd->types[t].castles[c]) {
                if (rd->castle_partners.empty()) {
                    L.error(L.pieces[t].src, L.pieces[t].piece.notation.offset,
                            "castling (O) needs 'castling = PARTNER-LETTERS'");
                    return L.errors;
                }
                Square king = NoSquare;
                for (int s = 0; s < rd->size(); ++s)
                    if (st.board[s] == make_cell(int(t), Color(c))) king = Square(s);
                if (king == NoSquare) continue;
                Square partner = NoSquare;
                int kf = rd->shape.file_of(king), kr = rd->shape.rank_of(king);
                for (int f = kf + cr.dir; f >= 0 && f < rd->shape.files; f += cr.dir) {
                    Cell cl = st.board[rd->shape.square(f, kr)];
                    if (cl && cell_color(cl) == Color(c) &&
                        std::find(rd->castle_partners.begin(), rd->castle_partners.end(),
                                  cell_type(cl)) != rd->castle_partners.end())
                        partner = rd->shape.square(f, kr);
                }
                if (partner == NoSquare) continue;
                if (!castling_fits(*rd, cr, king)) {
                    L.error(L.pieces[t].src, L.pieces[t].piece.notation.offset,
                            "castling O" + std::to_string(cr.king_steps) + ":" + std::to_string(cr.gap) +
                                " takes the king on " + rd->shape.name(king) + " or its partner off the board");
                    return L.errors;
                }
                if (rd->castle_any && rd->castle_king_to[cr.right] >= 0) {
                    L.error(L.pieces[t].src, L.pieces[t].piece.notation.offset,
                            "castling-start = any takes one O move per side");
                    return L.errors;
                }
                rd->castle_king[cr.right] = king;
                rd->castle_partner_sq[cr.right] = partner;
                rd->castle_king_to[cr.right] = kf + cr.dir * cr.king_steps;   // (for castling-start = any)
                rd->castle_partner_to[cr.right] = rd->castle_king_to[cr.right] - cr.dir * cr.gap;
            }
        }
    }
    // Validate the setup as a real position now that the rules are complete.
    if (auto e = detail::read_fen(*rd, rd->start_fen, st, true)) {
        L.error(setup->src, setup->setting.value.offset + e->offset, e->message);
        return L.errors;
    }
    return Ruleset(std::move(rd));
}

VariantResolver folder_resolver(std::vector<std::string> dirs) {
    return [dirs](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        for (const auto& d : dirs) {
            std::string path = d.empty() ? name + ".variant" : d + "/" + name + ".variant";
            std::string text;
            if (read_file(path, text)) return std::make_pair(path, text);
        }
        return std::nullopt;
    };
}

Result<Ruleset> load_ruleset_file(const std::string& path,
                                  const std::vector<std::string>& more_dirs) {
    std::string text;
    if (!read_file(path, text))
        return Diagnostic{SourceLocation{path, 1, 1}, "cannot read the file", ""};
    if (text.size() > MaxVariantFileBytes) return Diagnostic{SourceLocation{path, 1, 1}, kTooLarge, ""};
    std::string dir = ".";
    auto slash = path.find_last_of('/');
    if (slash != std::string::npos) dir = path.substr(0, slash);
    std::vector<std::string> dirs{dir};
    dirs.insert(dirs.end(), more_dirs.begin(), more_dirs.end());
    return load_ruleset(text, path, folder_resolver(dirs));
}

// ---- Ruleset accessors ----
const std::string& Ruleset::name() const { return data_->name; }
BoardShape Ruleset::shape() const { return data_->shape; }
std::string Ruleset::start_fen() const { return data_->start_fen; }
bool Ruleset::has_hands() const { return data_->hands; }
bool Ruleset::captures_to_hand() const {
    for (const auto& t : data_->types)
        if (t.to_hand) return true;
    return false;
}
std::vector<PieceInfo> Ruleset::pieces() const {
    std::vector<PieceInfo> out;
    for (const auto& t : data_->types) out.push_back({t.name, t.letter, t.notation, t.royal, t.neutral, t.value});
    return out;
}

std::vector<std::string> variant_names_in(const std::vector<std::string>& dirs) {
    std::set<std::string> names;
    for (const auto& dir : dirs) {
        DIR* d = opendir(dir.c_str());
        if (!d) continue;
        while (dirent* e = readdir(d)) {
            const std::string n = e->d_name;
            if (n.size() > 8 && n.compare(n.size() - 8, 8, ".variant") == 0) names.insert(n.substr(0, n.size() - 8));
        }
        closedir(d);
    }
    return {names.begin(), names.end()};
}

}  // namespace aviary

// Variant file -> Ruleset: the loading stages in order (each in its own file of src/load/).
#include "aviary/loader.hpp"

#include <dirent.h>
#include <cctype>
#include <string>
#include <string_view>
#include <variant>

#include <algorithm>
#include <atomic>
#include <optional>
#include <set>
#include <sstream>

#include "aviary/catalogue.hpp"
#include "aviary/files.hpp"
#include "aviary/ini.hpp"

#include "compile/notation_compiler.hpp"
#include "compile/regions.hpp"
#include "load/piece_ruleset.hpp"
#include "ir/access.hpp"
#include "load/loader_state.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary {

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

namespace {
// Zobrist keys of a ruleset (fixed seed).
void make_keys(RulesetData& rd) {
    std::uint64_t seed = 0x41564941525931ull;   // fixed: hashes are reproducible
    const int n = rd.size();
    rd.z.piece.resize((3 * rd.types.size() + 1) * std::size_t(n));   // (the game's cells)
    for (auto& k : rd.z.piece) k = splitmix(seed);
    rd.z.virgin.resize(n);
    for (auto& k : rd.z.virgin) k = splitmix(seed);
    rd.z.ep.resize(n);
    for (auto& k : rd.z.ep) k = splitmix(seed);
    rd.z.doomed.resize(n);
    for (auto& k : rd.z.doomed) k = splitmix(seed);
    for (auto& k : rd.z.castle) k = splitmix(seed);
    rd.z.castle[0] = 0;
    rd.z.hand.resize(std::size_t(3) * rd.types.size() * 64);
    for (auto& k : rd.z.hand) k = splitmix(seed);
    rd.z.side = splitmix(seed);
    for (auto& side : rd.z.checks)
        for (auto& k : side) k = splitmix(seed);
    for (auto& k : rd.z.passes) k = splitmix(seed);
    rd.z.passes[0] = 0;
    rd.z.trade_barred = splitmix(seed);
    for (auto& k : rd.z.turn_left) k = splitmix(seed);
    rd.z.turn_left[0] = rd.z.turn_left[1] = 0;
}
// remove-facing: where each listed type moves without capturing on an otherwise empty board
// (RulesetData::facing_steps), the squares a piece blocking it head-on stands on.
void facing_steps(RulesetData& rd) {
    if (!rd.remove_facing.any()) return;
    const std::size_t n = rd.types.size(), size = std::size_t(rd.size());
    rd.facing_steps.assign(2 * n * size, SquareSet{});
    MoveList scratch;
    for (int c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < n; ++t)
            if (rd.remove_facing.has(int(t)))
                for (std::size_t s = 0; s < size; ++s)
                    rd.facing_steps[(c * n + t) * size + s] =
                        lone_reach(rd, int(t), Color(c), Square(s), scratch).moves;
}
}  // namespace

void build_compiled(RulesetData& rd) {
    build_tables(rd);
    facing_steps(rd);
    make_keys(rd);
    build_plan(rd);
}

}  // namespace detail

namespace load {
namespace {

// `board = FILESxRANKS` or `FILESxRANKSxLEVELS` (a layered board): the shape, or an error.
std::variant<BoardShape, std::string> board_shape(const std::string& text) {
    int dims[3] = {0, 0, 1};
    int n = 0;
    std::size_t i = 0;
    while (n < 3) {
        std::size_t used = 0;
        if (i >= text.size() || !std::isdigit((unsigned char)text[i]) || text.size() - i > 9)
            return std::string("the board is FILESxRANKS, e.g. 8x8, or FILESxRANKSxLEVELS, e.g. 5x5x5");
        dims[n++] = std::stoi(text.substr(i), &used);
        i += used;
        if (i == text.size()) break;
        if (text[i] != 'x' && text[i] != 'X') break;
        ++i;
    }
    if (i != text.size() || n < 2)
        return std::string("the board is FILESxRANKS, e.g. 8x8, or FILESxRANKSxLEVELS, e.g. 5x5x5");
    const auto [f, r, l] = dims;
    if (f < 1 || r < 1 || f > MaxFiles || r > MaxRanks)
        return "boards go from 1x1 to " + std::to_string(MaxFiles) + "x" + std::to_string(MaxRanks) +
               "; " + text + " is out of range";
    if (n == 3 && (l < 2 || l > 16 || f * r * l > MaxSquares))
        return "a layered board has 2 to 16 levels and at most " + std::to_string(MaxSquares) +
               " squares; " + text + " is out of range";
    return BoardShape{f, r * l, l};
}

// `orientation = DIR:SQUARES ...`: the frames of the board (RulesetData::frames). DIR is where
// a piece's forward points on those squares, from White's side: `f` (forward), `l`, `b` or
// `r`; squares as `a1,b2` or rectangles `b1-g1`. Unlisted squares keep forward; Black's
// squares and moves follow by symmetry. A square listed twice is an error.
std::optional<std::string> read_frames(RulesetData& rd, const std::string& value) {
    if (rd.shape.layered()) return "a layered board has no orientation";
    std::vector<int> quarter(std::size_t(rd.size()), -1);
    std::istringstream in(value);
    for (std::string group; in >> group;) {
        const std::size_t d = group.size() > 2 && group[1] == ':'
                                  ? std::string_view("flbr").find(group[0])
                                  : std::string::npos;
        if (d == std::string::npos)
            return "'" + group + "' is not DIRECTION:SQUARES (f, l, b or r, then squares: l:b1-g1)";
        std::vector<Square> sq;
        if (auto e = detail::parse_square_list(rd.shape, group.substr(2), sq))
            return "'" + group + "': " + e->message;
        for (Square s : sq) {
            if (quarter[s] >= 0)
                return "'" + group + "': the square " + rd.shape.name(s) + " is listed twice";
            quarter[s] = int(d);
        }
    }
    for (int q = 0; q < 4; ++q) {
        std::vector<Square> white;
        for (int s = 0; s < rd.size(); ++s)
            if (std::max(quarter[std::size_t(s)], 0) == q) white.push_back(Square(s));
        if (!white.empty())
            rd.frames.push_back({q, std::int16_t(detail::add_square_set(rd, white, true))});
    }
    return std::nullopt;
}

// The groups of `exits`: one per set of directions in White's frame that some square has for
// White or for Black (its directions turned over by `symmetry`), with the squares of each side
// that have it. `mask` holds each square's directions (-1: every way).
void add_exit_groups(RulesetData& rd, std::vector<int>& mask) {
    auto turned = [&](int m) {   // a set of absolute directions in Black's frame
        int t = 0;
        for (int c = 0; c < 8; ++c)
            if (m >> c & 1) t |= 1 << (rd.rotate ? (c + 4) % 8 : (12 - c) % 8);
        return t;
    };
    std::set<int> sets;
    for (int& m : mask) {
        if (m < 0) m = 0xFF;
        sets.insert(m);
        sets.insert(turned(m));
    }
    for (int d : sets) {
        std::vector<Square> white, black;
        for (int s = 0; s < rd.size(); ++s) {
            if (mask[std::size_t(s)] == d) white.push_back(Square(s));
            if (turned(mask[std::size_t(s)]) == d) black.push_back(Square(s));
        }
        rd.exits.push_back({std::uint8_t(d), std::int16_t(detail::add_square_set(rd, white, black))});
    }
}

// `exits = DIRS:SQUARES ...`: the ways out of each square (RulesetData::exits). DIRS is one or
// more compass directions joined by `+`, from White's side: f, fr, r, br, b, bl, l, fl (compass
// 0 to 7 clockwise); squares as `a1,b2` or rectangles `b1-g1`. Unlisted squares let a piece
// leave every way. The arrows are the board's, the same for both sides: Black's set of a
// square is its directions turned into Black's frame.
std::optional<std::string> read_exits(RulesetData& rd, const std::string& value) {
    if (rd.shape.layered()) return "a layered board has no exits";
    if (!rd.frames.empty()) return "not with orientation";
    static const std::vector<std::string> names = {"f", "fr", "r", "br", "b", "bl", "l", "fl"};
    std::vector<int> mask(std::size_t(rd.size()), -1);
    std::istringstream in(value);
    for (std::string group; in >> group;) {
        const std::size_t colon = group.find(':');
        if (colon == std::string::npos || colon == 0)
            return "'" + group + "' is not DIRECTIONS:SQUARES (f+fr+r:b1-f1; f fr r br b bl l fl)";
        int dirs = 0;
        std::istringstream parts(group.substr(0, colon));
        for (std::string d; std::getline(parts, d, '+');) {
            auto it = std::find(names.begin(), names.end(), d);
            if (it == names.end())
                return "'" + group + "': '" + d + "' is not a direction (f fr r br b bl l fl)";
            dirs |= 1 << int(it - names.begin());
        }
        std::vector<Square> sq;
        if (auto e = detail::parse_square_list(rd.shape, group.substr(colon + 1), sq))
            return "'" + group + "': " + e->message;
        for (Square s : sq) {
            if (mask[s] >= 0) return "'" + group + "': the square " + rd.shape.name(s) + " is listed twice";
            mask[s] = dirs;
        }
    }
    add_exit_groups(rd, mask);
    return std::nullopt;
}

// `board`, `geometry`, `symmetry = mirror | rotate` and `wrap = none | files | ranks | both`.
bool read_board(Loader& L, RulesetData& rd) {
    if (const Stmt* s = find_setting(L, "board")) {
        auto shape = board_shape(s->setting.value.text);
        if (auto* e = std::get_if<std::string>(&shape)) {
            setting_error(L, s, *e);
        } else {
            rd.shape = std::get<BoardShape>(shape);
            rd.squares = rd.shape.size();
        }
    } else {
        L.error(L.sources.front().get(), 0, "the variant needs a 'board = FILESxRANKS' line");
    }
    rd.rotate = key_choice(L, "symmetry") == 1;
    if (const int g = key_choice(L, "geometry"); g > 0 && L.errors.empty()) read_hex(L, rd, g);
    else if (const Stmt* s = find_setting(L, "cells"))
        setting_error(L, s, "cells = needs a hexagonal board (geometry = hexagonal)");
    const int wrap = key_choice(L, "wrap");   // (the words in order: none, files, ranks, both)
    rd.wrap = detail::BoardWrap{(wrap & 1) != 0, (wrap & 2) != 0};
    if (rd.wrap.any() && rd.shape.layered())
        setting_error(L, find_setting(L, "wrap"), "a layered board does not wrap");
    if (const Stmt* s = find_setting(L, "orientation"); s && L.errors.empty())
        if (auto e = read_frames(rd, s->setting.value.text)) setting_error(L, s, *e);
    if (const Stmt* s = find_setting(L, "exits"); s && L.errors.empty())
        if (auto e = read_exits(rd, s->setting.value.text)) setting_error(L, s, *e);
    return L.errors.empty();
}

bool count_pieces(Loader& L) {
    if (L.pieces.empty()) L.error(L.sources.front().get(), 0, "the variant declares no pieces");
    if (L.pieces.size() > MaxPieceTypes)
        L.error(L.pieces[MaxPieceTypes].src, L.pieces[MaxPieceTypes].piece.letter.offset,
                "at most " + std::to_string(MaxPieceTypes) + " piece types");
    return L.errors.empty();
}

}  // namespace
}  // namespace load

// A Fairy-Stockfish INI text holding one game, converted (aviary/ini.hpp); more games are an
// error that names them.
static Result<Ruleset> load_ini(const std::string& text, const std::string& file_name) {
    IniImport got = import_ini(text, file_name);
    if (!got.errors.empty()) return got.errors;
    if (got.variants.size() == 1) return load_ruleset(got.variants[0].text, file_name + ":" + got.variants[0].name);
    std::string names;
    for (const auto& v : got.variants) names += (names.empty() ? "" : ", ") + v.name;
    return make_diagnostic(file_name, text, 0,
                           got.variants.empty() ? std::string("no game in the INI file")
                                                : "the INI file holds " + std::to_string(got.variants.size()) +
                                                      " games (" + names + "): name one as FILE.ini:NAME");
}

Result<Ruleset> load_ruleset(const std::string& text, const std::string& file_name,
                             const VariantResolver& resolve) {
    if (is_ini_text(text)) return load_ini(text, file_name);
    load::Loader L;
    std::vector<std::string> chain;
    if (!load::gather(L, file_name, text, resolve, chain) || !L.errors.empty()) return L.errors;
    detail::RulesetData rd;
    rd.id = detail::next_ruleset_id();
    const load::Stmt* name = load::find_setting(L, "name");
    rd.name = name ? name->setting.value.text : file_name;
    if (!load::read_board(L, rd) || !load::count_pieces(L)) return L.errors;
    load::read_pieces(L, rd);
    if (!L.errors.empty()) return L.errors;
    load::read_promotions(L, rd);
    load::read_rules(L, rd);
    load::read_regions(L, rd);
    if (!L.errors.empty()) return L.errors;
    detail::build_compiled(rd);
    if (!load::read_setup(L, rd)) return L.errors;
    return detail::make_ruleset(std::move(rd));
}

VariantResolver folder_resolver(std::vector<std::string> dirs) {
    return [dirs](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        for (const auto& d : dirs) {
            std::string path = d.empty() ? name + ".variant" : d + "/" + name + ".variant";
            // (a FIFO, a device or a file over the size limit is passed over, unread)
            if (auto text = read_user_file(path, MaxVariantFileBytes, "the variant file"))
                return std::make_pair(path, std::move(*text));
        }
        return std::nullopt;
    };
}

Result<Ruleset> load_ruleset_file(const std::string& path,
                                  const std::vector<std::string>& more_dirs) {
    auto read = read_user_file(path, MaxVariantFileBytes, "the variant file");
    if (!read) return read.errors();
    const std::string& text = *read;
    std::string dir = ".";
    auto slash = path.find_last_of('/');
    if (slash != std::string::npos) dir = path.substr(0, slash);
    std::vector<std::string> dirs{dir};
    dirs.insert(dirs.end(), more_dirs.begin(), more_dirs.end());
    return load_ruleset(text, path, shipped_resolver(folder_resolver(dirs)));
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

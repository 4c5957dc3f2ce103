// The game's rules: every variant-file key and the function that reads it, in one table.
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "load/key_table.hpp"
#include "compile/hand_rules.hpp"
#include "compile/catalogue_keys.hpp"
#include "compile/setup_keys.hpp"
#include "load/loader_state.hpp"
#include "compile/regions.hpp"
#include "compile/zones.hpp"
#include "ir/board_hex.hpp"

namespace aviary::load {
namespace {

// A key's row (kKeys below) and the function that reads it.
struct KeyRow;
using KeyReader = void (*)(Loader&, RulesetData&, const KeyRow&);

// The variant-file keys: one row each, in the order they are read. A row names the key; its
// value's type as variants/README.md's key reference writes it (a test compares the two), which
// for a choice ("check | capture | last-check") and a range ("1-15") is also what the typed
// readers below accept; its default; the sentence `describe` says when a file sets it ("{}":
// the value; none for the keys describe's own paragraphs cover: board, royalty, stalemate,
// castling, hands, walls ...); the function that reads it (none for keys read by a stage or by
// another key's function); and the key it belongs to (it is an error without that one).
struct KeyRow {
    const char* key;
    const char* type;
    const char* fallback;
    const char* says;
    KeyReader read;
    const char* needs;
    const char* topic;   // the reference's section: keys are grouped by what they are about
};

// The words of a choice type: "check | capture | last-check".
std::vector<std::string> words_of(const char* type) {
    std::vector<std::string> out;
    std::string t = type;
    for (std::size_t at = 0;;) {
        const std::size_t bar = t.find(" | ", at);
        out.push_back(t.substr(at, bar == std::string::npos ? std::string::npos : bar - at));
        if (bar == std::string::npos) return out;
        at = bar + 3;
    }
}
// Which of its type's words a key is set to (0, the first, when it is not set); anything else
// is an error that names the words.
int choice_index(Loader& L, const KeyRow& row) { return word_choice(L, row.key, words_of(row.type)); }
const KeyRow& row_of(const char* key);   // a key's row by its name (after kKeys)
int choice_index(Loader& L, const char* key) { return choice_index(L, row_of(key)); }
// A whole number in the range its type gives ("1-15"), else `fallback`.
int number_of(Loader& L, const KeyRow& row, int fallback) {
    int lo = 0, hi = 0;
    std::sscanf(row.type, "%d-%d", &lo, &hi);
    return number_setting(L, row.key, lo, hi, fallback);
}

// The typed readers: a choice into an enum or a bool (the type's second word is true), a whole
// number in the type's range, piece letters into a type bit set. `Path` names the field by
// member pointers (&RulesetData::ends, &GameEnds::stalemate).
template <auto... Path>
auto& field(RulesetData& rd) { return (rd .* ... .* Path); }
template <auto... Path>
void choice(Loader& L, RulesetData& rd, const KeyRow& row) {
    auto& f = field<Path...>(rd);
    if (find_setting(L, row.key)) f = std::remove_cvref_t<decltype(f)>(choice_index(L, row));
}
template <auto... Path>
void number(Loader& L, RulesetData& rd, const KeyRow& row) {
    auto& f = field<Path...>(rd);
    f = number_of(L, row, f);
}
template <auto... Path>
void letter_bits(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (const Stmt* s = find_setting(L, row.key))
        for (int t : letters_at(L, s, rd, 0, s->setting.value.text)) field<Path...>(rd).set(t);
}
// A key whose value a compile-layer reader takes: the reader's message ("" when fine) is the
// key's error.
template <std::string (*Read)(const std::string& value, RulesetData& rd)>
void value(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (const Stmt* s = find_setting(L, row.key))
        if (const std::string why = Read(s->setting.value.text, rd); !why.empty()) setting_error(L, s, why);
}

// `remove-facing = LETTERS` (src/rules/remove_facing.cpp): its removals keep the turn, which
// a turn of several moves counts its own way.
void read_remove_facing(Loader& L, RulesetData& rd, const KeyRow& row) {
    letter_bits<&RulesetData::remove_facing>(L, rd, row);
    const Stmt* s = find_setting(L, row.key);
    if (s && find_setting(L, "moves-per-turn")) setting_error(L, s, "not with moves-per-turn");
}

// `moves-per-turn = N | W B | progressive`, then optionally when check is judged:
// `check-ends-turn`, `check-last` or `check-at-end` (src/rules/moves_per_turn.cpp).
std::string read_moves_per_turn(const std::string& value, RulesetData& rd) {
    std::istringstream in(value);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    detail::TurnRule& t = rd.turns;
    std::size_t i = 0;
    auto count = [](const std::string& w) {
        return w.size() == 1 && w[0] >= '1' && w[0] <= '9' ? w[0] - '0' : 0;
    };
    if (i < words.size() && words[i] == "progressive") {
        t.progressive = true;
        ++i;
    } else if (i < words.size() && count(words[i])) {
        t.moves = {std::uint8_t(count(words[i])), std::uint8_t(count(words[i]))};
        if (++i < words.size() && count(words[i])) t.moves[1] = std::uint8_t(count(words[i++]));
    } else {
        return "moves-per-turn starts with the moves of a turn (1-9), White's and Black's if "
               "they differ (`2 1`), or `progressive`";
    }
    if (i < words.size()) {
        const std::string& c = words[i++];
        if (c == "check-ends-turn") t.check = detail::TurnCheck::EndsTurn;
        else if (c == "check-last") t.check = detail::TurnCheck::LastOnly;
        else if (c == "check-at-end") t.check = detail::TurnCheck::AtEnd;
        else return "'" + c + "': after the moves, check-ends-turn, check-last or check-at-end";
    }
    if (i < words.size()) return "'" + words[i] + "': moves-per-turn has at most the moves and one check rule";
    if (t.check == detail::TurnCheck::AtEnd && (t.progressive || t.moves[0] > 2 || t.moves[1] > 2))
        return "check-at-end looks at most two moves ahead: turns of 1 or 2 moves only";
    return {};
}

void read_rebirth(Loader& L, RulesetData& rd, const KeyRow& row) {
    rd.rebirth = choice_index(L, row) == 1;
    for (const auto& pt : rd.types)
        if (rd.rebirth && pt.to_hand)
            return setting_error(L, find_setting(L, row.key),
                                 "rebirth puts a taken piece back on the board: it cannot also go to a hand (captures-to-hand)");
}

// `captures-to-hand = all | none | LETTERS`.
void read_captures_to_hand(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const auto& v = s->setting.value.text;
    if (v == "all") {
        for (auto& pt : rd.types) pt.to_hand = !pt.royal && !pt.neutral;
    } else if (v != "none") {
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (v[i] == ' ') continue;
            const int c = rd.type_by_letter(v[i]);
            if (c < 0) L.error(s->src, s->setting.value.offset + i, L.no_piece(v[i]));
            else rd.types[std::size_t(c)].to_hand = true;
        }
    }
}

// `pickup = all | LETTERS` (src/rules/pickup.cpp): the types a side may take back into its
// hand; never a royal, neutral or promoted (demote=) type, which a hand cannot hold.
void read_pickup(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const auto& v = s->setting.value.text;
    auto holdable = [&](int t) {
        const auto& pt = rd.types[std::size_t(t)];
        return !pt.royal && !pt.neutral && pt.demote < 0;
    };
    if (v == "all") {
        for (std::size_t t = 0; t < rd.types.size(); ++t)
            if (holdable(int(t))) rd.hand.pickup.set(int(t));
        if (!rd.hand.pickup) setting_error(L, s, "pickup = all: no piece of this game can be held in a hand");
        return;
    }
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i] == ' ') continue;
        const int t = rd.type_by_letter(v[i]);
        if (t < 0) L.error(s->src, s->setting.value.offset + i, L.no_piece(v[i]));
        else if (!holdable(t))
            L.error(s->src, s->setting.value.offset + i,
                    std::string("'") + v[i] + "' (" + rd.types[std::size_t(t)].name +
                        ") is royal, neutral or a promoted type: it cannot be picked up");
        else rd.hand.pickup.set(t);
    }
}

// `drops = none | anywhere | ranks A-B`.
void read_drops(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const auto& v = s->setting.value.text;
    if (v == "anywhere") rd.hand.drops = true;
    else if (v.rfind("ranks ", 0) == 0) {
        rd.hand.drops = true;
        if (!parse_ranks(v.substr(6), rd.shape.ranks, rd.hand.drop_ranks))
            setting_error(L, s, "drops = ranks A-B (ranks from the dropper's side)");
    } else if (v != "none") setting_error(L, s, "drops is none, anywhere or 'ranks A-B'");
}

// `relocate = * *`: the neutral piece moved after every move, once per copy listed.
void read_relocate(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    std::stringstream ss(s->setting.value.text);
    std::string tok;
    while (ss >> tok) {
        const int c = tok.size() == 1 ? rd.type_by_letter(tok[0]) : -1;
        if (c < 0 || !rd.types[std::size_t(c)].neutral)
            return setting_error(L, s, "relocate lists neutral pieces, once per piece (e.g. relocate = *)");
        if (rd.neutral.relocate >= 0 && rd.neutral.relocate != c)
            return setting_error(L, s, "relocate supports one kind of neutral piece");
        rd.neutral.relocate = c;
        rd.neutral.copies++;
    }
}

// `castling = LETTERS`: the pieces a castling king (O in its moves) may castle with.
void read_castling(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (const Stmt* s = find_setting(L, row.key))
        rd.castling.partners = letters_at(L, s, rd, 0, s->setting.value.text);
}


// `extinction = all | LETTERS` with its -count, -opponent, -reply and -result keys.
void read_extinction(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    detail::ExtinctionRule rule;
    const std::string& v = s->setting.value.text;
    if (v == "all") rule.total = true;
    else rule.types = letters_at(L, s, rd, 0, v);
    rule.count = number_of(L, row_of("extinction-count"), 0);
    rule.opponent = number_of(L, row_of("extinction-opponent"), 0);
    rule.reply = choice_index(L, "extinction-reply") == 1;
    rule.result = detail::SideResult(choice_index(L, "extinction-result"));
    rd.ends.extinction.push_back(rule);
}

// The squares of a setting's words from word `first` on (`e4`, `a8-h8`, or `none`: that side
// has no goal); false: none given.
bool read_goal_squares(Loader& L, const Stmt* s, const BoardShape& b, int first, detail::SquareSet& out) {
    const std::string& v = s->setting.value.text;
    std::stringstream words(v);
    std::vector<std::string> w{std::istream_iterator<std::string>(words), {}};
    if (w.size() == std::size_t(first) + 1 && w.back() == "none") return true;
    std::size_t at = 0;
    int n = 0, used = 0;
    while (at < v.size()) {
        while (at < v.size() && v[at] == ' ') ++at;
        std::size_t end = v.find(' ', at);
        if (end == std::string::npos) end = v.size();
        if (end == at) break;
        if (n++ >= first) {
            ++used;
            if (!add_squares(b, v.substr(at, end - at), out))
                L.error(s->src, s->setting.value.offset + at, "goal squares are names such as e4 or ranges such as a8-h8");
        }
        at = end;
    }
    if (!used) setting_error(L, s, "expected goal squares (e.g. a1-h1)");
    return used > 0;
}

// `goal = LETTERS SQUARE ...`, with goal-black, goal-reply, goal-hold and goal-result.
void read_goal(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    detail::GoalRule goal;
    const std::string& v = s->setting.value.text;
    const std::size_t from = v.find_first_not_of(' '), to = v.find(' ', from);
    if (from == std::string::npos || to == std::string::npos || v.find_first_not_of(' ', to) == std::string::npos) {
        setting_error(L, s, "goal = LETTERS SQUARES (e.g. goal = K d4 e4 d5 e5)");
        return;
    }
    goal.types = letters_at(L, s, rd, from, v.substr(from, to - from));
    read_goal_squares(L, s, rd.shape, 1, goal.squares[0]);
    goal.squares[1] = goal.squares[0];
    if (const Stmt* b = find_setting(L, "goal-black")) {
        goal.squares[1] = detail::SquareSet{};
        read_goal_squares(L, b, rd.shape, 0, goal.squares[1]);
    }
    goal.count = number_of(L, row_of("goal-count"), 1);
    goal.filled = choice_index(L, "goal-filled") == 1;
    goal.reply = choice_index(L, "goal-reply") == 1;
    const int hold = choice_index(L, "goal-hold");
    goal.hold = hold == 1;
    goal.safe = hold == 2;
    goal.safe_or_kept = hold == 3;
    if (find_setting(L, "goal-result")) goal.result = detail::SideResult(choice_index(L, "goal-result"));
    rd.ends.goals.push_back(goal);
}

void read_draw_odds(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (const int odds = choice_index(L, row))
        rd.ends.draw_odds = odds == 1 ? Color::White : Color::Black;
}

// `blast = ZONE` with `blast-spares` / `blast-immune = LETTERS` (src/movegen/blast.cpp).
void read_blast(Loader& L, RulesetData& rd, const KeyRow& row) {
    for (const char* k : {"blast-spares", "blast-immune"})
        if (const Stmt* o = find_setting(L, k))
            for (int t : letters_at(L, o, rd, 0, o->setting.value.text))
                (std::string(k) == "blast-spares" ? rd.blast.spares : rd.blast.immune).set(t);
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const std::string err = detail::parse_zone(rd, s->setting.value.text, rd.blast.zone);
    if (!err.empty()) setting_error(L, s, "blast = ZONE (leaper atoms such as K): " + err);
}

// `petrify = LETTERS` with `petrify-into = NEUTRAL-LETTER`: capturers that turn to stone.
void read_petrify(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const Stmt* into = find_setting(L, "petrify-into");
    for (int t : letters_at(L, s, rd, 0, s->setting.value.text)) rd.petrify.types.set(t);
    const std::string v = into ? into->setting.value.text : "";
    const int wall = v.size() == 1 ? rd.type_by_letter(v[0]) : -1;
    if (wall < 0 || !rd.types[std::size_t(wall)].neutral)
        setting_error(L, into ? into : s, "petrify-into = the neutral piece petrified pieces become (e.g. *)");
    rd.petrify.into = wall;
}

// A squares key's value (`d1-f3`, `c1,g1,e3`) as a square set of the ruleset, the same for
// both sides; -1 with a located error naming the key.
int read_square_set(Loader& L, RulesetData& rd, const Stmt* s, const char* key) {
    std::vector<Square> squares;
    if (auto e = detail::parse_square_list(rd.shape, s->setting.value.text, squares)) {
        L.error(s->src, s->setting.value.offset + e->offset, std::string(key) + ": " + e->message);
        return -1;
    }
    return detail::add_square_set(rd, squares, false);
}

// `wall = NEUTRAL-LETTER` with `wall-at` and `wall-region`: a new wall after every move.
void read_wall(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const std::string& v = s->setting.value.text;
    const int wall = v.size() == 1 ? rd.type_by_letter(v[0]) : -1;
    if (wall < 0 || !rd.types[std::size_t(wall)].neutral)
        return setting_error(L, s, "wall = the neutral piece every move puts down (e.g. *)");
    if (rd.neutral.relocate >= 0) return setting_error(L, s, "a game has either relocate or wall, not both");
    rd.neutral.wall = wall;
    rd.neutral.wall_at = WallRule(1 + choice_index(L, "wall-at"));   // (WallRule::None first)
    rd.neutral.wall_or_move = choice_index(L, "wall-or-move") == 1;
    if (rd.neutral.wall_or_move && (rd.neutral.wall_at == WallRule::Origin || rd.neutral.wall_at == WallRule::Shot))
        return setting_error(L, find_setting(L, "wall-or-move"),
                             "wall-or-move puts a wall down without a move: wall-at is any or edge");
    if (const Stmt* r = find_setting(L, "wall-region"))
        rd.neutral.wall_region = read_square_set(L, rd, r, "wall-region");
}

// `drop-region = SQUARES[/SQUARES]` (with drops): drops land only there, Black's squares
// listed after a '/' or by the game's symmetry.
void read_drop_region(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    if (auto e = detail::add_sided_square_set(rd, s->setting.value.text, rd.hand.drop_region))
        L.error(s->src, s->setting.value.offset + e->offset, std::string(row.key) + ": " + e->message);
}

// `drop-start = SQUARES` (with drops): drops go only there while one of them is empty.
void read_drop_start(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (const Stmt* s = find_setting(L, row.key))
        rd.hand.drop_start = read_square_set(L, rd, s, row.key);
}

// `drop-copy = rotate | mirror` (src/rules/drop_copy.cpp): its drops keep the turn, which a
// turn of several moves or a removal counts its own way.
void read_drop_copy(Loader& L, RulesetData& rd, const KeyRow& row) {
    choice<&RulesetData::hand, &detail::HandRules::copy>(L, rd, row);
    const Stmt* s = find_setting(L, row.key);
    if (s && (find_setting(L, "moves-per-turn") || find_setting(L, "remove-facing")))
        setting_error(L, s, "not with moves-per-turn or remove-facing");
}

// `connect-types = LETTERS`: only these types count for connect and connect-square.
void read_connect_types(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    rd.ends.connect.types = TypeMask{};
    for (int t : letters_at(L, s, rd, 0, s->setting.value.text)) rd.ends.connect.types.set(t);
}

// `connect-from = SQUARES[/SQUARES]` and `connect-to` (both or neither): the regions a chain of
// the mover's pieces joins, Black's after a '/' or by the game's symmetry.
void read_connect_region(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const bool from = std::string(row.key) == "connect-from";
    const char* other = from ? "connect-to" : "connect-from";
    if (!find_setting(L, other))
        return setting_error(L, s, std::string(row.key) + " needs " + other + " (the chain joins the two)");
    int& set = from ? rd.ends.connect.from : rd.ends.connect.to;
    if (auto e = detail::add_sided_square_set(rd, s->setting.value.text, set))
        L.error(s->src, s->setting.value.offset + e->offset, std::string(row.key) + ": " + e->message);
}

// `connect-lines = ranks files diagonals` (any of them, at least one).
void read_connect_lines(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    std::istringstream in(s->setting.value.text);
    std::uint8_t lines = 0;
    for (std::string w; in >> w;) {
        if (w == "ranks") lines |= detail::LineRanks;
        else if (w == "files") lines |= detail::LineFiles;
        else if (w == "diagonals") lines |= detail::LineDiagonals;
        else return setting_error(L, s, "connect-lines: '" + w + "' is none of ranks, files, diagonals");
    }
    if (!lines) return setting_error(L, s, "connect-lines names no line: ranks, files or diagonals");
    if (!rd.ends.connect.in_row && !rd.ends.connect.line && !find_setting(L, "connect-from"))
        return setting_error(L, s, "connect-lines needs connect, connect-line or connect-from");
    rd.ends.connect.lines = lines;
}

// looking-glass = no | yes: only on a layered board.
void read_looking_glass(Loader& L, RulesetData& rd, const KeyRow& row) {
    rd.looking_glass = find_setting(L, row.key) && choice_index(L, row) == 1;
    if (rd.looking_glass && !rd.shape.layered())
        setting_error(L, find_setting(L, row.key), "looking-glass needs a layered board (board = 8x8x2)");
}

// `wrap` is read with the board (loader.cpp: the compiler needs it); here, what a wrapped
// board cannot have: lines longer than the rays' 16 squares (a torus whose files and ranks
// have a least common multiple above 16), royal-facing and initial-lost-to (they look along a
// flat board: the lines from a royal piece, the reach sets of an empty one).
void check_wrap(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (!rd.wrap.any()) return;
    const Stmt* s = find_setting(L, row.key);
    if (const int line = rd.wrap.longest_line(rd.shape); line > MaxFiles)
        setting_error(L, s, "a board wrapped both ways has lines of up to 16 squares; " +
                                std::to_string(rd.shape.files) + "x" + std::to_string(rd.shape.ranks) +
                                " has lines of " + std::to_string(line));
    const Stmt* facing = find_setting(L, "royal-facing");
    if (facing && facing->setting.value.text != "allowed")
        setting_error(L, facing, "royal-facing looks along a flat board's files and ranks: "
                                 "not with wrap = " + s->setting.value.text);
    if (const Stmt* aim = find_setting(L, "initial-lost-to"))
        setting_error(L, aim, "initial-lost-to aims along a flat board: not with wrap = " +
                                  s->setting.value.text);
}

void read_mutual_immunity(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (const Stmt* s = find_setting(L, row.key))
        for (int t : letters_at(L, s, rd, 0, s->setting.value.text)) {
            rd.mutual_immune.set(t);
            if (rd.types[std::size_t(t)].royal)
                setting_error(L, s, "mutual-immunity cannot list a royal piece (it would still give check)");
        }
}

// `must-fork = LETTERS`: the types whose moves must land attacking two enemy pieces.
void read_must_fork(Loader& L, RulesetData& rd, const KeyRow& row) {
    if (const Stmt* s = find_setting(L, row.key))
        for (int t : letters_at(L, s, rd, 0, s->setting.value.text)) rd.must_fork.set(t);
}

// `castling-partner = outermost | innermost`: which partner on each side the king castles with.
void read_castling_partner(Loader& L, RulesetData& rd, const KeyRow& row) {
    rd.castling.innermost = choice_index(L, row) == 1;
    if (rd.castling.innermost && rd.castling.any)
        setting_error(L, find_setting(L, row.key),
                      "castling-partner = innermost with castling-start = any is not supported");
}

// White's step along a castling line named by direction letters (l r fl fr bl br), as an axial
// displacement, or nullopt where the board has no orthogonal step that way.
std::optional<std::pair<int, int>> castling_step(const BoardShape& b, const std::string& w) {
    static const std::map<std::string, std::pair<int, int>> hex = {
        {"fl", {-1, 1}}, {"fr", {1, 1}}, {"bl", {-1, -1}}, {"br", {1, -1}}};
    if (!b.hex || (b.hex_ranks && (w == "l" || w == "r"))) {
        if (w == "l" || w == "r") return std::make_pair(w == "l" ? -1 : 1, 0);
        return std::nullopt;
    }
    const auto it = hex.find(w);
    if (it == hex.end()) return std::nullopt;
    return detail::hex_axial(b, it->second.first, it->second.second);
}

// `castling-lines = L R` (rules/castling_lines.cpp): the line castling follows from the king
// towards each side, White's; Black's by `symmetry`. Each right's slope (CastlingRules).
void read_castling_lines(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    std::istringstream in(s->setting.value.text);
    std::string words[2], extra;
    in >> words[0] >> words[1] >> extra;
    for (int side = 0; side < 2; ++side) {
        const auto step = castling_step(rd.shape, words[side]);
        if (!step || !extra.empty() || step->first != (side == 0 ? -1 : 1))
            return setting_error(L, s, "castling-lines takes two directions, the line towards the "
                                       "l side, then towards the r side, each an orthogonal step "
                                       "of the board (" +
                                       std::string(!rd.shape.hex      ? "l r on a square board"
                                                   : rd.shape.hex_ranks ? "l r, fl fr or bl br here"
                                                                        : "fl fr or bl br here") +
                                       ")");
        auto [dq, dr] = *step;
        rd.castling.slope[side == 0 ? 1 : 0] = std::int8_t(dr * dq);
        if (rd.shape.hex) std::tie(dq, dr) = detail::hex_black(rd.shape, rd.rotate, dq, dr);
        else if (rd.rotate) dq = -dq;
        rd.castling.slope[2 + (dq > 0 ? 0 : 1)] = std::int8_t(dr * dq);
    }
    rd.castling.lines = true;
    if (rd.castling.any)
        setting_error(L, s, "castling-lines with castling-start = any is not supported");
}

// `castling-wins = RIGHTS` (rules/castling_wins.cpp): FEN castling letters, K Q k q.
void read_castling_wins(Loader& L, RulesetData& rd, const KeyRow& row) {
    const Stmt* s = find_setting(L, row.key);
    if (!s) return;
    const std::string& text = s->setting.value.text;
    for (char c : text) {
        const auto at = std::string_view("KQkq").find(c);
        if (at == std::string_view::npos)
            return setting_error(L, s, std::string("castling-wins takes the castling letters K, Q, k and q, not '") +
                                           c + "'");
        rd.castling.wins |= std::uint8_t(1u << at);
    }
    if (rd.castling.partners.empty()) setting_error(L, s, "castling-wins needs castling = LETTERS");
}

// Gating (issue 16): `gating = yes` (movegen/gating.cpp).
void read_gating(Loader& L, RulesetData& rd, const KeyRow& row) {
    rd.gating = choice_index(L, row) == 1;
    if (rd.gating && rd.castling.any)
        setting_error(L, find_setting(L, row.key), "gating with castling-start = any is not supported");
}


const KeyRow kKeys[] = {
    // The game and its board
    {"name", "text", "the file name",
     nullptr,
     nullptr, nullptr, "The game and its board"},
    {"extends", "variant name", "—",
     "Based on {}: its rules, with the changes of this file.",
     nullptr, nullptr, "The game and its board"},
    {"remove", "piece letters", "—",
     "Without the pieces {} of the game it extends.",
     nullptr, nullptr, "The game and its board"},
    {"board", "FILESxRANKS | FILESxRANKSxLEVELS", "required",
     nullptr,
     nullptr, nullptr, "The game and its board"},
    {"geometry", "square | hexagonal | hexagonal-ranks", "square",
     "geometry = {}: with `hexagonal`, the board is a hexagon of cells (by default Glinski's, named as his); with `hexagonal-ranks`, its ranks run across the board.",
     nullptr, nullptr, "The game and its board"},
    {"cells", "cells and runs of cells", "—",
     "cells = {}: the cells of the hexagonal board, named by file and rank.",
     nullptr, nullptr, "The game and its board"},
    {"symmetry", "mirror | rotate", "mirror",
     nullptr,
     nullptr, nullptr, "The game and its board"},
    {"wrap", "none | files | ranks | both", "none",
     "wrap = {}: a line that leaves the board at one edge comes back at the opposite edge.",
     check_wrap, nullptr, "The game and its board"},
    {"orientation", "direction:squares ...", "—",
     "orientation = {}: on these squares a piece's forward points that way (f, l, b, r from White's side), and all its moves turn with it.",
     nullptr, nullptr, "The game and its board"},
    {"exits", "directions:squares ...", "—",
     "exits = {}: a piece leaves these squares only the ways listed (f fr r br b bl l fl from White's side, joined by +), for both sides alike.",
     nullptr, nullptr, "The game and its board"},
    {"looking-glass", "no | yes", "no",
     "looking-glass = {}: with `yes`, a piece that moves passes to the same square of the next level.",
     read_looking_glass, nullptr, "The game and its board"},
    {"setup", "FEN", "required",
     nullptr,
     nullptr, nullptr, "The game and its board"},
    {"notation", "san | lan | shogi-hosking | shogi-hodges | shogi-hodges-number | janggi | xiangqi-wxf | thai-san | thai-lan", "san",
     "Its players write moves in the notation {}.",
     choice<&RulesetData::notation>, nullptr, "The game and its board"},
    {"lines", "squares", "—",
     nullptr,
     nullptr, nullptr, "The game and its board"},
    // Royal pieces and check
    {"royalty", "check | capture | last-check", "check",
     nullptr,
     choice<&RulesetData::royalty>, nullptr, "Royal pieces and check"},
    {"last-check-count", "after | before", "after",
     "last-check-count = {}: royal pieces are counted {} the move for the last-royal check rule.",
     choice<&RulesetData::count_royals_before>, nullptr, "Royal pieces and check"},
    {"duple-check", "no | yes", "no",
     "duple-check = {}: with `yes`, a side is in check only when all its royal pieces are attacked.",
     choice<&RulesetData::duple_check>, nullptr, "Royal pieces and check"},
    {"royal-in-check", "moves | takes-checker", "moves",
     "royal-in-check = {}: with `takes-checker`, a royal piece in check may only take its checker.",
     choice<&RulesetData::royal_takes_checker>, nullptr, "Royal pieces and check"},
    {"royal-through-check", "allowed | illegal | any-path", "allowed",
     "royal-through-check = {}: with `illegal`, a royal piece may not pass over a square the enemy attacks; with `any-path`, a knight's leap needs one of its two squares unattacked.",
     choice<&RulesetData::royal_passes_safe>, nullptr, "Royal pieces and check"},
    {"giving-check", "allowed | illegal", "allowed",
     "giving-check = {}: with `illegal`, no move may give check.",
     choice<&RulesetData::checks_illegal>, nullptr, "Royal pieces and check"},
    {"royal-facing", "allowed | illegal | bikjang", "allowed",
     nullptr,
     choice<&RulesetData::facing>, nullptr, "Royal pieces and check"},
    {"mutual-immunity", "piece letters", "—",
     "The pieces {} cannot take one another.",
     read_mutual_immunity, nullptr, "Royal pieces and check"},
    // Castling and first moves
    {"castling", "piece letters", "—",
     nullptr,
     read_castling, nullptr, "Castling and first moves"},
    {"castling-start", "setup | any", "setup",
     "castling-start = {}: with `any`, king and partners may start anywhere on the king's rank (Chess960) and land where orthodox castling puts them.",
     choice<&RulesetData::castling, &detail::CastlingRules::any>, nullptr, "Castling and first moves"},
    {"castling-partner", "outermost | innermost", "outermost",
     "castling-partner = {}: with `innermost`, the king castles with the partner nearest it on each side.",
     read_castling_partner, nullptr, "Castling and first moves"},
    {"castling-opposite", "no | yes", "no",
     "castling-opposite = {}: with `yes`, castling on a wing takes the opponent's right to castle on that wing.",
     choice<&RulesetData::castling, &detail::CastlingRules::opposite>, nullptr, "Castling and first moves"},
    {"castling-lines", "two directions (l r, fl fr, bl br)", "l r",
     "castling-lines = {}: castling runs from the king along these lines, towards each side.",
     read_castling_lines, "castling", "Castling and first moves"},
    {"castling-wins", "castling letters (K Q k q)", "—",
     "Castling with the right {} wins, and a side that has lost all of its listed rights loses.",
     read_castling_wins, nullptr, "Castling and first moves"},
    {"initial-rights", "setup | castling-field", "setup",
     "initial-rights = {}: with `castling-field`, the FEN's castling field lists the unmoved first-rank pieces.",
     choice<&RulesetData::initial_in_fen>, nullptr, "Castling and first moves"},
    {"initial-lost-to", "piece letters", "—",
     "A move of {} that aims at an enemy royal piece takes that piece's initial moves.",
     letter_bits<&RulesetData::aim_takes_initial>, nullptr, "Castling and first moves"},
    {"gating", "no | yes", "no",
     "gating = {}: with `yes`, a piece in hand may enter on the first-rank square a piece leaves on its first move (castling too).",
     read_gating, nullptr, "Castling and first moves"},
    // Hands and drops
    {"captures-to-hand", "none | all | letters", "none",
     nullptr,
     read_captures_to_hand, nullptr, "Hands and drops"},
    {"pickup", "all | piece letters", "—",
     "Pickup = {}: a side not in check may, as its move, take one of its own pieces of these types off the board into its hand.",
     read_pickup, "drops", "Hands and drops"},
    {"drops", "none | anywhere | ranks A-B", "none",
     nullptr,
     read_drops, nullptr, "Hands and drops"},
    {"drop-region", "squares[/squares]", "—",
     "Drops land only on {}.",
     read_drop_region, "drops", "Hands and drops"},
    {"drop-promoted", "no | yes", "no",
     "drop-promoted = {}: with `yes`, a promoted type may be dropped from its unpromoted piece in hand.",
     choice<&RulesetData::hand, &detail::HandRules::drop_promoted>, nullptr, "Hands and drops"},
    {"drop-checks", "yes | no", "yes",
     nullptr,
     choice<&RulesetData::drop_checks_illegal>, nullptr, "Hands and drops"},
    {"must-drop", "no | yes | piece letters", "no",
     "must-drop = {}: pieces of these types in hand must be dropped before anything else.",
     value<detail::read_must_drop>, "drops", "Hands and drops"},
    {"drop-colours", "piece letters", "—",
     "The pieces {} must be dropped on both square colours.",
     letter_bits<&RulesetData::hand, &detail::HandRules::drop_colours>, "drops", "Hands and drops"},
    {"free-drops", "piece letters", "—",
     "Pieces of {} are dropped from an unlimited supply: one is always in hand, and the FEN writes no hand for them.",
     letter_bits<&RulesetData::hand, &detail::HandRules::free>, "drops", "Hands and drops"},
    {"drop-to", "empty | enclosing | next-to-own | stacked | from-edge | apart", "empty",
     "drop-to = {}: a drop must also enclose a line of enemy pieces between it and a piece of its own (`enclosing`), land next to a piece of its own (`next-to-own`), land on the first rank or right above a piece (`stacked`), land where a piece slid in from an edge stops (`from-edge`), or land on no square orthogonally next to an enemy piece (`apart`).",
     choice<&RulesetData::hand, &detail::HandRules::drop_to>, "drops", "Hands and drops"},
    {"drop-start", "squares", "—",
     "While one of {} is empty, drops go only there.",
     read_drop_start, "drops", "Hands and drops"},
    {"drop-copy", "none | rotate | mirror", "none",
     "drop-copy = {}: each drop also puts the same piece from the other side's hand on the square turning (`rotate`) or flipping (`mirror`) the board maps it to, and the dropping side keeps the turn while it holds pieces: a setup one side chooses and the other copies.",
     read_drop_copy, "drops", "Hands and drops"},
    {"castling-drops", "squares", "—",
     "Castling rights come from drops onto {}.",
     value<detail::read_castling_drops>, "castling", "Hands and drops"},
    {"fen-hands", "all | piece letters", "—",
     "A FEN's hands may also hold {}.",
     value<detail::read_fen_hands>, nullptr, "Hands and drops"},
    {"two-boards", "no | yes", "no",
     "two-boards = {}: with `yes`, this is one board of a two-board game: the partner's captures fill its hands.",
     choice<&RulesetData::two_boards>, nullptr, "Hands and drops"},
    // Captures and their effects
    {"rifle", "remove | doom", "remove",
     nullptr,
     choice<&RulesetData::rifle_dooms>, nullptr, "Captures and their effects"},
    {"blast", "ZONE (leaper atoms, as for freeze)", "—",
     "Captures explode: the capturer and the pieces in the zone {} around the capture square are removed; a royal piece next to an enemy royal piece cannot be taken.",
     read_blast, nullptr, "Captures and their effects"},
    {"blast-spares", "piece letters", "—",
     "The pieces {} survive an explosion next to them.",
     nullptr, "blast", "Captures and their effects"},
    {"blast-immune", "piece letters", "—",
     "The pieces {} never explode.",
     nullptr, "blast", "Captures and their effects"},
    {"petrify", "piece letters", "—",
     "A capturing {} turns to stone where it took.",
     read_petrify, nullptr, "Captures and their effects"},
    {"petrify-into", "a neutral piece's letter", "—",
     "Petrified pieces become {}.",
     nullptr, "petrify", "Captures and their effects"},
    {"rebirth", "none | setup", "none",
     "rebirth = {}: a piece taken is reborn on its setup square when that square is empty (Circe).",
     read_rebirth, nullptr, "Captures and their effects"},
    {"capture-colour", "keep | change", "keep",
     "capture-colour = {}: with `change`, a piece that captures, other than a royal piece, changes colour where it lands, after any promotion (Andernach).",
     choice<&RulesetData::capture_colour_change>, nullptr, "Captures and their effects"},
    {"flip", "none | enclosed | adjacent | joined", "none",
     "flip = {}: after a move or drop, enemy pieces change colour: each line of them enclosed between the piece and another of its own (`enclosed`, Othello), each one next to it (`adjacent`, Ataxx), or each one next to it after a move or a drop next to a piece of its own (`joined`, Quadwrangle).",
     choice<&RulesetData::flip>, nullptr, "Captures and their effects"},
    {"lion-trading", "piece letters", "—",
     "Pieces of {} trade by Chu shogi's Lion rules: none takes another from afar where it can be taken back, and none is taken right after one fell to another piece, but by one of them.",
     letter_bits<&RulesetData::lion_trading, &detail::LionTrading::types>, nullptr, "Captures and their effects"},
    {"lion-trading-bridge", "piece letters", "—",
     "Taking a piece of {} on the way does not let a Lion take a protected Lion from afar.",
     letter_bits<&RulesetData::lion_trading, &detail::LionTrading::bridge>, "lion-trading", "Captures and their effects"},
    {"burn", "piece letters", "—",
     "A piece of {} burns: after it moves, every enemy piece next to where it landed leaves the board; an enemy piece that lands next to it leaves the board itself, burning nothing (Tenjiku shogi's Fire Demon).",
     letter_bits<&RulesetData::burn>, nullptr, "Captures and their effects"},
    // Conditions
    {"paralysis", "piece letters", "—",
     "A piece of {} attacked by an enemy piece of its own type is paralysed (Madrasi).",
     letter_bits<&RulesetData::paralysis>, nullptr, "Conditions"},
    // Neutral pieces and walls
    {"relocate", "neutral letters", "—",
     nullptr,
     read_relocate, nullptr, "Neutral pieces and walls"},
    {"wall", "a neutral piece's letter", "—",
     nullptr,
     read_wall, nullptr, "Neutral pieces and walls"},
    {"wall-at", "any | origin | shot | edge", "any",
     nullptr,
     nullptr, "wall", "Neutral pieces and walls"},
    {"wall-or-move", "no | yes", "no",
     nullptr,
     nullptr, "wall", "Neutral pieces and walls"},
    {"wall-region", "squares", "the board",
     nullptr,
     nullptr, "wall", "Neutral pieces and walls"},
    // Turns and obligations
    {"must-capture", "no | yes", "no",
     "must-capture = {}: with `yes`, a side that can capture must capture.",
     choice<&RulesetData::must_capture>, nullptr, "Turns and obligations"},
    {"must-fork", "piece letters", "—",
     "must-fork = {}: a move of these types is legal only where the piece, as it stands after the move, attacks two or more enemy pieces.",
     read_must_fork, nullptr, "Turns and obligations"},
    {"pass", "no | yes | stuck", "no",
     nullptr,
     choice<&RulesetData::pass>, nullptr, "Turns and obligations"},
    {"remove-facing", "piece letters", "—",
     "The side to move may remove two enemy pieces of {} that block each other head-on, without spending its turn.",
     read_remove_facing, nullptr, "Turns and obligations"},
    {"moves-per-turn", "moves, then a check rule", "1",
     "Each turn is several moves: {}.",
     value<read_moves_per_turn>, nullptr, "Turns and obligations"},
    {"promotion-limit", "letters count ...", "—",
     "Promotion limits: {} (a type, or types joined by + counted together, and how many of it a side may have).",
     value<detail::read_promotion_limit>, nullptr, "Turns and obligations"},
    {"promotion-exhausted", "illegal | stay", "illegal",
     "promotion-exhausted = {}: with `stay`, a move into the promotion zone with no promotion choice left is made without promoting.",
     choice<&RulesetData::promotion_stays>, nullptr, "Turns and obligations"},
    // How the game ends
    {"checkmate", "loss | win | draw", "loss",
     "Checkmate is a {} for the mated side.",
     choice<&RulesetData::ends, &detail::GameEnds::checkmate>, nullptr, "How the game ends"},
    {"connect", "2-16", "—",
     "Connect: {} of the mover's pieces in a row (on a rank, file or diagonal) end the game.",
     number<&RulesetData::ends, &detail::GameEnds::connect, &detail::ConnectRule::in_row>, nullptr,
     "How the game ends"},
    {"connect-square", "2-16", "—",
     "Connect: the mover's pieces filling a square {} squares wide end the game.",
     number<&RulesetData::ends, &detail::GameEnds::connect, &detail::ConnectRule::square>, nullptr,
     "How the game ends"},
    {"connect-line", "2-16", "—",
     "Connect: {} of the mover's pieces on one line (a rank, file or diagonal), apart or not, end the game.",
     number<&RulesetData::ends, &detail::GameEnds::connect, &detail::ConnectRule::line>, nullptr,
     "How the game ends"},
    {"connect-from", "squares[/squares]", "—",
     "Connect: a chain of the mover's pieces, each next to the one before along the connect lines, from {} to the connect-to squares ends the game.",
     read_connect_region, nullptr, "How the game ends"},
    {"connect-to", "squares[/squares]", "—",
     "Connect: the chain ends on {}.",
     read_connect_region, nullptr, "How the game ends"},
    {"connect-lines", "any of ranks files diagonals", "ranks files diagonals",
     "Connections count along {}.",
     read_connect_lines, nullptr, "How the game ends"},
    {"connect-types", "piece letters", "all",
     "Only {} count for a connection.",
     read_connect_types, nullptr, "How the game ends"},
    {"connect-result", "loss | win | draw", "win",
     "connect-result = {}: the result of a connection for the side that made it.",
     choice<&RulesetData::ends, &detail::GameEnds::connect, &detail::ConnectRule::result>, nullptr,
     "How the game ends"},
    {"stalemate", "draw | win | loss | fewer-pieces | more-pieces", "draw",
     nullptr,
     choice<&RulesetData::ends, &detail::GameEnds::stalemate>, nullptr, "How the game ends"},
    {"extinction", "piece letters | all", "—",
     "Extinction (extinction = {}): a side left without enough pieces of these types (board and hand; all: of all its pieces) has lost, unless extinction-result says otherwise.",
     read_extinction, nullptr, "How the game ends"},
    {"extinction-count", "0-99", "0",
     "Extinction counts a side with {} or fewer of those pieces.",
     nullptr, "extinction", "How the game ends"},
    {"extinction-result", "loss | win | draw", "loss",
     "The extinct side's result: a {}.",
     nullptr, "extinction", "How the game ends"},
    {"extinction-opponent", "0-99", "0",
     "Extinction counts only while the other side holds at least {} of them.",
     nullptr, "extinction", "How the game ends"},
    {"extinction-reply", "no | yes", "no",
     "extinction-reply = {}: with `yes`, the side just made extinct may still reply.",
     nullptr, "extinction", "How the game ends"},
    {"goal", "letters, then squares (or none)", "—",
     "Goal (goal = {}): a piece of the listed types on one of the listed squares wins.",
     read_goal, nullptr, "How the game ends"},
    {"goal-black", "squares, or none", "as goal",
     "Black's goal squares: {}.",
     nullptr, "goal", "How the game ends"},
    {"goal-count", "1-99", "1",
     "Goal: {} goal pieces must stand on the goal squares at once.",
     nullptr, "goal", "How the game ends"},
    {"goal-filled", "no | yes", "no",
     "goal-filled = {}: with `yes`, one goal piece on the goal squares wins when every goal square is taken.",
     nullptr, "goal", "How the game ends"},
    {"goal-reply", "no | yes", "no",
     "goal-reply = {}: with `yes`, when White reaches a goal first, Black may still reach one for a draw.",
     nullptr, "goal", "How the game ends"},
    {"goal-hold", "no | yes | safe | safe-or-kept", "no",
     "goal-hold = {}: `yes`, the goal piece must still stand there at its owner's next turn; `safe`, it wins while unattacked; `safe-or-kept`, it wins at once unattacked, else if it still stands there at its owner's next turn.",
     nullptr, "goal", "How the game ends"},
    {"goal-result", "loss | win | draw", "win",
     "goal-result = {}: the result of a goal for the side that reaches it.",
     nullptr, "goal", "How the game ends"},
    {"check-limit", "1-15", "—",
     "The side that gives {} checks wins.",
     number<&RulesetData::ends, &detail::GameEnds::check_limit>, nullptr, "How the game ends"},
    {"counting", "letter and full moves, repeated", "—",
     "ASEAN counting for a bare side: {} (a type and the full moves allowed).",
     value<detail::read_counting>, nullptr, "How the game ends"},
    {"board-full", "play | ends", "play",
     "board-full = {}: with `ends`, the game ends when every square is taken.",
     choice<&RulesetData::ends, &detail::GameEnds::board_full>, nullptr, "How the game ends"},
    {"material-count", "none | pieces", "none",
     "material-count = {}: with `pieces`, a game ended by a full board or two passes in a row is won by the side with more pieces on the board (equal: a draw).",
     choice<&RulesetData::ends, &detail::GameEnds::count_pieces>, nullptr, "How the game ends"},
    {"draw-odds", "none | white | black", "none",
     "Draw odds: a drawn game counts as a win for {}.",
     read_draw_odds, nullptr, "How the game ends"},
    {"halfmove-reset", "captures and any of promoters promotions drops", "captures promoters",
     "The halfmove clock restarts after {}.",
     value<detail::read_halfmove_reset>, nullptr, "How the game ends"},
};

const KeyRow& row_of(const char* key) {
    for (const KeyRow& row : kKeys)
        if (std::string_view(row.key) == key) return row;
    throw std::logic_error(std::string("no key row for ") + key);
}

// What the keys imply together once each is read.
void finish_rules(Loader& L, RulesetData& rd) {
    for (auto& pt : rd.types) rd.hand.held = rd.hand.held || pt.to_hand;
    // (drops of free-drops types alone need no hand in the FEN: they never run out)
    const bool counted_drops = rd.hand.drops && !rd.hand.free;
    rd.hand.held = rd.hand.held || counted_drops || rd.gating || rd.hand.fen_types || rd.hand.pickup;
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].promo_source == PromotionKind::OpponentHand && !rd.hand.held)
            L.error(L.pieces[t].src, L.pieces[t].piece.letter.offset, "promote=hand needs hands (captures-to-hand)");
}

}  // namespace

int key_choice(Loader& L, const char* key) { return choice_index(L, key); }

std::vector<KeyDoc> key_docs() {
    std::vector<KeyDoc> out;
    for (const auto& row : kKeys) out.push_back({row.key, row.type, row.fallback, row.says, row.topic});
    return out;
}

std::string key_sentence(const KeyDoc& k, const std::string& value) {
    if (!k.says) return "";
    std::string out = k.says;
    for (std::size_t at = out.find("{}"); at != std::string::npos; at = out.find("{}", at + value.size()))
        out.replace(at, 2, value);
    return out;
}

const std::vector<std::string>& known_keys() {
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> out;
        for (const auto& row : kKeys) out.push_back(row.key);
        return out;
    }();
    return keys;
}

void read_rules(Loader& L, RulesetData& rd) {
    for (const auto& row : kKeys) {
        if (row.needs && !find_setting(L, row.needs))
            if (const Stmt* s = find_setting(L, row.key))
                setting_error(L, s, std::string(row.key) + (std::string("aeiou").find(row.needs[0]) == std::string::npos ? " needs a " : " needs an ") + row.needs + " = line");
        if (row.read) row.read(L, rd, row);
        if (const Stmt* s = find_setting(L, row.key)) rd.settings.emplace_back(row.key, s->setting.value.text);
    }
    finish_rules(L, rd);
}

}  // namespace aviary::load

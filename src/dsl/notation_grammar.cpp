// The Spirit X3 grammar of XBetza (see notation.md, section 1), plus Aviary's extensions:
// vector atoms (x,y), (x,y,z) and the exact =(x,y,z), castling landing O<n>:<gap>, and
// condition suffixes {to:!8}.
//
//   notation  = { move } ;
//   move      = prefix , atom , [ range ] , [ "{" , cond , { "," , cond } , "}" ] ;
//   prefix    = { modifier | "(" , modifier , { modifier } , ")" } ;
//   atom      = letter , [ "X" | "Y" ] | [ "=" ] , vector | "O" , int , [ ":" , int ] ;
//   vector    = "(" , int , "," , int , [ "," , int ] , ")" ;
//   cond      = ( "to" | "from" ) , ":" , [ "!" ] , int , [ "-" , int ] | "if" , ":" , [ "!" ] , ( "attacked" | "guarded" ) ;
//
// The tables below are the only place that says which letter means what: the parser's
// x3::symbols are built from them, and atom_info() / spelling() read them.
#include <boost/spirit/home/x3.hpp>

#include <cctype>
#include <optional>

#include "dsl/notation.hpp"

namespace aviary::dsl {
namespace {

namespace x3 = boost::spirit::x3;

// ---- the tables -------------------------------------------------------------------------------

struct AtomRow {
    char letter;     // 0: written otherwise ((x,y), O<n>)
    Atom atom;
    bool zone;       // a zone (freeze=, brake=, blast=) may use this letter
    AtomInfo info;
};
// (the first row of an atom is its own letter; L and J are older letters of C and Z)
const AtomRow kAtoms[] = {
    {'W', Atom::Wazir, true, {AtomKind::Leap, 0, 1, 1, Atom::Ferz}},
    {'F', Atom::Ferz, true, {AtomKind::Leap, 1, 1, 1, Atom::Wazir}},
    {'K', Atom::King, true, {AtomKind::King, 0, 1, 1, Atom::King}},
    {'D', Atom::Dabbaba, true, {AtomKind::Leap, 0, 2, 1, Atom::Alfil}},
    {'N', Atom::Knight, true, {AtomKind::Leap, 1, 2, 1, Atom::Knight}},
    {'A', Atom::Alfil, true, {AtomKind::Leap, 2, 2, 1, Atom::Dabbaba}},
    {'H', Atom::Threeleaper, true, {AtomKind::Leap, 0, 3, 1, Atom::Tripper}},
    {'C', Atom::Camel, true, {AtomKind::Leap, 1, 3, 1, Atom::Camel}},
    {'L', Atom::Camel, false, {AtomKind::Leap, 1, 3, 1, Atom::Camel}},
    {'Z', Atom::Zebra, true, {AtomKind::Leap, 2, 3, 1, Atom::Zebra}},
    {'J', Atom::Zebra, false, {AtomKind::Leap, 2, 3, 1, Atom::Zebra}},
    {'G', Atom::Tripper, true, {AtomKind::Leap, 3, 3, 1, Atom::Threeleaper}},
    {'R', Atom::Rook, false, {AtomKind::Leap, 0, 1, 0, Atom::Bishop}},
    {'B', Atom::Bishop, false, {AtomKind::Leap, 1, 1, 0, Atom::Rook}},
    {'Q', Atom::Queen, false, {AtomKind::King, 0, 1, 0, Atom::Queen}},
    {'U', Atom::Universal, false, {AtomKind::Universal, 0, 0, 1, Atom::Universal}},
    {0, Atom::Vector, false, {AtomKind::Vector, 0, 0, 1, Atom::Vector}},
    {0, Atom::Castling, false, {AtomKind::Castling, 0, 0, 1, Atom::Castling}},
};

struct ModifierRow {
    char letter;
    Modifier mod;
};
// (in XBoard's order: directions, modes, flags, a)
const ModifierRow kModifiers[] = {
    {'f', Dir::Forward},   {'b', Dir::Backward},   {'l', Dir::Left},        {'r', Dir::Right},
    {'v', Dir::Vertical},  {'s', Dir::Sideways},   {'h', Dir::Half},        {'z', Dir::Zig},
    {'q', Dir::Zag},       {'m', Mode::Move},      {'c', Mode::Capture},    {'d', Mode::Destroy},
    {'e', Mode::EnPassant}, {'p', Mode::Hop},      {'g', Mode::HopToggle},  {'y', Mode::MoveToggle},
    {'t', Mode::Tame},     {'u', Mode::Unload},    {'x', Mode::Induce},     {'o', Flag::Cylinder},
    {'k', Mode::Royal},    {'n', Flag::Lame},      {'j', Flag::Jump},       {'i', Flag::Initial},
    {'w', Flag::Rebound},  {'a', Again{}},
};

x3::symbols<Atom> atom_symbols() {
    x3::symbols<Atom> s;
    for (const AtomRow& r : kAtoms)
        if (r.letter) s.add(std::string(1, r.letter), r.atom);
    return s;
}
x3::symbols<Modifier> modifier_symbols() {
    x3::symbols<Modifier> s;
    for (const ModifierRow& r : kModifiers) s.add(std::string(1, r.letter), r.mod);
    return s;
}
x3::symbols<Extension> extension_symbols() {
    x3::symbols<Extension> s;
    s.add("X", Extension::X)("Y", Extension::Y);
    return s;
}
x3::symbols<CondKey> rank_key_symbols() {
    x3::symbols<CondKey> s;
    s.add("to", CondKey::To)("from", CondKey::From);
    return s;
}

bool known_letter(char c) {
    for (const ModifierRow& r : kModifiers)
        if (r.letter == c) return true;
    for (const AtomRow& r : kAtoms)
        if (r.letter == c) return true;
    return c == 'O' || c == '(' || c == '=';
}

std::string modifier_letters() {
    std::string s;
    for (const ModifierRow& r : kModifiers) s += std::string(s.empty() ? "" : " ") + r.letter;
    return s;
}

// ---- the parser -----------------------------------------------------------------------------

struct Builder {
    const char* begin = nullptr;
    std::vector<NotationMove> moves;
    NotationMove cur;
    PrefixPart group;
    std::size_t at = 0;   // where the next modifier starts
    NotationCond cond;
};
struct builder_tag;

template <class Ctx>
Builder& builder(Ctx& ctx) {
    return x3::get<builder_tag>(ctx).get();
}

auto const start_move = [](auto& ctx) { builder(ctx).cur = NotationMove{}; };
void add_to(PrefixPart& part, const Modifier& mod, std::size_t offset) {
    part.mods.push_back(mod);
    part.offsets.push_back(offset);
}
auto const add_modifier = [](auto& ctx) {
    auto& b = builder(ctx);
    auto& prefix = b.cur.prefix;
    if (prefix.empty() || prefix.back().repeat) prefix.emplace_back();
    add_to(prefix.back(), x3::_attr(ctx), b.at);
};
auto const open_group = [](auto& ctx) { builder(ctx).group = PrefixPart{{}, {}, true}; };
auto const add_group_modifier = [](auto& ctx) {
    auto& b = builder(ctx);
    add_to(b.group, x3::_attr(ctx), b.at);
};
auto const close_group = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cur.prefix.push_back(b.group);
};
auto const mark_at = [](auto& ctx) {
    auto& b = builder(ctx);
    b.at = std::size_t(x3::_attr(ctx).begin() - b.begin);
};
auto const set_prefix = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cur.prefix_offset = std::size_t(x3::_attr(ctx).begin() - b.begin);
    b.cur.offset = b.cur.prefix_offset;
};
auto const set_atom_text = [](auto& ctx) {
    auto& b = builder(ctx);
    auto r = x3::_attr(ctx);
    b.cur.atom_text.assign(r.begin(), r.end());
    b.cur.atom_offset = std::size_t(r.begin() - b.begin);
};
auto const set_letter = [](auto& ctx) { builder(ctx).cur.atom = x3::_attr(ctx); };
auto const set_extension = [](auto& ctx) { builder(ctx).cur.extension = x3::_attr(ctx); };
auto const set_vx = [](auto& ctx) {
    builder(ctx).cur.atom = Atom::Vector;
    builder(ctx).cur.vx = x3::_attr(ctx);
};
auto const set_vy = [](auto& ctx) { builder(ctx).cur.vy = x3::_attr(ctx); };
auto const set_vz = [](auto& ctx) {
    builder(ctx).cur.solid = true;
    builder(ctx).cur.vz = x3::_attr(ctx);
};
auto const set_exact = [](auto& ctx) { builder(ctx).cur.exact = true; };
auto const set_castle = [](auto& ctx) {
    builder(ctx).cur.atom = Atom::Castling;
    builder(ctx).cur.castle_steps = int(x3::_attr(ctx));
};
auto const set_gap = [](auto& ctx) { builder(ctx).cur.castle_gap = int(x3::_attr(ctx)); };
auto const set_range = [](auto& ctx) { builder(ctx).cur.range = int(x3::_attr(ctx)); };
auto const start_rank_cond = [](auto& ctx) {
    builder(ctx).cond = NotationCond{};
    builder(ctx).cond.key = x3::_attr(ctx);
};
auto const start_if_cond = [](auto& ctx) {
    builder(ctx).cond = NotationCond{};
    builder(ctx).cond.key = CondKey::IfAttacked;
};
auto const set_guarded = [](auto& ctx) { builder(ctx).cond.key = CondKey::IfGuarded; };
auto const mark_cond = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cond.offset = std::size_t(x3::_attr(ctx).begin() - b.begin);
};
auto const cond_neg = [](auto& ctx) { builder(ctx).cond.negate = true; };
auto const cond_lo = [](auto& ctx) {
    builder(ctx).cond.lo = builder(ctx).cond.hi = int(x3::_attr(ctx));
};
auto const cond_hi = [](auto& ctx) { builder(ctx).cond.hi = int(x3::_attr(ctx)); };
auto const cond_squares = [](auto& ctx) {
    auto r = x3::_attr(ctx);
    builder(ctx).cond.squares.assign(r.begin(), r.end());
};
auto const end_cond = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cur.conds.push_back(b.cond);
};
auto const end_move = [](auto& ctx) {
    auto& b = builder(ctx);
    b.moves.push_back(b.cur);
};

x3::symbols<Atom> const atom_letter = atom_symbols();
x3::symbols<Modifier> const modifier_letter = modifier_symbols();
x3::symbols<Extension> const extension_letter = extension_symbols();
x3::symbols<CondKey> const rank_key = rank_key_symbols();

x3::rule<class atom_id> const atom =
    "a Betza atom (W F D N A H C L Z J G K R B Q U, O<n>, (x,y), (x,y,z) or =(x,y,z))";
x3::rule<class exact_id> const exact_vector = "a vector (x,y) or (x,y,z) after '='";
x3::rule<class vec_x_id> const vec_x = "a number";
x3::rule<class vec_y_id> const vec_y = "a number";
x3::rule<class vec_z_id> const vec_z = "a number";
x3::rule<class steps_id> const castle_steps = "the king's step count (O2)";
x3::rule<class gap_id> const castle_gap = "the partner's distance from the king (O2:1)";
x3::rule<class rank_hi_id> const rank_hi = "a rank number";
x3::rule<class rank_id> const rank_set =
    "a rank number or range such as 8 or 2-7 (from: also squares such as b1+a6)";
x3::rule<class cond_id> const condition = "a condition (to:RANKS, from:RANKS, from:SQUARES, "
                                          "if:attacked, if:!attacked, if:guarded or if:!guarded)";
x3::rule<class move_id> const move = "a Betza move";
x3::rule<class group_end_id> const group_end = "')' to close the repetition group";

x3::uint_parser<unsigned, 10, 1, 2> const small_uint;

// (a group's action runs only once the whole group has matched: "(1,2)" is a vector atom)
auto const here = x3::raw[x3::eps][mark_at];
// (after '(' and a modifier letter it is a group, not a vector: it must close)
auto const group_end_def = x3::lit(')');
auto const group =
    (x3::lit('(')[open_group] >> +(here >> modifier_letter[add_group_modifier]) > group_end)[close_group];
auto const prefix = x3::raw[*((here >> modifier_letter[add_modifier]) | group)][set_prefix];

auto const vec_x_def = x3::int_[set_vx];
auto const vec_y_def = x3::int_[set_vy];
auto const vec_z_def = x3::int_[set_vz];
auto const castle_steps_def = small_uint[set_castle];
auto const castle_gap_def = small_uint[set_gap];
auto const rank_hi_def = small_uint[cond_hi];
auto const vector_atom = x3::lit('(') >> vec_x > ',' > vec_y > -(',' > vec_z) > ')';
// (=(0,1,-1): the one vector, signs and order as written; '=' commits to a vector)
auto const exact_vector_def = x3::lit('(') > vec_x > ',' > vec_y > -(',' > vec_z) > ')';
auto const castle_atom = (x3::lit('O') > castle_steps) >> -(':' > castle_gap);
auto const letter_atom = atom_letter[set_letter] >> -extension_letter[set_extension];
auto const atom_def =
    x3::raw[castle_atom | (x3::lit('=')[set_exact] > exact_vector) | vector_atom | letter_atom]
           [set_atom_text];

x3::rule<class square_id> const square_name = "a square such as b1";
auto const square_name_def = x3::char_("a-p") >> small_uint;
auto const square_set = x3::raw[square_name >> *('+' > square_name)][cond_squares];
auto const rank_set_def =
    square_set | (-x3::lit('!')[cond_neg] >> small_uint[cond_lo] >> -('-' > rank_hi));
auto const condition_def =
    (x3::raw[rank_key[start_rank_cond]][mark_cond] > ':' > rank_set)[end_cond] |
    (x3::raw[x3::lit("if")[start_if_cond]][mark_cond] > ':' > -x3::lit('!')[cond_neg] >
     (x3::lit("attacked") | x3::lit("guarded")[set_guarded]))[end_cond];
auto const conditions = x3::lit('{') > condition > *(',' > condition) > '}';

auto const move_def = x3::eps[start_move] >> prefix > atom > -small_uint[set_range] >
                      -conditions > x3::eps[end_move];

BOOST_SPIRIT_DEFINE(atom, exact_vector, vec_x, vec_y, vec_z, castle_steps, castle_gap, rank_hi,
                    rank_set, square_name, condition, move, group_end)

auto const notation = *(!x3::eoi >> move) > x3::eoi;

// A parse that stopped inside or right after a number too long for its place (ranges, step
// counts and ranks take at most two digits, vectors an int): say so, at the number's start.
std::optional<NotationError> too_large(std::string_view text, std::size_t off) {
    auto digit = [&](std::size_t i) { return i < text.size() && std::isdigit((unsigned char)text[i]); };
    if (!digit(off)) return std::nullopt;
    std::size_t a = off, b = off;
    while (a > 0 && digit(a - 1)) --a;
    while (digit(b)) ++b;
    if (b - a <= 2) return std::nullopt;
    return NotationError{a, "the number " + std::string(text.substr(a, b - a)) +
                                " is too large (counts, steps and ranks go up to 99)"};
}

// The message of a failed expectation at `off`.
NotationError expectation_error(std::string_view text, std::size_t off, const std::string& which) {
    if (auto big = too_large(text, off)) return *big;
    if (off >= text.size()) return {off, "notation ends early: expected " + which};
    const char c = text[off];
    if (!known_letter(c) && which.rfind("a Betza atom", 0) == 0)
        return {off, std::string("unknown notation letter '") + c + "': expected " + which +
                         " or a modifier (" + modifier_letters() + ")"};
    return {off, "expected " + which + ", found '" + std::string(1, c) + "'"};
}

// Doubled atom letters are the legacy range 0: NN = N0 (nightrider), WW = W0.
std::vector<NotationMove> merge_doubled(std::vector<NotationMove> moves) {
    std::vector<NotationMove> merged;
    for (auto& m : moves) {
        if (!merged.empty()) {
            auto& p = merged.back();
            const AtomKind kind = atom_info(m.atom).kind;
            bool doubled = m.prefix.empty() && m.conds.empty() && p.conds.empty() &&
                           m.atom_text == p.atom_text && p.range < 0 && m.range < 0 &&
                           (kind == AtomKind::Leap || kind == AtomKind::King) &&
                           m.atom_offset == p.atom_offset + p.atom_text.size();
            if (doubled) {
                p.range = 0;
                continue;
            }
        }
        merged.push_back(std::move(m));
    }
    return merged;
}

}  // namespace

const AtomInfo& atom_info(Atom a) {
    for (const AtomRow& r : kAtoms)
        if (r.atom == a) return r.info;
    return kAtoms[0].info;   // (every atom has a row)
}

NotationParse parse_notation(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if (static_cast<unsigned char>(text[i]) >= 0x80 || text[i] == '\0')
            return NotationError{i, "notation is plain ASCII: unexpected byte"};
    Builder b;
    b.begin = text.data();
    const char* first = text.data();
    const char* last = text.data() + text.size();
    try {
        bool ok = x3::parse(first, last, x3::with<builder_tag>(std::ref(b))[notation]);
        if (!ok || first != last)
            return NotationError{std::size_t(first - text.data()), "unexpected character"};
    } catch (const x3::expectation_failure<const char*>& e) {
        return expectation_error(text, std::size_t(e.where() - text.data()), e.which());
    }
    return merge_doubled(std::move(b.moves));
}

std::variant<std::vector<Atom>, std::string> parse_zone_atoms(std::string_view text) {
    if (text.empty()) return std::string("a zone is a set of atoms such as K or WD");
    std::vector<Atom> out;
    for (char ch : text) {
        const AtomRow* row = nullptr;
        for (const AtomRow& r : kAtoms)
            if (r.letter == ch && r.zone) row = &r;
        if (row) {
            out.push_back(row->atom);
            continue;
        }
        std::string letters;
        for (const AtomRow& r : kAtoms)
            if (r.zone) letters += std::string(letters.empty() ? "" : " ") + r.letter;
        return "a zone takes the leaper atoms " + letters + ", not '" + ch + "'";
    }
    return out;
}

std::string spelling(const Modifier& m) {
    for (const ModifierRow& r : kModifiers)
        if (r.mod == m) return std::string(1, r.letter);
    return "?";
}

std::string spelling(Atom a) {
    for (const AtomRow& r : kAtoms)
        if (r.atom == a && r.letter) return std::string(1, r.letter);
    return "?";
}

std::string spelling(const std::vector<Dir>& dirs) {
    std::string s;
    for (Dir d : dirs) s += spelling(Modifier{d});
    return s;
}

}  // namespace aviary::dsl

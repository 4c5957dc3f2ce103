// The Spirit X3 grammar of XBetza (see notation.md, section 1), plus Aviary's extensions:
// vector atoms (x,y), castling landing O<n>:<gap>, and condition suffixes {to:!8}.
//
//   notation  = { move } ;
//   move      = prefix , atom , [ range ] , [ "{" , cond , { "," , cond } , "}" ] ;
//   prefix    = { modchar | "(" , modchar , { modchar } , ")" } ;
//   atom      = letter , [ "X" | "Y" ] | "(" , int , "," , int , ")" | "O" , int , [ ":" , int ] ;
//   cond      = ( "to" | "from" ) , ":" , [ "!" ] , int , [ "-" , int ] | "if" , ":" , "attacked" ;
#include <boost/spirit/home/x3.hpp>

#include <cctype>
#include <optional>

#include "dsl/notation.hpp"

namespace aviary::dsl {
namespace {

namespace x3 = boost::spirit::x3;

struct Builder {
    const char* begin = nullptr;
    std::vector<NotationMove> moves;
    NotationMove cur;
    NotationCond cond;
};
struct builder_tag;

template <class Ctx>
Builder& builder(Ctx& ctx) {
    return x3::get<builder_tag>(ctx).get();
}

auto const start_move = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cur = NotationMove{};
};
auto const set_prefix = [](auto& ctx) {
    auto& b = builder(ctx);
    auto r = x3::_attr(ctx);
    b.cur.prefix.assign(r.begin(), r.end());
    b.cur.prefix_offset = std::size_t(r.begin() - b.begin);
    b.cur.offset = b.cur.prefix_offset;
};
auto const mark_atom = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cur.atom_offset = std::size_t(x3::_attr(ctx).begin() - b.begin);
};
auto const set_letter = [](auto& ctx) { builder(ctx).cur.atom = x3::_attr(ctx); };
auto const set_suffix = [](auto& ctx) { builder(ctx).cur.suffix = x3::_attr(ctx); };
auto const set_vx = [](auto& ctx) {
    builder(ctx).cur.atom = 'V';
    builder(ctx).cur.vx = x3::_attr(ctx);
};
auto const set_vy = [](auto& ctx) { builder(ctx).cur.vy = x3::_attr(ctx); };
auto const set_castle = [](auto& ctx) {
    builder(ctx).cur.atom = 'O';
    builder(ctx).cur.castle_steps = int(x3::_attr(ctx));
};
auto const set_gap = [](auto& ctx) { builder(ctx).cur.castle_gap = int(x3::_attr(ctx)); };
auto const set_range = [](auto& ctx) { builder(ctx).cur.range = int(x3::_attr(ctx)); };
auto const start_cond = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cond = NotationCond{};
    auto r = x3::_attr(ctx);
    b.cond.key.assign(r.begin(), r.end());
    b.cond.offset = std::size_t(r.begin() - b.begin);
};
auto const cond_neg = [](auto& ctx) { builder(ctx).cond.negate = true; };
auto const cond_lo = [](auto& ctx) {
    builder(ctx).cond.lo = builder(ctx).cond.hi = int(x3::_attr(ctx));
};
auto const cond_hi = [](auto& ctx) { builder(ctx).cond.hi = int(x3::_attr(ctx)); };
auto const end_cond = [](auto& ctx) {
    auto& b = builder(ctx);
    b.cur.conds.push_back(b.cond);
};
auto const end_move = [](auto& ctx) {
    auto& b = builder(ctx);
    b.moves.push_back(b.cur);
};

x3::rule<class modifier_id> const modifier = "a modifier letter";
x3::rule<class atom_id> const atom =
    "a Betza atom (W F D N A H C L Z J G K R B Q U, O<n> or (x,y))";
x3::rule<class vec_x_id> const vec_x = "a number";
x3::rule<class vec_y_id> const vec_y = "a number";
x3::rule<class steps_id> const castle_steps = "the king's step count (O2)";
x3::rule<class gap_id> const castle_gap = "the partner's distance from the king (O2:1)";
x3::rule<class rank_hi_id> const rank_hi = "a rank number";
x3::rule<class rank_id> const rank_set = "a rank number or range such as 8 or 2-7";
x3::rule<class cond_id> const condition = "a condition (to:RANKS, from:RANKS, if:attacked or if:!attacked)";
x3::rule<class move_id> const move = "a Betza move";

x3::uint_parser<unsigned, 10, 1, 2> const small_uint;

auto const modifier_def = x3::char_("fblrvshzqmcdepgytuxoknjia");
auto const group = x3::char_('(') >> +modifier >> x3::char_(')');
auto const prefix = x3::raw[*(modifier | group)][set_prefix];

auto const vec_x_def = x3::int_[set_vx];
auto const vec_y_def = x3::int_[set_vy];
auto const castle_steps_def = small_uint[set_castle];
auto const castle_gap_def = small_uint[set_gap];
auto const rank_hi_def = small_uint[cond_hi];
auto const vector_atom = x3::lit('(') >> vec_x > ',' > vec_y > ')';
auto const castle_atom = (x3::lit('O') > castle_steps) >> -(':' > castle_gap);
auto const letter_atom =
    x3::char_("WFDNAHCLZJGKRBQU")[set_letter] >> -x3::char_("XY")[set_suffix];
auto const atom_def = x3::raw[x3::eps][mark_atom] >> (castle_atom | vector_atom | letter_atom);

auto const rank_set_def = -x3::lit('!')[cond_neg] >> small_uint[cond_lo] >> -('-' > rank_hi);
auto const condition_def =
    (x3::raw[x3::string("to") | x3::string("from")][start_cond] > ':' > rank_set)[end_cond] |
    (x3::raw[x3::string("if")][start_cond] > ':' > -x3::lit('!')[cond_neg] > x3::lit("attacked"))[end_cond];
auto const conditions = x3::lit('{') > condition > *(',' > condition) > '}';

auto const move_def = x3::eps[start_move] >> prefix > atom > -small_uint[set_range] >
                      -conditions > x3::eps[end_move];

BOOST_SPIRIT_DEFINE(modifier, atom, vec_x, vec_y, castle_steps, castle_gap, rank_hi, rank_set,
                    condition, move)

auto const notation = *(!x3::eoi >> move) > x3::eoi;

}  // namespace

namespace {
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
}  // namespace

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
        std::size_t off = std::size_t(e.where() - text.data());
        std::string msg;
        if (auto big = too_large(text, off)) return *big;
        if (off >= text.size()) {
            msg = "notation ends early: expected " + e.which();
        } else {
            char c = text[off];
            bool known = std::string_view("fblrvshzqmcdepgytuxoknjia").find(c) !=
                             std::string_view::npos ||
                         std::string_view("WFDNAHCLZJGKRBQUO(").find(c) != std::string_view::npos;
            if (!known && e.which().rfind("a Betza atom", 0) == 0)
                msg = std::string("unknown notation letter '") + c + "': expected " + e.which() +
                      " or a modifier (f b l r v s h z q m c d e p g y t u x o k n j i a)";
            else
                msg = "expected " + e.which() + ", found '" + std::string(1, c) + "'";
        }
        return NotationError{off, msg};
    }
    // Doubled atom letters are the legacy range 0: NN = N0 (nightrider), WW = W0.
    std::vector<NotationMove> merged;
    for (auto& m : b.moves) {
        if (!merged.empty()) {
            auto& p = merged.back();
            bool doubled = m.prefix.empty() && m.conds.empty() && p.conds.empty() &&
                           m.atom == p.atom && m.suffix == p.suffix && p.range < 0 &&
                           m.range < 0 && m.atom != 'V' && m.atom != 'O' && m.atom != 'U' &&
                           m.atom_offset == p.atom_offset + 1 + (p.suffix ? 1 : 0);
            if (doubled) {
                p.range = 0;
                continue;
            }
        }
        merged.push_back(std::move(m));
    }
    return merged;
}

}  // namespace aviary::dsl

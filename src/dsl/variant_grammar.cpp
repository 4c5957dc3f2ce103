// The Spirit X3 grammar of .variant files. Line oriented; '#' starts a comment.
//
//   file      = { line } ;
//   line      = [ piece | setting ] , [ comment ] , newline ;
//   piece     = "piece" , letter , name , notation , { property } ;
//   letter    = [ "+" ] A-Z [ "'" | "!" ] | a symbol such as * ;
//   setting   = key , "=" , value ;                 (value: the rest of the line)
//   property  = word , [ "=" , word ] ;
//   name      = word | '"' , { any but '"' } , '"' ;
#include <boost/spirit/home/x3.hpp>

#include "dsl/variant_file.hpp"

namespace aviary::dsl {
namespace {

namespace x3 = boost::spirit::x3;
using It = std::string::const_iterator;

struct Builder {
    It begin;
    VariantFile file;
    PieceStatement piece;
    Located prop_key;
};
struct builder_tag;

template <class Ctx>
Builder& builder(Ctx& ctx) {
    return x3::get<builder_tag>(ctx).get();
}
template <class Ctx>
Located located(Ctx& ctx) {
    auto r = x3::_attr(ctx);
    return Located{std::string(r.begin(), r.end()), std::size_t(r.begin() - builder(ctx).begin)};
}

auto const piece_start = [](auto& ctx) { builder(ctx).piece = PieceStatement{}; };
auto const piece_letter = [](auto& ctx) { builder(ctx).piece.letter = located(ctx); };
auto const piece_name = [](auto& ctx) { builder(ctx).piece.name = located(ctx); };
auto const piece_notation = [](auto& ctx) { builder(ctx).piece.notation = located(ctx); };
auto const prop_key = [](auto& ctx) {
    auto& b = builder(ctx);
    b.prop_key = located(ctx);
    b.piece.properties.push_back({b.prop_key, Located{"", b.prop_key.offset}});
};
auto const prop_value = [](auto& ctx) { builder(ctx).piece.properties.back().second = located(ctx); };
auto const piece_end = [](auto& ctx) { builder(ctx).file.pieces.push_back(builder(ctx).piece); };
auto const setting_key = [](auto& ctx) {
    builder(ctx).file.settings.push_back(Setting{located(ctx), {}});
};
auto const setting_value = [](auto& ctx) {
    auto& b = builder(ctx);
    Located v = located(ctx);
    while (!v.text.empty() && (v.text.back() == ' ' || v.text.back() == '\t')) v.text.pop_back();
    b.file.settings.back().value = v;
};

// Explicit ASCII sets instead of Spirit's classifiers, which assert on bytes above 127: any
// byte is then safe to feed the grammar (UTF-8 may appear in comments and quoted names).
auto const ascii_alpha = x3::char_("a-zA-Z");
auto const ascii_alnum = x3::char_("a-zA-Z0-9");
auto const ascii_blank = x3::char_(" \t");
auto const ascii_graph = x3::char_("!-~");

x3::rule<class letter_id> const letter =
    "a piece letter (A-Z, +A, A', A!, +A' or +A!, or a symbol such as *)";
x3::rule<class name_id> const name = "a piece name (a word or \"quoted words\")";
x3::rule<class quoted_id> const quoted = "the name inside the quotes (printable text)";
x3::rule<class notation_id> const notation = "the piece's notation";
x3::rule<class property_id> const property = "a property such as royal or promote=QRBN";
x3::rule<class value_id> const value = "a value";
x3::rule<class eq_id> const equals = "'=' after the key";
x3::rule<class eol_id> const line_end = "the end of the line";
x3::rule<class gap_id> const gap = "a space";

auto const blanks = *ascii_blank;
auto const gap_def = +ascii_blank;
auto const comment = x3::lit('#') >> *(x3::char_ - x3::eol);
auto const word_char = ascii_alnum | x3::char_("_'.,:;!?+()/@*-");
// (a promoted type `+D`, XBoard's `D'` and `D!`, and theirs promoted, `+D'`: Chu, Dai and
// Tenjiku shogi's pieces)
auto const letter_def = x3::raw[(-x3::lit('+') >> x3::char_("A-Z") >> -x3::char_("'!")) |
                                x3::char_("*&$%^~")][piece_letter];
auto const control_char = x3::char_('\0', '\x1f') | x3::lit('\x7f');
auto const quoted_def = x3::raw[+(x3::char_ - '"' - x3::eol - control_char)][piece_name];
auto const name_def = ('"' > quoted > '"') | x3::raw[+word_char][piece_name];
auto const notation_def = x3::raw[+(ascii_graph - '#')][piece_notation];
auto const property_def = x3::raw[+(ascii_alnum | x3::char_("_-"))][prop_key] >>
                          -('=' >> x3::raw[+(ascii_graph - '#')][prop_value]);
auto const line_end_def = blanks >> -comment >> (x3::eol | x3::eoi);
auto const piece = (x3::lit("piece") >> x3::omit[+ascii_blank])[piece_start] > letter > gap > name >
                   gap > notation > *(gap >> property) > x3::eps[piece_end];
auto const key = x3::raw[ascii_alpha >> *(ascii_alnum | x3::char_("_-"))][setting_key];
auto const equals_def = blanks >> '=' >> blanks;
auto const value_def = x3::raw[*(x3::char_ - '#' - x3::eol)][setting_value];
auto const setting = key > equals > value;

BOOST_SPIRIT_DEFINE(letter, name, quoted, notation, property, value, line_end, gap, equals)

auto const line = blanks >> -(piece | setting) > line_end;
auto const file = *(!x3::eoi >> line) > x3::eoi;

}  // namespace

std::variant<VariantFile, FileError> parse_variant_file(const std::string& text) {
    if (text.rfind("\xEF\xBB\xBF", 0) == 0)
        return FileError{0, "the file starts with a UTF-8 byte order mark (BOM): save it without one"};
    Builder b;
    b.begin = text.begin();
    It first = text.begin();
    try {
        bool ok = x3::parse(first, text.end(), x3::with<builder_tag>(std::ref(b))[file]);
        if (!ok || first != text.end())
            return FileError{std::size_t(first - text.begin()), "cannot read this line"};
    } catch (const x3::expectation_failure<It>& e) {
        std::size_t off = std::size_t(e.where() - text.begin());
        std::string found = e.where() == text.end() ? std::string("the end of the file")
                            : (*e.where() == '\n' || *e.where() == '\r')
                                ? std::string("the end of the line")
                                : "'" + std::string(1, *e.where()) + "'";
        return FileError{off, "expected " + e.which() + ", found " + found};
    }
    return std::move(b.file);
}

}  // namespace aviary::dsl

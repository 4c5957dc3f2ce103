// Piece statements: name, letter, properties (dispatched from a table), moves, promotions.
#include <algorithm>
#include <cctype>

#include "load/key_table.hpp"
#include "aviary/glyphs.hpp"
#include "compile/hand_rules.hpp"
#include "compile/catalogue_keys.hpp"
#include "compile/notation_compiler.hpp"
#include "dsl/notation.hpp"
#include "load/loader_state.hpp"
#include "compile/zones.hpp"

namespace aviary::load {
namespace {

// One piece property `key=value` of piece type `t`.
struct PropArgs {
    Loader& L;
    RulesetData& rd;
    int t;
    const Source* src;
    const dsl::Located& k;
    const dsl::Located& v;
    detail::PieceType& type() const { return rd.types[std::size_t(t)]; }
    std::size_t where() const { return v.text.empty() ? k.offset : v.offset; }
};

void prop_royal(const PropArgs& a) { a.type().royal = true; }
void prop_neutral(const PropArgs& a) { a.type().neutral = true; }
void prop_immune(const PropArgs& a) { a.type().immune = true; }

void prop_flag(const PropArgs& a, bool& flag) {
    if (!a.v.text.empty()) a.L.error(a.src, a.v.offset, a.k.text + " takes no value");
    flag = true;
}
void prop_poison(const PropArgs& a) { prop_flag(a, a.type().poison); }
void prop_borrow(const PropArgs& a) { prop_flag(a, a.type().borrow); }

void prop_zone(const PropArgs& a, std::vector<std::int16_t>& zone) {
    const std::string err = detail::parse_zone(a.rd, a.v.text, zone);
    if (!err.empty()) a.L.error(a.src, a.where(), a.k.text + "=: " + err);
}
void prop_freeze(const PropArgs& a) { prop_zone(a, a.type().freeze_zone); }
void prop_brake(const PropArgs& a) { prop_zone(a, a.type().brake_zone); }

void prop_glyph(const PropArgs& a) {
    const std::string err = glyph_error(a.v.text);
    if (!err.empty()) a.L.error(a.src, a.where(), "glyph=: " + err);
    a.type().glyph = a.v.text;
}

// san=X: the letter SAN and the other notations write for it (as xiangqi's horse is H),
// `none` for a piece written without one (chess's pawn).
void prop_san(const PropArgs& a) {
    const std::string& t = a.v.text;
    if (t == "none") a.type().san = '-';
    else if (t.size() == 1 && std::isupper((unsigned char)t[0])) a.type().san = t[0];
    else a.L.error(a.src, a.where(), "san= takes one upper-case letter, or none");
}

// value=N: the piece's worth for the search, in centipawns (1 to 100000).
void prop_value(const PropArgs& a) {
    const std::string& t = a.v.text;
    const bool digits = !t.empty() && t.size() <= 6 &&
                        std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
    const int n = digits ? std::stoi(t) : 0;
    if (n < 1 || n > 100000)
        a.L.error(a.src, a.where(), "value= takes a whole number of centipawns from 1 to 100000");
    else a.type().value = n;
}

// initial-from=2,b3: the squares the piece's i-moves start from (compile/initial_from.cpp).
void prop_initial_from(const PropArgs& a) {
    const std::string err = detail::read_initial_from(a.rd, a.v.text, a.type());
    if (!err.empty()) a.L.error(a.src, a.where(), err);
}

// Promotion and region properties are read once every letter is known (read_promotions,
// read_regions).
void prop_later(const PropArgs& a) { a.L.promo_props[std::size_t(a.t)].push_back({&a.k, &a.v}); }
// Hand and shogi properties (src/compile/hand_rules.cpp): drop=, file-limit=, drop-mate=,
// demote=, fen=, zone-leaving, ep-no-promotion, promote-by=.
void prop_hand(const PropArgs& a) {
    if (auto why = detail::read_hand_property(a.rd, a.type(), a.k.text, a.v.text); why && !why->empty())
        a.L.error(a.src, a.where(), *why);
}

void prop_region(const PropArgs& a) { a.L.region_props[std::size_t(a.t)].push_back({&a.k, &a.v}); }

// A piece property: its name, the sentence describe says for a piece that sets it ("{}": the
// value; none where describe's own lines cover it: royal, promotion, powers) and its reader.
struct PropRow {
    const char* key;
    const char* says;
    void (*read)(const PropArgs&);
};
const PropRow kPieceProps[] = {
    {"royal", nullptr, prop_royal},
    {"neutral", nullptr, prop_neutral},
    {"immune", nullptr, prop_immune},
    {"poison", nullptr, prop_poison},
    {"borrow", nullptr, prop_borrow},
    {"freeze", nullptr, prop_freeze},
    {"brake", nullptr, prop_brake},
    {"glyph", "drawn with the figure {} in pictures", prop_glyph},
    {"value", "worth {} centipawns to the search", prop_value},
    {"san", "written {} in SAN", prop_san},
    {"promote", nullptr, prop_later},
    {"promote-black", "Black promotes to one of {}", prop_later},
    {"zone", nullptr, prop_later},
    {"optional", nullptr, prop_later},
    {"promote-on", "promotes to each of these types only on its squares: {}", prop_later},
    {"promote-from", "promotes only by a move that starts on rank(s) {}", prop_later},
    {"region", "stays on the squares {}", prop_region},
    {"lines", "moves as {} between the line squares", prop_region},
    {"no-hurdle", "may not hop over {}", prop_region},
    {"no-capture", "never takes {}", prop_region},
    {"no-hop-capture", "after hopping over a piece, never takes {}", prop_region},
    {"uncapturable", "no piece may capture it", prop_region},
    {"coordinator", "after each of its moves, takes the enemy pieces on the two squares where its file and rank cross the rank and file of each friendly {}", prop_region},
    {"freeze-types", "its freeze= zone freezes only enemy {}", prop_region},
    {"withdrawer", "each of its moves along a line takes the enemy piece it steps directly away from", prop_region},
    {"chameleon", "takes an enemy piece only the way that piece's type takes (with a move of that type, by that type's rules), never a chameleon", prop_region},
    {"custodian", "after each of its moves, takes every enemy piece it encloses with a piece of its own ({}: the enemy next to where it lands, its own piece just beyond)", prop_region},
    {"borrow-from", "also moves and captures as each friendly {} that could move or take onto its square", prop_region},
    {"borrow-to", "its borrowed moves end only on rank(s) {}", prop_region},
    {"anti-royal", "anti-royal: its side's every move must leave it attacked by an enemy piece that is not royal; it cannot be taken", prop_region},
    {"drop", "may be dropped on rank(s) {}", prop_hand},
    {"file-limit", "may not be dropped on a file with {} of its type", prop_hand},
    {"drop-mate", "drop-mate = {}: a checkmate by dropping it (with only its type checking) loses", prop_hand},
    {"demote", "taken, goes to the captor's hand as {}", prop_hand},
    {"fen", "written {} in FENs", prop_hand},
    {"zone-leaving", "a move that starts in its promotion zone may promote too", prop_hand},
    {"ep-no-promotion", "its en passant captures never promote, even into its promotion zone", prop_hand},
    {"promote-by", "promotes by {} (capture: only its captures promote, and must; change: "
                   "promotion is a move of its own; entering: on entering the zone, and by "
                   "capturing in it; swap: only its swaps promote, and must)", prop_hand},
    {"initial-from", "its initial moves start from {}, moved or not", prop_initial_from},
};

}  // namespace

std::vector<KeyDoc> property_docs() {
    std::vector<KeyDoc> out;
    for (const auto& row : kPieceProps) out.push_back({row.key, "", "", row.says});
    return out;
}

namespace {

std::vector<std::string> prop_names() {
    std::vector<std::string> out;
    for (const auto& row : kPieceProps) out.push_back(row.key);
    return out;
}

void read_properties(Loader& L, RulesetData& rd, int t) {
    const PieceStmt& ps = L.pieces[std::size_t(t)];
    std::vector<std::string> seen;
    for (const auto& prop : ps.piece.properties) {
        const auto& [k, v] = prop;
        if (std::find(seen.begin(), seen.end(), k.text) != seen.end()) {   // neither merged nor replaced
            L.error(ps.src, k.offset, "the property '" + k.text + "' is given twice for this piece");
            continue;
        }
        seen.push_back(k.text);
        // (the lambda names prop.first: clang 14, the web build's, cannot capture a binding)
        const auto row = std::find_if(std::begin(kPieceProps), std::end(kPieceProps),
                                      [&](const PropRow& r) { return prop.first.text == r.key; });
        const bool square_lines = k.text == "coordinator" || k.text == "withdrawer" ||
                                  k.text == "chameleon" || k.text == "lines";
        if (row == std::end(kPieceProps))
            L.error(ps.src, k.offset, "unknown piece property '" + k.text + "'" + did_you_mean(k.text, prop_names()));
        else if (rd.shape.hex && square_lines)   // (they look along a square board's files and ranks)
            L.error(ps.src, k.offset, "the property '" + k.text + "' is not supported on a hexagonal board");
        else {
            row->read(PropArgs{L, rd, t, ps.src, k, v});
            rd.types[std::size_t(t)].properties.emplace_back(k.text, v.text);
        }
    }
}

void check_letter(Loader& L, const PieceStmt& ps, const detail::PieceType& pt) {
    if (!pt.id.empty()) {   // (+D, D', D!: the grammar read them; FENs spell it so)
        if (pt.token != pt.id)
            L.error(ps.src, ps.piece.letter.offset, "a piece with the id " + pt.id +
                                                        " is written so in FENs: no fen=");
        return;
    }
    if (pt.neutral && !std::ispunct((unsigned char)pt.letter))
        L.error(ps.src, ps.piece.letter.offset, "a neutral piece is written with a symbol such as *");
    if (!pt.neutral && !std::isupper((unsigned char)pt.letter))
        L.error(ps.src, ps.piece.letter.offset, "a piece letter is an upper-case letter");
}

void compile_moves(Loader& L, RulesetData& rd, int t) {
    const PieceStmt& ps = L.pieces[std::size_t(t)];
    const std::string& notation = rd.types[std::size_t(t)].notation;
    if (notation == "-") return;   // no moves of its own
    auto parsed = dsl::parse_notation(notation);
    if (auto* e = std::get_if<dsl::NotationError>(&parsed)) {
        L.error(ps.src, ps.piece.notation.offset + e->offset, e->message);
        return;
    }
    if (auto e = detail::compile_piece_moves(rd, t, std::get<0>(parsed)))
        L.error(ps.src, ps.piece.notation.offset + e->offset, e->message);
}

}  // namespace

void read_pieces(Loader& L, RulesetData& rd) {
    for (const auto& ps : L.pieces) {
        detail::PieceType pt;
        pt.name = ps.piece.name.text;
        const std::string& id = ps.piece.letter.text;
        pt.letter = id.size() == 1 ? id[0] : char(0x80 + rd.types.size());   // (a code)
        if (id.size() > 1) pt.id = pt.token = id;
        pt.notation = ps.piece.notation.text;
        rd.types.push_back(pt);
    }
    L.promo_props.assign(L.pieces.size(), {});
    L.region_props.assign(L.pieces.size(), {});
    for (int t = 0; t < int(L.pieces.size()); ++t) {
        read_properties(L, rd, t);
        check_letter(L, L.pieces[std::size_t(t)], rd.types[std::size_t(t)]);
        compile_moves(L, rd, t);
    }
}

}  // namespace aviary::load

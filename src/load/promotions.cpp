// Promotion properties: promote=, promote-black=, zone= (ranks or squares), optional=,
// promote-on=, promote-from=.
#include <algorithm>
#include <cctype>

#include "compile/hand_rules.hpp"
#include "compile/regions.hpp"
#include "load/loader_state.hpp"

namespace aviary::load {
namespace {

using detail::black_square;

// zone= as squares: White's, and Black's when listed after a '/' (`sided`).
struct ZoneSquares {
    std::vector<Square> white, black;
    bool sided = false;
};

struct PromoArgs {
    Loader& L;
    RulesetData& rd;
    std::size_t t;
    const Source* src;
    detail::PieceType& type() const { return rd.types[t]; }
};

bool has_prop(const std::vector<PropRef>& props, const std::string& key) {
    for (auto [k, v] : props)
        if (k->text == key) return true;
    return false;
}

// Why type `to` is no promotion choice for type `from` ("" when it is): not itself (a
// promotion that changes nothing). A royal type is a choice: the new piece is royal too
// (Coregal's queens), and under check rules it may not be left attacked.
std::string bad_promotion(const RulesetData& rd, std::size_t from, std::size_t to) {
    const std::string letter = rd.types[to].id_text();
    if (to == from) return "a piece cannot promote to itself ('" + letter + "')";
    return "";
}

void read_promote_black(const PromoArgs& a, const dsl::Located& v) {
    auto& out = a.type().promo_choices[1];
    if (v.text == "-") return;   // (Black has no type to promote to: its zone is closed)
    for (std::size_t i = 0; i < v.text.size();) {
        const std::size_t from = i;
        const int c = a.rd.type_by_id(v.text, i);   // (X, +X, X', X!)
        if (c < 0) a.L.error(a.src, v.offset + from, a.L.no_piece(v.text[i++]));
        else out.push_back(c);
    }
    if (v.text.empty()) a.L.error(a.src, v.offset, "promote-black= needs piece letters or -");
}

// promote=LETTERS, promote=captured:LETTERS, promote=hand or promote=- (no type: the piece
// must promote in its zone and cannot, so it may not end a move there but where optional=).
void read_promote(const PromoArgs& a, const dsl::Located& v) {
    auto& pt = a.type();
    const std::string& val = v.text;
    std::string list;
    if (val == "-") pt.promo_source = PromotionKind::List;
    else if (val == "hand") pt.promo_source = PromotionKind::OpponentHand;
    else if (val.rfind("captured:", 0) == 0) {
        pt.promo_source = PromotionKind::Captured;
        list = val.substr(9);
    } else {
        pt.promo_source = PromotionKind::List;
        list = val;
    }
    if (pt.promo_source != PromotionKind::OpponentHand && list.empty() && val != "-")
        a.L.error(a.src, v.offset, "promote= needs piece letters, captured:LETTERS, hand or -");
    for (std::size_t i = 0; i < list.size();) {
        const std::size_t at = v.offset + (val.size() - list.size()) + i;
        const char first = list[i];
        const int c = a.rd.type_by_id(list, i);   // (X, +X, X', X!)
        if (c < 0) ++i;
        const std::string why = c < 0 ? a.L.no_piece(first) : bad_promotion(a.rd, a.t, std::size_t(c));
        if (!why.empty()) a.L.error(a.src, at, why);
        else pt.promo_choices[0].push_back(c);
    }
    if (!has_prop(a.L.promo_props[a.t], "promote-black")) pt.promo_choices[1] = pt.promo_choices[0];
}

// zone=: ranks, or White's squares (Black's by symmetry, or listed after a '/').
void read_zone(const PromoArgs& a, const dsl::Located& v, ZoneSquares& squares) {
    if (!v.text.empty() && (std::isalpha((unsigned char)v.text[0]) || v.text[0] == '/')) {
        const detail::SidedValue s = detail::split_sided(v.text);
        // (one side's part may be empty: that side never promotes)
        const auto part = [&](const std::string& text, std::vector<Square>& out) {
            return (s.sided && text.empty()) || parse_squares(a.rd.shape, text, out);
        };
        if (!part(s.white, squares.white) || (s.sided && !part(s.black, squares.black)) ||
            (squares.white.empty() && squares.black.empty()))
            a.L.error(a.src, v.offset, "zone= takes ranks such as 8-10 or White's squares such as "
                                       "a8,b8,a7 (Black's after a '/': g8,h8/a1,b1)");
        squares.sided = s.sided;
    } else if (a.rd.shape.hex) {
        a.L.error(a.src, v.offset, "on a hexagonal board zone= takes squares, such as a6,b7,c8 "
                                   "(a rank runs along one file only)");
    } else if (!parse_ranks(v.text, a.rd.shape.ranks, a.type().promo_zone)) {
        a.L.error(a.src, v.offset, "zone= takes ranks such as 8 or 8-10");
    }
}

// Where a piece promotes, per colour: the zone's ranks, or White's squares (`zone=a8,b8`) and
// Black's by the game's symmetry or as listed; promo_zone gets the ranks of both (each counted
// from its owner's side).
void promotion_squares(RulesetData& rd, detail::PieceType& pt, const ZoneSquares& z) {
    const BoardShape& b = rd.shape;
    for (Square s : z.white) {
        pt.promo_at[0].set(s);
        if (!z.sided) pt.promo_at[1].set(black_square(rd, s));
        pt.promo_zone |= 1u << b.rank_of(s);
    }
    for (Square s : z.black) {
        pt.promo_at[1].set(s);
        pt.promo_zone |= 1u << (b.ranks - 1 - b.rank_of(s));
    }
    if (!z.white.empty() || z.sided) return;
    for (int c = 0; c < 2; ++c)
        for (int s = 0; s < rd.size(); ++s)
            if (pt.promo_zone >> (c == 0 ? b.rank_of(Square(s)) : b.ranks - 1 - b.rank_of(Square(s))) & 1)
                pt.promo_at[c].set(Square(s));
}

// promote-on=R:a8,h8/N:b8,g8: each listed choice of promote= is one only on its squares
// (White's; Black's by symmetry), which lie in the zone. Read after the zone is known.
void read_promote_on(const PromoArgs& a, const dsl::Located& v) {
    auto& pt = a.type();
    const std::string usage = "promote-on= takes LETTER:SQUARES groups joined by '/', such as R:a8,h8/N:b8,g8";
    std::size_t at = 0;
    while (at <= v.text.size()) {
        std::size_t end = v.text.find('/', at);
        if (end == std::string::npos) end = v.text.size();
        const std::string group = v.text.substr(at, end - at);
        const int c = group.size() > 2 && group[1] == ':' ? a.rd.type_by_letter(group[0]) : -1;
        std::vector<Square> white;
        if (c < 0 || !parse_squares(a.rd.shape, group.substr(2), white))
            return a.L.error(a.src, v.offset + at, usage);
        for (int k = 0; k < 2; ++k) {
            const auto& choices = pt.promo_choices[k];
            if (std::find(choices.begin(), choices.end(), c) == choices.end())
                return a.L.error(a.src, v.offset + at, std::string("promote-on= names '") + group[0] +
                                                           "', which is not a promote= choice");
        }
        std::array<detail::SquareSet, 2> where{};
        for (Square s : white) {
            if (!pt.promo_at[0].has(s)) return a.L.error(a.src, v.offset + at, "promote-on= squares must lie in zone=");
            where[0].set(s);
            where[1].set(black_square(a.rd, s));
        }
        for (int k = 0; k < 2; ++k) pt.promo_on[k].push_back({c, where[k]});
        at = end + 1;
    }
}

// promote-from=15: a move promotes only when it starts on these ranks (counted from the
// owner's side), so the piece's other moves into the zone are made unpromoted (Bigorra's troll,
// which promotes by its pawn's step from the 15th rank, never by its leaps).
void read_promote_from(const PromoArgs& a, const dsl::Located& v) {
    auto& pt = a.type();
    if (!parse_ranks(v.text, a.rd.shape.ranks, pt.promo_start_ranks))
        return a.L.error(a.src, v.offset, "promote-from= takes ranks such as 15 or 7-9");
    const BoardShape& b = a.rd.shape;
    for (int s = 0; s < a.rd.size(); ++s) {
        const int r = b.rank_of(Square(s));
        if (pt.promo_start_ranks >> r & 1) pt.promo_start[0].set(Square(s));
        if (pt.promo_start_ranks >> (b.ranks - 1 - r) & 1) pt.promo_start[1].set(Square(s));
    }
}

// The checks that need every promotion property of the piece, then its squares.
void finish_promotion(const PromoArgs& a, const ZoneSquares& zone_squares) {
    auto& pt = a.type();
    const auto& props = a.L.promo_props[a.t];
    const std::size_t letter_at = a.L.pieces[a.t].piece.letter.offset;
    if (pt.promo_source == PromotionKind::None && !props.empty() && has_prop(props, "promote-black"))
        a.L.error(a.src, letter_at, "promote-black= needs promote=");
    for (auto [k, v] : props)
        if (pt.promo_source == PromotionKind::None &&
            (k->text == "zone" || k->text == "optional" || k->text == "promote-from"))
            a.L.error(a.src, k->offset, k->text + "= needs promote= (promote=- for a piece that "
                                        "must promote and has no type to promote to)");
    ZoneSquares zone = zone_squares;
    const bool by_default = pt.promo_source != PromotionKind::None && !pt.promo_zone &&
                            !zone.sided && zone.white.empty();
    if (by_default && a.rd.shape.hex) {   // (the cells no orthogonal step forward leaves)
        const BoardShape& b = a.rd.shape;
        for (int s = 0; s < a.rd.size(); ++s) {
            const int q = b.file_of(Square(s)), r = b.rank_of(Square(s));
            // (up the file; on a board turned a quarter, either forward step: up-left, up-right)
            const bool on = b.contains(q, r + 1) || (b.hex_ranks && b.contains(q + 1, r + 1));
            if (b.is_cell(Square(s)) && !on) zone.white.push_back(Square(s));
        }
    } else if (by_default) {
        pt.promo_zone = 1u << (a.rd.shape.ranks - 1);
    }
    promotion_squares(a.rd, pt, zone);
    if (pt.promo_optional & ~pt.promo_zone)
        a.L.error(a.src, letter_at, "optional= ranks must lie inside zone=");
}

}  // namespace

void read_promotions(Loader& L, RulesetData& rd) {
    for (std::size_t t = 0; t < L.pieces.size(); ++t) {
        const PromoArgs a{L, rd, t, L.pieces[t].src};
        ZoneSquares zone_squares;
        const dsl::Located* promote_on = nullptr;
        for (auto [k, v] : L.promo_props[t]) {
            if (k->text == "promote-on") promote_on = v;
            else if (k->text == "promote-black") read_promote_black(a, *v);
            else if (k->text == "promote") read_promote(a, *v);
            else if (k->text == "zone") read_zone(a, *v, zone_squares);
            else if (k->text == "promote-from") read_promote_from(a, *v);
            else if (!parse_ranks(v->text, rd.shape.ranks, a.type().promo_optional))
                L.error(a.src, v->offset, "optional= takes ranks such as 8-9");
        }
        finish_promotion(a, zone_squares);
        if (promote_on) read_promote_on(a, *promote_on);
    }
    for (const auto& [t, why] : detail::resolve_hand_properties(rd))   // (demote=, fen=: every letter)
        L.error(L.pieces[std::size_t(t)].src, L.pieces[std::size_t(t)].piece.letter.offset, why);
}

}  // namespace aviary::load

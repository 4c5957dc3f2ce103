// Ruleset: the compiled rules behind the public handle, and their public description of
// each piece (aviary/ruleset.hpp).
#include "aviary/ruleset.hpp"

#include "ir/access.hpp"
#include "load/key_table.hpp"

namespace aviary {

namespace {

std::string letters_of(const detail::RulesetData& rd, const TypeMask& types) {
    std::string out;
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (types.has(int(t))) out += rd.types[t].id_text();
    return out;
}

PieceInfo piece_info(const detail::RulesetData& rd, const detail::PieceType& t) {
    PieceInfo p;
    p.name = t.name;
    p.letter = t.id.empty() ? t.letter : 0;
    p.id = t.id_text();
    p.notation = t.notation;
    p.fen = t.token.empty() ? std::string(1, t.letter) : t.token;
    p.glyph = t.glyph;
    p.value = t.value;
    const auto docs = load::property_docs();
    for (const auto& [key, value] : t.properties)
        for (const load::KeyDoc& k : docs)
            if (key == k.key) p.properties.push_back({key, value, load::key_sentence(k, value)});
    p.royal = t.royal;
    p.neutral = t.neutral;
    p.immune = t.immune;
    p.poison = t.poison;
    p.borrow = t.borrow;
    p.has_initial = t.has_initial;
    p.castles = !t.castles[0].empty();
    p.to_hand = t.to_hand;
    if (t.demote >= 0) p.demote = rd.types[std::size_t(t.demote)].letter;
    p.promotion = t.promo_source;
    for (int c : t.promo_choices[0]) p.promotion_letters += rd.types[std::size_t(c)].id_text();
    if (t.promo_source != PromotionKind::None) {
        p.promotion_ranks = detail::rank_numbers(t.promo_zone, rd.shape.ranks);
        p.optional_ranks = detail::rank_numbers(t.promo_optional, rd.shape.ranks);
        for (int s = 0; s < rd.shape.size(); ++s)
            if (t.promo_at[0].has(Square(s))) p.promotion_squares.push_back(Square(s));
    }
    if (t.region >= 0) {
        p.region = detail::white_squares(rd, t.region);
        p.region_black = detail::white_squares(rd, t.region, 1);
    }
    p.line_moves = t.line_notation;
    p.san = t.san;
    p.no_hurdle = letters_of(rd, t.no_hurdle);
    p.no_capture = letters_of(rd, t.no_capture);
    p.no_hop_capture = letters_of(rd, rd.no_hop_capture_of(int(&t - rd.types.data())));
    for (auto v : t.freeze_zone) p.freeze_zone.push_back(rd.vectors[std::size_t(v)]);
    for (auto v : t.brake_zone) p.brake_zone.push_back(rd.vectors[std::size_t(v)]);
    return p;
}

}  // namespace

Ruleset::Data::Data(detail::RulesetData&& rd) : detail::RulesetData(std::move(rd)) {
    for (const auto& t : types) pieces.push_back(piece_info(*this, t));
}
const std::string& Ruleset::name() const { return data_->name; }
BoardShape Ruleset::shape() const { return data_->shape; }
std::string Ruleset::start_fen() const { return data_->start_fen; }
const std::vector<PieceInfo>& Ruleset::pieces() const { return data_->pieces; }
bool Ruleset::has_hands() const { return data_->hand.held; }
bool Ruleset::castling_anywhere() const { return data_->castling.any; }
Notation Ruleset::notation() const { return data_->notation; }
bool Ruleset::two_boards() const { return data_->two_boards; }
bool Ruleset::wraps_files() const { return data_->wrap.files; }
bool Ruleset::wraps_ranks() const { return data_->wrap.ranks; }
bool Ruleset::captures_to_hand() const {
    for (const auto& t : data_->types)
        if (t.to_hand) return true;
    return false;
}
std::uint64_t Ruleset::id() const { return data_->id; }

}  // namespace aviary

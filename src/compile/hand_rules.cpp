// Hand properties of pieces (see hand_rules.hpp and variants/README.md).
#include "compile/hand_rules.hpp"

#include <cctype>

#include "compile/regions.hpp"

namespace aviary::detail {
namespace {

// `A` or `A-B`, ranks counted from the owner's side, 1 to `ranks`.
bool rank_span(const std::string& v, int ranks, std::uint32_t& mask) {
    int lo = 0, hi = 0;
    std::size_t i = 0;
    auto number = [&](int& out) {
        const std::size_t start = i;
        while (i < v.size() && std::isdigit((unsigned char)v[i]) && i - start < 2)
            out = out * 10 + (v[i++] - '0');
        return i > start;
    };
    if (!number(lo)) return false;
    hi = lo;
    if (i < v.size() && v[i] == '-') {
        ++i;
        hi = 0;
        if (!number(hi)) return false;
    }
    if (i != v.size() || lo < 1 || hi > ranks || lo > hi) return false;
    mask = 0;
    for (int r = lo; r <= hi; ++r) mask |= 1u << (r - 1);
    return true;
}

bool fen_token(const std::string& v) {
    auto letter = [](char c) { return std::isupper((unsigned char)c) != 0; };
    return v.size() == 2 && ((v[0] == '+' && letter(v[1])) || (letter(v[0]) && v[1] == '~'));
}

// The type a spelling names: +X's X (a whole id: +D' names D'), else its first letter (Q~).
int named_type(const RulesetData& rd, const std::string& token) {
    if (token[0] != '+') return rd.type_by_letter(token[0]);
    std::size_t i = 1;
    const int t = rd.type_by_id(token, i);
    return i == token.size() ? t : -1;
}

}  // namespace

std::optional<std::string> read_hand_property(const RulesetData& rd, PieceType& pt,
                                              const std::string& key, const std::string& value) {
    if (key == "drop") {
        const SidedValue v = split_sided(value);
        if (!rank_span(v.white, rd.shape.ranks, pt.drop_ranks[0]) ||
            !rank_span(v.sided ? v.black : v.white, rd.shape.ranks, pt.drop_ranks[1]))
            return "drop= takes the ranks where the piece may be dropped, such as 2-7 (Black's "
                   "after a '/', counted from its side: 1/4)";
    } else if (key == "file-limit") {
        if (value.size() != 1 || value[0] < '0' || value[0] > '9')
            return "file-limit= takes a number from 0 (never dropped) to 9";
        pt.file_limit = value[0] - '0';
    } else if (key == "drop-mate") {
        if (value != "loses") return "drop-mate= takes loses (a mate given by dropping it loses)";
        pt.drop_mate_loses = true;
    } else if (key == "demote") {
        if (value.size() != 1 || !std::isupper((unsigned char)value[0]))
            return "demote= takes one piece letter";
        pt.demote_letter = value[0];
    } else if (key == "fen") {
        if (!fen_token(value)) return "fen= is + and a piece letter (+P) or a letter and ~ (Q~)";
        pt.token = value;
    } else if (key == "promote-by") {
        if (value == "change") pt.promote_changing = true;
        else if (value == "capture") pt.promote_capturing = true;
        else if (value == "entering") pt.promote_entering = true;
        else if (value == "swap") pt.promote_swapping = true;
        else return "promote-by= takes capture (only captures promote), change (a move of its "
                    "own), entering (on entering the zone, inside it by capturing) or swap (only "
                    "its swaps promote)";
    } else if (key == "zone-leaving") {
        if (!value.empty()) return "zone-leaving takes no value";
        pt.promote_leaving = true;
    } else if (key == "ep-no-promotion") {
        if (!value.empty()) return "ep-no-promotion takes no value";
        pt.ep_no_promotion = true;
    } else {
        return std::nullopt;
    }
    return std::string();
}

std::vector<std::pair<int, std::string>> resolve_hand_properties(RulesetData& rd) {
    std::vector<std::pair<int, std::string>> errors;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        PieceType& pt = rd.types[t];
        if (pt.promote_changing) {   // its moves never promote: the squares go to the change
            if (pt.promo_source != PromotionKind::List ||
                (pt.promo_choices[0].empty() && pt.promo_choices[1].empty()))
                errors.push_back({int(t), "promote-by=change needs promote= with piece letters"});
            pt.change_at = pt.promo_at;
            pt.promo_at = {};
            rd.change_promotion = true;
        }
        if (pt.demote_letter) {
            pt.demote = rd.type_by_letter(pt.demote_letter);
            if (pt.demote < 0 || pt.demote == int(t))
                errors.push_back({int(t), std::string("demote=") + pt.demote_letter +
                                              ": names no other piece of this game"});
        }
        if (pt.token.empty()) continue;
        const int base = named_type(rd, pt.token);
        const std::string what = pt.id.empty() ? "fen=" + pt.token : pt.id;
        if (!pt.id.empty() && pt.id[0] != '+') {
            // (D', D!: an id of its own, naming no other piece)
        } else if (base < 0 || base == int(t)) {
            errors.push_back({int(t), what + ": names no other piece of this game"});
        } else if (const auto& b = rd.types[std::size_t(base)]; !b.token.empty() && b.id.empty()) {
            errors.push_back({int(t), what + ": that piece has a fen= spelling itself"});
        }
        for (std::size_t o = 0; o < t; ++o)
            if (rd.types[o].token == pt.token)
                errors.push_back({int(t), what + ": another piece is spelt so"});
    }
    return errors;
}

std::string read_halfmove_reset(const std::string& value, RulesetData& rd) {
    rd.clock.promoters = rd.clock.promotions = rd.clock.drops = false;
    bool captures = false;
    std::size_t i = 0;
    while (i < value.size()) {
        std::size_t end = value.find(' ', i);
        if (end == std::string::npos) end = value.size();
        const std::string word = value.substr(i, end - i);
        if (word == "captures") captures = true;
        else if (word == "promoters") rd.clock.promoters = true;
        else if (word == "promotions") rd.clock.promotions = true;
        else if (word == "drops") rd.clock.drops = true;
        else if (!word.empty()) return "halfmove-reset lists captures, promoters, promotions, drops";
        i = end + 1;
    }
    if (!captures) return "halfmove-reset starts with captures (a capture always resets the clock)";
    return {};
}

int type_by_token(const RulesetData& rd, const std::string& token) {
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].token == token) return int(t);
    return -1;
}

std::string promotion_suffix(const RulesetData& rd, int mover, int type) {
    const PieceType& pt = rd.types[std::size_t(type)];
    const PieceType& from = rd.types[std::size_t(mover)];
    if (!from.token.empty() && from.token[0] == '+' && from.demote == type) return "-";
    std::string s = pt.token.empty() ? pt.id_text() : pt.token;   // (Q~: q; C': c')
    if (s[0] == '+') return "+";
    if (s.back() == '~') s.pop_back();
    for (char& c : s) c = char(std::tolower((unsigned char)c));
    return s;
}

std::string drop_name(const RulesetData& rd, int type) {
    const PieceType& pt = rd.types[std::size_t(type)];
    if (!pt.token.empty() && pt.token[0] == '+') return pt.token;
    return pt.id_text();
}

}  // namespace aviary::detail

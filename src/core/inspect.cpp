// Read-only views of a compiled game (see include/aviary/inspect.hpp).
#include "aviary/inspect.hpp"

#include <algorithm>
#include <string_view>

#include "core/access.hpp"
#include "dsl/notation.hpp"

namespace aviary {

namespace {

std::vector<int> ranks_of(std::uint32_t bits, int ranks) {
    std::vector<int> out;
    for (int r = 0; r < ranks && r < 32; ++r)
        if (bits >> r & 1) out.push_back(r + 1);
    return out;
}

PieceInfo piece_info(const detail::RulesetData& rd, const detail::PieceType& t) {
    PieceInfo p;
    p.name = t.name;
    p.letter = t.letter;
    p.notation = t.notation;
    p.glyph = t.glyph;
    p.value = t.value;
    p.royal = t.royal;
    p.neutral = t.neutral;
    p.immune = t.immune;
    p.poison = t.poison;
    p.borrow = t.borrow;
    p.has_initial = t.has_initial;
    p.castles = !t.castles[0].empty();
    p.to_hand = t.to_hand;
    switch (t.promo_source) {
        case detail::PromotionSource::None: p.promotion = PromotionKind::None; break;
        case detail::PromotionSource::List: p.promotion = PromotionKind::List; break;
        case detail::PromotionSource::Captured: p.promotion = PromotionKind::Captured; break;
        case detail::PromotionSource::OpponentHand: p.promotion = PromotionKind::OpponentHand; break;
    }
    for (int c : t.promo_choices[0]) p.promotion_letters += rd.types[std::size_t(c)].letter;
    if (t.promo_source != detail::PromotionSource::None) {
        p.promotion_ranks = ranks_of(t.promo_zone, rd.shape.ranks);
        p.optional_ranks = ranks_of(t.promo_optional, rd.shape.ranks);
    }
    for (auto v : t.freeze_zone) p.freeze_zone.push_back(rd.vectors[std::size_t(v)]);
    for (auto v : t.brake_zone) p.brake_zone.push_back(rd.vectors[std::size_t(v)]);
    return p;
}

}  // namespace

// ---- Ruleset: the compiled rules and their public description ----
Ruleset::Data::Data(detail::RulesetData&& rd) : detail::RulesetData(std::move(rd)) {
    for (const auto& t : types) pieces.push_back(piece_info(*this, t));
}
const std::string& Ruleset::name() const { return data_->name; }
BoardShape Ruleset::shape() const { return data_->shape; }
std::string Ruleset::start_fen() const { return data_->start_fen; }
const std::vector<PieceInfo>& Ruleset::pieces() const { return data_->pieces; }
bool Ruleset::has_hands() const { return data_->hands; }
bool Ruleset::captures_to_hand() const {
    for (const auto& t : data_->types)
        if (t.to_hand) return true;
    return false;
}
std::uint64_t Ruleset::id() const { return data_->id; }

RulesDetails inspect(const Ruleset& rules) {
    const detail::RulesetData& rd = detail::rules_data(rules);
    RulesDetails d;
    d.name = rd.name;
    d.shape = rd.shape;
    d.rotate = rd.rotate;
    switch (rd.royalty) {
        case detail::Royalty::Check: d.royalty = RoyaltyRule::Check; break;
        case detail::Royalty::Capture: d.royalty = RoyaltyRule::Capture; break;
        case detail::Royalty::LastCheck: d.royalty = RoyaltyRule::LastCheck; break;
    }
    switch (rd.stalemate) {
        case detail::StalemateResult::Draw: d.stalemate = StalemateRule::Draw; break;
        case detail::StalemateResult::Win: d.stalemate = StalemateRule::Win; break;
        case detail::StalemateResult::Loss: d.stalemate = StalemateRule::Loss; break;
        case detail::StalemateResult::FewerPieces: d.stalemate = StalemateRule::FewerPieces; break;
    }
    d.rifle_dooms = rd.rifle_dooms;
    d.hands = rd.hands;
    d.drops = rd.drops;
    if (rd.drops) d.drop_ranks = ranks_of(rd.drop_ranks, rd.shape.ranks);
    if (rd.relocate >= 0) {
        d.relocate = std::string(1, rd.types[std::size_t(rd.relocate)].letter);
        d.relocate_count = rd.relocate_total;
    }
    for (int t : rd.castle_partners) d.castling_partners += rd.types[std::size_t(t)].letter;
    d.start_fen = rd.start_fen;
    d.pieces = rules.pieces();
    return d;
}

// ---- notation in words ----------------------------------------------------------------------

namespace {

// How far the atom of `m` goes: 1 a single step or leap, 0 unlimited, n at most n times.
int atom_range(const dsl::NotationMove& m) {
    if (m.atom == 'R' || m.atom == 'B' || m.atom == 'Q') return m.range < 0 ? 0 : m.range;
    return m.range < 0 ? 1 : m.range;
}

// `range` as atom_range() gives it (after any y/g toggle).
std::string atom_words(const dsl::NotationMove& m, int range) {
    auto leap = [](int x, int y) { return "a (" + std::to_string(x) + "," + std::to_string(y) + ") leap"; };
    std::string base;
    bool step_atom = false;   // W/F/K/R/B/Q: a range turns the step into a slide
    switch (m.atom) {
    case 'W': case 'R': base = "one step orthogonally"; step_atom = true; break;
    case 'F': case 'B': base = "one step diagonally"; step_atom = true; break;
    case 'K': case 'Q': base = "one step in any direction"; step_atom = true; break;
    case 'D': base = leap(2, 0); break;
    case 'N': base = "a (2,1) leap"; break;
    case 'A': base = leap(2, 2); break;
    case 'H': base = leap(3, 0); break;
    case 'C': case 'L': base = leap(3, 1); break;
    case 'Z': case 'J': base = leap(3, 2); break;
    case 'G': base = leap(3, 3); break;
    case 'U': return "to any square of the board";
    case 'V': base = leap(m.vx, m.vy); break;
    default: base = std::string("atom ") + m.atom; break;
    }
    if (m.suffix == 'X') base += " extended by 3 orthogonally";
    if (m.suffix == 'Y') base += " extended by (2,2)";
    if (step_atom) {
        std::string dir = m.atom == 'W' || m.atom == 'R'   ? "orthogonally"
                          : m.atom == 'F' || m.atom == 'B' ? "diagonally"
                                                           : "in any direction";
        if (range == 0) return "slides " + dir + " any distance";
        if (range > 1) return "slides " + dir + " up to " + std::to_string(range) + " squares";
        return base;
    }
    if (range == 0) return "rides " + base + " repeatedly in a line";
    if (range > 1) return "rides " + base + " up to " + std::to_string(range) + " times in a line";
    return base;
}

std::string dir_words(const std::string& d) {
    if (d.empty()) return "";
    static const std::pair<const char*, const char*> table[] = {
        {"f", "forward"}, {"b", "backward"}, {"l", "to the left"}, {"r", "to the right"},
        {"v", "forward or backward"}, {"s", "sideways"}, {"fs", "forward or sideways"},
        {"bs", "backward or sideways"}, {"fb", "forward or backward"}, {"ff", "narrowly forward"},
        {"fl", "forward-left"}, {"fr", "forward-right"}, {"bl", "backward-left"},
        {"br", "backward-right"}, {"lf", "left-forward"}, {"rf", "right-forward"},
        {"lb", "left-backward"}, {"rb", "right-backward"}, {"sf", "sideways-forward"},
        {"h", "in the half-plane given by h"}};
    for (const auto& [k, v] : table)
        if (d == k) return v;
    return "in the directions '" + d + "'";
}

// A later leg's direction, relative to the previous leg.
std::string turn_words(const std::string& d) {
    if (d.empty()) return "in any direction but back";
    if (d == "f") return "straight on";
    if (d == "b") return "straight back";
    if (d == "l" || d == "r") return std::string("turning 90 degrees ") + (d == "l" ? "left" : "right");
    if (d == "s") return "turning 90 degrees either way";
    if (d == "fs" || d == "sf") return "turning 45 degrees either way";
    if (d == "bs" || d == "sb") return "turning 135 degrees either way";
    if (d == "v") return "straight on or straight back";
    if (d == "fl" || d == "fr") return std::string("turning 45 degrees ") + (d == "fl" ? "left" : "right");
    if (d == "bl" || d == "br") return std::string("turning 135 degrees ") + (d == "bl" ? "left" : "right");
    return "in the relative directions '" + d + "'";
}

struct Leg {
    std::string modes, dirs, flags;
    bool repeated = false;
};

std::string modes_words(std::string m, bool last) {
    if (m.find('u') != std::string::npos) {   // a modifier: the taken piece goes to the start
        m.erase(m.find('u'), 1);
        if (m == "d") return "swaps with a friendly piece (it goes to the start square)";
        if (m == "c") return "swaps with an enemy piece (it goes to the start square)";
        return modes_words(m, last) + ", putting a taken piece on the start square (a swap)";
    }
    if (m.empty()) return last ? "moves or captures" : "passes an empty square";
    std::string out;
    auto add = [&](const std::string& w) { out += (out.empty() ? "" : " or ") + w; };
    if (m == "ce" || m == "ec") return "captures (also en passant)";
    if (m == "tp" || m == "pt") return "hops over a friendly piece";
    for (char c : m) {
        switch (c) {
        case 'm': add(last ? "moves without capturing" : "passes an empty square"); break;
        case 'c': add(last ? "captures" : "captures a piece on the way"); break;
        case 'd': add("takes a friendly piece"); break;
        case 'e': add("captures en passant"); break;
        case 'p': add("hops over a piece"); break;
        case 'g': add("hops over a piece"); break;
        case 'y': add(last ? "moves without capturing" : "passes an empty square"); break;
        case 't': add("(friends only)"); break;
        default: add(std::string("'") + c + "'"); break;
        }
    }
    return out;
}

}  // namespace

std::vector<std::string> explain_notation(const std::string& notation) {
    std::vector<std::string> out;
    if (notation == "-") {
        out.push_back("-: no moves of its own");
        return out;
    }
    auto parsed = dsl::parse_notation(notation);
    if (auto* e = std::get_if<dsl::NotationError>(&parsed)) {
        out.push_back("error: " + e->message);
        return out;
    }
    const auto& moves = std::get<std::vector<dsl::NotationMove>>(parsed);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto& m = moves[i];
        std::size_t end = i + 1 < moves.size() ? moves[i + 1].offset : notation.size();
        std::string text = notation.substr(m.offset, end - m.offset);
        if (m.atom == 'O') {
            std::string side = m.prefix.find('l') != std::string::npos   ? "towards the a-file"
                               : m.prefix.find('r') != std::string::npos ? "towards the last file"
                                                                         : "to either side";
            auto squares = [](int n) { return std::to_string(n) + (n == 1 ? " square" : " squares"); };
            out.push_back(text + ": castles " + side + ": the royal piece moves " + squares(m.castle_steps) +
                          " towards the partner, which lands " +
                          (m.castle_gap == 1 ? std::string("next to it")
                                             : squares(m.castle_gap) + " from it") +
                          " on the side it came from");
            continue;
        }
        // Split the prefix into legs at 'a'; letters in ( ) form a repeatable group.
        std::vector<Leg> legs(1);
        bool in_group = false;
        for (char c : m.prefix) {
            if (c == '(') { in_group = true; continue; }
            if (c == ')') { in_group = false; continue; }
            Leg& L = legs.back();
            if (c == 'a') { legs.emplace_back(); continue; }
            if (in_group && std::string_view("mcdepgytu").find(c) != std::string_view::npos)
                L.repeated = true;
            if (std::string_view("mcdepgytu").find(c) != std::string_view::npos) L.modes += c;
            else if (std::string_view("fblrvsh").find(c) != std::string_view::npos) L.dirs += c;
            else L.flags += c;
        }
        std::string atom = atom_words(m, atom_range(m));
        std::string s;
        bool rifle = legs.size() == 2 && legs[1].dirs == "b" && legs[1].modes.empty() &&
                     legs[0].modes == "c";
        if (rifle) {
            s = "captures, " + atom;
            if (!legs[0].dirs.empty()) s += " " + dir_words(legs[0].dirs);
            s += " without moving (a rifle capture: the piece stays on its square)";
        } else {
            int range = atom_range(m);   // y and g swap steps and rides for the legs after
            dsl::NotationMove now = m;   // a 45 or 135 degree turn swaps W/F, R/B, D/A, H/G
            for (std::size_t k = 0; k < legs.size(); ++k) {
                const Leg& L = legs[k];
                bool last = k + 1 == legs.size();
                static const std::string_view kOblique[] = {"fl", "fr", "bl", "br", "fs", "sf",
                                                            "bs", "sb", "lf", "rf", "lb", "rb"};
                if (k > 0 && std::find(std::begin(kOblique), std::end(kOblique), std::string_view(L.dirs)) != std::end(kOblique)) {
                    static const std::string_view kPairs = "WFFWRBBRDAADHGGH";
                    for (std::size_t p = 0; p < kPairs.size(); p += 2)
                        if (now.atom == kPairs[p]) {
                            now.atom = kPairs[p + 1];
                            break;
                        }
                }
                const std::string leg_atom = atom_words(now, range);
                std::string phrase = modes_words(L.modes, last) + ", ";
                if (k == 0) phrase += leg_atom + (L.dirs.empty() ? "" : " " + dir_words(L.dirs));
                else phrase += leg_atom + " " + turn_words(L.dirs);
                if (L.repeated) phrase += " (this leg may repeat any number of times)";
                if (!last && L.modes.find_first_of("yg") != std::string::npos) {
                    phrase += " (steps and rides swap from here on)";
                    range = range == 1 ? 0 : 1;
                }
                if (k > 0) s += ", then ";
                s += phrase;
            }
        }
        std::string flags;
        for (const auto& L : legs) flags += L.flags;
        if (flags.find('i') != std::string::npos) s += ", only as the piece's first move";
        if (flags.find('n') != std::string::npos) s += ", lame (the way must be empty)";
        if (flags.find('j') != std::string::npos) s += ", jumping (the way must be occupied)";
        for (const auto& c : m.conds) {
            if (c.key == "if") { s += ", only while attacked"; continue; }
            std::string r = c.lo == c.hi ? "rank " + std::to_string(c.lo)
                                         : "ranks " + std::to_string(c.lo) + "-" + std::to_string(c.hi);
            if (c.key == "to") s += c.negate ? ", never onto " + r : ", only onto " + r;
            else s += c.negate ? ", never from " + r : ", only from " + r;
        }
        out.push_back(text + ": " + s);
    }
    return out;
}

}  // namespace aviary

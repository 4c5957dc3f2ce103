// Regions as square sets: confinement (region=), moves along lines (lines=), barred hurdles
// (no-hurdle=). See regions.hpp; the walk checks the conditions in src/movegen/paths.cpp.
#include "compile/regions.hpp"
#include "compile/zones.hpp"

#include <algorithm>

#include "compile/notation_compiler.hpp"
#include "ir/board_hex.hpp"
#include "dsl/notation.hpp"

namespace aviary::detail {
namespace {

// Every node below the roots of the piece (both colours) gets `edit` applied to its condition.
template <class Edit>
void edit_conditions(RulesetData& rd, const std::vector<std::uint32_t>& roots, Edit edit) {
    std::vector<std::uint32_t> todo(roots.begin(), roots.end());
    while (!todo.empty()) {
        const std::uint32_t ni = todo.back();
        todo.pop_back();
        Condition c = rd.conditions[rd.nodes[ni].cond];
        edit(c);
        auto it = std::find(rd.conditions.begin(), rd.conditions.end(), c);
        if (it == rd.conditions.end()) it = rd.conditions.insert(rd.conditions.end(), c);
        rd.nodes[ni].cond = std::uint16_t(it - rd.conditions.begin());
        for (std::uint32_t k = rd.nodes[ni].child_begin; k < rd.nodes[ni].child_end; ++k)
            todo.push_back(rd.children[k]);
    }
}

}  // namespace

std::optional<RegionError> parse_square_list(const BoardShape& b, const std::string& text,
                                             std::vector<Square>& out) {
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ',' || text[i] == ' ') {
            ++i;
            continue;
        }
        std::size_t end = text.find_first_of(", ", i);
        if (end == std::string::npos) end = text.size();
        const std::string tok = text.substr(i, end - i);
        const std::size_t dash = tok.find('-');
        auto lo = b.parse(tok.substr(0, dash));
        auto hi = dash == std::string::npos ? lo : b.parse(tok.substr(dash + 1));
        if (!lo || !hi)
            return RegionError{i, "'" + tok + "' is not a square (e4) or a rectangle (d1-f3) of the board"};
        if (b.hex && dash != std::string::npos)
            return RegionError{i, "'" + tok + "': a hexagonal board's squares are listed one by one (c1,d2,e3)"};
        const int f0 = std::min(b.file_of(*lo), b.file_of(*hi)), f1 = std::max(b.file_of(*lo), b.file_of(*hi));
        const int r0 = std::min(b.rank_of(*lo), b.rank_of(*hi)), r1 = std::max(b.rank_of(*lo), b.rank_of(*hi));
        for (int r = r0; r <= r1; ++r)
            for (int f = f0; f <= f1; ++f) out.push_back(b.square(f, r));
        i = end;
    }
    if (out.empty()) return RegionError{0, "expected squares, e.g. d1-f3 or c1,g1,e3"};
    return std::nullopt;
}

Square black_square(const RulesetData& rd, Square s) {
    const BoardShape& b = rd.shape;
    if (b.hex) return hex_black_square(b, rd.rotate, s);
    return b.square(rd.rotate ? b.files - 1 - b.file_of(s) : b.file_of(s), b.ranks - 1 - b.rank_of(s));
}

SidedValue split_sided(const std::string& value) {
    const std::size_t slash = value.find('/');
    if (slash == std::string::npos) return {value, "", 0, false};
    return {value.substr(0, slash), value.substr(slash + 1), slash + 1, true};
}

int add_square_set(RulesetData& rd, const std::vector<Square>& white, bool mirror_black) {
    std::vector<Square> black;
    for (Square s : white) black.push_back(mirror_black ? black_square(rd, s) : s);
    return add_square_set(rd, white, black);
}

int add_square_set(RulesetData& rd, const std::vector<Square>& white,
                   const std::vector<Square>& black) {
    std::array<SquareSet, 2> sets{};
    for (Square s : white) sets[0].set(s);
    for (Square s : black) sets[1].set(s);
    rd.square_sets.push_back(sets);
    return int(rd.square_sets.size()) - 1;
}

// The piece's moves now depend on rules its fast forms do not know (square-set conditions,
// barred types): the trie walk takes all of them.
void walk_generally(PieceType& pt) {
    for (int c = 0; c < 2; ++c) {
        pt.leaps[c].clear();
        pt.plain[c].clear();
        pt.other_roots[c] = pt.roots[c];
    }
    pt.needs_dedupe = true;
}

std::optional<RegionError> add_sided_square_set(RulesetData& rd, const std::string& value, int& set) {
    const SidedValue v = split_sided(value);
    std::vector<Square> white, black;
    if (auto e = parse_square_list(rd.shape, v.white, white)) return e;
    if (v.sided) {
        if (auto e = parse_square_list(rd.shape, v.black, black))
            return RegionError{v.black_at + e->offset, e->message};
    } else {
        for (Square s : white) black.push_back(black_square(rd, s));
    }
    set = add_square_set(rd, white, black);
    return std::nullopt;
}

std::optional<RegionError> confine_piece(RulesetData& rd, int type, const std::string& value) {
    int set = -1;
    if (auto e = add_sided_square_set(rd, value, set)) return e;
    PieceType& pt = rd.types[std::size_t(type)];
    pt.region = std::int16_t(set);
    for (int c = 0; c < 2; ++c)
        edit_conditions(rd, pt.roots[c], [&](Condition& k) { k.to_set = std::int16_t(set); });
    pt.complex_capture = true;   // the attack test walks it (the fast rays know no regions)
    bool rifle = false;   // (a rifle shot ends back home, wherever it took: the walk knows that)
    for (int c = 0; c < 2; ++c)   // (the leap tables leave out the squares outside it)
        for (PlainLeg& l : pt.plain[c]) {
            l.to_set = std::int16_t(set);
            l.to_ranks = ~std::uint32_t(0);   // (any rank: ends_on() then asks the region too)
            l.counts_by_ray = false;
            rifle = rifle || l.kind == FastKind::Rifle;
        }
    if (rifle) walk_generally(pt);
    return std::nullopt;
}

std::optional<RegionError> add_line_moves(RulesetData& rd, int type, const std::string& notation,
                                          int lines) {
    auto parsed = dsl::parse_notation(notation);
    if (auto* e = std::get_if<dsl::NotationError>(&parsed)) return RegionError{e->offset, e->message};
    PieceType& pt = rd.types[std::size_t(type)];
    pt.line_notation = notation;
    const auto saved = pt.roots;
    if (auto e = compile_piece_moves(rd, type, std::get<0>(parsed))) return RegionError{e->offset, e->message};
    for (int c = 0; c < 2; ++c) {
        edit_conditions(rd, pt.roots[c], [&](Condition& k) {
            k.from_set = std::int16_t(lines);
            k.to_set = std::int16_t(lines);
        });
        pt.roots[c].insert(pt.roots[c].begin(), saved[c].begin(), saved[c].end());
    }
    pt.complex_capture = true;
    walk_generally(pt);   // (the compile above left fast forms of the line moves only)
    return std::nullopt;
}

std::optional<RegionError> read_barred_types(RulesetData& rd, int type, const std::string& key,
                                             const std::string& value) {
    if (value.empty()) return RegionError{0, "needs piece letters"};
    PieceType& pt = rd.types[std::size_t(type)];
    for (std::size_t i = 0; i < value.size();) {
        const std::size_t at = i;
        const int t = rd.type_by_id(value, i);   // (X, +X, X', +X')
        if (t < 0) return RegionError{i, std::string("no piece has the letter '") + value[i] + "'"};
        if (key == "no-capture" && rd.types[std::size_t(t)].royal)
            return RegionError{at, "a royal piece cannot be listed (it would still be in check)"};
        if (key == "no-hop-capture") {
            if (rd.no_hop_capture.size() <= std::size_t(type))
                rd.no_hop_capture.resize(std::size_t(type) + 1);
            rd.no_hop_capture[std::size_t(type)].set(t);
        } else {
            (key == "no-capture" ? pt.no_capture : pt.no_hurdle).set(t);
        }
    }
    pt.complex_capture = true;   // (the fast paths know neither rule)
    walk_generally(pt);
    return std::nullopt;
}

std::optional<RegionError> make_anti_royal(RulesetData& rd, int type) {
    PieceType& pt = rd.types[std::size_t(type)];
    if (pt.royal) return RegionError{0, "a piece cannot be both royal and anti-royal"};
    pt.anti_royal = true;
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].royal) pt.no_capture.set(t);
    return make_uncapturable(rd, type);
}

namespace {
// A piece whose moves take besides their paths (custodian=, coordinator=): its victim slots
// hold what the rule adds, so no multi-leg or en passant moves; the walk takes all its moves.
std::optional<RegionError> takes_aside(RulesetData& rd, int type) {
    PieceType& pt = rd.types[std::size_t(type)];
    const OffPathRules& op = rd.off_path_of(type);
    const std::size_t aside = op.custodian.size() + (op.coordinator >= 0 ? 2 : 0) + op.withdrawer;
    if (aside > std::size_t(MaxVictims))
        return RegionError{0, "a move would take more than " + std::to_string(MaxVictims) +
                              " pieces besides its destination (one per custodian= square, 2 "
                              "for coordinator=, 1 for withdrawer)"};
    for (std::uint32_t r : pt.roots[0]) {
        if (rd.nodes[r].child_begin != rd.nodes[r].child_end)
            return RegionError{0, "not for a piece with multi-leg moves (their victims and the "
                                  "ones this takes would share the move's victim slots)"};
        if (rd.nodes[r].final_modes & ModeEnPassant)
            return RegionError{0, "not for a piece that takes en passant"};
    }
    pt.takes_aside = true;
    pt.complex_capture = true;   // (the fast paths and the attack rays know none of them)
    walk_generally(pt);
    return std::nullopt;
}
}  // namespace

std::optional<RegionError> make_withdrawer(RulesetData& rd, int type) {
    if (rd.shape.layered() || rd.wrap.any())
        return RegionError{0, "a flat board without wrap (the square behind is read by file "
                              "and rank)"};
    rd.off_path_for(type).withdrawer = true;
    return takes_aside(rd, type);
}

std::optional<RegionError> make_coordinator(RulesetData& rd, int type, const std::string& value) {
    if (value.size() != 1) return RegionError{0, "one piece letter, the partner's (coordinator=K)"};
    const int partner = rd.type_by_letter(value[0]);
    if (partner < 0) return RegionError{0, std::string("no piece has the letter '") + value + "'"};
    if (partner == type) return RegionError{0, "the partner is another type"};
    rd.off_path_for(type).coordinator = partner;
    return takes_aside(rd, type);
}

std::optional<RegionError> make_custodian(RulesetData& rd, int type, const std::string& value) {
    std::vector<std::int16_t> zone;
    const std::string err = parse_zone(rd, value, zone);
    if (!err.empty()) return RegionError{0, err};
    rd.off_path_for(type).custodian = std::move(zone);
    return takes_aside(rd, type);
}

std::optional<RegionError> make_chameleon(RulesetData& rd, int type) {
    PieceType& pt = rd.types[std::size_t(type)];
    const OffPathRules& op = rd.off_path_of(type);
    if (!op.custodian.empty() || op.coordinator >= 0 || op.withdrawer)
        return RegionError{0, "not with custodian=, coordinator= or withdrawer (it takes by the "
                              "rules of its victims' types)"};
    for (std::uint32_t r : pt.roots[0])
        if (rd.nodes[r].final_modes & ModeEnPassant)
            return RegionError{0, "not for a piece that takes en passant"};
    rd.off_path_for(type).chameleon = true;
    pt.takes_aside = true;
    pt.complex_capture = true;   // (the fast paths and the attack rays know nothing of it)
    walk_generally(pt);
    return std::nullopt;
}

std::optional<RegionError> make_uncapturable(RulesetData& rd, int type) {
    if (rd.types[std::size_t(type)].royal)
        return RegionError{0, "a royal piece cannot be uncapturable (it would still be in check)"};
    for (PieceType& pt : rd.types) {
        pt.no_capture.set(type);
        pt.complex_capture = true;   // (the fast paths do not know the rule)
        walk_generally(pt);
    }
    return std::nullopt;
}

}  // namespace aviary::detail

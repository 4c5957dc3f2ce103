// Regions (src/compile/regions.cpp): the `lines` key and the piece properties region=, lines=,
// no-hurdle=, no-capture=, no-hop-capture=, uncapturable, anti-royal, borrow-from=,
// borrow-to=, custodian=, coordinator=, withdrawer, chameleon and freeze-types=, read in this
// order (a piece's line moves are confined by its region too; a chameleon's other properties
// are known by then).
#include "compile/regions.hpp"
#include "load/loader_state.hpp"

namespace aviary::load {
namespace {

// The properties that take no value (their errors read "withdrawer: ...", not "withdrawer=: ...").
bool no_value(const std::string& key) {
    return key == "uncapturable" || key == "anti-royal" || key == "withdrawer" ||
           key == "chameleon";
}

// The `lines = SQUARES` set's index, or -1 without the key.
int read_lines(Loader& L, RulesetData& rd) {
    const Stmt* s = find_setting(L, "lines");
    if (!s) return -1;
    if (!rd.frames.empty()) {
        L.error(s->src, s->setting.value.offset, "lines: not with orientation");
        return -1;
    }
    std::vector<Square> sq;
    if (auto e = detail::parse_square_list(rd.shape, s->setting.value.text, sq)) {
        L.error(s->src, s->setting.value.offset + e->offset, "lines: " + e->message);
        return -1;
    }
    return detail::add_square_set(rd, sq, false);
}

// borrow-from=LETTERS: the types the piece borrows from (src/movegen/powers.cpp).
std::optional<detail::RegionError> read_borrow_from(RulesetData& rd, int t,
                                                   const std::string& value) {
    detail::PieceType& pt = rd.types[std::size_t(t)];
    if (value.empty())
        return detail::RegionError{0, "borrow-from= lists piece letters (e.g. borrow-from=N)"};
    if (pt.borrow)
        return detail::RegionError{0, "a piece cannot have both borrow and borrow-from="};
    for (std::size_t i = 0; i < value.size(); ++i) {
        const int from = rd.type_by_letter(value[i]);
        if (from < 0)
            return detail::RegionError{i, std::string("no piece has the letter '") + value[i] + "'"};
        if (from == t) return detail::RegionError{i, "a piece cannot borrow from its own type"};
        pt.borrow_from.set(from);
    }
    return std::nullopt;
}

// freeze-types=LETTERS: the piece's freeze= zone freezes enemy pieces of these types only.
std::optional<detail::RegionError> read_freeze_types(RulesetData& rd, int t,
                                                     const std::string& value) {
    detail::PieceType& pt = rd.types[std::size_t(t)];
    if (pt.freeze_zone.empty())
        return detail::RegionError{0, "needs freeze= (the zone whose pieces it freezes)"};
    if (value.empty()) return detail::RegionError{0, "lists piece letters (e.g. freeze-types=I)"};
    for (std::size_t i = 0; i < value.size(); ++i) {
        const int of = rd.type_by_letter(value[i]);
        if (of < 0)
            return detail::RegionError{i, std::string("no piece has the letter '") + value[i] +
                                              "'"};
        pt.freeze_types.set(of);
    }
    return std::nullopt;
}

std::optional<detail::RegionError> read_region_prop(RulesetData& rd, int t, const std::string& key,
                                                   const std::string& value, int lines) {
    if (key == "region") return detail::confine_piece(rd, t, value);
    if (key == "uncapturable") {
        if (!value.empty()) return detail::RegionError{0, "uncapturable takes no value"};
        return detail::make_uncapturable(rd, t);
    }
    if (key == "borrow-from") return read_borrow_from(rd, t, value);
    if (key == "borrow-to") {
        if (!parse_ranks(value, rd.shape.ranks, rd.types[std::size_t(t)].borrow_to))
            return detail::RegionError{0, "borrow-to=A-B (ranks from the owner's side, e.g. 2-7)"};
        return std::nullopt;
    }
    if (key == "anti-royal") {
        if (!value.empty()) return detail::RegionError{0, "anti-royal takes no value"};
        return detail::make_anti_royal(rd, t);
    }
    if (key == "freeze-types") return read_freeze_types(rd, t, value);
    if (key == "chameleon") {
        if (!value.empty()) return detail::RegionError{0, "chameleon takes no value"};
        return detail::make_chameleon(rd, t);
    }
    if (key == "custodian") return detail::make_custodian(rd, t, value);
    if (key == "coordinator") return detail::make_coordinator(rd, t, value);
    if (key == "withdrawer") {
        if (!value.empty()) return detail::RegionError{0, "withdrawer takes no value"};
        return detail::make_withdrawer(rd, t);
    }
    if (key == "no-hurdle" || key == "no-capture" || key == "no-hop-capture")
        return detail::read_barred_types(rd, t, key, value);
    if (lines < 0) return detail::RegionError{0, "lines= needs a 'lines = SQUARES' line"};
    return detail::add_line_moves(rd, t, value, lines);
}

}  // namespace

void read_regions(Loader& L, RulesetData& rd) {
    const int lines = read_lines(L, rd);
    rd.lines = lines;
    for (const char* key : {"lines", "region", "no-hurdle", "no-capture", "no-hop-capture",
                            "uncapturable", "anti-royal", "borrow-from", "borrow-to", "custodian",
                            "coordinator", "withdrawer", "chameleon", "freeze-types"})
        for (std::size_t t = 0; t < L.region_props.size(); ++t)
            for (auto [k, v] : L.region_props[t]) {
                if (k->text != key) continue;
                if (auto e = read_region_prop(rd, int(t), k->text, v->text, lines))
                    L.error(L.pieces[t].src, v->text.empty() ? k->offset : v->offset + e->offset,
                            k->text + (no_value(k->text) ? ": " : "=: ") + e->message);
            }
}

}  // namespace aviary::load

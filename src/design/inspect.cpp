// Read-only views of a compiled game (see include/aviary/inspect.hpp).
#include "aviary/inspect.hpp"

#include <algorithm>
#include <string_view>

#include "ir/access.hpp"
#include "load/key_table.hpp"
#include "dsl/notation.hpp"

namespace aviary {

namespace {

std::vector<RulesDetails::KeyNote> key_notes(const detail::RulesetData& rd) {
    std::vector<RulesDetails::KeyNote> out;
    const auto table = load::key_docs();
    for (const auto& [key, value] : rd.settings)
        for (const load::KeyDoc& k : table)
            if (key == k.key) out.push_back({key, value, load::key_sentence(k, value)});
    return out;
}

}  // namespace

RulesDetails inspect(const Ruleset& rules) {
    const detail::RulesetData& rd = detail::rules_data(rules);
    RulesDetails d;
    d.name = rd.name;
    d.shape = rd.shape;
    d.rotate = rd.rotate;
    d.royalty = rd.royalty;
    d.stalemate = rd.ends.stalemate;
    d.rifle_dooms = rd.rifle_dooms;
    d.hands = rd.hand.held;
    d.drops = rd.hand.drops;
    if (rd.hand.drops) d.drop_ranks = detail::rank_numbers(rd.hand.drop_ranks, rd.shape.ranks);
    if (rd.neutral.relocate >= 0) {
        d.relocate = rd.types[std::size_t(rd.neutral.relocate)].id_text();
        d.relocate_count = rd.neutral.copies;
    }
    for (int t : rd.castling.partners) d.castling_partners += rd.types[std::size_t(t)].id_text();
    if (rd.lines >= 0) d.lines = detail::white_squares(rd, rd.lines);
    d.facing = rd.facing;
    d.pass = rd.pass != PassRule::No;
    d.pass_rule = rd.pass;
    if (rd.neutral.wall >= 0) {
        d.wall_piece = rd.types[std::size_t(rd.neutral.wall)].id_text();
        d.wall = rd.neutral.wall_at;
        d.wall_or_move = rd.neutral.wall_or_move;
        if (rd.neutral.wall_region >= 0) d.wall_region = detail::white_squares(rd, rd.neutral.wall_region);
    }
    d.drop_checks = !rd.drop_checks_illegal;
    d.start_fen = rd.start_fen;
    d.pieces = rules.pieces();
    d.keys = key_notes(rd);
    return d;
}

// ---- notation in words ----------------------------------------------------------------------

namespace {

using dsl::Dir;
using dsl::Mode;

// How far the atom of `m` goes: 1 a single step or leap, 0 unlimited, n at most n times.
int atom_range(const dsl::NotationMove& m) { return m.range < 0 ? dsl::atom_info(m.atom).range : m.range; }

// A vector atom in words: (x,y) or (x,y,z) in every order and sign, or exactly as written
// (x files to the right, y ranks forward, z levels up, from White's side).
std::string vector_words(const dsl::NotationMove& m) {
    std::string v = "(" + std::to_string(m.vx) + "," + std::to_string(m.vy) +
                    (m.solid ? "," + std::to_string(m.vz) : std::string()) + ")";
    if (!m.exact) return "a " + v + " leap";
    return "exactly the leap " + v + (m.solid ? " in (file, rank, level) steps from White's side"
                                                : " in (file, rank) steps from White's side");
}

// The atom's name in words, as a single step or leap (`step`: W F K R B Q, which a range
// turns into a slide).
std::string leap_words(const dsl::NotationMove& m, bool& step) {
    auto leap = [](int x, int y) { return "a (" + std::to_string(x) + "," + std::to_string(y) + ") leap"; };
    const dsl::AtomInfo& info = dsl::atom_info(m.atom);
    step = false;
    switch (info.kind) {
    case dsl::AtomKind::King: step = true; return "one step in any direction";
    case dsl::AtomKind::Leap:
        step = info.b == 1;
        if (step) return info.a == 0 ? "one step orthogonally" : "one step diagonally";
        return leap(info.b, info.a);
    case dsl::AtomKind::Vector: return vector_words(m);
    case dsl::AtomKind::Universal: case dsl::AtomKind::Castling: break;
    }
    return "atom " + m.atom_text;
}

// `range` as atom_range() gives it (after any y/g toggle).
std::string atom_words(const dsl::NotationMove& m, int range) {
    if (m.atom == dsl::Atom::Universal) return "to any square of the board";
    bool step_atom = false;
    std::string base = leap_words(m, step_atom);
    switch (m.extension) {
    case dsl::Extension::None: break;
    case dsl::Extension::X: base += " extended by 3 orthogonally"; break;
    case dsl::Extension::Y: base += " extended by (2,2)"; break;
    }
    if (step_atom) {
        const dsl::AtomInfo& info = dsl::atom_info(m.atom);
        std::string dir = info.kind == dsl::AtomKind::King ? "in any direction"
                          : info.a == 0                    ? "orthogonally"
                                                           : "diagonally";
        if (range == 0) return "slides " + dir + " any distance";
        if (range > 1) return "slides " + dir + " up to " + std::to_string(range) + " squares";
        return base;
    }
    if (range == 0) return "rides " + base + " repeatedly in a line";
    if (range > 1) return "rides " + base + " up to " + std::to_string(range) + " times in a line";
    return base;
}

using Dirs = std::vector<Dir>;

std::string dir_words(const Dirs& d) {
    if (d.empty()) return "";
    static const std::pair<Dirs, const char*> table[] = {
        {{Dir::Forward}, "forward"}, {{Dir::Backward}, "backward"}, {{Dir::Left}, "to the left"},
        {{Dir::Right}, "to the right"}, {{Dir::Vertical}, "forward or backward"},
        {{Dir::Sideways}, "sideways"}, {{Dir::Forward, Dir::Sideways}, "forward or sideways"},
        {{Dir::Backward, Dir::Sideways}, "backward or sideways"},
        {{Dir::Forward, Dir::Backward}, "forward or backward"},
        {{Dir::Forward, Dir::Forward}, "narrowly forward"}, {{Dir::Forward, Dir::Left}, "forward-left"},
        {{Dir::Forward, Dir::Right}, "forward-right"}, {{Dir::Backward, Dir::Left}, "backward-left"},
        {{Dir::Backward, Dir::Right}, "backward-right"}, {{Dir::Left, Dir::Forward}, "left-forward"},
        {{Dir::Right, Dir::Forward}, "right-forward"}, {{Dir::Left, Dir::Backward}, "left-backward"},
        {{Dir::Right, Dir::Backward}, "right-backward"}, {{Dir::Sideways, Dir::Forward}, "sideways-forward"},
        {{Dir::Half}, "in the half-plane given by h"}};
    for (const auto& [k, v] : table)
        if (d == k) return v;
    return "in the directions '" + dsl::spelling(d) + "'";
}

// A later leg's direction, relative to the previous leg.
std::string turn_words(const Dirs& d) {
    if (d.empty()) return "in any direction but back";
    static const std::pair<Dirs, const char*> table[] = {
        {{Dir::Forward}, "straight on"}, {{Dir::Backward}, "straight back"},
        {{Dir::Left}, "turning 90 degrees left"}, {{Dir::Right}, "turning 90 degrees right"},
        {{Dir::Sideways}, "turning 90 degrees either way"},
        {{Dir::Forward, Dir::Sideways}, "turning 45 degrees either way"},
        {{Dir::Sideways, Dir::Forward}, "turning 45 degrees either way"},
        {{Dir::Backward, Dir::Sideways}, "turning 135 degrees either way"},
        {{Dir::Sideways, Dir::Backward}, "turning 135 degrees either way"},
        {{Dir::Vertical}, "straight on or straight back"},
        {{Dir::Forward, Dir::Left}, "turning 45 degrees left"}, {{Dir::Forward, Dir::Right}, "turning 45 degrees right"},
        {{Dir::Backward, Dir::Left}, "turning 135 degrees left"},
        {{Dir::Backward, Dir::Right}, "turning 135 degrees right"}};
    for (const auto& [k, v] : table)
        if (d == k) return v;
    return "in the relative directions '" + dsl::spelling(d) + "'";
}

// One mode in words (on the last leg, or on a leg before it).
std::string mode_word(Mode md, bool last) {
    switch (md) {
    case Mode::Move: case Mode::MoveToggle: return last ? "moves without capturing" : "passes an empty square";
    case Mode::Capture: return last ? "captures" : "captures a piece on the way";
    case Mode::Destroy: return "takes a friendly piece";
    case Mode::EnPassant: return "captures en passant";
    case Mode::Hop: case Mode::HopToggle: return "hops over a piece";
    case Mode::Tame: return "(friends only)";
    case Mode::Unload: case Mode::Induce: case Mode::Royal: break;
    }
    return "'" + dsl::spelling(dsl::Modifier{md}) + "'";
}

std::string modes_words(std::vector<Mode> m, bool last) {
    auto u = std::find(m.begin(), m.end(), Mode::Unload);
    if (u != m.end()) {   // a modifier: the taken piece goes to the start
        m.erase(u);
        if (m == std::vector<Mode>{Mode::Destroy}) return "swaps with a friendly piece (it goes to the start square)";
        if (m == std::vector<Mode>{Mode::Capture}) return "swaps with an enemy piece (it goes to the start square)";
        return modes_words(m, last) + ", putting a taken piece on the start square (a swap)";
    }
    if (m.empty()) return last ? "moves or captures" : "passes an empty square";
    auto is = [&](Mode a, Mode b) { return m == std::vector<Mode>{a, b} || m == std::vector<Mode>{b, a}; };
    if (is(Mode::Capture, Mode::EnPassant)) return "captures (also en passant)";
    if (is(Mode::Tame, Mode::Hop)) return "hops over a friendly piece";
    auto hop = std::find(m.begin(), m.end(), Mode::Hop);
    if (last && hop != m.end() && m.size() > 1) {   // cpR: the other modes, after a hurdle
        m.erase(hop);
        return modes_words(m, last) + " after hopping over a piece";
    }
    const bool tame = hop != m.end() && std::find(m.begin(), m.end(), Mode::Tame) != m.end();
    std::string out;   // (tp among other modes: mtp passes an empty square or a friend)
    for (Mode md : m)
        if (!(tame && md == Mode::Tame))
            out += (out.empty() ? "" : " or ") +
                   (tame && md == Mode::Hop ? std::string("hops over a friendly piece") : mode_word(md, last));
    return out;
}

std::string castling_words(const dsl::NotationMove& m) {
    bool left = false, right = false;
    for (const dsl::Modifier& mod : m.modifiers()) {
        left = left || mod == dsl::Modifier{Dir::Left};
        right = right || mod == dsl::Modifier{Dir::Right};
    }
    std::string side = left ? "towards the a-file" : right ? "towards the last file" : "to either side";
    auto squares = [](int n) { return std::to_string(n) + (n == 1 ? " square" : " squares"); };
    return "castles " + side + ": the royal piece moves " + squares(m.castle_steps) +
           " towards the partner, which lands " +
           (m.castle_gap == 1 ? std::string("next to it") : squares(m.castle_gap) + " from it") +
           " on the side it came from";
}

// Is a continuation leg's direction a 45 or 135 degree turn (fl, rb, fs, sb, ...)?
bool turns_45(const Dirs& d) {
    auto fb = [](Dir x) { return x == Dir::Forward || x == Dir::Backward; };
    auto lrs = [](Dir x) { return x == Dir::Left || x == Dir::Right || x == Dir::Sideways; };
    return d.size() == 2 && ((fb(d[0]) && lrs(d[1])) || (lrs(d[0]) && fb(d[1])));
}

// A later leg's turn on a hexagonal board: the square board's words, its 45 and 135 degrees
// the two turns on either side of 90 (a W or F leg keeps its kind: only 60 and 120).
std::string hex_turn_words(const Dirs& d, bool king) {
    std::string s = turn_words(d);
    auto swap = [&](const std::string& from, const std::string& to) {
        if (auto at = s.find(from); at != std::string::npos) s.replace(at, from.size(), to);
    };
    swap("45 degrees", king ? "30 or 60 degrees" : "60 degrees");
    swap("135 degrees", king ? "120 or 150 degrees" : "120 degrees");
    return s;
}

// The legs of a move in words, one after the other (on a hexagonal board: `hex`).
std::string legs_words(const dsl::NotationMove& m, const std::vector<dsl::Leg>& legs, bool hex) {
    std::string s;
    int range = atom_range(m);   // y and g swap steps and rides for the legs after
    dsl::NotationMove now = m;   // a 45 or 135 degree turn swaps W/F, R/B, D/A, H/G
    const bool king = dsl::atom_info(m.atom).kind == dsl::AtomKind::King;
    for (std::size_t k = 0; k < legs.size(); ++k) {
        const dsl::Leg& L = legs[k];
        const bool last = k + 1 == legs.size();
        if (k > 0 && !hex && turns_45(L.dirs)) now.atom = dsl::atom_info(now.atom).turned;
        std::string phrase = modes_words(L.modes, last) + ", ";
        if (k == 0) phrase += atom_words(now, range) + (L.dirs.empty() ? "" : " " + dir_words(L.dirs));
        else phrase += atom_words(now, range) + " " + (hex ? hex_turn_words(L.dirs, king) : turn_words(L.dirs));
        if (L.repeated) phrase += " (this leg may repeat any number of times)";
        if (!last && (L.has(Mode::MoveToggle) || L.has(Mode::HopToggle))) {
            phrase += " (steps and rides swap from here on)";
            range = range == 1 ? 0 : 1;
        }
        if (k > 0) s += ", then ";
        s += phrase;
    }
    return s;
}

}  // namespace

std::vector<std::string> explain_notation(const std::string& notation, bool hexagonal) {
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
        if (m.atom == dsl::Atom::Castling) {
            out.push_back(text + ": " + castling_words(m));
            continue;
        }
        const std::vector<dsl::Leg> legs = m.legs();
        std::string s;
        bool rifle = legs.size() == 2 && legs[1].dirs == Dirs{Dir::Backward} && legs[1].modes.empty() &&
                     legs[0].modes == std::vector<Mode>{Mode::Capture};
        if (rifle) {
            s = "captures, " + atom_words(m, atom_range(m));
            if (!legs[0].dirs.empty()) s += " " + dir_words(legs[0].dirs);
            s += " without moving (a rifle capture: the piece stays on its square)";
        } else {
            s = legs_words(m, legs, hexagonal);
        }
        auto any = [&](dsl::Flag f) {
            return std::any_of(legs.begin(), legs.end(), [&](const dsl::Leg& l) { return l.has(f); });
        };
        if (any(dsl::Flag::Initial)) s += ", only as the piece's first move";
        if (any(dsl::Flag::Lame)) s += ", lame (the way must be empty)";
        if (any(dsl::Flag::Jump)) s += ", jumping (the way must be occupied)";
        if (any(dsl::Flag::Rebound))
            s += ", turning only where a wall stops the leg before (a rebound)";
        for (const auto& c : m.conds) {
            if (c.key == dsl::CondKey::IfAttacked) { s += ", only while attacked"; continue; }
            if (c.key == dsl::CondKey::IfGuarded) {
                s += c.negate ? ", only while no friendly piece guards it"
                              : ", only while a friendly piece guards it";
                continue;
            }
            if (!c.squares.empty()) {
                s += ", only from " + c.squares;
                continue;
            }
            std::string r = c.lo == c.hi ? "rank " + std::to_string(c.lo)
                                         : "ranks " + std::to_string(c.lo) + "-" + std::to_string(c.hi);
            if (c.key == dsl::CondKey::To) s += c.negate ? ", never onto " + r : ", only onto " + r;
            else s += c.negate ? ", never from " + r : ", only from " + r;
        }
        out.push_back(text + ": " + s);
    }
    return out;
}

}  // namespace aviary

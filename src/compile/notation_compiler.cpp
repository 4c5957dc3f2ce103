// Compiles XBetza moves (the typed notation tree, dsl/notation.hpp) into per-colour path tries.
//
// A move is first expanded (repetition groups) into its legs, and every leg's
// directions are resolved into concrete vectors in White's frame: leg 1 absolutely, later legs
// relative to the previous leg (notation.md 3.4), with W<->F style interconversion on 45-degree
// turns and range toggles after g/y relays. Each concrete path is inserted into a trie whose
// nodes the generator walks; Black's trie is the same paths under the colour symmetry.
#include "compile/notation_compiler.hpp"

#include "compile/directions.hpp"
#include "compile/fast_forms.hpp"
#include "compile/regions.hpp"
#include "ir/board_hex.hpp"
#include "ir/board_levels.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <set>
#include <tuple>
#include <utility>

namespace aviary::detail {
namespace {

struct TmpNode {
    ConcreteLeg leg;
    std::uint16_t cond = 0;
    std::vector<int> kids;
};

struct Trie {
    std::vector<TmpNode> nodes;
    std::vector<int> roots;

    static bool same(const ConcreteLeg& a, const ConcreteLeg& b) {
        return a.dx == b.dx && a.dy == b.dy && a.range == b.range &&
               a.universal == b.universal && a.flags == b.flags && a.block == b.block;
    }
    // Returns the number of the root the path went under.
    std::size_t insert(const std::vector<ConcreteLeg>& path, std::uint16_t cond) {
        int parent = -1;   // index, not a pointer: nodes may reallocate below
        std::size_t root = 0;
        auto level = [&]() -> std::vector<int>& { return parent < 0 ? roots : nodes[parent].kids; };
        for (std::size_t k = 0; k < path.size(); ++k) {
            bool last = k + 1 == path.size();
            const ConcreteLeg& leg = path[k];
            int found = -1;
            for (int idx : level()) {
                const TmpNode& n = nodes[idx];
                if (!same(n.leg, leg) || n.cond != cond) continue;
                if (!last && n.leg.relay != 0 && n.leg.relay != leg.relay) continue;
                found = idx;
                break;
            }
            if (found < 0) {
                TmpNode n;
                n.leg = leg;
                n.leg.final_modes = 0;
                n.leg.relay = 0;
                n.cond = cond;
                nodes.push_back(n);
                found = int(nodes.size()) - 1;
                level().push_back(found);
            }
            if (last) nodes[found].leg.final_modes |= leg.final_modes;
            else nodes[found].leg.relay = leg.relay;
            if (parent < 0)
                root = std::size_t(std::find(roots.begin(), roots.end(), found) - roots.begin());
            parent = found;
        }
        return root;
    }
};

bool same_vector(const ConcreteLeg& a, const ConcreteLeg& b) {
    return !a.universal && !b.universal && a.dx == b.dx && a.dy == b.dy;
}

// A sliding path (braked by `brake` auras) starts with a unit step of range > 1, or with a
// unit step continued along the same vector (a locust such as cafmK); its legs along that
// vector slide (LegSlide).
bool sliding_root(const Trie& t, int idx, int cap) {
    const ConcreteLeg& l = t.nodes[idx].leg;
    if (l.universal || std::max(std::abs(l.dx), std::abs(l.dy)) != 1) return false;
    if ((l.range == 0 ? cap : std::min(l.range, cap)) > 1) return true;
    for (int k : t.nodes[idx].kids)
        if (same_vector(t.nodes[k].leg, l)) return true;
    return false;
}

// The most steps a leg along vector `vec` takes: `cap`, or on a wrapped board as far as the
// line goes before it would come back to the leg's start.
int leg_steps(const RulesetData& rd, int vec, int cap) {
    const auto [dx, dy] = rd.vectors[std::size_t(vec)];
    return rd.wrap.line_steps(rd.shape, dx, dy, cap);
}

std::uint32_t flatten(RulesetData& rd, const Trie& t, int idx, bool black, int cap, bool slides) {
    const TmpNode& n = t.nodes[idx];
    auto tr = [&](int dx, int dy) {
        if (!black) return std::make_pair(dx, dy);
        if (rd.shape.hex) return hex_black(rd.shape, rd.rotate, dx, dy);
        return rd.rotate ? std::make_pair(-dx, -dy) : std::make_pair(dx, -dy);
    };
    LegNode out;
    if (n.leg.universal) {
        out.vec = -1;
    } else {
        auto [dx, dy] = tr(n.leg.dx, n.leg.dy);
        out.vec = std::int16_t(intern_vector(rd, dx, dy));
    }
    out.range = std::uint8_t(n.leg.range == 0 ? cap : std::min(n.leg.range, cap));
    if (out.vec >= 0)   // (a wrapped board: no further than before the leg comes back)
        out.range = std::uint8_t(std::min<int>(out.range, leg_steps(rd, out.vec, cap)));
    out.flags = std::uint8_t(n.leg.flags | (n.leg.universal ? LegUniversal : 0) |
                             (slides ? LegSlide : 0));
    out.relay = n.leg.relay;
    out.final_modes = n.leg.final_modes;
    out.cond = n.cond;
    for (std::size_t i = 0; i < n.leg.block.size() && i < 2; ++i) {
        auto [bx, by] = tr(n.leg.block[i].first, n.leg.block[i].second);
        out.block[i] = std::int16_t(intern_vector(rd, bx, by));
    }
    std::uint32_t me = std::uint32_t(rd.nodes.size());
    rd.nodes.push_back(out);
    std::vector<std::uint32_t> kids;
    for (int k : n.kids)
        kids.push_back(flatten(rd, t, k, black, cap, slides && same_vector(t.nodes[k].leg, n.leg)));
    rd.nodes[me].child_begin = std::uint32_t(rd.children.size());
    for (auto k : kids) rd.children.push_back(k);
    rd.nodes[me].child_end = std::uint32_t(rd.children.size());
    return me;
}

}  // namespace

int intern_vector(RulesetData& rd, int dx, int dy) {
    for (std::size_t i = 0; i < rd.vectors.size(); ++i)
        if (rd.vectors[i] == std::make_pair(dx, dy)) return int(i);
    rd.vectors.push_back({dx, dy});
    return int(rd.vectors.size()) - 1;
}

namespace {

std::uint32_t rank_mask(const RulesetData& rd, const dsl::NotationCond& c) {
    std::uint32_t m = 0;
    for (int r = c.lo; r <= c.hi; ++r)
        if (r >= 1 && r <= rd.shape.ranks) m |= 1u << (r - 1);
    if (c.negate) m = ~m & ((1u << rd.shape.ranks) - 1);
    return m;
}

}  // namespace

namespace {

double walk_cost(const RulesetData& rd, std::uint32_t ni) {
    const LegNode& n = rd.nodes[ni];
    double kids = 0;
    for (std::uint32_t c = n.child_begin; c < n.child_end; ++c) kids += walk_cost(rd, rd.children[c]);
    double range = (n.flags & LegUniversal) ? rd.size() : n.range;
    return range * (1 + kids);
}

// ---- one move's pieces: castling, conditions, the modes of a leg -----------------------------

// O<n>[:gap]: a castling rule per colour and side (l, r or s; both when none is written).
std::optional<CompileError> compile_castling(const RulesetData& rd, PieceType& pt,
                                             const dsl::NotationMove& m) {
    std::set<int> sides;
    for (const dsl::PrefixPart& part : m.prefix) {
        if (part.repeat)
            return CompileError{part.offsets.front() - 1, "castling O takes no repetition group"};
        for (std::size_t i = 0; i < part.mods.size(); ++i) {
            const dsl::Modifier& mod = part.mods[i];
            if (mod == dsl::Modifier{dsl::Dir::Left}) sides.insert(-1);
            else if (mod == dsl::Modifier{dsl::Dir::Right}) sides.insert(1);
            else if (mod == dsl::Modifier{dsl::Dir::Sideways}) sides.insert({-1, 1});
            else if (mod != dsl::Modifier{dsl::Flag::Initial} && mod != dsl::Modifier{dsl::Flag::Jump} &&
                     mod != dsl::Modifier{dsl::Mode::Move})
                return CompileError{part.offsets[i], "castling O takes only i and l/r/s, not '" +
                                                         dsl::spelling(mod) + "'"};
        }
    }
    if (sides.empty()) sides = {-1, 1};
    if (m.castle_steps < 1)
        return CompileError{m.atom_offset, "castling needs the king's steps, e.g. O2"};
    if (m.castle_gap < 1)   // (0 would put the partner on the king's square)
        return CompileError{m.atom_offset, "castling O" + std::to_string(m.castle_steps) +
                                               ":0: the partner must land at least 1 square from the king"};
    if (m.castle_steps >= rd.shape.files || m.castle_gap >= rd.shape.files)
        return CompileError{m.atom_offset,
                            "castling O" + std::to_string(m.castle_steps) + ":" +
                                std::to_string(m.castle_gap) + " is longer than the board (" +
                                std::to_string(rd.shape.files) + " files)"};
    for (int c = 0; c < 2; ++c)
        for (int side : sides) {
            CastleRule cr;
            int dir = side;
            if (c == 1 && rd.rotate) dir = -dir;
            cr.dir = dir;
            cr.king_steps = m.castle_steps;
            cr.gap = m.castle_gap;
            cr.right = c * 2 + (dir > 0 ? 0 : 1);
            pt.castles[c].push_back(cr);
        }
    pt.has_initial = true;
    return std::nullopt;
}

// {from:b1+a6}: the move starts only from these squares (White's; Black's by symmetry).
std::optional<CompileError> square_condition(RulesetData& rd, const dsl::NotationCond& c,
                                             Condition& cond) {
    if (c.key != dsl::CondKey::From)
        return CompileError{c.offset, "to: takes ranks; squares are for from: ({from:b1+a6})"};
    std::string list = c.squares;
    std::replace(list.begin(), list.end(), '+', ',');
    std::vector<Square> sq;
    if (auto e = parse_square_list(rd.shape, list, sq))
        return CompileError{c.offset + 5 + e->offset, e->message};
    cond.from_set = std::int16_t(add_square_set(rd, sq, true));
    return std::nullopt;
}

// The move's condition suffix ({to:..}, {from:..}, {if:attacked}, {if:!attacked},
// {if:guarded}, {if:!guarded}).
std::optional<CompileError> read_conditions(RulesetData& rd, const dsl::NotationMove& m,
                                            Condition& cond) {
    for (const auto& c : m.conds) {
        if (!c.squares.empty()) {
            if (auto e = square_condition(rd, c, cond)) return e;
            continue;
        }
        switch (c.key) {
            case dsl::CondKey::To: cond.to_ranks = rank_mask(rd, c); break;
            case dsl::CondKey::From: cond.from_ranks = rank_mask(rd, c); break;
            case dsl::CondKey::IfAttacked:
                (c.negate ? cond.if_safe : cond.if_attacked) = true;
                continue;
            case dsl::CondKey::IfGuarded:
                (c.negate ? cond.if_unguarded : cond.if_guarded) = true;
                continue;
        }
        if (c.lo < 1 || c.hi > rd.shape.ranks || c.lo > c.hi)
            return CompileError{c.offset, "rank " + std::to_string(c.hi) +
                                              " is not on a board with " +
                                              std::to_string(rd.shape.ranks) + " ranks"};
    }
    return std::nullopt;
}

// What a leg may find where it ends, as IR mode bits, and whether it swaps steps and rides
// for the legs after it (g, y).
struct LegModes {
    std::uint16_t bits = 0;
    bool toggle = false;
};

// The IR bits of the leg's mode modifiers as written (errors: a message).
std::optional<std::string> written_modes(const dsl::Leg& leg, LegModes& out) {
    for (dsl::Mode md : leg.modes) {
        switch (md) {
            case dsl::Mode::Move: out.bits |= ModeMove; break;
            case dsl::Mode::Capture: out.bits |= ModeCapture; break;
            case dsl::Mode::Destroy: out.bits |= ModeDestroy; break;
            case dsl::Mode::EnPassant: out.bits |= ModeEnPassant; break;
            case dsl::Mode::Unload: out.bits |= ModeUnload; break;
            case dsl::Mode::Hop: out.bits |= ModeHop; break;
            case dsl::Mode::HopToggle: out.bits |= ModeHop; out.toggle = true; break;
            case dsl::Mode::MoveToggle: out.bits |= ModeMove; out.toggle = true; break;
            case dsl::Mode::Tame: break;
            case dsl::Mode::Induce:
            case dsl::Mode::Royal:
                return "mode '" + dsl::spelling(dsl::Modifier{md}) + "' is not supported";
        }
    }
    if (leg.has(dsl::Mode::Tame)) {
        if (!(out.bits & ModeHop)) return std::string("t (tame) is supported only with p: a friend-only hop");
        out.bits = std::uint16_t((out.bits & ~ModeHop) | ModeHopFriend);
    }
    return std::nullopt;
}

// The leg's modes with the defaults of its place: mc on the last leg, m before it.
std::optional<std::string> leg_modes(const dsl::Leg& leg, bool last, LegModes& out) {
    if (auto e = written_modes(leg, out)) return e;
    std::uint16_t& modes = out.bits;
    if (!last) {
        if (modes & ModeEnPassant) return std::string("e is allowed on the last leg only");
        if (modes & ModeUnload) return std::string("u is supported on the last leg only (a swap: ucR, udR)");
        if (!(modes & (ModeMove | ModeCapture | ModeDestroy | ModeHop | ModeHopFriend))) modes |= ModeMove;
        return std::nullopt;
    }
    if (!(modes & (ModeMove | ModeCapture | ModeDestroy | ModeEnPassant))) modes |= ModeMove | ModeCapture;
    if (!(modes & ModeUnload)) return std::nullopt;
    if (!(modes & (ModeCapture | ModeDestroy))) return std::string("u needs c or d on the same leg");
    // u changes what c/d do, so it becomes modes of its own: merged paths (N and udN on one
    // trie node) keep a plain capture and a swap apart.
    if (modes & ModeCapture) modes = std::uint16_t((modes & ~ModeCapture) | ModeCaptureUnload);
    if (modes & ModeDestroy) modes = std::uint16_t((modes & ~ModeDestroy) | ModeDestroyUnload);
    modes = std::uint16_t(modes & ~ModeUnload);
    return std::nullopt;
}

// Modifiers the notation has but Aviary does not support, per expansion (at their leg).
std::optional<CompileError> unsupported(const dsl::NotationMove& m, const std::vector<dsl::Leg>& legs) {
    if (legs.size() > 40) return CompileError{m.prefix_offset, "a move may have at most 40 legs"};
    for (const dsl::Leg& l : legs) {
        if (l.has(dsl::Mode::Induce))
            return CompileError{l.offset, "mode x (move induction/borrowing) is not supported; use the piece property borrow"};
        if (l.has(dsl::Mode::Royal)) return CompileError{l.offset, "k is not supported: royalty is the piece property royal"};
        if (l.has(dsl::Flag::Cylinder)) return CompileError{l.offset, "o (cylinder boards) is not supported"};
        if (l.has(dsl::Dir::Zig) || l.has(dsl::Dir::Zag))
            return CompileError{l.offset, "z and q directions are not supported"};
    }
    return std::nullopt;
}

// A final hopper leg is a hop and then a straight-on leg: pR = pafR, gQ = gafQ.
void split_final_hop(std::vector<dsl::Leg>& legs) {
    dsl::Leg& fin = legs.back();
    const bool hp = fin.has(dsl::Mode::Hop), hg = fin.has(dsl::Mode::HopToggle);
    if (!hp && !hg) return;
    dsl::Leg hop = fin, land;
    land.offset = fin.offset;
    hop.modes = {hg ? dsl::Mode::HopToggle : dsl::Mode::Hop};
    if (fin.has(dsl::Mode::Tame)) hop.modes.push_back(dsl::Mode::Tame);
    for (dsl::Mode md : fin.modes)
        if (md != dsl::Mode::Hop && md != dsl::Mode::HopToggle && md != dsl::Mode::Tame) land.modes.push_back(md);
    land.dirs = {dsl::Dir::Forward};
    fin = hop;
    legs.push_back(land);
}

// ---- legs into concrete vectors ---------------------------------------------------------------

// n on a leg: lame (the way must be empty) and/or en passant rights over the squares passed.
bool lame(ConcreteLeg& leg, std::string& err) {
    const int adx = std::abs(leg.dx), ady = std::abs(leg.dy), g = std::gcd(adx, ady);
    const bool step = g == std::max(adx, ady);   // a straight leap (W, D, F, A, ...)
    if (leg.range != 1 || (step && g == 1)) {
        leg.flags |= LegEpRights;
    } else if (step) {
        leg.flags |= LegLame | LegEpRights;
        for (int q = 1; q < g && q <= 2; ++q) leg.block.push_back({leg.dx / g * q, leg.dy / g * q});
        if (g > 3) { err = "n is supported on leaps of length 3 at most"; return false; }
    } else if (std::min(adx, ady) == 1 && std::max(adx, ady) <= 3) {
        leg.flags |= LegLame;   // orthogonal-first path (Mao for nN)
        const int sx = (leg.dx > 0) - (leg.dx < 0), sy = (leg.dy > 0) - (leg.dy < 0);
        for (int q = 1; q < std::max(adx, ady) && q <= 2; ++q)
            leg.block.push_back(adx > ady ? std::make_pair(sx * q, 0) : std::make_pair(0, sy * q));
    } else {
        err = "n is not supported on this atom";
        return false;
    }
    return true;
}

// j on a leg: a slider skips its first square, a straight leap must jump a piece.
bool jumping(ConcreteLeg& leg, std::string& err) {
    const int adx = std::abs(leg.dx), ady = std::abs(leg.dy), g = std::gcd(adx, ady);
    const bool step = g == std::max(adx, ady);
    if (leg.range != 1) {
        leg.flags |= LegSkipFirst;
    } else if (step && g > 1) {
        leg.flags |= LegMustJump;
        for (int q = 1; q < g && q <= 2; ++q) leg.block.push_back({leg.dx / g * q, leg.dy / g * q});
    } else {
        err = "j on this atom has no meaning";
        return false;
    }
    return true;
}

// A path being resolved, leg by leg.
struct Partial {
    std::vector<ConcreteLeg> legs;
    int compass = 0;
    int dx = 0, dy = 0;   // current atom vector (oblique)
    int len = 1;          // step length for orth/diag/king classes
    int range = 1;
};

// w on a leg after a: it starts only where the leg before cannot go straight on, turned 90
// degrees. Its lame squares hold, for the walk, the step it may not take (the leg before's)
// and the other 90-degree turn (which decides whether this one is taken).
bool rebound(ConcreteLeg& leg, const Partial& p, std::string& err) {
    if (p.legs.empty()) {
        err = "w turns a later leg at a wall: write it after a (fawsB)";
        return false;
    }
    const ConcreteLeg& before = p.legs.back();
    const int dot = before.dx * leg.dx + before.dy * leg.dy;
    const bool unit = std::max(std::abs(leg.dx), std::abs(leg.dy)) == 1 &&
                      std::max(std::abs(before.dx), std::abs(before.dy)) == 1;
    if (dot != 0 || !unit || before.universal) {
        err = "w needs a 90-degree turn (l, r or s) of a W or F step (fawsR, fawsB)";
        return false;
    }
    leg.flags |= LegRebound;
    leg.block = {{before.dx, before.dy}, {-leg.dx, -leg.dy}};
    return true;
}

// One leg of the move being resolved: its modifiers, place and modes.
struct LegStep {
    const dsl::Leg& leg;
    bool last;
    LegModes modes;
    std::vector<Partial>& next;
};

// Ends path `p` with the leg (dx, dy, range) of `s` and adds it to s.next.
bool add_leg(const LegStep& s, Partial p, int dx, int dy, int range, std::string& err) {
    ConcreteLeg leg;
    leg.dx = dx;
    leg.dy = dy;
    leg.range = range;
    (s.last ? leg.final_modes : leg.relay) = s.modes.bits;
    for (dsl::Flag f : s.leg.flags) {
        switch (f) {
            case dsl::Flag::Lame: if (!lame(leg, err)) return false; break;
            case dsl::Flag::Jump: if (!jumping(leg, err)) return false; break;
            case dsl::Flag::Rebound: if (!rebound(leg, p, err)) return false; break;
            case dsl::Flag::Initial: case dsl::Flag::Cylinder: break;   // (whole move; refused)
        }
    }
    p.legs.push_back(leg);
    p.dx = dx;
    p.dy = dy;
    if (s.modes.toggle) p.range = p.range == 1 ? 0 : 1;
    s.next.push_back(std::move(p));
    return true;
}

// The squares of two square sets together (a frame's squares and a move's {from:SQUARES}).
std::int16_t both_sets(RulesetData& rd, int a, int b) {
    std::vector<Square> white, black;
    for (int s = 0; s < rd.size(); ++s)
        for (int c = 0; c < 2; ++c)
            if (rd.square_sets[std::size_t(a)][c].has(Square(s)) &&
                rd.square_sets[std::size_t(b)][c].has(Square(s)))
                (c == 0 ? white : black).push_back(Square(s));
    return std::int16_t(add_square_set(rd, white, black));
}

// Compiles one piece's moves: the state shared by the steps below.
struct PieceCompiler {
    RulesetData& rd;
    PieceType& pt;
    int cap;                      // the longest line of the board
    Trie trie;
    FastForms forms;              // the fast forms, decided path by path beside the trie
    std::size_t total_paths = 0;  // over all expansions of a move: compile time stays bounded
    int quarter = 0;              // the frame's quarter turns (orientation), counter-clockwise
    std::uint8_t exit_dirs = 0xFF;   // the compass directions a first leg may take (exits)
    bool exit_barred = false;        // a first leg's vector was left out by exit_dirs

    std::optional<CompileError> move(const dsl::NotationMove& m);
    std::optional<CompileError> in_frame(const dsl::NotationMove& m, const AtomShape& shape,
                                         const Condition& cond);
    std::optional<CompileError> by_exits(const dsl::NotationMove& m, const AtomShape& shape,
                                         const Condition& cond);
    std::optional<CompileError> expansion(const dsl::NotationMove& m, const AtomShape& shape,
                                          const Condition& cond, std::vector<dsl::Leg> legs);
    std::optional<CompileError> leg(const dsl::NotationMove& m, const AtomShape& shape,
                                    const std::vector<dsl::Leg>& legs, std::size_t k,
                                    std::vector<Partial>& cur);
    std::optional<CompileError> first_leg(const dsl::NotationMove& m, const AtomShape& shape,
                                          const LegStep& s);
    std::optional<CompileError> solid_leg(const AtomShape& shape, const LegStep& s);
    std::optional<CompileError> hex_leg(const dsl::NotationMove& m, const AtomShape& shape, const LegStep& s);
    std::optional<CompileError> later_leg(const AtomShape& shape, const LegStep& s,
                                          const std::vector<Partial>& cur);
    std::optional<CompileError> hex_later_leg(const AtomShape& shape, const LegStep& s,
                                              const std::vector<Partial>& cur);
    std::uint16_t condition_index(const Condition& cond);
    void finish();
    std::optional<CompileError> check_cost() const;
};

std::optional<CompileError> PieceCompiler::move(const dsl::NotationMove& m) {
    if (m.atom == dsl::Atom::Castling) return compile_castling(rd, pt, m);
    std::string err;
    auto shape = atom_shape(m, err);
    if (!shape) return CompileError{m.atom_offset, err};
    if (shape->solid && !rd.shape.layered())
        return CompileError{m.atom_offset, "a 3-D vector (x,y,z) needs a layered board (board = 5x5x5)"};
    Condition cond;
    if (auto e = read_conditions(rd, m, cond)) return e;
    if (!rd.exits.empty()) return by_exits(m, *shape, cond);
    if (rd.frames.empty()) return in_frame(m, *shape, cond);
    for (const RulesetData::Frame& f : rd.frames) {   // (orientation: once per frame)
        quarter = f.quarter;
        Condition framed = cond;
        framed.from_set = cond.from_set < 0 ? f.set : both_sets(rd, f.set, cond.from_set);
        if (auto e = in_frame(m, *shape, framed)) return e;
    }
    quarter = 0;
    return std::nullopt;
}

// The move once per group of `exits`, its first leg going only the group's ways, from the
// group's squares.
std::optional<CompileError> PieceCompiler::by_exits(const dsl::NotationMove& m,
                                                    const AtomShape& shape, const Condition& cond) {
    for (const RulesetData::ExitGroup& g : rd.exits) {
        exit_dirs = g.dirs;
        Condition from = cond;
        from.from_set = cond.from_set < 0 ? g.set : both_sets(rd, g.set, cond.from_set);
        if (auto e = in_frame(m, shape, from)) return e;
    }
    exit_dirs = 0xFF;
    return std::nullopt;
}

// The move in the current frame: its vectors turned by `quarter`, from `cond`'s squares.
std::optional<CompileError> PieceCompiler::in_frame(const dsl::NotationMove& m,
                                                    const AtomShape& shape, const Condition& cond) {
    auto expanded = dsl::expand_legs(m, cap);
    if (auto* e = std::get_if<std::string>(&expanded)) return CompileError{m.prefix_offset, *e};
    total_paths = 0;
    for (auto& legs : std::get<0>(expanded))
        if (auto e = expansion(m, shape, cond, std::move(legs))) return e;
    return std::nullopt;
}

// One expansion of the repetition groups: its legs resolved into paths, added to the trie.
std::optional<CompileError> PieceCompiler::expansion(const dsl::NotationMove& m, const AtomShape& shape,
                                                     const Condition& cond, std::vector<dsl::Leg> legs) {
    if (auto e = unsupported(m, legs)) return e;
    bool initial = false;
    for (const dsl::Leg& l : legs) initial = initial || l.has(dsl::Flag::Initial);
    split_final_hop(legs);
    std::vector<Partial> cur;
    for (std::size_t k = 0; k < legs.size(); ++k)
        if (auto e = leg(m, shape, legs, k, cur)) return e;
    Condition full = cond;
    full.initial = initial;
    const std::uint16_t cidx = condition_index(full);
    if (initial) pt.has_initial = true;
    total_paths += cur.size();
    for (const Partial& p : cur) {
        for (const auto& l : p.legs)
            if (l.flags & LegEpRights) pt.creates_ep = true;
        forms.add(trie.insert(p.legs, cidx), p.legs, full);
    }
    if (trie.nodes.size() > 50000)
        return CompileError{m.offset, "the piece's moves need more than 50000 path nodes; simplify the notation"};
    return std::nullopt;
}

// Leg k of every path in `cur` (branching over its directions).
std::optional<CompileError> PieceCompiler::leg(const dsl::NotationMove& m, const AtomShape& shape,
                                               const std::vector<dsl::Leg>& legs, std::size_t k,
                                               std::vector<Partial>& cur) {
    std::vector<Partial> next;
    LegStep s{legs[k], k + 1 == legs.size(), {}, next};
    if (auto e = leg_modes(legs[k], s.last, s.modes)) return CompileError{legs[k].offset, *e};
    if (shape.cls == AtomClass::Universal) {
        if (legs.size() != 1 || !legs[k].dirs.empty() || !legs[k].flags.empty())
            return CompileError{m.atom_offset, "U takes no directions, legs or flags"};
        if (exit_dirs != 0xFF)
            return CompileError{m.atom_offset, "U has no way out of a square for exits to restrict"};
        Partial p;
        ConcreteLeg leg;
        leg.universal = true;
        leg.final_modes = s.modes.bits;
        p.legs.push_back(leg);
        next.push_back(p);
    } else if (auto e = k == 0 ? first_leg(m, shape, s) : later_leg(shape, s, cur)) {
        return e;
    }
    if (next.size() + total_paths > 4000)
        return CompileError{m.offset, "this move expands to more than 4000 paths; simplify it"};
    cur = std::move(next);
    return std::nullopt;
}

// The first leg: the atom's vectors its absolute directions select.
std::optional<CompileError> PieceCompiler::first_leg(const dsl::NotationMove& m, const AtomShape& shape,
                                                     const LegStep& s) {
    if (shape.exact && !s.leg.dirs.empty())
        return CompileError{s.leg.offset, "an exact vector =(x,y) or =(x,y,z) takes no directions: "
                                          "it is one direction, as written"};
    if (shape.solid) return solid_leg(shape, s);
    exit_barred = false;
    if (rd.shape.hex) return hex_leg(m, shape, s);
    const auto specs = direction_specs(s.leg.dirs);
    std::string err;
    for (auto [ax, ay] : atom_vectors(shape)) {
        bool ok = shape.exact ? ax == shape.ex && ay == shape.ey : specs.empty();
        for (const auto& sp : specs) ok = ok || spec_selects(sp, shape, ax, ay);
        if (!ok) continue;
        int dx = ax, dy = ay;
        for (int q = 0; q < quarter; ++q) std::tie(dx, dy) = std::pair(-dy, dx);   // (frame)
        if (exit_dirs != 0xFF) {
            if (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy))
                return CompileError{s.leg.offset, "under exits a move's first leg goes straight or "
                                                  "diagonally (exits name eight directions)"};
            if (!(exit_dirs >> compass_of(dx, dy) & 1)) {
                exit_barred = true;
                continue;
            }
        }
        Partial p;
        p.range = shape.range;
        p.compass = compass_of(dx, dy);
        p.len = std::max(std::abs(dx), std::abs(dy));
        if (!add_leg(s, p, dx, dy, shape.range, err)) return CompileError{s.leg.offset, err};
    }
    if (s.next.empty() && !exit_barred) {
        const std::string atom = m.atom == dsl::Atom::Vector ? "(x,y)" : m.atom_text.substr(0, 1);
        return CompileError{s.leg.offset, "the directions '" + dsl::spelling(s.leg.dirs) +
                                                 "' select no move of " + atom};
    }
    return std::nullopt;
}

// The one leg of a move on a hexagonal board (src/ir/board_hex.hpp): W, F and their multiples
// (D, A, ... and the riders R, B), N and K, whose directions the letters choose in the doubled
// frame as they choose a king's on a square board: one letter, the vector straight that way
// (fW forward, lF towards the a-file); two, those between (frW, fsW, frN); h, a half-plane.
std::optional<CompileError> PieceCompiler::hex_leg(const dsl::NotationMove& m, const AtomShape& shape,
                                                   const LegStep& s) {
    const std::string atom = m.atom == dsl::Atom::Vector ? "(x,y)" : m.atom_text.substr(0, 1);
    HexAtom a = HexAtom::King;
    if (shape.exact || m.atom == dsl::Atom::Vector) {
        return CompileError{m.atom_offset, "a vector has no meaning on a hexagonal board: use W, F, N, K and their riders"};
    } else if (shape.cls == AtomClass::Orth) {
        a = HexAtom::Orth;
    } else if (shape.cls == AtomClass::Diag) {
        a = HexAtom::Diag;
    } else if (shape.cls == AtomClass::Oblique && shape.a == 1 && shape.b == 2) {
        a = HexAtom::Knight;
    } else if (shape.cls != AtomClass::King) {
        return CompileError{m.atom_offset, "the atom " + atom + " has no meaning on a hexagonal board: use W, F, N, K and their riders"};
    }
    AtomShape as_king = shape;
    as_king.cls = AtomClass::King;
    const auto specs = direction_specs(s.leg.dirs);
    std::string err;
    const int steps = a == HexAtom::Diag ? shape.a : a == HexAtom::King ? 1 : shape.b;
    for (auto [ax, ay] : hex_vectors(rd.shape, a, steps)) {
        bool ok = specs.empty();
        for (const auto& sp : specs) ok = ok || spec_selects(sp, as_king, ax, ay);
        if (!ok) continue;
        const auto [dq, dr] = hex_axial(rd.shape, ax, ay);
        Partial p;
        p.range = shape.range;
        p.len = steps;   // (a later leg turns by the compass: hex_later_leg)
        p.compass = a == HexAtom::Knight ? -1 : hex_compass_of(rd.shape, ax / steps, ay / steps);
        if (!add_leg(s, p, dq, dr, shape.range, err)) return CompileError{s.leg.offset, err};
    }
    if (s.next.empty())
        return CompileError{s.leg.offset, "the directions '" + dsl::spelling(s.leg.dirs) +
                                              "' select no move of " + atom + " on a hexagonal board"};
    return std::nullopt;
}

// The one leg of a 3-D vector (x,y,z): its vectors the letters f, b, l, r select (any of them),
// or, exact (=(x,y,z)), the one vector written.
std::optional<CompileError> PieceCompiler::solid_leg(const AtomShape& shape, const LegStep& s) {
    if (!s.last || !s.leg.flags.empty())
        return CompileError{s.leg.offset, "a 3-D vector (x,y,z) takes one leg and no flags"};
    for (dsl::Dir d : s.leg.dirs)
        if (d != dsl::Dir::Forward && d != dsl::Dir::Backward && d != dsl::Dir::Left &&
            d != dsl::Dir::Right)
            return CompileError{s.leg.offset, "a 3-D vector (x,y,z) takes only the directions f b l r"};
    std::string err;
    for (auto [dx, packed] : solid_vectors(shape)) {
        const auto [dy, dz] = unpack_level(packed);
        bool ok = shape.exact ? dx == shape.ex && dy == shape.ey && dz == shape.ez
                              : s.leg.dirs.empty();
        for (dsl::Dir d : s.leg.dirs) ok = ok || solid_selects(d, dx, dy, dz);
        Partial p;
        p.range = shape.range;
        if (ok && !add_leg(s, p, dx, packed, shape.range, err)) return CompileError{s.leg.offset, err};
    }
    if (s.next.empty())
        return CompileError{s.leg.offset, "the directions '" + dsl::spelling(s.leg.dirs) +
                                              "' select no move of (x,y,z)"};
    return std::nullopt;
}

// A continuation leg: turns relative to the previous leg (a 45-degree turn makes W of F).
std::optional<CompileError> PieceCompiler::later_leg(const AtomShape& shape, const LegStep& s,
                                                     const std::vector<Partial>& cur) {
    if (rd.shape.hex) return hex_later_leg(shape, s, cur);
    const bool four = shape.cls != AtomClass::King && shape.cls != AtomClass::Oblique;
    std::string err;
    auto turns = relative_turns(s.leg.dirs, four, err);
    if (!turns) return CompileError{s.leg.offset, err};
    for (const Partial& p : cur) {
        for (int t : *turns) {
            Partial q = p;
            int dx = p.dx, dy = p.dy;
            if (shape.cls == AtomClass::Oblique) {
                if (t % 2 != 0)
                    return CompileError{s.leg.offset, "a 45-degree turn has no meaning for an oblique atom"};
                for (int r = 0; r < ((t + 8) % 8) / 2; ++r) {
                    const int ndx = dy, ndy = -dx;   // 90 degrees clockwise
                    dx = ndx;
                    dy = ndy;
                }
            } else {
                const int c = (p.compass + t + 8) % 8;
                const int len = !four && t % 2 != 0 ? 1 : p.len;
                q.compass = c;
                dx = kDX[c] * len;
                dy = kDY[c] * len;
            }
            if (!add_leg(s, q, dx, dy, p.range, err)) return CompileError{s.leg.offset, err};
        }
    }
    return std::nullopt;
}

// The turns of a later leg on a hexagonal board, in 30-degree units (right positive), from
// the letters' 45-degree turns (relative_turns): the letters choose as they do on the first
// leg, in the frame of the leg before: f straight on, l/r 90 degrees, b back, fl/fr the two
// between f and l/r (30 and 60), bl/br the two between l/r and b (120 and 150). A W or F leg
// keeps its kind (its turns of 60, 120 and 180 degrees); a K leg takes every turn.
std::set<int> hex_turns(const std::set<int>& square_turns, bool keeps_kind) {
    std::set<int> out;
    for (int t : square_turns) {
        const int sign = t < 0 ? -1 : 1, a = std::abs(t);
        const std::vector<int> hex = a == 0 ? std::vector<int>{0}
                                     : a == 1 ? std::vector<int>{1, 2}
                                     : a == 2 ? std::vector<int>{3}
                                     : a == 3 ? std::vector<int>{4, 5}
                                              : std::vector<int>{6};
        for (int h : hex)
            if (!keeps_kind || h % 2 == 0) out.insert(h == 6 ? 6 : sign * h);
    }
    return out;
}

// A continuation leg on a hexagonal board: turns of the twelve-point compass (HexCompass)
// relative to the leg before, its length and range kept.
std::optional<CompileError> PieceCompiler::hex_later_leg(const AtomShape& shape, const LegStep& s,
                                                         const std::vector<Partial>& cur) {
    if (shape.cls == AtomClass::Oblique)
        return CompileError{s.leg.offset, "on a hexagonal board a later leg takes W, F or K "
                                          "steps and their riders, not a knight's leap"};
    if (s.leg.has(dsl::Flag::Rebound))
        return CompileError{s.leg.offset, "w (a rebound) is not supported on a hexagonal board"};
    std::string err;
    auto turns = relative_turns(s.leg.dirs, false, err);
    if (!turns) return CompileError{s.leg.offset, err};
    const std::set<int> hex = hex_turns(*turns, shape.cls != AtomClass::King);
    if (hex.empty())
        return CompileError{s.leg.offset, "the directions '" + dsl::spelling(s.leg.dirs) +
                                              "' turn a W or F leg onto the other kind on a "
                                              "hexagonal board: it turns by 60 degrees (fl, fr), "
                                              "120 (bl, br) or 180 (b); K turns every way"};
    for (const Partial& p : cur) {
        for (int t : hex) {
            Partial q = p;
            q.compass = (p.compass + t + 12) % 12;
            const int* u = HexCompass[rd.shape.hex_ranks][q.compass];
            const auto [dq, dr] = hex_axial(rd.shape, u[0] * p.len, u[1] * p.len);
            if (!add_leg(s, q, dq, dr, p.range, err)) return CompileError{s.leg.offset, err};
        }
    }
    return std::nullopt;
}

// The index of `cond` in rd.conditions (0: none), added when new.
std::uint16_t PieceCompiler::condition_index(const Condition& cond) {
    if (cond == Condition{}) return 0;
    auto it = std::find(rd.conditions.begin(), rd.conditions.end(), cond);
    if (it == rd.conditions.end()) {
        rd.conditions.push_back(cond);
        it = rd.conditions.end() - 1;
    }
    return std::uint16_t(it - rd.conditions.begin());
}

// The trie into rd.nodes for both colours, and whether generation must dedupe.
void PieceCompiler::finish() {
    // Dedupe is needed when several paths can reach the same square with the same effects.
    // One-leg roots overlap when their rays share a square: R and D both reach (0,2), a
    // Q rider and an A leap both reach (2,2).
    // On a wrapped board, displacements are compared as the board sees them: a rook reaches
    // the squares of its rank both ways round.
    bool multi = false;
    std::set<std::pair<int, int>> seen;
    for (int r : trie.roots) {
        const auto& n = trie.nodes[r];
        if (!n.kids.empty() || n.leg.universal) multi = true;
        if (multi) break;
        int steps = n.leg.range == 0 ? cap : std::min(n.leg.range, cap);
        steps = rd.wrap.line_steps(rd.shape, n.leg.dx, n.leg.dy, steps);
        for (int k = 1; k <= steps && !multi; ++k)
            if (!seen.insert(rd.wrap.canonical(rd.shape, n.leg.dx * k, n.leg.dy * k)).second)
                multi = true;
    }
    pt.needs_dedupe = multi;
    for (int c = 0; c < 2; ++c) {
        pt.roots[c].clear();
        for (int r : trie.roots)
            pt.roots[c].push_back(flatten(rd, trie, r, c == 1, cap, sliding_root(trie, r, cap)));
    }
    forms.emit(rd, pt);
}

// Worst-case squares one generation visits from one origin: a leg walks up to `range`
// squares and each may start the following legs, so relays along slides multiply. A
// notation whose walk explodes is refused here instead of making every position slow.
std::optional<CompileError> PieceCompiler::check_cost() const {
    double cost = 0;
    for (std::uint32_t r : pt.roots[0]) cost += walk_cost(rd, r);
    if (cost <= 200000) return std::nullopt;
    // (a double beyond uint64 would be undefined when converted)
    const std::string n = cost < 1e15 ? std::to_string(std::uint64_t(cost)) : std::string("more than 10^15");
    return CompileError{0, "these moves would visit up to " + n +
                               " squares per position (limit 200000): legs that slide and "
                               "then continue multiply; simplify the notation"};
}

}  // namespace

std::optional<CompileError> compile_piece_moves(RulesetData& rd, int type,
                                                const std::vector<dsl::NotationMove>& moves) {
    if (rd.conditions.empty()) rd.conditions.push_back(Condition{});   // [0]: none
    const int cap = rd.wrap.longest_line(rd.shape);
    PieceCompiler pc{rd, rd.types[type], cap, {}, FastForms(cap)};
    for (const auto& m : moves)
        if (auto e = pc.move(m)) return e;
    pc.finish();
    if (auto e = pc.check_cost()) return e;
    // Captures the fast (ray) attack test cannot see.
    for (std::uint32_t r : pc.pt.roots[0])
        if (root_attack(rd, r).complex) pc.pt.complex_capture = true;
    return std::nullopt;
}

}  // namespace aviary::detail

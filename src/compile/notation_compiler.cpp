// Compiles XBetza moves into per-colour path tries.
//
// A move is first expanded (repetition groups), split into legs at each 'a', and every leg's
// directions are resolved into concrete vectors in White's frame: leg 1 absolutely, later legs
// relative to the previous leg (notation.md 3.4), with W<->F style interconversion on 45-degree
// turns and range toggles after g/y relays. Each concrete path is inserted into a trie whose
// nodes the generator walks; Black's trie is the same paths under the colour symmetry.
#include "compile/notation_compiler.hpp"

#include "compile/directions.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <set>

namespace aviary::detail {
namespace {

struct ConcreteLeg {
    int dx = 0, dy = 0;
    int range = 1;            // 0 unlimited
    bool universal = false;
    std::uint16_t relay = 0, final_modes = 0;
    std::uint8_t flags = 0;
    std::vector<std::pair<int, int>> block;   // lame/jump squares relative to leg start
};

struct LegText {
    std::string dirs, modes, flags;
    std::size_t offset = 0;
};

std::uint16_t mode_bits(char c) {
    switch (c) {
        case 'm': return ModeMove;
        case 'c': return ModeCapture;
        case 'd': return ModeDestroy;
        case 'e': return ModeEnPassant;
        case 'u': return ModeUnload;
    }
    return 0;
}

// Expands (...) repetition groups: each group repeated 0..limit times.
bool expand_groups(const std::string& prefix, int limit, std::vector<std::string>& out,
                   std::string& err) {
    std::vector<std::string> parts{""};
    std::size_t i = 0;
    while (i < prefix.size()) {
        if (prefix[i] == '(') {
            std::size_t j = prefix.find(')', i);
            std::string g = prefix.substr(i + 1, j - i - 1);
            std::vector<std::string> next;
            for (const auto& p : parts)
                for (int k = 0; k <= limit; ++k) {
                    std::string s = p;
                    for (int r = 0; r < k; ++r) s += g;
                    next.push_back(s);
                }
            if (next.size() > 4096) {
                err = "repetition groups expand to more than 4096 paths";
                return false;
            }
            parts = std::move(next);
            i = j + 1;
        } else {
            for (auto& p : parts) p += prefix[i];
            ++i;
        }
    }
    out = std::move(parts);
    return true;
}

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
    void insert(const std::vector<ConcreteLeg>& path, std::uint16_t cond) {
        int parent = -1;   // index, not a pointer: nodes may reallocate below
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
            parent = found;
        }
    }
};

std::uint32_t flatten(RulesetData& rd, const Trie& t, int idx, bool black, int cap) {
    const TmpNode& n = t.nodes[idx];
    auto tr = [&](int dx, int dy) {
        if (!black) return std::make_pair(dx, dy);
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
    out.flags = std::uint8_t(n.leg.flags | (n.leg.universal ? LegUniversal : 0));
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
    for (int k : n.kids) kids.push_back(flatten(rd, t, k, black, cap));
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

}  // namespace

std::optional<CompileError> compile_piece_moves(RulesetData& rd, int type,
                                                const std::vector<dsl::NotationMove>& moves) {
    PieceType& pt = rd.types[type];
    if (rd.conditions.empty()) rd.conditions.push_back(Condition{});   // [0]: none
    const int cap = std::max(rd.shape.files, rd.shape.ranks);
    Trie trie;
    for (const auto& m : moves) {
        std::string err;
        // ---- castling: O<n>[:gap] ----
        if (m.atom == 'O') {
            std::set<int> sides;
            for (char ch : m.prefix) {
                if (ch == 'l') sides.insert(-1);
                else if (ch == 'r') sides.insert(1);
                else if (ch == 's') { sides.insert(-1); sides.insert(1); }
                else if (ch == 'i' || ch == 'j' || ch == 'm') continue;
                else
                    return CompileError{m.prefix_offset,
                                        std::string("castling O takes only i and l/r/s, not '") +
                                            ch + "'"};
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
            continue;
        }
        auto shape = atom_shape(m, err);
        if (!shape) return CompileError{m.atom_offset, err};
        // ---- conditions ----
        Condition cond;
        for (const auto& c : m.conds) {
            if (c.key == "to") cond.to_ranks = rank_mask(rd, c);
            else if (c.key == "from") cond.from_ranks = rank_mask(rd, c);
            else if (c.negate) cond.if_safe = true;
            else cond.if_attacked = true;
            if ((c.key == "to" || c.key == "from") &&
                (c.lo < 1 || c.hi > rd.shape.ranks || c.lo > c.hi))
                return CompileError{c.offset, "rank " + std::to_string(c.hi) +
                                                  " is not on a board with " +
                                                  std::to_string(rd.shape.ranks) + " ranks"};
        }
        // ---- expand repetition groups, split into legs ----
        std::vector<std::string> prefixes;
        if (!expand_groups(m.prefix, cap, prefixes, err))
            return CompileError{m.prefix_offset, err};
        std::size_t total_paths = 0;   // over all expansions: compile time stays bounded
        for (const auto& prefix : prefixes) {
            std::vector<LegText> legs(1);
            for (char ch : prefix) {
                if (ch == 'a') { legs.emplace_back(); continue; }
                if (std::string("fblrvshzq").find(ch) != std::string::npos) legs.back().dirs += ch;
                else if (std::string("njio").find(ch) != std::string::npos) legs.back().flags += ch;
                else legs.back().modes += ch;
            }
            if (legs.size() > 40)
                return CompileError{m.prefix_offset, "a move may have at most 40 legs"};
            for (const auto& l : legs) {
                if (l.modes.find('x') != std::string::npos)
                    return CompileError{m.prefix_offset,
                                        "mode x (move induction/borrowing) is not supported; "
                                        "use the piece property borrow"};
                if (l.modes.find('k') != std::string::npos)
                    return CompileError{m.prefix_offset,
                                        "k is not supported: royalty is the piece property royal"};
                if (l.flags.find('o') != std::string::npos)
                    return CompileError{m.prefix_offset, "o (cylinder boards) is not supported"};
                if (l.dirs.find('z') != std::string::npos || l.dirs.find('q') != std::string::npos)
                    return CompileError{m.prefix_offset, "z and q directions are not supported"};
            }
            bool initial = prefix.find('i') != std::string::npos;
            // Desugar final p/g hoppers: pR = pafR, gQ = gafQ.
            {
                LegText& fin = legs.back();
                bool hp = fin.modes.find('p') != std::string::npos;
                bool hg = fin.modes.find('g') != std::string::npos;
                if (hp || hg) {
                    LegText hop = fin, land;
                    hop.modes = hg ? "g" : "p";
                    if (fin.modes.find('t') != std::string::npos) hop.modes += 't';
                    for (char ch : fin.modes)
                        if (ch != 'p' && ch != 'g' && ch != 't') land.modes += ch;
                    land.dirs = "f";
                    land.flags = "";
                    fin = hop;
                    legs.push_back(land);
                }
            }
            // Resolve legs into concrete paths (branching over directions).
            struct Partial {
                std::vector<ConcreteLeg> legs;
                int compass = 0;
                int dx = 0, dy = 0;   // current atom vector (oblique)
                int len = 1;          // step length for orth/diag/king classes
                int range = 1;
                bool diag = false;
            };
            std::vector<Partial> cur;
            for (std::size_t k = 0; k < legs.size(); ++k) {
                const LegText& lt = legs[k];
                bool last = k + 1 == legs.size();
                std::uint16_t modes = 0;
                bool toggle = false;
                for (char ch : lt.modes) {
                    switch (ch) {
                        case 'm': case 'c': case 'd': case 'e': case 'u': modes |= mode_bits(ch); break;
                        case 'p': modes |= ModeHop; break;
                        case 'g': modes |= ModeHop; toggle = true; break;
                        case 'y': modes |= ModeMove; toggle = true; break;
                        case 't': break;
                        default:
                            return CompileError{m.prefix_offset,
                                                std::string("mode '") + ch + "' is not supported"};
                    }
                }
                if (lt.modes.find('t') != std::string::npos) {
                    if (!(modes & ModeHop))
                        return CompileError{m.prefix_offset,
                                            "t (tame) is supported only with p: a friend-only hop"};
                    modes = std::uint16_t((modes & ~ModeHop) | ModeHopFriend);
                }
                if (last) {
                    if (!(modes & (ModeMove | ModeCapture | ModeDestroy | ModeEnPassant)))
                        modes |= ModeMove | ModeCapture;
                    if ((modes & ModeUnload) && !(modes & (ModeCapture | ModeDestroy)))
                        return CompileError{m.prefix_offset, "u needs c or d on the same leg"};
                    // u changes what c/d do, so it becomes modes of its own: merged paths
                    // (N and udN on one trie node) keep a plain capture and a swap apart.
                    if (modes & ModeUnload) {
                        if (modes & ModeCapture) modes = std::uint16_t((modes & ~ModeCapture) | ModeCaptureUnload);
                        if (modes & ModeDestroy) modes = std::uint16_t((modes & ~ModeDestroy) | ModeDestroyUnload);
                        modes = std::uint16_t(modes & ~ModeUnload);
                    }
                } else {
                    if (modes & ModeEnPassant)
                        return CompileError{m.prefix_offset, "e is allowed on the last leg only"};
                    if (modes & ModeUnload)
                        return CompileError{m.prefix_offset,
                                            "u is supported on the last leg only (a swap: ucR, udR)"};
                    if (!(modes & (ModeMove | ModeCapture | ModeDestroy | ModeHop | ModeHopFriend)))
                        modes |= ModeMove;
                }
                std::vector<Partial> next;
                auto finish_leg = [&](Partial p, int dx, int dy, int range, bool slider_like) {
                    ConcreteLeg leg;
                    leg.dx = dx;
                    leg.dy = dy;
                    leg.range = range;
                    if (last) leg.final_modes = modes;
                    else leg.relay = modes;
                    int adx = std::abs(dx), ady = std::abs(dy);
                    int g = std::gcd(adx, ady);
                    bool step = g == std::max(adx, ady);   // a straight leap (W, D, F, A, ...)
                    for (char f : lt.flags) {
                        if (f == 'n') {
                            if (range != 1 || (step && g == 1)) {
                                leg.flags |= LegEpRights;
                            } else if (step) {
                                leg.flags |= LegLame | LegEpRights;
                                for (int q = 1; q < g && q <= 2; ++q)
                                    leg.block.push_back({dx / g * q, dy / g * q});
                                if (g > 3) { err = "n is supported on leaps of length 3 at most"; return false; }
                            } else if (std::min(adx, ady) == 1 && std::max(adx, ady) <= 3) {
                                leg.flags |= LegLame;   // orthogonal-first path (Mao for nN)
                                int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
                                for (int q = 1; q < std::max(adx, ady) && q <= 2; ++q)
                                    leg.block.push_back(adx > ady ? std::make_pair(sx * q, 0)
                                                                  : std::make_pair(0, sy * q));
                            } else {
                                err = "n is not supported on this atom";
                                return false;
                            }
                        } else if (f == 'j') {
                            if (range != 1) leg.flags |= LegSkipFirst;
                            else if (step && g > 1) {
                                leg.flags |= LegMustJump;
                                for (int q = 1; q < g && q <= 2; ++q)
                                    leg.block.push_back({dx / g * q, dy / g * q});
                            } else {
                                err = "j on this atom has no meaning";
                                return false;
                            }
                        }
                    }
                    (void)slider_like;
                    p.legs.push_back(leg);
                    p.dx = dx;
                    p.dy = dy;
                    if (toggle) p.range = p.range == 1 ? 0 : 1;
                    next.push_back(std::move(p));
                    return true;
                };
                if (shape->cls == AtomClass::Universal) {
                    if (legs.size() != 1 || !lt.dirs.empty() || !lt.flags.empty())
                        return CompileError{m.atom_offset, "U takes no directions, legs or flags"};
                    Partial p;
                    ConcreteLeg leg;
                    leg.universal = true;
                    leg.final_modes = modes;
                    p.legs.push_back(leg);
                    next.push_back(p);
                } else if (k == 0) {
                    auto vecs = atom_vectors(*shape);
                    auto specs = direction_specs(lt.dirs);
                    for (auto [dx, dy] : vecs) {
                        bool ok = specs.empty();
                        for (const auto& sp : specs) ok = ok || spec_selects(sp, *shape, dx, dy);
                        if (!ok) continue;
                        Partial p;
                        p.range = shape->range;
                        p.compass = compass_of(dx, dy);
                        p.len = std::max(std::abs(dx), std::abs(dy));
                        p.diag = dx != 0 && dy != 0;
                        if (!finish_leg(p, dx, dy, shape->range, false))
                            return CompileError{m.prefix_offset, err};
                    }
                    if (next.empty())
                        return CompileError{m.prefix_offset,
                                            "the directions '" + lt.dirs + "' select no move of " +
                                                std::string(1, m.atom == 'V' ? '(' : m.atom) +
                                                (m.atom == 'V' ? "x,y)" : "")};
                } else {
                    bool four = shape->cls != AtomClass::King && shape->cls != AtomClass::Oblique;
                    auto turns = relative_turns(lt.dirs, four, err);
                    if (!turns) return CompileError{m.prefix_offset, err};
                    for (const Partial& p : cur) {
                        for (int t : *turns) {
                            Partial q = p;
                            if (shape->cls == AtomClass::Oblique) {
                                if (t % 2 != 0)
                                    return CompileError{m.prefix_offset,
                                                        "a 45-degree turn has no meaning for an "
                                                        "oblique atom"};
                                int dx = p.dx, dy = p.dy;
                                for (int r = 0; r < ((t + 8) % 8) / 2; ++r) {
                                    int ndx = dy, ndy = -dx;   // 90 degrees clockwise
                                    dx = ndx;
                                    dy = ndy;
                                }
                                if (!finish_leg(q, dx, dy, p.range, false))
                                    return CompileError{m.prefix_offset, err};
                            } else {
                                int c = (p.compass + t + 8) % 8;
                                int len = p.len;
                                if (!four && t % 2 != 0) len = 1;
                                q.compass = c;
                                if (!finish_leg(q, kDX[c] * len, kDY[c] * len, p.range, false))
                                    return CompileError{m.prefix_offset, err};
                            }
                        }
                    }
                }
                if (next.size() + total_paths > 4000)
                    return CompileError{m.offset, "this move expands to more than 4000 paths; "
                                                  "simplify it"};
                cur = std::move(next);
            }
            std::uint16_t cidx = 0;
            Condition full = cond;
            full.initial = initial;
            if (!(full == Condition{})) {
                auto it = std::find(rd.conditions.begin(), rd.conditions.end(), full);
                if (it == rd.conditions.end()) {
                    rd.conditions.push_back(full);
                    it = rd.conditions.end() - 1;
                }
                cidx = std::uint16_t(it - rd.conditions.begin());
            }
            if (initial) pt.has_initial = true;
            total_paths += cur.size();
            for (const Partial& p : cur) {
                for (const auto& leg : p.legs)
                    if (leg.flags & LegEpRights) pt.creates_ep = true;
                trie.insert(p.legs, cidx);
            }
            if (trie.nodes.size() > 50000)
                return CompileError{m.offset, "the piece's moves need more than 50000 path "
                                              "nodes; simplify the notation"};
        }
    }
    // Dedupe is needed when several paths can reach the same square with the same effects.
    // One-leg roots overlap when their rays share a square: R and D both reach (0,2), a
    // Q rider and an A leap both reach (2,2).
    bool multi = false;
    std::set<std::pair<int, int>> seen;
    for (int r : trie.roots) {
        const auto& n = trie.nodes[r];
        if (!n.kids.empty() || n.leg.universal) multi = true;
        int steps = n.leg.range == 0 ? cap : std::min(n.leg.range, cap);
        for (int k = 1; k <= steps && !multi; ++k)
            if (!seen.insert({n.leg.dx * k, n.leg.dy * k}).second) multi = true;
    }
    pt.needs_dedupe = multi;
    for (int c = 0; c < 2; ++c) {
        pt.roots[c].clear();
        for (int r : trie.roots) pt.roots[c].push_back(flatten(rd, trie, r, c == 1, cap));
    }
    // Worst-case squares one generation visits from one origin: a leg walks up to `range`
    // squares and each may start the following legs, so relays along slides multiply. A
    // notation whose walk explodes is refused here instead of making every position slow.
    double cost = 0;
    for (std::uint32_t r : pt.roots[0]) cost += walk_cost(rd, r);
    if (cost > 200000)
        return CompileError{0, "these moves would visit up to " +
                                   // (a double beyond uint64 would be undefined when converted)
                                   (cost < 1e15 ? std::to_string(std::uint64_t(cost)) : std::string("more than 10^15")) +
                                   " squares per position (limit 200000): legs that slide and "
                                   "then continue multiply; simplify the notation"};
    // Captures the fast (ray) attack test cannot see.
    for (std::uint32_t r : pt.roots[0])
        if (root_attack(rd, r).complex) pt.complex_capture = true;
    return std::nullopt;
}

}  // namespace aviary::detail

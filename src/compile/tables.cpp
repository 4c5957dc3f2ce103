// Per-board tables built once all pieces are compiled: step tables, the attack test's rays,
// per-square target lists of plain legs, reach sets, e.p. rays.
#include <algorithm>
#include <cstdlib>

#include "compile/fast_forms.hpp"
#include "compile/notation_compiler.hpp"
#include "compile/regions.hpp"
#include "ir/board_hex.hpp"
#include "ir/board_levels.hpp"

namespace aviary::detail {
namespace {

// Can a path from this node on take an enemy piece (anywhere along it)?
bool subtree_captures(const RulesetData& rd, std::uint32_t ni) {
    const LegNode& n = rd.nodes[ni];
    if ((n.final_modes | n.relay) & ModeCapture) return true;
    for (std::uint32_t c = n.child_begin; c < n.child_end; ++c)
        if (subtree_captures(rd, rd.children[c])) return true;
    return false;
}

}  // namespace

// How a root's captures look to the attack test. `ray`: it takes along its own vector within
// its range, exactly as a one-leg capture would: a capture ending the move there, or a
// capture relay followed by a leg straight back to the origin (a rifle capture such as cabF:
// the squares back were just passed, so that leg always arrives). `complex`: some capture
// needs the full walk.
RootAttack root_attack(const RulesetData& rd, std::uint32_t r) {
    RootAttack a;
    const LegNode& n = rd.nodes[r];
    const bool simple = n.cond == 0 && n.vec >= 0 &&
                        !(n.flags & (LegLame | LegMustJump | LegSkipFirst | LegUniversal));
    bool returns = false;   // some child walks straight back to the origin
    bool kids_capture = false;
    for (std::uint32_t c = n.child_begin; c < n.child_end; ++c) {
        const std::uint32_t ci = rd.children[c];
        const LegNode& k = rd.nodes[ci];
        bool back = false;
        if (simple && k.vec >= 0 && k.cond == 0 && k.flags == 0 && (k.final_modes & ModeMove) &&
            k.range >= n.range && k.child_begin == k.child_end && !(k.relay & ModeCapture)) {
            auto [dx, dy] = rd.vectors[n.vec];
            auto [kx, ky] = rd.vectors[k.vec];
            back = kx == -dx && ky == -dy;
        }
        // One step back to the origin after one step out (cabF) can only capture there, and
        // the origin is empty; a longer leg back could pass it and capture beyond.
        const bool only_origin = back && n.range == 1 && k.range == 1;
        if (back) returns = true;
        if (!only_origin && subtree_captures(rd, ci)) kids_capture = true;
    }
    const bool final_cap = n.final_modes & ModeCapture;
    const bool relay_cap = (n.relay & ModeCapture) && n.child_begin != n.child_end;
    a.complex = kids_capture || (final_cap && !simple) || (relay_cap && !(simple && returns));
    a.ray = simple && (final_cap || (relay_cap && returns));
    return a;
}

namespace {

// Attack rays: by attacking colour, the reversed vectors along which one-leg captures come.
void attack_rays(RulesetData& rd) {
    for (int c = 0; c < 2; ++c) {
        rd.rays[c].clear();
        rd.complex_types[c].clear();
        for (std::size_t t = 0; t < rd.types.size(); ++t) {
            const PieceType& pt = rd.types[t];
            if (pt.complex_capture) {
                rd.complex_types[c].push_back(int(t));
                continue;
            }
            for (std::uint32_t r : pt.roots[c]) {
                const LegNode& nd = rd.nodes[r];
                if (!root_attack(rd, r).ray) continue;
                auto [dx, dy] = rd.vectors[nd.vec];
                int rv = intern_vector(rd, -dx, -dy);
                auto it = std::find_if(rd.rays[c].begin(), rd.rays[c].end(),
                                       [&](const AttackRay& a) { return a.rvec == rv; });
                if (it == rd.rays[c].end()) {
                    rd.rays[c].push_back(AttackRay{std::int16_t(rv), 0, {}});
                    it = rd.rays[c].end() - 1;
                }
                it->types.push_back({int(t), nd.range});
                it->max_range = std::max<std::uint8_t>(it->max_range, nd.range);
            }
        }
        // (the rays of one square last: ray_lines skips them together)
        std::stable_partition(rd.rays[c].begin(), rd.rays[c].end(),
                              [](const AttackRay& a) { return a.max_range > 1; });
    }
}

// The attack rays' ways along the square numbers, and on a board of one word their squares as
// bits (RulesetData::ray_lines).
void ray_lines(RulesetData& rd) {
    const std::size_t n = std::size_t(rd.size());
    for (int c = 0; c < 2; ++c) {
        std::vector<AttackRay>& rays = rd.rays[c];
        for (AttackRay& ray : rays) ray.dir = rd.ray_dirs[std::size_t(ray.rvec)];
        rd.ray_lines[c].clear();
        rd.ray_short[c].clear();
        auto short_ray = [](const AttackRay& a) { return a.max_range == 1; };
        rd.ray_short_from[c] =
            std::size_t(std::find_if(rays.begin(), rays.end(), short_ray) - rays.begin());
        if (rd.words != 1) continue;
        rd.ray_short[c].assign(n, 0);
        for (std::size_t s = 0; s < n; ++s)
            for (std::size_t i = 0; i < rays.size(); ++i) {
                const auto ray = rd.ray(rays[i].rvec, Square(s), rays[i].max_range);
                std::uint64_t line = 0;
                for (int k = 0; k < ray.len; ++k) line |= std::uint64_t(1) << ray.sq[k];
                rd.ray_lines[c].push_back(line);
                if (i >= rd.ray_short_from[c]) rd.ray_short[c][s] |= line;
            }
    }
}

void ep_rays(RulesetData& rd) {
    for (int c = 0; c < 2; ++c) {
        rd.ep_rays[c].clear();
        for (std::size_t t = 0; t < rd.types.size(); ++t)
            for (std::uint32_t r : rd.types[t].roots[c]) {
                const LegNode& nd = rd.nodes[r];
                if (!(nd.final_modes & ModeEnPassant) || nd.vec < 0) continue;
                auto [dx, dy] = rd.vectors[nd.vec];
                rd.ep_rays[c].push_back(
                    EpRay{std::int16_t(intern_vector(rd, -dx, -dy)), nd.range, int(t)});
            }
    }
}

// A hexagonal cell's rank as colour c counts it (its named rank, Black's on the cell it sees).
int hex_rank(const RulesetData& rd, int c, Square s) {
    const Square seen = c == 0 ? s : black_square(rd, s);
    return seen == NoSquare ? 0 : rd.shape.named_rank(seen);
}

// The royal types, whether some type has a power (poison, borrowing, auras), relative ranks.
void ranks_and_royals(RulesetData& rd) {
    rd.royal_types.clear();
    rd.anti_royal_types = TypeMask{};
    rd.promoters = TypeMask{};
    rd.powers = rd.paralysis.any();
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        const PieceType& pt = rd.types[t];
        if (pt.royal) rd.royal_types.push_back(int(t));
        if (pt.anti_royal) rd.anti_royal_types.set(t);
        if (pt.promo_zone) rd.promoters.set(int(t));
        if (pt.poison || pt.borrow || pt.borrow_from || !pt.freeze_zone.empty() ||
            !pt.brake_zone.empty())
            rd.powers = true;
    }
    for (int c = 0; c < 2; ++c) {
        rd.rel_ranks[c].resize(std::size_t(rd.size()));
        for (int s = 0; s < rd.size(); ++s) {
            const int r = rd.shape.rank_of(Square(s));
            rd.rel_ranks[c][std::size_t(s)] = std::uint8_t(
                rd.shape.hex ? hex_rank(rd, c, Square(s))
                : c == 0     ? r
                             : rd.shape.ranks - 1 - r);
        }
    }
}

// rd.step, rd.ray_at / ray_pool / ray_set for every vector.
void steps_and_rays(RulesetData& rd) {
    const std::size_t n = std::size_t(rd.size());
    rd.step.assign(rd.vectors.size() * n, -1);
    for (std::size_t v = 0; v < rd.vectors.size(); ++v) {
        auto [dx, dy] = rd.vectors[v];
        for (std::size_t s = 0; s < n; ++s) {
            const int f = rd.shape.file_of(Square(s)), r = rd.shape.rank_of(Square(s));
            const Square t = rd.shape.layered() ? level_step(rd.shape, Square(s), dx, dy)
                             : rd.shape.hex     ? hex_step(rd.shape, Square(s), dx, dy)
                                                : rd.wrap.step(rd.shape, f, r, dx, dy);
            if (t != NoSquare) rd.step[v * n + s] = std::int16_t(t);
        }
    }
    static_assert(MaxSquares <= 256, "ray_pool holds squares as bytes");
    // (a board wrapped both ways has lines of at most 16 squares: rule_keys.cpp, check_wrap)
    static_assert(MaxFiles <= 16 && MaxRanks <= 16, "a ray has at most 15 squares");
    rd.ray_at.assign(rd.vectors.size() * n, 0);
    rd.ray_set.assign(rd.vectors.size() * n, SquareSet{});
    rd.words = int(n + 63) / 64;
    rd.ray_pool.clear();
    rd.ray_dirs.assign(rd.vectors.size(), 0);
    for (std::size_t v = 0; v < rd.vectors.size(); ++v) {
        bool up = true, down = true;   // (every ray so far runs up, down the numbers)
        for (std::size_t s = 0; s < n; ++s) {
            const std::uint32_t at = std::uint32_t(rd.ray_pool.size());
            Square last = Square(s);
            for (Square t = rd.target(int(v), Square(s)); t != NoSquare && t != Square(s);
                 t = rd.target(int(v), t)) {
                rd.ray_pool.push_back(std::uint8_t(t));
                rd.ray_set[v * n + s].set(t);
                up = up && t > last;
                down = down && t < last;
                last = t;
            }
            rd.ray_at[v * n + s] = at << 4 | std::uint32_t(rd.ray_pool.size() - at);
        }
        if (rd.words <= 2) rd.ray_dirs[v] = std::int8_t(up ? 1 : down ? -1 : 0);
    }
}

constexpr std::size_t ReachWords = (ReachBits + 63) / 64;

// The displacements the paths under node `ni` pass or end at, leg by leg, from the
// displacements `from` where its leg starts; false when over budget or universal.
bool visit_reach(const RulesetData& rd, std::uint32_t ni, const std::vector<int>& from,
                 std::vector<std::uint64_t>& mine, long& budget) {
    const LegNode& nd = rd.nodes[ni];
    if (nd.vec < 0 || (budget -= long(from.size()) * nd.range) < 0) return false;
    auto [vx, vy] = rd.vectors[nd.vec];
    std::vector<int> ends;
    std::vector<std::uint8_t> seen(ReachBits, 0);
    for (int b : from) {
        int dx = b % ReachWidth - (MaxFiles - 1), dy = b / ReachWidth - (MaxRanks - 1);
        for (int k = 1; k <= nd.range; ++k) {
            dx += vx;
            dy += vy;
            if (std::abs(dx) >= rd.shape.files || std::abs(dy) >= rd.shape.ranks) break;
            int e = (dy + MaxRanks - 1) * ReachWidth + dx + MaxFiles - 1;
            if (seen[std::size_t(e)]) continue;
            seen[std::size_t(e)] = 1;
            ends.push_back(e);
            mine[std::size_t(e) >> 6] |= std::uint64_t(1) << (e & 63);
        }
    }
    for (std::uint32_t k = nd.child_begin; k < nd.child_end; ++k)
        if (!visit_reach(rd, rd.children[k], ends, mine, budget)) return false;
    return true;
}

// Reach sets: the displacements each path passes (a universal leg, or more work than a fixed
// budget: no set, so no pre-test).
void reach_sets(RulesetData& rd) {
    rd.root_reach.assign(rd.nodes.size(), -1);
    rd.reach_pool.clear();
    rd.reach_at.resize(std::size_t(rd.size()));
    for (int s = 0; s < rd.size(); ++s)
        rd.reach_at[std::size_t(s)] =
            rd.shape.rank_of(Square(s)) * ReachWidth + rd.shape.file_of(Square(s));
    // (displacements across a seam or between levels: no sets, so no pre-test)
    if (rd.wrap.any() || rd.shape.layered()) {
        for (PieceType& pt : rd.types) pt.reach = {};
        return;
    }
    const int origin = (MaxRanks - 1) * ReachWidth + MaxFiles - 1;
    for (PieceType& pt : rd.types)
        for (int c = 0; c < 2; ++c) {
            if (pt.takes_aside) {   // (it takes off its paths: no pre-test)
                pt.reach[c] = {};
                continue;
            }
            std::vector<std::uint64_t> all(ReachWords, 0), mine(ReachWords, 0);
            bool give_up = false;
            long budget = 4000000;
            for (std::uint32_t r : pt.roots[c]) {
                std::fill(mine.begin(), mine.end(), 0);
                if (!visit_reach(rd, r, std::vector<int>{origin}, mine, budget)) {
                    give_up = true;
                    break;
                }
                for (std::size_t w = 0; w < ReachWords; ++w) all[w] |= mine[w];
                rd.root_reach[r] = std::int32_t(rd.reach_pool.size());
                rd.reach_pool.insert(rd.reach_pool.end(), mine.begin(), mine.end());
            }
            pt.reach[c] = give_up ? std::vector<std::uint64_t>{} : all;
        }
}

// The compiler's fast forms on this board: leap target lists per square, the rays of the
// other fast forms per square, and the squares from which one may promote.
void fast_form_tables(const RulesetData& rd, PieceType& pt, int c) {
    const std::size_t n = std::size_t(rd.size());
    pt.leap_index[c].assign(n + 1, 0);
    pt.leap_to[c].clear();
    pt.leap_modes[c] = 0;
    for (std::size_t s = 0; s < n; ++s) {
        pt.leap_index[c][s] = std::uint32_t(pt.leap_to[c].size());
        for (const PlainLeg& l : pt.leaps[c])
            if (Square t = rd.target(l.vec, Square(s));
                t != NoSquare && (!l.to_ranks || (l.to_ranks >> rd.rel_rank(Color(c), t) & 1)) &&
                (pt.region < 0 || rd.square_sets[std::size_t(pt.region)][c].has(t))) {
                pt.leap_to[c].push_back({t, l.modes});
                pt.leap_modes[c] |= l.modes;
            }
    }
    pt.leap_index[c][n] = std::uint32_t(pt.leap_to[c].size());
    constexpr std::uint16_t own = ModeDestroy | ModeDestroyUnload;
    pt.fast_destroys[c] = pt.leap_modes[c] & own;
    for (const PlainLeg& l : pt.plain[c]) pt.fast_destroys[c] |= ((l.modes | l.hop_modes) & own) != 0;
    pt.plain_rays[c].clear();
    for (std::size_t s = 0; s < n; ++s)
        for (const PlainLeg& l : pt.plain[c])
            pt.plain_rays[c].push_back(rd.ray_at[std::size_t(l.vec) * n + s]);
    pt.promo_from[c] = SquareSet{};
    const auto promotes = [&](Square t) { return pt.promo_at[c].has(t); };
    for (std::size_t s = 0; s < n; ++s) {
        bool may = false;
        for (std::uint32_t i = pt.leap_index[c][s]; i < pt.leap_index[c][s + 1]; ++i)
            may = may || promotes(pt.leap_to[c][i].first);
        for (const PlainLeg& l : pt.plain[c]) {
            Square t = Square(s);
            for (int k = 1; k <= l.range && !may; ++k) {
                if ((t = rd.target(l.vec, t)) == NoSquare) break;
                may = promotes(t);
            }
        }
        if (may || ((pt.promote_leaving || pt.promote_entering) && pt.promo_at[c].has(Square(s))))
            pt.promo_from[c].set(Square(s));
    }
}

// Games with powers: PieceType::slide_lines.
void power_tables(const RulesetData& rd, PieceType& pt, int c) {
    const std::size_t n = std::size_t(rd.size());
    pt.slide_lines[c].assign(n, SquareSet{});
    for (std::size_t s = 0; s < n; ++s)
        for (const PlainLeg& l : pt.plain[c]) {
            if (l.range < 2) continue;
            SquareSet& lines = pt.slide_lines[c][s];
            lines.set(Square(s));
            const auto ray = rd.ray_of(rd.ray_at[std::size_t(l.vec) * n + s], l.range);
            for (int k = 0; k < ray.len; ++k) lines.set(ray.sq[k]);
        }
}

}  // namespace

// rd.around: the squares next to each square, the 8 ways on the flat board (a layered board as
// its one tall board; no wrap), the 6 cells sharing an edge on a hexagonal board.
void neighbours(RulesetData& rd) {
    const BoardShape& b = rd.shape;
    rd.around.assign(std::size_t(rd.size()), SquareSet{});
    for (int s = 0; s < rd.size() && b.hex; ++s)
        for (const auto& v : HexOrth) {
            const auto [dq, dr] = hex_axial(b, v[0], v[1]);
            if (const Square t = hex_step(b, Square(s), dq, dr); t != NoSquare)
                rd.around[std::size_t(s)].set(t);
        }
    if (b.hex) return;
    for (int s = 0; s < rd.size(); ++s)
        for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy) {
                const int f = b.file_of(Square(s)) + dx, r = b.rank_of(Square(s)) + dy;
                if ((dx || dy) && b.contains(f, r)) rd.around[std::size_t(s)].set(b.square(f, r));
            }
    rd.line_bits.clear();
    rd.line_into = {};
    if (rd.size() > 128) return;
    rd.line_bits.assign(std::size_t(rd.size()), {});
    for (std::size_t d = 0; d < 8; ++d) {
        rd.line_delta[d] = kLineDx[d] + kLineDy[d] * b.files;
        for (int s = 0; s < rd.size(); ++s)
            if (b.contains(b.file_of(Square(s)) - kLineDx[d], b.rank_of(Square(s)) - kLineDy[d]))
                rd.line_into[d][std::size_t(s) >> 6] |= std::uint64_t(1) << (s & 63);
    }
    for (int s = 0; s < rd.size(); ++s)
        for (std::size_t d = 0; d < 8; ++d)
            for (int f = b.file_of(Square(s)) + kLineDx[d], r = b.rank_of(Square(s)) + kLineDy[d];
                 b.contains(f, r); f += kLineDx[d], r += kLineDy[d]) {
                const Square t = b.square(f, r);
                rd.line_bits[std::size_t(s)][d][t >> 6] |= std::uint64_t(1) << (t & 63);
            }
}

void build_tables(RulesetData& rd) {
    neighbours(rd);
    attack_rays(rd);   // (interns the reversed vectors before the step tables are built)
    ep_rays(rd);
    ranks_and_royals(rd);
    steps_and_rays(rd);
    ray_lines(rd);
    reach_sets(rd);
    for (PieceType& pt : rd.types)
        for (int c = 0; c < 2; ++c) {
            fast_form_tables(rd, pt, c);
            if (rd.powers) power_tables(rd, pt, c);
        }
    bit_forms(rd);
}

}  // namespace aviary::detail

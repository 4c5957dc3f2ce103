// Counting by square sets: a piece's leaps are a set of targets per square, and a ride's
// squares up to its first piece are its ray's set cut at the lowest or highest bit where it
// meets one (the squares of a ray run one way along the numbers: PlainLeg::bit_dir). A move
// counted ends plainly: on an empty square, an enemy's or its own, as its modes allow, the
// same count as the fast walk's (paths.cpp, Walker::run_fast), in a few instructions a form.
#include "movegen/bit_count.hpp"

#include <bit>

#include "movegen/movegen.hpp"
#include "movegen/ray_bits.hpp"

namespace aviary::detail {
namespace {

// The squares of a ride's ray (bits) that it reaches: a fly every empty one, a ride those up to
// and with the first occupied one.
inline std::uint64_t reached(const PlainLeg& l, std::uint64_t ray, std::uint64_t occupied) {
    if (l.kind == FastKind::Fly) return ray & ~occupied;
    return RayBits{ray, l.bit_dir}.reach(occupied);
}

}  // namespace

std::uint64_t bit_count(const RulesetData& rd, const PositionState& st, std::uint64_t from,
                        std::uint64_t& n) {
    const Color us = st.side;
    const int c = int(us) & 1;
    const std::uint64_t mine = st.pieces[std::size_t(c)][0];
    const std::uint64_t theirs = st.pieces[std::size_t(c ^ 1)][0];
    const std::uint64_t occupied = mine | theirs | st.pieces[2][0];
    // [modes & 7]: where a move of those modes ends plainly (ModeMove, ModeCapture and
    // ModeDestroy are bits 0, 1 and 2: empty squares, the enemy's, ours)
    static_assert(ModeMove == 1 && ModeCapture == 2 && ModeDestroy == 4);
    std::uint64_t ends[8];
    for (int m = 0; m < 8; ++m)
        ends[m] = (m & 1 ? ~occupied : 0) | (m & 2 ? theirs : 0) | (m & 4 ? mine : 0);
    const bool ep = st.ep_victim != NoSquare;
    std::uint64_t done = 0, counted = 0;   // (counted apart from n, which may alias the tables)
    for (std::uint64_t left = from; left; left &= left - 1) {
        const Square s = Square(std::countr_zero(left));
        const PieceType& pt = rd.types[std::size_t(cell_type(st.board[s]))];
        if (!pt.bit_counted[std::size_t(c)] || (pt.promo_zone && pt.promo_from[std::size_t(c)].has(s)) ||
            (ep && (pt.leap_modes[std::size_t(c)] & ModeEnPassant)))
            continue;
        const auto& to = pt.leap_bits[std::size_t(c)][s];
        counted += std::uint64_t(std::popcount(to[0] & ends[1]) + std::popcount(to[1] & ends[2]) +
                           std::popcount(to[2] & ends[4]));
        const PlainLeg* legs = pt.plain[std::size_t(c)].data();
        const std::size_t nlegs = pt.plain[std::size_t(c)].size();
        const std::uint64_t* rays = pt.ray_bits[std::size_t(c)].data() + std::size_t(s) * nlegs;
        for (std::size_t j = 0; j < nlegs; ++j) {
            const PlainLeg& l = legs[j];
            if (l.guarded && !leg_may_start(rd, st, pt, us, s, l)) continue;
            counted += std::uint64_t(std::popcount(reached(l, rays[j], occupied) & ends[l.modes & 7]));
        }
        done |= std::uint64_t(1) << s;
    }
    n += counted;
    return done;
}

}  // namespace aviary::detail

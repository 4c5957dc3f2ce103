// Enclosure on the board's eight lines (flip = enclosed, drop-to = enclosing: Othello): from a
// square, a line of one or more enemy pieces that ends on a piece of the side's own. Also the
// eight squares next to a square (flip = adjacent, drop-to = next-to-own: Ataxx).
#pragma once
#include "ir/rules_data.hpp"
#include "movegen/ray_bits.hpp"

namespace aviary::detail {

// The enemy pieces (of `us`'s enemy) a piece of `us` on `at` would enclose along line d: the
// run of them from `at` when a piece of `us` ends it, else 0 (the run reaches an empty square,
// a neutral piece or the edge first).
inline int enclosed_run(const RulesetData& rd, const PositionState& st, Square at, Color us, int d) {
    const BoardShape& b = rd.shape;
    const Color them = opposite(us);
    int f = b.file_of(at) + kLineDx[d], r = b.rank_of(at) + kLineDy[d], run = 0;
    for (; b.contains(f, r); f += kLineDx[d], r += kLineDy[d], ++run) {
        const Cell c = st.board[b.square(f, r)];
        if (!c || cell_color(c) != them) break;
    }
    const bool closed = run && b.contains(f, r) && st.board[b.square(f, r)] &&
                        cell_color(st.board[b.square(f, r)]) == us;
    return closed ? run : 0;
}

// Calls each(square) for every enemy piece that a piece of `us` on `at` would enclose, line
// by line; returns how many there are.
template <class Each>
int for_each_enclosed(const RulesetData& rd, const PositionState& st, Square at, Color us, Each&& each) {
    const BoardShape& b = rd.shape;
    int total = 0;
    for (int d = 0; d < 8; ++d) {
        const int run = enclosed_run(rd, st, at, us, d);
        total += run;
        for (int k = 1; k <= run; ++k)
            each(b.square(b.file_of(at) + k * kLineDx[d], b.rank_of(at) + k * kLineDy[d]));
    }
    return total;
}

// Would a piece of `us` on `at` enclose any enemy piece? (A line to enclose starts next to
// `at`: with no enemy piece there, none.)
inline bool encloses(const RulesetData& rd, const PositionState& st, Square at, Color us) {
    if (!rd.around[std::size_t(at)].meets(st.pieces[int(opposite(us))], rd.words)) return false;
    if (rd.line_bits.empty()) {
        for (int d = 0; d < 8; ++d)
            if (enclosed_run(rd, st, at, us, d)) return true;
        return false;
    }
    // (a board of one word: each line's first square that holds no enemy piece, by bits; the
    // line encloses when it is ours and not the first square)
    const std::uint64_t mine = st.pieces[int(us)][0], theirs = st.pieces[int(opposite(us))][0];
    for (const std::uint64_t line : rd.line_bits[std::size_t(at)]) {
        const std::uint64_t stop = line & ~theirs;
        if (!stop) continue;
        const RayBits r{line, (line >> at) ? 1 : -1};
        const int t = r.nearest(stop);
        if ((mine >> t & 1) && r.steps(t) > 1) return true;
    }
    return false;
}

// Is a piece of `us` on one of the squares next to `at`? (asked of every drop: a test of the
// compiled neighbour set, rd.around, against the side's pieces)
inline bool next_to(const RulesetData& rd, const PositionState& st, Square at, Color us) {
    return rd.around[std::size_t(at)].meets(st.pieces[int(us)], rd.words);
}

}  // namespace aviary::detail

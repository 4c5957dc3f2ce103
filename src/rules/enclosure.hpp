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

// The same run as bits, on a board of one or two words (rd.line_bits): the squares of line d
// before its first square that holds no piece of `theirs`, when that square is one of `mine`.
// (Lines 0 to 3 run up the square numbers, 4 to 7 down: kLineDx, kLineDy.)
template <class W>
W enclosed_bits(const RulesetData& rd, W mine, W theirs, Square at, int d) {
    const RayBitsOf<W> r{first_words<W>(rd.line_bits[std::size_t(at)][std::size_t(d)].data()),
                         d < 4 ? 1 : -1};
    const W stop = r.line & ~theirs;
    if (!stop) return 0;
    const int t = r.nearest(stop);
    return (mine >> t & 1) ? r.upto(t) & ~(W(1) << t) : W(0);
}

// Calls each(square) for every enemy piece of a board of W's words that a piece of `us` on
// `at` would enclose, in square order; returns how many there are.
template <class W, class Each>
int each_enclosed_by_bits(const RulesetData& rd, const PositionState& st, Square at, Color us,
                          Each&& each) {
    const W mine = first_words<W>(st.pieces[int(us)].data());
    const W theirs = first_words<W>(st.pieces[int(opposite(us))].data());
    W all = 0;
    for (int d = 0; d < 8; ++d) all |= enclosed_bits<W>(rd, mine, theirs, at, d);
    for (W left = all; left; left &= left - 1) each(Square(lowest_bit(left)));
    return bit_count_of(all);
}

// Calls each(square) for every enemy piece that a piece of `us` on `at` would enclose; returns
// how many there are. (The eight lines share no square: flipping one as it is found leaves the
// others as they were.)
template <class Each>
int for_each_enclosed(const RulesetData& rd, const PositionState& st, Square at, Color us, Each&& each) {
    if (!rd.line_bits.empty())
        return rd.words == 1 ? each_enclosed_by_bits<std::uint64_t>(rd, st, at, us, each)
                             : each_enclosed_by_bits<Wide>(rd, st, at, us, each);
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

// Would a piece of `us` on `at` enclose any enemy piece, on a board of W's words?
template <class W>
bool encloses_by_bits(const RulesetData& rd, const PositionState& st, Square at, Color us) {
    const W mine = first_words<W>(st.pieces[int(us)].data());
    const W theirs = first_words<W>(st.pieces[int(opposite(us))].data());
    for (int d = 0; d < 8; ++d)
        if (enclosed_bits<W>(rd, mine, theirs, at, d)) return true;
    return false;
}

// Would a piece of `us` on `at` enclose any enemy piece? (A line to enclose starts next to
// `at`: with no enemy piece there, none.)
inline bool encloses(const RulesetData& rd, const PositionState& st, Square at, Color us) {
    if (!rd.around[std::size_t(at)].meets(st.pieces[int(opposite(us))], rd.words)) return false;
    if (!rd.line_bits.empty())
        return rd.words == 1 ? encloses_by_bits<std::uint64_t>(rd, st, at, us)
                             : encloses_by_bits<Wide>(rd, st, at, us);
    for (int d = 0; d < 8; ++d)
        if (enclosed_run(rd, st, at, us, d)) return true;
    return false;
}

// Every square of `set` one step along line d, those that stay on the board (a board with
// line_bits).
template <class W>
W line_step(const RulesetData& rd, W set, int d) {
    const int delta = rd.line_delta[std::size_t(d)];
    const W moved = delta > 0 ? set << delta : set >> -delta;
    return moved & first_words<W>(rd.line_into[std::size_t(d)].data());
}

// The squares from which a piece of the side whose pieces are `mine` would enclose some of
// `theirs`, empty or not, all at once (a board with line_bits): along each line, the square
// past a run of `theirs` that starts next to one of `mine`.
template <class W>
W enclosing_squares(const RulesetData& rd, W mine, W theirs) {
    W out = 0;
    for (int d = 0; d < 8; ++d) {
        W run = line_step(rd, mine, d) & theirs;
        for (W grown = run; grown; run |= grown) grown = line_step(rd, grown, d) & theirs;
        out |= line_step(rd, run, d);
    }
    return out;
}

// The squares next to some of `set` (a board with line_bits).
template <class W>
W squares_next_to(const RulesetData& rd, W set) {
    W out = 0;
    for (int d = 0; d < 8; ++d) out |= line_step(rd, set, d);
    return out;
}

// Is a piece of `us` on one of the squares next to `at`? (asked of every drop: a test of the
// compiled neighbour set, rd.around, against the side's pieces)
inline bool next_to(const RulesetData& rd, const PositionState& st, Square at, Color us) {
    return rd.around[std::size_t(at)].meets(st.pieces[int(us)], rd.words);
}

}  // namespace aviary::detail

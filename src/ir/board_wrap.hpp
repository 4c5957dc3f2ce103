// The board's topology (`wrap = files | ranks | both`): which edges join the opposite edge.
// Applied once, at load, to the step tables (src/compile/tables.cpp), from which every walk,
// fast form and attack ray reads its squares; the compiler bounds each leg by it.
#pragma once
#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <utility>

#include "aviary/geometry.hpp"

namespace aviary::detail {

struct BoardWrap {
    bool files = false;   // the first and last files are adjacent (a cylinder)
    bool ranks = false;   // the first and last ranks are adjacent

    bool any() const { return files || ranks; }

    // The square one step of (dx, dy) from (f, r) lands on, NoSquare off the board; a step
    // that comes back to its own square goes nowhere.
    Square step(const BoardShape& b, int f, int r, int dx, int dy) const {
        int tf = f + dx, tr = r + dy;
        if (files) tf = wrapped(tf, b.files);
        if (ranks) tr = wrapped(tr, b.ranks);
        if (!b.contains(tf, tr) || (tf == f && tr == r)) return NoSquare;
        return b.square(tf, tr);
    }

    // A displacement as this board sees it: along a wrapped dimension taken modulo its size,
    // so two displacements are equal exactly when they lead from a square to the same square.
    std::pair<int, int> canonical(const BoardShape& b, int dx, int dy) const {
        return {files ? wrapped(dx, b.files) : dx, ranks ? wrapped(dy, b.ranks) : dy};
    }

    // The same displacement the shorter way round along each wrapped dimension (the squares
    // a move passes, for en passant, are those of the shorter way).
    std::pair<int, int> shortest(const BoardShape& b, int dx, int dy) const {
        return {files ? nearest(dx, b.files) : dx, ranks ? nearest(dy, b.ranks) : dy};
    }

    // The longest straight line of the board: the range of an unlimited rider. (At most 16,
    // the rays' limit: a board wrapped both ways with longer lines is refused at load.)
    int longest_line(const BoardShape& b) const {
        if (files && ranks) return std::lcm(b.files, b.ranks);
        return std::max(b.files, b.ranks);
    }

    // The most steps of (dx, dy) a leg may take on this board, at most `cap`: on a wrapped
    // board, as far as it goes before leaving the board or coming back to its start.
    int line_steps(const BoardShape& b, int dx, int dy, int cap) const {
        if (!any() || (dx == 0 && dy == 0)) return cap;
        int limit = cap;
        if (!files && dx) limit = std::min(limit, (b.files - 1) / std::abs(dx));
        if (!ranks && dy) limit = std::min(limit, (b.ranks - 1) / std::abs(dy));
        if ((!files && dx) || (!ranks && dy)) return limit;   // never comes back
        const int period = std::lcm(files ? b.files / std::gcd(std::abs(dx), b.files) : 1,
                                    ranks ? b.ranks / std::gcd(std::abs(dy), b.ranks) : 1);
        return std::min(limit, period - 1);
    }

private:
    static int wrapped(int v, int n) { return ((v % n) + n) % n; }
    static int nearest(int v, int n) {
        const int w = wrapped(v, n);
        return 2 * w > n ? w - n : w;
    }
};

}  // namespace aviary::detail

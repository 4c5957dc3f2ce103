// The geometry of a hexagonal board (`geometry = hexagonal`): its directions and how a move
// steps, in one place. Cells are stored in axial coordinates (aviary/geometry.hpp: file q,
// axial row r); the notation is read in the doubled frame, where a vector (dx, dy) counts
// files across and half cells up, so that forward is +dy for every file and Black's moves are
// White's mirrored (dy turned over) or rotated, as on a square board:
//
//   orthogonal (W, six cells sharing an edge):   (0,+-2) (+-1,+-1)
//   diagonal   (F, six cells sharing a corner's line): (+-2,0) (+-1,+-3)
//   knight     (N, twelve: a W step and an F step on, not beside it): (+-1,+-5) (+-2,+-4) (+-3,+-1)
//
// A doubled vector becomes the axial displacement (dx, (dy + dx) / 2) once its directions are
// chosen (hex_axial), and the compiled tables hold axial displacements: the lattice is linear,
// so a rider's squares are multiples of its step and a leap's passed squares its fractions, as
// on a square board. A cell outside the hexagon is a hole: no step lands there.
#pragma once
#include <algorithm>
#include <cstdlib>
#include <utility>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary::detail {

inline constexpr int HexOrth[6][2] = {{0, 2}, {1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}};
inline constexpr int HexDiag[6][2] = {{2, 0}, {1, 3}, {-1, 3}, {-2, 0}, {-1, -3}, {1, -3}};
inline constexpr int HexKnight[12][2] = {{1, 5}, {-1, 5}, {2, 4}, {-2, 4}, {3, 1}, {-3, 1},
                                         {1, -5}, {-1, -5}, {2, -4}, {-2, -4}, {3, -1}, {-3, -1}};

// The twelve unit directions (six W, six F) in the doubled frame, clockwise from forward, 30
// degrees apart: a later leg of a move turns by steps of this compass (relative to the leg
// before). On Glinski's frame forward is a W step, on a board turned a quarter an F step.
inline constexpr int HexCompass[2][12][2] = {
    {{0, 2}, {1, 3}, {1, 1}, {2, 0}, {1, -1}, {1, -3},             // files up (Glinski)
     {0, -2}, {-1, -3}, {-1, -1}, {-2, 0}, {-1, 1}, {-1, 3}},
    {{0, 2}, {1, 1}, {3, 1}, {2, 0}, {3, -1}, {1, -1},             // ranks across (Brusky)
     {0, -2}, {-1, -1}, {-3, -1}, {-2, 0}, {-3, 1}, {-1, 1}}};

// The compass index of the unit doubled vector (ux, uy) (HexCompass), -1 when it is none.
inline int hex_compass_of(const BoardShape& b, int ux, int uy) {
    for (int c = 0; c < 12; ++c)
        if (HexCompass[b.hex_ranks][c][0] == ux && HexCompass[b.hex_ranks][c][1] == uy) return c;
    return -1;
}

// The doubled vector (dx, dy) as an axial displacement. On a board turned a quarter
// (`hexagonal-ranks`) the frame is turned with it: dx counts half cells across a rank and dy
// ranks up, so the vectors above are read with x and y swapped (hex_vectors), and the axial
// file is (dx + dy) / 2.
inline std::pair<int, int> hex_axial(const BoardShape& b, int dx, int dy) {
    return b.hex_ranks ? std::make_pair((dx + dy) / 2, dy) : std::make_pair(dx, (dy + dx) / 2);
}

// The atom's vectors on a hexagonal board, in the doubled frame: `steps` times W (an
// orthogonal leap (0, steps)), times F (a diagonal one), or the knight; `king`: W and F.
enum class HexAtom { Orth, Diag, Knight, King };
inline std::vector<std::pair<int, int>> hex_vectors(const BoardShape& b, HexAtom a, int steps) {
    std::vector<std::pair<int, int>> out;
    auto add = [&](const int* v, int k) {
        if (b.hex_ranks) out.push_back({v[1] * k, v[0] * k});
        else out.push_back({v[0] * k, v[1] * k});
    };
    if (a == HexAtom::Orth || a == HexAtom::King)
        for (const auto& v : HexOrth) add(v, steps);
    if (a == HexAtom::Diag || a == HexAtom::King)
        for (const auto& v : HexDiag) add(v, steps);
    if (a == HexAtom::Knight)
        for (const auto& v : HexKnight) add(v, 1);
    return out;
}

// Black's axial displacement for White's (dq, dr): the doubled vector mirrored (dy turned
// over) or rotated (both turned over).
inline std::pair<int, int> hex_black(const BoardShape& b, bool rotate, int dq, int dr) {
    if (rotate) return {-dq, -dr};
    return b.hex_ranks ? std::make_pair(dq - dr, -dr) : std::make_pair(dq, dq - dr);
}

// The square Black sees where White sees s: the cell rotated about the grid's centre, or
// mirrored across the board's middle (each file turned end for end; on a board turned a
// quarter, the ranks turned over: only with an odd number of ranks, else NoSquare). NoSquare
// where the board has no such cell.
inline Square hex_black_square(const BoardShape& b, bool rotate, Square s) {
    const int q = b.file_of(s), r = b.rank_of(s), top = b.ranks - 1;
    int bq = q, br = r;
    if (rotate) {
        bq = b.files - 1 - q;
        br = top - r;
    } else if (b.hex_ranks) {
        if (top % 2) return NoSquare;
        bq = q + (top - 2 * r) / 2;
        br = top - r;
    } else {
        int lo = top, hi = 0;   // (the a-file's ends: the mirror's line)
        for (int k = 0; k <= top; ++k)
            if (b.contains(0, k)) lo = std::min(lo, k), hi = std::max(hi, k);
        br = lo + hi + q - r;
    }
    return b.contains(bq, br) ? b.square(bq, br) : NoSquare;
}

// The cell one axial step of (dq, dr) from s, NoSquare off the board or in a hole.
inline Square hex_step(const BoardShape& b, Square s, int dq, int dr) {
    const int q = b.file_of(s) + dq, r = b.rank_of(s) + dr;
    if ((dq == 0 && dr == 0) || !b.contains(q, r)) return NoSquare;
    return b.square(q, r);
}

}  // namespace aviary::detail

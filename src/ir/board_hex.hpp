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
#include <cstdlib>
#include <utility>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary::detail {

inline constexpr int HexOrth[6][2] = {{0, 2}, {1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}};
inline constexpr int HexDiag[6][2] = {{2, 0}, {1, 3}, {-1, 3}, {-2, 0}, {-1, -3}, {1, -3}};
inline constexpr int HexKnight[12][2] = {{1, 5}, {-1, 5}, {2, 4}, {-2, 4}, {3, 1}, {-3, 1},
                                         {1, -5}, {-1, -5}, {2, -4}, {-2, -4}, {3, -1}, {-3, -1}};

// The doubled vector (dx, dy) as an axial displacement.
inline std::pair<int, int> hex_axial(int dx, int dy) { return {dx, (dy + dx) / 2}; }

// The atom's vectors on a hexagonal board, in the doubled frame: `steps` times W (an
// orthogonal leap (0, steps)), times F (a diagonal one), or the knight; `king`: W and F.
enum class HexAtom { Orth, Diag, Knight, King };
inline std::vector<std::pair<int, int>> hex_vectors(HexAtom a, int steps) {
    std::vector<std::pair<int, int>> out;
    if (a == HexAtom::Orth || a == HexAtom::King)
        for (const auto& v : HexOrth) out.push_back({v[0] * steps, v[1] * steps});
    if (a == HexAtom::Diag || a == HexAtom::King)
        for (const auto& v : HexDiag) out.push_back({v[0] * steps, v[1] * steps});
    if (a == HexAtom::Knight)
        for (const auto& v : HexKnight) out.push_back({v[0], v[1]});
    return out;
}

// Black's axial displacement for White's (dq, dr): the doubled vector mirrored (dy turned
// over) or rotated (both turned over).
inline std::pair<int, int> hex_black(bool rotate, int dq, int dr) {
    if (rotate) return {-dq, -dr};
    return {dq, dq - dr};
}

// The square Black sees where White sees s: the cell mirrored across the board's middle
// (each file turned end for end), or rotated about its centre.
inline Square hex_black_square(const BoardShape& b, bool rotate, Square s) {
    const int c = b.files / 2, q = b.file_of(s), r = b.rank_of(s);
    return rotate ? b.square(2 * c - q, 2 * c - r) : b.square(q, c + q - r);
}

// The cell one axial step of (dq, dr) from s, NoSquare off the board or in a hole.
inline Square hex_step(const BoardShape& b, Square s, int dq, int dr) {
    const int q = b.file_of(s) + dq, r = b.rank_of(s) + dr;
    if ((dq == 0 && dr == 0) || !b.contains(q, r)) return NoSquare;
    return b.square(q, r);
}

}  // namespace aviary::detail

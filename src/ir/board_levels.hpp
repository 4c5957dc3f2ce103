// The levels of a layered board (`board = 5x5x5`): a displacement with a level component is
// kept in the compiled tables as a plane displacement whose rank part carries the level step
// times LevelStride (no plane displacement of a level reaches that far), so the compiler's
// vectors, the colour symmetry (mirror: rank and level change sign) and the attack rays'
// reversed vectors stay pairs. Only the step tables (src/compile/tables.cpp) unpack it.
#pragma once
#include <utility>

#include "aviary/geometry.hpp"

namespace aviary::detail {

inline constexpr int LevelStride = 32;

inline int pack_level(int dy, int dz) { return dy + LevelStride * dz; }

// (dy, dz) of a packed rank part.
inline std::pair<int, int> unpack_level(int packed) {
    const int dz = (packed + (packed >= 0 ? LevelStride / 2 : -LevelStride / 2)) / LevelStride;
    return {packed - LevelStride * dz, dz};
}

// The square one step of (dx, packed dy) from s on a layered board, NoSquare off the board.
inline Square level_step(const BoardShape& b, Square s, int dx, int packed_dy) {
    const auto [dy, dz] = unpack_level(packed_dy);
    const int f = b.file_of(s) + dx, r = b.rank_in_level(s) + dy, l = b.level_of(s) + dz;
    const int lr = b.level_ranks();
    if (f < 0 || f >= b.files || r < 0 || r >= lr || l < 0 || l >= b.levels) return NoSquare;
    if (dx == 0 && dy == 0 && dz == 0) return NoSquare;
    return b.square(f, l * lr + r);
}

}  // namespace aviary::detail

// XBetza geometry shared by the notation compiler (notation.md sections 2 and 3).
#pragma once
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "dsl/notation.hpp"

namespace aviary::detail {

enum class AtomClass { Orth, Diag, Oblique, King, Universal };

struct AtomShape {
    AtomClass cls = AtomClass::Orth;
    int a = 0, b = 1;        // normalised leap a <= b ((0,1) W, (1,1) F, (1,2) N, ...)
    int range = 1;           // steps; 0 = unlimited
    bool solid = false;      // (x,y,z): a 3-D leap, a <= b <= c its components' sizes
    int c = 0;
    bool exact = false;      // =(x,y) / =(x,y,z): only the vector (ex, ey, ez) as written
    int ex = 0, ey = 0, ez = 0;
};

// Compass index 0..7 clockwise from forward: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW.
inline constexpr int kDX[8] = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr int kDY[8] = {1, 1, 0, -1, -1, -1, 0, 1};

inline int compass_of(int dx, int dy) {
    for (int c = 0; c < 8; ++c)
        if ((dx > 0) - (dx < 0) == kDX[c] && (dy > 0) - (dy < 0) == kDY[c]) return c;
    return -1;
}

// One direction spec: a single letter, or a pair (perpendicular, doubled or with h).
struct DirSpec {
    std::vector<dsl::Dir> dirs;   // 1 or 2
};

// The atom of a move: its class, normalised leap and range (errors in `err`).
std::optional<AtomShape> atom_shape(const dsl::NotationMove& m, std::string& err);
// All vectors of an atom in White's frame.
std::vector<std::pair<int, int>> atom_vectors(const AtomShape& s);
// All vectors of a 3-D atom (every order and sign of its components) in White's frame, as
// (dx, packed dy) (board_levels.hpp).
std::vector<std::pair<int, int>> solid_vectors(const AtomShape& s);
// Does the direction letter select the 3-D vector (dx, dy, dz)? f: forward or up or both (never
// back or down), b: the reverse, l / r: towards the a-file / away from it.
bool solid_selects(dsl::Dir d, int dx, int dy, int dz);
// Splits direction modifiers into specs (pairs, doubled letters, h-combinations, singles).
std::vector<DirSpec> direction_specs(const std::vector<dsl::Dir>& d);
// Does the absolute direction spec select the vector (dx, dy) of this atom?
bool spec_selects(const DirSpec& spec, const AtomShape& s, int dx, int dy);
// Relative turns (45-degree units) of a continuation leg's direction modifiers.
std::optional<std::set<int>> relative_turns(const std::vector<dsl::Dir>& d, bool four_fold,
                                            std::string& err);

}  // namespace aviary::detail

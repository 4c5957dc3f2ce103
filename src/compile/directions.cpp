// XBetza geometry: atoms and their vectors, absolute direction modifiers (with the oblique
// order rule and K's one-letter reading) and relative turns of continuation legs.
#include "compile/directions.hpp"

#include <algorithm>
#include <cstdlib>

#include "ir/board_levels.hpp"

namespace aviary::detail {

using dsl::Dir;

namespace {

void set_leap(AtomShape& s, int a, int b) {
    if (a > b) std::swap(a, b);
    s.a = a;
    s.b = b;
    s.cls = a == 0 ? AtomClass::Orth : a == b ? AtomClass::Diag : AtomClass::Oblique;
}

// (x,y,z): its components' sizes in order.
std::optional<AtomShape> solid_shape(const dsl::NotationMove& m, std::string& err) {
    int v[3] = {std::abs(m.vx), std::abs(m.vy), std::abs(m.vz)};
    std::sort(v, v + 3);
    if (v[2] == 0) { err = "the vector (0,0,0) is not a move"; return {}; }
    if (v[2] > 15) { err = "a vector component is larger than the biggest board (16x16)"; return {}; }
    AtomShape s;
    s.solid = true;
    s.a = v[0];
    s.b = v[1];
    s.c = v[2];
    return s;
}

// The atom's class, leap and default range, before any extension and written range.
std::optional<AtomShape> base_shape(const dsl::NotationMove& m, std::string& err) {
    const dsl::AtomInfo& info = dsl::atom_info(m.atom);
    AtomShape s;
    s.range = info.range;
    switch (info.kind) {
        case dsl::AtomKind::Leap: set_leap(s, info.a, info.b); return s;
        case dsl::AtomKind::King: s.cls = AtomClass::King; s.a = info.a; s.b = info.b; return s;
        case dsl::AtomKind::Universal: s.cls = AtomClass::Universal; return s;
        case dsl::AtomKind::Vector:
            if (m.solid) return solid_shape(m, err);
            if (m.vx == 0 && m.vy == 0) { err = "the vector (0,0) is not a move"; return {}; }
            if (std::abs(m.vx) > 15 || std::abs(m.vy) > 15) {
                err = "a vector component is larger than the biggest board (16x16)";
                return {};
            }
            set_leap(s, std::abs(m.vx), std::abs(m.vy));
            return s;
        case dsl::AtomKind::Castling: break;
    }
    err = "atom '" + m.atom_text + "' is not supported";
    return {};
}

}  // namespace

std::optional<AtomShape> atom_shape(const dsl::NotationMove& m, std::string& err) {
    auto s = base_shape(m, err);
    if (!s) return s;
    if (m.exact) {
        s->exact = true;
        s->ex = m.vx;
        s->ey = m.vy;
        s->ez = m.vz;
    }
    const dsl::AtomInfo& info = dsl::atom_info(m.atom);
    if (m.extension != dsl::Extension::None) {
        if (info.kind != dsl::AtomKind::Leap || info.range != 1) {
            err = "the suffix " + m.atom_text.substr(m.atom_text.size() - 1) +
                  " applies to leaper letters only";
            return {};
        }
        if (m.extension == dsl::Extension::X) set_leap(*s, s->a, s->b + 3);
        else set_leap(*s, s->a + 2, s->b + 2);
    }
    if (m.range >= 0) {
        if (s->cls == AtomClass::Universal) { err = "U takes no range"; return {}; }
        s->range = m.range;
    }
    return s;
}

// All vectors of an atom in White's frame.
std::vector<std::pair<int, int>> atom_vectors(const AtomShape& s) {
    std::set<std::pair<int, int>> out;
    if (s.cls == AtomClass::King) {
        for (int c = 0; c < 8; ++c) out.insert({kDX[c], kDY[c]});
    } else {
        for (int sx : {-1, 1})
            for (int sy : {-1, 1}) {
                out.insert({sx * s.a, sy * s.b});
                out.insert({sx * s.b, sy * s.a});
            }
    }
    return {out.begin(), out.end()};
}

std::vector<std::pair<int, int>> solid_vectors(const AtomShape& s) {
    std::set<std::pair<int, int>> out;
    int v[3] = {s.a, s.b, s.c};
    do {
        for (int sx : {-1, 1})
            for (int sy : {-1, 1})
                for (int sz : {-1, 1})
                    out.insert({sx * v[0], pack_level(sy * v[1], sz * v[2])});
    } while (std::next_permutation(v, v + 3));
    return {out.begin(), out.end()};
}

bool solid_selects(Dir d, int dx, int dy, int dz) {
    switch (d) {
        case Dir::Forward: return dy >= 0 && dz >= 0 && (dy || dz);
        case Dir::Backward: return dy <= 0 && dz <= 0 && (dy || dz);
        case Dir::Right: return dx > 0;
        case Dir::Left: return dx < 0;
        case Dir::Vertical: case Dir::Sideways: case Dir::Half: case Dir::Zig: case Dir::Zag:
            return false;
    }
    return false;
}

namespace {

bool half(Dir l, int dx, int dy) {
    switch (l) {
        case Dir::Forward: return dy > 0;
        case Dir::Backward: return dy < 0;
        case Dir::Right: return dx > 0;
        case Dir::Left: return dx < 0;
        case Dir::Vertical: return dy != 0;
        case Dir::Sideways: return dx != 0;
        case Dir::Half: case Dir::Zig: case Dir::Zag: return false;
    }
    return false;
}
// The pair an oblique leap's single letter names: f = the two narrow forward moves.
bool pair_of(Dir l, int dx, int dy) {
    int ax = std::abs(dx), ay = std::abs(dy);
    switch (l) {
        case Dir::Forward: return dy > 0 && ay > ax;
        case Dir::Backward: return dy < 0 && ay > ax;
        case Dir::Right: return dx > 0 && ax > ay;
        case Dir::Left: return dx < 0 && ax > ay;
        case Dir::Vertical: return ay > ax;
        case Dir::Sideways: return ax > ay;
        case Dir::Half: case Dir::Zig: case Dir::Zag: return false;
    }
    return false;
}
bool vertical(Dir c) { return c == Dir::Forward || c == Dir::Backward || c == Dir::Vertical; }
bool sideways(Dir c) { return c == Dir::Left || c == Dir::Right || c == Dir::Sideways; }

bool single_selects(Dir l, const AtomShape& s, int dx, int dy) {
    if (l == Dir::Half) return true;
    switch (s.cls) {
        case AtomClass::Oblique: return pair_of(l, dx, dy);
        case AtomClass::King:
            // XBoard/ID: one letter picks the orthogonal direction only.
            if (dx != 0 && dy != 0) return false;
            return half(l, dx, dy);
        case AtomClass::Orth: case AtomClass::Diag: case AtomClass::Universal:
            return half(l, dx, dy);
    }
    return false;
}

// A pair with h: hr / hl on oblique atoms are the chiral sets, otherwise the half-plane.
bool half_pair_selects(Dir x, Dir y, const AtomShape& s, int dx, int dy) {
    Dir o = x == Dir::Half ? y : x;
    if (s.cls != AtomClass::Oblique) return half(o, dx, dy);
    if ((o == Dir::Right || o == Dir::Left) && x == Dir::Half) {
        bool right = (dx * dy > 0) == (std::abs(dy) > std::abs(dx));
        return o == Dir::Right ? right : !right;
    }
    return half(o, dx, dy);
}

}  // namespace

// Splits direction modifiers into specs: pairs of perpendicular letters, doubled letters,
// h-combinations, or single letters.
std::vector<DirSpec> direction_specs(const std::vector<Dir>& d) {
    std::vector<DirSpec> out;
    for (std::size_t i = 0; i < d.size();) {
        if (i + 1 < d.size()) {
            Dir x = d[i], y = d[i + 1];
            bool perp = (vertical(x) && sideways(y)) || (sideways(x) && vertical(y));
            bool dbl = x == y && x != Dir::Half;
            bool hh = (x == Dir::Half) != (y == Dir::Half);
            if (perp || dbl || hh) {
                out.push_back({{x, y}});
                i += 2;
                continue;
            }
        }
        out.push_back({{d[i]}});
        ++i;
    }
    return out;
}

bool spec_selects(const DirSpec& spec, const AtomShape& s, int dx, int dy) {
    if (spec.dirs.size() == 1) return single_selects(spec.dirs[0], s, dx, dy);
    Dir x = spec.dirs[0], y = spec.dirs[1];
    if (x == y) return single_selects(x, s, dx, dy);   // ff on oblique = the f pair; on K one way
    if (x == Dir::Half || y == Dir::Half) return half_pair_selects(x, y, s, dx, dy);
    switch (s.cls) {
        case AtomClass::Oblique: return pair_of(y, dx, dy) && half(x, dx, dy);
        case AtomClass::Orth: return half(x, dx, dy) || half(y, dx, dy);
        case AtomClass::King: return dx != 0 && dy != 0 && half(x, dx, dy) && half(y, dx, dy);
        case AtomClass::Diag: case AtomClass::Universal: return half(x, dx, dy) && half(y, dx, dy);
    }
    return false;
}

namespace {

// The turns of one continuation-leg spec, or nothing when it has no meaning there.
std::optional<std::set<int>> spec_turns(const DirSpec& spec) {
    Dir x = spec.dirs[0];
    if (spec.dirs.size() == 1 || spec.dirs[1] == x) {
        bool doubled = spec.dirs.size() == 2;
        switch (x) {
            case Dir::Forward: return std::set<int>{0};
            case Dir::Backward: return std::set<int>{4};
            case Dir::Left: return std::set<int>{-2};
            case Dir::Right: return std::set<int>{2};
            case Dir::Sideways: if (!doubled) return std::set<int>{-2, 2}; break;
            case Dir::Vertical: if (!doubled) return std::set<int>{0, 4}; break;
            case Dir::Half: case Dir::Zig: case Dir::Zag: break;
        }
        return std::nullopt;
    }
    Dir y = spec.dirs[1];
    Dir v = vertical(x) ? x : y, w = vertical(x) ? y : x;   // (the vertical and sideways letters)
    if (!vertical(v) || !sideways(w) || v == Dir::Vertical) return std::nullopt;
    int base = v == Dir::Forward ? 1 : 3;
    switch (w) {
        case Dir::Left: return std::set<int>{-base};
        case Dir::Right: return std::set<int>{base};
        case Dir::Sideways: return std::set<int>{-base, base};
        default: return std::nullopt;
    }
}

}  // namespace

// Relative turns (45-degree units) for a continuation leg's direction modifiers.
std::optional<std::set<int>> relative_turns(const std::vector<Dir>& d, bool four_fold,
                                            std::string& err) {
    std::set<int> t;
    if (d.empty()) {
        if (four_fold) t = {0, -2, 2};
        else t = {0, -1, 1, -2, 2, -3, 3};
        return t;
    }
    for (const auto& spec : direction_specs(d)) {
        auto turns = spec_turns(spec);
        if (!turns) {
            err = "direction '" + dsl::spelling(spec.dirs) + "' is not supported in a continuation leg";
            return {};
        }
        t.insert(turns->begin(), turns->end());
    }
    return t;
}

}  // namespace aviary::detail

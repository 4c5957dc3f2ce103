// XBetza geometry: atoms and their vectors, absolute direction letters (with the oblique
// order rule and K's one-letter reading) and relative turns of continuation legs.
#include "compile/directions.hpp"

#include <algorithm>
#include <cstdlib>

namespace aviary::detail {

std::optional<AtomShape> atom_shape(const dsl::NotationMove& m, std::string& err) {
    AtomShape s;
    auto leap = [&](int a, int b) {
        if (a > b) std::swap(a, b);
        s.a = a;
        s.b = b;
        s.cls = a == 0 ? AtomClass::Orth : a == b ? AtomClass::Diag : AtomClass::Oblique;
    };
    switch (m.atom) {
        case 'W': leap(0, 1); break;
        case 'F': leap(1, 1); break;
        case 'D': leap(0, 2); break;
        case 'A': leap(2, 2); break;
        case 'H': leap(0, 3); break;
        case 'G': leap(3, 3); break;
        case 'N': leap(1, 2); break;
        case 'C': case 'L': leap(1, 3); break;
        case 'Z': case 'J': leap(2, 3); break;
        case 'R': leap(0, 1); s.range = 0; break;
        case 'B': leap(1, 1); s.range = 0; break;
        case 'K': s.cls = AtomClass::King; s.a = 0; s.b = 1; break;
        case 'Q': s.cls = AtomClass::King; s.a = 0; s.b = 1; s.range = 0; break;
        case 'U': s.cls = AtomClass::Universal; break;
        case 'V':
            if (m.vx == 0 && m.vy == 0) { err = "the vector (0,0) is not a move"; return {}; }
            if (std::abs(m.vx) > 15 || std::abs(m.vy) > 15) {
                err = "a vector component is larger than the biggest board (16x16)";
                return {};
            }
            leap(std::abs(m.vx), std::abs(m.vy));
            break;
        default: err = std::string("atom '") + m.atom + "' is not supported"; return {};
    }
    if (m.suffix) {
        if (s.cls == AtomClass::King || s.cls == AtomClass::Universal || m.atom == 'R' ||
            m.atom == 'B' || m.atom == 'V') {
            err = std::string("the suffix ") + m.suffix + " applies to leaper letters only";
            return {};
        }
        if (m.suffix == 'X') leap(s.a, s.b + 3);
        else leap(s.a + 2, s.b + 2);
    }
    if (m.range >= 0) {
        if (s.cls == AtomClass::Universal) { err = "U takes no range"; return {}; }
        s.range = m.range;
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

bool half(char l, int dx, int dy) {
    switch (l) {
        case 'f': return dy > 0;
        case 'b': return dy < 0;
        case 'r': return dx > 0;
        case 'l': return dx < 0;
        case 'v': return dy != 0;
        case 's': return dx != 0;
    }
    return false;
}
// The pair an oblique leap's single letter names: f = the two narrow forward moves.
bool pair_of(char l, int dx, int dy) {
    int ax = std::abs(dx), ay = std::abs(dy);
    switch (l) {
        case 'f': return dy > 0 && ay > ax;
        case 'b': return dy < 0 && ay > ax;
        case 'r': return dx > 0 && ax > ay;
        case 'l': return dx < 0 && ax > ay;
        case 'v': return ay > ax;
        case 's': return ax > ay;
    }
    return false;
}
bool vertical(char c) { return c == 'f' || c == 'b' || c == 'v'; }
bool sideways(char c) { return c == 'l' || c == 'r' || c == 's'; }

// Splits direction letters into specs: pairs of perpendicular letters, doubled letters,
// h-combinations, or single letters.
std::vector<std::string> direction_specs(const std::string& d) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < d.size();) {
        if (i + 1 < d.size()) {
            char x = d[i], y = d[i + 1];
            bool perp = (vertical(x) && sideways(y)) || (sideways(x) && vertical(y));
            bool dbl = x == y && x != 'h';
            bool hh = (x == 'h') != (y == 'h');
            if (perp || dbl || hh) {
                out.push_back(d.substr(i, 2));
                i += 2;
                continue;
            }
        }
        out.push_back(d.substr(i, 1));
        ++i;
    }
    return out;
}

bool spec_selects(const std::string& spec, const AtomShape& s, int dx, int dy) {
    if (spec.size() == 1) {
        char l = spec[0];
        if (l == 'h') return true;
        switch (s.cls) {
            case AtomClass::Oblique: return pair_of(l, dx, dy);
            case AtomClass::King: {
                // XBoard/ID: one letter picks the orthogonal direction only.
                if (dx != 0 && dy != 0) return false;
                return half(l, dx, dy);
            }
            default: return half(l, dx, dy);
        }
    }
    char x = spec[0], y = spec[1];
    if (x == y) {   // doubled: ff on oblique = the f pair; on K the single direction
        return spec_selects(std::string(1, x), s, dx, dy);
    }
    if (x == 'h' || y == 'h') {
        char o = x == 'h' ? y : x;
        if (s.cls != AtomClass::Oblique) return half(o, dx, dy);
        if (o == 'r' || o == 'l') {
            if (x == 'h') {   // hr / hl: chiral sets
                bool right = (dx * dy > 0) == (std::abs(dy) > std::abs(dx));
                return o == 'r' ? right : !right;
            }
        }
        return half(o, dx, dy);
    }
    switch (s.cls) {
        case AtomClass::Oblique: return pair_of(y, dx, dy) && half(x, dx, dy);
        case AtomClass::Orth: return half(x, dx, dy) || half(y, dx, dy);
        case AtomClass::King: return dx != 0 && dy != 0 && half(x, dx, dy) && half(y, dx, dy);
        default: return half(x, dx, dy) && half(y, dx, dy);
    }
}

// Relative turns (45-degree units) for a continuation leg's direction letters.
std::optional<std::set<int>> relative_turns(const std::string& d, bool four_fold,
                                            std::string& err) {
    std::set<int> t;
    if (d.empty()) {
        if (four_fold) t = {0, -2, 2};
        else t = {0, -1, 1, -2, 2, -3, 3};
        return t;
    }
    for (const auto& spec : direction_specs(d)) {
        if (spec == "f" || spec == "ff") t.insert(0);
        else if (spec == "b" || spec == "bb") t.insert(4);
        else if (spec == "l" || spec == "ll") t.insert(-2);
        else if (spec == "r" || spec == "rr") t.insert(2);
        else if (spec == "s") { t.insert(-2); t.insert(2); }
        else if (spec == "v") { t.insert(0); t.insert(4); }
        else if (spec == "fl" || spec == "lf") t.insert(-1);
        else if (spec == "fr" || spec == "rf") t.insert(1);
        else if (spec == "bl" || spec == "lb") t.insert(-3);
        else if (spec == "br" || spec == "rb") t.insert(3);
        else if (spec == "fs" || spec == "sf") { t.insert(-1); t.insert(1); }
        else if (spec == "bs" || spec == "sb") { t.insert(-3); t.insert(3); }
        else {
            err = "direction '" + spec + "' is not supported in a continuation leg";
            return {};
        }
    }
    return t;
}

}  // namespace aviary::detail

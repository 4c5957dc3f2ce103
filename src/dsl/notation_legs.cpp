// The notation tree's own structure: a prefix cut into legs at each `a`, and the expansion of
// (...) repetition groups (notation.md, section 1).
#include <algorithm>

#include "dsl/notation.hpp"

namespace aviary::dsl {

bool Leg::has(Mode m) const { return std::find(modes.begin(), modes.end(), m) != modes.end(); }
bool Leg::has(Flag f) const { return std::find(flags.begin(), flags.end(), f) != flags.end(); }
bool Leg::has(Dir d) const { return std::find(dirs.begin(), dirs.end(), d) != dirs.end(); }

namespace {

// Adds modifier `mod` to the legs (a new leg at each Again).
void add_to_legs(std::vector<Leg>& legs, const Modifier& mod, bool in_group) {
    Leg& leg = legs.back();
    if (const Dir* d = std::get_if<Dir>(&mod)) leg.dirs.push_back(*d);
    else if (const Mode* m = std::get_if<Mode>(&mod)) {
        leg.modes.push_back(*m);
        leg.repeated = leg.repeated || in_group;
    } else if (const Flag* f = std::get_if<Flag>(&mod)) leg.flags.push_back(*f);
    else legs.emplace_back();
}

std::vector<Leg> split_legs(const std::vector<Modifier>& mods) {
    std::vector<Leg> legs(1);
    for (const Modifier& mod : mods) add_to_legs(legs, mod, false);
    return legs;
}

}  // namespace

std::vector<Leg> NotationMove::legs() const {
    std::vector<Leg> out(1);
    for (const PrefixPart& part : prefix)
        for (const Modifier& mod : part.mods) add_to_legs(out, mod, part.repeat);
    return out;
}

std::vector<Modifier> NotationMove::modifiers() const {
    std::vector<Modifier> out;
    for (const PrefixPart& part : prefix) out.insert(out.end(), part.mods.begin(), part.mods.end());
    return out;
}

std::variant<std::vector<std::vector<Leg>>, std::string> expand_legs(const NotationMove& m,
                                                                     int limit) {
    std::vector<std::vector<Modifier>> seqs(1);
    for (const PrefixPart& part : m.prefix) {
        if (!part.repeat) {
            for (auto& s : seqs) s.insert(s.end(), part.mods.begin(), part.mods.end());
            continue;
        }
        std::vector<std::vector<Modifier>> next;
        for (const auto& s : seqs)
            for (int k = 0; k <= limit; ++k) {
                next.push_back(s);
                for (int r = 0; r < k; ++r)
                    next.back().insert(next.back().end(), part.mods.begin(), part.mods.end());
            }
        if (next.size() > 4096) return std::string("repetition groups expand to more than 4096 paths");
        seqs = std::move(next);
    }
    std::vector<std::vector<Leg>> out;
    out.reserve(seqs.size());
    for (const auto& s : seqs) out.push_back(split_legs(s));
    return out;
}

}  // namespace aviary::dsl

// The notation tree's own structure: a prefix cut into legs at each `a`, and the expansion of
// (...) repetition groups (notation.md, section 1).
#include <algorithm>

#include "dsl/notation.hpp"

namespace aviary::dsl {

bool Leg::has(Mode m) const { return std::find(modes.begin(), modes.end(), m) != modes.end(); }
bool Leg::has(Flag f) const { return std::find(flags.begin(), flags.end(), f) != flags.end(); }
bool Leg::has(Dir d) const { return std::find(dirs.begin(), dirs.end(), d) != dirs.end(); }

namespace {

// A modifier where it is written.
struct Written {
    Modifier mod;
    std::size_t offset;
};

// Adds a modifier to the legs (a new leg, starting after it, at each Again).
void add_to_legs(std::vector<Leg>& legs, const Written& w, bool in_group) {
    Leg& leg = legs.back();
    if (const Dir* d = std::get_if<Dir>(&w.mod)) leg.dirs.push_back(*d);
    else if (const Mode* m = std::get_if<Mode>(&w.mod)) {
        leg.modes.push_back(*m);
        leg.repeated = leg.repeated || in_group;
    } else if (const Flag* f = std::get_if<Flag>(&w.mod)) leg.flags.push_back(*f);
    else legs.emplace_back().offset = w.offset + 1;
}

std::vector<Leg> split_legs(const NotationMove& m, const std::vector<Written>& mods) {
    std::vector<Leg> legs(1);
    legs[0].offset = m.prefix_offset;
    for (const Written& w : mods) add_to_legs(legs, w, false);
    return legs;
}

// Does every expansion go straight on after its first leg? Each `a` is followed, in its own
// part, by `f`, and every other direction letter comes before the first `a`, outside groups.
bool straight(const NotationMove& m) {
    bool again_seen = false;
    for (const PrefixPart& part : m.prefix)
        for (std::size_t i = 0; i < part.mods.size(); ++i) {
            const Modifier& x = part.mods[i];
            if (std::holds_alternative<Again>(x)) {
                if (i + 1 == part.mods.size() || part.mods[i + 1] != Modifier(Dir::Forward))
                    return false;
                again_seen = true;
                continue;
            }
            if (!std::holds_alternative<Dir>(x)) continue;
            const bool after_again = i > 0 && std::holds_alternative<Again>(part.mods[i - 1]);
            if (!after_again && (again_seen || part.repeat)) return false;
        }
    return true;
}

int agains(const std::vector<Written>& s) {
    return int(std::count_if(s.begin(), s.end(),
                             [](const Written& w) { return std::holds_alternative<Again>(w.mod); }));
}

}  // namespace

std::vector<Leg> NotationMove::legs() const {
    std::vector<Leg> out(1);
    out[0].offset = prefix_offset;
    for (const PrefixPart& part : prefix)
        for (std::size_t i = 0; i < part.mods.size(); ++i)
            add_to_legs(out, {part.mods[i], part.offsets[i]}, part.repeat);
    return out;
}

std::vector<Modifier> NotationMove::modifiers() const {
    std::vector<Modifier> out;
    for (const PrefixPart& part : prefix) out.insert(out.end(), part.mods.begin(), part.mods.end());
    return out;
}

std::variant<std::vector<std::vector<Leg>>, std::string> expand_legs(const NotationMove& m,
                                                                     int limit) {
    std::vector<std::vector<Written>> seqs(1);
    const bool line = straight(m);
    for (const PrefixPart& part : m.prefix) {
        std::vector<Written> written;
        for (std::size_t i = 0; i < part.mods.size(); ++i) written.push_back({part.mods[i], part.offsets[i]});
        if (!part.repeat) {
            for (auto& s : seqs) s.insert(s.end(), written.begin(), written.end());
            continue;
        }
        std::vector<std::vector<Written>> next;
        for (const auto& s : seqs)
            for (int k = 0; k <= limit; ++k) {
                std::vector<Written> longer = s;
                for (int r = 0; r < k; ++r) longer.insert(longer.end(), written.begin(), written.end());
                if (line && agains(longer) + 1 > limit) break;   // (more legs than a line has)
                next.push_back(std::move(longer));
            }
        if (next.size() > 4096) return std::string("repetition groups expand to more than 4096 paths");
        seqs = std::move(next);
    }
    std::vector<std::vector<Leg>> out;
    out.reserve(seqs.size());
    for (const auto& s : seqs) out.push_back(split_legs(m, s));
    return out;
}

}  // namespace aviary::dsl

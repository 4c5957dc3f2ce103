// Zones: every leap of the listed atoms, in all eight orientations (compile/zones.hpp).
#include "compile/zones.hpp"

#include <algorithm>

#include "compile/notation_compiler.hpp"
#include "dsl/notation.hpp"

namespace aviary::detail {

std::string parse_zone(RulesetData& rd, const std::string& text, std::vector<std::int16_t>& out) {
    if (rd.shape.hex) return "a zone of leaps is not supported on a hexagonal board";
    auto atoms = dsl::parse_zone_atoms(text);
    if (auto* err = std::get_if<std::string>(&atoms)) return *err;
    for (dsl::Atom atom : std::get<std::vector<dsl::Atom>>(atoms)) {
        const dsl::AtomInfo& info = dsl::atom_info(atom);
        std::vector<std::pair<int, int>> base{{info.b, info.a}};   // (the long side first)
        if (info.kind == dsl::AtomKind::King) {   // the W and F steps
            const dsl::AtomInfo& w = dsl::atom_info(dsl::Atom::Wazir);
            const dsl::AtomInfo& f = dsl::atom_info(dsl::Atom::Ferz);
            base = {{w.b, w.a}, {f.b, f.a}};
        }
        for (auto [a, b] : base)
            for (int sx : {1, -1})
                for (int sy : {1, -1})
                    for (int swap = 0; swap < 2; ++swap) {
                        int dx = (swap ? b : a) * sx, dy = (swap ? a : b) * sy;
                        auto v = std::int16_t(intern_vector(rd, dx, dy));
                        if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
                    }
    }
    return "";
}

}  // namespace aviary::detail

// Blasts: a capture that explodes (atomic chess). The compiled form is RulesetData::blast
// (a zone of vectors) with the spared and immune types; make applies it through
// explode(), and royal safety under blasts goes through blast_shelters().
#include "movegen/movegen.hpp"

namespace aviary::detail {

std::vector<Square> blast_victims(const RulesetData& rd, const PositionState& st, Square at) {
    std::vector<Square> out;
    auto may_go = [&](Square s, bool centre) {
        const Cell c = st.board[s];
        if (!c || cell_color(c) == Color::Neutral) return false;
        const std::uint32_t bit = 1u << cell_type(c);
        return !(rd.blast_immune & bit) && (centre || !(rd.blast_spares & bit));
    };
    if (may_go(at, true)) out.push_back(at);
    for (std::int16_t v : rd.blast) {
        const Square t = rd.target(v, at);
        if (t != NoSquare && may_go(t, false)) out.push_back(t);
    }
    return out;
}

bool blast_shelters(const RulesetData& rd, const PositionState& st, Square royal, Color owner) {
    if (rd.blast.empty()) return false;
    const Color them = opposite(owner);
    for (std::int16_t v : rd.blast) {
        const Square t = rd.target(v, royal);
        if (t == NoSquare || !st.board[t] || cell_color(st.board[t]) != them) continue;
        const int type = cell_type(st.board[t]);
        if (rd.types[type].royal && !(rd.blast_immune >> type & 1)) return true;
    }
    return false;
}

}  // namespace aviary::detail

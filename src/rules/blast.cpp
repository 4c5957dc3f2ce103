// blast = ZONE: a capture also removes the capturer and the pieces within the zone (vectors)
// around the capture square, except types in blast-spares (spared around the square) and
// blast-immune (never removed) (atomic chess). Royal safety then shelters a royal piece next to
// an enemy royal piece (RulePlan::shelter, src/movegen/royal_safety.cpp). The fast legality
// path makes every capture (RulePlan::on_capture) and every move of a sheltered royal piece.
// Where captures fill hands, each exploded piece goes, as a captured one, to the hand of the
// side that did not own it (the capturer and its exploded neighbours to the other side's).
#include <vector>

#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// The squares whose pieces a capture on `at` explodes (the capturer's included).
std::vector<Square> blast_victims(const RulesetData& rd, const PositionState& st, Square at) {
    std::vector<Square> out;
    auto may_go = [&](Square s, bool centre) {
        const Cell c = st.board[s];
        if (!c || cell_color(c) == Color::Neutral) return false;
        const int t = cell_type(c);
        return !rd.blast.immune.has(t) && (centre || !rd.blast.spares.has(t));
    };
    if (may_go(at, true)) out.push_back(at);
    for (std::int16_t v : rd.blast.zone) {
        const Square t = rd.target(v, at);
        if (t != NoSquare && may_go(t, false)) out.push_back(t);
    }
    return out;
}

void explode(Editor& e, const Move&, Cell, Square at, const Captured&, std::uint8_t& keep) {
    for (Square s : blast_victims(e.rd, e.st, at)) {
        keep &= castle_keep(e.rd, e.st, s);
        const Cell c = e.remove(s);
        e.taken(c, opposite(cell_color(c)));
    }
}

bool in_game(const RulesetData& rd) { return !rd.blast.zone.empty(); }
void install(const RulesetData&, RulePlan& p) {
    p.shelter = true;
    p.on_capture.push_back(explode);
}

}  // namespace

extern const Component blast_rule = {
    "blast", "a capture explodes: the capturer and the pieces around the square are removed",
    FastPath::Keeps, Counting::Counts, 6, in_game, install};

}  // namespace aviary::detail

// capture-colour = change (Andernach): a piece that captures, other than a royal piece,
// changes colour on the square where it landed. The change comes after a promotion (a pawn
// that takes onto the last rank promotes, then changes colour); the changed piece is a moved
// piece (a pawn keeps no double step, a rook no castling right); a royal or neutral capturer,
// or one a capture effect has already removed or turned to stone, changes nothing. Royal
// safety is judged after the change, so a capture whose changed piece attacks the mover's own
// royal piece is illegal.
#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void change_colour(Editor& e, const Move&, Cell, Square at, const Captured&, std::uint8_t&) {
    const Cell now = e.st.board[at];   // (after promotion: not the mover as it started)
    if (!now || cell_color(now) == Color::Neutral || e.rd.types[cell_type(now)].royal) return;
    e.remove(at);   // (leaves the square moved: no initial moves)
    e.put(at, make_cell(cell_type(now), opposite(cell_color(now))));
}

bool in_game(const RulesetData& rd) { return rd.capture_colour_change; }
void install(const RulesetData&, RulePlan& p) { p.on_capture.push_back(change_colour); }

}  // namespace

extern const Component colour_change_rule = {
    "capture-colour", "a piece that captures, other than a royal piece, changes colour where it lands",
    FastPath::Breaks, Counting::Counts, 8, in_game, install};

}  // namespace aviary::detail

// petrify = TYPES: a piece of these types that captures turns into a neutral piece
// (petrify-into, a wall) where it took.
#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.petrify.types .any(); }
void turn_to_stone(Editor& e, const Move&, Cell mover, Square to, const Captured&, std::uint8_t&) {
    if (!e.st.board[to] || !(e.rd.petrify.types.has(cell_type(mover)))) return;
    e.remove(to);
    e.put(to, make_cell(e.rd.petrify.into, Color::Neutral));
}
void install(const RulesetData&, RulePlan& p) { p.on_capture.push_back(turn_to_stone); }
}  // namespace

extern const Component petrify_rule = {
    "petrify", "a capturing piece of these types turns to stone where it took",
    FastPath::Keeps, Counting::Counts, 5, in_game, install};

}  // namespace aviary::detail

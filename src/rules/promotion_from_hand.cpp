// promote = hand: a piece promotes to a piece taken from the opponent's hand, which it leaves
// in the mover's colour (Loonybird); with no such piece in hand it cannot promote (the move
// generator offers only what the hand holds).
#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void on_move(Editor& e, const Move& m, Cell mover) {
    if (m.piece && e.rd.types[cell_type(mover)].promo_source == PromotionKind::OpponentHand)
        e.hand(int(opposite(cell_color(mover))), m.piece - 1, -1);
}
bool in_game(const RulesetData& rd) {
    for (const PieceType& t : rd.types)
        if (t.promo_source == PromotionKind::OpponentHand) return true;
    return false;
}
void install(const RulesetData&, RulePlan& p) { p.on_move.push_back(on_move); }

}  // namespace

extern const Component promotion_from_hand_rule = {
    "promote = hand", "a promoting piece takes its new type from the opponent's hand",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

// The setup-phase mechanics (placement, sittuyin): drops that keep both square colours,
// castling rights from drops, promotion as a move of its own (compulsory drops: must_drop.cpp).
#pragma once
#include "aviary/move.hpp"
#include "ir/rules_data.hpp"

namespace aviary::detail {

// drop-colours: may the side to move drop `type` on `to` and still place each listed type on
// both square colours (drop_colours.cpp)?
bool drop_keeps_colours(const RulesetData& rd, const PositionState& st, int type, Square to);

// promote-by=change: the promotions of the side to move made as moves of their own
// (change_promotion.cpp).
void change_promotions(const RulesetData& rd, const PositionState& st, MoveList& out);

}  // namespace aviary::detail

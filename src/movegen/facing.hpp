// Royal pieces facing each other (royal-facing): what royal safety, the fast legality path
// and the rule components (src/rules/royal_facing.cpp, pass.cpp) ask about it.
#pragma once
#include <array>
#include <optional>

#include "movegen/movegen.hpp"

namespace aviary::detail {

// Do a royal piece of White and one of Black stand on one file or rank with only empty squares
// between them?
bool royals_face(const RulesetData& rd, const PositionState& st);

// royal-facing = illegal, for the fast legality filter: our only piece between our royal
// piece on `royal` and an enemy royal piece on a file or rank, with the squares it may move to
// and keep them apart (from `royal` to the enemy royal piece, exclusive). `faced`: the royal
// pieces already face each other.
struct FacingPin {
    Square blocker = NoSquare;
    SquareSet stay;
};
int facing_pins(const RulesetData& rd, const PositionState& st, Square royal,
                std::array<FacingPin, 4>& out, bool& faced);

// Does royal-facing forbid a move that leads to `after`? `illegal`: it may not leave the royal
// pieces facing; `bikjang`: a side whose royal pieces faced before the move (`faced`, from
// royals_face) must part them (or pass).
bool facing_forbids(const RulesetData& rd, bool faced, const PositionState& after);

}  // namespace aviary::detail

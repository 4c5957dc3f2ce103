// What a legal move does besides what its own fields say (move.hpp): the effects of the
// game's rules, found by playing the move. A piece changes side (Othello's and Ataxx's flips,
// Andernach's capturer), a piece appears (Circe's rebirth), a piece leaves a square the move
// does not name (an explosion, a burn, a capturer that dies). SAN shows the first two
// (README: "SAN and PGN"); GUIs read all three to animate a move.
#pragma once
#include <vector>

#include "aviary/move.hpp"
#include "aviary/position.hpp"

namespace aviary {

enum class EffectKind : std::uint8_t {
    ChangesSide,   // the piece on `square` now belongs to `piece.color`
    Appears,       // `piece` stands on `square`, put there by a rule (a rebirth)
    Removed,       // `piece` (as it was, or the mover as it arrived) left `square`
};

struct MoveEffect {
    EffectKind kind = EffectKind::Appears;
    Square square = NoSquare;
    PlacedPiece piece;   // after the move (ChangesSide, Appears), before it (Removed)
    bool operator==(const MoveEffect&) const = default;
};

// The effects of the legal move `m` in `pos`, by square in board order (a square may have a
// Removed and an Appears: a piece replaced by another); empty for a move that is not legal.
std::vector<MoveEffect> move_effects(const Position& pos, const Move& m);

}  // namespace aviary

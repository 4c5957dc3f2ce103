// Insufficient material: can a side no longer win with what it has? (README: "Insufficient
// material").
#pragma once
#include "aviary/position.hpp"

namespace aviary {

// Has `side` too little material to win, whatever the other side does, as Fairy-Stockfish
// judges it (pyffish's has_insufficient_material, ffish.js's hasInsufficientMaterial)? Never
// in games won otherwise than by mate (hands, goals, extinction of non-royal pieces); else
// true when all its pieces besides its royal ones are, judged from their moves on an empty
// board: none; pieces that cannot reach the enemy royal piece's squares; colour-bound pieces
// on one colour with no other piece on the board to help; or one piece of a single leap
// (a knight) with no helper, where stalemate is a draw and no checks are counted. A piece
// that captures two kinds of step or slides (a rook, a silver, a champion), or a pawn that
// can promote to one, is always enough. A query only: the engine ends no game by it.
bool insufficient_material(const Position& pos, Color side);

}  // namespace aviary

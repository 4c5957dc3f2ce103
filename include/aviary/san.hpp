// SAN: short algebraic notation for every kind of move (README: "SAN").
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/move.hpp"
#include "aviary/position.hpp"

namespace aviary {

// Whether SAN shows a move's rule effects (aviary/effects.hpp) after it: `Bxd7[P@b8]` (Circe:
// a pawn reborn on b8), `P@d3[~d4,~e4]` (Othello: two stones flipped), `Rxe5[~e5]` (Andernach:
// the rook changes side). Omitted: Fairy-Stockfish's SAN, for its drop-in clients.
enum class SanEffects { Shown, Omitted };

// The SAN of the legal move `m` in `pos`, with its effects (in SAN and LAN) and `+` (check)
// or `#` (checkmate). A move that
// is not legal in `pos` has no SAN: it gets its coordinate form (Position::move_to_string).
// `n` writes it in another notation (ruleset.hpp; README: "Notations"): LAN, shogi's,
// janggi's, xiangqi's WXF or Thai chess's; shogi's and WXF mark no checks.
std::string move_to_san(const Position& pos, const Move& m, Notation n = Notation::San,
                        SanEffects e = SanEffects::Shown);

// The SAN of every move of `legal` (the legal moves of `pos`, in any order), in that order:
// cheaper than one call per move, since disambiguation compares the moves with each other.
std::vector<std::string> moves_to_san(const Position& pos, const MoveList& legal,
                                      Notation n = Notation::San, SanEffects e = SanEffects::Shown);

// Finds the legal move written as SAN `text`. Missing or extra `+`, `#` and `x`, `=` before
// a promotion letter, `0-0` for `O-O`, trailing `!`/`?`, `e.p.` and missing effects are
// tolerated (effects given must be the move's); the coordinate form of Position::parse_move
// is accepted as well. Errors (unknown, illegal or
// ambiguous move) name `source` and the column.
Result<Move> parse_san(const Position& pos, std::string_view text,
                       const std::string& source = "<san>");

}  // namespace aviary

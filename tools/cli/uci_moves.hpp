// Moves in UCI as the protocol and Fairy-Stockfish's users expect them (README: UCI move
// forms). Castling is the king's move to its destination (`e1g1`), in Chess960 games the king
// taking its own rook (`e1h1`); a move that also places or relocates the Duck is the move, then
// a leg from its destination to the Duck's square (`e2e4,e4e6`); gating on the rook's square
// when castling goes from the rook to the king (`h1e1h`). Other moves are Aviary's move strings
// (`e7e8q`, `P@e4`, `e7e8+`, `b1c3h`), which are also what Fairy-Stockfish writes.
#pragma once
#include <string>
#include <vector>

#include "aviary/aviary.hpp"

namespace aviary::cli {

// The UCI form of `m`, a legal move of `pos`; `chess960`: castling as king takes rook.
std::string uci_move(const Position& pos, const Move& m, bool chess960);

// The legal move written as `text`: the UCI form (either castling form when unique), else
// Aviary's move string and the other forms parse_engine_move() reads (old sessions).
Result<Move> parse_uci_move(const Position& pos, const std::string& text, bool chess960);

// The moves of `pv` in UCI form, separated by spaces.
std::string uci_pv(const Position& pos, const std::vector<Move>& pv, bool chess960);

}  // namespace aviary::cli

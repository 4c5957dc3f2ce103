// Board text for the INI lowering (lower.cpp): Fairy-Stockfish's start FENs in the full form
// Aviary reads, their rows, and where a piece has no move (immobilityIllegal).
#pragma once
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace aviary::ini {

// `start` with a hand "[]" (when `drops` and none is written; "[-]" becomes "[]"), and the
// castling, en passant and clock fields Fairy-Stockfish lets a FEN leave out; the castling
// field goes through `rights` (board field, castling field) -> the rights kept.
std::string full_fen(const std::string& start, bool drops,
                     const std::function<std::string(const std::string&, const std::string&)>& rights);

// The rows of a FEN's board field, top first (a hand left off).
std::vector<std::string> fen_rows(const std::string& board);
// The letters of one row, one per file ('.' an empty square; + and ~ marks left off).
std::string fen_row_letters(const std::string& row);

// The ranks (1-based, White's) where a lone piece with the geometry of `betza` (hurdles and
// move- or capture-only aside, as Fairy-Stockfish asks) has no move on a files x ranks board.
std::set<int> dead_ranks(const std::string& betza, int files, int ranks);

}  // namespace aviary::ini

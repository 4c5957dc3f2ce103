// The common FEN dialect (shared rules README): reading into a PositionState and writing it.
//
//   BOARD[HAND] SIDE CASTLING EP HALFMOVE FULLMOVE
//
// BOARD lists ranks from the highest down, '/' between them; a run of empty squares is a decimal
// number (10 and more allowed); a piece is its letter, upper case White, lower case Black, or
// its FEN spelling (+P, Q~, XBoard's D' and D!, a letter's case telling the colour); a
// neutral piece is its symbol ('*' for a Duck); '!' after a piece marks it doomed (after
// one that no D! type reads). [HAND] is
// present exactly when the variant has hands. CASTLING is '-' or some of KQkq (K/Q: the partner
// on the king's higher/lower-file side), or partner files under castling-start = any
// (position/castling_fen.hpp). EP is '-' or a list of squares, comma-separated or not (Fairy-Stockfish's f5g6, whose
// square holding the piece that just moved is skipped).
// HALFMOVE and FULLMOVE may be left out (0 and 1).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "ir/rules_data.hpp"

namespace aviary::detail {

struct FenError {
    std::size_t offset = 0;   // into the FEN text
    std::string message;
};

// Reads `fen` into `st` (hash included). `check_rules` validates game-specific state
// (castling squares, doomed owner, Duck count); the loader turns it off while it is still
// deriving those rules from the setup.
std::optional<FenError> read_fen(const RulesetData& rd, std::string_view fen, PositionState& st,
                                 bool check_rules = true);
std::string write_fen(const RulesetData& rd, const PositionState& st);

std::uint64_t full_hash(const RulesetData& rd, const PositionState& st);

}  // namespace aviary::detail

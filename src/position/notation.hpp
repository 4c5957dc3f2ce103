// Writing moves in each Notation (aviary/ruleset.hpp): the part of SAN that depends on the
// notation, shared by the SAN writer and reader (san.cpp).
#pragma once
#include <string>
#include <vector>

#include "aviary/effects.hpp"
#include "aviary/move.hpp"
#include "ir/rules_data.hpp"

namespace aviary::detail {

// The moves of `legal` (every legal move of the position `st`, in any order) as `n` writes
// them, without check marks. `fen_letters`: pieces by their FEN letters, not their san= ones
// (the reader's second try, so that "Nc3" still reads as xiangqi's horse).
std::vector<std::string> write_moves(const RulesetData& rd, const PositionState& st,
                                     const MoveList& legal, Notation n, bool fen_letters = false);

// Does `n` mark checks and mates (+, #)? Shogi's and xiangqi's notations do not.
bool marks_checks(Notation n);

// The effects SAN shows after a move (README: "SAN and PGN"): "[P@d2,~e5]" for a piece
// reborn on d2 and the piece on e5 changing side; "" for a move without such effects.
std::string effects_text(const RulesetData& rd, const PositionState& st, const std::vector<aviary::MoveEffect>& effects,
                         Notation n);

}  // namespace aviary::detail

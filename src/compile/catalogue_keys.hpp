// Variant-file values of the catalogue mechanics, read into the compiled game. Each returns ""
// or the reason the value is wrong.
#pragma once
#include <string>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// initial-from=2,b3,c3: the piece's i-moves start from these ranks and squares (White's view;
// Black's by the game's symmetry), whether or not it moved (src/compile/initial_from.cpp).
std::string read_initial_from(const RulesetData& rd, const std::string& value, PieceType& pt);

// promotion-limit = K 2 Q 1: promotion to a type only while its side has fewer of it on the
// board (src/compile/promotion_limit.cpp).
std::string read_promotion_limit(const std::string& value, RulesetData& rd);

// fen-hands = all | LETTERS: types a FEN's hand may hold besides those captures and the setup
// put there (src/compile/hand_keys.cpp).
std::string read_fen_hands(const std::string& value, RulesetData& rd);

// must-drop = LETTERS: while the side to move holds one of these in hand, it must drop one
// (src/movegen/must_drop.cpp applies it).
std::string read_must_drop(const std::string& value, RulesetData& rd);

}  // namespace aviary::detail

// The piece properties of hands and shogi promotion: where a type may be dropped, the
// pawn-drop rules, demotion when taken, FEN spellings of promoted types (`+P`, `Q~`) and
// promotion on leaving the zone. Read by the loader; used by drops.cpp, make.cpp, fen.cpp.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// Reads one piece property if it is a hand property: nullopt when `key` is none of them, ""
// when read, else what is wrong with the value.
std::optional<std::string> read_hand_property(const RulesetData& rd, PieceType& pt,
                                              const std::string& key, const std::string& value);

// Once every piece is known: demote= letters to types, fen= spellings checked (each names
// another piece, no two alike). Errors as (type, message).
std::vector<std::pair<int, std::string>> resolve_hand_properties(RulesetData& rd);

// `halfmove-reset = captures [promoters] [promotions] [drops]`: what resets the halfmove
// clock besides a capture. "" when read, else what is wrong.
std::string read_halfmove_reset(const std::string& value, RulesetData& rd);

// The type whose FEN spelling is `token` (`+P`, `Q~`, upper case), or -1.
int type_by_token(const RulesetData& rd, const std::string& token);

// How a promotion of `mover` to `type` ends a move string: `+` for a `+X` type (Fairy-
// Stockfish's shogi promotion), `-` when a `+X` type turns back into X (Kyoto's demotion), the
// lower-case letter X for an `X~` type, else the type's own letter.
std::string promotion_suffix(const RulesetData& rd, int mover, int type);
// How a drop names its piece: the letter, or `+X` for a promoted type dropped from an X.
std::string drop_name(const RulesetData& rd, int type);

}  // namespace aviary::detail

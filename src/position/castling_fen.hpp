// The castling field of a FEN: KQkq, and under `castling-start = any` also the partners' files
// (Shredder-FEN, as Fairy-Stockfish writes Chess960 rights).
#pragma once
#include <string>
#include <string_view>

#include "position/fen.hpp"

namespace aviary::detail {

// Reads the castling field `f` (found at offset `at` of the FEN) into st.castling and the rights'
// king and partner squares; the board must already be in `st`. `check_rules` off (the loader's
// first reading of the setup): the rights only, no squares.
std::optional<FenError> read_castling(const RulesetData& rd, std::string_view f, std::size_t at,
                                      PositionState& st, bool check_rules);
// The castling field ("-" without rights).
std::string write_castling(const RulesetData& rd, const PositionState& st);

// initial-rights = castling-field: the field as the first-rank files whose pieces keep their
// initial moves (position/initial_rights_fen.cpp).
std::optional<FenError> read_initial_rights(const RulesetData& rd, std::string_view f, std::size_t at,
                                            PositionState& st);
std::string write_initial_rights(const RulesetData& rd, const PositionState& st);

}  // namespace aviary::detail

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

// One K/Q/k/q letter of a standard game: the right, and with `check_rules` its king and
// partner squares from the setup (an error when they do not hold them).
std::optional<FenError> setup_right(const RulesetData& rd, char ch, std::size_t at,
                                    PositionState& st, bool check_rules);

// gating = yes: the field as K/Q/k/q rights and the files of the first-rank pieces that have
// not moved, where a piece from the hand may still enter (position/gating_fen.cpp).
std::optional<FenError> read_gating_rights(const RulesetData& rd, std::string_view f, std::size_t at,
                                           PositionState& st, bool check_rules);
std::string write_gating_rights(const RulesetData& rd, const PositionState& st);

}  // namespace aviary::detail

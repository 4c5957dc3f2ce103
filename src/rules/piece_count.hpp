// Counting pieces to decide a game: the side with more pieces on the board (hands not
// counted). It decides `stalemate = more-pieces` and, with `material-count = pieces`, a game
// that a full board (board-full) or two passes in a row end (Othello, Ataxx).
#pragma once
#include <optional>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// The side with more pieces on the board; none when both have as many.
inline std::optional<Color> more_pieces(const RulesetData& rd, const PositionState& st) {
    int n[2] = {0, 0};
    for (int c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < rd.types.size(); ++t) n[c] += st.count[c][t];
    if (n[0] == n[1]) return std::nullopt;
    return n[0] > n[1] ? Color::White : Color::Black;
}

// The winner of a game a full board or two passes end: by the count with material-count =
// pieces, else none (a draw).
inline std::optional<Color> counted_winner(const RulesetData& rd, const PositionState& st) {
    return rd.ends.count_pieces ? more_pieces(rd, st) : std::nullopt;
}

}  // namespace aviary::detail

// board-full = ends: the game ends when every square of the board is taken: a draw, or with
// material-count = pieces a win for the side with more pieces (Othello, Ataxx).
#include "rules/component.hpp"
#include "rules/piece_count.hpp"

namespace aviary::detail {
namespace {

std::optional<Outcome> full_board(const RulesetData& rd, const PositionState& st) {
    for (int s = 0; s < rd.size(); ++s)
        if (!st.board[s]) return std::nullopt;
    return game_ended(Termination::BoardFull, counted_winner(rd, st));
}

bool in_game(const RulesetData& rd) { return rd.ends.board_full; }
void install(const RulesetData&, RulePlan& p) { p.game_end.push_back(full_board); }

}  // namespace

extern const Component board_full_rule = {
    "board-full", "a full board ends the game",
    FastPath::Keeps, Counting::Counts, 21, in_game, install};

}  // namespace aviary::detail

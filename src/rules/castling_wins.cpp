// castling-wins = RIGHTS: castling with one of the listed rights (FEN letters K Q k q) wins at
// once, and a side that holds none of its listed rights any more (its king or partner moved,
// or the partner was taken) loses (Castle chess; Fairy-Stockfish's castlingWins). The side to
// move's loss is judged after the other side's: a capture that ends both sides' rights wins.
#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// (st.castled is not hashed: the position after such a castling ends the game, and no other
// line reaches its board and rights, since losing the right ends the game first.)
void on_turn_edit(Editor& e, const Move& m, std::uint8_t&) {
    e.st.castled = 0;
    if (m.is_castling())
        e.st.castled = std::uint8_t(1u << castle_right(e.rd, m, e.st.side)) & e.rd.castling.wins;
}

// Has c lost every one of its listed rights?
bool lost(const RulesetData& rd, const PositionState& st, Color c) {
    const std::uint8_t mine = rd.castling.wins & std::uint8_t(3u << (2 * int(c)));
    return mine && !(mine & st.castling);
}

std::optional<Outcome> castling_end(const RulesetData& rd, const PositionState& st) {
    const Color mover = opposite(st.side);
    if (st.castled) return game_ended(Termination::Goal, mover);
    if (lost(rd, st, mover)) return game_ended(Termination::Goal, st.side);
    if (lost(rd, st, st.side)) return game_ended(Termination::Goal, mover);
    return std::nullopt;
}

bool in_game(const RulesetData& rd) { return rd.castling.wins != 0; }
void install(const RulesetData&, RulePlan& p) {
    p.on_turn_edit.push_back(on_turn_edit);
    p.game_end.push_back(castling_end);
}

}  // namespace

extern const Component castling_wins_rule = {
    "castling-wins", "castling with a listed right wins, losing every listed right loses",
    FastPath::Keeps, Counting::Counts, 21, in_game, install};

}  // namespace aviary::detail

// connect = N, connect-square = N, connect-line = N: the side that has just moved wins
// (connect-result: or loses, or draws) when N of its pieces (of connect-types) stand next to each
// other in a row on a rank, a file or a diagonal (connect-lines), or fill an N x N square
// (Tic-tac-toe, Connect Four, Teeko), or stand on one such line with gaps allowed (Three
// Musketeers), or join the squares of connect-from to those of connect-to by a chain, each next
// to the one before along the lines (Gale). Only the mover's pieces count, as in Fairy-Stockfish.
#include <vector>

#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool counts(const RulesetData& rd, const PositionState& st, Color mover, int f, int r) {
    if (!rd.shape.contains(f, r)) return false;
    const Cell c = st.board[rd.shape.square(f, r)];
    return c && cell_color(c) == mover && (rd.ends.connect.types.has(cell_type(c)));
}

// N in a row from (f, r) along (dx, dy)?
bool row_from(const RulesetData& rd, const PositionState& st, Color mover, int f, int r, int dx, int dy) {
    for (int k = 0; k < rd.ends.connect.in_row; ++k)
        if (!counts(rd, st, mover, f + k * dx, r + k * dy)) return false;
    return true;
}

bool square_from(const RulesetData& rd, const PositionState& st, Color mover, int f, int r) {
    for (int i = 0; i < rd.ends.connect.square; ++i)
        for (int j = 0; j < rd.ends.connect.square; ++j)
            if (!counts(rd, st, mover, f + i, r + j)) return false;
    return true;
}

// connect-line: N pieces on the whole line through (f, r) along (dx, dy), gaps allowed?
bool line_through(const RulesetData& rd, const PositionState& st, Color mover, int f, int r, int dx, int dy) {
    int n = 0;
    for (int sign : {-1, 1})
        for (int k = sign > 0 ? 0 : 1; rd.shape.contains(f + sign * k * dx, r + sign * k * dy); ++k)
            n += counts(rd, st, mover, f + sign * k * dx, r + sign * k * dy);
    return n >= rd.ends.connect.line;
}

bool on_line(const RulesetData& rd, const PositionState& st, Color mover, int f, int r) {
    const std::uint8_t lines = rd.ends.connect.lines;
    return ((lines & LineRanks) && line_through(rd, st, mover, f, r, 1, 0)) ||
           ((lines & LineFiles) && line_through(rd, st, mover, f, r, 0, 1)) ||
           ((lines & LineDiagonals) &&
            (line_through(rd, st, mover, f, r, 1, 1) || line_through(rd, st, mover, f, r, 1, -1)));
}

bool connected_at(const RulesetData& rd, const PositionState& st, Color mover, int f, int r) {
    const ConnectRule& c = rd.ends.connect;
    if (c.square && square_from(rd, st, mover, f, r)) return true;
    if (c.line && counts(rd, st, mover, f, r) && on_line(rd, st, mover, f, r)) return true;
    if (!c.in_row) return false;
    return ((c.lines & LineRanks) && row_from(rd, st, mover, f, r, 1, 0)) ||
           ((c.lines & LineFiles) && row_from(rd, st, mover, f, r, 0, 1)) ||
           ((c.lines & LineDiagonals) &&
            (row_from(rd, st, mover, f, r, 1, 1) || row_from(rd, st, mover, f, r, 1, -1)));
}

// connect-from, connect-to: does a chain of the mover's pieces, each next to the one before
// along the connect lines (either way), join a square of the one set to a square of the other?
// A flood from the pieces on `from`'s squares, through the mover's pieces.
bool chain_joins(const RulesetData& rd, const PositionState& st, Color mover) {
    const ConnectRule& c = rd.ends.connect;
    const SquareSet& from = rd.square_sets[std::size_t(c.from)][int(mover)];
    const SquareSet& to = rd.square_sets[std::size_t(c.to)][int(mover)];
    SquareSet seen;
    std::vector<int> open;
    for (int s : squares(st.pieces[int(mover)]))
        if (from.has(Square(s)) && counts(rd, st, mover, rd.shape.file_of(Square(s)), rd.shape.rank_of(Square(s)))) {
            seen.set(Square(s));
            open.push_back(s);
        }
    static constexpr int kSteps[8][3] = {{1, 0, LineRanks},  {-1, 0, LineRanks},    {0, 1, LineFiles},
                                         {0, -1, LineFiles}, {1, 1, LineDiagonals}, {1, -1, LineDiagonals},
                                         {-1, 1, LineDiagonals}, {-1, -1, LineDiagonals}};
    while (!open.empty()) {
        const Square s = Square(open.back());
        open.pop_back();
        if (to.has(s)) return true;
        const int f = rd.shape.file_of(s), r = rd.shape.rank_of(s);
        for (const auto& [dx, dy, line] : kSteps) {
            if (!(c.lines & line) || !counts(rd, st, mover, f + dx, r + dy)) continue;
            const Square n = rd.shape.square(f + dx, r + dy);
            if (!seen.has(n)) {
                seen.set(n);
                open.push_back(n);
            }
        }
    }
    return false;
}

std::optional<Outcome> result_for(const RulesetData& rd, const PositionState& st, Color mover) {
    switch (rd.ends.connect.result) {
        case SideResult::Win: return game_ended(Termination::Connection, mover);
        case SideResult::Loss: return game_ended(Termination::Connection, st.side);
        case SideResult::Draw: return game_ended(Termination::Connection);
    }
    return std::nullopt;
}

std::optional<Outcome> connection(const RulesetData& rd, const PositionState& st) {
    const Color mover = opposite(st.side);
    if (rd.ends.connect.from >= 0 && chain_joins(rd, st, mover)) return result_for(rd, st, mover);
    for (int s : squares(st.pieces[int(mover)])) {
        const int f = rd.shape.file_of(Square(s)), r = rd.shape.rank_of(Square(s));
        if (connected_at(rd, st, mover, f, r)) return result_for(rd, st, mover);
    }
    return std::nullopt;
}

bool in_game(const RulesetData& rd) {
    const ConnectRule& c = rd.ends.connect;
    return c.in_row || c.square || c.line || (c.from >= 0 && c.to >= 0);
}
void install(const RulesetData&, RulePlan& p) { p.game_end.push_back(connection); }

}  // namespace

extern const Component connect_rule = {
    "connect", "pieces in a row (or a square) end the game",
    FastPath::Keeps, Counting::Counts, 21, in_game, install};

}  // namespace aviary::detail

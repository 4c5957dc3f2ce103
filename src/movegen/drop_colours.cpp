// drop-colours = B: pieces of these types enter from the hand onto both square colours, as
// Fairy-Stockfish places placement's bishops. Dropping one onto a colour that already holds
// half of them (rounded up) is illegal; dropping another piece is illegal when it would leave
// too few squares open to them (where they may be dropped, or standing) on either colour.
#include <array>

#include "movegen/setup_phase.hpp"

namespace aviary::detail {
namespace {

int colour_of(const BoardShape& b, Square s) { return (b.file_of(s) + b.rank_of(s)) & 1; }

// Could a piece of `type` (colour c) be dropped on the empty square s?
bool open_to(const RulesetData& rd, int type, Color c, Square s) {
    const PieceType& pt = rd.types[std::size_t(type)];
    if (!((rd.hand.drop_ranks & pt.drop_ranks[int(c)]) >> rd.rel_rank(c, s) & 1)) return false;
    const int z = rd.hand.drop_region;
    if (z >= 0 && !rd.square_sets[std::size_t(z)][int(c)].has(s)) return false;
    return pt.region < 0 || rd.square_sets[std::size_t(pt.region)][int(c)].has(s);
}

}  // namespace

bool drop_keeps_colours(const RulesetData& rd, const PositionState& st, int type, Square to) {
    const Color us = st.side;
    const BoardShape& b = rd.shape;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        if (!(rd.hand.drop_colours.has(t))) continue;
        const int total = st.count[int(us)][t] + st.hand[int(us)][t];
        const Cell mine = make_cell(int(t), us);
        std::array<int, 2> on{};   // pieces of type t per square colour
        for (int s : squares(st.pieces[int(us)]))
            if (st.board[s] == mine) ++on[std::size_t(colour_of(b, Square(s)))];
        if (int(t) == type) {
            if (on[std::size_t(colour_of(b, to))] + 1 > (total + 1) / 2) return false;
            continue;
        }
        for (int s = 0; s < rd.size(); ++s)
            if (!st.board[s] && Square(s) != to && open_to(rd, int(t), us, Square(s)))
                ++on[std::size_t(colour_of(b, Square(s)))];
        if (on[0] < total / 2 || on[1] < total / 2) return false;
    }
    return true;
}

}  // namespace aviary::detail

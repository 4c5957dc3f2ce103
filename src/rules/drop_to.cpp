// drop-to = enclosing | next-to-own | stacked | from-edge | apart (with drop-start): where a drop
// may go besides an empty square. `enclosing`: the dropped piece must enclose at least one line
// of enemy pieces between it and a piece of its own (Othello); `next-to-own`: it must land next
// to a piece of its own (Ataxx's clone); `stacked`: on the first rank or right above a piece
// (Connect Four); `from-edge`: where a piece slid in from an edge along a rank or file stops;
// `apart`: on no square orthogonally next to an enemy piece (Snort). drop-start = SQUARES: while one of those squares is empty, drops go there
// and nowhere else, enclosing nothing (the opening of Fairy-Stockfish's flipersi).
#include "rules/component.hpp"
#include "rules/enclosure.hpp"

namespace aviary::detail {
namespace {

// Is a square of the drop-start set still empty?
bool start_open(const RulesetData& rd, const PositionState& st, const SquareSet& start) {
    for (std::size_t w = 0; w < std::size_t(rd.words); ++w)
        if (start.bits[w] & ~(st.pieces[0][w] | st.pieces[1][w] | st.pieces[2][w])) return true;
    return false;
}

constexpr int kOrthoDx[4] = {1, -1, 0, 0}, kOrthoDy[4] = {0, 0, 1, -1};

bool occupied(const RulesetData& rd, const PositionState& st, int f, int r) {
    return rd.shape.contains(f, r) && st.board[rd.shape.square(f, r)];
}

// Where a piece slid in from an edge along a rank or file stops: every square behind `at` up to
// the edge is empty, and the square ahead is a piece or the far edge.
bool slid_from_edge(const RulesetData& rd, const PositionState& st, Square at) {
    const int f0 = rd.shape.file_of(at), r0 = rd.shape.rank_of(at);
    for (int d = 0; d < 4; ++d) {
        const int f1 = f0 + kOrthoDx[d], r1 = r0 + kOrthoDy[d];
        if (rd.shape.contains(f1, r1) && !st.board[rd.shape.square(f1, r1)]) continue;
        bool clear = true;
        for (int f = f0 - kOrthoDx[d], r = r0 - kOrthoDy[d]; clear && rd.shape.contains(f, r);
             f -= kOrthoDx[d], r -= kOrthoDy[d])
            clear = !st.board[rd.shape.square(f, r)];
        if (clear) return true;
    }
    return false;
}

bool apart_from_enemy(const RulesetData& rd, const PositionState& st, Square at, Color us) {
    const int f0 = rd.shape.file_of(at), r0 = rd.shape.rank_of(at);
    for (int d = 0; d < 4; ++d) {
        const int f = f0 + kOrthoDx[d], r = r0 + kOrthoDy[d];
        if (occupied(rd, st, f, r) && cell_color(st.board[rd.shape.square(f, r)]) == opposite(us))
            return false;
    }
    return true;
}

// May a drop land on the empty square `at` by the rule of drop-to?
bool goes_there(const RulesetData& rd, const PositionState& st, Square at) {
    switch (rd.hand.drop_to) {
        case DropTo::Empty: return true;
        case DropTo::Enclosing: return encloses(rd, st, at, st.side);
        case DropTo::NextToOwn: return next_to(rd, st, at, st.side);
        case DropTo::Stacked: {   // (ranks as White counts them, for both sides)
            const int f = rd.shape.file_of(at), r = rd.shape.rank_of(at);
            return r == 0 || occupied(rd, st, f, r - 1);
        }
        case DropTo::FromEdge: return slid_from_edge(rd, st, at);
        case DropTo::ApartFromEnemy: return apart_from_enemy(rd, st, at, st.side);
    }
    return true;
}

// Enclosing or next-to-own on a board with line_bits: every square at once, by bits.
template <class W>
void narrow_by_bits(const RulesetData& rd, const PositionState& st, SquareSet& where) {
    const W mine = first_words<W>(st.pieces[int(st.side)].data());
    const W theirs = first_words<W>(st.pieces[int(opposite(st.side))].data());
    const W to = rd.hand.drop_to == DropTo::Enclosing ? enclosing_squares(rd, mine, theirs)
                                                      : squares_next_to(rd, mine);
    const W kept = first_words<W>(where.bits.data()) & to;
    std::memcpy(where.bits.data(), &kept, sizeof kept);
}

void narrow_drops(const RulesetData& rd, const PositionState& st, SquareSet& where) {
    if (rd.hand.drop_start >= 0) {
        const SquareSet& start = rd.square_sets[std::size_t(rd.hand.drop_start)][0];
        if (start_open(rd, st, start)) {
            for (std::size_t w = 0; w < where.bits.size(); ++w) where.bits[w] &= start.bits[w];
            return;
        }
    }
    const DropTo to = rd.hand.drop_to;
    if (!rd.line_bits.empty() && (to == DropTo::Enclosing || to == DropTo::NextToOwn)) {
        if (rd.words == 1) narrow_by_bits<std::uint64_t>(rd, st, where);
        else narrow_by_bits<Wide>(rd, st, where);
        return;
    }
    if (to == DropTo::Empty) return;
    const SquareSet open = where;
    for (int s : squares(open.bits))
        if (!goes_there(rd, st, Square(s)))
            where.bits[std::size_t(s) >> 6] &= ~(std::uint64_t(1) << (s & 63));
}

bool in_game(const RulesetData& rd) { return rd.hand.drop_to != DropTo::Empty || rd.hand.drop_start >= 0; }
void install(const RulesetData&, RulePlan& p) { p.drop_squares.push_back(narrow_drops); }

}  // namespace

// (Keeps: drops are listed and counted only where the rule lets them go.)
extern const Component drop_to_rule = {
    "drop-to", "a drop must enclose enemy pieces, land next to a piece of its own or on top of one",
    FastPath::Keeps, Counting::Counts, 8, in_game, install};

}  // namespace aviary::detail

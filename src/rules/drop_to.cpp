// drop-to = enclosing | next-to-own | stacked (with drop-start): where a drop may go besides an
// empty square. `enclosing`: the dropped piece must enclose at least one line of enemy pieces
// between it and a piece of its own (Othello); `next-to-own`: it must land next to a piece of its
// own (Ataxx's clone); `stacked`: on the first rank or right above a piece (Connect Four). drop-start = SQUARES: while one of those squares is empty, drops go there
// and nowhere else, enclosing nothing (the opening of Fairy-Stockfish's flipersi).
#include "rules/component.hpp"
#include "rules/enclosure.hpp"

namespace aviary::detail {
namespace {

// Is a square of the drop-start set still empty?
bool start_open(const RulesetData& rd, const PositionState& st, const SquareSet& start) {
    for (int s = 0; s < rd.size(); ++s)
        if (start.has(Square(s)) && !st.board[s]) return true;
    return false;
}

bool next_to_own(const RulesetData& rd, const PositionState& st, Square at, Color us) {
    bool found = false;
    for_each_neighbour(rd.shape, at, [&](Square s) {
        found = found || (st.board[s] && cell_color(st.board[s]) == us);
    });
    return found;
}

bool drop_goes_there(const RulesetData& rd, const PositionState& st, const TurnFacts&, const Move& m) {
    if (!(m.flags & MoveDrop)) return true;
    if (rd.hand.drop_start >= 0) {
        const SquareSet& start = rd.square_sets[std::size_t(rd.hand.drop_start)][0];
        if (start_open(rd, st, start)) return start.has(m.to);
    }
    switch (rd.hand.drop_to) {
        case DropTo::Empty: return true;
        case DropTo::Enclosing: return for_each_enclosed(rd, st, m.to, st.side, [](Square) {}) > 0;
        case DropTo::NextToOwn: return next_to_own(rd, st, m.to, st.side);
        case DropTo::Stacked: {   // (ranks as White counts them, for both sides)
            const int f = rd.shape.file_of(m.to), r = rd.shape.rank_of(m.to);
            return r == 0 || st.board[rd.shape.square(f, r - 1)];
        }
    }
    return true;
}

bool in_game(const RulesetData& rd) { return rd.hand.drop_to != DropTo::Empty || rd.hand.drop_start >= 0; }
void install(const RulesetData&, RulePlan& p) { p.before_make.push_back(drop_goes_there); }

}  // namespace

// (Breaks: the drops counted in bulk at the last ply would skip the test.)
extern const Component drop_to_rule = {
    "drop-to", "a drop must enclose enemy pieces, land next to a piece of its own or on top of one",
    FastPath::Breaks, Counting::Counts, 8, in_game, install};

}  // namespace aviary::detail

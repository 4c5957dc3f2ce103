// pickup = TYPES: instead of moving, a side may take one of its own pieces of these types off
// the board into its hand (Twilight chess, Sjaak II's), to drop it later as any piece in hand
// (needs `drops`). A side in check may not; a pickup that would leave its royal piece attacked
// (a pinned piece) is illegal as any move would be. The move is a pass that names the piece's
// square as its origin, destination and victim (Move::is_pickup; written `@@e2`, in SAN
// `N^e2`). It counts as no pass (two passes in a row end a `pass = yes` game, a pickup does
// not); it restarts the halfmove clock, so no repetition reaches back past it (a position
// before it never held the same hands); a king's or partner's castling right ends with the
// partner leaving its square, and a piece dropped there later does not bring it back.
#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// The pickups open to the side to move, each made and tested like any move.
void add_pickups(const RulesetData& rd, const PositionState& st, const TurnFacts& f, MoveList& out) {
    if (f.in_check && rd.plan.safety != Safety::None) return;
    for (int s : squares(st.pieces[int(st.side)])) {
        if (!rd.hand.pickup.has(cell_type(st.board[s]))) continue;
        Move m;
        m.from = m.to = m.victim[0] = Square(s);
        m.flags = MovePass;
        PositionState after = st;
        apply_move(rd, after, m);
        if (legal_made(rd, st, after, m, f)) out.push(m);
    }
}

// The piece leaves the board for its owner's hand (before the side to move changes).
void lift(Editor& e, const Move& m, std::uint8_t& keep) {
    if (!m.is_pickup()) return;
    keep &= castle_keep(e.rd, e.st, m.from);
    const int t = cell_type(e.remove(m.from));
    e.hand(int(e.st.side), e.rd.types[std::size_t(t)].hand_type(t), +1);
}

// A pickup is no pass (the core counts every MovePass) and restarts the halfmove clock.
void not_a_pass(const RulesetData& rd, PositionState& st, const Move& m, bool) {
    if (!m.is_pickup()) return;
    st.halfmove = 0;
    if (st.passes) {   // (z.passes[0] is 0)
        st.hash ^= rd.z.passes[st.passes];
        st.passes = 0;
    }
}

bool in_game(const RulesetData& rd) { return rd.hand.pickup.any(); }
void install(const RulesetData&, RulePlan& p) {
    p.facts |= FactInCheck;
    p.add.push_back(add_pickups);
    p.on_turn_edit.push_back(lift);
    p.on_turn_end.push_back(not_a_pass);
}

}  // namespace

extern const Component pickup_rule = {
    "pickup", "a side not in check may take one of its own pieces into its hand as its move",
    FastPath::Keeps, Counting::Counts, 25, in_game, install};

}  // namespace aviary::detail

// Drops: a piece in hand enters on an empty square of the ranks the game (`drops = ranks`) and
// its type (`drop=`) allow, and not on a file that already holds `file-limit=` friendly
// pieces of its type (shogi's nifu: `file-limit=1`).
#include <array>

#include "movegen/movegen.hpp"
#include "movegen/powers.hpp"
#include "movegen/setup_phase.hpp"

namespace aviary::detail {
namespace {

// The files where `type` (colour c) already stands file_limit times or more: bit f.
std::uint32_t full_files(const RulesetData& rd, const PositionState& st, Color c, int type) {
    const int limit = rd.types[std::size_t(type)].file_limit;
    if (limit < 0) return 0;
    std::array<int, MaxFiles> on{};
    const Cell mine = make_cell(type, c);
    for (int s : squares(st.pieces[int(c)]))
        if (st.board[s] == mine) ++on[std::size_t(rd.shape.file_of(Square(s)))];
    std::uint32_t full = 0;
    for (int f = 0; f < rd.shape.files; ++f)
        if (on[std::size_t(f)] >= limit) full |= 1u << f;
    return full;
}

// The empty squares, narrowed by the rules of where drops go (RulePlan::drop_squares).
SquareSet drop_squares(const RulesetData& rd, const PositionState& st) {
    SquareSet open;
    for (int s = 0; s < rd.size(); ++s)
        if (!st.board[s]) open.set(Square(s));
    for (DropSquares narrow : rd.plan.drop_squares) narrow(rd, st, open);
    return open;
}

}  // namespace

// With `drop-promoted = yes` a promoted type (demote=X) is dropped from an X in hand too.
void generate_drops(const RulesetData& rd, const PositionState& st, MoveList& out,
                    std::uint64_t* counted) {
    const Color us = st.side;
    const std::size_t ntypes = rd.types.size();   // (not reloaded after each push)
    const auto& hand = st.hand[int(us)];
    const SquareSet open = drop_squares(rd, st);
    for (std::size_t t = 0; t < ntypes; ++t) {
        const PieceType& pt = rd.types[t];
        const std::size_t from_hand = std::size_t(pt.hand_type(int(t)));
        if (!hand[from_hand] || (from_hand != t && !rd.hand.drop_promoted) || pt.neutral) continue;
        const std::uint32_t ranks = rd.hand.drop_ranks & pt.drop_ranks[int(us)];
        const std::uint32_t full = full_files(rd, st, us, int(t));
        const int r = pt.region;   // region=: dropped inside it only
        const SquareSet* inside = r >= 0 ? &rd.square_sets[std::size_t(r)][int(us)] : nullptr;
        const int z = rd.hand.drop_region;   // drop-region=: every drop lands inside it
        const SquareSet* zone = z >= 0 ? &rd.square_sets[std::size_t(z)][int(us)] : nullptr;
        const std::uint8_t* rel = rd.rel_ranks[int(us) & 1].data();
        Move m;
        m.piece = std::uint8_t(t + 1);
        m.flags = MoveDrop;
        const bool limited = full || inside || zone || rd.hand.drop_colours;   // (most games: none)
        if (!limited && counted && !pt.royal) {   // (legal wherever they land)
            std::uint64_t k = 0;
            for (int s : squares(open.bits)) k += ranks >> rel[s] & 1;
            *counted += k;
            continue;
        }
        if (!limited) {
            for (int s : squares(open.bits))
                if (ranks >> rel[s] & 1) {
                    m.to = Square(s);
                    out.push(m);
                }
            continue;
        }
        for (int s : squares(open.bits)) {
            if (!(ranks >> rel[s] & 1)) continue;
            if ((full >> rd.shape.file_of(Square(s)) & 1) || (inside && !inside->has(Square(s))) ||
                (zone && !zone->has(Square(s))) ||
                (rd.hand.drop_colours && !drop_keeps_colours(rd, st, int(t), Square(s))))
                continue;
            m.to = Square(s);
            out.push(m);
        }
    }
}

// (Fairy-Stockfish's rule for shogi: a checkmate by a pawn drop, only pawns checking, loses.)
bool drop_check_by_loser(const RulesetData& rd, const PositionState& before, const PositionState& now) {
    const Color mover = before.side, them = now.side;
    int dropped = -1;
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (now.hand[int(mover)][t] + 1 == before.hand[int(mover)][t] &&
            now.count[int(mover)][t] == before.count[int(mover)][t] + 1)
            dropped = int(t);
    if (dropped < 0 || !rd.types[std::size_t(dropped)].drop_mate_loses) return false;
    for (std::size_t t = 0; t < rd.types.size(); ++t)   // a capture: no drop
        if (now.count[int(them)][t] != before.count[int(them)][t]) return false;
    bool checked = false;
    for (int r : squares(now.pieces[int(them)])) {
        if (!rd.types[cell_type(now.board[r])].royal) continue;
        for (int s : squares(now.pieces[int(mover)])) {
            const int t = cell_type(now.board[s]);
            if (!walk_hits(rd, now, mover, Square(s), t, Square(r), nullptr, false)) continue;
            if (t != dropped) return false;
            checked = true;
        }
    }
    return checked;
}

}  // namespace aviary::detail

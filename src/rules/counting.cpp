// counting = R 16 S 44 N 64: Fairy-Stockfish's ASEAN counting (sittuyin), which shows in the
// FEN only. When the side to move is left with one piece on the board and no piece that can
// promote stands anywhere, a count starts: twice the full moves of the first listed type the
// other side has on the board. While it runs, every move adds a ply; a capture or promotion
// that leaves the side to move bare restarts it. The FEN then carries the limit in the en
// passant field and the count's plies in the halfmove field, as Fairy-Stockfish writes them.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// The count limit in full moves for `side` to count down, or 0.
int count_limit(const RulesetData& rd, const PositionState& st, Color side) {
    int mine = 0;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        const bool promoter = rd.types[t].promo_source != PromotionKind::None;
        if (promoter && (st.count[0][t] || st.count[1][t])) return 0;
        mine += st.count[int(side)][t];
    }
    if (mine > 1) return 0;
    for (auto [type, moves] : rd.ends.counting)
        if (st.count[int(opposite(side))][std::size_t(type)]) return moves;
    return 0;
}

// After a move (st.side now to move), the count runs on, starts or restarts.
void advance_count(const RulesetData& rd, PositionState& st, const Move&, bool took_or_promoted) {
    if (st.count_limit && st.count_ply < 0xFFFF) ++st.count_ply;
    const Color side = st.side;
    int bare = 0;
    for (std::size_t t = 0; t < rd.types.size(); ++t) bare += st.count[int(side)][t];
    if (st.count_limit && !(took_or_promoted && bare == 1)) return;
    if (const int limit = count_limit(rd, st, side)) {
        st.count_limit = std::uint8_t(2 * limit);
        st.count_ply = 0;
    }
}

bool in_game(const RulesetData& rd) { return !rd.ends.counting.empty(); }
void install(const RulesetData&, RulePlan& p) { p.on_turn_end.push_back(advance_count); }

}  // namespace

extern const Component counting_rule = {
    "counting", "a bare side's count of moves, shown in the FEN (ASEAN counting)",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

// royal-through-check = illegal: a royal piece may not pass over a square the enemy attacks,
// as a castling king may not (Caissa Britannia's sliding royal queen). The squares are those
// strictly between the start and the end of a straight move (a rank, file or diagonal), and of
// a knight's leap the two next to both its start and its end (Metamachy's king, whose first
// move may leap two squares or as a knight over unattacked squares), judged in the position
// before the move, where the royal piece still stands on its start; `any-path` asks of a
// knight's leap only one of its two squares unattacked (Zanzibar-S). A filter before make that
// acts on the royal types' moves only, so the fast path keeps it.
#include <cstdlib>

#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.royal_passes_safe; }
bool passes_safely(const RulesetData& rd, const PositionState& st, const TurnFacts& f,
                   const Move& m) {
    if (m.flags & (MoveDrop | MoveCastle) || !rd.types[cell_type(st.board[m.from])].royal)
        return true;
    const auto& b = rd.shape;
    const int dx = b.file_of(m.to) - b.file_of(m.from), dy = b.rank_of(m.to) - b.rank_of(m.from);
    const Color them = opposite(st.side);
    const auto safe = [&](int s) { return !attacked(rd, st, Square(s), them, nullptr, f.walks_only); };
    const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
    if (dx && dy && std::abs(dx) != std::abs(dy)) {
        if (std::abs(dx) + std::abs(dy) != 3) return true;   // (no square is next to both ends)
        // a knight's leap: the square a step along its long side, and the diagonal one
        const int lx = std::abs(dx) == 2 ? sx : 0, ly = std::abs(dy) == 2 ? sy : 0;
        const bool side = safe(m.from + lx + ly * b.files);
        if (rd.royal_passes_safe == 2) return side || safe(m.from + sx + sy * b.files);   // any-path
        return side && safe(m.from + sx + sy * b.files);
    }
    const int n = std::max(std::abs(dx), std::abs(dy));
    const int step = sx + sy * b.files;
    for (int i = 1; i < n; ++i)
        if (!safe(m.from + i * step)) return false;
    return true;
}
void install(const RulesetData& rd, RulePlan& p) {
    p.before_make.push_back(passes_safely);
    ++p.typed_filters;   // (only the royal pieces' moves)
    for (int t : rd.royal_types) p.filtered_movers.set(t);
}
}  // namespace

extern const Component royal_through_check_rule = {
    "royal-through-check", "a royal piece may not pass over an attacked square",
    FastPath::Keeps, Counting::Counts, 4, in_game, install};

}  // namespace aviary::detail

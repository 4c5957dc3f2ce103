// wall = *: every move also puts a new neutral wall piece on a square (wall-at, wall-region).
#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

bool may_wall(const RulesetData& rd, const PositionState& after, Square s) {
    if (after.board[s]) return false;
    return rd.neutral.wall_region < 0 || rd.square_sets[std::size_t(rd.neutral.wall_region)][0].has(s);
}

}  // namespace

void wall_targets(const RulesetData& rd, const PositionState& after, const Move& m,
                  std::vector<std::pair<Square, Square>>& out) {
    out.clear();
    switch (rd.neutral.wall_at) {
        case WallRule::None: break;   // (rd.neutral.wall >= 0: never)
        case WallRule::Any:
            for (int s = 0; s < rd.size(); ++s)
                if (may_wall(rd, after, Square(s))) out.push_back({NoSquare, Square(s)});
            break;
        case WallRule::Origin:
            if (m.from != NoSquare && m.from != m.to && may_wall(rd, after, m.from))
                out.push_back({NoSquare, m.from});
            break;
        case WallRule::Shot:
            if (after.board[m.to]) {
                quiet_targets(rd, after, m.to, out, true);
                std::erase_if(out, [&](const auto& p) { return !may_wall(rd, after, p.second); });
            }
            break;
    }
}

}  // namespace aviary::detail

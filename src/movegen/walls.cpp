// wall = *: every move also puts a new neutral wall piece on a square (wall-at, wall-region), or
// with wall-or-move a move puts one down instead of moving (src/rules/neutral_step.cpp).
#include <bit>
#include <utility>

#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

bool may_wall(const RulesetData& rd, const PositionState& after, Square s) {
    if (after.board[s]) return false;
    return rd.neutral.wall_region < 0 || rd.square_sets[std::size_t(rd.neutral.wall_region)][0].has(s);
}

// wall-at = edge: on the board's edge, or next to a wall along a file or rank.
bool at_edge(const RulesetData& rd, const PositionState& after, Square s) {
    const BoardShape& b = rd.shape;
    const int f = b.file_of(s), r = b.rank_of(s);
    if (f == 0 || r == 0 || f == b.files - 1 || r == b.ranks - 1) return true;
    const Cell wall = make_cell(rd.neutral.wall, Color::Neutral);
    for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}})
        if (b.contains(f + dx, r + dy) && after.board[b.square(f + dx, r + dy)] == wall) return true;
    return false;
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
        case WallRule::Edge:
            for (int s = 0; s < rd.size(); ++s)
                if (may_wall(rd, after, Square(s)) && at_edge(rd, after, Square(s))) out.push_back({NoSquare, Square(s)});
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

std::uint64_t count_wall_targets(const RulesetData& rd, const PositionState& after, const Move& m) {
    if (rd.neutral.wall_at == WallRule::Any) {   // the empty squares of the region
        const int region = rd.neutral.wall_region;
        std::uint64_t n = region < 0 ? std::uint64_t(rd.size()) : 0;
        for (std::size_t w = 0; w < after.pieces[0].size(); ++w) {
            const std::uint64_t taken = after.pieces[0][w] | after.pieces[1][w] | after.pieces[2][w];
            if (region < 0) n -= std::uint64_t(std::popcount(taken));
            else n += std::uint64_t(std::popcount(rd.square_sets[std::size_t(region)][0].bits[w] & ~taken));
        }
        return n;
    }
    if (rd.neutral.wall_at == WallRule::Shot && rd.neutral.wall_region < 0 && after.board[m.to])
        if (const std::int64_t n = count_quiet_targets(rd, after, m.to); n >= 0) return std::uint64_t(n);
    thread_local std::vector<std::pair<Square, Square>> t_targets;
    wall_targets(rd, after, m, t_targets);
    return t_targets.size();
}

}  // namespace aviary::detail

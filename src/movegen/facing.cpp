// royal-facing: the flying general of xiangqi (illegal) and janggi's bikjang.
#include "movegen/facing.hpp"

namespace aviary::detail {

bool royals_face(const RulesetData& rd, const PositionState& st) {
    const BoardShape& b = rd.shape;
    static constexpr int kDir[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int s : squares(st.pieces[int(Color::White)])) {
        if (!rd.types[cell_type(st.board[s])].royal) continue;
        for (const auto& d : kDir) {
            int f = b.file_of(Square(s)) + d[0], r = b.rank_of(Square(s)) + d[1];
            for (; b.contains(f, r); f += d[0], r += d[1]) {
                const Cell c = st.board[b.square(f, r)];
                if (!c) continue;
                if (cell_color(c) == Color::Black && rd.types[cell_type(c)].royal) return true;
                break;
            }
        }
    }
    return false;
}

bool facing_forbids(const RulesetData& rd, bool faced, const PositionState& after) {
    switch (rd.facing) {
        case Facing::Allowed: return false;
        case Facing::Illegal: return royals_face(rd, after);
        case Facing::Bikjang: return faced && royals_face(rd, after);
    }
    return false;
}

}  // namespace aviary::detail

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

int facing_pins(const RulesetData& rd, const PositionState& st, Square royal,
                std::array<FacingPin, 4>& out, bool& faced) {
    const BoardShape& b = rd.shape;
    const Color us = cell_color(st.board[royal]);
    static constexpr int kDir[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int n = 0;
    for (const auto& d : kDir) {
        FacingPin pin;
        int f = b.file_of(royal) + d[0], r = b.rank_of(royal) + d[1];
        for (; b.contains(f, r); f += d[0], r += d[1]) {
            const Square t = b.square(f, r);
            const Cell c = st.board[t];
            if (!c) {
                pin.stay.set(t);
                continue;
            }
            const bool enemy_royal = cell_color(c) == opposite(us) && rd.types[cell_type(c)].royal;
            if (pin.blocker == NoSquare) {
                if (cell_color(c) != us) {
                    faced = faced || enemy_royal;
                    break;
                }
                pin.blocker = t;
                pin.stay.set(t);
                continue;
            }
            if (enemy_royal) out[std::size_t(n++)] = pin;
            break;
        }
    }
    return n;
}

bool facing_forbids(const RulesetData& rd, bool faced, const PositionState& after) {
    switch (rd.facing) {
        case FacingRule::Allowed: return false;
        case FacingRule::Illegal: return royals_face(rd, after);
        case FacingRule::Bikjang: return faced && royals_face(rd, after);
    }
    return false;
}

}  // namespace aviary::detail

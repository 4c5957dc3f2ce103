// Counting by square sets: each bit form of a piece (BitForm) is the set of squares its plain
// moves end on from the piece's square, a ride's cut at its first piece (RayBits), so a form
// counts in a few instructions what the fast walk (paths.cpp, Walker::run_fast) counts square
// by square, by the same rule: a move ends on an empty square, an enemy's or its own, as its
// modes allow.
#include "movegen/bit_count.hpp"

#include <bit>

#include "movegen/ray_bits.hpp"

namespace aviary::detail {

std::uint64_t bit_count(const RulesetData& rd, const PositionState& st, std::uint64_t from,
                        std::uint64_t& n) {
    const int c = int(st.side) & 1;
    const std::uint64_t mine = st.pieces[std::size_t(c)][0];
    const std::uint64_t theirs = st.pieces[std::size_t(c ^ 1)][0];
    const std::uint64_t occupied = mine | theirs | st.pieces[2][0];
    // [modes]: where a move of those modes ends plainly (ModeMove, ModeCapture and
    // ModeDestroy are bits 0, 1 and 2: empty squares, the enemy's, ours)
    static_assert(ModeMove == 1 && ModeCapture == 2 && ModeDestroy == 4);
    std::uint64_t ends[8];
    for (int m = 0; m < 8; ++m)
        ends[m] = (m & 1 ? ~occupied : 0) | (m & 2 ? theirs : 0) | (m & 4 ? mine : 0);
    const bool ep = st.ep_victim != NoSquare;
    const BitPiece* pieces = rd.bit_pieces[std::size_t(c)].data();
    const BitForm* forms = rd.bit_forms.data();
    const std::uint64_t* sets = rd.bit_sets.data();
    const std::size_t size = std::size_t(rd.size());
    std::uint64_t done = 0, counted = 0;   // (counted apart from n, which may alias the tables)
    for (std::uint64_t left = from; left; left &= left - 1) {
        const Square s = Square(std::countr_zero(left));
        const BitPiece& bp = pieces[cell_type(st.board[s])];
        if (!bp.counted || (bp.promotes >> s & 1) || (ep && bp.ep_leaps)) continue;
        const bool virgin = st.is_virgin(s);
        for (const BitForm* f = forms + bp.first; f != forms + bp.first + bp.forms; ++f) {
            if (!(f->from >> s & 1) || (f->virgin && !virgin) ||
                (f->lame && (sets[f->at + size + s] & occupied)))
                continue;
            std::uint64_t to = sets[f->at + s];
            if (f->dir == 2) to &= ~occupied;
            else if (f->dir) to = RayBits{to, f->dir}.reach(occupied);
            counted += std::uint64_t(std::popcount(to & ends[f->modes]));
        }
        done |= std::uint64_t(1) << s;
    }
    n += counted;
    return done;
}

}  // namespace aviary::detail

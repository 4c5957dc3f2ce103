// rebirth = setup (Circe): a piece taken off the board is reborn at once on a square where a
// piece of its type and colour stands in the setup. A type with more than two such squares (a
// row of pawns) is reborn on the one on the file it was taken on; otherwise on the one of the
// colour of the square it was taken on (rooks, knights, bishops: the nearest such), else on the
// one nearest that file (queen, king); a type the setup lacks (a fairy piece from a promotion)
// is reborn on its owner's first rank, on that file. When that square is occupied, the piece is gone. A
// reborn piece counts as unmoved (a pawn may step twice again); castling rights lost with it
// stay lost. Pieces a capture effect removes (a blast) are not reborn.
#include <bit>
#include <cstdlib>

#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// The setup square among `homes` nearest `file`, on `parity`'s square colour if `parity` >= 0.
Square nearest(const RulesetData& rd, const SquareSet& homes, int file, int parity) {
    Square best = NoSquare;
    int distance = 1 << 20;
    for (int s : squares(homes.bits)) {
        const int f = rd.shape.file_of(Square(s)), r = rd.shape.rank_of(Square(s));
        if (parity >= 0 && (f + r) % 2 != parity) continue;
        if (std::abs(f - file) < distance) {
            distance = std::abs(f - file);
            best = Square(s);
        }
    }
    return best;
}

Square rebirth_square(const RulesetData& rd, Cell victim, Square at) {
    const Color c = cell_color(victim);
    const SquareSet& homes = rd.setup_squares[int(c)][cell_type(victim)];
    const int file = rd.shape.file_of(at), rank = rd.shape.rank_of(at);
    int count = 0;
    for (std::uint64_t w : homes.bits) count += std::popcount(w);
    if (count > 2)
        for (int s : squares(homes.bits))
            if (rd.shape.file_of(Square(s)) == file) return Square(s);
    if (const Square s = nearest(rd, homes, file, (file + rank) % 2); s != NoSquare) return s;
    if (const Square s = nearest(rd, homes, file, -1); s != NoSquare) return s;
    return rd.shape.square(file, c == Color::White ? 0 : rd.shape.ranks - 1);
}

void reborn(Editor& e, const Move&, Cell, Square, const Captured& taken, std::uint8_t&) {
    for (int i = 0; i < taken.n; ++i) {
        const Cell victim = taken.cell[std::size_t(i)];
        if (cell_color(victim) == Color::Neutral) continue;
        const Square home = rebirth_square(e.rd, victim, taken.at[std::size_t(i)]);
        if (home == NoSquare || e.st.board[home]) continue;
        e.put(home, victim);
        e.set_virgin(home);
    }
}

bool in_game(const RulesetData& rd) { return rd.rebirth; }
void install(const RulesetData&, RulePlan& p) { p.on_capture.push_back(reborn); }

}  // namespace

extern const Component rebirth_rule = {
    "rebirth", "a piece taken is reborn on its setup square, if that square is empty",
    FastPath::Breaks, Counting::Counts, 7, in_game, install};

}  // namespace aviary::detail

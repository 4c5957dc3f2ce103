// castling-start = setup: each castling rule's move, from the setup's squares (castlings.hpp).
#include "compile/castlings.hpp"

namespace aviary::detail {

void plan_castlings(RulesetData& rd) {
    const BoardShape& b = rd.shape;
    for (PieceType& pt : rd.types)
        for (auto& rules : pt.castles)
            for (CastleRule& cr : rules) {
                cr.king_to = cr.partner_to = NoSquare;
                cr.must_empty = {};
                const Square k = rd.castling.king[cr.right], p = rd.castling.partner[cr.right];
                if (rd.castling.any || k == NoSquare || p == NoSquare) continue;
                const int kf = b.file_of(k), pf = b.file_of(p), r = b.rank_of(k);
                const int slope = rd.castling.slope[std::size_t(cr.right)];
                // (the cell of file f on the castling line: castling-lines)
                auto at = [&](int f) { return b.contains(f, r + (f - kf) * slope) ? b.square(f, r + (f - kf) * slope) : NoSquare; };
                const Landing l = landing(rd, cr, kf, pf);
                if (l.kt < 0 || at(l.kt) == NoSquare || at(l.pt) == NoSquare) continue;
                cr.king_to = at(l.kt);
                cr.partner_to = at(l.pt);
                for (int f = 0; f < b.files; ++f) {
                    const Square s = at(f);
                    if (s != NoSquare && s != k && s != p && on_path(rd, f, kf, pf, l))
                        cr.must_empty[s >> 6] |= std::uint64_t(1) << (s & 63);
                }
            }
}

}  // namespace aviary::detail

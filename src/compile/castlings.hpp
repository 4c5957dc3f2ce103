// Castling's geometry: where a castling takes the king and its partner, and which squares it
// needs empty; and, for castling-start = setup, each castling rule's move worked out once from
// the setup's squares. Used by the loader (plan_castlings) and by movegen/castling.cpp.
#pragma once
#include "ir/rules_data.hpp"

namespace aviary::detail {

struct Landing {
    int kt = -1, pt = -1;   // the files the king and the partner land on
};

// Where castling by `cr` takes the king (on file kf) and the partner (on pf), or kt = -1.
inline Landing landing(const RulesetData& rd, const CastleRule& cr, int kf, int pf) {
    if (rd.castling.any) return {rd.castling.king_to[cr.right], rd.castling.partner_to[cr.right]};
    const int kt = kf + cr.dir * cr.king_steps, pt = kt - cr.dir * cr.gap;
    if (kt < 0 || kt >= rd.shape.files || pt < 0 || pt >= rd.shape.files) return {};
    // The king may not pass the partner, except by landing on its square.
    if ((kt - pf) * cr.dir > 0) return {};
    return {kt, pt};
}

// Is square f of the king's rank one that must be empty (the two pieces themselves apart):
// one both pieces pass or land on and, for a standard castling, one between them?
inline bool on_path(const RulesetData& rd, int f, int kf, int pf, Landing l) {
    return (f - kf) * (f - l.kt) <= 0 || (f - pf) * (f - l.pt) <= 0 ||
           (!rd.castling.any && (f - kf) * (f - pf) <= 0);
}

// castling-start = setup: works out each castling rule's move from the setup's squares
// (CastleRule::king_to, partner_to, must_empty), once the ruleset has them.
void plan_castlings(RulesetData& rd);

}  // namespace aviary::detail

// duple-check: a side with several royal pieces is in check only when every one of them is
// attacked (Spartan chess, as Fairy-Stockfish plays it); with one royal piece that is check.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {
bool in_game(const RulesetData& rd) { return rd.duple_check && rd.royalty == RoyaltyRule::Check; }
void install(const RulesetData&, RulePlan& p) { p.safety = Safety::AllRoyals; }
}  // namespace

extern const Component duple_check_rule = {
    "duple-check", "a side is in check only when all its royal pieces are attacked",
    FastPath::Breaks, Counting::Counts, 1, in_game, install};

}  // namespace aviary::detail

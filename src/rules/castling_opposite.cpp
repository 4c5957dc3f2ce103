// castling-opposite = yes: castling on one wing takes the other side's right to castle on that
// wing (Fairy-Stockfish's oppositeCastling): after White castles towards the h-file, Black may
// castle only towards the a-file. A wing is the side of the king its partner stands on.
#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void on_turn_edit(Editor& e, const Move& m, std::uint8_t& keep) {
    if (!m.is_castling()) return;
    keep &= std::uint8_t(~(1u << castle_right(e.rd, m, opposite(e.st.side))));
}
bool in_game(const RulesetData& rd) { return rd.castling.opposite; }
void install(const RulesetData&, RulePlan& p) { p.on_turn_edit.push_back(on_turn_edit); }

}  // namespace

extern const Component castling_opposite_rule = {
    "castling-opposite", "castling on a wing takes the opponent's right to castle on that wing",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

// free-drops = LETTERS: pieces of these types are dropped from an unlimited supply (Ataxx's
// clone, as Fairy-Stockfish's free drops): the side always holds one of each in hand (the FEN
// reader puts it there and writes no hand for it) and a drop puts it back.
#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void restock(Editor& e, const Move& m, Cell) {
    const int t = m.piece - 1;
    if (t >= 0 && (e.rd.hand.free.has(t))) e.hand(int(e.st.side), e.rd.types[std::size_t(t)].hand_type(t), +1);
}

bool in_game(const RulesetData& rd) { return rd.hand.free .any(); }
void install(const RulesetData&, RulePlan& p) { p.on_drop.push_back(restock); }

}  // namespace

extern const Component free_drops_rule = {
    "free-drops", "pieces of these types are dropped from an unlimited supply",
    FastPath::Keeps, Counting::Counts, 8, in_game, install};

}  // namespace aviary::detail

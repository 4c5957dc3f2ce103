// must-drop = LETTERS: while the side to move holds a piece of these types in hand, its other
// drops are illegal, and so are its board moves as long as one such drop is legal (Koedem: a
// king in hand must be put back on the board first). must-drop = yes lists every type: a setup
// phase of compulsory drops (placement, sittuyin); a side with no legal drop (its hand empty,
// or no drop answering a check) moves as usual.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

// Does the side to move hold a piece it must drop? (Else the list is left as it is, and the
// last ply may be counted.)
bool holds_must_drop(const RulesetData& rd, const PositionState& st) {
    const auto& hand = st.hand[int(st.side)];
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.hand.must_drop.has(t) && hand[t]) return true;
    return false;
}

void keep_must_drops(const RulesetData& rd, const PositionState& st, MoveList& out) {
    if (!holds_must_drop(rd, st)) return;
    auto must = [&](const Move& m) {   // a drop of a must-drop type (from its hand type)
        const int t = m.piece - 1;
        return (m.flags & MoveDrop) && rd.hand.must_drop.has(rd.types[std::size_t(t)].hand_type(t));
    };
    bool any = false;
    for (const Move& m : out) any = any || must(m);
    std::size_t n = 0;
    for (std::size_t i = 0; i < out.size(); ++i)
        if (must(out[i]) || (!any && !(out[i].flags & MoveDrop))) out[n++] = out[i];
    out.resize(n);
}

bool in_game(const RulesetData& rd) { return rd.hand.must_drop.any(); }
void install(const RulesetData&, RulePlan& p) {
    p.list.push_back(keep_must_drops);
    p.list_if.push_back(holds_must_drop);
}

}  // namespace

extern const Component must_drop_rule = {
    "must-drop", "pieces of these types in hand must be dropped before anything else",
    FastPath::Keeps, Counting::Asks, 12, in_game, install};

}  // namespace aviary::detail

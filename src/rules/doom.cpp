// rifle = doom: a rifle capture (a peck, the capturer staying put) dooms its victim instead of
// removing it. The doomed piece stays on the board for one turn of its owner, who may move it
// only by its own rifle captures (desperado: src/movegen/paths.cpp); it dies at the end of
// that turn, whatever was played.
#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void end_of_turn(Editor& e, const Move& m, std::uint8_t& keep) {
    PositionState& st = e.st;
    const Square old = st.doomed;
    if (old != NoSquare) {
        st.hash ^= e.rd.z.doomed[old];
        st.doomed = NoSquare;
        if (st.board[old] && cell_color(st.board[old]) == st.side) {   // the mover's: it dies
            e.remove(old);
            keep &= castle_keep(e.rd, st, old);   // (its castling right goes with it)
        }
    }
    if (m.to != m.from || (m.flags & (MovePass | MoveDrop))) return;
    for (Square v : m.victim)   // the victims the capture left standing: the last is doomed
        if (v != NoSquare && st.board[v]) st.doomed = v;
    if (st.doomed != NoSquare) st.hash ^= e.rd.z.doomed[st.doomed];
}

bool in_game(const RulesetData& rd) { return rd.rifle_dooms; }
void install(const RulesetData&, RulePlan& p) {
    p.rifle_spares = true;
    p.on_turn_edit.push_back(end_of_turn);
}

}  // namespace

extern const Component doom_rule = {
    "rifle", "a rifle capture dooms its victim, which dies after its owner's next turn",
    FastPath::Keeps, Counting::Counts, 1, in_game, install};

}  // namespace aviary::detail

// castling-drops = e1 a1 h1: a castling king dropped onto its square gains the rights of the
// partners already on theirs; a partner dropped onto its square, while the king stands on its
// own, gains its right (Fairy-Stockfish's placement). The rights then go as usual.
#include <algorithm>

#include "movegen/editor.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void drop_castling_rights(const RulesetData& rd, PositionState& st, Square to, Color us) {
    auto castler = [&](Cell c) {
        return c && cell_color(c) == us && !rd.types[cell_type(c)].castles[int(us)].empty();
    };
    auto partner = [&](Cell c) {
        return c && cell_color(c) == us &&
               std::find(rd.castling.partners.begin(), rd.castling.partners.end(), cell_type(c)) !=
                   rd.castling.partners.end();
    };
    std::uint8_t add = 0;
    for (int i = 2 * int(us); i < 2 * int(us) + 2; ++i) {
        const Square k = rd.castling.king[i], p = rd.castling.partner[i];
        if (k == NoSquare || p == NoSquare || (to != k && to != p)) continue;
        if (!castler(st.board[k]) || !partner(st.board[p])) continue;
        add |= std::uint8_t(1u << i);
        st.castle_king[i] = k;
        st.castle_partner[i] = p;
    }
    if (!(add & ~st.castling)) return;
    st.hash ^= rd.z.castle[st.castling & 15];
    st.castling |= add;
    st.hash ^= rd.z.castle[st.castling & 15];
}

void on_drop(Editor& e, const Move& m, Cell) { drop_castling_rights(e.rd, e.st, m.to, e.st.side); }
bool in_game(const RulesetData& rd) { return rd.hand.castling_drops; }
void install(const RulesetData&, RulePlan& p) { p.on_drop.push_back(on_drop); }

}  // namespace

extern const Component castling_drops_rule = {
    "castling-drops", "a drop onto a castling square gives the castling rights it completes",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

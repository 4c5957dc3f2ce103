// The hand keys of the two-board games, read into the compiled game:
// fen-hands = all | LETTERS: types a FEN's hand may hold though neither captures nor the setup
// put them there (bughouse: the partner's captures arrive in the hand from outside the board);
// must-drop = yes | LETTERS: while a side holds one of these in hand it must drop one (Koedem's
// king; yes: every type, a setup phase; the rule itself is src/movegen/must_drop.cpp).
#include "compile/catalogue_keys.hpp"

namespace aviary::detail {

std::string read_fen_hands(const std::string& value, RulesetData& rd) {
    const std::string usage = "fen-hands = all or piece letters (e.g. fen-hands = QRBNP)";
    if (value == "all") {
        // every type a hand can hold: not royal, not neutral, not a promoted type (demote=)
        for (std::size_t t = 0; t < rd.types.size(); ++t) {
            const PieceType& pt = rd.types[t];
            if (!pt.royal && !pt.neutral && pt.demote < 0) rd.hand.fen_types.set(t);
        }
        return rd.hand.fen_types ? "" : usage + " (this game has no piece a hand can hold)";
    }
    for (char ch : value) {
        if (ch == ' ') continue;
        const int t = rd.type_by_letter(ch);
        if (t < 0) return usage + " (no piece has the letter '" + std::string(1, ch) + "')";
        const PieceType& pt = rd.types[std::size_t(t)];
        if (pt.royal || pt.neutral || pt.demote >= 0)
            return usage + " ('" + std::string(1, ch) + "' is royal, neutral or a promoted type)";
        rd.hand.fen_types.set(t);
    }
    return rd.hand.fen_types ? "" : usage;
}

std::string read_must_drop(const std::string& value, RulesetData& rd) {
    const std::string usage = "must-drop = yes or piece letters (e.g. must-drop = K)";
    if (value == "no") return "";
    if (value == "yes") {   // every type a hand can hold: a setup phase of compulsory drops
        for (std::size_t t = 0; t < rd.types.size() && t < 32; ++t)
            if (!rd.types[t].neutral) rd.hand.must_drop.set(t);
        return "";
    }
    for (char ch : value) {
        if (ch == ' ') continue;
        const int t = rd.type_by_letter(ch);
        if (t < 0) return usage + " (no piece has the letter '" + std::string(1, ch) + "')";
        if (rd.types[std::size_t(t)].neutral) return usage + " ('" + std::string(1, ch) + "' is neutral)";
        rd.hand.must_drop.set(t);
    }
    return rd.hand.must_drop ? "" : usage;
}

}  // namespace aviary::detail

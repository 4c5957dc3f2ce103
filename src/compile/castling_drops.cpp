// castling-drops: the castling squares of a game whose setup places neither king nor partners.
#include <sstream>
#include <vector>

#include "compile/setup_keys.hpp"

namespace aviary::detail {

std::string read_castling_drops(const std::string& value, RulesetData& rd) {
    const std::string usage =
        "castling-drops = KING-SQUARE PARTNER-SQUARES (White's, such as e1 a1 h1)";
    const BoardShape& b = rd.shape;
    std::stringstream ss(value);
    std::string word;
    std::vector<Square> sq;
    while (ss >> word) {
        const auto s = b.parse(word);
        if (!s) return usage + ": '" + word + "' is no square of this board";
        sq.push_back(*s);
    }
    if (sq.size() < 2 || sq.size() > 3) return usage;
    auto black = [&](Square s) {
        return b.square(rd.rotate ? b.files - 1 - b.file_of(s) : b.file_of(s), b.ranks - 1 - b.rank_of(s));
    };
    for (std::size_t i = 1; i < sq.size(); ++i) {
        if (b.rank_of(sq[i]) != b.rank_of(sq[0]) || sq[i] == sq[0])
            return "castling-drops: a partner's square lies on the king's rank, not on the king's square";
        for (int c = 0; c < 2; ++c) {
            const Square k = c ? black(sq[0]) : sq[0], p = c ? black(sq[i]) : sq[i];
            const int right = 2 * c + (b.file_of(p) > b.file_of(k) ? 0 : 1);
            if (rd.castling.partner[right] != NoSquare)
                return "castling-drops: one partner square on each side of the king";
            rd.castling.king[right] = k;
            rd.castling.partner[right] = p;
        }
    }
    rd.hand.castling_drops = true;
    return {};
}

}  // namespace aviary::detail

// initial-from=: where a piece's initial (i) moves may start, as Fairy-Stockfish's double-step
// region: a list of ranks (2) and squares (b3), White's view, moved or not.
#include <sstream>

#include "compile/catalogue_keys.hpp"

namespace aviary::detail {

std::string read_initial_from(const RulesetData& rd, const std::string& value, PieceType& pt) {
    const BoardShape& b = rd.shape;
    const std::string usage = "initial-from= takes ranks and White's squares, such as 2,b3,c3";
    std::stringstream ss(value);
    std::string tok;
    auto add = [&](Square s) {
        const Square black = b.square(rd.rotate ? b.files - 1 - b.file_of(s) : b.file_of(s),
                                      b.ranks - 1 - b.rank_of(s));
        pt.initial_from[0].set(s);
        pt.initial_from[1].set(black);
    };
    while (std::getline(ss, tok, ',')) {
        if (auto sq = b.parse(tok)) {
            add(*sq);
            continue;
        }
        if (tok.empty() || tok.size() > 2 || tok.find_first_not_of("0123456789") != std::string::npos)
            return usage + " (not '" + tok + "')";
        const int r = std::stoi(tok);
        if (r < 1 || r > b.ranks) return "initial-from=: the board has ranks 1-" + std::to_string(b.ranks);
        for (int f = 0; f < b.files; ++f) add(b.square(f, r - 1));
    }
    if (value.empty()) return usage;
    pt.initial_region = true;
    return "";
}

}  // namespace aviary::detail

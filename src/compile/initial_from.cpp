// initial-from=: where a piece's initial (i) moves may start, as Fairy-Stockfish's double-step
// region: a list of ranks (2) and squares (b3), White's view, moved or not; Black's after a
// '/' when it is not White's turned over (ranks then counted from Black's side).
#include <sstream>

#include "compile/catalogue_keys.hpp"
#include "compile/regions.hpp"

namespace aviary::detail {

namespace {

// Ranks (2) and squares (b3) of `value` into `out` (rank numbers as the board counts them from
// White's side when `black_view` is false, else from Black's); an error, or "". One side's part
// of a value with a '/' may be empty: that side's initial moves never start.
std::string read_part(const RulesetData& rd, const std::string& value, bool black_view,
                      bool may_be_empty, std::vector<Square>& out) {
    const BoardShape& b = rd.shape;
    const std::string usage = "initial-from= takes ranks and White's squares, such as 2,b3,c3 "
                              "(Black's after a '/', ranks from its side: 2,b3/3,g6)";
    std::stringstream ss(value);
    std::string tok;
    while (std::getline(ss, tok, ',')) {
        if (auto sq = b.parse(tok)) {
            out.push_back(*sq);
            continue;
        }
        if (tok.empty() || tok.size() > 2 || tok.find_first_not_of("0123456789") != std::string::npos)
            return usage + " (not '" + tok + "')";
        const int r = std::stoi(tok);
        if (b.hex) return "initial-from=: on a hexagonal board, squares (a rank runs along one file only)";
        if (r < 1 || r > b.ranks) return "initial-from=: the board has ranks 1-" + std::to_string(b.ranks);
        for (int f = 0; f < b.files; ++f) out.push_back(b.square(f, black_view ? b.ranks - r : r - 1));
    }
    return value.empty() && !may_be_empty ? usage : "";
}

}  // namespace

std::string read_initial_from(const RulesetData& rd, const std::string& value, PieceType& pt) {
    const SidedValue v = split_sided(value);
    std::vector<Square> white, black;
    if (auto e = read_part(rd, v.white, false, v.sided, white); !e.empty()) return e;
    if (v.sided) {
        if (auto e = read_part(rd, v.black, true, !white.empty(), black); !e.empty()) return e;
    } else {
        for (Square s : white) black.push_back(black_square(rd, s));
    }
    for (Square s : white) pt.initial_from[0].set(s);
    for (Square s : black) pt.initial_from[1].set(s);
    pt.initial_region = true;
    return "";
}

}  // namespace aviary::detail

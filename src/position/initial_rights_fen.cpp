// initial-rights = castling-field: the FEN's castling field lists, by file, the first-rank pieces
// that may still make their initial (i) moves (upper case White, then Black), as Fairy-Stockfish
// writes Cambodian's king and met leaps (DEde). A letter on an empty or other-coloured square
// gives nothing, as there.
#include <cctype>

#include "position/castling_fen.hpp"

namespace aviary::detail {
namespace {

Square first_rank_square(const RulesetData& rd, Color col, int file) {
    return rd.shape.square(file, col == Color::White ? 0 : rd.shape.ranks - 1);
}

}  // namespace

std::optional<FenError> read_initial_rights(const RulesetData& rd, std::string_view f, std::size_t at,
                                            PositionState& st) {
    if (f == "-") return std::nullopt;
    for (std::size_t k = 0; k < f.size(); ++k) {
        const char up = char(std::toupper((unsigned char)f[k]));
        if (up < 'A' || up >= 'A' + rd.shape.files)
            return FenError{at + k, std::string("the initial-move rights are first-rank files (A-") +
                                        char('A' + rd.shape.files - 1) + ", a-" +
                                        char('a' + rd.shape.files - 1) + "), not '" + f[k] + "'"};
        const Color col = std::isupper((unsigned char)f[k]) ? Color::White : Color::Black;
        const Square s = first_rank_square(rd, col, up - 'A');
        const Cell cl = st.board[s];
        if (cl && cell_color(cl) == col && rd.types[cell_type(cl)].has_initial) st.set_virgin(s, true);
    }
    return std::nullopt;
}

std::string write_initial_rights(const RulesetData& rd, const PositionState& st) {
    std::string out;
    for (Color col : {Color::White, Color::Black})
        for (int f = 0; f < rd.shape.files; ++f) {
            const Square s = first_rank_square(rd, col, f);
            const Cell cl = st.board[s];
            if (cl && cell_color(cl) == col && st.is_virgin(s))
                out += char((col == Color::White ? 'A' : 'a') + f);
        }
    return out.empty() ? "-" : out;
}

}  // namespace aviary::detail

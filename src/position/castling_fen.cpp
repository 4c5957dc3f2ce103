// The castling field of a FEN (position/castling_fen.hpp).
//
// A standard game (`castling-start = setup`) reads K/Q/k/q: the right of the king and partner on
// the setup's squares. Under `castling-start = any` the king is the castling piece on its setup
// rank, wherever it stands, K/Q name the outermost partner on the king's higher/lower-file side
// (X-FEN) and a file letter names the partner on that file (Shredder-FEN, upper case White);
// such a game writes file letters, White's higher-file right first, as Fairy-Stockfish does.
#include "position/castling_fen.hpp"

#include <algorithm>
#include <cctype>

#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

bool is_partner(const RulesetData& rd, Cell cl, Color col) {
    return cl && cell_color(cl) == col &&
           std::find(rd.castling.partners.begin(), rd.castling.partners.end(), cell_type(cl)) !=
               rd.castling.partners.end();
}

bool is_castler(const RulesetData& rd, Cell cl, Color col) {
    return cl && cell_color(cl) == col && !rd.types[cell_type(cl)].castles[int(col)].empty();
}

// The king's rank of colour `col` in the setup, or -1 when it has no castling.
int castling_rank(const RulesetData& rd, Color col) {
    for (int i : {2 * int(col), 2 * int(col) + 1})
        if (rd.castling.king[i] != NoSquare) return rd.shape.rank_of(rd.castling.king[i]);
    return -1;
}

}  // namespace

// The right and its squares for one letter of a standard game.
std::optional<FenError> setup_right(const RulesetData& rd, char ch, std::size_t at,
                                    PositionState& st, bool check_rules) {
    const int right = int(std::string_view("KQkq").find(ch));
    if (right < 0 || right > 3)
        return FenError{at, std::string("castling flags are K Q k q, not '") + ch + "'"};
    const Square ks = rd.castling.king[right], ps = rd.castling.partner[right];
    const Color col = right < 2 ? Color::White : Color::Black;
    if (check_rules) {
        const bool ok = ks != NoSquare && ps != NoSquare && is_castler(rd, st.board[ks], col) &&
                        is_partner(rd, st.board[ps], col);
        if (!ok)
            return FenError{at, std::string("castling flag '") + ch +
                                    "' needs the king and its partner on their setup squares" +
                                    (ks != NoSquare && ps != NoSquare
                                         ? " (" + rd.shape.name(ks) + " and " + rd.shape.name(ps) + ")"
                                         : std::string(" (this game has no such castling)"))};
        st.castle_king[right] = ks;
        st.castle_partner[right] = ps;
    }
    st.castling |= std::uint8_t(1u << right);
    return std::nullopt;
}

namespace {

// The right and its squares for one letter under `castling-start = any`.
std::optional<FenError> any_right(const RulesetData& rd, char ch, std::size_t at,
                                  PositionState& st) {
    const BoardShape& b = rd.shape;
    const Color col = std::isupper((unsigned char)ch) ? Color::White : Color::Black;
    const char up = char(std::toupper((unsigned char)ch));
    const bool file_letter = up >= 'A' && up < 'A' + b.files && up != 'K' && up != 'Q';
    if (!file_letter && up != 'K' && up != 'Q')
        return FenError{at, std::string("castling flags are K Q k q or the partners' files (A-") +
                                char('A' + b.files - 1) + "), not '" + ch + "'"};
    const int rank = castling_rank(rd, col);
    Square king = NoSquare;
    for (int f = 0; f < b.files && rank >= 0 && king == NoSquare; ++f)
        if (is_castler(rd, st.board[b.square(f, rank)], col)) king = b.square(f, rank);
    if (king == NoSquare)
        return FenError{at, std::string("castling flag '") + ch + "' needs " +
                                (col == Color::White ? "White" : "Black") +
                                "'s castling king on its setup rank"};
    const int kf = b.file_of(king);
    Square partner = NoSquare;
    if (file_letter) {
        if (is_partner(rd, st.board[b.square(up - 'A', rank)], col)) partner = b.square(up - 'A', rank);
    } else {   // the outermost partner on that side of the king
        const int dir = up == 'K' ? 1 : -1;
        for (int f = kf + dir; f >= 0 && f < b.files; f += dir)
            if (is_partner(rd, st.board[b.square(f, rank)], col)) partner = b.square(f, rank);
    }
    if (partner == NoSquare)
        return FenError{at, std::string("castling flag '") + ch + "' names no castling partner"};
    const int right = castle_right(rd, col, king, partner);
    if (rd.castling.king_to[right] < 0)
        return FenError{at, std::string("castling flag '") + ch + "': this game has no such castling"};
    st.castle_king[right] = king;
    st.castle_partner[right] = partner;
    st.castling |= std::uint8_t(1u << right);
    return std::nullopt;
}

}  // namespace

std::optional<FenError> read_castling(const RulesetData& rd, std::string_view f, std::size_t at,
                                      PositionState& st, bool check_rules) {
    if (rd.initial_in_fen && !f.empty()) return read_initial_rights(rd, f, at, st);
    if (rd.gating && !f.empty()) return read_gating_rights(rd, f, at, st, check_rules);
    if (f.empty() || f == "-" || (rd.castling.any && !check_rules)) return std::nullopt;
    for (std::size_t k = 0; k < f.size(); ++k) {
        auto e = rd.castling.any ? any_right(rd, f[k], at + k, st)
                                              : setup_right(rd, f[k], at + k, st, check_rules);
        if (e) return e;
    }
    return std::nullopt;
}

std::string write_castling(const RulesetData& rd, const PositionState& st) {
    if (rd.initial_in_fen) return write_initial_rights(rd, st);
    if (rd.gating) return write_gating_rights(rd, st);
    std::string out;
    for (int i = 0; i < 4; ++i) {
        if (!(st.castling >> i & 1)) continue;
        if (!rd.castling.any || st.castle_partner[i] == NoSquare) {
            out += "KQkq"[i];
            continue;
        }
        const char file = char('A' + rd.shape.file_of(st.castle_partner[i]));
        out += i < 2 ? file : char(std::tolower((unsigned char)file));
    }
    return out.empty() ? "-" : out;
}

}  // namespace aviary::detail

// gating = yes: the FEN's castling field holds the castling rights (K Q k q) and, by file, the
// first-rank pieces that have not moved, where a piece from the hand may still enter: White's
// rights and files, then Black's (`KQBCDFGkqbcdfg`), as Fairy-Stockfish writes them. A K/Q right
// makes its king's and partner's squares gates too, and their files are not repeated. A side
// whose hand is empty and can never fill (no captures to hand) writes no files, and a file it
// is given names a castling partner (Fairy-Stockfish's reading); with pieces in hand, the king's
// and a partner's files without K/Q give that castling right.
#include <cctype>

#include "position/castling_fen.hpp"

namespace aviary::detail {
namespace {

Square first_rank_square(const RulesetData& rd, Color col, int file) {
    return rd.shape.square(file, col == Color::White ? 0 : rd.shape.ranks - 1);
}

// Can pieces of side `col` still enter: some in hand, or a hand that captures may fill?
bool may_gate(const RulesetData& rd, const PositionState& st, Color col) {
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (st.hand[int(col)][t] || rd.types[t].to_hand) return true;
    return false;
}

// A file letter of side `col`: the square's gate, or (no pieces may ever enter) the castling
// right whose partner stands there.
std::optional<FenError> gate_letter(const RulesetData& rd, char ch, std::size_t at, PositionState& st) {
    const Color col = std::isupper((unsigned char)ch) ? Color::White : Color::Black;
    const int file = std::toupper((unsigned char)ch) - 'A';
    const Square s = first_rank_square(rd, col, file);
    const Cell cl = st.board[s];
    if (!cl || cell_color(cl) != col)
        return FenError{at, std::string("gating right '") + ch + "' needs a " +
                                (col == Color::White ? "White" : "Black") + " piece on " +
                                rd.shape.name(s)};
    st.set_virgin(s, true);
    if (!may_gate(rd, st, col))
        for (int i : {2 * int(col), 2 * int(col) + 1})
            if (rd.castling.partner[i] == s) (void)setup_right(rd, "KQkq"[i], at, st, true);
    return std::nullopt;
}

// With pieces to enter and no K/Q right given, a king and a partner both unmoved castle.
void rights_from_gates(const RulesetData& rd, PositionState& st) {
    for (Color col : {Color::White, Color::Black}) {
        const int a = 2 * int(col);
        if ((st.castling >> a & 3) || !may_gate(rd, st, col)) continue;
        for (int i : {a, a + 1}) {
            const Square k = rd.castling.king[i], p = rd.castling.partner[i];
            if (k != NoSquare && p != NoSquare && st.is_virgin(k) && st.is_virgin(p))
                (void)setup_right(rd, "KQkq"[i], 0, st, true);   // (kept only when they fit)
        }
    }
}

}  // namespace

std::optional<FenError> read_gating_rights(const RulesetData& rd, std::string_view f, std::size_t at,
                                           PositionState& st, bool check_rules) {
    if (f == "-") return std::nullopt;
    std::uint32_t seen[2] = {0, 0};
    for (std::size_t k = 0; k < f.size(); ++k) {
        const char ch = f[k];
        if (std::string_view("KQkq").find(ch) != std::string_view::npos) {
            if (auto e = setup_right(rd, ch, at + k, st, check_rules)) return e;
            const int i = int(std::string_view("KQkq").find(ch));
            if (check_rules) {
                st.set_virgin(st.castle_king[i], true);
                st.set_virgin(st.castle_partner[i], true);
            }
            continue;
        }
        const int file = std::toupper((unsigned char)ch) - 'A';
        if (!std::isalpha((unsigned char)ch) || file >= rd.shape.files)
            return FenError{at + k, std::string("the castling field holds K Q k q and the unmoved "
                                                "first-rank pieces' files (A-") +
                                        char('A' + rd.shape.files - 1) + ", a-" +
                                        char('a' + rd.shape.files - 1) + "), not '" + ch + "'"};
        const int col = std::isupper((unsigned char)ch) ? 0 : 1;
        if (seen[col] >> file & 1)
            return FenError{at + k, std::string("gating right '") + ch + "' is repeated"};
        seen[col] |= 1u << file;
        if (!check_rules) continue;
        if (auto e = gate_letter(rd, ch, at + k, st)) return e;
    }
    if (check_rules) rights_from_gates(rd, st);
    return std::nullopt;
}

std::string write_gating_rights(const RulesetData& rd, const PositionState& st) {
    std::string out;
    for (Color col : {Color::White, Color::Black}) {
        const int a = 2 * int(col);
        const std::uint8_t held = std::uint8_t(st.castling >> a & 3);
        for (int i : {a, a + 1})
            if (st.castling >> i & 1) out += "KQkq"[i];
        if (!may_gate(rd, st, col)) continue;
        for (int file = 0; file < rd.shape.files; ++file) {
            const Square s = first_rank_square(rd, col, file);
            if (!st.is_virgin(s) || !st.board[s] || cell_color(st.board[s]) != col) continue;
            bool implied = false;   // a held right's king or partner square
            for (int i : {a, a + 1})
                implied = implied || (held && s == st.castle_king[i] && st.castle_king[i] != NoSquare) ||
                          ((st.castling >> i & 1) && s == st.castle_partner[i]);
            if (!implied) out += char((col == Color::White ? 'A' : 'a') + file);
        }
    }
    return out.empty() ? "-" : out;
}

}  // namespace aviary::detail

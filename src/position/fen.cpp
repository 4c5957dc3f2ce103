// FEN reading and writing for every game (format: position/fen.hpp).
#include "position/fen.hpp"

#include "position/castling_fen.hpp"

#include "movegen/movegen.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace aviary::detail {
namespace {

// How the board part writes a piece: its letter or its fen= spelling, lower case for Black.
std::string piece_text(const RulesetData& rd, Cell cl) {
    const PieceType& pt = rd.types[cell_type(cl)];
    std::string s = pt.token.empty() ? std::string(1, pt.letter) : pt.token;
    if (cell_color(cl) == Color::Black)
        for (char& ch : s) ch = char(std::tolower((unsigned char)ch));
    return s;
}

}  // namespace

std::uint64_t full_hash(const RulesetData& rd, const PositionState& st) {
    std::uint64_t h = 0;
    for (int s = 0; s < rd.size(); ++s) {
        if (st.board[s]) h ^= rd.piece_key(st.board[s], Square(s));
        if (st.is_virgin(Square(s))) h ^= rd.z.virgin[s];
    }
    for (Square e : st.ep)
        if (e != NoSquare) h ^= rd.z.ep[e];
    for (Square e : st.held_ep)   // (moves-per-turn: rights held through the turn)
        if (e != NoSquare) h ^= rd.z.ep[e];
    if (st.doomed != NoSquare) h ^= rd.z.doomed[st.doomed];
    h ^= rd.z.castle[st.castling & 15];
    for (int c = 0; c < 3; ++c)
        for (std::size_t t = 0; t < rd.types.size(); ++t)
            if (st.hand[c][t]) h ^= rd.hand_key(c, int(t), st.hand[c][t]);
    if (st.side == Color::Black) h ^= rd.z.side;
    if (rd.ends.check_limit)
        for (int c = 0; c < 2; ++c) h ^= rd.z.checks[c][st.checks_left[c] & 15];
    h ^= rd.z.passes[st.passes % 3];   // (0 when no pass was just made)
    if (st.trade_barred == 1) h ^= rd.z.trade_barred;   // (lion-trading)
    h ^= rd.z.turn_key(st.turn_left);   // (0 for a turn's last move)
    return h;
}

std::string write_fen(const RulesetData& rd, const PositionState& st) {
    const BoardShape& b = rd.shape;
    std::string out;
    for (int r = b.ranks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < b.row_cells(r); ++f) {
            Square s = b.row_cell(r, f);
            Cell cl = st.board[s];
            if (!cl) { ++empty; continue; }
            if (empty) { out += std::to_string(empty); empty = 0; }
            out += piece_text(rd, cl);
            if (st.doomed == s) out += '!';
        }
        if (empty) out += std::to_string(empty);
        if (r) out += b.layered() && r % b.level_ranks() == 0 ? '|' : '/';
    }
    if (rd.hand.held) {
        out += '[';
        for (int col = 0; col < 2; ++col)
            for (std::size_t t = 0; t < rd.types.size(); ++t)
                for (int k = 0; k < st.hand[col][t]; ++k)   // (its letter, or its id: C')
                    for (char ch : rd.types[t].id_text())
                        out += col == 0 ? ch : char(std::tolower((unsigned char)ch));
        out += ']';
    }
    out += st.side == Color::White ? " w " : " b ";
    out += write_castling(rd, st);
    out += ' ';
    std::string ep;
    for (Square e : st.held_victim != NoSquare ? st.held_ep : st.ep)
        if (e != NoSquare) ep += (ep.empty() ? "" : ",") + b.name(e);
    // (counting: the limit in the en passant field, the count's plies as the halfmove clock)
    out += st.count_limit ? std::to_string(st.count_limit) : ep.empty() ? "-" : ep;
    if (rd.ends.check_limit)
        out += ' ' + std::to_string(st.checks_left[0]) + '+' + std::to_string(st.checks_left[1]);
    out += ' ' + std::to_string(st.count_limit ? st.count_ply : st.halfmove) + ' ' + std::to_string(st.fullmove);
    if (rd.turns.on()) out += ' ' + std::to_string(st.turn_left);   // (moves-per-turn)
    return out;
}

}  // namespace aviary::detail

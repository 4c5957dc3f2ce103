// UCI move forms: conversion between Aviary's move strings and the protocol's.
#include "uci_moves.hpp"

#include <cctype>

#include "engine.hpp"

namespace aviary::cli {

namespace {

// Another legal move of the king from `from` to `to` (not castling): then `e1g1` would be
// ambiguous and castling is written as king takes rook.
bool king_step_to(const Position& pos, Square from, Square to) {
    MoveList ml;
    pos.legal_moves(ml);
    for (const Move& o : ml)
        if (!o.is_castling() && o.from == from && o.to == to) return true;
    return false;
}

std::string gated_letter(const Position& pos, const Move& m) {
    const auto t = m.gated_type();
    if (!t) return "";
    return pos.ruleset().pieces()[std::size_t(*t)].id_for(Color::Black);   // (UCI: lower case)
}

}  // namespace

std::string uci_move(const Position& pos, const Move& m, bool chess960) {
    const std::string s = pos.move_to_string(m);
    if (!m.is_castling() && !m.neutral.present()) return s;
    const BoardShape b = pos.ruleset().shape();
    std::string head = s.substr(0, s.find(','));
    Square end = m.to;   // where the Duck's leg starts
    if (m.is_castling()) {
        const bool rook = chess960 || king_step_to(pos, m.from, m.to);
        end = rook ? m.partner.from : m.to;
        if (m.flags & MoveGatePartner) head = b.name(m.partner.from) + b.name(m.from) + gated_letter(pos, m);
        else head = b.name(m.from) + b.name(end) + gated_letter(pos, m);
    }
    if (m.neutral.present()) head += "," + b.name(end) + b.name(m.neutral.to);
    return head;
}

Result<Move> parse_uci_move(const Position& pos, const std::string& text, bool chess960) {
    MoveList ml;
    pos.legal_moves(ml);
    for (const Move& m : ml)
        if (uci_move(pos, m, chess960) == text) return m;
    std::vector<Move> other;   // castling in the other form (no plain move is written so)
    for (const Move& m : ml)
        if (m.is_castling() && uci_move(pos, m, !chess960) == text) other.push_back(m);
    if (other.size() == 1) return other[0];
    return parse_engine_move(pos, text);
}

std::string uci_pv(const Position& start, const std::vector<Move>& pv, bool chess960) {
    return pv_text(start, pv,
                   [chess960](const Position& p, const Move& m) { return uci_move(p, m, chess960); });
}

}  // namespace aviary::cli

// The SAN and PGN readers: arbitrary text as a SAN move against positions from random play of
// every shipped game (byte 0 picks the position, byte 1's low bit picks SAN or PGN), and as
// a PGN game under that position's rules. A move read must be legal and write back to SAN
// that reads as the same move; a game read must replay.
#include "common.hpp"

namespace {

void san_case(aviary::Position pos, const std::string& text) {
    auto m = aviary::parse_san(pos, text);
    if (!m) return;
    aviary::MoveList ml;
    pos.legal_moves(ml);
    fuzzing::check(ml.contains(*m));
    auto again = aviary::parse_san(pos, aviary::move_to_san(pos, *m));
    fuzzing::check(again.ok() && *again == *m);
}

void pgn_case(const aviary::Ruleset& rules, const std::string& text) {
    auto game = aviary::read_pgn(rules, text);
    if (!game) return;
    fuzzing::check(text.find('\0') == std::string::npos);   // a NUL is an error, never the end
    auto start = aviary::Position::from_fen(rules, game->start_fen);
    fuzzing::check(start.ok());
    aviary::Position pos = *start;
    for (const auto& m : game->moves) {
        aviary::MoveList ml;
        pos.legal_moves(ml);
        fuzzing::check(ml.contains(m));
        pos.make(m);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    const auto& all = fuzzing::positions();
    const auto& pos = all[data[0] % all.size()];
    std::string text(reinterpret_cast<const char*>(data + 2), size - 2);
    if (data[1] & 1) pgn_case(pos.ruleset(), text);
    else san_case(pos, text);
    return 0;
}

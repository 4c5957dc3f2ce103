// The PGN path of `aviary pgn FILE.pgn`: arbitrary text whose [Variant] tag picks the game
// among the shipped ones (pgn_game_name, as the CLI calls it), read under that game's rules
// and replayed. A game read must contain no NUL, name a shipped game, and replay move by move
// to a position whose FEN reads back; the SAN the reader returns must read as the same moves.
#include "common.hpp"

#include <algorithm>

namespace {

const aviary::Ruleset* rules_named(const std::string& name) {
    const auto& names = fuzzing::shipped_names();
    const auto& all = fuzzing::rulesets();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (name == names[i]) return &all[i];
    return nullptr;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::vector<std::string> games(fuzzing::shipped_names().begin(), fuzzing::shipped_names().end());
    auto name = aviary::pgn_game_name(text, games, "fuzz.pgn");
    if (!name) return 0;
    fuzzing::check(std::find(games.begin(), games.end(), *name) != games.end());
    const aviary::Ruleset* rules = rules_named(*name);
    if (!rules) return 0;
    auto game = aviary::read_pgn(*rules, text, "fuzz.pgn");
    if (!game) return 0;
    fuzzing::check(text.find('\0') == std::string::npos);
    fuzzing::check(game->san.size() == game->moves.size());
    auto start = aviary::Position::from_fen(*rules, game->start_fen);
    fuzzing::check(start.ok());
    aviary::Position pos = *start;
    for (std::size_t i = 0; i < game->moves.size(); ++i) {
        auto again = aviary::parse_san(pos, game->san[i]);
        fuzzing::check(again.ok() && *again == game->moves[i]);
        pos.make(game->moves[i]);
    }
    auto back = aviary::Position::from_fen(*rules, pos.fen());
    fuzzing::check(back.ok() && back->fen() == pos.fen());
    return 0;
}

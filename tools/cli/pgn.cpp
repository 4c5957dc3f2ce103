// aviary pgn: writes the PGN of a game given as moves, or reads a PGN file and replays it.
#include <fmt/core.h>

#include <algorithm>

#include "cli.hpp"

namespace aviary::cli {

namespace {

constexpr std::size_t MaxPgnFileBytes = std::size_t(16) << 20;

// "variants/duck.variant" -> "duck"; a shipped name stays as it is.
std::string variant_key(const std::string& arg) {
    std::string k = arg.substr(arg.find_last_of('/') == std::string::npos ? 0 : arg.find_last_of('/') + 1);
    if (k.size() > 8 && k.compare(k.size() - 8, 8, ".variant") == 0) k.resize(k.size() - 8);
    return k;
}

int read_game(const std::string& path) {
    auto file = read_user_file(path, MaxPgnFileBytes, "the PGN file");
    if (!file) return report(file.errors());
    const std::string& text = *file;
    auto variant = pgn_game_name(text, variant_names(), path);
    if (!variant) return report(variant.errors());
    auto rs = load_variant(*variant);
    if (!rs) return report(rs.errors());
    auto game = read_pgn(*rs, text, path);
    if (!game) return report(game.errors());
    auto pos = Position::from_fen(*rs, game->start_fen);
    std::string moves;
    for (const auto& m : game->moves) {
        moves += (moves.empty() ? "" : " ") + pos->move_to_string(m);
        pos->make(m);
    }
    fmt::print("Variant: {}\nMoves: {}\nFEN: {}\nResult: {}\n", *variant, moves, pos->fen(), game->result);
    return 0;
}

}  // namespace

// pgn VARIANT [--fen FEN] [--moves "..."]: the PGN of those moves (SAN or coordinate form);
// pgn FILE.pgn: replays the file's first game and prints its moves, final FEN and result.
int cmd_pgn(const Args& a) {
    const std::string& arg = a.pos[0];
    if (arg.size() > 4 && arg.compare(arg.size() - 4, 4, ".pgn") == 0) {
        if (a.has_fen || !a.moves.empty())
            return usage_error("pgn", "--fen and --moves go with pgn VARIANT, not with a PGN file to replay");
        return read_game(arg);
    }
    auto rs = load_variant(arg);
    if (!rs) return report(rs.errors());
    Result<Position> start = a.has_fen ? Position::from_fen(*rs, a.fen, "--fen") : Position::start(*rs);
    if (!start) return report(start.errors());
    Position pos = *start;
    std::vector<Move> moves;
    for (std::size_t i = a.moves.find_first_not_of(' '); i != std::string::npos;
         i = a.moves.find_first_not_of(' ', i)) {
        const std::size_t j = std::min(a.moves.find(' ', i), a.moves.size());
        auto m = parse_san(pos, std::string_view(a.moves).substr(i, j - i), "--moves");
        if (!m) {
            std::vector<Diagnostic> ds = m.errors();
            for (auto& d : ds) {   // place the error within the whole --moves text
                d.where.column += int(i);
                d.source_line = a.moves;
            }
            return report(ds);
        }
        i = j;
        moves.push_back(*m);
        pos.make(*m);
    }
    auto text = write_pgn(*start, moves, variant_key(arg));
    if (!text) return report(text.errors());
    fmt::print("{}", *text);
    return 0;
}

}  // namespace aviary::cli

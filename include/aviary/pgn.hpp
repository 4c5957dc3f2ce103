// PGN: writing a game with its variant and start position, reading one back (README: "PGN").
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/move.hpp"
#include "aviary/position.hpp"
#include "aviary/ruleset.hpp"

namespace aviary {

struct PgnTag {
    std::string name, value;
};

struct PgnGame {
    std::vector<PgnTag> tags;      // as read, in order
    std::string start_fen;         // where the moves start ([FEN], else the game's start)
    std::vector<Move> moves;       // each legal in the position it is played from
    std::vector<std::string> san;  // the moves as this library writes them
    std::string result = "*";      // "1-0", "0-1", "1/2-1/2" or "*"

    // The value of tag `name`, or "" when the game has none.
    std::string tag(std::string_view name) const;
};

// The PGN of `moves` played from `start`: the seven standard tags (`tags` may set them or add
// others), [Variant "variant"], [SetUp "1"] and [FEN] when `start` is not the game's start,
// the moves in SAN with move numbers, and the result (from the final position's outcome,
// else "*"). An illegal move is an error naming its index.
Result<std::string> write_pgn(const Position& start, const std::vector<Move>& moves,
                              const std::string& variant, const std::vector<PgnTag>& tags = {});

// The tags of the first game of `text` (to learn its [Variant] before loading the rules).
Result<std::vector<PgnTag>> read_pgn_tags(std::string_view text,
                                          const std::string& source = "<pgn>");

// The game the first game of `text` is played in: its [Variant] tag when that is one of
// `games` (or one of them but for case: lichess's "Crazyhouse"), "chess" when it has none,
// else an error at the tag. The tag names a game, never a
// file: this reads nothing but `text`.
Result<std::string> pgn_game_name(std::string_view text, const std::vector<std::string>& games,
                                  const std::string& source = "<pgn>");

// Reads the first game of `text` under `rules`: tags, then the moves in SAN (or coordinate
// form); move numbers, comments ({...} and ; to the end of the line), NAGs ($n), annotation
// marks and variations ((...)) are skipped. Errors give source:line:column.
Result<PgnGame> read_pgn(const Ruleset& rules, std::string_view text,
                         const std::string& source = "<pgn>");

}  // namespace aviary

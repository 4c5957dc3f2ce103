// The search's evaluation tables (piece values, mobility/centre terms) and the static
// evaluation. Internal: not installed.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "aviary/move.hpp"
#include "ir/rules_data.hpp"

namespace aviary::detail {

// The evaluation's weights, the same for every game (centipawns unless said): the defaults
// below, or weights fitted by tools/tune (README: Tuning the evaluation) and given to the
// search as text (UCI option EvalParams, Searcher::set_eval_params).
struct EvalParams {
    int mobility = 4;    // per square of mobility above the piece's average, on its square
    int advance = 40;    // a promoting piece on its last rank (less on the ranks before)
    int cap = 50;        // the mobility/centre bonus at most (either way)
    int doubled = 12;    // per doubled pawn-like piece
    int isolated = 10;   // per isolated pawn-like piece
    int passed = 25;     // a passer next to its zone: this percent of its promotion gain
    int shelter = 8;     // per own pawn-like piece next to the royal one
    int tropism = 2;     // per attacker, per step nearer than 4, per 100 of its value
    int tempo = 8;       // the side to move's
    bool operator==(const EvalParams&) const = default;
};
// The weights' names and members, in the order their text lists them.
struct EvalParamName {
    const char* name;
    int EvalParams::*member;
};
extern const std::array<EvalParamName, 9> kEvalParamNames;
// "name=value ..." for every weight.
std::string eval_params_text(const EvalParams& p);
// Reads "name=value ..." (any of the names, in any order; the others keep their value in
// `p`); an error naming the offending word, `p` unchanged then.
std::optional<std::string> parse_eval_params(std::string_view text, EvalParams& p);

struct EvalTables {
    std::uint64_t id = 0;            // RulesetData::id of the game
    EvalParams params;               // the weights the tables and evaluate_state use
    std::vector<int> value;          // [type]: centipawns
    // [colour][type * size + square]: the mobility/centre bonus of a piece standing there
    std::array<std::vector<std::int16_t>, 2> square_bonus;
    // Types that never move to a rank nearer their own side (pawns, shogi's lance and knight,
    // Breakthrough's men): what they do cannot be undone, the pieces of zugzwang.
    TypeMask pawn_like;
    // Types worth a null move to their side: neither royal, nor neutral, nor pawn-like.
    TypeMask null_move_types;
    // Pawn structure: the pawn-like types that promote from a list of choices (passed,
    // doubled and isolated ones are scored), and what reaching the zone is worth to each:
    // [type]: the best choice's value less its own, and the first relative rank of its zone.
    TypeMask structure_types;
    std::vector<int> promo_gain, zone_rank;
    // King safety: the types worth counting as a royal piece's shelter (non-royal ones) and
    // the attackers' types (neither royal nor pawn-like) with their weights.
    TypeMask attacker_types;
    std::vector<std::uint8_t> file;       // [square]
    std::vector<std::uint8_t> distance;   // [a * size + b]: king steps from a to b
};

// Builds the tables of a game (a few milliseconds to a few hundred on 16x16 with many types).
std::shared_ptr<const EvalTables> build_eval_tables(const RulesetData& rd,
                                                    const EvalParams& params = {});
// The tables of `rd`, built once per thread and game (a small thread-local cache).
const EvalTables& eval_tables_for(const RulesetData& rd);

// The zugzwang guard, the game's part: may the search try null moves in this game? Not in
// games where being unable to move, or having to move, is what the game is about, where a pass
// would prove nothing: games that force captures (must-capture), that put down a wall every
// move, and games with no royal piece where a side left without a move does not draw
// (stalemate = win or loss: Amazons, Clobber, Breakthrough). The position's part is the
// search's: the side to move must hold one of EvalTables::null_move_types or a piece to drop.
bool null_move_game(const RulesetData& rd);

// White's material and placement minus Black's, seen from the side to move.
int evaluate_state(const RulesetData& rd, const EvalTables& et, const PositionState& st);

// The worth of the enemy pieces `m` takes away (0: not a capture), and of what it promotes to.
int capture_value(const RulesetData& rd, const EvalTables& et, const PositionState& st,
                  const Move& m);
int promotion_gain(const RulesetData& rd, const EvalTables& et, const PositionState& st,
                   const Move& m);

}  // namespace aviary::detail

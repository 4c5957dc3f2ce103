// A generic game-tree search: iterative deepening alpha-beta (principal variation search) with
// quiescence on captures, a transposition table, null-move and late-move pruning, move ordering,
// time control and Lazy SMP threads, over any compiled game (README: Playing in a GUI).
// Evaluation: material (piece values derived from each piece's moves, or the variant file's
// value=) plus a small mobility/centre term.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "aviary/move.hpp"
#include "aviary/position.hpp"
#include "aviary/ruleset.hpp"

namespace aviary {

// Scores are in centipawns from the side to move's view. A win in n plies scores
// MateScore - n, a loss -(MateScore - n).
inline constexpr int MateScore = 30000;
inline constexpr int MaxSearchPly = 100;
// Scores beyond this are wins or losses found by the search.
inline constexpr int MateBound = MateScore - 2 * MaxSearchPly;

// When to stop. Every given limit applies; none given (and not infinite) means depth 64.
struct SearchLimits {
    int depth = 0;                 // 0: no depth limit
    std::uint64_t nodes = 0;       // 0: no node limit
    int movetime_ms = 0;           // 0: none; else think exactly this long at most
    // The clock of each side (White, Black), -1 when not given, with the increment per move.
    int time_ms[2] = {-1, -1};
    int inc_ms[2] = {0, 0};
    int moves_to_go = 0;           // 0: sudden death (or unknown)
    bool infinite = false;         // until stop() (depth and nodes still apply when given)
    // How many best root moves each iteration reports (MultiPV), each searched with the ones
    // before it left out; 1: the best move only.
    int multipv = 1;
    // Only these root moves are searched (UCI `go searchmoves`; a GUI that cannot show some
    // moves); those not legal are ignored. Empty: every legal move.
    std::vector<Move> searchmoves;
    // Lazy SMP: this many threads search (the calling one and threads - 1 helpers on the same
    // root, sharing the transposition table); the calling thread's result is returned. 1: the
    // calling thread only (a WebAssembly page without threads must keep 1).
    int threads = 1;
    // Asked now and then while searching (every 1024 nodes); true stops the search as stop()
    // does. For a caller with no second thread (a WebAssembly page's worker), which cannot call
    // stop() while search() runs. Empty: never asked.
    std::function<bool()> poll;
};

// Reported after each completed iteration (and the final one), once per MultiPV line, best
// line first.
struct SearchInfo {
    int depth = 0;
    int seldepth = 0;
    int score = 0;                 // centipawns, side to move's view
    std::optional<int> mate;       // mate in this many moves (negative: being mated)
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    int time_ms = 0;
    int hashfull = 0;              // the transposition table's use, in permille
    int multipv = 1;               // which line this is (1: the best), up to SearchLimits::multipv
    std::vector<Move> pv;
};

struct SearchResult {
    std::optional<Move> best;      // empty only when the position has no legal move
    int score = 0;
    int depth = 0;                 // the last completed iteration
    std::uint64_t nodes = 0;
    std::vector<Move> pv;
};

// The worth of each piece type of a game, in centipawns: value= from the variant file, else
// derived from the piece's moves on an empty board of the game's size (the average number of
// squares it moves to or captures on, from every square; a knight on 8x8 is near 300, a queen
// near 900). Neutral pieces are worth 0.
std::vector<int> piece_values(const Ruleset& rules);

// The static evaluation of a position from the side to move's view (no search).
int evaluate(const Position& pos);

// Does `m` (a legal move of `pos`) take away an enemy piece (by replacement, en passant, a
// locust or rifle capture, a peck)?
bool is_capture(const Position& pos, const Move& m);

// The evaluation's default weights as "name=value ..." (every name Searcher::set_eval_params
// reads).
std::string default_eval_params();

class Searcher {
public:
    // `hash_mb`: the transposition table's size in MiB (at least 1).
    explicit Searcher(std::size_t hash_mb = 16);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    using InfoCallback = std::function<void(const SearchInfo&)>;
    // Searches `pos` (left unchanged) within `limits`. Thread-safe with stop() only: one
    // search at a time per Searcher.
    SearchResult search(const Position& pos, const SearchLimits& limits,
                        const InfoCallback& info = {});
    // Asks a running search to return as soon as possible (from any thread). search() clears
    // the request when it starts: a request made before then is lost (ask again while the
    // search has not returned).
    void stop();
    // Forgets the table and the move-ordering history (a new game).
    void clear();
    // Sets the evaluation's weights from text "name=value ..." (names as in
    // default_eval_params(); those not named keep their value). An error naming the offending
    // word, nothing changed then. (README: Tuning the evaluation.)
    std::optional<std::string> set_eval_params(std::string_view text);
    std::string eval_params() const;
    void resize(std::size_t hash_mb);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    std::atomic<bool> stop_{false};
};

}  // namespace aviary

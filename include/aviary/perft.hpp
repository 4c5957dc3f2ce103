// Perft: counts leaf nodes of the legal move tree; the rules' main check.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "aviary/position.hpp"

namespace aviary {

// The largest hash table perft makes (1 TiB); the CLI also keeps it under half the memory
// available.
inline constexpr std::size_t MaxPerftHashMb = std::size_t(1) << 20;

struct PerftOptions {
    bool audit = false;   // check unmake restores the FEN and the hash at every node
    int threads = 1;
    // A transposition table of this many MiB (0: none), shared by the threads: subtree counts
    // keyed by the position's full hash and the depth. Not used with audit (it checks every
    // node).
    std::size_t hash_mb = 0;
    // Progress: called after each root move's subtree is counted, one call at a time (from
    // the thread that counted it), with the root moves done, their number and the nodes so
    // far. Empty: none.
    std::function<void(std::size_t done, std::size_t total, std::uint64_t nodes)> on_root_move;
    // When set: perft looks at it as it counts and, once it is true, stops by throwing
    // PerftStopped (an engine's `stop` or `quit` during `go perft`). Null: never stops.
    const std::atomic<bool>* cancel = nullptr;
};

// What perft throws when PerftOptions::cancel became true.
struct PerftStopped : std::runtime_error {
    PerftStopped() : std::runtime_error("perft: stopped") {}
};

// Throws (on the calling thread, also when a worker thread failed; the other threads stop):
// std::logic_error when an audit check fails (its message names the position),
// std::invalid_argument for hash_mb above MaxPerftHashMb, std::runtime_error when the hash
// table cannot be allocated, PerftStopped when `cancel` became true, std::bad_alloc when
// memory runs out. `pos` is left as it was.
std::uint64_t perft(Position& pos, int depth, const PerftOptions& opt = {});
// One entry per root move: its string and its count.
std::vector<std::pair<std::string, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                                const PerftOptions& opt = {});

}  // namespace aviary

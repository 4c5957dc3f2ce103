// The search's transposition table: one entry per bucket, keyed by the full position hash
// (hands, the Duck, doomed pieces, e.p. squares and rights included). Internal.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "aviary/move.hpp"
#include "aviary/search.hpp"

namespace aviary::detail {

enum Bound : std::uint8_t { BoundNone, BoundUpper, BoundLower, BoundExact };

struct TTEntry {
    std::uint64_t key = 0;
    Move move;
    std::int16_t score = 0;
    std::int8_t depth = -1;
    Bound bound = BoundNone;
    bool has_move = false;
};

// Mate scores are stored relative to the node (distance to mate from there), read back
// relative to the root.
inline int score_to_tt(int s, int ply) {
    return s > MateBound ? s + ply : s < -MateBound ? s - ply : s;
}
inline int tt_to_score(int s, int ply) {
    return s > MateBound ? s - ply : s < -MateBound ? s + ply : s;
}

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t mb) {
        std::size_t n = 1;
        const std::size_t want = (mb ? mb : 1) * 1024 * 1024 / sizeof(TTEntry);
        while (n * 2 <= want) n *= 2;
        entries_.resize(n);
        mask_ = n - 1;
    }
    void clear() { std::fill(entries_.begin(), entries_.end(), TTEntry{}); }
    // How full the table is, in permille (from its first thousand entries, as UCI's hashfull).
    int hashfull() const {
        const std::size_t n = std::min<std::size_t>(1000, entries_.size());
        std::size_t used = 0;
        for (std::size_t i = 0; i < n; ++i) used += entries_[i].bound != BoundNone;
        return int(used * 1000 / n);
    }
    const TTEntry* probe(std::uint64_t key) const {
        const TTEntry& e = entries_[key & mask_];
        return e.key == key && e.bound != BoundNone ? &e : nullptr;
    }
    // Replaces the bucket's entry unless it holds the same position searched deeper.
    void store(std::uint64_t key, const Move& m, int score, int depth, Bound b) {
        TTEntry& e = entries_[key & mask_];
        if (e.key == key && e.depth > depth && b != BoundExact) return;
        e = TTEntry{key, m, std::int16_t(score), std::int8_t(std::min(depth, 127)), b, true};
    }

private:
    std::vector<TTEntry> entries_;
    std::size_t mask_ = 0;
};

}  // namespace aviary::detail

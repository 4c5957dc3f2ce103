// The perft transposition table and the perft entry points that share one across calls
// (internal: the split runner keeps one table for all its units).
#pragma once
#include "aviary/perft.hpp"

#include <atomic>
#include <cstdint>
#include <memory>

namespace aviary::detail {

// Perft counts by (position hash, depth). Lock-free: an entry holds the count and the key
// xor the count, so a torn write from another thread reads as a miss. A match needs all 64
// bits of the key (hash mixed with the depth) to agree.
class PerftTable {
public:
    explicit PerftTable(std::size_t mb) {
        std::size_t n = 1;
        while (n * 2 * sizeof(Entry) <= mb * (std::size_t(1) << 20)) n *= 2;
        entries_ = std::make_unique<Entry[]>(n);
        mask_ = n - 1;
    }
    static std::uint64_t key(std::uint64_t hash, int depth) {
        std::uint64_t k = hash ^ (std::uint64_t(depth) * 0x9E3779B97F4A7C15ull);
        k ^= k >> 31;
        k *= 0xBF58476D1CE4E5B9ull;
        return k ^ (k >> 29);
    }
    // (an empty entry reads as key 0, count 0: key 0 is never stored nor found)
    bool probe(std::uint64_t k, std::uint64_t& count) const {
        if (k == 0) return false;
        const Entry& e = entries_[k & mask_];
        std::uint64_t c = e.count.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ c) != k) return false;
        count = c;
        return true;
    }
    void store(std::uint64_t k, std::uint64_t count) {
        if (k == 0) return;
        Entry& e = entries_[k & mask_];
        e.check.store(k ^ count, std::memory_order_relaxed);
        e.count.store(count, std::memory_order_relaxed);
    }

private:
    struct Entry {
        std::atomic<std::uint64_t> check{0}, count{0};
    };
    std::unique_ptr<Entry[]> entries_;
    std::size_t mask_ = 0;
};

// perft and perft_divide with a caller's table (null: none; ignored with audit).
std::uint64_t perft_with(Position& pos, int depth, const PerftOptions& opt, PerftTable* table);
std::vector<std::pair<std::string, std::uint64_t>> perft_divide_with(Position& pos, int depth,
                                                                     const PerftOptions& opt,
                                                                     PerftTable* table);

}  // namespace aviary::detail

// Square sets as one machine word (a board of at most 64 squares) or two (at most 128, as
// unsigned __int128), and a ray as such a set: where every ray of a vector runs one way along
// the square numbers (RulesetData::ray_dirs), the nearest piece on it is the lowest or the
// highest bit where it meets the pieces, and the squares up to one are a mask.
#pragma once
#include <bit>
#include <cstdint>
#include <cstring>

#include "ir/rules_data.hpp"

namespace aviary::detail {

using Wide = unsigned __int128;

inline int lowest_bit(std::uint64_t x) { return std::countr_zero(x); }
inline int highest_bit(std::uint64_t x) { return 63 - std::countl_zero(x); }
inline int bit_count_of(std::uint64_t x) { return std::popcount(x); }
inline int lowest_bit(Wide x) {
    const auto lo = std::uint64_t(x);
    return lo ? std::countr_zero(lo) : 64 + std::countr_zero(std::uint64_t(x >> 64));
}
inline int highest_bit(Wide x) {
    const auto hi = std::uint64_t(x >> 64);
    return hi ? 127 - std::countl_zero(hi) : 63 - std::countl_zero(std::uint64_t(x));
}
inline int bit_count_of(Wide x) {
    return std::popcount(std::uint64_t(x)) + std::popcount(std::uint64_t(x >> 64));
}
// The first words of a square set (PositionState::pieces, SquareSet::bits) as a W.
template <class W>
inline W first_words(const std::uint64_t* words) {
    W w;
    std::memcpy(&w, words, sizeof(W));
    return w;
}

template <class W>
struct RayBitsOf {
    W line;   // the ray's squares
    int dir;  // +1: they run up the numbers, -1: down (0: neither, walk the ray)

    // The squares of the ray up to and with t (a square of it).
    W upto(int t) const {
        const W b = W(1) << t;
        return line & (dir > 0 ? b | (b - 1) : ~(b - 1));
    }
    // The steps from the ray's start to t (a square of it).
    int steps(int t) const { return bit_count_of(upto(t)); }
    // The square of `on` (squares of the ray) nearest the ray's start.
    int nearest(W on) const { return dir > 0 ? lowest_bit(on) : highest_bit(on); }
    // The squares up to and with the first of `occupied`: all of them when none.
    W reach(W occupied) const {
        const W met = line & occupied;
        return met ? upto(nearest(met)) : line;
    }
};
using RayBits = RayBitsOf<std::uint64_t>;

}  // namespace aviary::detail

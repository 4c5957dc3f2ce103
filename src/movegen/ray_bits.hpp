// Square sets as one machine word (a board of at most 64 squares) or two (at most 128, as
// unsigned __int128), and a ray as such a set: where every ray of a vector runs one way along
// the square numbers (RulesetData::ray_dirs), the nearest piece on it is the lowest or the
// highest bit where it meets the pieces, and the squares up to one are a mask.
#pragma once
#include <bit>
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// The squares of a board of at most 64 squares holding `cell`, found in the board's bytes
// eight at a time in a word (one at a time where a word's first byte is not its lowest).
inline std::uint64_t squares_holding_by_words(const std::uint8_t* board, std::uint8_t cell) {
    constexpr std::uint64_t high = 0x8080808080808080u;
    std::uint64_t on = 0;
    if constexpr (std::endian::native != std::endian::little) {
        for (int s = 0; s < 64; ++s) on |= std::uint64_t(board[s] == cell) << s;
        return on;
    }
    for (int i = 0; i < 8; ++i) {
        std::uint64_t x;
        std::memcpy(&x, board + 8 * i, 8);
        x ^= 0x0101010101010101u * cell;
        const std::uint64_t zero = ~(((x & ~high) + ~high) | x) & high;   // (0x80: a byte of 0)
        on |= ((zero >> 7) * 0x0102040810204080u >> 56) << (8 * i);      // (its top bits, gathered)
    }
    return on;
}

// The same, sixteen bytes at a time where the machine compares bytes so.
inline std::uint64_t squares_holding(const std::uint8_t* board, std::uint8_t cell) {
#if defined(__SSE2__)
    const __m128i wanted = _mm_set1_epi8(char(cell));
    std::uint64_t on = 0;
    for (int i = 0; i < 4; ++i) {
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(board + 16 * i));
        on |= std::uint64_t(std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(b, wanted)))) << (16 * i);
    }
    return on;
#else
    return squares_holding_by_words(board, cell);
#endif
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

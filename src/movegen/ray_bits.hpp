// A ray as bits, on a board of one word: where every ray of a vector runs one way along the
// square numbers (RulesetData::ray_dirs), the nearest piece on it is the lowest or the highest
// bit where it meets the pieces, and the squares up to one are a mask.
#pragma once
#include <bit>
#include <cstdint>

#include "ir/rules_data.hpp"

namespace aviary::detail {

struct RayBits {
    std::uint64_t line;   // the ray's squares
    int dir;              // +1: they run up the numbers, -1: down (0: neither, walk the ray)

    // The squares of the ray up to and with t (a square of it).
    std::uint64_t upto(int t) const {
        const std::uint64_t b = std::uint64_t(1) << t;
        return line & (dir > 0 ? b | (b - 1) : ~(b - 1));
    }
    // The square of `on` (squares of the ray) nearest the ray's start.
    int nearest(std::uint64_t on) const {
        return dir > 0 ? std::countr_zero(on) : 63 - std::countl_zero(on);
    }
    // The squares up to and with the first of `occupied`: all of them when none.
    std::uint64_t reach(std::uint64_t occupied) const {
        const std::uint64_t met = line & occupied;
        return met ? upto(nearest(met)) : line;
    }
};

// The ray of `vec` from s to the board's edge.
inline RayBits ray_bits(const RulesetData& rd, int vec, Square s) {
    return {rd.ray_set[std::size_t(vec) * std::size_t(rd.size()) + s].bits[0],
            rd.ray_dirs[std::size_t(vec)]};
}

}  // namespace aviary::detail

// Perft: counts leaf nodes of the legal move tree; the rules' main check.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "aviary/position.hpp"

namespace aviary {

struct PerftOptions {
    bool audit = false;   // check unmake restores the FEN and the hash at every node
    int threads = 1;
};

std::uint64_t perft(Position& pos, int depth, const PerftOptions& opt = {});
// One entry per root move: its string and its count.
std::vector<std::pair<std::string, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                                const PerftOptions& opt = {});

}  // namespace aviary

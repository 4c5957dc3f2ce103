// aviary-mpi: options, and the two roles (rank 0 coordinates, the other ranks work).
#pragma once
#include <string>

#include "aviary/aviary.hpp"

namespace aviary::mpi {

struct Options {
    std::string variant, fen, moves, journal;
    bool has_fen = false, divide = false, coordinator_only = false, progress = false, quiet = false;
    int depth = 0, split = 0, threads = 1, hash_mb = 0, estimate_depth = 1, in_flight = 4;
};

// Rank 0: hands out the units, journals and prints; returns the exit code.
int coordinate(const Options& o, const PerftUnits& units, int ranks);
// The other ranks: run units until told to stop.
int work(const Options& o, const PerftUnits& units);

}  // namespace aviary::mpi

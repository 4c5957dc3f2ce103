// aviary-mpi: a perft split into work units (aviary/perft_units.hpp) over MPI ranks.
//
//   mpirun -np N aviary-mpi perft VARIANT DEPTH [--split K] [--journal FILE] [--threads T]
//          [--hash MB] [--divide] [--fen FEN] [--moves "..."] [--estimate-depth E]
//          [--coordinator-only] [--in-flight N] [--progress | --quiet]
//
// Every rank builds the same units (they are deterministic; a checksum confirms it). Rank 0
// hands them out largest first (estimated by a perft of --estimate-depth plies, default 1:
// the move count), --in-flight (default 4) queued per worker so none waits for its next
// unit, journals each
// result, and prints the usual `Nodes searched: N` (and divide lines). Rank 0 also runs units
// itself on a local thread unless --coordinator-only. Workers run a unit with the library's
// multi-threaded perft (--threads, --hash).
#include <mpi.h>

#include <fmt/core.h>

#include <chrono>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "aviary/aviary.hpp"
#include "mpi_run.hpp"
#include "../cli/perft_support.hpp"
#include "../cli/variant_source.hpp"


namespace aviary::mpi {
namespace {

const char* kUsage =
    "usage: mpirun -np N aviary-mpi perft VARIANT DEPTH [--split K] [--journal FILE] [--threads T]\n"
    "         [--hash MB] [--divide] [--fen FEN] [--moves \"M1 M2 ...\"] [--estimate-depth E]\n"
    "         [--coordinator-only] [--in-flight N] [--progress | --quiet]\n";

bool parse_args(int argc, char** argv, Options& o, std::string& err) {
    if (argc < 4 || std::string(argv[1]) != "perft") { err = "expected: perft VARIANT DEPTH"; return false; }
    o.variant = argv[2];
    long long n = 0;
    if (!cli::parse_number("DEPTH", argv[3], 1, 30, n, err)) return false;
    o.depth = int(n);
    for (int i = 4; i < argc; ++i) {
        const std::string s = argv[i];
        auto value = [&]() -> const char* {
            if (i + 1 >= argc) { err = s + " needs a value"; return nullptr; }
            return argv[++i];
        };
        auto number = [&](long long lo, long long hi, long long& out) {
            const char* v = value();
            return v && cli::parse_number(s, v, lo, hi, out, err);
        };
        if (s == "--divide") o.divide = true;
        else if (s == "--coordinator-only") o.coordinator_only = true;
        else if (s == "--progress") o.progress = true;
        else if (s == "--quiet") o.quiet = true;
        else if (s == "--split") { if (!number(1, 30, n)) return false; o.split = int(n); }
        else if (s == "--threads") { if (!number(1, 256, n)) return false; o.threads = int(n); }
        else if (s == "--hash") {
            if (!number(0, 65536, n) || !cli::hash_fits(n, err)) return false;
            o.hash_mb = int(n);
        }
        else if (s == "--estimate-depth") { if (!number(1, 4, n)) return false; o.estimate_depth = int(n); }
        else if (s == "--in-flight") { if (!number(1, 64, n)) return false; o.in_flight = int(n); }
        else if (s == "--journal" || s == "--fen" || s == "--moves") {
            const char* v = value();
            if (!v) return false;
            (s == "--journal" ? o.journal : s == "--fen" ? o.fen : o.moves) = v;
            if (s == "--fen") o.has_fen = true;
        } else { err = "unknown argument " + s; return false; }
    }
    if (!o.split) o.split = std::min(2, o.depth);
    if (o.split > o.depth) {
        err = "--split takes 1..DEPTH (here 1.." + std::to_string(o.depth) + "), not " + std::to_string(o.split);
        return false;
    }
    return true;
}


// The root position: the variant's start (or --fen) after --moves; errors as diagnostics.
Result<Position> root_position(const Options& o, std::optional<Ruleset>& rules) {
    Result<Ruleset> rs = cli::load_variant(o.variant);
    if (!rs) return rs.errors();
    rules.emplace(*rs);
    Result<Position> pos = o.has_fen ? Position::from_fen(*rules, o.fen, "--fen") : Position::start(*rules);
    for (std::size_t i = 0; pos && i < o.moves.size();) {
        std::size_t j = o.moves.find(' ', i);
        if (j == std::string::npos) j = o.moves.size();
        if (j > i) {
            auto m = pos->parse_move(std::string_view(o.moves).substr(i, j - i), "--moves");
            if (!m) return m.errors();
            pos->make(*m);
        }
        i = j + 1;
    }
    return pos;
}

// Every rank must have the same units: compares their number and an id checksum.
bool units_agree(const PerftUnits& units) {
    unsigned long long mine[2] = {units.size(), 0}, lo[2], hi[2];
    for (const auto& u : units.units()) mine[1] = mine[1] * 0x100000001B3ull ^ u.id;
    MPI_Allreduce(mine, lo, 2, MPI_UNSIGNED_LONG_LONG, MPI_MIN, MPI_COMM_WORLD);
    MPI_Allreduce(mine, hi, 2, MPI_UNSIGNED_LONG_LONG, MPI_MAX, MPI_COMM_WORLD);
    return lo[0] == hi[0] && lo[1] == hi[1];
}

// Sets up on every rank; returns 0, or the exit code every rank agrees to stop with.
int setup(int argc, char** argv, int rank, Options& o, std::optional<Ruleset>& rules,
          std::optional<Position>& root, std::optional<PerftUnits>& units) {
    std::string err;
    int code = 0;
    if (!parse_args(argc, argv, o, err)) {
        if (rank == 0) fmt::print(stderr, "error: {}\n{}", err, kUsage);
        code = 2;
    } else if (auto pos = root_position(o, rules); !pos) {
        if (rank == 0)
            for (const auto& d : pos.errors()) fmt::print(stderr, "{}", d.render());
        code = 1;
    } else {
        root.emplace(*pos);
        try {
            units.emplace(PerftUnits::split(*root, o.depth, o.split));
        } catch (const std::exception& e) {
            if (rank == 0) fmt::print(stderr, "error: {}\n", e.what());
            code = 1;
        }
    }
    int worst = 0;
    MPI_Allreduce(&code, &worst, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (worst == 0 && !units_agree(*units)) {
        if (rank == 0) fmt::print(stderr, "error: the ranks built different units (different variant files?)\n");
        worst = 1;
    }
    return worst;
}

}  // namespace
}  // namespace aviary::mpi

int main(int argc, char** argv) {
    using namespace aviary::mpi;
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    Options o;
    std::optional<aviary::Ruleset> rules;
    std::optional<aviary::Position> root;
    std::optional<aviary::PerftUnits> units;
    int code = setup(argc, argv, rank, o, rules, root, units);
    try {
        if (code == 0) code = rank == 0 ? coordinate(o, *units, size) : work(o, *units);
    } catch (const std::exception& e) {   // out of memory, a journal that cannot be written
        fmt::print(stderr, "rank {}: error: {}\n", rank, e.what());
        MPI_Abort(MPI_COMM_WORLD, 1);   // the other ranks wait on this one: end them all
    }
    MPI_Finalize();
    return code;
}

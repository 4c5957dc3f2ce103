// aviary bench: fixed perft runs, a start position and a middlegame per shipped game, so the
// node counts are the same on every run and the times compare across builds and machines.
#include <fmt/core.h>

#include <algorithm>
#include <chrono>

#include "cli.hpp"

namespace aviary::cli {
namespace {

struct BenchCase {
    const char* variant;
    const char* fen;   // empty: the start position
    int depth;
};

// The middlegames of the games Fairy-Stockfish does not play come from fixed playouts.
const BenchCase kBench[] = {
    {"chess", "", 5},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
    {"capablanca", "", 4},
    {"capablanca", "r4k3r/p1P1qpbppp/2a4cn1/3pP5/10/2AB2CN2/PP2QPPPPP/R4K3R w KQkq d6 0 1", 3},
    {"grand", "", 4},
    {"grand", "r1q1c4r/1n1P1a1bk1/1p4P2p/p1p1pp2p1/10/4P5/2P4P2/PP3PP1PP/1NB1KCAB2/R9 w - - 0 1", 3},
    {"duck", "", 3},
    {"duck", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", 2},
    {"bombers", "", 4},
    {"bombers", "frnq1kb1rf/pppp1ppp2/4p1n3/9p/8p1/PP3PP3/10/bN8/2PPPQ1PPP/F1RB1KBNRF w Kkq - 0 8", 4},
    {"loonybird", "", 5},
    {"loonybird", "3kefg/p1ppp1p/cp1B1pG/B6/1C5/PPPPP1P/1K1AaF1[e] w - - 2 8", 4},
    {"birds", "", 4},
    {"birds", "cdf1kfd1/p1ppp2p/1p5c/1P6/8/2QF1pp1/P1PPPPP1/CDF1K1DC w Kq - 0 8", 4},
    {"friendly", "", 2},
    {"friendly",
     "tmdcf1fzcdmt/jyelasgguoih/xp1knz1nkbpx/1b10/12/M2F7f/2f9/12/3F8/XPBKNZZNKBPX/HIOUSGGALEYJ/"
     "T1DC2FFCD1T w - - 0 8",
     2},
};

}  // namespace

// --depth-scale N adds N to every depth (at least 1); --threads N; --json.
int cmd_bench(const Args& a) {
    std::uint64_t total_nodes = 0;
    double total_secs = 0;
    std::string json = "[";
    if (!a.json)
        fmt::print("{:<12} {:>5} {:>14} {:>9} {:>9}  position\n", "variant", "depth", "nodes",
                   "seconds", "Mnps");
    for (const auto& c : kBench) {
        auto rs = load_variant(c.variant);
        if (!rs) return report(rs.errors());
        auto pos = *c.fen ? Position::from_fen(*rs, c.fen) : Result<Position>(Position::start(*rs));
        if (!pos) return report(pos.errors());
        const int depth = std::max(1, c.depth + a.depth_scale);
        PerftOptions opt;
        opt.threads = a.threads;
        const auto t0 = std::chrono::steady_clock::now();
        const std::uint64_t n = perft(*pos, depth, opt);
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        total_nodes += n;
        total_secs += secs;
        const double mnps = secs > 0 ? double(n) / secs / 1e6 : 0;
        if (a.json)
            json += fmt::format(
                "{}{{\"variant\":\"{}\",\"fen\":\"{}\",\"depth\":{},\"nodes\":{},\"seconds\":{:.4f},"
                "\"mnps\":{:.3f}}}",
                json.size() > 1 ? "," : "", c.variant, pos->fen(), depth, n, secs, mnps);
        else
            fmt::print("{:<12} {:>5} {:>14} {:>9.3f} {:>9.2f}  {}\n", c.variant, depth, n, secs,
                       mnps, *c.fen ? "middlegame" : "start");
    }
    const double mnps = total_secs > 0 ? double(total_nodes) / total_secs / 1e6 : 0;
    if (a.json)
        fmt::print("{{\"runs\":{}],\"total\":{{\"nodes\":{},\"seconds\":{:.4f},\"mnps\":{:.3f}}}}}\n",
                   json, total_nodes, total_secs, mnps);
    else
        fmt::print("{:<12} {:>5} {:>14} {:>9.3f} {:>9.2f}\n", "total", "", total_nodes, total_secs,
                   mnps);
    return 0;
}

}  // namespace aviary::cli

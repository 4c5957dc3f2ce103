// Shared pieces of the aviary CLI: arguments, loading variants, reporting diagnostics.
#pragma once
#include <string>
#include <vector>

#include "aviary/aviary.hpp"
#include "variant_source.hpp"

namespace aviary::cli {

struct Args {
    std::vector<std::string> pos;
    std::string fen, moves;
    bool has_fen = false, divide = false, audit = false, json = false;
    int threads = 1, max_depth = 1000, depth_scale = 0, hash_mb = 0;
    unsigned long long max_nodes = ~0ull;
    // designer tools
    std::string square, svg, with, notation, board;
    bool has_with = false;
    // perft work units and progress (perft_units.cpp); split 0: none
    int split = 0;
    bool list_units = false, progress = false, quiet = false;
    std::string unit_id, journal;
};

// The names of the shipped variants (and of those in $AVIARY_VARIANTS), sorted.
int report(const std::vector<Diagnostic>& ds);
// The start position (or --fen) after the --moves.
Result<Position> position_for(const Ruleset& rs, const Args& a);
int usage();

int cmd_diagram(const Args& a);
int cmd_show(const Args& a);
int cmd_play(const Args& a);
int cmd_pgn(const Args& a);
int cmd_describe(const Args& a);
int cmd_bench(const Args& a);
int cmd_uci(const Args& a);      // uci.cpp
int cmd_xboard(const Args& a);   // xboard.cpp

// perft_units.cpp: its options (0: not one of them, 1: taken, -1: bad, `err` says why), whether
// a perft needs it (units, a journal, the progress line), and that perft.
int parse_perft_option(const std::string& s, int argc, char** argv, int& i, Args& a, std::string& err);
bool uses_perft_units(const Args& a);
int cmd_perft_units(const Args& a, Position& pos, int depth, const PerftOptions& opt);
bool write_file(const std::string& path, const std::string& text);

}  // namespace aviary::cli

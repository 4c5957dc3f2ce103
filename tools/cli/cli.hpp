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
    // play against the computer: --engine, the human's colour (--as), the engine's limits
    bool engine = false;
    std::string as;
    int movetime_ms = 0, search_depth = 0;
    // import: the folder the .variant files go to
    std::string out;
};

// The names of the shipped variants (and of those in $AVIARY_VARIANTS), sorted.
int report(const std::vector<Diagnostic>& ds);
// The start position (or --fen) after the --moves.
Result<Position> position_for(const Ruleset& rs, const Args& a);
// command_line.cpp: reads the command line into `command` and `args`; -1 when the command
// should run, else the exit code (0 after help, 2 after a usage error, which it reports).
int parse_command_line(int argc, char** argv, std::string& command, Args& args);
// A usage error found by a command: `error: MESSAGE` and where its help is; returns 2.
int usage_error(const std::string& command, const std::string& message);

int cmd_diagram(const Args& a);
int cmd_show(const Args& a);
int cmd_play(const Args& a);
int cmd_pgn(const Args& a);
int cmd_describe(const Args& a);
int cmd_bench(const Args& a);
int cmd_import(const Args& a);   // import.cpp
int cmd_uci(const Args& a);      // uci.cpp
int cmd_xboard(const Args& a);   // xboard.cpp

// perft_units.cpp: whether a perft needs it (units, a journal, the progress line), and that perft.
bool uses_perft_units(const Args& a);
int cmd_perft_units(const Args& a, Position& pos, int depth, const PerftOptions& opt);
bool write_file(const std::string& path, const std::string& text);

}  // namespace aviary::cli

// Shared pieces of the aviary CLI: arguments, loading variants, reporting diagnostics.
#pragma once
#include <string>
#include <vector>

#include "aviary/aviary.hpp"

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
};

Result<Ruleset> load_variant(const std::string& name);
// The names of the shipped variants (and of those in $AVIARY_VARIANTS), sorted.
std::vector<std::string> variant_names();
int report(const std::vector<Diagnostic>& ds);
// The start position (or --fen) after the --moves.
Result<Position> position_for(const Ruleset& rs, const Args& a);
int usage();

int cmd_diagram(const Args& a);
int cmd_show(const Args& a);
int cmd_play(const Args& a);
int cmd_describe(const Args& a);
int cmd_bench(const Args& a);
int cmd_uci(const Args& a);      // uci.cpp
int cmd_xboard(const Args& a);   // xboard.cpp

// SVG pictures (svg.cpp). `highlight`: the last move's squares.
std::string svg_position(const Position& pos, const std::vector<Square>& highlight);
std::string svg_diagram(const BoardShape& shape, Square origin, const std::string& piece_label,
                        const std::vector<std::pair<Square, std::string>>& marks,
                        const std::vector<std::pair<std::string, std::string>>& legend);
bool write_file(const std::string& path, const std::string& text);

}  // namespace aviary::cli

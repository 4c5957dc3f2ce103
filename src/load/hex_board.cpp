// A hexagonal board: `geometry = hexagonal | hexagonal-ranks` and its `cells`
// (aviary/geometry.hpp, src/ir/board_hex.hpp).
#include <string>

#include "compile/regions.hpp"
#include "ir/board_hex.hpp"
#include "load/loader_state.hpp"

namespace aviary::load {
namespace {

// The regular hexagon of side (N+1)/2 in an NxN grid, named by file ranks (no `cells`).
bool regular_hexagon(Loader& L, RulesetData& rd, const Stmt* g) {
    BoardShape& b = rd.shape;
    if (b.files != b.ranks || b.files % 2 == 0 || b.files < 3) {
        setting_error(L, g, "a hexagonal board without 'cells' is NxN with N odd, from 3x3 to "
                            "15x15 (Glinski's board of 91 cells: board = 11x11)");
        return false;
    }
    b.hex_file_ranks = true;
    for (int r = 0; r < b.ranks; ++r)
        for (int q = 0; q < b.files; ++q)
            if (q - r <= b.files / 2 && r - q <= b.files / 2) {
                const int s = b.square(q, r);
                b.cells[std::size_t(s >> 6)] |= std::uint64_t(1) << (s & 63);
            }
    return true;
}

// `cells = a1-a6 b1-b7 ... f11`: cells one by one or as a run along one file (one rank on a
// board turned a quarter), named by grid file and rank; each listed once.
bool read_cells(Loader& L, RulesetData& rd, const Stmt* s) {
    BoardShape& b = rd.shape;
    const BoardShape grid{b.files, b.ranks, 1};
    const std::string& v = s->setting.value.text;
    const std::size_t at = s->setting.value.offset;
    auto fail = [&](std::size_t i, const std::string& msg) {
        L.error(s->src, at + i, msg);
        return false;
    };
    std::size_t i = 0;
    while (i < v.size()) {
        if (v[i] == ' ' || v[i] == ',') {
            ++i;
            continue;
        }
        const std::size_t end = std::min(v.find_first_of(", ", i), v.size());
        const std::string tok = v.substr(i, end - i);
        const std::size_t dash = tok.find('-');
        const auto lo = grid.parse(tok.substr(0, dash));
        const auto hi = dash == std::string::npos ? lo : grid.parse(tok.substr(dash + 1));
        if (!lo || !hi)
            return fail(i, "'" + tok + "' is not a cell (e4) or a run of cells (e1-e10) of the " +
                               std::to_string(b.files) + "x" + std::to_string(b.ranks) + " grid");
        const bool along_file = grid.file_of(*lo) == grid.file_of(*hi);
        const bool along_rank = grid.rank_of(*lo) == grid.rank_of(*hi);
        if (!(b.hex_ranks ? along_rank : along_file))
            return fail(i, "'" + tok + "': a run of cells goes along one " +
                               (b.hex_ranks ? "rank (a1-i1)" : "file (e1-e10)"));
        for (int k = std::min(int(*lo), int(*hi)); k <= std::max(int(*lo), int(*hi));
             k += b.hex_ranks ? 1 : b.files) {
            std::uint64_t& word = b.cells[std::size_t(k >> 6)];
            const std::uint64_t bit = std::uint64_t(1) << (k & 63);
            if (word & bit) return fail(i, "the cell " + grid.name(Square(k)) + " is listed twice");
            word |= bit;
        }
        i = end;
    }
    if (b.cells == decltype(b.cells){}) return fail(0, "expected cells, e.g. a1-a6 b1-b7");
    return true;
}

// Black's cells are White's turned by `symmetry`: every cell must have its counterpart.
bool symmetric(Loader& L, const RulesetData& rd, const Stmt* at) {
    for (int s = 0; s < rd.size(); ++s)
        if (rd.shape.is_cell(Square(s)) &&
            detail::hex_black_square(rd.shape, rd.rotate, Square(s)) == NoSquare) {
            setting_error(L, at, "the cell " + rd.shape.name(Square(s)) + " has no counterpart " +
                                     (rd.rotate ? "turned by 180 degrees" : "mirrored across the board") +
                                     ": Black's cells must be White's (symmetry = " +
                                     (rd.rotate ? "rotate" : "mirror") + ")");
            return false;
        }
    return true;
}

}  // namespace

// `geometry = hexagonal` (geometry 1) or `hexagonal-ranks` (2): the cells (the regular hexagon,
// the grid's every square on a board turned a quarter, or `cells`); what looks along a square
// board's lines or fills any empty square is refused with it.
void read_hex(Loader& L, RulesetData& rd, int geometry) {
    const Stmt* g = find_setting(L, "geometry");
    if (rd.shape.layered()) return setting_error(L, g, "a hexagonal board has no levels");
    for (const char* key : {"wrap", "orientation", "looking-glass", "drops", "wall", "relocate",
                            "royal-facing", "royal-through-check", "initial-lost-to",
                            "connect", "connect-line", "connect-from", "lines", "exits"})
        if (const Stmt* s = find_setting(L, key))
            return setting_error(L, s, std::string(key) + " is not supported on a hexagonal board");
    rd.shape.hex = true;
    rd.shape.hex_ranks = geometry == 2;
    const Stmt* cells = find_setting(L, "cells");
    if (cells) {
        if (!read_cells(L, rd, cells)) return;
    } else if (geometry == 1) {
        if (!regular_hexagon(L, rd, g)) return;
    } else {
        for (int s = 0; s < rd.size(); ++s)
            rd.shape.cells[std::size_t(s >> 6)] |= std::uint64_t(1) << (s & 63);
    }
    symmetric(L, rd, cells ? cells : g);
}

}  // namespace aviary::load

// Board geometry: a board of any size from 1x1 to 16x16, or layered (3-D): up to 256 squares
// in levels of up to 16x16 each.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aviary {

using Square = std::uint16_t;
inline constexpr Square NoSquare = 0xFFFF;
inline constexpr int MaxFiles = 16;
inline constexpr int MaxRanks = 16;
inline constexpr int MaxSquares = MaxFiles * MaxRanks;

enum class Color : std::uint8_t { White = 0, Black = 1, Neutral = 2 };
inline constexpr Color opposite(Color c) { return c == Color::White ? Color::Black : Color::White; }

// A layered board (`board = 5x5x5`) is seen by most of the engine as one tall board whose
// rows are the ranks of the lowest level, then those of the next level up, and so on: `ranks`
// counts the rows of all levels, rank_of is a row, and the square numbers run level by level.
// Only the step tables (src/compile/tables.cpp), square names and the FEN's level separators
// know the levels.
struct BoardShape {
    int files = 8;
    int ranks = 8;    // rows of all levels together
    int levels = 1;   // 1: a flat board
    // A hexagonal board (`geometry = hexagonal`): cells in a grid in axial coordinates, file q
    // and axial row r (a cell's six neighbours are (q, r+-1), (q+-1, r) and (q+1, r+1),
    // (q-1, r-1)); squares of the grid that are not cells are holes. Without `cells` (board =
    // NxN, N odd) the regular hexagon of side (N+1)/2, named as Glinski's: files a-l without j,
    // each file's cells numbered from 1 at its lower end (src/ir/board_hex.hpp holds the moves'
    // geometry).
    bool hex = false;
    // `geometry = hexagonal-ranks`: the lattice turned a quarter, its ranks rows of cells
    // sharing edges across the board and its files leaning up to the left (a cell's six
    // neighbours are the same in the grid; only the directions the notation names differ).
    bool hex_ranks = false;
    // The regular hexagon's names (no `cells`): each file's cells numbered from 1 at its lower
    // end, files a-l without j. Otherwise a hexagonal cell is named by its grid file and rank,
    // files from a with j (`cells`: the ranks are lines of cells).
    bool hex_file_ranks = false;
    // Which squares of the grid are cells of a hexagonal board (bit s % 64 of word s / 64).
    std::array<std::uint64_t, MaxSquares / 64> cells{};

    bool layered() const { return levels > 1; }
    int level_ranks() const { return ranks / levels; }
    int level_of(Square s) const { return rank_of(s) / level_ranks(); }
    int rank_in_level(Square s) const { return rank_of(s) % level_ranks(); }

    int size() const { return files * ranks; }
    Square square(int file, int rank) const { return Square(rank * files + file); }
    int file_of(Square s) const { return s % files; }
    int rank_of(Square s) const { return s / files; }
    bool contains(int file, int rank) const {
        if (file < 0 || file >= files || rank < 0 || rank >= ranks) return false;
        const int s = rank * files + file;
        return !hex || (cells[std::size_t(s >> 6)] >> (s & 63) & 1);
    }
    // Is s a square of the board (not a hole of a hexagonal board)?
    bool is_cell(Square s) const { return contains(file_of(s), rank_of(s)); }
    // The rank of s as its name counts it, from 0 (a hexagonal board's ranks run along each
    // file; a layered board's within its level).
    int named_rank(Square s) const;
    // The rows of the board's FEN and diagrams, by named rank (row 0 at the bottom): how many
    // squares row `row` has, and its k-th square from the left.
    int row_cells(int row) const;
    Square row_cell(int row, int k) const;
    // The square of file f whose named rank is `row` (NoSquare where the board has none).
    Square named_cell(int f, int row) const;
    // "a1" .. "p16" ("-" for NoSquare or a square off the board); on a layered board the
    // level's capital letter first, "Aa1" .. "Ee5", as the Raumschach literature writes them
    std::string name(Square s) const;
    // The letter of file f in square names: 'a' on (a hexagonal board's files skip j).
    char file_letter(int f) const { return char('a' + f + (hex_file_ranks && f >= 'j' - 'a')); }
    // name(s) appended to `out`, without a string of its own.
    void append_name(Square s, std::string& out) const;
    // name(s) written at `out` (room for MaxNameLength characters, no terminating NUL); returns
    // the number of characters written.
    static constexpr int MaxNameLength = 4;
    int write_name(Square s, char* out) const;
    // Parses a square name at the start of `text`; returns the square and the characters used.
    std::optional<std::pair<Square, int>> parse_prefix(std::string_view text) const;
    std::optional<Square> parse(std::string_view text) const;

private:
    std::optional<std::pair<Square, int>> flat_parse(std::string_view text) const;
    std::optional<std::pair<Square, int>> hex_parse(std::string_view text) const;
};

}  // namespace aviary

// Board geometry: a board of any size from 1x1 to 16x16, or layered (3-D): up to 256 squares
// in levels of up to 16x16 each.
#pragma once
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

    bool layered() const { return levels > 1; }
    int level_ranks() const { return ranks / levels; }
    int level_of(Square s) const { return rank_of(s) / level_ranks(); }
    int rank_in_level(Square s) const { return rank_of(s) % level_ranks(); }

    int size() const { return files * ranks; }
    Square square(int file, int rank) const { return Square(rank * files + file); }
    int file_of(Square s) const { return s % files; }
    int rank_of(Square s) const { return s / files; }
    bool contains(int file, int rank) const {
        return file >= 0 && file < files && rank >= 0 && rank < ranks;
    }
    // "a1" .. "p16" ("-" for NoSquare or a square off the board); on a layered board the
    // level's capital letter first, "Aa1" .. "Ee5", as the Raumschach literature writes them
    std::string name(Square s) const;
    // name(s) appended to `out`, without a string of its own.
    void append_name(Square s, std::string& out) const;
    // name(s) written at `out` (room for MaxNameLength characters, no terminating NUL); returns
    // the number of characters written.
    static constexpr int MaxNameLength = 4;
    int write_name(Square s, char* out) const;
    // Parses a square name at the start of `text`; returns the square and the characters used.
    std::optional<std::pair<Square, int>> parse_prefix(std::string_view text) const;
    std::optional<Square> parse(std::string_view text) const;
};

}  // namespace aviary

// Board geometry: a board of any size from 1x1 to 16x16.
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

struct BoardShape {
    int files = 8;
    int ranks = 8;

    int size() const { return files * ranks; }
    Square square(int file, int rank) const { return Square(rank * files + file); }
    int file_of(Square s) const { return s % files; }
    int rank_of(Square s) const { return s / files; }
    bool contains(int file, int rank) const {
        return file >= 0 && file < files && rank >= 0 && rank < ranks;
    }
    // "a1" .. "p16" ("-" for NoSquare or a square off the board)
    std::string name(Square s) const;
    // name(s) appended to `out`, without a string of its own.
    void append_name(Square s, std::string& out) const;
    // name(s) written at `out` (room for MaxNameLength characters, no terminating NUL); returns
    // the number of characters written.
    static constexpr int MaxNameLength = 3;
    int write_name(Square s, char* out) const;
    // Parses a square name at the start of `text`; returns the square and the characters used.
    std::optional<std::pair<Square, int>> parse_prefix(std::string_view text) const;
    std::optional<Square> parse(std::string_view text) const;
};

}  // namespace aviary

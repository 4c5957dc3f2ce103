// The raw state of a position, as the engine reads and writes it. Internal: not installed
// (the public API reads a Position through Position::piece_at(), hand_count(), ...).
#pragma once
#include <array>
#include <cstdint>

#include "aviary/geometry.hpp"
#include "aviary/position.hpp"

namespace aviary {

// A board cell: 0 = empty, else (type << 2) | colour code (1 White, 2 Black, 3 Neutral).
// Sixteen bits: MaxPieceTypes (more than 64) needs more than the six type bits a byte leaves.
using Cell = std::uint16_t;
inline constexpr Cell make_cell(int type, Color c) { return Cell((type << 2) | (int(c) + 1)); }
inline constexpr int cell_type(Cell c) { return c >> 2; }
inline constexpr Color cell_color(Cell c) { return Color((c & 3) - 1); }

// A set of piece types (bit t: type t). No conversion from an integer, so that a 32-bit mask
// written as `1u << t` does not compile.
struct TypeMask {
    static constexpr int Words = (MaxPieceTypes + 63) / 64;
    std::array<std::uint64_t, Words> w{};

    static constexpr TypeMask of(int t) { TypeMask m; m.set(t); return m; }
    static constexpr TypeMask all() {
        TypeMask m;
        for (auto& x : m.w) x = ~std::uint64_t(0);
        return m;
    }
    constexpr bool has(int t) const { return (w[std::size_t(t) >> 6] >> (t & 63)) & 1; }
    constexpr void set(int t) { w[std::size_t(t) >> 6] |= std::uint64_t(1) << (t & 63); }
    constexpr bool any() const {
        for (auto x : w) if (x) return true;
        return false;
    }
    constexpr bool none() const { return !any(); }
    constexpr explicit operator bool() const { return any(); }
    constexpr TypeMask& operator|=(const TypeMask& o) {
        for (std::size_t i = 0; i < w.size(); ++i) w[i] |= o.w[i];
        return *this;
    }
    constexpr TypeMask& operator&=(const TypeMask& o) {
        for (std::size_t i = 0; i < w.size(); ++i) w[i] &= o.w[i];
        return *this;
    }
    friend constexpr TypeMask operator|(TypeMask a, const TypeMask& b) { return a |= b; }
    friend constexpr TypeMask operator&(TypeMask a, const TypeMask& b) { return a &= b; }
    friend constexpr TypeMask operator~(TypeMask a) {
        for (auto& x : a.w) x = ~x;
        return a;
    }
    friend constexpr bool operator==(const TypeMask&, const TypeMask&) = default;
};

// Everything a move can change. Copied whole onto the history stack by make().
struct PositionState {
    std::array<Cell, MaxSquares> board{};
    // Squares holding a piece, per colour [White, Black, Neutral]: bit s % 64 of word s / 64.
    // Write squares through put()/clear(), which keep `board` and `pieces` together.
    std::array<std::array<std::uint64_t, MaxSquares / 64>, 3> pieces{};
    std::array<std::uint64_t, MaxSquares / 64> virgin{};   // the piece there never moved
    std::array<std::array<std::uint8_t, MaxPieceTypes>, 3> hand{};  // [White, Black, Neutral]
    std::array<std::array<std::uint8_t, MaxPieceTypes>, 2> count{}; // pieces on the board
    std::array<Square, 4> ep{NoSquare, NoSquare, NoSquare, NoSquare};  // en passant targets
    Square ep_victim = NoSquare;   // the piece an en passant capture removes
    Square doomed = NoSquare;      // a pecked piece of the side to move
    std::uint8_t castling = 0;     // bit i: castling right i of the ruleset
    std::uint8_t castled = 0;      // castling-wins: the right the last move castled with (bit)
    // Castling right i's king and partner squares (set from the FEN; NoSquare without it).
    std::array<Square, 4> castle_king{NoSquare, NoSquare, NoSquare, NoSquare};
    std::array<Square, 4> castle_partner{NoSquare, NoSquare, NoSquare, NoSquare};
    std::array<std::uint8_t, 2> checks_left{};   // check counting: checks each side must still give
    std::uint8_t passes = 0;       // passes in a row just made (pass = yes), at most 2
    // moves-per-turn: the moves the side to move still makes in this turn, this one included;
    // the en passant rights an earlier move of the turn made, held (out of the move
    // generator's sight: they are the other side's) until the turn ends (rules/moves_per_turn)
    std::uint16_t turn_left = 1;
    std::array<Square, 4> held_ep{NoSquare, NoSquare, NoSquare, NoSquare};
    Square held_victim = NoSquare;
    Color side = Color::White;
    std::uint16_t halfmove = 0;
    std::uint32_t fullmove = 1;
    // counting (movegen/counting.cpp): the running count's limit in plies (0: none) and its ply
    std::uint16_t count_ply = 0;
    std::uint8_t count_limit = 0;
    std::uint64_t hash = 0;

    void put(Square s, Cell c) {   // on an empty square
        board[s] = c;
        pieces[(c & 3) - 1][s >> 6] |= std::uint64_t(1) << (s & 63);
    }
    void clear(Square s) {
        if (const Cell c = board[s]) pieces[(c & 3) - 1][s >> 6] &= ~(std::uint64_t(1) << (s & 63));
        board[s] = 0;
    }
    bool is_virgin(Square s) const { return (virgin[s >> 6] >> (s & 63)) & 1; }
    void set_virgin(Square s, bool v) {
        if (v) virgin[s >> 6] |= std::uint64_t(1) << (s & 63);
        else virgin[s >> 6] &= ~(std::uint64_t(1) << (s & 63));
    }
};

// Position's private state type is the engine's PositionState.
struct Position::State : PositionState {};

}  // namespace aviary

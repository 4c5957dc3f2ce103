// The raw state of a position, as the engine reads and writes it. Internal: not installed
// (the public API reads a Position through Position::piece_at(), hand_count(), ...).
#pragma once
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <type_traits>

#include "aviary/geometry.hpp"
#include "aviary/position.hpp"

namespace aviary {

// A board cell: 0 = empty, else 1 + 3 * type + colour code (0 White, 1 Black, 2 Neutral).
// One byte holds 85 types (MaxPieceTypes fits): a board stays 256 bytes, so the state make()
// copies per move stays small. Type and colour are read from two tables, one load each.
using Cell = std::uint8_t;
static_assert(3 * MaxPieceTypes + 1 <= 256, "a cell is one byte");
namespace cell_tables {
struct Split {
    std::array<std::uint8_t, 256> type{}, colour{};
    constexpr Split() {
        colour[0] = 0xFF;   // (an empty square's colour is none of the three)
        for (int c = 1; c < 256; ++c) {
            type[std::size_t(c)] = std::uint8_t((c - 1) / 3);
            colour[std::size_t(c)] = std::uint8_t((c - 1) % 3);
        }
    }
};
inline constexpr Split split{};
}  // namespace cell_tables
inline constexpr Cell make_cell(int type, Color c) { return Cell(1 + 3 * type + int(c)); }
inline constexpr int cell_type(Cell c) { return cell_tables::split.type[c]; }
inline constexpr Color cell_color(Cell c) { return Color(cell_tables::split.colour[c]); }

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

    // The types in the set, lowest first: `for (int t : mask.types())`.
    struct Types {
        std::array<std::uint64_t, Words> w;
        struct It {
            const Types* set;
            std::size_t i;
            std::uint64_t bits;
            int operator*() const { return int(i * 64) + std::countr_zero(bits); }
            It& operator++() {
                bits &= bits - 1;
                while (!bits && ++i < Words) bits = set->w[i];
                return *this;
            }
            bool operator!=(std::default_sentinel_t) const { return i < Words; }
        };
        It begin() const {
            It it{this, 0, w[0]};
            while (!it.bits && ++it.i < Words) it.bits = w[it.i];
            return it;
        }
        std::default_sentinel_t end() const { return {}; }
    };
    constexpr Types types() const { return {w}; }
};

// Everything a move can change. make() copies it into the next slot of the history with
// copy_state (below): the board and the per-type counts and hands only as far as the game's
// squares and types go.
struct PositionState {
    std::array<Cell, MaxSquares> board{};
    // Squares holding a piece, per colour [White, Black, Neutral]: bit s % 64 of word s / 64.
    // Write squares through put()/clear(), which keep `board` and `pieces` together.
    std::array<std::array<std::uint64_t, MaxSquares / 64>, 3> pieces{};
    std::array<std::uint64_t, MaxSquares / 64> virgin{};   // the piece there never moved
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
    // lion-trading: 1 while the side to move may not take a Lion but with a Lion (the last
    // move took one with another piece; 2 within that move). Not in the FEN.
    std::uint8_t trade_barred = 0;
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
    // (last, one after the other: copy_state copies them as far as the game's types go)
    std::array<std::array<std::uint8_t, MaxPieceTypes>, 2> count{}; // pieces on the board
    std::array<std::array<std::uint8_t, MaxPieceTypes>, 3> hand{};  // [White, Black, Neutral]

    void put(Square s, Cell c) {   // on an empty square
        board[s] = c;
        pieces[int(cell_color(c))][s >> 6] |= std::uint64_t(1) << (s & 63);
    }
    void clear(Square s) {
        if (const Cell c = board[s])
            pieces[int(cell_color(c))][s >> 6] &= ~(std::uint64_t(1) << (s & 63));
        board[s] = 0;
    }
    bool is_virgin(Square s) const { return (virgin[s >> 6] >> (s & 63)) & 1; }
    void set_virgin(Square s, bool v) {
        if (v) virgin[s >> 6] |= std::uint64_t(1) << (s & 63);
        else virgin[s >> 6] &= ~(std::uint64_t(1) << (s & 63));
    }
};

// The counts and hands of the first N types.
template <std::size_t N>
inline void copy_types(PositionState& to, const PositionState& from) {
    static_assert(N <= MaxPieceTypes);
    for (std::size_t c = 0; c < 2; ++c) std::memcpy(to.count[c].data(), from.count[c].data(), N);
    for (std::size_t c = 0; c < 3; ++c) std::memcpy(to.hand[c].data(), from.hand[c].data(), N);
}

// `to` = `from` for a game of `squares` squares and `types` piece types, `to` a state of the
// same game or a zeroed one (make()'s next slot of the history, a move made to test it). The
// board's squares past the game's and the counts and hands past its types are zero in both:
// only the board's first 64, 128 or 256 squares and the first 16, 32 or all 80 types are
// copied, each a copy of a fixed size.
inline void copy_state(PositionState& to, const PositionState& from, std::size_t squares,
                       std::size_t types) {
    using S = PositionState;
    static_assert(std::is_standard_layout_v<S> && offsetof(S, board) == 0 &&
                  offsetof(S, pieces) == sizeof(S::board) && MaxSquares == 256 &&
                  offsetof(S, hand) == offsetof(S, count) + sizeof(S::count) &&
                  MaxPieceTypes >= 32);
    std::memcpy(&to.pieces, &from.pieces, offsetof(S, count) - offsetof(S, pieces));
    if (squares <= 64) std::memcpy(to.board.data(), from.board.data(), 64);
    else if (squares <= 128) std::memcpy(to.board.data(), from.board.data(), 128);
    else std::memcpy(to.board.data(), from.board.data(), 256);
    if (types <= 16) copy_types<16>(to, from);
    else if (types <= 32) copy_types<32>(to, from);
    else std::memcpy(&to.count, &from.count, sizeof(S::count) + sizeof(S::hand));
}

// Position's private state type is the engine's PositionState.
struct Position::State : PositionState {};

}  // namespace aviary

// A position of any compiled game: board, side, hands, and the state make/unmake restores.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/geometry.hpp"
#include "aviary/move.hpp"
#include "aviary/ruleset.hpp"

namespace aviary {

inline constexpr int MaxPieceTypes = 32;
// The halfmove clock's largest value: a FEN above it is an error; playing on keeps it there.
inline constexpr unsigned MaxHalfmoveClock = 65535;

// A board cell: 0 = empty, else (type << 2) | colour code (1 White, 2 Black, 3 Neutral).
using Cell = std::uint8_t;
inline constexpr Cell make_cell(int type, Color c) { return Cell((type << 2) | (int(c) + 1)); }
inline constexpr int cell_type(Cell c) { return c >> 2; }
inline constexpr Color cell_color(Cell c) { return Color((c & 3) - 1); }

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
    // Castling right i's king and partner squares (set from the FEN; NoSquare without it).
    std::array<Square, 4> castle_king{NoSquare, NoSquare, NoSquare, NoSquare};
    std::array<Square, 4> castle_partner{NoSquare, NoSquare, NoSquare, NoSquare};
    std::array<std::uint8_t, 2> checks_left{};   // check counting: checks each side must still give
    Color side = Color::White;
    std::uint16_t halfmove = 0;
    std::uint32_t fullmove = 1;
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

// How a game ended (the python-chess vocabulary). FiftyMoves: 100 plies without a capture or
// a move of a promoting piece; Repetition: the same position (hash: board, side, hands,
// rights, e.p. squares, doomed piece) for the third time in the game's history. The variant
// rules: Extinction (a side has too few pieces of a type, `extinction`), Goal (a piece reached
// a goal square, `goal`), CheckLimit (a side gave its last check, `check-limit`).
enum class Termination {
    None, Checkmate, Stalemate, RoyalCaptured, FiftyMoves, Repetition,
    Extinction, Goal, CheckLimit
};

// A piece standing on a square: its type (an index into Ruleset::pieces()) and colour.
struct PlacedPiece {
    int type = 0;
    Color color = Color::White;
    bool operator==(const PlacedPiece&) const = default;
};

struct Outcome {
    Termination termination = Termination::None;
    std::optional<Color> winner;   // empty: draw (or game not over)
};

namespace detail {
struct TrustedMoves;   // the library's own loops (perft) making moves they just generated
}

// Errors: from_fen() and parse_move() report bad input as diagnostics (Result), never by
// throwing; make() and unmake() throw on a broken precondition (below); any call may throw
// std::bad_alloc. Thread safety: a Position is a value with no shared mutable state; use one
// from one thread at a time (copies are independent). A Ruleset is immutable and may be
// shared by any number of threads and positions.
class Position {
public:
    // Reads the common FEN dialect. `source`/`base`/`text` place errors: the FEN starts at
    // offset `base` of `text` (text defaults to the FEN itself).
    static Result<Position> from_fen(const Ruleset& rules, std::string_view fen,
                                      const std::string& source = "<fen>");
    static Position start(const Ruleset& rules);

    std::string fen() const;
    std::string to_text() const;

    const Ruleset& ruleset() const { return rules_; }
    const PositionState& state() const { return states_.back(); }
    PositionState& state_for_engine() { return states_.back(); }
    Color side_to_move() const { return state().side; }
    // Read-only views of the position (prefer these to state()).
    std::optional<PlacedPiece> piece_at(Square s) const {
        if (s >= rules_.shape().size() || !state().board[s]) return std::nullopt;
        return PlacedPiece{cell_type(state().board[s]), cell_color(state().board[s])};
    }
    // How many pieces of `type` colour `c` holds in hand (Neutral: the neutral hand).
    int hand_count(Color c, int type) const {
        return type >= 0 && type < MaxPieceTypes ? state().hand[int(c)][type] : 0;
    }
    int halfmove_clock() const { return state().halfmove; }
    int fullmove_number() const { return int(state().fullmove); }
    std::uint64_t hash() const { return state().hash; }
    std::uint64_t compute_hash() const;   // from scratch, for checks

    void legal_moves(MoveList& out) const;
    // Perft-style count of legal moves without listing the Duck placements one by one.
    std::uint64_t count_legal_moves() const;
    bool in_check() const;
    // The result of the game in this position: royal loss, mate and stalemate first (a mate on
    // the 100th ply stands), then the fifty-move rule and threefold repetition.
    Outcome outcome() const;
    // How often this position occurred in the game (the current occurrence included).
    int repetitions() const;

    // Plays `m`, a move legal_moves() or parse_move() gave for this position. Throws
    // std::invalid_argument (an assertion fails first in debug builds) when the move fails a
    // cheap structural check: a square off the board, no piece of the side to move on `from`,
    // a drop or promotion piece not in hand, a castling partner or Duck missing. A move that
    // passes the check but was not generated here gives an unspecified (memory-safe) position.
    void make(const Move& m);
    // Takes back the last make(). Throws std::logic_error (debug: asserts) when there is none.
    void unmake();
    std::size_t ply() const { return states_.size() - 1; }

    std::string move_to_string(const Move& m) const;
    // Finds the legal move written as `text` (see README: move strings).
    Result<Move> parse_move(std::string_view text, const std::string& source = "<move>") const;

private:
    friend struct detail::TrustedMoves;
    Position(Ruleset rules) : rules_(std::move(rules)), states_(1) {}
    Outcome result() const;   // outcome() before draw odds
    void make_unchecked(const Move& m);   // make() without the check
    PositionState& st() { return states_.back(); }
    const PositionState& st() const { return states_.back(); }
    Ruleset rules_;
    // The game so far, the current position last: make() pushes a copy and changes it,
    // unmake() pops it.
    std::vector<PositionState> states_;
    // Where each side's royal piece was last found (a hint the legality test verifies).
    mutable std::array<Square, 2> royal_hint_{NoSquare, NoSquare};
};

}  // namespace aviary

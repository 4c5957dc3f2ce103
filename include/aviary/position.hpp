// A position of any compiled game: board, side, hands, and the history make/unmake walks.
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

// Piece types a game may have: Tenjiku Shogi needs about 70 with its promoted forms. The
// arrays of a position's state sized by it are copied on every move: keep it near that need.
inline constexpr int MaxPieceTypes = 80;
// The halfmove clock's largest value: a FEN above it is an error; playing on keeps it there.
inline constexpr unsigned MaxHalfmoveClock = 65535;

// How a game ended (the python-chess vocabulary). FiftyMoves: 100 plies without a capture or
// a move of a promoting piece; Repetition: the same position (hash: board, side, hands,
// rights, e.p. squares, doomed piece) for the third time in the game's history. The variant
// rules: Extinction (a side has too few pieces of a type, `extinction`), Goal (a piece reached
// a goal square, `goal`), CheckLimit (a side gave its last check, `check-limit`), Passes (two
// passes in a row, or under bikjang a pass leaving the royal pieces facing: a draw, `pass`).
enum class Termination {
    None, Checkmate, Stalemate, RoyalCaptured, FiftyMoves, Repetition,
    Extinction, Goal, CheckLimit, Passes,
    BoardFull,  // every square is taken (board-full = ends)
    Connection  // pieces in a row or a square (connect, connect-square)
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

// Which way a castling goes: towards the h-file side (King) or the a-file side (Queen).
enum class CastlingSide { King, Queen };

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

    // ---- read-only views of the position ----
    Color side_to_move() const;
    // The piece on `s`, nothing for an empty square or one off the board.
    std::optional<PlacedPiece> piece_at(Square s) const;
    // How many pieces of `type` colour `c` holds in hand (Neutral: the neutral hand, e.g. a
    // Duck not yet placed); 0 for a type the game does not have.
    int hand_count(Color c, int type) const;
    // Has side `c` still the right to castle to `side` (whether castling is legal now or not)?
    bool castling_right(Color c, CastlingSide side) const;
    // The en passant target squares (empty when the last move made none).
    std::vector<Square> en_passant_squares() const;
    // Has the piece on `s` not moved yet (it still has its initial moves; under gating, on its
    // side's first rank, a piece from the hand may enter on `s` when it leaves)?
    bool is_unmoved(Square s) const;
    // A pecked piece of the side to move, removed at the end of its turn (rifle_dooms games).
    std::optional<Square> doomed_square() const;
    // Check counting: how many more checks side `c` must give to win (0 in other games).
    int checks_to_give(Color c) const;
    int halfmove_clock() const;
    // In a game whose turn is several moves (moves-per-turn), the moves the side to move still
    // makes in this turn, this one included (the FEN's last field); 0 in other games.
    int moves_left_in_turn() const;
    // "White to move", and in a game of several moves a turn ", 2 moves left in this turn"
    // (the words of `aviary show` and `aviary play`).
    std::string to_move_text() const;
    int fullmove_number() const;
    // The incremental Zobrist hash (board, side, hands, rights, e.p. squares, doomed piece).
    std::uint64_t hash() const;
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
    // The number of moves made since from_fen() or start().
    std::size_t ply() const;

    std::string move_to_string(const Move& m) const;
    // move_to_string(m) appended to `out` (a list of moves written into one buffer).
    void append_move_string(const Move& m, std::string& out) const;
    // Finds the legal move written as `text` (see README: move strings).
    Result<Move> parse_move(std::string_view text, const std::string& source = "<move>") const;

    Position(const Position&);
    Position(Position&&) noexcept;
    Position& operator=(const Position&);
    Position& operator=(Position&&) noexcept;
    ~Position();

private:
    struct State;                   // the raw state (internal: src/core/position_state.hpp)
    friend struct PositionAccess;   // the library's own access (src/core/access.hpp)
    explicit Position(Ruleset rules);
    Outcome result() const;   // outcome() before draw odds
    void make_unchecked(const Move& m);   // make() without the check
    void grow_history();                  // a slot more past top_ (out of make's way)
    State& st();
    const State& st() const;
    Ruleset rules_;
    // The game so far: states_[0 .. top_], the current position at top_. make() copies it
    // into the next slot and changes that, unmake() steps back; slots past top_ are kept for
    // the next moves (no allocation, and a copy of only the game's part of the state).
    std::vector<State> states_;
    std::size_t top_ = 0;
    // Where each side's royal piece was last found (a hint the legality test verifies).
    mutable std::array<Square, 2> royal_hint_{NoSquare, NoSquare};
};

}  // namespace aviary

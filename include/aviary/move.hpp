// A move, described by what it does on the board in the game's terms: the mover goes from
// `from` to `to`; pieces are taken on `to` and on up to four more squares (victims); a swap
// puts the piece found on `to` elsewhere; a second piece of the mover's side may move with
// it (a castling partner); a neutral piece may be relocated or placed; a piece may be dropped
// from the hand or promoted to, or enter from the hand on the square the mover (or its castling
// partner) leaves (gating). Make/unmake apply these effects without knowing a mechanic's
// name. A Move is a small trivially copyable value (perft handles millions of them).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <type_traits>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary {

// Bits of Move::flags: properties of a move that its squares alone do not tell.
enum MoveFlag : std::uint8_t {
    MoveDrop = 1,        // `piece` comes from the mover's hand onto `to` (`from` is NoSquare)
    MoveCastle = 2,      // castling: the partner relocation is part of it
    MoveEnPassant = 4,   // victim[0] holds the piece taken en passant
    MoveMakesEp = 8,     // the squares the mover passes become en passant targets
    MoveGate = 16,       // gating: `piece` comes from the mover's hand onto `from`, the square the mover left
    MoveMoverDies = 32,  // the mover is removed after the move (it took a poisonous piece)
    MovePass = 64,       // nothing moves (pass = yes); from == to names the passing side's piece;
                         // with victim[0] == from, a pickup: that piece goes to its owner's hand
    MoveGatePartner = 128,  // gating on castling: `piece` enters on partner.from, the square the partner left
};

// A piece other than the mover going from one square to another. `from` is NoSquare when the
// piece comes from a hand (a placement); `to` is NoSquare when there is no such relocation.
struct Relocation {
    Square from = NoSquare;
    Square to = NoSquare;

    bool present() const { return to != NoSquare; }
    bool operator==(const Relocation&) const = default;
};

// The most pieces a move takes besides the one on its destination (locust victims, an
// enclosure's, a leap over several).
inline constexpr int MaxVictims = 4;

struct Move {
    Square from = NoSquare;      // the mover's square; NoSquare for a drop
    Square to = NoSquare;        // where the mover ends (== from for a rifle capture)
    // pieces taken away from squares other than `to`, the first MaxVictims slots in use first
    Square victim[MaxVictims] = {NoSquare, NoSquare, NoSquare, NoSquare};
    Square unload = NoSquare;    // swap: the piece found on `to` is put here
    Relocation partner;          // a piece of the mover's side moving with it (castling)
    Relocation neutral;          // the neutral piece relocated (or placed from the neutral hand)
    std::uint8_t flags = 0;      // MoveFlag bits
    std::uint8_t piece = 0;      // promotion, drop or gating: piece type + 1; 0 = none

    // ---- what the move does (read-only views of the fields above) ----
    bool is_drop() const { return flags & MoveDrop; }
    bool is_castling() const { return flags & MoveCastle; }
    bool is_en_passant() const { return flags & MoveEnPassant; }
    bool is_pass() const { return flags & MovePass; }
    // A pickup (`pickup` games): the mover's own piece on `from` leaves the board for its hand.
    bool is_pickup() const { return (flags & MovePass) && victim[0] == from && from != NoSquare; }
    bool is_swap() const { return unload != NoSquare; }
    bool mover_dies() const { return flags & MoveMoverDies; }
    bool is_gating() const { return flags & (MoveGate | MoveGatePartner); }
    // The piece type (an index into Ruleset::pieces()) dropped, or promoted to.
    std::optional<int> dropped_type() const {
        return is_drop() && piece ? std::optional<int>(piece - 1) : std::nullopt;
    }
    std::optional<int> promotion_type() const {
        return !is_drop() && !is_gating() && piece ? std::optional<int>(piece - 1) : std::nullopt;
    }
    // Gating: the type that enters from the mover's hand, and the square it enters on (the
    // mover's origin, or the castling partner's); NoSquare for other moves.
    std::optional<int> gated_type() const {
        return is_gating() && piece ? std::optional<int>(piece - 1) : std::nullopt;
    }
    Square gate_square() const {
        return flags & MoveGatePartner ? partner.from : flags & MoveGate ? from : NoSquare;
    }
    // The squares pieces are taken from besides `to` (locust, en passant, rifle), in order.
    std::span<const Square> victims() const {
        std::size_t n = 0;
        while (n < MaxVictims && victim[n] != NoSquare) ++n;
        return {victim, n};
    }
    // Every square the move changes or names: from, to, victims, swap target, partner and
    // neutral squares (NoSquare left out; for highlighting a move).
    std::vector<Square> squares() const {
        std::vector<Square> out;
        for (Square s : {from, to, victim[0], victim[1], victim[2], victim[3], unload,
                         partner.from, partner.to, neutral.from, neutral.to}) {
            bool seen = s == NoSquare;
            for (Square o : out) seen |= o == s;
            if (!seen) out.push_back(s);
        }
        return out;
    }

    bool operator==(const Move& o) const {
        return from == o.from && to == o.to && victim[0] == o.victim[0] &&
               victim[1] == o.victim[1] && victim[2] == o.victim[2] &&
               victim[3] == o.victim[3] && unload == o.unload && partner == o.partner &&
               neutral == o.neutral && flags == o.flags && piece == o.piece;
    }
    bool operator!=(const Move& o) const { return !(*this == o); }
};
static_assert(std::is_trivially_copyable_v<Move> && sizeof(Move) <= 24);

// A growable list; perft keeps one per ply, so the hot path does not allocate once warm.
class MoveList {
public:
    void clear() { moves_.clear(); }
    void push(const Move& m) { moves_.push_back(m); }
    std::size_t size() const { return moves_.size(); }
    bool empty() const { return moves_.empty(); }
    const Move& operator[](std::size_t i) const { return moves_[i]; }
    Move& operator[](std::size_t i) { return moves_[i]; }
    auto begin() const { return moves_.begin(); }
    auto end() const { return moves_.end(); }
    void resize(std::size_t n) { moves_.resize(n); }
    bool contains(const Move& m) const {
        for (const auto& x : moves_)
            if (x == m) return true;
        return false;
    }

private:
    std::vector<Move> moves_;
};

}  // namespace aviary

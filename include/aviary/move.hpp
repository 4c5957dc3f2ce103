// A move carries its effects: make/unmake apply them without knowing a mechanic's name.
#pragma once
#include <cstdint>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary {

enum MoveFlag : std::uint8_t {
    MoveDrop = 1,        // `piece` is dropped from the hand onto `to`
    MoveCastle = 2,      // the partner moves rook_from -> rook_to as well
    MoveEnPassant = 4,   // victim[0] holds the pawn taken en passant
    MoveMakesEp = 8,     // the squares passed on the way become en passant targets
    MoveRelocateOnly = 16,  // internal: a Duck placement with no chess move (never generated)
    MoveMoverDies = 32,  // the mover is removed after the move (it took a poisonous piece)
    MovePass = 64,       // nothing moves (pass = yes); from == to names the passing side's piece
};

struct Move {
    Square from = NoSquare;      // NoSquare for a drop
    Square to = NoSquare;        // where the mover ends (== from for a rifle capture)
    Square victim[2] = {NoSquare, NoSquare};  // pieces taken away from squares other than `to`
    Square unload = NoSquare;    // the piece found on `to` is put here (swaps)
    Square rook_from = NoSquare, rook_to = NoSquare;   // castling partner
    Square duck_from = NoSquare, duck_to = NoSquare;   // neutral relocation (duck_from NoSquare: from hand)
    std::uint8_t flags = 0;
    std::uint8_t piece = 0;      // promotion or drop: piece type + 1; 0 = none

    bool is_drop() const { return flags & MoveDrop; }
    bool operator==(const Move& o) const {
        return from == o.from && to == o.to && victim[0] == o.victim[0] &&
               victim[1] == o.victim[1] && unload == o.unload && rook_from == o.rook_from &&
               rook_to == o.rook_to && duck_from == o.duck_from && duck_to == o.duck_to &&
               flags == o.flags && piece == o.piece;
    }
    bool operator!=(const Move& o) const { return !(*this == o); }
};

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

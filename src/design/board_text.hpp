// The board field of a FEN as one token per square, for building diagram positions.
#pragma once
#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary::design {

struct Board {
    BoardShape shape;
    std::vector<std::string> cells;   // [square], "" empty
    std::string hand;                 // with the brackets, or ""

    std::string& at(Square s) { return cells[s]; }
};

// Reads a board field (with its [hand]); false when it does not fit `shape`. Rows run from the
// top down, each from its first square (BoardShape::row_cell: a hexagonal board's named ranks).
inline bool expand(const std::string& field, const BoardShape& shape, Board& out) {
    out.shape = shape;
    out.cells.assign(std::size_t(shape.size()), "");
    std::size_t i = 0;
    int r = shape.ranks - 1, f = 0;
    while (i < field.size()) {
        char c = field[i];
        if (c == '[') { out.hand = field.substr(i); break; }
        if (c == '/' || c == '|') { --r; f = 0; ++i; continue; }
        if (std::isdigit((unsigned char)c)) {
            int n = 0;
            while (i < field.size() && std::isdigit((unsigned char)field[i])) n = n * 10 + (field[i++] - '0');
            f += n;
            continue;
        }
        std::string tok(1, c);
        ++i;
        if (i < field.size() && field[i] == '!') tok += field[i++];
        if (r < 0 || f >= shape.row_cells(r)) return false;
        out.cells[shape.row_cell(r, f)] = tok;
        ++f;
    }
    return true;
}

inline std::string compress(const Board& b) {
    const BoardShape& sh = b.shape;
    std::string s;
    for (int r = sh.ranks - 1; r >= 0; --r) {
        if (r < sh.ranks - 1) s += (r + 1) % sh.level_ranks() == 0 ? '|' : '/';
        int empty = 0;
        for (int f = 0; f < sh.row_cells(r); ++f) {
            const std::string& t = b.cells[sh.row_cell(r, f)];
            if (t.empty()) { ++empty; continue; }
            if (empty) s += std::to_string(empty);
            empty = 0;
            s += t;
        }
        if (empty) s += std::to_string(empty);
    }
    return s + b.hand;
}

// The board field with `pieces` (FEN tokens) on their squares.
inline std::string place(const BoardShape& shape, const std::vector<std::pair<Square, std::string>>& pieces,
                         const std::string& hand = "") {
    Board b;
    b.shape = shape;
    b.cells.assign(std::size_t(shape.size()), "");
    for (const auto& [sq, t] : pieces) b.at(sq) = t;
    b.hand = hand;
    return compress(b);
}

}  // namespace aviary::design

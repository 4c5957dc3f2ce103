// The board field of a FEN as one token per square, for building diagram positions.
#pragma once
#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary::design {

struct Board {
    int files = 0, ranks = 0;
    int levels = 1;                   // a layered board's rows: '|' between levels
    std::vector<std::string> cells;   // [rank_from_top * files + file], "" empty
    std::string hand;                 // with the brackets, or ""

    std::string& at(const BoardShape& shape, Square s) {
        return cells[std::size_t((shape.ranks - 1 - shape.rank_of(s)) * shape.files + shape.file_of(s))];
    }
};

// Reads a board field (with its [hand]); false when it does not fit `shape`.
inline bool expand(const std::string& field, const BoardShape& shape, Board& out) {
    out.files = shape.files;
    out.ranks = shape.ranks;
    out.levels = shape.levels;
    out.cells.assign(std::size_t(shape.size()), "");
    std::size_t i = 0;
    int r = 0, f = 0;
    while (i < field.size()) {
        char c = field[i];
        if (c == '[') { out.hand = field.substr(i); break; }
        if (c == '/' || c == '|') { ++r; f = 0; ++i; continue; }
        if (std::isdigit((unsigned char)c)) {
            int n = 0;
            while (i < field.size() && std::isdigit((unsigned char)field[i])) n = n * 10 + (field[i++] - '0');
            f += n;
            continue;
        }
        std::string tok(1, c);
        ++i;
        if (i < field.size() && field[i] == '!') tok += field[i++];
        if (r >= shape.ranks || f >= shape.files) return false;
        out.cells[std::size_t(r * shape.files + f)] = tok;
        ++f;
    }
    return true;
}

inline std::string compress(const Board& b) {
    std::string s;
    for (int r = 0; r < b.ranks; ++r) {
        if (r) s += r % (b.ranks / b.levels) == 0 ? '|' : '/';
        int empty = 0;
        for (int f = 0; f < b.files; ++f) {
            const std::string& t = b.cells[std::size_t(r * b.files + f)];
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
    b.files = shape.files;
    b.ranks = shape.ranks;
    b.levels = shape.levels;
    b.cells.assign(std::size_t(shape.size()), "");
    for (const auto& [sq, t] : pieces) b.at(shape, sq) = t;
    b.hand = hand;
    return compress(b);
}

}  // namespace aviary::design

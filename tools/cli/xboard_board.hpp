// The board as XBoard sees it: a flat board as it is, a layered one as its levels side by side
// (xboard_board.cpp says why). Square names and FENs both ways.
#pragma once

#include <aviary/geometry.hpp>

#include <string>

namespace aviary::cli {

struct XboardBoard {
    explicit XboardBoard(const BoardShape& b);
    int files() const;
    int ranks() const;
    Square square(int file, int rank) const;   // XBoard's (file, rank) as Aviary's square
    // The squares named in a move or a FEN's fields, Aviary's names to XBoard's and back.
    std::string squares(const std::string& aviary) const;
    std::string aviary_squares(const std::string& xboard) const;
    // A FEN's board as XBoard's rows, and back (a FEN already in Aviary's form is kept).
    std::string fen(const std::string& aviary) const;
    std::string aviary_fen(const std::string& xboard) const;

private:
    BoardShape shape;
};

}  // namespace aviary::cli

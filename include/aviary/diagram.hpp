// Move diagrams as data (where a piece moves from one square, and how), with text and SVG
// renderings, and SVG pictures of positions. Used by `aviary diagram`/`show --svg` and the
// WebAssembly studio; the marks are explained in README.md (Designer tools).
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/geometry.hpp"
#include "aviary/position.hpp"
#include "aviary/ruleset.hpp"

namespace aviary {

// How a piece reaches a square of its diagram (bits of MoveDiagram::flags).
enum DiagramFlag : unsigned {
    DiagramMove = 1,          // moves there (empty square)
    DiagramCapture = 2,       // captures there
    DiagramInitMove = 4,      // moves there only as its first move
    DiagramInitCapture = 8,   // captures there only as its first move
    DiagramRifle = 16,        // takes a piece there without moving
    DiagramLocust = 32,       // takes a piece there on the way, lands elsewhere
    DiagramHop = 64,          // reaches it only over a screen piece
    DiagramDrop = 128,        // drops there from the hand
    DiagramSwap = 256,        // swaps with a friendly piece there
    DiagramAttacked = 512,    // moves there only while attacked ({if:attacked})
};

struct MoveDiagram {
    BoardShape shape;
    Square origin = NoSquare;        // NoSquare for a drop diagram
    std::string label;               // what stands on the origin (a FEN letter)
    std::string glyph;               // the piece's glyph= name ("" draws the letter)
    std::vector<unsigned> flags;     // per square: DiagramFlag bits
    std::vector<std::string> notes;  // lines under the legend
    bool in_position = false;        // the legal moves in a given position
    std::string fen;                 // that position (in_position only)

    // The square's two-character mark ("o ", "xr", ". "): see diagram_marks().
    std::string mark(Square s) const;
    // The marks used on the board (the origin excluded) with their meanings, in the order of
    // diagram_marks().
    std::vector<std::pair<char, std::string>> legend() const;
};

// Every mark character and its meaning.
const std::vector<std::pair<char, std::string>>& diagram_marks();

// The square a diagram uses when none is given (central).
Square default_diagram_square(const BoardShape& shape);

// Where a bare notation moves on an empty board of `shape` (castling left out, with a note).
// Notation errors are reported at `source`:1:column of the notation.
Result<MoveDiagram> notation_diagram(const BoardShape& shape, const std::string& notation,
                                     Square origin, const std::string& source = "<notation>");
// A piece type of a game (an index into Ruleset::pieces()) on an empty board of the game.
Result<MoveDiagram> piece_diagram(const Ruleset& rules, int type, Square origin);
// The piece's legal moves in a position: the piece (of the side to move) is put on `origin`
// of the position `fen` (errors name `source`).
Result<MoveDiagram> piece_diagram_in(const Ruleset& rules, int type, Square origin,
                                     const std::string& fen, const std::string& source = "<fen>");
// Where the piece can be dropped from White's hand on an empty board; nothing when the game
// has no drops or the piece never goes to a hand.
std::optional<MoveDiagram> drop_diagram(const Ruleset& rules, int type);

// The board of marks as text under `title`, then the legend and the notes.
std::string diagram_text(const MoveDiagram& d, const std::string& title);
// The same as an SVG picture (symbols for the marks, the legend under the board).
std::string diagram_svg(const MoveDiagram& d);
// A position as an SVG picture (`highlight`: e.g. the last move's squares), with the hands,
// the neutral pieces not yet placed, a doomed piece and the side to move under the board.
std::string position_svg(const Position& pos, const std::vector<Square>& highlight = {});

}  // namespace aviary

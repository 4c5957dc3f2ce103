// XBetza notation: the syntax tree of a piece's move string, and its Spirit X3 parser.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace aviary::dsl {

// A condition suffix item: {to:!8}, {from:3}, {from:2-3}, {if:attacked}, {if:!attacked}.
struct NotationCond {
    std::string key;          // "to", "from", "if"
    bool negate = false;
    int lo = 0, hi = 0;       // ranks (1-based, from the mover's side)
    std::size_t offset = 0;
};

// One simple move of a piece: prefix letters, an atom, a range and conditions.
struct NotationMove {
    std::string prefix;           // modifier letters with (...) repetition groups kept
    std::size_t prefix_offset = 0;
    char atom = 0;                // W F D N A H C L Z J G K R B Q U O, or 'V' for (x,y)
    char suffix = 0;              // X or Y (extended leapers)
    int vx = 0, vy = 0;           // vector atom (x,y)
    int range = -1;               // -1: not written; 0: unlimited
    int castle_steps = 0;         // O<n>
    int castle_gap = 1;           // O<n>:<gap>
    std::vector<NotationCond> conds;
    std::size_t offset = 0;       // first character of the move
    std::size_t atom_offset = 0;
};

struct NotationError {
    std::size_t offset = 0;
    std::string message;
};

using NotationParse = std::variant<std::vector<NotationMove>, NotationError>;

// Parses a whole notation string. Offsets are relative to `text`.
NotationParse parse_notation(std::string_view text);

}  // namespace aviary::dsl

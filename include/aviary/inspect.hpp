// Read-only views of a compiled game for tools (descriptions, diagrams): the rules and piece
// properties as plain values, and XBetza notation explained in words.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "aviary/ruleset.hpp"

namespace aviary {

struct PieceDetails {
    std::string name;
    char letter = 0;
    std::string notation;
    bool royal = false, neutral = false, immune = false, poison = false, borrow = false;
    bool has_initial = false;        // has i-moves
    bool castles = false;            // has O moves
    bool to_hand = false;            // when captured, goes to the captor's hand
    std::string glyph;               // glyph= figure for pictures ("" : the letter; see glyphs.hpp)
    std::string promotion;           // "" (none), "list", "captured" or "hand"
    std::string promotion_letters;   // for "list" and "captured"
    std::vector<int> promotion_ranks;  // 1-based, from the owner's side
    std::vector<int> optional_ranks;   // promotion may be declined there
    std::vector<std::pair<int, int>> freeze_zone, brake_zone;   // (dx, dy) around the piece
};

struct RulesDetails {
    std::string name;
    BoardShape shape;
    bool rotate = false;             // colour symmetry: rotate (else mirror)
    std::string royalty;             // "check", "capture" or "last-check"
    std::string stalemate;           // "draw", "win", "loss" (for the stalemated side), "fewer-pieces"
    bool rifle_dooms = false;
    bool hands = false, drops = false;
    std::vector<int> drop_ranks;     // 1-based, from the dropper's side
    std::string relocate;            // the neutral piece every move relocates, or ""
    int relocate_count = 0;
    std::string castling_partners;   // letters
    std::string start_fen;
    std::vector<PieceDetails> pieces;
};

RulesDetails inspect(const Ruleset& rules);

// The rules and pieces in words (the text of `aviary describe`).
std::string describe_rules(const Ruleset& rules);

// One phrase per simple move of a piece's notation ("fmW: moves one step forward ..."), or
// a single phrase starting with "error:" when the notation does not parse.
std::vector<std::string> explain_notation(const std::string& notation);

}  // namespace aviary

// Read-only views of a compiled game for tools (descriptions, diagrams): the rules and piece
// properties as plain values, and XBetza notation explained in words.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "aviary/ruleset.hpp"

namespace aviary {

// How a game treats its royal pieces.
enum class RoyaltyRule {
    Check,       // a royal piece may not be left attacked (check and mate)
    Capture,     // royal pieces may be captured; losing them loses the game
    LastCheck,   // check applies only to a side's last royal piece
};

// Royal pieces of both sides on one file or rank with only empty squares between.
enum class FacingRule {
    Allowed,
    Illegal,   // no move may leave them so (the flying general)
    Bikjang,   // a move may; the other side must part them or pass (and a pass then ends the game)
};

// Where a move's wall goes (the `wall` key).
enum class WallRule {
    None,     // the game has no walls
    Any,      // any empty square (of wall_region)
    Origin,   // the square the mover left
    Shot,     // a square the mover could move to from where it landed (an arrow)
    Edge,     // an empty square on the board's edge or next to a wall (file or rank): Atlantis
};

// The result of a stalemate for the side that cannot move.
enum class StalemateRule {
    Draw, Win, Loss,
    FewerPieces,   // the side with fewer pieces (board and hand) wins
    MorePieces,    // the side with more pieces on the board wins (Othello, Ataxx)
};

// When a side may pass (pass =): never, when not in check, or only when it has no other move.
enum class PassRule { No, Yes, WhenStuck };

struct RulesDetails {
    std::string name;
    BoardShape shape;
    bool rotate = false;             // colour symmetry: rotate (else mirror)
    RoyaltyRule royalty = RoyaltyRule::Check;
    StalemateRule stalemate = StalemateRule::Draw;
    bool rifle_dooms = false;
    bool hands = false, drops = false;
    std::vector<int> drop_ranks;     // 1-based, from the dropper's side
    std::string relocate;            // the neutral piece every move relocates, or ""
    WallRule wall = WallRule::None;  // every move also puts down a new wall ...
    std::string wall_piece;          // ... this neutral piece
    bool wall_or_move = false;       // wall-or-move: a wall instead of a move, not beside one
    std::vector<Square> wall_region; // the squares walls may go to (empty: all)
    int relocate_count = 0;
    std::string castling_partners;   // letters
    std::vector<Square> lines;       // the squares lines= moves go between
    FacingRule facing = FacingRule::Allowed;
    bool pass = false;               // a side not in check may pass; two passes in a row end the game
    PassRule pass_rule = PassRule::No;   // ... always (Yes) or only without another move
    bool drop_checks = true;         // false: a drop may not give check
    std::string start_fen;
    std::vector<PieceInfo> pieces;   // as Ruleset::pieces()
    // Every key the variant file (and the files it extends) sets, in the key table's order,
    // with the sentence describe says for it ("" for the keys the fields above describe).
    struct KeyNote {
        std::string key, value, sentence;
    };
    std::vector<KeyNote> keys;
};

RulesDetails inspect(const Ruleset& rules);

// The rules and pieces in words (the text of `aviary describe`).
std::string describe_rules(const Ruleset& rules);

// One phrase per simple move of a piece's notation ("fmW: moves one step forward ..."), or
// a single phrase starting with "error:" when the notation does not parse. `hexagonal`: the
// turns of later legs as a hexagonal board reads them (30-degree steps, W and F kept).
std::vector<std::string> explain_notation(const std::string& notation, bool hexagonal = false);

}  // namespace aviary

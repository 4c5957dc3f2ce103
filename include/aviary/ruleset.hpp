// The compiled game: immutable, shared, safe to use from several threads.
#pragma once
#include <cctype>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary {

// Where a piece's promotion choices come from.
enum class PromotionKind {
    None,           // the piece does not promote
    List,           // to one of `promotion_letters`
    Captured,       // to one of `promotion_letters` that its side has lost
    OpponentHand,   // to a piece taken from the opponent's hand
};

// The ways of writing a move (san.hpp): SAN and LAN as chess writes them, and the notations
// of shogi (Hosking, Hodges, Hodges with numbers), janggi, xiangqi (WXF) and Thai chess, as
// Fairy-Stockfish and its clients write them.
enum class Notation {
    San,
    Lan,
    ShogiHosking,        // P76, G49-58, S'34
    ShogiHodges,         // P-7f, +B-3c, S*3d
    ShogiHodgesNumber,   // P-76, S*34
    Janggi,              // H02-83
    XiangqiWxf,          // H2+3, C2=5, +R+1
    ThaiSan,
    ThaiLan,
};

// Everything the variant file says about one piece type, as plain values.
struct PieceInfo {
    std::string name;
    char letter = 0;          // upper-case FEN letter (or a symbol such as '*'); 0 for an id
                              // of two characters (`id`)
    std::string id;           // its id in variant files: the letter, or +D, D', D! (XBoard's
                              // spelling of Chu, Dai and Tenjiku shogi's pieces)
    std::string notation;     // its moves, as written in the variant file
    std::string glyph;        // glyph= figure for pictures ("": the letter; see glyphs.hpp)
    int value = 0;            // value= in the variant file (centipawns), 0 when not given
    bool royal = false;
    bool neutral = false;     // belongs to neither side (e.g. a piece every move relocates)
    bool immune = false;      // cannot be captured
    bool poison = false;      // its captor dies too
    bool borrow = false;      // also moves as every friendly piece that guards it
    bool has_initial = false; // has moves for its first move only (i)
    bool castles = false;     // has castling moves (O)
    bool to_hand = false;     // when captured, goes to the captor's hand
    char demote = 0;          // demote=: the letter of the type it becomes when taken (0: none)
    char san = 0;             // san=: the letter SAN writes for it (0: `letter`; '-': none)
    PromotionKind promotion = PromotionKind::None;
    std::string promotion_letters;     // the choices (List and Captured), their ids one after another
    std::vector<int> promotion_ranks;  // 1-based, from the owner's side
    std::vector<int> optional_ranks;   // promotion may be declined there
    std::vector<Square> promotion_squares;   // White's (zone=), whole ranks or listed squares
    std::vector<std::pair<int, int>> freeze_zone, brake_zone;   // (dx, dy) around the piece
    std::string fen;          // how FENs write it (White's): the letter, or fen= (`+P`, `Q~`)
    std::vector<Square> region;        // region=: White's squares it stays on; empty: all
    std::vector<Square> region_black;  // ... and Black's (by the symmetry, or as region= lists them)
    std::string line_moves;            // lines=: moves it makes between the game's line squares
    std::string no_hurdle, no_capture; // letters of types it may not hop over / never takes
    std::string no_hop_capture;        // letters of types it never takes after a hop
    // The properties its piece line sets, with the sentence describe says for each ("" where
    // the fields above say it).
    struct PropertyNote {
        std::string key, value, sentence;
    };
    std::vector<PropertyNote> properties;

    // Its id as a side's pieces are written (White's as it is, Black's in lower case: C', c').
    std::string id_for(Color c) const {
        std::string s = id;
        if (c == Color::Black)
            for (char& ch : s) ch = char(std::tolower((unsigned char)ch));
        return s;
    }
};

class Ruleset {
public:
    const std::string& name() const;
    BoardShape shape() const;
    std::string start_fen() const;
    // The piece types; a type number (PlacedPiece::type, Move::promotion_type(), ...) is an
    // index into this list.
    const std::vector<PieceInfo>& pieces() const;
    bool has_hands() const;
    // Some type goes to the captor's hand when captured.
    bool captures_to_hand() const;
    // Castling as in Chess960 (castling-start = any): the king and its partner start anywhere
    // on the king's rank and land on fixed files.
    bool castling_anywhere() const;
    // notation=: how its players write moves (SAN unless the variant file says otherwise).
    Notation notation() const;
    // two-boards: one board of a two-board game (bughouse), its hands filled by the partner.
    bool two_boards() const;
    // wrap=: a line that leaves the board at one edge comes back at the opposite edge; files:
    // the first and last files are adjacent (a cylinder, or a ring board), ranks: the first and
    // last ranks (both: a torus).
    bool wraps_files() const;
    bool wraps_ranks() const;
    // A number unique to this compiled game in the process (copies of a Ruleset share it):
    // tells whether two positions or moves belong to the same rules.
    std::uint64_t id() const;

private:
    struct Data;                   // the compiled form (internal)
    friend struct RulesetAccess;   // the library's own access (src/core/access.hpp)
    explicit Ruleset(std::shared_ptr<const Data> data) : data_(std::move(data)) {}
    std::shared_ptr<const Data> data_;
};

}  // namespace aviary

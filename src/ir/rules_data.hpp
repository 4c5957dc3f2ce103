// The compiled game, as the move generator reads it. Internal: not installed.
#pragma once
#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "aviary/geometry.hpp"
#include "aviary/inspect.hpp"
#include "ir/board_wrap.hpp"
#include "ir/position_state.hpp"
#include "ir/rule_plan.hpp"

namespace aviary::detail {

// What a leg may find where it stops (a relay) or ends (the destination).
enum Mode : std::uint16_t {
    ModeMove = 1,       // m: an empty square
    ModeCapture = 2,    // c: an enemy piece, which is taken
    ModeDestroy = 4,    // d: a friendly piece, which is taken
    ModeHop = 8,        // p: any piece, left in place (relay only)
    ModeHopFriend = 16, // t with p: a friendly piece, left in place (relay only)
    ModeEnPassant = 32, // e: an empty en passant target; the pawn that made it is taken
    ModeUnload = 64,    // u (compile time only): turns c/d into the two modes below
    ModeCaptureUnload = 128,  // uc: an enemy piece, put back on the leg's start square (swap)
    ModeDestroyUnload = 256,  // ud: a friendly piece, put back on the leg's start square (swap)
};

enum LegFlag : std::uint8_t {
    LegLame = 1,        // n on a leaper: the squares in `block` must be empty
    LegMustJump = 2,    // j on a leaper: the squares in `block` must be occupied
    LegSkipFirst = 4,   // j on a slider: the first square is passed over
    LegEpRights = 8,    // n on a step/slide: squares passed become en passant targets
    LegUniversal = 16,  // U: every other square of the board
    LegSlide = 32,      // part of a sliding path (braked by `brake` auras; set by the compiler)
    LegRebound = 64,    // w: starts only where the leg before meets a wall (block[0]: its
                        // step; block[1]: the other 90-degree turn)
};

// Conditions of a whole move ({from:..}, {to:..}, {if:attacked}, i).
struct Condition {
    std::uint32_t from_ranks = 0;   // bit r: origin on relative rank r (0 = no condition)
    std::uint32_t to_ranks = 0;     // bit r: destination on relative rank r
    bool if_attacked = false;
    bool if_safe = false;           // {if:!attacked}: only while the piece is not attacked
    bool if_guarded = false;        // {if:guarded}: only while a friendly piece guards it
    bool if_unguarded = false;      // {if:!guarded}: only while none does
    bool initial = false;
    // regions (src/compile/regions.cpp): the origin / destination must lie in
    // RulesetData::square_sets[i][colour] (-1: no condition)
    std::int16_t from_set = -1, to_set = -1;
    bool operator==(const Condition&) const = default;
};

// One node of a piece's path trie: a leg walked from the square where the previous leg ended.
struct LegNode {
    std::int16_t vec = -1;          // index into RulesetData::vectors (per colour already)
    std::uint8_t range = 1;         // steps at most
    std::uint8_t flags = 0;
    std::uint16_t relay = 0;        // modes allowed where a continuing leg starts
    std::uint16_t final_modes = 0;  // modes allowed to end the move here (0: cannot end)
    std::uint16_t cond = 0;         // index into conditions
    std::int16_t block[2] = {-1, -1};  // lame/jump squares, as vectors from the leg's start
    std::uint32_t child_begin = 0, child_end = 0;  // children in RulesetData::children
};

struct CastleRule {
    int dir = 1;          // +1: towards higher files, -1: towards lower files
    int king_steps = 2;   // squares the king travels
    int gap = 1;          // the partner lands `gap` squares from the king, towards its origin
    int right = 0;        // castling right index (0 K, 1 Q for White; 2 k, 3 q for Black)
    // castling-start = setup: the move from the right's setup squares, worked out at load time
    // (movegen/castling.cpp, plan_castlings): where both land (NoSquare: nowhere) and the
    // squares that must be empty (bit s % 64 of word s / 64).
    Square king_to = NoSquare, partner_to = NoSquare;
    std::array<std::uint64_t, MaxSquares / 64> must_empty{};
};

// The fast forms the compiler chooses for a root whose every path allows one
// (src/compile/fast_forms.cpp); the fast walk (src/movegen/paths.cpp) has one case for each.
enum class FastKind : std::uint8_t {
    Leap,    // one step, no flags or origin condition: a per-square target list
             // (PieceType::leap_to; a destination rank condition leaves targets out)
    Ride,    // one leg along its ray: moves, captures or takes en passant where it stops, at
             // most lame, granting en passant rights, for a first move only or from some
             // ranks, ending on some ranks only; with hop_modes, also on past the first piece
             // it meets (a screen) along the same ray (pR, gQ)
    Rifle,   // a Ride of one step that also takes on its square and steps back (cabF)
    Fly,     // passes every piece, ends on any empty square of its ray ((mpaf)mF)
};

// A root in its fast form: walked by a direct loop (Walker::run_fast) instead of the trie.
struct PlainLeg {
    FastKind kind = FastKind::Ride;
    std::int16_t vec = -1;
    std::uint8_t range = 1;
    std::uint8_t flags = 0;        // LegLame | LegEpRights
    std::uint16_t modes = 0;       // ModeMove | ModeCapture | ModeEnPassant
    bool initial = false;          // only from a square whose piece never moved
    bool passes = false;           // one step already passes squares (gcd(dx, dy) > 1)
    std::uint32_t from_ranks = 0;  // bit r: origin on relative rank r (0 = any)
    std::uint32_t to_ranks = 0;    // bit r: ends only on relative rank r (0 = any)
    std::int16_t block[2] = {-1, -1};
    bool guarded = false;          // initial, from_ranks or lame: checks before the loop
    bool counts_by_ray = false;    // a Ride whose plain moves are counted from its first
                                   // occupied square (no e.p., no destination ranks)
    std::uint16_t hop_modes = 0;   // a Ride that hops: modes past the screen (ModeMove |
                                   // ModeCapture), at most hop_range squares past it
    std::uint8_t hop_range = 0;
    std::int16_t to_set = -1;      // the piece's region (region=): moves end only inside it
};

// The eight lines out of a square (enclosure, RulesetData::line_bits), as steps (dx, dy).
inline constexpr int kLineDx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
inline constexpr int kLineDy[8] = {0, 1, 1, 1, 0, -1, -1, -1};

// Counting by square sets, on a board of one or two words (compile/bit_forms.cpp,
// movegen/bit_count.cpp): a fast form as the squares its plain moves end on from each origin.
struct BitForm {
    std::uint32_t at = 0;       // RulesetData::bit_sets[at + origin * words]: its squares from
                                // there (a ride's: those up the square numbers); a ride's down
                                // the numbers at [at + (size + origin) * words]; lame: the
                                // squares that must be empty at [at + (2 * size + origin) * words]
    std::uint8_t modes = 0;     // ModeMove | ModeCapture | ModeDestroy: where its moves end
    std::int8_t dir = 0;        // 0: a leap, every square; 1: up to two rides, one up the
                                // numbers and one down, each up to its first piece; 2: a fly,
                                // every empty square
    bool virgin = false;        // only while the piece never moved
    bool lame = false;
    // the origins it starts from (ranks, initial-from=)
    std::array<std::uint64_t, 2> from{~std::uint64_t(0), ~std::uint64_t(0)};
};
// A short leap of a type counted by shifting the set of all its pieces at once (BitPiece::shift):
// from each origin in `from`, a move to the square delta numbers on, ending as `modes` allow.
struct ShiftForm {
    std::array<std::uint64_t, 2> from{};
    std::int16_t delta = 0;
    std::int16_t block[2] = {0, 0};   // lame: origin + block must be empty (0: none)
    std::uint8_t modes = 0;           // ModeMove | ModeCapture | ModeDestroy
    bool virgin = false;              // only while the piece never moved
};
inline constexpr int MaxShiftTypes = 4;   // types a side counts by shifts
// An unlimited ride one way, counted for all the pieces that ride it at once by filling along
// its step from their squares through the empty ones (compile/fill_forms.cpp): a step goes
// `shift` square numbers up (RulesetData::fill_up) or down (fill_down) and may land only on
// `arrive`; `rounds` doublings reach its longest ray. The pieces of the fill slots `slots`
// (BitPiece::fill_slot) ride it: RulesetData::fill_sources[c][source] is that set of slots.
struct FillForm {
    std::array<std::uint64_t, 2> arrive{};
    std::uint8_t shift = 0;
    std::uint8_t rounds = 0;
    std::uint8_t modes = 0;   // ModeMove | ModeCapture | ModeDestroy
    std::uint8_t slots = 0;
    std::uint8_t source = 0;
};
inline constexpr int MaxFillTypes = 8;     // types a side counts by fills
inline constexpr int MaxFillSources = 8;   // sets of slots a side's fill forms have

// A piece type's bit forms, per colour.
struct BitPiece {
    bool counted = false;       // every move of it is a bit form, none found twice, no castling
    bool ep_leaps = false;      // a leap takes e.p.: not counted while a victim waits
    bool plain = false;         // each form from every square, none virgin or lame: no test
    bool formed = false;        // its forms are all its moves but its castlings (counted: none)
    // the origins it is not counted from: where a move may promote; all when not counted
    std::array<std::uint64_t, 2> skip{~std::uint64_t(0), ~std::uint64_t(0)};
    std::uint32_t first = 0, forms = 0;   // RulesetData::bit_forms[first .. first + forms)
    // counted by shifts instead (a type with a few short leaps, such as a pawn):
    // RulesetData::shift_forms[shift_first .. + shifts), its pieces gathered in slot `slot`
    std::uint32_t shift_first = 0, shifts = 0;
    std::int8_t slot = -1;
    // its rides counted by fills instead (FillForm), its pieces gathered in fill slot
    // `fill_slot`: then only its first `kept` forms are its own to count
    std::int8_t fill_slot = -1;
    std::uint32_t kept = 0;
};

// A set of squares.
struct SquareSet {
    std::array<std::uint64_t, MaxSquares / 64> bits{};
    void set(Square s) { bits[s >> 6] |= std::uint64_t(1) << (s & 63); }
    bool has(Square s) const { return bits[s >> 6] >> (s & 63) & 1; }
    bool meets(const std::array<std::uint64_t, MaxSquares / 64>& o, int words) const {
        for (int w = 0; w < words; ++w)
            if (bits[std::size_t(w)] & o[std::size_t(w)]) return true;
        return false;
    }
};


struct PieceType {
    std::string name;
    // Its letter; for a type whose id has more than one character (`+D`, `D'`, `+D'`, as
    // XBoard and HaChu write Chu, Dai and Tenjiku shogi's pieces) a code of its own above
    // 127, which no text holds: the id is then `id`, its FEN spelling `token`.
    char letter = 0;
    std::string id;               // the id when longer than one character
    std::string id_text() const { return id.empty() ? std::string(1, letter) : id; }
    std::string notation;
    bool royal = false;
    bool neutral = false;
    int value = 0;                // value= (centipawns for the search), 0: derived from the moves
    bool immune = false;          // never the victim of a desperado (doomed piece's) capture
    std::array<std::vector<std::uint32_t>, 2> roots;   // path-trie roots per colour
    std::array<std::vector<CastleRule>, 2> castles;
    // The roots in a fast form, chosen by the compiler: the Leaps, the others (root order)
    std::array<std::vector<PlainLeg>, 2> leaps;
    std::array<std::vector<PlainLeg>, 2> plain;
    // The leaps as targets per origin square:
    // leap_to[c][leap_index[c][sq] .. leap_index[c][sq + 1]).
    std::array<std::vector<std::uint32_t>, 2> leap_index;
    std::array<std::vector<std::pair<Square, std::uint16_t>>, 2> leap_to;   // (square, modes)
    std::array<std::uint16_t, 2> leap_modes{};              // [c]: the modes of leap_to, or-ed
    // [c][origin * plain[c].size() + j]: the ray of plain leg j from origin (as ray_at)
    std::array<std::vector<std::uint32_t>, 2> plain_rays;
    std::array<std::vector<std::uint32_t>, 2> other_roots;  // the roots with no fast form
    std::array<bool, 2> fast_destroys{};   // [c]: its fast forms may take a piece of its own
    // games with powers (the fast walk sees none: movegen/paths.cpp, powers_spare): [c][origin]
    // the origin and the squares of the lines its sliding fast forms follow from there
    std::array<std::vector<SquareSet>, 2> slide_lines;
    // [c]: squares from which some plain target (leap_to, plain) lies in promo_zone
    std::array<SquareSet, 2> promo_from;
    // Every displacement (dx, dy) some path of the piece passes or ends at, ignoring what
    // stands where: bit (dy + MaxRanks - 1) * ReachWidth + dx + MaxFiles - 1. A square off
    // this set can never be captured by the piece (attack tests skip its walk). Empty: no
    // pre-test (a path given up as too costly, or a wrapped board, whose seams this ignores).
    std::array<std::vector<std::uint64_t>, 2> reach;
    bool needs_dedupe = false;    // several paths can give the same move
    bool complex_capture = false; // captures the fast attack test cannot see
    bool has_initial = false;     // has i-moves (virginity matters)
    // initial-from=: the i-moves start from these squares (per colour), moved or not
    bool initial_region = false;
    std::array<SquareSet, 2> initial_from;
    bool creates_ep = false;
    // promotion
    PromotionKind promo_source = PromotionKind::None;
    std::array<std::vector<int>, 2> promo_choices;   // per colour (promote=, promote-black=)
    // promote-on=: per colour, a choice listed there (type index) is one only on its squares
    std::array<std::vector<std::pair<int, SquareSet>>, 2> promo_on;
    std::uint32_t promo_zone = 0;      // relative ranks (bit r) where the piece promotes
    std::array<SquareSet, 2> promo_at; // per colour: the squares where it promotes
    std::uint32_t promo_optional = 0;  // ranks where promotion is optional
    std::uint32_t promo_start_ranks = 0;  // promote-from=: relative ranks a promoting move starts on (0: any)
    std::array<SquareSet, 2> promo_start;   // per colour: those ranks' squares
    bool to_hand = false;         // when captured, goes to the captor's hand
    // hands (src/compile/hand_rules.cpp, src/movegen/drops.cpp)
    // drop=: per colour, the ranks (counted from the owner's side) where it may be dropped
    std::array<std::uint32_t, 2> drop_ranks{~0u, ~0u};
    int file_limit = -1;          // file-limit=: no drop on a file with this many of its type (-1: no limit)
    bool drop_mate_loses = false; // drop-mate=loses: a mate by dropping it loses (shogi pawns)
    int demote = -1;              // demote=: taken, it goes to the hand as this type
    char demote_letter = 0;       // (the letter until every piece is known)
    std::string token;            // fen=: its FEN spelling (`+P`, `Q~`); "" : the letter
    char san = 0;                 // san=: the letter SAN writes (0: the letter; '-': none)
    bool promote_leaving = false; // zone-leaving: a move that starts in the zone may promote
    bool ep_no_promotion = false; // ep-no-promotion: its en passant captures never promote
    bool promote_capturing = false;  // promote-by=capture: only captures promote (and must)
    bool promote_swapping = false;   // promote-by=swap: only swaps (u) promote (and must)
    // promote-by=entering: a move that takes nothing promotes only as it enters the zone from
    // outside; a capture that starts or ends there promotes, and may decline when it leaves
    bool promote_entering = false;
    // promote-by=change (src/movegen/change_promotion.cpp): promotion is a move of its own, on
    // these squares (per colour; anywhere for the side's last piece of the type)
    bool promote_changing = false;
    std::array<SquareSet, 2> change_at;
    // Is type `c` a promotion choice on square `at` (promote-on= allows it there)?
    bool promotes_on(Color us, int c, Square at) const {
        for (const auto& [t, where] : promo_on[int(us)])
            if (t == c) return where.has(at);
        return true;
    }
    // The type a hand holds for this one (a promoted type's unpromoted one).
    int hand_type(int self) const { return demote >= 0 ? demote : self; }
    // Does a move of this piece (colour c) from `from` to `to` reach its promotion squares?
    bool promotes(int c, Square from, Square to) const {
        if (promo_start_ranks && !promo_start[c].has(from)) return false;   // (promote-from=)
        return promo_at[c].has(to) || ((promote_leaving || promote_entering) && promo_at[c].has(from));
    }
    // powers (src/movegen/powers.cpp)
    bool poison = false;          // its capturer dies too (except by a rifle capture)
    bool borrow = false;          // also moves as every friendly piece guarding it
    TypeMask borrow_from;     // borrow-from=: moves as the friendly pieces of these types
                                    // that could move or take onto its square (no chains)
    std::uint32_t borrow_to = 0;  // borrow-to=: relative ranks its borrowed moves end on (0: any)
    std::string glyph;            // glyph= name for pictures ("" : the letter)
    std::vector<std::int16_t> freeze_zone;   // vectors: enemy pieces there cannot move
    std::vector<std::int16_t> brake_zone;    // vectors: enemy slides stop there
    TypeMask no_hurdle;      // no-hurdle=: types its hops may not use as the hurdle
    TypeMask no_capture;    // no-capture=: types it never takes (not royal ones)
    // anti-royal (src/rules/anti_royal.cpp): its side's move must leave it attacked by an
    // enemy piece that is not royal; it cannot be taken, nor take a royal piece
    bool anti_royal = false;
    // it takes off its path (custodian=, coordinator=, withdrawer, chameleon): the walk reads
    // RulesetData::off_path_of(type) (kept apart: the walk's other reads of PieceType stay as
    // they were)
    bool takes_aside = false;
    std::int16_t region = -1;     // region=: square_sets index it moves and is dropped in (-1: all)
    TypeMask freeze_types;   // freeze-types=: its freeze= holds only these types (none: all)
    std::string line_notation;    // lines=: its moves between `lines` squares, as written
    // the properties its piece line sets, with their values (describe, the bindings' views)
    std::vector<std::pair<std::string, std::string>> properties;
};

// How a type takes pieces off its path (RulesetData::off_path; PieceType::takes_aside says
// whether it has any). The walk adds what they take to a move's victims (src/movegen/paths.cpp).
struct OffPathRules {
    // custodian=ZONE (src/rules/custodian.cpp): vectors v; a move of it that lands on t takes
    // an enemy piece on t+v when a piece of its own stands on t+2v
    std::vector<std::int16_t> custodian;
    // coordinator=X (src/rules/coordinator.cpp): the partner type (-1: none); a move of it that
    // lands on t takes the enemy pieces where t's file and rank cross each partner's rank and file
    int coordinator = -1;
    // withdrawer (src/rules/withdrawer.cpp): a move of it along a line takes the enemy piece
    // next to its origin on the other side, the one it steps directly away from
    bool withdrawer = false;
    // chameleon (src/rules/chameleon.cpp): it takes an enemy piece only as that piece's type
    // takes (with a move of that type's from its square, by that type's rules); never a chameleon
    bool chameleon = false;
};

// May the piece of type `pt` and colour `c` on `s` make its initial (i) moves? It never moved,
// or with initial-from= it stands on one of those squares.
inline bool initial_allowed(const PieceType& pt, const PositionState& st, Color c, Square s) {
    return pt.initial_region ? pt.initial_from[int(c) & 1].has(s) : st.is_virgin(s);
}

// The squares of a piece set (PositionState::pieces), lowest first:
// `for (int s : squares(st.pieces[c]))`; `squares(set, rd.words)` reads the board's words only.
class squares {
public:
    using Words = std::array<std::uint64_t, MaxSquares / 64>;
    explicit squares(const Words& words, int used = MaxSquares / 64)
        : words_(words), used_(std::size_t(used)) {}
    struct iterator {
        const Words* words;
        std::size_t w;
        std::uint64_t bits;
        std::size_t used;
        int operator*() const { return int(w * 64) + std::countr_zero(bits); }
        iterator& operator++() {
            bits &= bits - 1;
            skip();
            return *this;
        }
        void skip() {
            while (!bits && ++w < used) bits = (*words)[w];
        }
        bool operator!=(const iterator& o) const { return w != o.w || bits != o.bits; }
    };
    iterator begin() const {
        iterator i{&words_, 0, words_[0], used_};
        i.skip();
        return i;
    }
    iterator end() const { return {&words_, used_, 0, used_}; }

private:
    const Words& words_;
    std::size_t used_;
};

// A root that ends with an en passant capture, seen from the en passant square: the piece
// of `type` may stand up to `range` steps along `rvec` (whatever stands between).
struct EpRay {
    std::int16_t rvec = -1;
    std::uint8_t range = 1;
    int type = 0;
};

// Every castling right kept, on every square (RulesetData::castle_mask's start).
constexpr std::array<std::uint8_t, MaxSquares> full_castle_mask() {
    std::array<std::uint8_t, MaxSquares> m{};
    m.fill(0xFF);
    return m;
}

inline constexpr int ReachWidth = 2 * MaxFiles - 1;
inline constexpr int ReachBits = ReachWidth * (2 * MaxRanks - 1);

// A fast attack entry: pieces that capture with one simple leg along a vector.
struct AttackRay {
    std::int16_t rvec = -1;           // reversed vector (walk from the target)
    std::uint8_t max_range = 1;
    std::vector<std::pair<int, int>> types;  // (type, range)
    std::int8_t dir = 0;   // ray_dirs[rvec] (on a board of one or two words)
    // Does a piece of `type` capture k steps along the ray?
    bool takes(int type, int k) const {
        for (auto [ty, range] : types)
            if (ty == type && range >= k) return true;
        return false;
    }
};

// (The rule enums are the public ones, aviary/inspect.hpp and aviary/ruleset.hpp: RoyaltyRule,
// WallRule, FacingRule, StalemateRule, PromotionKind.)
// A result as seen by the side a rule names (the extinct side, the mated side).
enum class SideResult { Loss, Win, Draw };

// Game ends by a variant rule (src/movegen/game_end.cpp); each ends the game at once, so the
// side to move has no legal move.
struct ExtinctionRule {
    std::vector<int> types;        // a side with `count` or fewer of one of these types ...
    bool total = false;            // ... or of all its pieces together (`all`) ...
    int count = 0;
    int opponent = 0;              // while the other side holds at least this many of them
    bool reply = false;            // the side to move needs one more (it may still bare back)
    SideResult result = SideResult::Loss;   // ... has this result
};
struct GoalRule {
    std::vector<int> types;        // a piece of these types on one of the squares wins
    std::array<SquareSet, 2> squares;   // per colour (absolute squares)
    int count = 1;                 // goal-count: this many such pieces on the squares at once
    bool filled = false;           // goal-filled: or one, when every goal square is taken
    bool reply = false;            // White first: Black may still reach a goal, for a draw
    bool hold = false;             // wins only if still there at its owner's next turn
    bool safe = false;             // wins on any turn it stands there unattacked (goal-hold = safe)
    bool safe_or_kept = false;     // wins at once unattacked, else if still there at its owner's
                                   // next turn (goal-hold = safe-or-kept)
    SideResult result = SideResult::Win;   // goal-result: for the side that reaches the goal
};

// connect = N, connect-square = N (src/rules/connect.cpp): the side that has just moved wins (or
// has `result`) when N of its pieces of `types` stand in a row on one of the `lines`, or fill a
// tight N x N square (Tic-tac-toe, Connect Four, Teeko).
enum ConnectLine : std::uint8_t { LineRanks = 1, LineFiles = 2, LineDiagonals = 4 };
struct ConnectRule {
    int in_row = 0;                // connect: pieces in a row (0: none)
    int square = 0;                // connect-square: the side of the square (0: none)
    int line = 0;                  // connect-line: pieces on one line, apart or not (0: none)
    int from = -1, to = -1;        // connect-from, connect-to: square_sets a chain of pieces
                                   // joins (-1: none)
    std::uint8_t lines = LineRanks | LineFiles | LineDiagonals;   // connect-lines
    TypeMask types = TypeMask::all();   // connect-types (all by default)
    SideResult result = SideResult::Win;   // for the side that connects
};

// ---- The owned parts of a ruleset, one struct per concept ----

// Castling: the partners, and the setup's king and partner squares per right (K Q k q), the
// defaults of KQkq in a FEN (movegen/castling.cpp, compile/castlings.cpp, position/castling_fen.cpp).
struct CastlingRules {
    std::vector<int> partners;                 // castling = LETTERS: types
    std::array<Square, 4> king{NoSquare, NoSquare, NoSquare, NoSquare};
    std::array<Square, 4> partner{NoSquare, NoSquare, NoSquare, NoSquare};
    // per square: the rights kept when it changes (castling-start = setup: those squares' rights go)
    std::array<std::uint8_t, MaxSquares> mask = full_castle_mask();
    // castling-start = any: the king and partner start anywhere on the king's rank and land on
    // these files (from the setup's O moves); the FEN names partners by file (Shredder-FEN)
    bool any = false;
    std::array<int, 4> king_to{-1, -1, -1, -1}, partner_to{-1, -1, -1, -1};
    // castling-partner = innermost: on each side the partner nearest the king, not the outermost
    bool innermost = false;
    // castling-opposite = yes (rules/castling_opposite.cpp): castling on a wing takes the
    // opponent's right on that wing
    bool opposite = false;
    // castling-wins = RIGHTS (rules/castling_wins.cpp): castling with one of these rights (bits
    // K Q k q) wins; a side holding none of its listed rights any more loses
    std::uint8_t wins = 0;
    // castling-lines (rules/castling_lines.cpp): per right, the rank step the line the king and
    // its partner move along takes per file (0: the king's rank; 1: a hexagonal board's line
    // whose rank grows with the file); `lines`: the key is set
    std::array<std::int8_t, 4> slope{};
    bool lines = false;
};

// blast = ZONE (rules/blast.cpp): a capture also removes the capturer and the pieces within
// the zone (vectors) around the capture square, except types in `spares` (spared around the
// square) and `immune` (never removed).
struct BlastRule {
    std::vector<std::int16_t> zone;
    TypeMask spares, immune;
};

// petrify = LETTERS (rules/petrify.cpp): capturers of these types turn into `into` where they took.
struct PetrifyRule {
    TypeMask types;
    int into = -1;   // a neutral type (a wall)
};

// halfmove-reset (rules/halfmove_reset.cpp): besides captures, what resets the halfmove clock.
struct ClockRule {
    bool promoters = true;    // every move of a piece that can promote
    bool promotions = true;   // a move that promotes
    bool drops = false;       // a drop
};

// The neutral step after every move (rules/neutral_step.cpp): the relocated piece (the Duck)
// or a new wall (movegen/walls.cpp).
struct NeutralStep {
    int relocate = -1;        // relocate: the neutral type every turn must move, or -1
    int copies = 0;           // how many of them the game has
    int wall = -1;            // wall: the type every move puts down, or -1
    WallRule wall_at = WallRule::Any;
    int wall_region = -1;     // wall-region: square_sets index (-1: the whole board)
    bool wall_or_move = false;   // wall-or-move: a wall put down instead of a move, not after one
    // The type a move's neutral part (Move::neutral) places: the relocated piece or the wall.
    int type() const { return relocate >= 0 ? relocate : wall; }
};

// drop-to: besides an empty square, a drop must enclose a line of enemy pieces between it and
// a piece of its own (Enclosing, Othello), land next to a piece of its own (NextToOwn, Ataxx),
// land on the first rank or right above a piece (Stacked: Connect Four's gravity), land where a
// piece slid in from an edge along a rank or file stops (FromEdge), or land on no square
// orthogonally next to an enemy piece (ApartFromEnemy: Snort).
enum class DropTo : std::uint8_t { Empty, Enclosing, NextToOwn, Stacked, FromEdge, ApartFromEnemy };
// flip: after a move or drop, enemy pieces change colour: those enclosed in a line between the
// piece and another of its own (Enclosed, Othello), every one next to it (Adjacent, Ataxx), or
// every one next to it after a move, or after a drop next to a piece of its own (Joined:
// Quadwrangle).
enum class FlipRule : std::uint8_t { None, Enclosed, Adjacent, Joined };
// drop-copy: each drop also puts the same piece from the other side's hand on the square that
// turning the board (Rotate) or flipping it (Mirror) maps to, and the dropper keeps the turn
// while its hand holds pieces: a setup one side chooses and the other copies
// (src/rules/drop_copy.cpp).
enum class DropCopy : std::uint8_t { None, Rotate, Mirror };

// Hands and drops (movegen/drops.cpp, compile/hand_rules.cpp, compile/hand_keys.cpp; the
// setup phases: movegen/drop_colours.cpp, rules/castling_drops.cpp).
struct HandRules {
    bool held = false;              // the game has hands: the FEN carries [hand]
    bool drops = false;             // drops = anywhere | ranks
    std::uint32_t drop_ranks = ~0u; // relative ranks where drops may land
    int drop_region = -1;           // drop-region: square_sets index, drops land only there
                                    // (White's and Black's sets; -1: anywhere)
    TypeMask setup_types;     // types the setup's hands hold (they may be in a hand)
    TypeMask fen_types;      // fen-hands: types a FEN's hand may hold besides those
    TypeMask pickup;         // pickup: types a side may take off the board into its hand as
                             // its move (src/rules/pickup.cpp)
    TypeMask must_drop;      // must-drop: types that, while in hand, must be dropped
    bool drop_promoted = false;     // drop-promoted = yes: a +X type may be dropped from an X in hand
    TypeMask drop_colours;   // drop-colours: types whose drops keep both square colours
    bool castling_drops = false;    // castling-drops: a drop onto a castling square gives rights
    TypeMask free;           // free-drops: types dropped from an unlimited supply
                                    // (one always in hand, put back after each drop)
    DropTo drop_to = DropTo::Empty; // drop-to: where else a drop must go (src/rules/drop_to.cpp)
    int drop_start = -1;            // drop-start: square_sets index, drops only there while
                                    // one of them is empty (-1: none)
    DropCopy copy = DropCopy::None; // drop-copy: the other side copies each drop
};

// How games end besides mate (rules/: extinction, goals, check_limit, counting; game_end.cpp).
struct GameEnds {
    SideResult checkmate = SideResult::Loss;   // for the mated side
    StalemateRule stalemate = StalemateRule::Draw;
    std::vector<ExtinctionRule> extinction;
    std::vector<GoalRule> goals;
    int check_limit = 0;            // checks a side must give to win (0: no check counting)
    // counting = R 16 S 44 N 64: a bare side's count limit (full moves) by the other side's
    // strongest listed type
    std::vector<std::pair<int, int>> counting;
    std::optional<Color> draw_odds; // a drawn game counts as this side's win
    ConnectRule connect;            // connect, connect-square (src/rules/connect.cpp)
    bool board_full = false;        // board-full = ends: a full board ends the game
    bool count_pieces = false;      // material-count = pieces: a game ended by a full board or
                                    // two passes goes to the side with more pieces on the board
};

// moves-per-turn (src/rules/moves_per_turn.cpp): how many moves make a turn, and when check is
// judged within it.
enum class TurnCheck : std::uint8_t {
    Each,       // royal safety after every move, check may be given by any move
    EndsTurn,   // a move that gives check ends the turn (Marseillais)
    LastOnly,   // only the turn's last move may give check (Italian progressive)
    AtEnd,      // royal safety only at the end of the mover's turn, against the other side's
                // whole next turn (Monster)
};
struct TurnRule {
    std::array<std::uint8_t, 2> moves{1, 1};   // [White, Black]: moves in a turn
    bool progressive = false;                  // turn n (from 1) has n moves
    TurnCheck check = TurnCheck::Each;
    bool on() const { return progressive || moves[0] > 1 || moves[1] > 1; }
    // The moves of the turn `side` plays with `fullmove` (progressive: 1, 2, 3, ...).
    unsigned length(Color side, std::uint32_t fullmove) const {
        if (!progressive) return moves[int(side)];
        const std::uint64_t n = 2ull * (fullmove - 1) + (side == Color::Black) + 1;
        return unsigned(std::min<std::uint64_t>(n, MaxTurnMoves));
    }
    static constexpr unsigned MaxTurnMoves = 60000;   // (the halfmove clock's range)
};

// Zobrist keys (fixed seed, load/loader.cpp).
// lion-trading = TYPES, lion-trading-bridge = TYPES (src/rules/lion_trading.cpp): Chu
// shogi's Lion-trading rules for pieces of `types`; a piece of `bridge` taken on the way does
// not open a protected one to a capture from afar.
struct LionTrading {
    TypeMask types, bridge;
};

struct HashKeys {
    std::vector<std::uint64_t> piece;    // [cell * size + sq], the game's cells (3 * types + 1)
    std::vector<std::uint64_t> virgin;   // [sq]
    std::vector<std::uint64_t> ep;       // [sq]
    std::vector<std::uint64_t> doomed;   // [sq]
    std::array<std::uint64_t, 16> castle{};
    std::vector<std::uint64_t> hand;     // [(colour * types + type) * 64 + count]
    std::uint64_t side = 0;
    std::array<std::array<std::uint64_t, 16>, 2> checks{};   // [colour][checks left]
    std::array<std::uint64_t, 3> passes{};   // [passes in a row] (pass = yes)
    std::uint64_t trade_barred = 0;          // PositionState::trade_barred == 1 (lion-trading)
    std::array<std::uint64_t, 64> turn_left{};   // [moves left in the turn, at most 63]
                                                 // (0 and 1: none, a one-move turn)
    std::uint64_t turn_key(unsigned left) const { return turn_left[std::min(left, 63u)]; }
};

struct RulesetData {
    std::uint64_t id = 0;      // unique per loaded ruleset (caches tell rulesets apart by it)
    std::string name;
    BoardShape shape;
    BoardWrap wrap;                            // wrap=: edges joined to the opposite edge
    bool rotate = false;                       // colour symmetry: rotate (else mirror)
    Notation notation = Notation::San;         // notation=: how its players write moves
    bool two_boards = false;                   // two-boards: one board of a two-board game
    std::vector<PieceType> types;
    // by type: how it takes off its path (shorter than `types` where the rest take on it)
    std::vector<OffPathRules> off_path;
    // no-hop-capture= per type (kept apart from PieceType, as off_path): the types a move of it
    // that hopped over a piece never takes
    std::vector<TypeMask> no_hop_capture;
    TypeMask no_hop_capture_of(int type) const {
        return std::size_t(type) < no_hop_capture.size() ? no_hop_capture[std::size_t(type)]
                                                         : TypeMask{};
    }
    const OffPathRules& off_path_of(int type) const {
        static const OffPathRules none;
        return std::size_t(type) < off_path.size() ? off_path[std::size_t(type)] : none;
    }
    OffPathRules& off_path_for(int type) {
        if (off_path.size() <= std::size_t(type)) off_path.resize(std::size_t(type) + 1);
        return off_path[std::size_t(type)];
    }
    std::vector<std::pair<int, int>> vectors;  // (dx, dy), absolute
    std::vector<std::int16_t> step;            // [vec * size + sq] -> target or -1
    std::array<std::vector<std::uint8_t>, 2> rel_ranks;   // [colour][sq]: see rel_rank()
    // Rays: the squares repeated steps of a vector reach from a square, nearest first, up to
    // the edge (on a wrapped board, until the next step would come back to the square):
    // ray_at[vec * size + sq] = offset into ray_pool << 4 | how many (at most 15).
    // A walk reads them without waiting for each step's lookup.
    std::vector<std::uint32_t> ray_at;
    std::vector<std::uint8_t> ray_pool;        // squares (boards have at most 256)
    std::vector<SquareSet> ray_set;            // [vec * size + sq]: the same squares as a set
    // [vec]: on a board of one or two words, +1 when every ray of vec runs up the square
    // numbers, -1 when every one runs down, else (a wrapped board's seam, a larger board) 0
    std::vector<std::int8_t> ray_dirs;
    // Counting by square sets (BitForm), on a board of one or two words; else empty
    std::array<std::vector<BitPiece>, 2> bit_pieces;   // [c][type]
    std::vector<BitForm> bit_forms;
    std::vector<std::uint64_t> bit_sets;
    std::vector<ShiftForm> shift_forms;
    std::array<std::array<std::uint8_t, MaxShiftTypes>, 2> shift_types{};   // [c][slot]: type
    std::array<int, 2> shift_slots{};                                        // [c]: slots used
    std::array<std::vector<FillForm>, 2> fill_up, fill_down;                  // [c]
    std::array<int, 2> fill_slots{};                                         // [c]: slots used
    std::array<std::array<std::uint8_t, MaxFillTypes>, 2> fill_types{};      // [c][slot]: type
    std::array<std::vector<std::uint8_t>, 2> fill_sources;   // [c]: the fill forms' sets of slots
    int words = 1;                             // 64-bit words a square set of this board uses
    std::vector<SquareSet> around;             // per square, the (up to 8) squares next to it
    // On a board of one or two words (not hexagonal): per square, the squares of each of the 8
    // lines out of it to the edge, as two words of bits, in the order of kLineDx and kLineDy;
    // else empty
    std::vector<std::array<std::array<std::uint64_t, 2>, 8>> line_bits;
    // With line_bits: a step along each line as a shift of the square numbers (line_delta[d])
    // and the squares it may land on, those whose square one step back is on the board
    // (line_into[d]): the step of a whole set at once
    std::array<int, 8> line_delta{};
    std::array<std::array<std::uint64_t, 2>, 8> line_into{};
    std::vector<LegNode> nodes;
    std::vector<std::uint32_t> children;
    std::vector<Condition> conditions;         // [0] is "no condition"
    std::array<std::vector<AttackRay>, 2> rays;   // by attacking colour, the long ones first
    // On a board of one word, the attack rays as bits for the ray scans (the fast filter, the
    // attack test): ray_lines[c][sq * rays[c].size() + i] the squares of ray i from sq as far
    // as its captures reach; from ray_short_from[c] on the rays reach one square, and
    // ray_short[c][sq] is their squares from sq together (none of them met: none scanned)
    std::array<std::vector<std::uint64_t>, 2> ray_lines;
    std::array<std::vector<std::uint64_t>, 2> ray_short;
    std::array<std::size_t, 2> ray_short_from{};
    std::array<std::vector<int>, 2> complex_types;  // types needing the slow attack test
    std::vector<int> royal_types;                   // types with the royal property
    TypeMask anti_royal_types;                // types with the anti-royal property
    TypeMask promoters;                       // types with a promotion zone (make reads it here)
    std::array<std::vector<EpRay>, 2> ep_rays;      // by capturing colour
    // reach sets of root nodes: root_reach[node] = offset into reach_pool (-1: none)
    std::vector<std::int32_t> root_reach;
    std::vector<std::uint64_t> reach_pool;
    // [sq]: rank * ReachWidth + file, so that reach_bit() needs no division
    std::vector<std::int32_t> reach_at;
    CastlingRules castling;
    // initial-rights = castling-field: the FEN's castling field gives the first-rank pieces'
    // initial moves (position/initial_rights_fen.cpp)
    bool initial_in_fen = false;
    // initial-lost-to: a move of these types that aims at an enemy royal piece (its moves would
    // reach it on an empty board) takes that piece's initial moves (movegen/initial_loss.cpp)
    TypeMask aim_takes_initial;
    // gating = yes: a piece in hand may enter on the first-rank square a piece leaves on its
    // first move (castling: the king's or the partner's square). The right is the square's
    // virginity (an unmoved piece there), read and written by file in the FEN's castling field
    // (movegen/gating.cpp, position/gating_fen.cpp).
    bool gating = false;
    // game rules
    RoyaltyRule royalty = RoyaltyRule::Check;
    GameEnds ends;
    TurnRule turns;                // moves-per-turn
    HandRules hand;
    bool must_capture = false;     // a side that can capture must capture
    TypeMask must_fork;            // must-fork (src/rules/must_fork.cpp): their moves land
                                   // attacking two or more enemy pieces
    bool duple_check = false;      // a side is in check only when all its royal pieces are attacked
    std::array<std::uint8_t, MaxPieceTypes> promo_limit{};  // promotion to type t while fewer (0: any)
    std::array<TypeMask, MaxPieceTypes> promo_limit_of{};   // the types counted for t's limit
    // promotion-exhausted = stay (rules/promotion_exhausted.cpp): a move into the zone with no
    // promotion choice left is made unpromoted (else it is illegal)
    bool promotion_stays = false;
    // A promotion to type t is within its promotion-limit (the types counted together).
    template <class State>
    bool promotion_allowed(const State& st, int side, int t) const {
        if (!promo_limit[std::size_t(t)]) return true;
        int n = 0;
        for (int c = 0; c < MaxPieceTypes; ++c)
            if (promo_limit_of[std::size_t(t)].has(c)) n += st.count[side][std::size_t(c)];
        return n < promo_limit[std::size_t(t)];
    }
    bool checks_illegal = false;   // a move may not give check
    bool looking_glass = false;    // looking-glass = yes (rules/looking_glass.cpp)
    bool royal_takes_checker = false;  // a royal piece in check may only move to take its checker
    // royal-through-check (rules/royal_through_check.cpp): 0 allowed, 1 illegal, 2 any-path
    std::uint8_t royal_passes_safe = 0;
    BlastRule blast;
    PetrifyRule petrify;
    TypeMask mutual_immune;     // types that cannot take one another
    LionTrading lion_trading;   // lion-trading (src/rules/lion_trading.cpp)
    // paralysis = TYPES (src/rules/paralysis.cpp, src/movegen/powers.cpp): a piece of these
    // types attacked by an enemy piece of its own type is frozen (Madrasi)
    TypeMask paralysis;
    // burn = TYPES (src/rules/burn.cpp): a piece of these types burns the enemy pieces next to
    // where it lands, and an enemy piece landing next to it burns (Tenjiku shogi's Fire Demon)
    TypeMask burn;
    // remove-facing = TYPES (src/rules/remove_facing.cpp): the side to move may remove two
    // enemy pieces of these types that block each other, without ending its turn; and where
    // each such type moves without capturing on an otherwise empty board, per colour and
    // square (facing_steps[(colour * types + type) * size + square], filled at load)
    TypeMask remove_facing;
    std::vector<SquareSet> facing_steps;
    // orientation = DIR:SQUARES ... (read with the board, src/load/loader.cpp): the frames of
    // the board, each the quarter turns (counter-clockwise, White's view; 0: forward is
    // forward) that a piece's moves make on the squares of square_sets[set]. With frames,
    // every piece's moves are compiled once per frame, each from its own squares
    // (Condition::from_set); none: one frame, no condition.
    struct Frame {
        int quarter = 0;
        std::int16_t set = -1;
    };
    std::vector<Frame> frames;
    // exits = DIRS:SQUARES ... (read with the board, src/load/loader.cpp): the ways a piece may
    // leave each square, painted on the board alike for both sides (Smess's arrows). Each group
    // is a set of compass directions (bit c: compass c, clockwise from forward, in White's frame)
    // that a move's first leg may take from the squares of square_sets[set] (Black's: where the
    // board's directions, turned into Black's frame, make the same set). With exits, every
    // piece's moves are compiled once per group, each from its own squares; none: every way.
    struct ExitGroup {
        std::uint8_t dirs = 0xFF;
        std::int16_t set = -1;
    };
    std::vector<ExitGroup> exits;
    // regions (src/compile/regions.cpp, src/movegen/facing.cpp)
    std::vector<std::array<SquareSet, 2>> square_sets;   // per colour; Condition::from_set/to_set
    int lines = -1;                // the `lines` key's square_sets index (-1: none)
    FacingRule facing = FacingRule::Allowed;   // royal-facing: two royal pieces on an open line
    PassRule pass = PassRule::No;  // pass = yes: a side not in check may pass (twice in a row
                                   // ends); stuck: only when it has no other legal move
    FlipRule flip = FlipRule::None;    // flip: enemy pieces change colour (src/rules/flip.cpp)
    bool drop_checks_illegal = false;  // drop-checks = no: a drop may not give check
    bool rifle_dooms = false;      // a rifle capture dooms its victim instead of removing it
    ClockRule clock;
    bool count_royals_before = false;  // last-check-count = before (Sho shogi's prince)
    bool change_promotion = false;     // some type has promote-by=change
    NeutralStep neutral;
    std::string start_fen;
    // the keys the variant file (and the files it extends) sets, with their values, in the
    // key table's order (describe, the bindings' views)
    std::vector<std::pair<std::string, std::string>> settings;
    bool powers = false;           // poison, borrow(-from), freeze, brake or paralysis
    std::array<std::array<std::uint8_t, MaxPieceTypes>, 2> initial_count{};
    // [colour][type]: the setup's pieces on the board and in hand (promote=captured: counts
    // those; a setup made by drops starts with them in hand)
    std::array<std::array<std::uint8_t, MaxPieceTypes>, 2> setup_total{};
    std::array<std::array<std::uint32_t, MaxPieceTypes>, 2> setup_ranks{};  // relative ranks
    std::array<std::array<SquareSet, MaxPieceTypes>, 2> setup_squares{};   // [colour][type]
    // rebirth = setup (src/rules/rebirth.cpp): a piece taken is reborn on its setup square
    bool rebirth = false;
    // capture-colour = change (src/rules/colour_change.cpp): a capturer other than a royal
    // piece changes colour where it lands (Andernach)
    bool capture_colour_change = false;
    HashKeys z;
    // the rules as hook points, filled by the rule components at load (src/rules/plan.cpp)
    RulePlan plan;

    int squares = 64;                          // shape.size(), kept by the loader
    int size() const { return squares; }
    Square target(int vec, Square s) const {
        return Square(step[std::size_t(vec) * size() + s]);
    }
    struct Ray {
        const std::uint8_t* sq;
        int len;
    };
    // The ray of `vec` from `from`, at most `range` squares long.
    Ray ray(int vec, Square from, int range) const {
        return ray_of(ray_at[std::size_t(vec) * size() + from], range);
    }
    // Does a square of the ray of `vec` from `from` (up to the edge) hold one of `pieces`?
    bool ray_meets(int vec, Square from, const std::array<std::uint64_t, MaxSquares / 64>& pieces) const {
        return ray_set[std::size_t(vec) * size() + from].meets(pieces, words);
    }
    Ray ray_of(std::uint32_t packed, int range) const {   // packed: a ray_at entry
        const int len = int(packed & 15);
        return {ray_pool.data() + (packed >> 4), len < range ? len : range};
    }
    // relative rank (0-based from the owner's side)
    int rel_rank(Color c, Square s) const { return rel_ranks[int(c) & 1][s]; }
    std::uint64_t piece_key(Cell c, Square s) const {
        return z.piece[std::size_t(c) * size() + s];
    }
    std::uint64_t hand_key(int colour, int type, int n) const {
        return z.hand[(std::size_t(colour) * types.size() + std::size_t(type)) * 64 + (n & 63)];
    }
    // Can a path of `type` (colour c) from `from` pass or end on `to`, whatever the board holds?
    bool may_reach(int type, Color c, Square from, Square to) const {
        const auto& r = types[std::size_t(type)].reach[int(c)];
        return r.empty() || (r[reach_bit(from, to) >> 6] >> (reach_bit(from, to) & 63) & 1);
    }
    // The same for the paths under one root node.
    bool root_may_reach(std::uint32_t root, Square from, Square to) const {
        if (root >= root_reach.size() || root_reach[root] < 0) return true;
        const std::size_t b = reach_bit(from, to);
        return reach_pool[std::size_t(root_reach[root]) + (b >> 6)] >> (b & 63) & 1;
    }
    std::size_t reach_bit(Square from, Square to) const {
        constexpr int origin = (MaxRanks - 1) * ReachWidth + MaxFiles - 1;
        return std::size_t(reach_at[to] - reach_at[from] + origin);
    }
    int type_by_letter(char upper) const {
        if ((unsigned char)upper > 127) return -1;   // (a multi-character id's code)
        for (std::size_t i = 0; i < types.size(); ++i)
            if (types[i].letter == upper) return int(i);
        return -1;
    }
    // The piece id at text[i] (`X`, `+X`, `X'`, `X!`, `+X'`: the longest that names a type),
    // moving i past it; -1 (i unmoved) when none does.
    int type_by_id(std::string_view text, std::size_t& i) const {
        for (std::size_t n = 3; n >= 1; --n) {
            if (i + n > text.size()) continue;
            const std::string_view want = text.substr(i, n);
            for (std::size_t t = 0; t < types.size(); ++t)
                if (types[t].id_text() == want) {
                    i += n;
                    return int(t);
                }
        }
        return -1;
    }
};

}  // namespace aviary::detail

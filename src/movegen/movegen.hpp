// The move generator's internal interface.
#pragma once
#include <cstring>
#include <optional>
#include <vector>

#include "aviary/move.hpp"
#include "ir/rules_data.hpp"

namespace aviary::detail {

// Every pseudo-legal move of the side to move (piece moves, castling, drops), without the
// Duck's relocation. Royal safety is not tested. `fast` off: every root by the general walk
// (for audits).
// With `bulk`, the plain moves (no victim besides the piece on the destination, no e.p., not
// into a promotion zone) of pieces outside bulk->excluded are only counted in bulk->n.
// With `captures_listed`, only those that land on an empty square are counted: the rest are
// listed (must-capture counts the moves that take apart).
// `royal`: the only royal piece of the side to move, whose plain moves (its type's bit forms,
// BitPiece::formed) are legal exactly where the attack test finds their squares unattacked
// with it lifted: counted so on a board of one or two words, its castlings listed.
struct BulkCount {
    SquareSet excluded;
    std::uint64_t n = 0;
    bool captures_listed = false;
    // [type]: the squares where a counted move of that type fails an early test (RulePlan::
    // early_bars): it is neither counted nor listed
    const SquareSet* fails = nullptr;
    Square royal = NoSquare;
};
// Which of its moves a generation lists (GenScope): `part` of them, and with `origin` only
// those of the piece standing there (NoSquare: the drops and the moves added by the rules,
// a pass). AllOrigins: every move.
enum class MovePart : std::uint8_t {
    All,
    Tactical,   // the moves that take an enemy piece or promote (is_tactical)
    Quiet,      // the others
};
inline constexpr Square AllOrigins = Square(NoSquare - 1);

// Does a side hold no piece in hand (its counts read as words, up to the game's `types`)?
inline bool hand_empty(const std::array<std::uint8_t, MaxPieceTypes>& hand,
                       std::size_t types = MaxPieceTypes) {
    static_assert(MaxPieceTypes % 8 == 0);
    std::uint64_t any = 0;
    for (std::size_t i = 0; i < types; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, hand.data() + i, 8);
        any |= w;
    }
    return !any;
}
// A guarded fast form (PlainLeg::guarded) of the piece of `pt` on `origin`: may it start?
// Its first-move or rank condition holds and its lame squares are empty.
inline bool leg_may_start(const RulesetData& rd, const PositionState& st, const PieceType& pt,
                          Color us, Square origin, const PlainLeg& l) {
    if (l.initial && !initial_allowed(pt, st, us, origin)) return false;
    if (l.from_ranks && !(l.from_ranks >> rd.rel_rank(us, origin) & 1)) return false;
    if (!(l.flags & LegLame)) return true;
    for (std::int16_t b : l.block) {
        if (b < 0) continue;
        Square bs = rd.target(b, origin);
        if (bs == NoSquare || st.board[bs]) return false;
    }
    return true;
}
struct GenScope {
    MovePart part = MovePart::All;
    Square origin = AllOrigins;
};
void generate_pseudo(const RulesetData& rd, const PositionState& st, MoveList& out,
                     bool fast = true, BulkCount* bulk = nullptr, GenScope scope = {});
// The drops of the side to move (drops.cpp). With `counted` (a bulk count, whose position
// has no check and no complex attacker's walk to watch), the drops of non-royal pieces onto
// any empty square of their ranks are only counted there.
void generate_drops(const RulesetData& rd, const PositionState& st, MoveList& out,
                    std::uint64_t* counted = nullptr);
// drop-mate=loses: did the move from `before` to `now` drop a piece of such a type, which
// (with others of its type only) now checks the side to move (drops.cpp)?
bool drop_check_by_loser(const RulesetData& rd, const PositionState& before, const PositionState& now);

// The castling moves of the king of `type` on `k` (src/movegen/castling.cpp): the rights held,
// the paths empty and, for a royal king under check rules, its squares not attacked (the
// square it lands on is left to the legality test).
void castling_moves(const RulesetData& rd, const PositionState& st, Square k, int type,
                    MoveList& out, bool fast);

// Could side `by` capture a piece of the other side standing on `sq` (an empty `sq` counts as
// holding one)? A doomed piece attacks only with the rifle captures it may still make
// (never an immune piece standing on `sq`).
// With `reads`, the squares the walks of complex attackers looked at (their own squares
// included) are added to it: while none of them changes, their answer stays the same.
// `walks_only`: every piece by its walk, no rays (for audits).
// `vacant`: a square that counts as empty (a royal piece lifted to test where it may go).
bool attacked(const RulesetData& rd, const PositionState& st, Square sq, Color by,
              SquareSet* reads = nullptr, bool walks_only = false, Square vacant = NoSquare);

// Where a lone piece of `type` (colour c) on `sq` of an otherwise empty board moves (its
// castlings left out) and which squares it attacks (paths.cpp); `ml` is scratch space.
struct LoneReach {
    SquareSet moves, attacks;
};
LoneReach lone_reach(const RulesetData& rd, int type, Color c, Square sq, MoveList& ml);

// Do the per-colour piece sets agree with the board (for audits)?
bool pieces_agree(const RulesetData& rd, const PositionState& st);

// The castling rights that survive a change on `s` (its piece moving, taken or removed): a
// right goes with its king's or its partner's square.
inline std::uint8_t castle_keep(const PositionState& st, Square s) {
    std::uint8_t keep = 0xFF;
    if (st.castling)
        for (int i = 0; i < 4; ++i)
            if (st.castle_king[i] == s || st.castle_partner[i] == s) keep &= std::uint8_t(~(1u << i));
    return keep;
}

// The same, from the ruleset's table when the rights' squares are the setup's (not
// `castling-start = any`): a right set in a FEN then always has the setup's squares.
inline std::uint8_t castle_keep(const RulesetData& rd, const PositionState& st, Square s) {
    return rd.castling.any ? castle_keep(st, s) : rd.castling.mask[s];
}

// The castling right (0 K, 1 Q for White; 2 k, 3 q for Black) of side `c`'s king on `king`
// with its partner on `partner`: the wing is the side of the king the partner stands on.
inline int castle_right(const RulesetData& rd, Color c, Square king, Square partner) {
    return 2 * int(c) + (rd.shape.file_of(partner) > rd.shape.file_of(king) ? 0 : 1);
}
// The right a castling move of `mover` uses.
inline int castle_right(const RulesetData& rd, const Move& m, Color mover) {
    return castle_right(rd, mover, m.from, m.partner.from);
}

// Applies `m` (made by the side to move) to `st`, hash included.
void apply_move(const RulesetData& rd, PositionState& st, const Move& m);
// A cheap structural check of a move before apply_move (not legality): every square on the
// board or NoSquare, the mover (or the dropped piece in hand) the side to move's, a promotion
// type of this game and in hand when it comes from there, a castling partner and a Duck
// where the move says. What apply_move needs to stay within its tables. "" when it passes.
inline const char* move_unfit(const RulesetData& rd, const PositionState& st, const Move& m) {
    // (NoSquare + 1 wraps to 0: one comparison per square, no branches)
    const int n = rd.size();
    auto off = [n](Square s) { return int(int(Square(s + 1)) > n); };
    if (off(m.from) | off(m.to) | off(m.victim[0]) | off(m.victim[1]) | off(m.victim[2]) |
        off(m.victim[3]) | off(m.unload) |
        off(m.partner.from) | off(m.partner.to) | off(m.neutral.from) | off(m.neutral.to))
        return "a square off the board";
    if (m.to == NoSquare) return "no destination square";
    if (m.piece > rd.types.size()) return "no such piece type";
    const Color us = st.side;
    if (m.flags & MoveDrop) {
        if (!m.piece || m.piece > rd.types.size() ||
            st.hand[int(us)][rd.types[m.piece - 1u].hand_type(m.piece - 1)] == 0)
            return "the dropped piece is not in hand";
        if (st.board[m.to]) return "a drop onto an occupied square";
    } else {
        if (m.from == NoSquare || !st.board[m.from] || cell_color(st.board[m.from]) != us)
            return "no piece of the side to move on the from square";
        const PieceType& mt = rd.types[cell_type(st.board[m.from])];
        if (m.flags & (MoveGate | MoveGatePartner)) {   // (m.piece: the gated type)
            if (!rd.plan.apply_gated) return "a gating move in a game without gating";
            if (!m.piece || st.hand[int(us)][m.piece - 1u] == 0) return "the gated piece is not in hand";
            if ((m.flags & MoveGatePartner) && !(m.flags & MoveCastle))
                return "a gating on the partner's square without castling";
            const Square gate = m.gate_square();
            if (gate == m.to || ((m.flags & MoveCastle) && gate == m.partner.to))
                return "a gating onto a square the move fills";
        } else if (m.piece && mt.promo_source == PromotionKind::OpponentHand &&
            st.hand[int(opposite(us))][m.piece - 1] == 0)
            return "the promotion piece is not in the opponent's hand";
        if ((m.flags & MoveCastle) && (m.partner.from == NoSquare || m.partner.to == NoSquare ||
                                       !st.board[m.partner.from]))
            return "a castling move without its partner";
    }
    if (m.neutral.to != NoSquare) {
        if (rd.neutral.wall >= 0) return m.neutral.from == NoSquare ? "" : "a wall that moves";
        if (rd.neutral.relocate < 0) return "a relocation in a game without one";
        const Cell duck = make_cell(rd.neutral.relocate, Color::Neutral);
        if (m.neutral.from == NoSquare ? st.hand[2][rd.neutral.relocate] == 0 : st.board[m.neutral.from] != duck)
            return "no relocatable piece where the move takes it from";
    }
    return "";
}

// After the side `mover` made a move (st.side is now the other side): is it legal?
// `walks_only`: attacks by the walks only (for audits).
bool legal_after(const RulesetData& rd, const PositionState& st, Color mover,
                 bool walks_only = false);

// The legal moves of the side to move, Duck relocations included (legal.cpp). `royal_hint`:
// where the side's royal piece was found last time (read and updated; may be nullptr).
void legal_moves(const RulesetData& rd, const PositionState& st, MoveList& out,
                 Square* royal_hint);
// The legal moves of `scope` only: exact when the legal moves are the union of those of
// each part and origin, that is when no rule works on the list as a whole
// (parts_exact: no RulePlan::list step such as must-capture or gating); else every legal
// move, filtered.
bool parts_exact(const RulesetData& rd);
void legal_moves(const RulesetData& rd, const PositionState& st, MoveList& out,
                 Square* royal_hint, GenScope scope);
// Is `m` one of the legal moves of `st`? Only the moves of its origin and part are generated
// and only those equal to it tested (any game; a move list in games not parts_exact).
bool is_legal(const RulesetData& rd, const PositionState& st, const Move& m, Square* royal_hint);
// Does the side to move have a legal move in `scope`? (stops at the first)
bool any_legal(const RulesetData& rd, const PositionState& st, Square* royal_hint, GenScope scope);
// Their number, counted without listing where the fast paths allow (perft's last ply).
std::uint64_t count_legal(const RulesetData& rd, const PositionState& st, Square* royal_hint);
// The legal moves of the side to move counted in two: those that take an enemy piece
// (takes_enemy) and the others, by the plan's hooks but its count and list steps.
struct CaptureTally {
    std::uint64_t captures = 0, others = 0;
};
CaptureTally count_legal_captures_apart(const RulesetData& rd, const PositionState& st,
                                        Square* royal_hint);
// The legal moves by make + full legality test only, without the fast paths (for audits).
void legal_moves_reference(const RulesetData& rd, const PositionState& st, MoveList& out);

// Is the side to move's royal piece attacked? (duple-check: all of them)
bool royal_attacked(const RulesetData& rd, const PositionState& st, Color side,
                    bool walks_only = false);
// Is `side` in check (royal_safety.cpp): its royal piece attacked, as RulePlan::safety says,
// or an anti-royal piece of it not attacked (anti-check)?
bool in_check(const RulesetData& rd, const PositionState& st, Color side);
// Is an anti-royal piece of `side` attacked by no enemy piece but royal ones (anti-check)?
bool anti_checked(const RulesetData& rd, const PositionState& st, Color side);
// Under blasts (RulePlan::shelter), a royal piece of `owner` next to (within the blast zone
// of) an enemy royal piece cannot be taken: the capture would explode the taker's own royal
// piece (royal_safety.cpp).
bool blast_shelters(const RulesetData& rd, const PositionState& st, Square royal, Color owner);
// Could a royal piece of `owner` on `s` be taken (attacked and not sheltered by a blast)?
inline bool royal_in_danger(const RulesetData& rd, const PositionState& st, Square s, Color owner,
                            bool walks_only = false) {
    return !blast_shelters(rd, st, s, owner) &&
           attacked(rd, st, s, opposite(owner), nullptr, walks_only);
}

// The game has ended by royalty (the side to move has no royal piece left).
bool royal_lost(const RulesetData& rd, const PositionState& st);

// The game has ended by a rule of the game (RulePlan::game_end: extinction, goal, check
// counting, ...): its outcome (game_end.cpp).
std::optional<Outcome> variant_end(const RulesetData& rd, const PositionState& st);
// The side to move has no moves because the game is over (royal loss or a variant rule).
bool game_over(const RulesetData& rd, const PositionState& st);
// The facts about `st` the plan's hooks read (RulePlan::facts), once per position
// (royal_safety.cpp).
TurnFacts turn_facts(const RulesetData& rd, const PositionState& st, bool walks_only = false);
// Is the made move (`before` -> `after`) legal: royal safety and the plan's filters after make?
// `f`: the facts of `before`, when the caller has them.
inline bool legal_made(const RulesetData& rd, const PositionState& before, const PositionState& after,
                       const Move& m, const TurnFacts& f) {
    if (!legal_after(rd, after, before.side, f.walks_only)) return false;
    for (AfterTest keep : rd.plan.after_make)
        if (!keep(rd, before, after, f, m)) return false;
    return true;
}
bool legal_made(const RulesetData& rd, const PositionState& before, const PositionState& after,
                const Move& m);
// Does `m` take an enemy piece (on its destination, as a victim or en passant)?
inline bool takes_enemy(const PositionState& st, const Move& m) {
    if (m.flags & MoveDrop) return false;
    if (m.flags & MoveEnPassant) return true;
    const Color them = opposite(st.side);
    for (Square v : m.victim)
        if (v != NoSquare && st.board[v] && cell_color(st.board[v]) == them) return true;
    const bool lands_on_piece = m.to != m.from && !(m.flags & MoveCastle) && m.unload == NoSquare;
    return lands_on_piece && st.board[m.to] && cell_color(st.board[m.to]) == them;
}
// Does `m` promote its mover (not a drop's or a gating's piece type)?
inline bool promotes(const Move& m) {
    return m.piece && !(m.flags & (MoveDrop | MoveGate | MoveGatePartner));
}
// The search's captures, listed apart by MovePart::Tactical: they take or promote.
inline bool is_tactical(const PositionState& st, const Move& m) {
    return promotes(m) || takes_enemy(st, m);
}
// Is `m` in `scope` (its part, and its origin)?
inline bool in_scope(const PositionState& st, const Move& m, GenScope scope) {
    if (scope.origin != AllOrigins && m.from != scope.origin) return false;
    return scope.part == MovePart::All || is_tactical(st, m) == (scope.part == MovePart::Tactical);
}
// Keeps the moves of out from `first` on that are in `scope`.
inline void keep_in_scope(const PositionState& st, MoveList& out, std::size_t first,
                          GenScope scope) {
    std::size_t n = first;
    for (std::size_t i = first; i < out.size(); ++i)
        if (in_scope(st, out[i], scope)) out[n++] = out[i];
    out.resize(n);
}


// Number of royal pieces of `side` on the board.
int royal_count(const RulesetData& rd, const PositionState& st, Color side);

}  // namespace aviary::detail

namespace aviary::detail {
// Squares a relocated neutral piece may go to in `st` (its notation from its square, or any
// empty square from the neutral hand). Writes (from, to) pairs of Move::neutral.
// The squares the piece on `from` could move to without capturing, as (from, to) pairs
// ((NoSquare, to) when `as_placement`), appended to `out`.
void quiet_targets(const RulesetData& rd, const PositionState& st, Square from,
                   std::vector<std::pair<Square, Square>>& out, bool as_placement);
// Their number, counted by the piece's fast forms without listing them, when it only moves
// (never takes nor promotes from there) and has a fast form for every path; else -1.
std::int64_t count_quiet_targets(const RulesetData& rd, const PositionState& st, Square from);
// wall = *: the squares the wall may go to after `m` (`after`: the position after it), as
// placements (NoSquare, to). src/movegen/walls.cpp.
void wall_targets(const RulesetData& rd, const PositionState& after, const Move& m,
                  std::vector<std::pair<Square, Square>>& out);
// Their number.
std::uint64_t count_wall_targets(const RulesetData& rd, const PositionState& after, const Move& m);
void neutral_targets(const RulesetData& rd, const PositionState& st,
                     std::vector<std::pair<Square, Square>>& out);
}  // namespace aviary::detail

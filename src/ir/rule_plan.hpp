// The rule plan: the rules of a game (everything besides how its pieces move) as the hook
// points the move generator calls. Each rule is one component of src/rules/, which fills the
// hooks it needs when the ruleset is loaded (src/rules/plan.cpp); legality and make/unmake
// only walk these lists. Internal: not installed.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "aviary/move.hpp"
#include "aviary/position.hpp"
#include "ir/position_state.hpp"

namespace aviary::detail {

struct RulesetData;
struct Editor;   // src/movegen/editor.hpp: make's board edits, hash and counts kept
struct CheckLines;   // src/movegen/check_lines.hpp: does a move give check, before make
struct SquareSet;    // src/ir/rules_data.hpp
struct BulkCount;    // src/movegen/movegen.hpp: the moves a leaf counts without listing

// Facts about the position a move is chosen in, computed once per position before its moves
// are tested (the components that need one ask for it: RulePlan::facts).
struct TurnFacts {
    bool in_check = false;   // the side to move's royal piece is attacked (royal_attacked)
    bool faced = false;      // two royal pieces face each other (royals_face)
    bool walks_only = false; // attack tests by the walks only (audits)
    const CheckLines* lines = nullptr;   // FactCheckLines, on the fast path only
};
enum TurnFact : std::uint8_t { FactInCheck = 1, FactFaced = 2, FactCheckLines = 4 };

// How royal safety is judged (src/movegen/royal_safety.cpp): the one query make, castling,
// legality, the FEN reader and the search call.
enum class Safety : std::uint8_t {
    None,        // royal pieces may be taken (royalty = capture): nothing to test
    Check,       // no royal piece of the mover may be left attacked
    AllRoyals,   // the mover may not leave every royal piece attacked (duple check)
    LastRoyal,   // only the last royal piece is protected from check (royalty = last-check)
    AtTurnEnd,   // as Check, judged only once the mover's turn of several moves ends, and then
                 // against the other side's whole next turn (moves-per-turn: Monster)
};

// What a component does to the fast legality path (pins and evasions instead of make + test,
// movegen/safe_filter.hpp) and to counting the last ply without listing it. Every component
// says both; Unset is a defect a test finds.
enum class FastPath : std::uint8_t { Unset, Keeps, Breaks, Asks };
// Counting::Asks: the last ply is counted but in the positions a test of RulePlan::list_if
// names, where the component's list step may change the list. Counting::Empty: counted, and
// listed where it counts no move (the component's list step acts only on an empty list).
enum class Counting : std::uint8_t { Unset, Counts, Lists, Asks, Empty };

// The hooks. Each is a plain function chosen at load time: no virtual calls in the walk.
// add moves: more moves of the side to move (a pass), tested like the others
using AddMoves = void (*)(const RulesetData&, const PositionState&, const TurnFacts&, MoveList&);
// filter moves, before a move is made: false drops it
using MoveTest = bool (*)(const RulesetData&, const PositionState&, const TurnFacts&, const Move&);
// filter moves, once made (`after`): false drops it
using AfterTest = bool (*)(const RulesetData&, const PositionState& before,
                           const PositionState& after, const TurnFacts&, const Move&);
// an after-make filter decided before make where it can (RulePlan::early): a component whose
// after_make test has one keeps the fast path, which asks it for the moves it passes
enum class Early : std::uint8_t { Pass, Fail, Make };
using EarlyTest = Early (*)(const RulesetData&, const PositionState&, const TurnFacts&, const Move&);
// An early test's verdict on the moves a leaf counts in bulk (plain moves of unpinned non-royal
// pieces, out of check), given once per position: it adds to `BulkCount::excluded` the pieces
// whose moves it must judge one by one, and may point `BulkCount::fails` at the squares a
// counted move of each type fails on. False when it cannot tell here: the moves are listed.
using EarlyBars = bool (*)(const RulesetData&, const PositionState&, const TurnFacts&, BulkCount&);
// where the side to move may drop (any piece) in this position: narrows `where`, the empty
// squares, once for all its drops, before they are listed or counted
using DropSquares = void (*)(const RulesetData&, const PositionState&, SquareSet& where);
// the legal move list as a whole: filtered (must capture) or grown (gating)
using ListStep = void (*)(const RulesetData&, const PositionState&, MoveList&);
// the fast legality path in this position? (FastPath::Asks)
using PositionTest = bool (*)(const RulesetData&, const PositionState&);
// one move, made in `after`, as the legal moves it stands for (a neutral piece's step after
// it, each tested for royal safety): appended to `out`
using Expand = void (*)(const RulesetData&, const PositionState& before, const PositionState& after,
                        const Move&, bool walks_only, MoveList& out);
// the number of legal moves, counted by the component's own arithmetic
using Count = std::uint64_t (*)(const RulesetData&, const PositionState&);
// The pieces a move took off the board (not those a capture effect removes), where they stood.
struct Captured {
    std::array<Square, MaxVictims + 1> at{};
    std::array<Cell, MaxVictims + 1> cell{};
    int n = 0;
    void add(Square s, Cell c) {
        at[std::size_t(n)] = s;
        cell[std::size_t(n++)] = c;
    }
};
// capture effects: the mover (`mover`, before promotion) has taken `taken` and stands on
// `at`; `keep`: the castling rights kept
using CaptureEffect = void (*)(Editor&, const Move&, Cell mover, Square at, const Captured& taken,
                               std::uint8_t& keep);
// a drop or a piece move has been made (before the turn ends)
using MoveEffect = void (*)(Editor&, const Move&, Cell mover);
// the turn's last edits, after any move (a pass too) and before the side to move changes: a
// doomed piece dies, the neutral piece steps; `keep`: the castling rights kept
using TurnEdit = void (*)(Editor&, const Move&, std::uint8_t& keep);
// end of turn: the side to move has changed; `reset`: the move took or promoted
using TurnEnd = void (*)(const RulesetData&, PositionState&, const Move&, bool reset);
// a turn of several moves (moves-per-turn): after a move, before the side to move changes;
// true when the turn goes on (the same side moves again)
using TurnGoesOn = bool (*)(const RulesetData&, PositionState&, const Move&);
// game end: the game is over in this position, with this outcome
using GameEnd = std::optional<Outcome> (*)(const RulesetData&, const PositionState&);
// a move whose effects the core does not apply (gating): applied whole
using ApplyMove = void (*)(const RulesetData&, PositionState&, const Move&);

// What resets the halfmove clock besides a capture (halfmove-reset): bits of RulePlan::clock.
enum ClockReset : std::uint8_t { ResetPromoterMove = 1, ResetPromotion = 2, ResetDrop = 4 };

struct RulePlan {
    Safety safety = Safety::Check;
    bool shelter = false;          // a royal piece next to an enemy royal one cannot be taken
                                   // (blasts: RulesetData::blast is the neighbourhood)
    bool fast = true;              // no component breaks the fast legality path
    bool counts = true;            // no component needs the last ply listed
    bool lists_when_none = false;  // the last ply is listed where it counts none (Counting::Empty)
    std::uint8_t facts = 0;        // TurnFact bits some hook reads
    std::vector<PositionTest> fast_unless;
    std::vector<AddMoves> add;
    std::vector<MoveTest> before_make;
    std::vector<DropSquares> drop_squares;
    // how many of the filters before make act only on moves (no drops) of the mover types in
    // `filtered_movers`: a bulk count may count the other pieces' moves without them
    std::size_t typed_filters = 0;
    TypeMask filtered_movers;
    std::vector<AfterTest> after_make;
    std::vector<EarlyTest> early;   // the after_make tests of FastPath::Keeps components
    // how many of the early tests judge drops only (every other move passes them): a bulk
    // count may count the other moves without them, and lists the drops
    std::size_t drop_early = 0;
    // the early tests (of `early`, not of drops) that also judge the bulk count of a position
    std::vector<EarlyBars> early_bars;
    std::vector<ListStep> list;    // in component order (src/rules/plan.cpp)
    std::vector<PositionTest> list_if;   // Counting::Asks: list the last ply here
    Expand expand = nullptr;
    Count count = nullptr;
    std::vector<CaptureEffect> on_capture;
    std::vector<MoveEffect> on_drop, on_move;
    std::vector<TurnEdit> on_turn_edit;
    bool rifle_spares = false;     // a rifle capture leaves its victims standing (doomed)
    std::uint8_t clock = ResetPromoterMove | ResetPromotion;   // ClockReset bits
    std::vector<TurnEnd> on_turn_end;
    TurnGoesOn turn_goes_on = nullptr;
    bool whole_turns = false;      // perft counts a turn that goes on as one (moves-per-turn,
                                   // remove-facing); else each move is a ply (drop-copy)
    bool free_moves = false;       // some move keeps the side to move whatever its turn's
                                   // moves left say (remove-facing): perft lists the last ply
    std::vector<GameEnd> game_end;
    ApplyMove apply_gated = nullptr;
    std::vector<const char*> components;   // the names of the components in the plan
    // Read by legal.cpp per position, set once the components are in (build_plan):
    bool untested = false;        // no royal safety to keep, no filter after make, no expand
    bool bulk_untested = false;   // untested, and every filter before make is typed
    bool bulk_judged = true;      // no early test but of drops or with bars, no capture
                                  // effect: the fast path's bulk count
    bool royal_by_attack = false; // no filter before make, no bars, no facing rule, no blast
                                  // shelter: the only royal piece's plain moves are judged by
                                  // the attack test alone (counted by bits, BulkCount::royal)
};

}  // namespace aviary::detail

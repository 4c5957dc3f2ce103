// A neutral step after every move: the relocated neutral piece (relocate = LETTER: the Duck)
// moves, or a new wall is put down (wall = LETTER, wall-at, wall-region: src/movegen/walls.cpp).
// Each chess move then stands for one legal move per square the neutral piece may go to. With
// wall-or-move a wall goes down instead of a move: a pass carrying the wall's square, named by
// the mover's first piece (as Fairy-Stockfish names it), legal when the wall leaves no royal
// piece of the mover attacked (it may block a check); the moves carry none.
// Under royalty by capture, with a single Duck that moves as mU, the last ply is counted
// arithmetically: the empty squares after each move.
#include <bit>
#include <utility>
#include <vector>

#include "movegen/editor.hpp"
#include "movegen/movegen.hpp"
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

void expand(const RulesetData& rd, const PositionState&, const PositionState& after, const Move& m,
            bool, MoveList& out) {
    thread_local std::vector<std::pair<Square, Square>> t_targets;
    auto& targets = t_targets;
    if (rd.neutral.wall >= 0) wall_targets(rd, after, m, targets);
    else neutral_targets(rd, after, targets);
    for (auto [from, to] : targets) {
        Move d = m;
        d.neutral.from = from;
        d.neutral.to = to;
        out.push(d);
    }
}

// The neutral part of the move, last in the turn: the Duck leaves its square (or, not yet on
// the board, its hand); a wall comes from nowhere.
void step(Editor& e, const Move& m, std::uint8_t&) {
    if (m.neutral.to == NoSquare) return;
    const int t = e.rd.neutral.type();
    if (m.neutral.from != NoSquare) e.remove(m.neutral.from);
    else if (e.rd.neutral.relocate >= 0) e.hand(2, t, -1);
    e.put(m.neutral.to, make_cell(t, Color::Neutral));
}

// wall-or-move: the walls a side may put down instead of moving.
void add_walls(const RulesetData& rd, const PositionState& st, const TurnFacts& f, MoveList& out) {
    const squares own(st.pieces[int(st.side)]);
    if (!(own.begin() != own.end())) return;
    Move pass;
    pass.from = pass.to = Square(*own.begin());
    pass.flags = MovePass;
    thread_local std::vector<std::pair<Square, Square>> t_targets;
    wall_targets(rd, st, pass, t_targets);
    for (auto [from, to] : t_targets) {
        Move w = pass;
        w.neutral.to = to;
        PositionState after = st;
        apply_move(rd, after, w);
        if (legal_made(rd, st, after, w, f)) out.push(w);
    }
}

// The empty squares after a move: the empty squares before, plus the pieces it removes, less
// the piece it adds.
int empties_after(const RulesetData& rd, const PositionState& st, const Move& m, int empty) {
    if (m.flags & MoveDrop) return empty - 1;
    const bool doom = rd.plan.rifle_spares && m.to == m.from;
    for (Square v : m.victim)
        if (v != NoSquare && st.board[v] && !doom) ++empty;
    if (m.to != m.from && st.board[m.to] && m.unload == NoSquare && !(m.flags & MoveCastle)) ++empty;
    return st.doomed != NoSquare ? empty + 1 : empty;
}

std::uint64_t count_placements(const RulesetData& rd, const PositionState& st) {
    thread_local MoveList t_pseudo;
    MoveList& pseudo = t_pseudo;
    pseudo.clear();
    generate_pseudo(rd, st, pseudo);
    int empty = rd.size();   // (the occupancy bit sets, not the board: far fewer reads)
    for (std::size_t w = 0; w < st.pieces[0].size(); ++w)
        empty -= std::popcount(st.pieces[0][w] | st.pieces[1][w] | st.pieces[2][w]);
    std::uint64_t n = 0;
    for (const Move& m : pseudo) n += std::uint64_t(empties_after(rd, st, m, empty));
    return n;
}

// Walls with nothing to test (no royal safety, no filter): the last ply is the number of wall
// squares after each pseudo-legal move. A plain move (one piece to an empty square, nothing
// else changed) is played on a scratch copy and taken back; the others are made.
bool plain(const PositionState& st, const Move& m) {
    return !(m.flags & ~MoveMakesEp) && m.from != NoSquare && m.to != m.from && !st.board[m.to] &&
           !m.piece && m.victim[0] == NoSquare && m.unload == NoSquare && m.neutral.to == NoSquare;
}
std::uint64_t count_walls(const RulesetData& rd, const PositionState& st) {
    const RulePlan& p = rd.plan;
    if (!p.add.empty() || !p.before_make.empty() || !p.after_make.empty() || !p.list.empty() ||
        (p.safety != Safety::None && !rd.royal_types.empty())) {
        thread_local MoveList t_listed;   // (a rule to test: list them)
        legal_moves(rd, st, t_listed, nullptr);
        return t_listed.size();
    }
    thread_local MoveList t_pseudo;
    thread_local PositionState t_scratch;
    MoveList& pseudo = t_pseudo;
    pseudo.clear();
    const bool edits = !p.on_move.empty() || st.doomed != NoSquare;
    // wall-at = origin, anywhere: a plain move (BulkCount's: a piece leaves its square, taking
    // nothing but what stands where it lands) puts down one wall, where it stood: counted
    BulkCount plain_moves;
    const bool one_each = rd.neutral.wall_at == WallRule::Origin && rd.neutral.wall_region < 0;
    generate_pseudo(rd, st, pseudo, true, one_each && !edits ? &plain_moves : nullptr);
    PositionState& scratch = t_scratch;
    scratch = st;
    std::uint64_t n = plain_moves.n;
    for (const Move& m : pseudo) {
        if (edits || !plain(st, m)) {
            PositionState after = st;
            apply_move(rd, after, m);
            n += count_wall_targets(rd, after, m);
            continue;
        }
        const Cell c = scratch.board[m.from];
        scratch.clear(m.from);
        scratch.put(m.to, c);
        n += count_wall_targets(rd, scratch, m);
        scratch.clear(m.to);
        scratch.put(m.from, c);
    }
    return n;
}

// Does the relocated piece move as mU (its placements are the empty squares), and alone?
bool neutral_is_universal(const RulesetData& rd) {
    const auto& roots = rd.types[rd.neutral.relocate].roots[0];
    if (rd.neutral.copies != 1 || roots.size() != 1) return false;
    const LegNode& n = rd.nodes[roots[0]];
    return (n.flags & LegUniversal) && n.final_modes == ModeMove && n.cond == 0;
}

bool in_game(const RulesetData& rd) { return rd.neutral.type() >= 0; }
void install(const RulesetData& rd, RulePlan& p) {
    p.on_turn_edit.push_back(step);
    if (rd.neutral.wall_or_move) {
        p.add.push_back(add_walls);
        return;
    }
    p.expand = expand;
    if (rd.neutral.relocate >= 0 && rd.royalty == RoyaltyRule::Capture && neutral_is_universal(rd))
        p.count = count_placements;
    if (rd.neutral.wall >= 0) p.count = count_walls;
}

}  // namespace

extern const Component neutral_step_rule = {
    "relocate, wall", "a neutral piece steps, or a wall is put down, after every move",
    FastPath::Breaks, Counting::Counts, 2, in_game, install};

}  // namespace aviary::detail

// Royal safety: the one query make, castling, legality, the FEN reader and the search call.
// How it judges is the ruleset's RulePlan::safety (chosen once at load by the rule components):
// no royal safety, check, check of every royal piece (duple check), check of the last one.
// Under blasts (RulePlan::shelter) a royal piece next to an enemy royal piece cannot be taken:
// the capture would explode the taker's own royal piece.
#include "movegen/facing.hpp"
#include "movegen/movegen.hpp"
#include "movegen/powers.hpp"

namespace aviary::detail {

int royal_count(const RulesetData& rd, const PositionState& st, Color side) {
    int n = 0;
    for (int t : rd.royal_types) n += st.count[int(side)][std::size_t(t)];
    return n;
}

bool blast_shelters(const RulesetData& rd, const PositionState& st, Square royal, Color owner) {
    if (!rd.plan.shelter) return false;
    const Color them = opposite(owner);
    for (std::int16_t v : rd.blast.zone) {
        const Square t = rd.target(v, royal);
        if (t == NoSquare || !st.board[t] || cell_color(st.board[t]) != them) continue;
        const int type = cell_type(st.board[t]);
        if (rd.types[type].royal && !(rd.blast.immune.has(type))) return true;
    }
    return false;
}

namespace {

// duple check: every royal piece of `side` attacked (and it has one)
bool all_royals_attacked(const RulesetData& rd, const PositionState& st, Color side, bool walks_only) {
    bool any = false;
    for (int s : squares(st.pieces[int(side)])) {
        if (!rd.types[cell_type(st.board[s])].royal) continue;
        if (!royal_in_danger(rd, st, Square(s), side, walks_only)) return false;
        any = true;
    }
    return any;
}

}  // namespace

bool royal_attacked(const RulesetData& rd, const PositionState& st, Color side, bool walks_only) {
    if (rd.plan.safety == Safety::AllRoyals) return all_royals_attacked(rd, st, side, walks_only);
    int left = royal_count(rd, st, side);   // (the pieces after the last royal one need no look)
    for (int s : squares(st.pieces[int(side)])) {
        if (!left) break;
        if (!rd.types[cell_type(st.board[s])].royal) continue;
        if (royal_in_danger(rd, st, Square(s), side, walks_only)) return true;
        --left;
    }
    return false;
}

namespace {
// Could a piece of `by` that is not royal take on `sq` (frozen and doomed pieces excluded)?
bool attacked_by_commoner(const RulesetData& rd, const PositionState& st, Square sq, Color by) {
    std::shared_ptr<const PowerEnv> env;
    if (rd.powers) env = power_env(rd, st);
    for (int x : squares(st.pieces[int(by)])) {
        const int t = cell_type(st.board[x]);
        if (rd.types[t].royal || Square(x) == st.doomed || (env && env->frozen[x])) continue;
        if (walk_hits(rd, st, by, Square(x), t, sq, env.get(), false)) return true;
    }
    return false;
}
}  // namespace

bool anti_checked(const RulesetData& rd, const PositionState& st, Color side) {
    if (!rd.anti_royal_types) return false;
    for (int s : squares(st.pieces[int(side)]))
        if ((rd.anti_royal_types.has(cell_type(st.board[s]))) &&
            !attacked_by_commoner(rd, st, Square(s), opposite(side)))
            return true;
    return false;
}

namespace {
// Safety::AtTurnEnd: could the side to move in `st`, at the start of its turn, take a royal
// piece of `victim` within that turn? Its first move may take one it attacks; a turn of two
// or more moves may also make any first move (its own royal piece left attacked) and take with
// the second. Looks two moves deep (moves-per-turn allows at most 2 moves with check-at-end).
bool turn_threatens(const RulesetData& rd, const PositionState& st, Color victim) {
    if (royal_attacked(rd, st, victim)) return true;
    if (st.turn_left < 2) return false;
    MoveList first;
    generate_pseudo(rd, st, first);
    for (const Move& m : first) {
        PositionState after = st;
        apply_move(rd, after, m);
        if (after.side == st.side && royal_attacked(rd, after, victim)) return true;
    }
    return false;
}

// The same for `side`, the side to move: the other side's next turn threatens it.
bool next_turn_threatens(const RulesetData& rd, const PositionState& st, Color side) {
    PositionState them = st;
    them.side = opposite(side);
    them.ep.fill(NoSquare);
    them.ep_victim = NoSquare;
    them.turn_left = std::uint16_t(rd.turns.length(them.side, st.fullmove + (side == Color::Black)));
    return turn_threatens(rd, them, side);
}
}  // namespace

bool in_check(const RulesetData& rd, const PositionState& st, Color side) {
    if (anti_checked(rd, st, side)) return true;
    switch (rd.plan.safety) {
        case Safety::None: return false;
        case Safety::AtTurnEnd:
            if (st.side == side && st.turn_left < rd.turns.length(side, st.fullmove))
                return royal_attacked(rd, st, side);   // (in the middle of its turn)
            return st.side == side ? next_turn_threatens(rd, st, side) : royal_attacked(rd, st, side);
        case Safety::Check:
        case Safety::AllRoyals: return royal_attacked(rd, st, side);
        case Safety::LastRoyal: return royal_count(rd, st, side) == 1 && royal_attacked(rd, st, side);
    }
    return false;
}

bool legal_after(const RulesetData& rd, const PositionState& st, Color mover, bool walks_only) {
    switch (rd.plan.safety) {
        case Safety::None: return true;
        case Safety::Check:
        case Safety::AllRoyals:
            if (rd.plan.shelter && !rd.royal_types.empty()) {   // a capture may explode royals
                if (royal_count(rd, st, mover) == 0) return false;              // its own: illegal
                if (royal_count(rd, st, opposite(mover)) == 0) return true;     // theirs: it wins
            }
            return !royal_attacked(rd, st, mover, walks_only);
        case Safety::LastRoyal: {
            const int n = royal_count(rd, st, mover);
            if (n == 0) return false;
            return n > 1 || !royal_attacked(rd, st, mover, walks_only);
        }
        case Safety::AtTurnEnd:   // (the turn goes on: judged when it ends)
            return st.side == mover || !turn_threatens(rd, st, mover);
    }
    return true;
}

TurnFacts turn_facts(const RulesetData& rd, const PositionState& st, bool walks_only) {
    TurnFacts f;
    f.walks_only = walks_only;
    if (rd.plan.facts & FactInCheck) f.in_check = royal_attacked(rd, st, st.side);
    if (rd.plan.facts & FactFaced) f.faced = royals_face(rd, st);
    return f;
}

bool legal_made(const RulesetData& rd, const PositionState& before, const PositionState& after,
                const Move& m) {
    if (rd.plan.after_make.empty()) return legal_after(rd, after, before.side);
    return legal_made(rd, before, after, m, turn_facts(rd, before));
}

bool royal_lost(const RulesetData& rd, const PositionState& st) {
    if (rd.plan.safety == Safety::Check || rd.plan.safety == Safety::AllRoyals) return false;
    bool has_royal_type = false;
    for (int t : rd.royal_types)
        if (rd.initial_count[int(st.side)][std::size_t(t)]) has_royal_type = true;
    return has_royal_type && royal_count(rd, st, st.side) == 0;
}

}  // namespace aviary::detail

// Legal moves: the pseudo-legal moves of generate_pseudo filtered by make + royal test, with
// fast paths that decide most moves without making them (SafeFilter, safe_filter.hpp) and
// counting instead of listing at the last ply. The rules of the game act only through the
// hooks of RulePlan (src/ir/rule_plan.hpp), filled by the components of src/rules/.
#include <bit>
#include <algorithm>
#include <array>
#include <atomic>

#include "movegen/check_lines.hpp"
#include "movegen/movegen.hpp"
#include "movegen/safe_filter.hpp"

namespace aviary::detail {
namespace {

thread_local MoveList t_pseudo;

// `bulk`: when the fast path applies and no complex walk matters, the moves it would pass
// anyway (plain moves of unpinned non-royal pieces) are only counted there, not listed.
void bulk_exclude_royals(const RulesetData& rd, const PositionState& st, SquareSet& out) {
    for (int s = 0; s < rd.size(); ++s)
        if (st.board[s] && rd.types[cell_type(st.board[s])].royal) out.set(Square(s));
}

// A piece whose fast forms may take its own pieces is listed: such a capture does not keep the
// mover's pieces (keeps_own), and counting by bits counts it.
void exclude_destroyers(const RulesetData& rd, const PositionState& st, SquareSet& out) {
    const int us = int(st.side);
    for (int s : squares(st.pieces[us]))
        if (rd.types[cell_type(st.board[s])].fast_destroys[us]) out.set(Square(s));
}

// Relaxed atomic access to the royal hint (std::atomic_ref is missing from emscripten's libc++ 14;
// the GCC/Clang builtins are the same operation).
Square relaxed_load(const Square* p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
void relaxed_store(Square* p, Square v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }

// The plan's filters before a move is made (those once it is made: legal_made).
bool kept_before(const RulesetData& rd, const PositionState& st, const TurnFacts& f, const Move& m) {
    for (MoveTest keep : rd.plan.before_make)
        if (!keep(rd, st, f, m)) return false;
    return true;
}

// The plan's after-make filters decided before make (RulePlan::early): Fail at the first that
// fails, Make when one cannot tell.
Early early(const RulesetData& rd, const PositionState& st, const TurnFacts& f, const Move& m) {
    Early e = Early::Pass;
    for (EarlyTest test : rd.plan.early) {
        const Early v = test(rd, st, f, m);
        if (v == Early::Fail) return v;
        if (v == Early::Make) e = v;
    }
    return e;
}

// The check lines of `st` (RulePlan::facts & FactCheckLines), in the thread's one object (the
// sinks of for_each_legal never come back to it).
[[gnu::noinline]] const CheckLines* check_lines(const RulesetData& rd, const PositionState& st) {
    thread_local CheckLines t_lines;
    t_lines.build(rd, st);
    return &t_lines;
}

// Safety::LastRoyal with a royal piece to spare, and no hook that judges a move once made or
// changes the board beyond it: a move that keeps every piece of the mover's (keeps_own) leaves
// it two royal pieces or more, legal without being made.
bool royals_spared(const RulesetData& rd, const PositionState& st) {
    const RulePlan& p = rd.plan;
    return p.safety == Safety::LastRoyal && p.after_make.empty() && p.early.empty() && !p.expand &&
           p.on_capture.empty() && p.on_move.empty() && p.on_drop.empty() &&
           p.on_turn_edit.empty() && p.on_turn_end.empty() && !p.apply_gated &&
           royal_count(rd, st, st.side) >= 2;
}

// Does the move leave every piece of the mover's on the board, as the same type? (Its mover
// is not poisoned, it takes none of its own (a swap puts the one on `to` where it left, or on
// an empty square) and promotes no royal piece.)
bool keeps_own(const RulesetData& rd, const PositionState& st, const Move& m) {
    if (m.flags & MoveMoverDies) return false;
    if (m.flags & MoveDrop) return true;
    auto own = [&](Square v) {
        return v != NoSquare && v != m.from && st.board[v] && cell_color(st.board[v]) == st.side;
    };
    const bool swaps = m.unload != NoSquare && (m.unload == m.from || !st.board[m.unload]);
    if (own(m.to) && !swaps) return false;
    for (Square v : m.victims())
        if (own(v)) return false;
    return !m.piece || !rd.types[cell_type(st.board[m.from])].royal;
}

// Hands a legal move to the sink; false when the sink wants no more (a sink may return bool).
template <class Sink>
bool emit(Sink& sink, const Move& m) {
    if constexpr (std::is_void_v<decltype(sink(m))>) {
        sink(m);
        return true;
    } else {
        return sink(m);
    }
}

// Could the pseudo-legal move `p` be `wanted` once expanded (RulePlan::expand adds a neutral
// piece's step)?
bool may_be(const RulesetData& rd, const Move& p, const Move& wanted) {
    if (!rd.plan.expand) return p == wanted;
    Move x = p;
    x.neutral = wanted.neutral;
    return x == wanted;
}

// A move that stands for several (RulePlan::expand: a neutral piece's step after it), each
// made and tested; with nothing to test, none is made.
template <class Sink>
bool offer_expanded(const RulesetData& rd, const PositionState& st, const PositionState& after,
                    const TurnFacts& f, const Move& m, Sink&& sink) {
    thread_local MoveList t_expanded;   // (sinks only record, never generate)
    MoveList& each = t_expanded;
    each.clear();
    rd.plan.expand(rd, st, after, m, f.walks_only, each);
    const bool untested = (rd.plan.safety == Safety::None || rd.royal_types.empty()) &&
                          rd.plan.after_make.empty();
    for (const Move& d : each) {
        if (untested) {
            if (!emit(sink, d)) return false;
            continue;
        }
        PositionState a2 = st;
        apply_move(rd, a2, d);
        if (legal_made(rd, st, a2, d, f) && !emit(sink, d)) return false;
    }
    return true;
}

// Do the early tests with bars (RulePlan::early_bars) judge the bulk count of `st`?
bool barred(const RulesetData& rd, const PositionState& st, const TurnFacts& f, BulkCount& bc) {
    for (EarlyBars bars : rd.plan.early_bars)
        if (!bars(rd, st, f, bc)) return false;
    return true;
}

// The pseudo-legal moves into `pseudo`; with `bulk`, those that need no test are only counted
// there: every plain move when no move is tested (RulePlan::bulk_untested: no filter before
// make but those of some mover types, whose pieces are listed), else the plain moves of
// unpinned non-royal pieces when the fast path passes them all (out of check, no complex
// attacker's walk to watch, RulePlan::bulk_judged: no early test but of drops or with bars, no
// capture effect).
[[gnu::always_inline]] inline void generate(const RulesetData& rd, const PositionState& st,
                                            const SafeFilter& filter, const TurnFacts& facts,
                                            bool fast, std::uint64_t* bulk, MoveList& pseudo,
                                            GenScope scope, bool captures_listed, bool spared) {
    pseudo.clear();
    if (bulk && spared && rd.plan.before_make.empty() && !filter.active) {
        // a plain move keeps every piece of the mover's (royals_spared): legal, only counted;
        // (captures are listed: a piece may take its own)
        BulkCount bc;
        bc.captures_listed = true;
        exclude_destroyers(rd, st, bc.excluded);
        generate_pseudo(rd, st, pseudo, fast, &bc);
        *bulk += bc.n;
    } else if (bulk && rd.plan.bulk_untested) {
        BulkCount bc;
        bc.captures_listed = captures_listed;
        if (rd.plan.filtered_movers)   // (their moves are listed, for the filters)
            for (int s : squares(st.pieces[int(st.side)]))
                if (rd.plan.filtered_movers.has(cell_type(st.board[s]))) bc.excluded.set(Square(s));
        generate_pseudo(rd, st, pseudo, fast, &bc);
        *bulk += bc.n;
    } else if (bulk && filter.active && !filter.checkers && filter.reads.bits == SquareSet{}.bits &&
               rd.plan.bulk_judged) {
        BulkCount bc;
        bc.captures_listed = captures_listed;
        bc.excluded = filter.line;
        if (filter.royal != NoSquare) bc.excluded.set(filter.royal);
        else bulk_exclude_royals(rd, st, bc.excluded);
        if (rd.plan.early_bars.empty() || barred(rd, st, facts, bc)) {
            // (the royal piece's moves as the filter judges them; with bars a giving-check
            // royal's move is listed and judged by its early test)
            if (rd.plan.royal_by_attack && !captures_listed) bc.royal = filter.royal;
            generate_pseudo(rd, st, pseudo, fast, &bc);
            *bulk += bc.n;
        } else {
            generate_pseudo(rd, st, pseudo, fast, nullptr, scope);
        }
    } else {
        generate_pseudo(rd, st, pseudo, fast, nullptr, scope);
    }
}

// The legal moves of `scope` to `sink`, which may stop the walk (it returns false).
// `Scoped` false: every move, `scope` ignored (the walk of perft and the full list).
// `captures_listed`: the moves counted in `bulk` take nothing (BulkCount).
template <bool Scoped = false, class Sink>
void for_each_legal(const RulesetData& rd, const PositionState& st, Sink&& sink,
                    bool fast = true, std::uint64_t* bulk = nullptr,
                    Square* royal_hint = nullptr, GenScope scope = {},
                    bool captures_listed = false) {
    if (game_over(rd, st)) return;
    // (the hint lives in a const Position: relaxed atomic access keeps concurrent readers safe)
    const Square hint = royal_hint ? relaxed_load(royal_hint) : NoSquare;
    // nothing to judge once made (no royal piece to keep safe, no filter after make): a move
    // the filters before make keep is legal without making it (Othello, Ataxx, antichess)
    const bool untested = rd.plan.untested;
    SafeFilter filter(rd, st, hint);
    if (royal_hint && filter.royal != NoSquare && filter.royal != hint)
        relaxed_store(royal_hint, filter.royal);
    if (!fast) filter.active = false;
    MoveList& pseudo = t_pseudo;
    const bool spared = fast && !untested && royals_spared(rd, st);   // (audits make every move)
    TurnFacts facts = turn_facts(rd, st, !fast);
    if ((rd.plan.facts & FactCheckLines) && fast) facts.lines = check_lines(rd, st);
    generate(rd, st, filter, facts, fast, bulk, pseudo, Scoped ? scope : GenScope{},
             captures_listed, spared);
    const bool early_tests = !rd.plan.early.empty();
    for (const Move& m : pseudo) {
        if (!kept_before(rd, st, facts, m)) continue;
        if (untested || (spared && keeps_own(rd, st, m))) {   // (never with an expansion)
            if (!emit(sink, m)) return;
            continue;
        }
        const Early e = early_tests ? early(rd, st, facts, m) : Early::Pass;
        if (e == Early::Fail) continue;
        if (const auto v = filter.judge(rd, st, m); v != SafeFilter::Unknown) {
            if (v == SafeFilter::Illegal) continue;
            if (e == Early::Pass) {
                if (!emit(sink, m)) return;
                continue;
            }
        }
        PositionState after = st;
        apply_move(rd, after, m);
        if (rd.plan.expand) {
            if (!offer_expanded(rd, st, after, facts, m, sink)) return;
        } else if (legal_made(rd, st, after, m, facts) && !emit(sink, m)) {
            return;
        }
    }
    if (rd.plan.add.empty()) return;
    thread_local MoveList t_added;
    for (AddMoves add : rd.plan.add) {
        t_added.clear();
        add(rd, st, facts, t_added);
        for (const Move& m : t_added)
            if ((!Scoped || in_scope(st, m, scope)) && !emit(sink, m)) return;
    }
}

// Does a Counting::Asks component need the list of this position (RulePlan::list_if)?
bool lists_here(const RulesetData& rd, const PositionState& st) {
    for (PositionTest lists : rd.plan.list_if)
        if (lists(rd, st)) return true;
    return false;
}

void list_steps(const RulesetData& rd, const PositionState& st, MoveList& out) {
    for (ListStep step : rd.plan.list) step(rd, st, out);
}

}  // namespace

void legal_moves_reference(const RulesetData& rd, const PositionState& st, MoveList& out) {
    out.clear();
    for_each_legal(rd, st, [&](const Move& m) { out.push(m); }, false);
    list_steps(rd, st, out);
}

void legal_moves(const RulesetData& rd, const PositionState& st, MoveList& out,
                 Square* royal_hint) {
    out.clear();
    for_each_legal(rd, st, [&](const Move& m) { out.push(m); }, true, nullptr, royal_hint);
    list_steps(rd, st, out);
}

bool parts_exact(const RulesetData& rd) { return rd.plan.list.empty(); }

void legal_moves(const RulesetData& rd, const PositionState& st, MoveList& out,
                 Square* royal_hint, GenScope scope) {
    if (!parts_exact(rd)) {
        legal_moves(rd, st, out, royal_hint);
        keep_in_scope(st, out, 0, scope);
        return;
    }
    out.clear();
    for_each_legal<true>(rd, st, [&](const Move& m) { out.push(m); }, true, nullptr, royal_hint,
                         scope);
}

// is_legal() for a move found among the pseudo-legal moves (as `p`, before its expansion):
// the filters before make, then make and the full test (what the fast path would decide).
bool passes(const RulesetData& rd, const PositionState& st, const Move& p, const Move& m) {
    const TurnFacts facts = turn_facts(rd, st);
    if (!kept_before(rd, st, facts, p)) return false;
    if (rd.plan.untested) return p == m;
    PositionState after = st;
    apply_move(rd, after, p);
    if (!rd.plan.expand) return p == m && legal_made(rd, st, after, p, facts);
    bool found = false;
    offer_expanded(rd, st, after, facts, p, [&](const Move& x) { return !(found = x == m); });
    return found;
}

bool is_legal(const RulesetData& rd, const PositionState& st, const Move& m, Square* royal_hint) {
    if (*move_unfit(rd, st, m)) return false;
    // (every piece's pass is one move, listed as the first passing piece's: found in the list)
    if (!parts_exact(rd) || (m.flags & MovePass)) {
        thread_local MoveList t_all;
        legal_moves(rd, st, t_all, royal_hint);
        return t_all.contains(m);
    }
    if (game_over(rd, st)) return false;
    // the pseudo-legal moves of its origin and part only
    const GenScope scope{is_tactical(st, m) ? MovePart::Tactical : MovePart::Quiet, m.from};
    thread_local MoveList t_pseudo_of;
    t_pseudo_of.clear();
    generate_pseudo(rd, st, t_pseudo_of, true, nullptr, scope);
    for (const Move& p : t_pseudo_of)
        if (may_be(rd, p, m)) return passes(rd, st, p, m);
    if (rd.plan.add.empty()) return false;
    bool found = false;   // (a move the rules add: a pass)
    for_each_legal<true>(rd, st, [&](const Move& x) { return !(found = x == m); }, true,
                         nullptr, royal_hint, scope);
    return found;
}

bool any_legal(const RulesetData& rd, const PositionState& st, Square* royal_hint, GenScope scope) {
    if (!parts_exact(rd)) {
        thread_local MoveList t_all;
        legal_moves(rd, st, t_all, royal_hint, scope);
        return !t_all.empty();
    }
    bool found = false;
    for_each_legal<true>(rd, st, [&](const Move&) { return !(found = true); }, true, nullptr,
                         royal_hint, scope);
    return found;
}

namespace {

std::uint64_t listed_count(const RulesetData& rd, const PositionState& st, Square* royal_hint) {
    thread_local MoveList listed;
    legal_moves(rd, st, listed, royal_hint);
    return listed.size();
}

}  // namespace

std::uint64_t count_legal(const RulesetData& rd, const PositionState& st, Square* royal_hint) {
    std::uint64_t n = 0;
    if (rd.plan.count && rd.plan.counts) {
        n = game_over(rd, st) ? 0 : rd.plan.count(rd, st);
    } else if (!rd.plan.counts || lists_here(rd, st)) {   // (a component needs the list: it
        return listed_count(rd, st, royal_hint);          // filters or grows it)
    } else {
        for_each_legal(rd, st, [&](const Move&) { ++n; }, true, &n, royal_hint);
    }
    // (Counting::Empty: a list step may add a move to an empty list)
    return n || !rd.plan.lists_when_none ? n : listed_count(rd, st, royal_hint);
}

CaptureTally count_legal_captures_apart(const RulesetData& rd, const PositionState& st,
                                        Square* royal_hint) {
    CaptureTally t;
    for_each_legal(rd, st, [&](const Move& m) { ++(takes_enemy(st, m) ? t.captures : t.others); },
                   true, &t.others, royal_hint, GenScope{}, true);
    return t;
}

}  // namespace aviary::detail

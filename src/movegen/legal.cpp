// Legal moves: the pseudo-legal moves of generate_pseudo filtered by make + royal test, with
// fast paths that decide most moves without making them (SafeFilter), counting instead of
// listing at the last ply, and the Duck's relocations.
#include <bit>
#include <algorithm>
#include <array>
#include <atomic>

#include "movegen/facing.hpp"
#include "movegen/movegen.hpp"
#include "movegen/setup_phase.hpp"

namespace aviary::detail {
namespace {

thread_local MoveList t_pseudo;
thread_local std::vector<std::pair<Square, Square>> t_ducks;

// A fast legality path: when royalty is by check, without powers, a neutral step (Duck, wall)
// or a doomed piece to move, and the side to move is not in check, a move by a non-royal
// piece that vacates no pinned square (our first piece on a line from our royal piece, with an enemy piece behind
// it that captures along that line that far) and removes no other piece cannot expose that
// royal piece; such moves skip make + attack test. A move of the only royal piece is legal
// when its destination is not attacked with the royal piece lifted off the board. Enemy
// pieces with complex captures (multi-leg, hopping, lame...) are walked to our royal piece
// once; a non-royal move or drop that changes none of the squares those walks looked at
// leaves their answer (no capture) as it was. In check by one ray attacker (the only royal
// piece; no complex attacker checking), a non-royal unpinned move is legal exactly when it
// ends on the checker's square or between it and the royal piece; in double check only the
// royal piece may move. `perft --audit` compares the result with the general walk + make +
// attack test at every node.
struct SafeFilter {
    bool active = false;
    Square royal = NoSquare;   // the only royal piece of the side to move (else NoSquare)
    SquareSet line;    // our pinned pieces
    SquareSet reads;   // squares the complex attackers' walks to our royal pieces looked at
    int checkers = 0;  // ray attackers of the royal piece
    SquareSet evade;   // in check by one: the checker's square and the squares between
    // Where each pinned piece may go and keep its lines shut: the squares from the royal
    // piece to the pinner (the pinner's included), intersected over the piece's pins.
    struct Pin {
        Square at;
        SquareSet stay;
    };
    std::array<Pin, 8> pins;
    int npins = 0;   // above pins.size(): moves of the rest are tested by make

    // `hint`: where the royal piece of the side to move stood last time, if known.
    SafeFilter(const RulesetData& rd, const PositionState& st, Square hint = NoSquare) {
        const Color us = st.side, them = opposite(us);
        // (a doomed piece of ours leaves the board after any move, possibly opening a line)
        if (rd.royalty != Royalty::Check || rd.neutral_step() >= 0 || rd.powers ||
            st.doomed != NoSquare || rd.checks_illegal || rd.royal_takes_checker ||
            !rd.blast.empty() || rd.mutual_immune ||
            (rd.facing == Facing::Bikjang && royals_face(rd, st)) ||
            rd.drop_checks_illegal || rd.duple_check)
            return;
        int royals = 0;
        // the only royal piece still on the hinted square: no need to look for it
        const bool hinted = hint != NoSquare && st.board[hint] &&
                            cell_color(st.board[hint]) == us &&
                            rd.types[cell_type(st.board[hint])].royal &&
                            royal_count(rd, st, us) == 1;
        SquareSet candidates;
        if (hinted) candidates.set(hint);
        else candidates.bits = st.pieces[int(us)];
        for (int s : squares(candidates.bits)) {
            if (!rd.types[cell_type(st.board[s])].royal) continue;
            // complex attackers (walks), then the rays: a check, or pins
            if (!rd.complex_types[int(them)].empty() && attacked(rd, st, Square(s), them, &reads))
                return;
            ++royals;
            royal = Square(s);
            if (rd.facing == Facing::Illegal) {   // the flying general pins like a rook
                std::array<FacingPin, 4> fp;
                bool faced = false;
                const int n = facing_pins(rd, st, Square(s), fp, faced);
                if (faced) return;
                for (int i = 0; i < n; ++i) add_pin(fp[std::size_t(i)].stay, fp[std::size_t(i)].blocker);
            }
            for (const AttackRay& ray : rd.rays[int(them)]) {
                // (no enemy piece anywhere on the ray: no check, no pin)
                if (ray.max_range > 1 && !rd.ray_meets(ray.rvec, Square(s), st.pieces[int(them)]))
                    continue;
                Square blocker = NoSquare;
                const auto path = rd.ray(ray.rvec, Square(s), ray.max_range);
                for (int k = 1; k <= path.len; ++k) {
                    const Square t = path.sq[k - 1];
                    const Cell o = st.board[t];
                    if (!o) continue;
                    if (blocker == NoSquare) {
                        if (cell_color(o) == them) {
                            if (reaches(ray, o, k) && ++checkers == 1)
                                for (int j = 0; j < k; ++j) evade.set(path.sq[j]);
                            break;
                        }
                        if (cell_color(o) != us || ray.max_range < 2) break;
                        blocker = t;
                        continue;
                    }
                    if (cell_color(o) == them && reaches(ray, o, k))
                        add_pin(path.sq, k, blocker);
                    break;
                }
            }
        }
        if (royals != 1) royal = NoSquare;
        if (checkers && royal == NoSquare) return;
        active = true;
    }
    static bool reaches(const AttackRay& ray, Cell c, int k) {   // c captures k steps along ray
        for (auto [ty, range] : ray.types)
            if (ty == cell_type(c) && range >= k) return true;
        return false;
    }
    // `path`: the squares from the royal piece outwards; the pinner stands on path[k - 1].
    void add_pin(const std::uint8_t* path, int k, Square blocker) {
        SquareSet stay;
        for (int j = 0; j < k; ++j) stay.set(path[j]);
        add_pin(stay, blocker);
    }
    void add_pin(const SquareSet& stay, Square blocker) {
        line.set(blocker);
        for (int i = 0; i < std::min(npins, int(pins.size())); ++i)
            if (pins[std::size_t(i)].at == blocker) {
                for (std::size_t w = 0; w < stay.bits.size(); ++w)
                    pins[std::size_t(i)].stay.bits[w] &= stay.bits[w];
                return;
            }
        if (npins < int(pins.size())) pins[std::size_t(npins)] = {blocker, stay};
        ++npins;
    }
    const Pin* pin_of(Square s) const {
        for (int i = 0; i < std::min(npins, int(pins.size())); ++i)
            if (pins[std::size_t(i)].at == s) return &pins[std::size_t(i)];
        return nullptr;
    }
    enum Verdict { Unknown, Legal, Illegal };
    Verdict judge(const RulesetData& rd, const PositionState& st, const Move& m) const {
        if (!active) return Unknown;
        // a royal piece that appears (promotion or drop) is tested where it lands
        if (m.piece && rd.types[m.piece - 1].royal) return Unknown;
        if (m.flags & MoveDrop) {
            if (reads.has(m.to)) return Unknown;
            return !checkers || (checkers == 1 && evade.has(m.to)) ? Legal : Illegal;
        }
        if (m.flags & (MoveCastle | MoveEnPassant | MoveMoverDies) || m.unload != NoSquare)
            return Unknown;
        // a victim leaves its square (unless a rifle capture dooms it: a doomed piece stays and
        // attacks with a part of its moves only)
        const bool dooms = m.to == m.from && rd.rifle_dooms && !checkers;
        for (Square v : m.victim)
            if (v != NoSquare && !dooms) return Unknown;
        if (rd.types[cell_type(st.board[m.from])].royal) {
            if (m.from != royal || m.piece || m.to == m.from || rd.facing != Facing::Allowed)
                return Unknown;
            return attacked(rd, st, m.to, opposite(st.side), nullptr, false, royal) ? Illegal
                                                                                     : Legal;
        }
        if (reads.has(m.from) || reads.has(m.to)) return Unknown;
        if (m.to == m.from) return checkers ? Unknown : Legal;   // a rifle capture: none moves
        if (line.has(m.from)) {
            const Pin* pin = pin_of(m.from);
            if (!pin) return Unknown;
            if (!pin->stay.has(m.to)) return Illegal;
        }
        if (!checkers) return Legal;
        return checkers == 1 && evade.has(m.to) ? Legal : Illegal;
    }
};

// mutual-immunity: a piece of these types may not take another of them.
bool immune_pair(const RulesetData& rd, const PositionState& st, const Move& m) {
    if (m.flags & MoveDrop || !(rd.mutual_immune >> cell_type(st.board[m.from]) & 1)) return false;
    const Color them = opposite(st.side);
    auto immune = [&](Square s) {
        return s != NoSquare && st.board[s] && cell_color(st.board[s]) == them &&
               (rd.mutual_immune >> cell_type(st.board[s]) & 1);
    };
    return (m.to != m.from && m.unload == NoSquare && immune(m.to)) || immune(m.victim[0]) ||
           immune(m.victim[1]);
}

// royal-in-check = take-checker: in check, a royal piece may only move to take the one piece
// that checks it (its square then holds the only attacker of the royal square).
bool takes_checker(const RulesetData& rd, const PositionState& st, const Move& m) {
    if (m.flags & MoveDrop || !rd.types[cell_type(st.board[m.from])].royal) return true;
    const Color them = opposite(st.side);
    return st.board[m.to] && cell_color(st.board[m.to]) == them &&
           !attacked(rd, st, m.from, them, nullptr, false, m.to);
}

// last-check-count = before: a move that promotes a side's only royal piece's partner into a
// second royal piece must still not leave the first one attacked (the count before the move).
bool exposes_lone_royal(const RulesetData& rd, const PositionState& st, const PositionState& after,
                        const Move& m) {
    if (!m.piece || !rd.types[m.piece - 1].royal || royal_count(rd, st, st.side) != 1) return false;
    for (int s : squares(st.pieces[int(st.side)]))
        if (rd.types[cell_type(st.board[s])].royal && s != m.from &&
            attacked(rd, after, Square(s), opposite(st.side)))
            return true;
    return false;
}

// `bulk`: when the fast path applies and no complex walk matters, the moves it would pass
// anyway (plain moves of unpinned non-royal pieces) are only counted there, not listed.
void bulk_exclude_royals(const RulesetData& rd, const PositionState& st, SquareSet& out) {
    for (int s = 0; s < rd.size(); ++s)
        if (st.board[s] && rd.types[cell_type(st.board[s])].royal) out.set(Square(s));
}

// Relaxed atomic access to the royal hint (std::atomic_ref is missing from emscripten's libc++ 14;
// the GCC/Clang builtins are the same operation).
Square relaxed_load(const Square* p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
void relaxed_store(Square* p, Square v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }

template <class Sink>
void for_each_legal(const RulesetData& rd, const PositionState& st, Sink&& sink,
                    bool fast = true, std::uint64_t* bulk = nullptr,
                    Square* royal_hint = nullptr) {
    if (game_over(rd, st)) return;
    const Color us = st.side;
    // (the hint lives in a const Position: relaxed atomic access keeps concurrent readers safe)
    const Square hint = royal_hint ? relaxed_load(royal_hint) : NoSquare;
    SafeFilter filter(rd, st, hint);
    if (royal_hint && filter.royal != NoSquare && filter.royal != hint)
        relaxed_store(royal_hint, filter.royal);
    if (!fast) filter.active = false;
    MoveList& pseudo = t_pseudo;
    pseudo.clear();
    if (bulk && filter.active && !filter.checkers && filter.reads.bits == SquareSet{}.bits) {
        BulkCount bc;
        bc.excluded = filter.line;
        if (filter.royal != NoSquare) bc.excluded.set(filter.royal);
        else bulk_exclude_royals(rd, st, bc.excluded);
        generate_pseudo(rd, st, pseudo, fast, &bc);
        *bulk += bc.n;
    } else {
        generate_pseudo(rd, st, pseudo, fast);
    }
    const bool escape_rule = rd.royal_takes_checker && royal_attacked(rd, st, us);
    const bool faced = rd.facing == Facing::Bikjang && royals_face(rd, st);   // bikjang
    for (const Move& m : pseudo) {
        if (escape_rule && !takes_checker(rd, st, m)) continue;
        if (rd.mutual_immune && immune_pair(rd, st, m)) continue;
        if (const auto v = filter.judge(rd, st, m); v != SafeFilter::Unknown) {
            if (v == SafeFilter::Legal) sink(m);
            continue;
        }
        PositionState after = st;
        apply_move(rd, after, m);
        if (rd.count_royals_before && exposes_lone_royal(rd, st, after, m)) continue;
        if (rd.neutral_step() < 0) {
            const bool no_check = rd.checks_illegal || (rd.drop_checks_illegal && (m.flags & MoveDrop));
            if (legal_after(rd, after, us, !fast) &&
                !(no_check && royal_attacked(rd, after, after.side, !fast)) &&
                !facing_forbids(rd, faced, after))
                sink(m);
            continue;
        }
        // The Duck or a wall: the same move once per square the neutral piece may go to.
        auto& ducks = t_ducks;   // sinks only record, never generate
        if (rd.wall >= 0) wall_targets(rd, after, m, ducks);
        else neutral_targets(rd, after, ducks);
        for (auto [from, to] : ducks) {
            Move d = m;
            d.neutral.from = from;
            d.neutral.to = to;
            if (rd.royalty == Royalty::Capture || rd.royal_types.empty()) {   // nothing to expose
                sink(d);
                continue;
            }
            PositionState a2 = st;
            apply_move(rd, a2, d);
            if (legal_after(rd, a2, us, !fast)) sink(d);
        }
    }
    if (rd.pass)
        if (auto p = legal_pass(rd, st)) sink(*p);
}

// must-capture: when some legal move takes an enemy piece, only those moves remain.
void keep_captures(const PositionState& st, MoveList& out) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < out.size(); ++i)
        if (takes_enemy(st, out[i])) out[n++] = out[i];
    if (n) out.resize(n);
}

}  // namespace

void legal_moves_reference(const RulesetData& rd, const PositionState& st, MoveList& out) {
    out.clear();
    for_each_legal(rd, st, [&](const Move& m) { out.push(m); }, false);
    if (rd.must_capture) keep_captures(st, out);
    if (rd.gating) add_gating_moves(rd, st, out);   // gating.cpp
    if (rd.must_drop) keep_must_drops(rd, st, out);
}

void legal_moves(const RulesetData& rd, const PositionState& st, MoveList& out,
                 Square* royal_hint) {
    out.clear();
    for_each_legal(rd, st, [&](const Move& m) { out.push(m); }, true, nullptr, royal_hint);
    if (rd.must_capture) keep_captures(st, out);
    if (rd.gating) add_gating_moves(rd, st, out);   // gating.cpp
    if (rd.must_drop) keep_must_drops(rd, st, out);
}

std::uint64_t count_legal(const RulesetData& rd, const PositionState& st, Square* royal_hint) {
    if (rd.count_ducks) {
        // Count Duck placements arithmetically: the empty squares after each chess move.
        if (game_over(rd, st)) return 0;
        MoveList& pseudo = t_pseudo;
        pseudo.clear();
        generate_pseudo(rd, st, pseudo);
        int empty = rd.size();   // (the occupancy bit sets, not the board: far fewer reads)
        for (std::size_t w = 0; w < st.pieces[0].size(); ++w)
            empty -= std::popcount(st.pieces[0][w] | st.pieces[1][w] | st.pieces[2][w]);
        std::uint64_t n = 0;
        // empties after = empties before + pieces removed - pieces added
        for (const Move& m : pseudo) {
            int e = empty;
            if (m.flags & MoveDrop) {
                --e;
            } else {
                const bool doom = rd.rifle_dooms && m.to == m.from;
                for (Square v : m.victim)
                    if (v != NoSquare && st.board[v] && !doom) ++e;
                if (m.to != m.from && st.board[m.to] && m.unload == NoSquare &&
                    !(m.flags & MoveCastle))
                    ++e;
            }
            if (st.doomed != NoSquare) ++e;
            n += std::uint64_t(e);
        }
        return n;
    }
    if (rd.must_capture || rd.gating || rd.must_drop) {   // (gating: the moves' variants, gating.cpp)
        thread_local MoveList listed;
        legal_moves(rd, st, listed, royal_hint);
        return listed.size();
    }
    std::uint64_t n = 0;
    for_each_legal(rd, st, [&](const Move&) { ++n; }, true, &n, royal_hint);
    return n;
}

}  // namespace aviary::detail

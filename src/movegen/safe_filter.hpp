// The fast legality filter of legal.cpp: decides most moves without making them.
#pragma once
#include <algorithm>
#include <array>
#include <bit>

#include "movegen/facing.hpp"
#include "movegen/movegen.hpp"
#include "movegen/ray_bits.hpp"

namespace aviary::detail {

// A fast legality path: when every rule component of the game allows it (RulePlan::fast and
// fast_unless: royalty by check, no powers, no neutral step, ...) and no doomed piece is to move, and the side to move is not in check, a move by a non-royal
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
    // (plain words, not a SquareSet: the slots past npins are never cleared)
    struct Pin {
        Square at;
        std::array<std::uint64_t, MaxSquares / 64> stay;
        bool stays(Square s) const { return stay[s >> 6] >> (s & 63) & 1; }
    };
    std::array<Pin, 8> pins;
    int npins = 0;   // above pins.size(): moves of the rest are tested by make
    bool effects = false;   // captures have effects (RulePlan::on_capture): made

    // `hint`: where the royal piece of the side to move stood last time, if known.
    SafeFilter(const RulesetData& rd, const PositionState& st, Square hint = NoSquare) {
        const Color us = st.side, them = opposite(us);
        // (a doomed piece of ours leaves the board after any move, possibly opening a line)
        // (nothing to judge when no move is tested: RulePlan::untested)
        if (!rd.plan.fast || rd.plan.untested || st.doomed != NoSquare) return;
        effects = !rd.plan.on_capture.empty();
        for (PositionTest breaks : rd.plan.fast_unless)
            if (breaks(rd, st)) return;
        int royals = 0;
        // the only royal piece still on the hinted square: no need to look for it
        const bool hinted = hint != NoSquare && st.board[hint] &&
                            cell_color(st.board[hint]) == us &&
                            rd.types[cell_type(st.board[hint])].royal &&
                            royal_count(rd, st, us) == 1;
        SquareSet candidates;
        if (hinted) candidates.set(hint);
        else candidates.bits = st.pieces[int(us)];
        for (int s : squares(candidates.bits, rd.words)) {
            if (!rd.types[cell_type(st.board[s])].royal) continue;
            // complex attackers (walks), then the rays: a check, or pins
            if (!rd.complex_types[int(them)].empty() && attacked(rd, st, Square(s), them, &reads))
                return;
            ++royals;
            royal = Square(s);
            if (rd.facing == FacingRule::Illegal) {   // the flying general pins like a rook
                std::array<FacingPin, 4> fp;
                bool faced = false;
                const int n = facing_pins(rd, st, Square(s), fp, faced);
                if (faced) return;
                for (int i = 0; i < n; ++i) add_pin(fp[std::size_t(i)].stay, fp[std::size_t(i)].blocker);
            }
            if (rd.words == 1) scan_rays_by_bits(rd, st, Square(s), us, them);
            else scan_rays(rd, st, Square(s), us, them);
        }
        if (royals == 1 && checkers > 1) merge_checkers(rd, st, them);
        // (a royal piece sheltered by a blast is safe whatever attacks it: by make)
        if (rd.plan.shelter && royal != NoSquare && blast_shelters(rd, st, royal, us)) return;
        if (royals != 1) royal = NoSquare;
        if (checkers && royal == NoSquare) return;
        active = true;
    }
    // The rays from our royal piece on s: the checks, the pins.
    void scan_rays(const RulesetData& rd, const PositionState& st, Square s, Color us, Color them) {
        for (const AttackRay& ray : rd.rays[int(them)])
            // (no enemy piece anywhere on the ray: no check, no pin)
            if (ray.max_range == 1 || rd.ray_meets(ray.rvec, s, st.pieces[int(them)]))
                scan_ray(rd, st, ray, s, us, them);
    }
    // One ray from our royal piece on s, walked square by square.
    void scan_ray(const RulesetData& rd, const PositionState& st, const AttackRay& ray, Square s,
                  Color us, Color them) {
        Square blocker = NoSquare;
        const auto path = rd.ray(ray.rvec, s, ray.max_range);
        for (int k = 1; k <= path.len; ++k) {
            const Square t = path.sq[k - 1];
            const Cell o = st.board[t];
            if (!o) continue;
            if (blocker == NoSquare) {
                if (cell_color(o) == them) {
                    if (reaches(ray, o, k) && ++checkers == 1)
                        for (int j = 0; j < k; ++j) evade.set(path.sq[j]);
                    return;
                }
                if (cell_color(o) != us || ray.max_range < 2) return;
                blocker = t;
                continue;
            }
            if (cell_color(o) == them && reaches(ray, o, k)) add_pin(path.sq, k, blocker);
            return;
        }
    }
    // scan_rays() on a board of one word, a ray's pieces found by bits (RulesetData::ray_lines):
    // the first two from s along it, at k1 and k2 steps (a ray that runs neither way along the
    // numbers: walked); the rays of one square skipped together when none of them meets an
    // enemy piece.
    void scan_rays_by_bits(const RulesetData& rd, const PositionState& st, Square s, Color us,
                           Color them) {
        const std::uint64_t theirs = st.pieces[int(them)][0];
        const std::uint64_t occupied = st.pieces[0][0] | st.pieces[1][0] | st.pieces[2][0];
        const std::vector<AttackRay>& rays = rd.rays[int(them)];
        const std::uint64_t* lines = rd.ray_lines[int(them)].data() + std::size_t(s) * rays.size();
        const std::size_t end =
            rd.ray_short[int(them)][s] & theirs ? rays.size() : rd.ray_short_from[int(them)];
        for (std::size_t i = 0; i < end; ++i) {
            if (!(lines[i] & theirs)) continue;   // (no enemy piece on it: no check, no pin)
            const AttackRay& ray = rays[i];
            if (!ray.dir) {
                scan_ray(rd, st, ray, s, us, them);
                continue;
            }
            const RayBits r{lines[i], ray.dir};
            std::uint64_t on = r.line & occupied;
            const int t1 = r.nearest(on), k1 = r.steps(t1);
            const Cell o1 = st.board[t1];
            if (cell_color(o1) == them) {
                if (reaches(ray, o1, k1) && ++checkers == 1) evade.bits[0] |= r.upto(t1);
                continue;
            }
            if (cell_color(o1) != us || ray.max_range < 2) continue;
            on &= ~(std::uint64_t(1) << t1);
            if (!on) continue;
            const int t2 = r.nearest(on), k2 = r.steps(t2);
            const Cell o2 = st.board[t2];
            if (cell_color(o2) == them && reaches(ray, o2, k2)) {
                SquareSet stay;
                stay.bits[0] = r.upto(t2);
                add_pin(stay, Square(t1));
            }
        }
    }
    // Several checks found (rare): one piece found along several lines (both ways round a
    // wrapped board, or along a W and a D rider's lines) is one checker, blocked only where all
    // its lines are. (Out of line, after the ray loop, which stays as it was.)
    [[gnu::noinline]] void merge_checkers(const RulesetData& rd, const PositionState& st, Color them) {
        Square first = NoSquare;
        SquareSet ways;
        for (const AttackRay& ray : rd.rays[int(them)]) {
            const auto path = rd.ray(ray.rvec, royal, ray.max_range);
            for (int k = 1; k <= path.len; ++k) {
                const Square t = path.sq[k - 1];
                const Cell o = st.board[t];
                if (!o) continue;
                if (cell_color(o) == them && reaches(ray, o, k)) {
                    if (first != NoSquare && t != first) return;   // two checkers
                    SquareSet way;
                    for (int j = 0; j < k; ++j) way.set(path.sq[j]);
                    if (first == NoSquare) ways = way;
                    for (std::size_t w = 0; w < ways.bits.size(); ++w) ways.bits[w] &= way.bits[w];
                    first = t;
                }
                break;
            }
        }
        checkers = 1;
        evade = ways;
    }
    static bool reaches(const AttackRay& ray, Cell c, int k) {   // c captures k steps along ray
        return ray.takes(cell_type(c), k);
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
                    pins[std::size_t(i)].stay[w] &= stay.bits[w];
                return;
            }
        if (npins < int(pins.size())) pins[std::size_t(npins)] = {blocker, stay.bits};
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
        // a capture with effects (a blast) changes more than its squares: by make
        if (effects && st.board[m.to]) return Unknown;
        // a victim leaves its square (unless a rifle capture dooms it: a doomed piece stays and
        // attacks with a part of its moves only)
        const bool dooms = m.to == m.from && rd.rifle_dooms && !checkers;
        if (m.victim[0] != NoSquare && !dooms) return Unknown;   // (victims fill slots in order)
        if (rd.types[cell_type(st.board[m.from])].royal) {
            if (m.from != royal || m.piece || m.to == m.from || rd.facing != FacingRule::Allowed)
                return Unknown;
            if (rd.plan.shelter && blast_shelters(rd, st, m.to, st.side)) return Legal;
            return attacked(rd, st, m.to, opposite(st.side), nullptr, false, royal) ? Illegal
                                                                                     : Legal;
        }
        if (reads.has(m.from) || reads.has(m.to)) return Unknown;
        if (m.to == m.from) return checkers ? Unknown : Legal;   // a rifle capture: none moves
        if (line.has(m.from)) {
            const Pin* pin = pin_of(m.from);
            if (!pin) return Unknown;
            if (!pin->stays(m.to)) return Illegal;
        }
        if (!checkers) return Legal;
        return checkers == 1 && evade.has(m.to) ? Legal : Illegal;
    }
};

}  // namespace aviary::detail

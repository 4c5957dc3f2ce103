// Does a move give check? Decided before make from the lines of the mover's pieces to the other
// side's royal piece (RulePlan::facts & FactCheckLines; the early tests of RulePlan::early read it).
#pragma once
#include <array>
#include <bit>

#include "movegen/movegen.hpp"

namespace aviary::detail {

// Computed once per position, from the other side's only royal piece outwards along every
// attack ray of the side to move: the squares a piece of each type would check from (the first
// piece met included: a capture lands there), and our pieces that alone shut a line of one of
// our ray attackers (moving one off its line gives check). Off (active false) when something
// besides the mover's from and to squares could change the answer: several royal pieces, blasts,
// powers, a doomed piece, a complex attacker of ours on the board, board edits by rules.
struct CheckLines {
    enum Answer { No, Yes, Unknown };
    bool active = false;
    Square royal = NoSquare;
    SquareSet firsts;      // our pieces met first on a ray (a promotion there: by make)
    SquareSet shut;        // our pieces that alone shut one of our lines
    TypeMask complex;   // our types with complex captures
    struct Shut {
        Square at;
        SquareSet stay;    // where the piece may go and keep its lines shut
    };
    std::array<Shut, 8> shuts;
    int nshuts = 0;
    // [type]: the squares a piece of the type would check from, empty but for the types in
    // `checking` (BulkCount::fails of the bulk count)
    std::array<SquareSet, MaxPieceTypes> checks{};
    TypeMask checking;

    // (re)computed for `st`: one object serves every position of a thread
    void build(const RulesetData& rd, const PositionState& st) {
        const Color us = st.side, them = opposite(us);
        active = false;
        royal = NoSquare;
        firsts = shut = SquareSet{};
        complex = TypeMask{};
        for (std::size_t w = 0; w < checking.w.size(); ++w)
            for (std::uint64_t b = checking.w[w]; b; b &= b - 1)
                checks[w * 64 + std::size_t(std::countr_zero(b))] = SquareSet{};
        checking = TypeMask{};
        nshuts = 0;
        if (!usable(rd, st)) return;
        for (int t : rd.complex_types[int(us)]) {
            if (st.count[int(us)][std::size_t(t)]) return;
            complex.set(t);
        }
        for (int s : squares(st.pieces[int(them)]))
            if (rd.types[cell_type(st.board[s])].royal) royal = Square(s);
        if (royal == NoSquare) return;
        for (const AttackRay& ray : rd.rays[int(us)])
            if (!walk(rd, st, ray)) return;
        active = true;
    }
    static bool usable(const RulesetData& rd, const PositionState& st) {
        const RulePlan& p = rd.plan;
        return !rd.powers && !p.shelter && !p.expand && p.on_move.empty() && p.on_drop.empty() &&
               p.on_turn_edit.empty() && st.doomed == NoSquare && !rd.royal_types.empty() &&
               royal_count(rd, st, opposite(st.side)) == 1;
    }
    // One ray from the royal piece: false when our piece on it checks already.
    bool walk(const RulesetData& rd, const PositionState& st, const AttackRay& ray) {
        const Color us = st.side;
        Square blocker = NoSquare;
        const auto path = rd.ray(ray.rvec, royal, ray.max_range);
        for (int k = 1; k <= path.len; ++k) {
            const Square t = path.sq[k - 1];
            const Cell o = st.board[t];
            if (blocker == NoSquare) mark(t, ray, k);
            if (!o) continue;
            const bool ours = cell_color(o) == us;
            if (blocker != NoSquare) {
                if (ours && reaches(ray, o, k)) add_shut(path.sq, k, blocker);
                break;
            }
            if (!ours) break;
            if (reaches(ray, o, k)) return false;
            firsts.set(t);
            if (ray.max_range < 2) break;
            blocker = t;
        }
        return true;
    }
    void mark(Square t, const AttackRay& ray, int k) {
        for (auto [ty, range] : ray.types)
            if (range >= k) {
                checking.set(ty);
                checks[std::size_t(ty)].set(t);
            }
    }
    static bool reaches(const AttackRay& ray, Cell c, int k) { return ray.takes(cell_type(c), k); }
    void add_shut(const std::uint8_t* path, int k, Square blocker) {
        SquareSet stay;
        for (int j = 0; j < k; ++j) stay.set(path[j]);
        shut.set(blocker);
        for (int i = 0; i < std::min(nshuts, int(shuts.size())); ++i)
            if (shuts[std::size_t(i)].at == blocker) {
                for (std::size_t w = 0; w < stay.bits.size(); ++w)
                    shuts[std::size_t(i)].stay.bits[w] &= stay.bits[w];
                return;
            }
        if (nshuts < int(shuts.size())) shuts[std::size_t(nshuts)] = {blocker, stay};
        ++nshuts;
    }
    // Does `m` (of the side to move) leave the other side's royal piece attacked?
    Answer gives_check(const RulesetData& rd, const PositionState& st, const Move& m) const {
        if (!active) return Unknown;
        if ((m.flags & ~MoveMakesEp & ~MoveDrop) || m.unload != NoSquare ||
            m.neutral.to != NoSquare || m.victim[0] != NoSquare || m.to == m.from || m.to == royal)
            return Unknown;
        int type = 0;
        if (m.flags & MoveDrop) {
            type = m.piece - 1;
        } else {
            if (!rd.plan.on_capture.empty() && st.board[m.to]) return Unknown;
            if (m.piece && firsts.has(m.from)) return Unknown;
            type = m.piece ? m.piece - 1 : cell_type(st.board[m.from]);
            if (shut.has(m.from)) {
                const Shut* s = shut_of(m.from);
                if (!s) return Unknown;
                if (!s->stay.has(m.to)) return Yes;
            }
        }
        if (complex.has(type)) return Unknown;
        return checks[std::size_t(type)].has(m.to) ? Yes : No;
    }
    const Shut* shut_of(Square s) const {
        for (int i = 0; i < std::min(nshuts, int(shuts.size())); ++i)
            if (shuts[std::size_t(i)].at == s) return &shuts[std::size_t(i)];
        return nullptr;
    }
};

}  // namespace aviary::detail

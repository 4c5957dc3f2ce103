// Passive powers: poison, freezing auras, paralysis, brake (slide-stopping) auras and borrowing.
//
// Evaluation order of a position (variants/README.md, "Powers"):
//  1. auras of the pieces whose own type has them (freeze, brake) and their poison; then
//     paralysis (a piece attacked by an enemy of its type, with those auras applied);
//  2. what every `borrow` piece borrows, judged with the level-1 auras only: piece X lends its
//     type to borrower F when X could capture on F's square with F (and the borrowers already
//     being tested) taken as powerless enemies; a borrower G lends all it borrows itself
//     (computed the same way with F added to the enemies);
//  3. auras and poison of the borrowed types are added; moves and attacks use the result.
#include "movegen/powers.hpp"

#include <algorithm>
#include <cstdlib>

#include "dsl/notation.hpp"
#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

void freeze_around(const RulesetData& rd, const PositionState& st, PowerEnv& e, Square src,
                   Color owner, int type) {
    const TypeMask& only = rd.types[type].freeze_types;
    for (std::int16_t v : rd.types[type].freeze_zone) {
        Square q = rd.target(v, src);
        if (q == NoSquare || !st.board[q]) continue;
        if (only && !only.has(cell_type(st.board[q]))) continue;   // (freeze-types=)
        Color c = cell_color(st.board[q]);
        if (c != Color::Neutral && c != owner) e.frozen[q] = 1;
    }
}

// paralysis = TYPES (Madrasi): a piece of these types that an enemy piece of its own type could
// take is frozen. Paralysis is judged from the board with the auras already set (a paralysed
// piece still paralyses), so two such pieces attacking each other are both frozen.
void paralyse(const RulesetData& rd, const PositionState& st, PowerEnv& e) {
    std::array<std::uint8_t, MaxSquares> paralysed{};
    for (int c = 0; c < 2; ++c)
        for (int s : squares(st.pieces[c])) {
            const int t = cell_type(st.board[s]);
            if (!(rd.paralysis.has(t))) continue;
            const Color them = opposite(Color(c));
            for (int x : squares(st.pieces[int(them)]))
                if (cell_type(st.board[x]) == t &&
                    walk_hits(rd, st, them, Square(x), t, Square(s), &e, false)) {
                    paralysed[s] = 1;
                    break;
                }
        }
    for (int s = 0; s < rd.size(); ++s) e.frozen[s] |= paralysed[s];
}

// A lender's walk to a Friend with no other Friend taken as an enemy, and the squares it read.
struct Walked {
    bool hit;
    SquareSet reads;
};

// The previous evaluation on this thread. Positions met one after the other in a search differ
// in a few squares, so most of its walks answer again (see Builder::reusable).
struct Previous {
    std::uint64_t rd = 0;   // RulesetData::id
    std::array<Cell, MaxSquares> board{};
    std::array<std::uint64_t, MaxSquares / 64> virgin{};
    std::array<std::uint8_t, MaxSquares> frozen{};
    std::array<std::vector<std::pair<Square, int>>, 2> brakes;
    std::vector<Square> borrowers;
    std::vector<Walked> walked;
    std::vector<std::int32_t> walked_at;
};

struct Builder {
    const RulesetData& rd;
    const PositionState& st;
    Previous& prev;
    PowerEnv e1;                     // level 1: the real pieces' auras
    std::vector<Square> borrowers;
    std::vector<Square> relayed;     // borrow-from= pieces
    bool reuse = false;              // prev had the same auras: its walks may answer again
    SquareSet changed;               // squares whose piece or virginity differs from prev's

    Builder(const RulesetData& r, const PositionState& s, Previous& p) : rd(r), st(s), prev(p) {}

    // lend() answers by (borrower, the borrowers taken as enemies), while `borrowers` has at
    // most 64 entries (bit i of `phi`: borrowers[i]).
    struct Memo {
        Square f;
        std::uint64_t phi;
        TypeMask mask;
    };
    std::vector<Memo> memo;

    // Can the piece on `x` (of type t, not a borrower) capture on `f` with the borrowers in
    // `phi` taken as enemies? A walk made with none of them is kept with the squares it read,
    // and answers again for every `phi` it did not look at, and in the next evaluation while
    // none of those squares changes.
    std::vector<Walked> walked;
    std::vector<std::int32_t> walked_at;   // [borrower index * size + x]: into walked, or -1
    // (bi: f's index in `borrowers`)
    [[gnu::always_inline]] bool hits(Square x, int t, Square f, std::size_t bi, const std::vector<Square>& phi) {
        if (!rd.may_reach(t, cell_color(st.board[f]), x, f)) return false;
        if (walked_at.empty()) walked_at.assign(borrowers.size() * std::size_t(rd.size()), -1);
        std::int32_t& at = walked_at[bi * std::size_t(rd.size()) + x];
        if (at < 0) {
            if (const Walked* w = reusable(x, f)) {
                at = std::int32_t(walked.size());
                walked.push_back(*w);
            }
        }
        if (at < 0) {
            // (phi's squares still count as enemies here: lift them for this walk)
            std::array<std::uint8_t, MaxSquares> only_f{};
            only_f[f] = 1;
            const auto* keep = e1.as_enemy;
            e1.as_enemy = &only_f;
            Walked w{false, {}};
            w.hit = walk_hits(rd, st, cell_color(st.board[f]), x, t, f, &e1, false, false, &w.reads);
            e1.as_enemy = keep;
            at = std::int32_t(walked.size());
            walked.push_back(w);
        }
        const Walked& w = walked[std::size_t(at)];
        for (Square s : phi)
            if (w.reads.has(s))
                return walk_hits(rd, st, cell_color(st.board[f]), x, t, f, &e1, false);
        return w.hit;
    }

    // prev's walk from x to f, when the same pieces stand there and no square it read changed.
    const Walked* reusable(Square x, Square f) const {
        if (!reuse || changed.has(x) || changed.has(f)) return nullptr;
        const auto it = std::find(prev.borrowers.begin(), prev.borrowers.end(), f);
        if (it == prev.borrowers.end() || prev.walked_at.empty()) return nullptr;
        const std::int32_t at =
            prev.walked_at[std::size_t(it - prev.borrowers.begin()) * std::size_t(rd.size()) + x];
        if (at < 0) return nullptr;
        const Walked& w = prev.walked[std::size_t(at)];
        return w.reads.meets(changed.bits, rd.words) ? nullptr : &w;
    }

    // The types borrower `f` borrows with the borrowers in `phi` (and f) taken as enemies.
    TypeMask lend(Square f, std::vector<Square>& phi) {
        std::uint64_t key = 0;
        const bool memoize = borrowers.size() <= 64;
        if (memoize) {
            for (Square s : phi)
                key |= std::uint64_t(1)
                       << (std::find(borrowers.begin(), borrowers.end(), s) - borrowers.begin());
            for (const Memo& m : memo)
                if (m.f == f && m.phi == key) return m.mask;
        }
        const TypeMask mask = lend_walked(f, phi);
        if (memoize) memo.push_back({f, key, mask});
        return mask;
    }
    TypeMask lend_walked(Square f, std::vector<Square>& phi) {
        const Color c = cell_color(st.board[f]);
        std::array<std::uint8_t, MaxSquares> enemy{};
        enemy[f] = 1;
        for (Square s : phi) enemy[s] = 1;
        TypeMask mask;
        e1.as_enemy = &enemy;
        const std::size_t bi =
            std::size_t(std::find(borrowers.begin(), borrowers.end(), f) - borrowers.begin());
        for (int s : squares(st.pieces[int(c)])) {
            const Cell cl = st.board[s];
            if (enemy[s] || e1.frozen[s]) continue;
            int t = cell_type(cl);
            if (rd.types[t].borrow || mask.has(t)) continue;
            if (hits(Square(s), t, f, bi, phi)) mask.set(t);
        }
        for (Square g : borrowers) {
            if (g == f || enemy[g] || e1.frozen[g] || cell_color(st.board[g]) != c) continue;
            phi.push_back(f);
            TypeMask pg = lend(g, phi);
            phi.pop_back();
            e1.as_enemy = &enemy;
            int own = cell_type(st.board[g]);
            if (!rd.types[own].roots[int(c)].empty()) pg.set(own);
            if ((pg & ~mask).none()) continue;
            for (int t = 0; t < int(rd.types.size()); ++t) {
                if (!pg.has(t)) continue;
                if (walk_hits(rd, st, c, g, t, f, &e1, t != own)) {
                    mask |= pg;
                    break;
                }
            }
        }
        e1.as_enemy = nullptr;
        return mask;
    }

    // ---- more borrowers of one colour than kExactBorrowers: a fixed point ----
    // The recursive definition follows every chain of distinct borrowers, a number that grows
    // like a factorial; above this many borrowers of a colour each borrower's answer is a fixed
    // point instead (variants/README.md, "borrow"), polynomial in the number of borrowers.
    static constexpr std::size_t kExactBorrowers = 6;

    // The types non-borrowers lend to borrowers[bi] with the squares in `phi` (and it) as enemies.
    TypeMask lent_directly(std::size_t bi, const std::vector<Square>& phi,
                                std::array<std::uint8_t, MaxSquares>& enemy) {
        const Square f = borrowers[bi];
        const Color c = cell_color(st.board[f]);
        TypeMask mask;
        e1.as_enemy = &enemy;
        for (int s : squares(st.pieces[int(c)])) {
            const int t = cell_type(st.board[s]);
            if (enemy[s] || e1.frozen[s] || rd.types[t].borrow || mask.has(t)) continue;
            if (hits(Square(s), t, f, bi, phi)) mask.set(t);
        }
        e1.as_enemy = nullptr;
        return mask;
    }

    // Can borrower `g` capture on `target` with one of the types in `lend`?
    bool relays(Square g, const TypeMask& lend, Square target, const std::array<std::uint8_t, MaxSquares>& enemy) {
        const Color c = cell_color(st.board[g]);
        const int own = cell_type(st.board[g]);
        e1.as_enemy = &enemy;
        bool hit = false;
        for (int t = 0; !hit && t < int(rd.types.size()); ++t)
            hit = lend.has(t) && walk_hits(rd, st, c, g, t, target, &e1, t != own);
        e1.as_enemy = nullptr;
        return hit;
    }

    // What each borrower of `group` (indexes into borrowers, one colour) borrows: the least
    // fixed point of "F borrows what non-borrowers lend it, and a borrower G that can capture
    // on F with what it borrows (or its own type) lends all of it", each capture judged with the
    // target a powerless enemy. A worklist: each borrower's set grows at most once per type.
    void lend_fixed_point(const std::vector<std::size_t>& group, PowerEnv& env) {
        const std::size_t n = group.size();
        const Color c = cell_color(st.board[borrowers[group[0]]]);
        std::vector<TypeMask> own(n);
        for (std::size_t j = 0; j < n; ++j) {
            const int t = cell_type(st.board[borrowers[group[j]]]);
            if (!rd.types[t].roots[int(c)].empty()) own[j] = TypeMask::of(t);
        }
        std::array<std::uint8_t, MaxSquares> enemy{};
        std::vector<TypeMask> r(n);
        std::vector<std::uint32_t> queue;
        std::vector<std::uint8_t> queued(n, 0);
        for (std::size_t j = 0; j < n; ++j) {
            const Square g = borrowers[group[j]];
            enemy[g] = 1;
            r[j] = lent_directly(group[j], {}, enemy);
            enemy[g] = 0;
            if (e1.frozen[g] || !(r[j] | own[j])) continue;   // lends nothing (yet)
            queue.push_back(std::uint32_t(j));
            queued[j] = 1;
        }
        while (!queue.empty()) {
            const std::uint32_t j = queue.back();
            queue.pop_back();
            queued[j] = 0;
            const Square g = borrowers[group[j]];
            const TypeMask lend = r[j] | own[j];
            for (std::size_t k = 0; k < n; ++k) {
                const Square h = borrowers[group[k]];
                if (k == j || (lend & ~r[k]).none()) continue;
                bool near = false;   // (a cheap geometric test first)
                for (int t = 0; !near && t < int(rd.types.size()); ++t)
                    near = lend.has(t) && rd.may_reach(t, c, g, h);
                if (!near) continue;
                enemy[h] = 1;
                const bool hit = relays(g, lend, h, enemy);
                enemy[h] = 0;
                if (!hit) continue;
                r[k] |= lend;
                if (!queued[k] && !e1.frozen[h]) {
                    queue.push_back(std::uint32_t(k));
                    queued[k] = 1;
                }
            }
        }
        for (std::size_t j = 0; j < n; ++j) env.lent[borrowers[group[j]]] = r[j];
    }

    std::shared_ptr<PowerEnv> build() {
        for (int s = 0; s < rd.size(); ++s) {
            Cell cl = st.board[s];
            if (!cl || cell_color(cl) == Color::Neutral) continue;
            int t = cell_type(cl);
            Color c = cell_color(cl);
            const PieceType& pt = rd.types[t];
            freeze_around(rd, st, e1, Square(s), c, t);
            if (!pt.brake_zone.empty()) e1.brakes[int(c)].push_back({Square(s), t});
            if (pt.poison) e1.poisonous[s] = 1;
            if (pt.borrow) borrowers.push_back(Square(s));
            if (pt.borrow_from) relayed.push_back(Square(s));
        }
        if (rd.paralysis.any()) paralyse(rd, st, e1);
        reuse = prev.rd == rd.id && prev.frozen == e1.frozen && prev.brakes == e1.brakes;
        if (reuse)
            for (int s = 0; s < rd.size(); ++s)
                if (prev.board[s] != st.board[s] ||
                    (prev.virgin[std::size_t(s) >> 6] >> (s & 63) & 1) != std::uint64_t(st.is_virgin(Square(s))))
                    changed.set(Square(s));
        auto env = std::make_shared<PowerEnv>(e1);
        std::array<std::size_t, 2> per_colour{};
        for (Square f : borrowers) ++per_colour[int(cell_color(st.board[f]))];
        std::vector<Square> phi;
        for (int c = 0; c < 2; ++c) {
            if (per_colour[c] > kExactBorrowers) {
                std::vector<std::size_t> group;
                for (std::size_t i = 0; i < borrowers.size(); ++i)
                    if (int(cell_color(st.board[borrowers[i]])) == c) group.push_back(i);
                lend_fixed_point(group, *env);
                continue;
            }
            for (Square f : borrowers)
                if (int(cell_color(st.board[f])) == c) env->lent[f] = lend(f, phi);
        }
        for (Square f : relayed) env->lent[f] = lend_from(f);
        for (Square f : borrowers) add_borrowed_powers(*env, f);
        for (Square f : relayed) add_borrowed_powers(*env, f);
        return env;
    }

    // borrow-from=: the listed types whose friendly pieces (not frozen) reach f's square.
    TypeMask lend_from(Square f) {
        const Color c = cell_color(st.board[f]);
        const TypeMask from = rd.types[cell_type(st.board[f])].borrow_from;
        TypeMask mask;
        for (int s : squares(st.pieces[int(c)])) {
            const int t = cell_type(st.board[s]);
            if (Square(s) == f || !from.has(t) || mask.has(t) || e1.frozen[s]) continue;
            if (walk_reaches(rd, st, Square(s), t, f, &e1)) mask.set(t);
        }
        return mask;
    }

    // The auras and poison of what f borrows.
    void add_borrowed_powers(PowerEnv& e, Square f) {
        const Color c = cell_color(st.board[f]);
        for (int t = 0; t < int(rd.types.size()); ++t) {
            if (!(e.lent[f].has(t))) continue;
            const PieceType& pt = rd.types[t];
            freeze_around(rd, st, e, f, c, t);
            if (!pt.brake_zone.empty()) e.brakes[int(c)].push_back({f, t});
            if (pt.poison) e.poisonous[f] = 1;
        }
    }

    // Hands this evaluation's walks to the next one.
    void keep() {
        prev.rd = rd.id;
        prev.board = st.board;
        prev.virgin = st.virgin;
        prev.frozen = e1.frozen;
        prev.brakes = e1.brakes;
        prev.borrowers = borrowers;
        prev.walked = std::move(walked);
        prev.walked_at = std::move(walked_at);
    }
};

struct CacheEntry {
    std::uint64_t rd = 0;   // RulesetData::id
    std::uint64_t hash = 0;
    std::array<Cell, MaxSquares> board{};
    std::array<std::uint64_t, MaxSquares / 64> virgin{};
    std::shared_ptr<const PowerEnv> env;
};

}  // namespace

std::shared_ptr<const PowerEnv> power_env(const RulesetData& rd, const PositionState& st) {
    thread_local std::array<CacheEntry, 8> cache;
    thread_local std::size_t next = 0;
    for (const CacheEntry& c : cache)
        if (c.env && c.rd == rd.id && c.hash == st.hash && c.board == st.board &&
            c.virgin == st.virgin)
            return c.env;
    thread_local Previous prev;
    Builder b{rd, st, prev};
    std::shared_ptr<const PowerEnv> env = b.build();
    b.keep();
    CacheEntry& c = cache[next];
    next = (next + 1) % cache.size();
    c.rd = rd.id;
    c.hash = st.hash;
    c.board = st.board;
    c.virgin = st.virgin;
    c.env = env;
    return env;
}

}  // namespace aviary::detail

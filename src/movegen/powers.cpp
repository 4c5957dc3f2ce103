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
    // [colour]: what its borrowers borrowed, and every square its evaluation read (known:
    // evaluated in this or an earlier evaluation whose result was kept); en passant and doom
    std::array<bool, 2> lent_known{};
    std::array<std::vector<std::pair<Square, TypeMask>>, 2> lent;
    std::array<SquareSet, 2> lent_reads;
    std::array<Square, 4> ep{};
    Square ep_victim = NoSquare, doomed = NoSquare;
    Color side = Color::White;
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
    // squares taken as powerless enemies by a walk (set around each walk, else all zero)
    std::array<std::uint8_t, MaxSquares> enemy{};
    // the squares the walks of the colour being evaluated read (Previous::lent_reads)
    SquareSet reads;
    void read(const SquareSet& r) {
        for (std::size_t w = 0; w < std::size_t(rd.words); ++w) reads.bits[w] |= r.bits[w];
    }

    Builder(const RulesetData& r, const PositionState& s, Previous& p) : rd(r), st(s), prev(p) {}

    // Can the piece on `x` (of type t, not a borrower) capture on `f` with only f taken as an
    // enemy? The walk is kept with the squares it read (and answers in the next evaluation
    // while none of those squares changes). bi: f's index in `borrowers`.
    std::vector<Walked> walked;
    std::vector<std::int32_t> walked_at;   // [borrower index * size + x]: into walked, or -1
    const Walked& walk_alone(Square x, int t, Square f, std::size_t bi) {
        if (walked_at.empty()) walked_at.assign(borrowers.size() * std::size_t(rd.size()), -1);
        std::int32_t& at = walked_at[bi * std::size_t(rd.size()) + x];
        if (at < 0) {
            if (const Walked* w = reusable(x, f)) {
                at = std::int32_t(walked.size());
                walked.push_back(*w);
            }
        }
        if (at < 0) {
            // (only f taken as an enemy: `enemy` is all zero outside a walk)
            enemy[f] = 1;
            const auto* keep = e1.as_enemy;
            e1.as_enemy = &enemy;
            Walked w{false, {}};
            w.hit = walk_hits(rd, st, cell_color(st.board[f]), x, t, f, &e1, false, false, &w.reads);
            e1.as_enemy = keep;
            enemy[f] = 0;
            at = std::int32_t(walked.size());
            walked.push_back(w);
        }
        const Walked& w = walked[std::size_t(at)];
        read(w.reads);
        return w;
    }
    bool hits(Square x, int t, Square f, std::size_t bi) {
        return rd.may_reach(t, cell_color(st.board[f]), x, f) && walk_alone(x, t, f, bi).hit;
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

    // ---- at most kExactBorrowers borrowers of a colour: the recursive definition ----
    // The borrowers of the colour evaluated (`group`, indexes into borrowers; their squares),
    // a set of them a bit mask of their places in it.
    static constexpr std::size_t kExactBorrowers = 6;
    std::vector<std::size_t> group;
    std::array<Square, kExactBorrowers> gsq{};
    // A non-borrower that may lend to a borrower: its walk with the borrower alone taken as an
    // enemy hit or not, and read the squares of the borrowers in `reads` (their taking as
    // enemies may change its answer).
    struct Lender {
        Square x;
        std::uint8_t t;
        bool hit;
        std::uint32_t reads;
    };
    // [j]: group[j]'s lenders whose answer depends on the other borrowers, and the types lent
    // whatever they are
    std::array<std::vector<Lender>, kExactBorrowers> lenders;
    std::array<TypeMask, kExactBorrowers> sure{};
    // lend() answers by (borrower, the borrowers taken as enemies)
    std::array<TypeMask, kExactBorrowers << kExactBorrowers> memo{};
    std::array<std::uint64_t, kExactBorrowers> memo_done{};

    // The walk of `type` from `x` to capture on f = gsq[j], the borrowers in `as_enemies`
    // taken as enemies.
    bool walk_enemies(Square x, int type, std::size_t j, std::uint32_t as_enemies, bool lent) {
        for (std::size_t k = 0; k < group.size(); ++k) enemy[gsq[k]] = as_enemies >> k & 1;
        e1.as_enemy = &enemy;
        const Color c = cell_color(st.board[gsq[j]]);
        const bool hit = walk_hits(rd, st, c, x, type, gsq[j], &e1, lent, false, &reads);
        e1.as_enemy = nullptr;
        for (std::size_t k = 0; k < group.size(); ++k) enemy[gsq[k]] = 0;
        return hit;
    }

    // Borrower gsq[k] as type t capturing on gsq[j] with only gsq[j] taken as an enemy: the
    // walk's answer and the other borrowers it read, [(k * group size + j) * types + t].
    struct ChainWalk {
        bool known = false;
        bool hit = false;
        std::uint8_t reads = 0;
    };
    std::vector<ChainWalk> chain;

    // The same walk with the borrowers in `as_enemies` (gsq[j] among them) taken as enemies.
    bool chain_hits(std::size_t k, int t, std::size_t j, std::uint32_t as_enemies, bool lent) {
        ChainWalk& w = chain[(k * group.size() + j) * rd.types.size() + std::size_t(t)];
        if (!w.known) {
            SquareSet seen;
            enemy[gsq[j]] = 1;
            e1.as_enemy = &enemy;
            w.hit = walk_hits(rd, st, cell_color(st.board[gsq[j]]), gsq[k], t, gsq[j], &e1, lent,
                              false, &seen);
            e1.as_enemy = nullptr;
            enemy[gsq[j]] = 0;
            for (std::size_t m = 0; m < group.size(); ++m)
                if (m != j && seen.has(gsq[m])) w.reads |= std::uint8_t(1u << m);
            w.known = true;
            read(seen);
        }
        if (!(w.reads & as_enemies)) return w.hit;
        return walk_enemies(gsq[k], t, j, as_enemies, lent);
    }

    // The lenders of gsq[j] and the types lent whatever the other borrowers are.
    void find_lenders(std::size_t j) {
        const Square f = gsq[j];
        const Color c = cell_color(st.board[f]);
        std::vector<Lender>& out = lenders[j];
        out.clear();
        sure[j] = {};
        for (int s : squares(st.pieces[int(c)])) {
            const int t = cell_type(st.board[s]);
            if (e1.frozen[s] || rd.types[t].borrow || sure[j].has(t)) continue;
            if (!rd.may_reach(t, c, Square(s), f)) continue;
            const Walked& w = walk_alone(Square(s), t, f, group[j]);
            std::uint32_t reads = 0;
            for (std::size_t k = 0; k < group.size(); ++k)
                if (k != j && w.reads.has(gsq[k])) reads |= 1u << k;
            if (!reads) {
                if (w.hit) sure[j].set(t);
                continue;
            }
            out.push_back({Square(s), std::uint8_t(t), w.hit, reads});
        }
        std::erase_if(out, [&](const Lender& l) { return sure[j].has(l.t); });
    }

    // The types borrower gsq[j] borrows with the borrowers in `phi` (and it) taken as enemies.
    TypeMask lend(std::size_t j, std::uint32_t phi) {
        TypeMask& m = memo[j << kExactBorrowers | phi];
        if (memo_done[j] >> phi & 1) return m;
        const TypeMask mask = lend_walked(j, phi);
        memo_done[j] |= std::uint64_t(1) << phi;
        m = mask;
        return mask;
    }
    TypeMask lend_walked(std::size_t j, std::uint32_t phi) {
        const Color c = cell_color(st.board[gsq[j]]);
        const std::uint32_t enemies = phi | 1u << j;
        TypeMask mask = sure[j];
        for (const Lender& l : lenders[j]) {
            if (mask.has(l.t)) continue;
            if ((l.reads & phi) ? walk_enemies(l.x, l.t, j, enemies, false) : l.hit) mask.set(l.t);
        }
        for (std::size_t k = 0; k < group.size(); ++k) {
            const Square g = gsq[k];
            if (enemies >> k & 1 || e1.frozen[g]) continue;
            TypeMask pg = lend(k, enemies);
            const int own = cell_type(st.board[g]);
            if (!rd.types[own].roots[int(c)].empty()) pg.set(own);
            if ((pg & ~mask).none()) continue;
            for (int t : pg.types())
                if (chain_hits(k, t, j, enemies, t != own)) {
                    mask |= pg;
                    break;
                }
        }
        return mask;
    }

    // What each borrower of colour c borrows, by the recursive definition.
    void lend_exactly(int c, PowerEnv& env) {
        group.clear();
        for (std::size_t i = 0; i < borrowers.size(); ++i)
            if (int(cell_color(st.board[borrowers[i]])) == c) {
                gsq[group.size()] = borrowers[i];
                group.push_back(i);
            }
        memo_done = {};
        chain.assign(group.size() * group.size() * rd.types.size(), ChainWalk{});
        for (std::size_t j = 0; j < group.size(); ++j) find_lenders(j);
        for (std::size_t j = 0; j < group.size(); ++j) env.lent[gsq[j]] = lend(j, 0);
    }

    // ---- more borrowers of one colour than kExactBorrowers: a fixed point ----
    // The recursive definition follows every chain of distinct borrowers, a number that grows
    // like a factorial; above this many borrowers of a colour each borrower's answer is a fixed
    // point instead (variants/README.md, "borrow"), polynomial in the number of borrowers.

    // The types non-borrowers lend to borrowers[bi] with it taken as an enemy.
    TypeMask lent_directly(std::size_t bi) {
        const Square f = borrowers[bi];
        const Color c = cell_color(st.board[f]);
        TypeMask mask;
        for (int s : squares(st.pieces[int(c)])) {
            const int t = cell_type(st.board[s]);
            if (e1.frozen[s] || rd.types[t].borrow || mask.has(t)) continue;
            if (hits(Square(s), t, f, bi)) mask.set(t);
        }
        return mask;
    }

    // Can borrower `g` capture on `target` with one of the types in `lent`, the target taken
    // as a powerless enemy?
    bool relays(Square g, const TypeMask& lent, Square target) {
        const Color c = cell_color(st.board[g]);
        const int own = cell_type(st.board[g]);
        enemy[target] = 1;
        e1.as_enemy = &enemy;
        bool hit = false;
        for (int t : lent.types())
            if ((hit = walk_hits(rd, st, c, g, t, target, &e1, t != own, false, &reads))) break;
        e1.as_enemy = nullptr;
        enemy[target] = 0;
        return hit;
    }

    // What each borrower of `members` (indexes into borrowers, one colour) borrows: the least
    // fixed point of "F borrows what non-borrowers lend it, and a borrower G that can capture
    // on F with what it borrows (or its own type) lends all of it", each capture judged with the
    // target a powerless enemy. A worklist: each borrower's set grows at most once per type.
    void lend_fixed_point(const std::vector<std::size_t>& members, PowerEnv& env) {
        const std::size_t n = members.size();
        const Color c = cell_color(st.board[borrowers[members[0]]]);
        std::vector<TypeMask> own(n);
        for (std::size_t j = 0; j < n; ++j) {
            const int t = cell_type(st.board[borrowers[members[j]]]);
            if (!rd.types[t].roots[int(c)].empty()) own[j] = TypeMask::of(t);
        }
        std::vector<TypeMask> r(n);
        std::vector<std::uint32_t> queue;
        std::vector<std::uint8_t> queued(n, 0);
        for (std::size_t j = 0; j < n; ++j) {
            const Square g = borrowers[members[j]];
            r[j] = lent_directly(members[j]);
            if (e1.frozen[g] || !(r[j] | own[j])) continue;   // lends nothing (yet)
            queue.push_back(std::uint32_t(j));
            queued[j] = 1;
        }
        while (!queue.empty()) {
            const std::uint32_t j = queue.back();
            queue.pop_back();
            queued[j] = 0;
            const Square g = borrowers[members[j]];
            const TypeMask lend = r[j] | own[j];
            for (std::size_t k = 0; k < n; ++k) {
                const Square h = borrowers[members[k]];
                if (k == j || (lend & ~r[k]).none()) continue;
                bool near = false;   // (a cheap geometric test first)
                for (int t : lend.types())
                    if ((near = rd.may_reach(t, c, g, h))) break;
                if (!near || !relays(g, lend, h)) continue;
                r[k] |= lend;
                if (!queued[k] && !e1.frozen[h]) {
                    queue.push_back(std::uint32_t(k));
                    queued[k] = 1;
                }
            }
        }
        for (std::size_t j = 0; j < n; ++j) env.lent[borrowers[members[j]]] = r[j];
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
        for (int c = 0; c < 2; ++c) lend_colour(c, *env);
        for (Square f : relayed) env->lent[f] = lend_from(f);
        for (Square f : borrowers) add_borrowed_powers(*env, f);
        for (Square f : relayed) add_borrowed_powers(*env, f);
        summarise(*env);
        return env;
    }

    // PowerEnv::poison_at and braking, once every power is known.
    void summarise(PowerEnv& e) const {
        for (int s = 0; s < rd.size(); ++s)
            if (e.poisonous[s]) e.poison_at.set(Square(s));
        for (int c = 0; c < 2; ++c)
            for (auto [src, t] : e.brakes[c])
                for (std::int16_t v : rd.types[t].brake_zone)
                    if (const Square q = rd.target(v, src); q != NoSquare) e.braking[c].set(q);
    }

    // Could colour c's borrowers borrow what they did in prev? Nothing its evaluation read
    // changed (the squares its walks read), nor the auras, en passant or doom, and a piece of
    // its own that came or went is no borrower and could reach none (so lends to none).
    bool colour_reusable(int c) const {
        if (!reuse || !prev.lent_known[std::size_t(c)] || st.ep != prev.ep ||
            st.ep_victim != prev.ep_victim || st.doomed != prev.doomed || st.side != prev.side ||
            changed.meets(prev.lent_reads[std::size_t(c)].bits, rd.words))
            return false;
        for (int s : squares(changed.bits))
            if (!lends_nothing(c, Square(s), st.board[s]) ||
                !lends_nothing(c, Square(s), prev.board[s]))
                return false;
        return true;
    }
    // A cell on s that is no piece of colour c, or one that neither borrows nor reaches c's
    // borrowers (those of prev: the same while this holds).
    bool lends_nothing(int c, Square s, Cell cl) const {
        if (!cl || int(cell_color(cl)) != c) return true;
        const int t = cell_type(cl);
        if (rd.types[t].borrow || rd.types[t].borrow_from) return false;
        for (const auto& [f, lent] : prev.lent[std::size_t(c)])
            if (rd.may_reach(t, Color(c), s, f)) return false;
        return true;
    }

    // What colour c's borrowers borrow: prev's answer when it holds, else evaluated (at most
    // kExactBorrowers of them by the recursive definition, more by a fixed point) and kept.
    void lend_colour(int c, PowerEnv& env) {
        const std::size_t ci = std::size_t(c);
        if (colour_reusable(c)) {
            for (const auto& [f, lent] : prev.lent[ci]) env.lent[f] = lent;
            return;
        }
        reads = SquareSet{};
        std::vector<std::size_t> all;
        for (std::size_t i = 0; i < borrowers.size(); ++i)
            if (int(cell_color(st.board[borrowers[i]])) == c) all.push_back(i);
        if (all.size() <= kExactBorrowers) lend_exactly(c, env);
        else lend_fixed_point(all, env);
        kept_lent[ci].clear();
        for (std::size_t i : all) kept_lent[ci].emplace_back(borrowers[i], env.lent[borrowers[i]]);
        kept_reads[ci] = reads;
        evaluated[ci] = true;
    }
    std::array<std::vector<std::pair<Square, TypeMask>>, 2> kept_lent;
    std::array<SquareSet, 2> kept_reads;
    std::array<bool, 2> evaluated{};

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
        for (std::size_t c = 0; c < 2; ++c) {
            if (!evaluated[c]) continue;   // (reused: prev's answer and reads still hold)
            prev.lent_known[c] = true;
            prev.lent[c] = std::move(kept_lent[c]);
            prev.lent_reads[c] = kept_reads[c];
        }
        prev.ep = st.ep;
        prev.ep_victim = st.ep_victim;
        prev.doomed = st.doomed;
        prev.side = st.side;
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

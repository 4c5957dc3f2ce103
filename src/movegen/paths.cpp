// How squares are reached: the walk over a piece's path trie (leaps, rides, hops, multi-leg
// moves), and what a move does where it ends (move, capture, locust, rifle, swap, en passant).
// The same walk answers attack queries, so check detection follows every new mechanic.
#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "movegen/movegen.hpp"
#include "movegen/powers.hpp"

namespace aviary::detail {
namespace {

enum class Occ : std::uint8_t { Empty, Friend, Enemy, Wall };

struct Walker {
    const RulesetData& rd;
    const PositionState& st;
    Color us;
    Square origin;
    int type;
    bool doomed;           // the mover is doomed: desperado (rifle) captures only
    MoveList* out;         // generation mode
    std::size_t first;     // first move of this piece in out (dedupe)
    bool dedupe;
    Square target;         // attack mode: the square asked about (holds a phantom enemy)
    bool hit = false;
    const PowerEnv* env = nullptr;   // passive powers of the position (games with powers)
    bool borrowed = false;           // moving as a lender: no initial, e.p. or promotion
    SquareSet* reads = nullptr;      // attack mode: records every square the walk looks at
    BulkCount* bulk = nullptr;       // run_plain: count plain moves instead of listing them
    bool prefilter = true;           // attack mode: skip roots that can never reach the target
    Square vacant = NoSquare;        // attack mode: a square that counts as empty

    Occ occ(Square s) const {
        if (reads) reads->set(s);
        if (s == origin || s == vacant) return Occ::Empty;
        if (s == target) return Occ::Enemy;
        Cell c = st.board[s];
        if (!c) return Occ::Empty;
        if (env && env->as_enemy && (*env->as_enemy)[s]) return Occ::Enemy;
        Color col = cell_color(c);
        if (col == Color::Neutral) return Occ::Wall;
        return col == us ? Occ::Friend : Occ::Enemy;
    }

    struct Path {
        Square victim[2] = {NoSquare, NoSquare};
        int nv = 0;
        Square slide_start = NoSquare;   // braked slides: where the sliding path began
    };

    void emit(const Move& m) {
        if (out == nullptr) {   // attack mode: does the move take the target?
            if (m.flags & MoveEnPassant) return;
            if ((m.to == target && m.to != m.from && m.unload == NoSquare) || m.victim[0] == target ||
                m.victim[1] == target)
                hit = true;
            return;
        }
        const PieceType& pt = rd.types[type];
        if (env && m.to != m.from) {
            for (Square v : {m.victim[0], m.victim[1], m.unload == NoSquare ? m.to : NoSquare})
                if (v != NoSquare && st.board[v] && cell_color(st.board[v]) != us &&
                    env->poisonous[v]) {
                    Move q = m;
                    q.flags |= MoveMoverDies;
                    return emit_checked(q, pt);
                }
        }
        emit_checked(m, pt);
    }

    void emit_checked(const Move& m, const PieceType& pt) {
        if (borrowed) {
            push(m);
            return;
        }
        if (pt.promo_zone && m.to != m.from && pt.promo_at[int(us)].has(m.to)) {
            bool optional = pt.promo_optional >> rd.rel_rank(us, m.to) & 1;
            if (optional) push(m);
            auto offer = [&](int c) {
                Move p = m;
                p.piece = std::uint8_t(c + 1);
                push(p);
            };
            int them = 1 - int(us);
            switch (pt.promo_source) {
                case PromotionSource::None: break;
                case PromotionSource::List:
                    for (int c : pt.promo_choices[int(us)])
                        if (!rd.promo_limit[c] || st.count[int(us)][c] < rd.promo_limit[c]) offer(c);
                    break;
                case PromotionSource::Captured:
                    for (int c : pt.promo_choices[int(us)])
                        if (st.count[int(us)][c] < rd.initial_count[int(us)][c]) offer(c);
                    break;
                case PromotionSource::OpponentHand:
                    for (std::size_t c = 0; c < rd.types.size(); ++c)
                        if (st.hand[them][c]) offer(int(c));
                    break;
            }
            return;
        }
        push(m);
    }

    void push(const Move& m) {
        // counting: a move that takes nothing beside its destination and promotes nothing
        if (bulk && m.piece == 0 && m.to != m.from && m.victim[0] == NoSquare &&
            m.victim[1] == NoSquare && m.unload == NoSquare &&
            !(m.flags & (MoveEnPassant | MoveMoverDies | MoveCastle | MoveDrop))) {
            ++bulk->n;
            return;
        }
        if (dedupe) {
            // Two paths to the same move are one move; the squares a move passes (its en
            // passant rights) follow from its origin and destination, so a path that grants
            // them and one that does not still make one move, which grants them.
            Move plain = m;
            plain.flags &= std::uint8_t(~MoveMakesEp);
            for (std::size_t i = first; i < out->size(); ++i) {
                Move& o = (*out)[i];
                Move q = o;
                q.flags &= std::uint8_t(~MoveMakesEp);
                if (q == plain) {
                    o.flags |= m.flags & MoveMakesEp;
                    return;
                }
            }
        }
        out->push(m);
    }

    void finish(const LegNode& n, Square t, Occ o, const Path& p, Square leg_start) {
        if (n.cond) {
            const Condition& c = rd.conditions[n.cond];
            if (c.to_ranks && !(c.to_ranks >> rd.rel_rank(us, t) & 1)) return;
        }
        Move m;
        m.from = origin;
        m.to = t;
        m.victim[0] = p.victim[0];
        m.victim[1] = p.victim[1];
        std::uint16_t f = n.final_modes;
        // taking the piece on t: the plain capture and/or the swap (it goes to the leg's start)
        auto take = [&](std::uint16_t plain, std::uint16_t swap) {
            if ((f & plain) && ok_for_doomed(m)) emit(m);
            if (f & swap) {
                Move q = m;
                q.unload = leg_start;
                if (ok_for_doomed(q)) emit(q);
            }
        };
        switch (o) {
            case Occ::Empty:
                if (t == origin && p.nv == 0) return;   // a null move does nothing
                if (f & ModeMove) {
                    Move q = m;
// Only a move that passes squares makes rights: a one-square step of
                    // `fmnR3` is then the same move as `fmW` (and deduplicated).
                    if ((n.flags & LegEpRights) && !borrowed && passes_squares(t))
                        q.flags |= MoveMakesEp;
                    if (ok_for_doomed(q)) emit(q);
                }
                if ((f & ModeEnPassant) && !borrowed && st.ep_victim != NoSquare &&
                    std::find(st.ep.begin(), st.ep.end(), t) != st.ep.end() && p.nv < 2) {
                    Move q = m;
                    q.flags |= MoveEnPassant;
                    q.victim[p.nv] = st.ep_victim;
                    if (ok_for_doomed(q)) emit(q);
                }
                break;
            case Occ::Enemy: take(ModeCapture, ModeCaptureUnload); break;
            case Occ::Friend:
                if (env && env->frozen[t]) break;   // a frozen piece cannot be taken along
                take(ModeDestroy, ModeDestroyUnload);
                break;
            case Occ::Wall: break;
        }
    }

    // Does the straight line origin -> t pass over squares (those apply_move marks)?
    bool passes_squares(Square t) const {
        const BoardShape& b = rd.shape;
        int dx = std::abs(b.file_of(t) - b.file_of(origin));
        int dy = std::abs(b.rank_of(t) - b.rank_of(origin));
        return std::gcd(dx, dy) > 1;
    }

    bool ok_for_doomed(const Move& m) const {
        if (!doomed) return true;
        if (m.to != m.from) return false;   // only captures that leave the piece in place
        for (Square v : m.victim)
            if (v != NoSquare && st.board[v] && rd.types[cell_type(st.board[v])].immune)
                return false;
        return m.victim[0] != NoSquare;
    }

    void walk(std::uint32_t ni, Square start, const Path& p) {
        const LegNode& n = rd.nodes[ni];
        const bool has_kids = n.child_begin != n.child_end;
        if (n.flags & LegUniversal) {
            for (int s = 0; s < rd.size() && !hit; ++s)
                if (Square(s) != start) finish(n, Square(s), occ(Square(s)), p, start);
            return;
        }
        if (n.flags & (LegLame | LegMustJump)) {
            for (std::int16_t b : n.block) {
                if (b < 0) continue;
                Square bs = rd.target(b, start);
                if (bs == NoSquare) return;
                bool empty = occ(bs) == Occ::Empty;
                if ((n.flags & LegLame) ? !empty : empty) return;
            }
        }
        Square t = start;
        // Brake auras: a sliding path that has begun may not step on from its start or from
        // a square inside an enemy zone (sources taken on the path do not count).
        const bool brake = env && (n.flags & LegSlide) && !env->brakes[1 - int(us)].empty();
        Path sp = p;
        if (brake && sp.slide_start == NoSquare) sp.slide_start = start;
        for (int k = 1; k <= n.range; ++k) {
            if (brake && (k > 1 || p.slide_start != NoSquare) &&
                (slide_braked(sp.slide_start, sp) || slide_braked(t, sp)))
                return;
            Square nt = rd.target(n.vec, t);
            if (nt == NoSquare) return;
            t = nt;
            Occ o = occ(t);
            if (k == 1 && (n.flags & LegSkipFirst)) continue;
            if (n.final_modes) finish(n, t, o, sp, start);
            if (hit) return;
            if (has_kids) relay(n, t, o, sp);
            if (hit || o != Occ::Empty) return;
        }
    }

    // Generation for a piece that is not doomed, not borrowing, in a game without powers:
    // its plain roots by a direct loop (the same moves walk() + finish() + emit() give them,
    // with the checks that cannot apply left out), then the other roots by walk().
    void run_plain() {
        const PieceType& pt = rd.types[type];
        const Color them = opposite(us);
        // counting every plain move of this piece (none can promote from here)
        const bool count_all = bulk && !pt.promo_from[int(us)].has(origin);
        std::uint64_t counted = 0;
        const auto& leaps = pt.leap_to[int(us)];
        std::uint32_t i = pt.leap_index[int(us)][origin];
        const std::uint32_t e = pt.leap_index[int(us)][origin + 1];
        if (count_all && !(pt.leap_modes[int(us)] & ModeEnPassant)) {   // counting only
            for (; i < e; ++i) {
                const auto [t, modes] = leaps[i];
                const Cell c = st.board[t];
                counted += c ? (cell_color(c) == them && (modes & ModeCapture)) : (modes & ModeMove) != 0;
            }
        }
        for (; i < e; ++i) {
            const auto [t, modes] = leaps[i];
            const Cell c = st.board[t];
            if (!c) {
                if (modes & ModeMove) {
                    if (count_all) ++counted;
                    else push_plain(pt, t, 0, NoSquare);
                }
                if ((modes & ModeEnPassant) && st.ep_victim != NoSquare &&
                    std::find(st.ep.begin(), st.ep.end(), t) != st.ep.end())
                    push_plain(pt, t, MoveEnPassant, st.ep_victim);
            } else if (cell_color(c) == them && (modes & ModeCapture)) {
                if (count_all) ++counted;
                else push_plain(pt, t, 0, NoSquare);
            }
        }
        const auto& legs = pt.plain[int(us)];
        const std::uint32_t* rays = pt.plain_rays[int(us)].data() + std::size_t(origin) * legs.size();
        for (std::size_t j = 0; j < legs.size(); ++j) {
            const PlainLeg& l = legs[j];
            if (l.guarded) {
                if (l.initial && !initial_allowed(pt, st, us, origin)) continue;
                if (l.from_ranks && !(l.from_ranks >> rd.rel_rank(us, origin) & 1)) continue;
                if ((l.flags & LegLame) && blocked(l)) continue;
            }
            const auto ray = rd.ray_of(rays[j], l.range);
            if (l.fly) {   // every empty square of the ray, whatever stands between
                for (int k = 0; k < ray.len; ++k) {
                    if (st.board[ray.sq[k]]) continue;
                    if (count_all) ++counted;
                    else push_plain(pt, ray.sq[k], 0, NoSquare);
                }
                continue;
            }
            if (count_all && !l.rifle && !(l.modes & ModeEnPassant)) {   // counting only
                int k = 0;
                while (k < ray.len && !st.board[ray.sq[k]]) ++k;
                if (l.modes & ModeMove) counted += std::uint64_t(k);
                if (k < ray.len && (l.modes & ModeCapture) && cell_color(st.board[ray.sq[k]]) == them)
                    ++counted;
                continue;
            }
            for (int k = 1; k <= ray.len; ++k) {
                const Square t = ray.sq[k - 1];
                const Cell c = st.board[t];
                if (!c) {
                    if (l.modes & ModeMove) {
                        if (count_all) ++counted;
                        else push_plain(pt, t, (l.flags & LegEpRights) && (k > 1 || l.passes) ? MoveMakesEp : 0,
                                        NoSquare);
                    }
                    if ((l.modes & ModeEnPassant) && st.ep_victim != NoSquare &&
                        std::find(st.ep.begin(), st.ep.end(), t) != st.ep.end())
                        push_plain(pt, t, MoveEnPassant, st.ep_victim);
                    continue;
                }
                if (cell_color(c) == them && (l.modes & ModeCapture)) {
                    if (count_all) ++counted;
                    else push_plain(pt, t, 0, NoSquare);
                }
                if (l.rifle && cell_color(c) == them) {
                    Move m;
                    m.from = m.to = origin;
                    m.victim[0] = t;
                    if (dedupe) push(m);
                    else out->push(m);
                }
                break;
            }
        }
        if (bulk) bulk->n += counted;
        for (std::uint32_t root : pt.other_roots[int(us)])
            if (root_allowed(root)) walk(root, origin, Path{});
    }
    bool blocked(const PlainLeg& l) const {   // a lame leg's squares must be empty
        for (std::int16_t b : l.block) {
            if (b < 0) continue;
            Square bs = rd.target(b, origin);
            if (bs == NoSquare || st.board[bs]) return true;
        }
        return false;
    }
    void push_plain(const PieceType& pt, Square t, std::uint8_t flags, Square victim) {
        if (bulk && !(flags & MoveEnPassant) &&
            !pt.promo_at[int(us)].has(t)) {
            ++bulk->n;
            return;
        }
        Move m;
        m.from = origin;
        m.to = t;
        m.flags = flags;
        m.victim[0] = victim;
        if (pt.promo_zone) emit_checked(m, pt);
        else if (dedupe) push(m);
        else out->push(m);
    }

    bool slide_braked(Square s, const Path& p) const {
        return env->braked(rd, s, 1 - int(us), p.victim[0], p.victim[1]);
    }

    void relay(const LegNode& n, Square t, Occ o, const Path& p) {
        std::uint16_t r = n.relay;
        Path q = p;
        bool go = false;
        switch (o) {
            case Occ::Empty: go = r & ModeMove; break;
            case Occ::Enemy:
                if ((r & ModeCapture) && q.nv < 2) {
                    q.victim[q.nv++] = t;
                    go = true;
                } else go = r & ModeHop;
                break;
            case Occ::Friend:
                if ((r & ModeDestroy) && q.nv < 2) {
                    q.victim[q.nv++] = t;
                    go = true;
                } else go = r & (ModeHop | ModeHopFriend);
                break;
            case Occ::Wall: go = r & ModeHop; break;
        }
        // A capture relay that could also hop (cp) yields both continuations.
        if (o == Occ::Enemy && (r & ModeCapture) && (r & ModeHop)) {
            for (std::uint32_t c = n.child_begin; c < n.child_end && !hit; ++c)
                walk(rd.children[c], t, p);
        }
        if (!go) return;
        for (std::uint32_t c = n.child_begin; c < n.child_end && !hit; ++c)
            walk(rd.children[c], t, q);
    }

    bool root_allowed(std::uint32_t ni) const {
        const LegNode& n = rd.nodes[ni];
        if (!n.cond) return true;
        const Condition& c = rd.conditions[n.cond];
        if (c.initial && (borrowed || !initial_allowed(rd.types[type], st, us, origin))) return false;
        if (c.from_ranks && !(c.from_ranks >> rd.rel_rank(us, origin) & 1)) return false;
        // (attack queries treat the condition as met: it guards non-capturing moves only)
        if (c.if_attacked && out && !attacked(rd, st, origin, opposite(us))) return false;
        if (c.if_safe && out && attacked(rd, st, origin, opposite(us))) return false;
        return true;
    }

    void run() {
        for (std::uint32_t root : rd.types[type].roots[int(us)]) {
            if (target != NoSquare && prefilter && !rd.root_may_reach(root, origin, target)) continue;
            if (!root_allowed(root)) continue;
            walk(root, origin, Path{});
            if (hit) return;
        }
    }
};

}  // namespace

void generate_pseudo(const RulesetData& rd, const PositionState& st, MoveList& out, bool fast,
                     BulkCount* bulk) {
    const Color us = st.side;
    const int n = rd.size();
    std::shared_ptr<const PowerEnv> env;
    if (rd.powers) env = power_env(rd, st);
    Walker w{rd, st, us, NoSquare, 0, false, &out, 0, false, NoSquare};   // one per piece below
    w.env = env.get();
    for (int s : squares(st.pieces[int(us)])) {
        const Cell c = st.board[s];
        int type = cell_type(c);
        bool doomed = st.doomed == Square(s);
        if (env && env->frozen[s]) continue;
        const std::size_t first = out.size();
        const PieceType& pt = rd.types[std::size_t(type)];
        w.origin = Square(s);
        w.type = type;
        w.doomed = doomed;
        w.first = first;
        w.dedupe = pt.needs_dedupe;
        if (fast && !env && !doomed) {
            w.bulk = bulk && !pt.needs_dedupe && !bulk->excluded.has(Square(s)) ? bulk : nullptr;
            w.run_plain();
        } else {
            w.bulk = nullptr;
            w.run();
        }
        if (env && env->lent[s]) {   // a borrower: the moves of every lender, once each
            for (int t = 0; t < int(rd.types.size()); ++t) {
                if (!(env->lent[s] >> t & 1)) continue;
                Walker b{rd, st, us, Square(s), t, doomed, &out, first, true, NoSquare};
                b.env = env.get();
                b.borrowed = true;
                b.run();
            }
        }
        if (!doomed && !pt.castles[int(us)].empty())
            castling_moves(rd, st, Square(s), type, out, fast);
    }
    if (rd.drops) {
        for (std::size_t t = 0; t < rd.types.size(); ++t) {
            if (!st.hand[int(us)][t] || rd.types[t].neutral) continue;
            for (int s = 0; s < n; ++s) {
                if (st.board[s] || !(rd.drop_ranks >> rd.rel_rank(us, Square(s)) & 1)) continue;
                Move m;
                m.to = Square(s);
                m.piece = std::uint8_t(t + 1);
                m.flags = MoveDrop;
                out.push(m);
            }
        }
    }
}

bool walk_hits(const RulesetData& rd, const PositionState& st, Color by, Square from, int type,
               Square target, const PowerEnv* env, bool borrowed, bool walks_only,
               SquareSet* reads) {
    if (!walks_only && !rd.may_reach(type, by, from, target)) return false;
    Walker w{rd, st, by, from, type, false, nullptr, 0, false, target};
    w.prefilter = !walks_only;
    w.reads = reads;
    w.env = env;
    w.borrowed = borrowed;
    w.run();
    return w.hit;
}

namespace {
// attacked() for games with powers: every piece's walk, frozen pieces excluded, borrowed
// powers included.
bool attacked_with_powers(const RulesetData& rd, const PositionState& st, Square sq, Color by,
                          bool walks_only) {
    std::shared_ptr<const PowerEnv> env = power_env(rd, st);
    for (int s : squares(st.pieces[int(by)])) {
        const Cell c = st.board[s];
        if (Square(s) == st.doomed || Square(s) == sq) continue;
        if (env->frozen[s]) continue;
        int type = cell_type(c);
        if (walk_hits(rd, st, by, Square(s), type, sq, env.get(), false, walks_only)) return true;
        for (int t = 0; env->lent[s] && t < int(rd.types.size()); ++t)
            if ((env->lent[s] >> t & 1) &&
                walk_hits(rd, st, by, Square(s), t, sq, env.get(), true, walks_only))
                return true;
    }
    return false;
}
}  // namespace

bool attacked(const RulesetData& rd, const PositionState& st, Square sq, Color by,
              SquareSet* reads, bool walks_only, Square vacant) {
    if (rd.powers) {
        if (vacant == NoSquare) return attacked_with_powers(rd, st, sq, by, walks_only);
        PositionState lifted = st;   // (powers read the whole board: lift the piece for real)
        lifted.clear(vacant);
        return attacked_with_powers(rd, lifted, sq, by, walks_only);
    }
    // Simple one-leg captures: walk back from the square along each vector.
    for (const AttackRay& ray : rd.rays[int(by)]) {
        if (walks_only) break;
        if (ray.max_range > 1 && !rd.ray_meets(ray.rvec, sq, st.pieces[int(by)]))
            continue;   // (no piece of `by` anywhere on the ray)
        const auto line = rd.ray(ray.rvec, sq, ray.max_range);
        for (int k = 1; k <= line.len; ++k) {
            const Square t = line.sq[k - 1];
            const Cell c = st.board[t];
            if (!c || t == vacant) continue;
            if (cell_color(c) == by && t != st.doomed) {
                int type = cell_type(c);
                for (auto [ty, range] : ray.types)
                    if (ty == type && range >= k) return true;
            }
            break;
        }
    }
    // A doomed piece of `by` (pecked by the last move) attacks only with its desperado
    // captures, which never take an immune piece.
    if (st.doomed != NoSquare && st.doomed != sq && st.doomed != vacant && st.board[st.doomed] &&
        cell_color(st.board[st.doomed]) == by &&
        !(st.board[sq] && rd.types[cell_type(st.board[sq])].immune)) {
        int type = cell_type(st.board[st.doomed]);
        Walker w{rd, st, by, st.doomed, type, true, nullptr, 0, false, sq};
        w.prefilter = !walks_only;
        w.vacant = vacant;
        w.run();
        if (w.hit) return true;
    }
    // Everything else: run the piece's own walk with a phantom enemy on the square.
    if (rd.complex_types[int(by)].empty() && !walks_only) return false;
    for (int s : squares(st.pieces[int(by)])) {
        const Cell c = st.board[s];
        if (Square(s) == st.doomed || Square(s) == sq) continue;
        int type = cell_type(c);
        if (!walks_only && (!rd.types[type].complex_capture || !rd.may_reach(type, by, Square(s), sq)))
            continue;
        if (Square(s) == vacant) continue;
        Walker w{rd, st, by, Square(s), type, false, nullptr, 0, false, sq};
        w.reads = reads;
        w.prefilter = !walks_only;
        w.vacant = vacant;
        if (reads) reads->set(Square(s));
        w.run();
        if (w.hit) return true;
    }
    return false;
}

}  // namespace aviary::detail

namespace aviary::detail {

void neutral_targets(const RulesetData& rd, const PositionState& st,
                     std::vector<std::pair<Square, Square>>& out) {
    out.clear();
    const int t = rd.relocate;
    if (st.hand[2][t]) {
        for (int s = 0; s < rd.size(); ++s)
            if (!st.board[s]) out.push_back({NoSquare, Square(s)});
        return;
    }
    MoveList ml;
    for (int s = 0; s < rd.size(); ++s) {
        if (st.board[s] != make_cell(t, Color::Neutral)) continue;
        ml.clear();
        Walker w{rd, st, Color::Neutral, Square(s), t, false, &ml, 0, true, NoSquare};
        for (std::uint32_t root : rd.types[t].roots[0]) w.walk(root, Square(s), Walker::Path{});
        for (const Move& m : ml)
            if (m.victim[0] == NoSquare && !st.board[m.to]) out.push_back({Square(s), m.to});
    }
}

bool neutral_is_universal(const RulesetData& rd) {
    const auto& roots = rd.types[rd.relocate].roots[0];
    if (rd.relocate_total != 1 || roots.size() != 1) return false;
    const LegNode& n = rd.nodes[roots[0]];
    return (n.flags & LegUniversal) && n.final_modes == ModeMove && n.cond == 0;
}

}  // namespace aviary::detail

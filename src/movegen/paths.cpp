// How squares are reached: the walk over a piece's path trie (leaps, rides, hops, multi-leg
// moves), the fast walk over the fast forms the compiler chose beside it (FastKind), and what
// a move does where it ends (move, capture, locust, rifle, swap, en passant), written once
// for both: land() (what stands there and the modes allow) and offer()/deliver() (the emit
// step: doomed movers, attack queries, poison, promotion, counting, dedupe, listing).
// The same walk answers attack queries, so check detection follows every new mechanic.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <tuple>

#include "movegen/bit_count.hpp"
#include "movegen/movegen.hpp"
#include "movegen/setup_phase.hpp"
#include "movegen/powers.hpp"
#include "movegen/ray_bits.hpp"

namespace aviary::detail {
namespace {

enum class Occ : std::uint8_t { Empty, Friend, Enemy, Wall };

// The mode a move needs to end on a square occupied as `o`, taking what stands there (if
// anything) and nothing else: the capture rule both walks (and their counting) share.
constexpr std::uint16_t ending_mode(Occ o) {
    switch (o) {
        case Occ::Empty: return ModeMove;
        case Occ::Enemy: return ModeCapture;
        case Occ::Friend: return ModeDestroy;
        case Occ::Wall: return 0;
    }
    return 0;
}

// The modes that may do something on a square occupied as `o`.
constexpr std::uint16_t usable_modes(Occ o) {
    switch (o) {
        case Occ::Empty: return ModeMove | ModeEnPassant;
        case Occ::Enemy: return ModeCapture | ModeCaptureUnload;
        case Occ::Friend: return ModeDestroy | ModeDestroyUnload;
        case Occ::Wall: return 0;
    }
    return 0;
}

// What each cell value is to a side, and the modes that end a move there plainly or do
// something else: per side, worked out once (Walker::set_side points at them), the three
// of a cell side by side (one pointer, one load each).
struct alignas(8) CellSense {
    std::uint16_t ending = 0, other = 0;
    Occ occ = Occ::Empty;
};
struct SideTables {
    std::array<CellSense, 256> cell{};
};
constexpr SideTables side_tables(Color side) {
    SideTables t;
    for (std::size_t c = 0; c < 256; ++c) {
        const Color owner = cell_color(Cell(c));
        CellSense& x = t.cell[c];
        x.occ = c == 0                     ? Occ::Empty
                : owner == Color::Neutral ? Occ::Wall
                : owner == side           ? Occ::Friend
                                          : Occ::Enemy;
        x.ending = ending_mode(x.occ);
        x.other = usable_modes(x.occ) & std::uint16_t(~x.ending);
    }
    return t;
}
constexpr std::array<SideTables, 3> kSideTables{side_tables(Color::White), side_tables(Color::Black),
                                                side_tables(Color::Neutral)};

// Whether a move to an empty square grants en passant rights on the squares it passes.
enum class EpRights : std::uint8_t {
    None,       // the leg grants none
    Passes,     // it does, and the move passes squares (known by the caller)
    IfPasses,   // it does if the move passes squares (a one-square step does not)
};

// What a walk does with the moves it finds.
enum class Sink : std::uint8_t {
    List,     // generation: every move into `out`
    Count,    // generation: moves taking nothing beside their destination and promoting
              // nothing are counted in bulk->n, the rest go into `out`
    Attack,   // attack query: does some move take `target`? (sets `hit`)
};

// One walker per query or per generation; start() points it at each piece in turn.
struct Walker {
    const RulesetData& rd;
    const PositionState& st;
    Color us;
    Sink sink = Sink::List;
    MoveList* out = nullptr;         // List, Count
    BulkCount* bulk = nullptr;       // Count
    Square target = NoSquare;        // Attack: the square asked about (holds a phantom enemy)
    const PowerEnv* env = nullptr;   // passive powers of the position (games with powers)
    SquareSet* reads = nullptr;      // Attack: records every square the walk looks at
    bool prefilter = true;           // Attack: skip roots that can never reach the target
    Square vacant = NoSquare;        // Attack: a square that counts as empty
    bool guard_query = false;        // Attack: a guard of a piece; {if:guarded} counts as met
    bool own_moves = false;          // List: the type's own moves, nothing taken off its path
    // the piece walked
    Square origin = NoSquare;
    int type = 0;
    bool doomed = false;             // the mover is doomed: desperado (rifle) captures only
    bool borrowed = false;           // moving as a lender: no initial, e.p. or promotion
    bool dedupe = false;             // drop a move already listed since `first`
    SquareSet* landed = nullptr;     // with dedupe: every square a move since `first` ends on
    // Count, a piece whose walks may find a plain move twice (a borrower's): the squares its
    // counted moves end on (a plain move is its origin and destination)
    SquareSet* counted_to = nullptr;
    MovePart part = MovePart::All;   // List: the part of the moves listed
    std::size_t first = 0;           // first move of this piece in out
    const PieceType* piece = nullptr;   // rd.types[type]
    std::uint16_t live_modes = 0xFFFF;  // the modes that can act in st (no e.p. without a victim)
    bool hit = false;
    // [cell]: what a cell is to `us`, its ending_mode() and the other usable modes
    const CellSense* by_cell = nullptr;

    struct Path {
        Square victim[MaxVictims] = {NoSquare, NoSquare, NoSquare, NoSquare};
        int nv = 0;
        Square slide_start = NoSquare;   // braked slides: where the sliding path began
        bool hopped = false;             // passed over a piece it left in place (no-hop-capture=)
    };

    // Walks for generation into `list`, and for attack queries on `sq`.
    static Walker lister(const RulesetData& rd, const PositionState& st, Color us,
                         MoveList& list, const PowerEnv* env);
    static Walker attacker(const RulesetData& rd, const PositionState& st, Color by, Square sq,
                           bool walks_only);
    // The piece of `type` on `from`; set `sink`, `env` and `borrowed` before, `first` after.
    void start(Square from, int piece_type, bool is_doomed);
    void set_side(Color side);

    Occ occ_of(Cell c) const;
    std::uint16_t ending_mode_of(Cell c) const { return by_cell[c].ending; }
    Occ occ(Square s) const;
    // ---- what happens to a move found by either walk ----

    // The moves ending on t (occupied as o) that the modes f allow, after the path p (whose
    // last leg started on leg_start). `Screen` false: the fast walk, whose mover is not
    // doomed, in a game without powers, listing or counting (offer()'s checks cannot apply).
    template <bool Screen>
    void land(Square t, Occ o, std::uint16_t f, EpRights ep, const Path& p, Square leg_start);
    template <bool Screen>
    void land_moves(Square t, Occ o, std::uint16_t f, EpRights ep, const Path& p,
                    Square leg_start);
    static Move with_flags(Move m, std::uint8_t flags);
    // taking the piece on m.to: the plain capture and/or the swap (it goes to the leg's start)
    template <bool Screen>
    void take(const Move& m, bool plain, bool swap, Square leg_start);
    bool ep_target(Square t) const;
    // Does the straight line origin -> t pass over squares (those apply_move marks)?
    bool passes_squares(Square t) const;
    // Every move found goes through offer(): the one emit step of both walks.
    template <bool Screen>
    void offer(const Move& m);
    bool ok_for_doomed(const Move& m) const;
    bool captures(const Move& m) const;
    bool enters_or_takes(const Move& m) const;   // promote-by=entering
    bool passes_listed() const;
    bool takes_target(const Move& m) const;
    bool poisoned(const Move& m) const;
    [[gnu::always_inline]] void deliver(const Move& m);
    void promote(const Move& m);
    void push(const Move& m);
    // (out of line: the generation of every move stays as small as before)
    [[gnu::noinline]] bool outside_part(const Move& m) const {
        return is_tactical(st, m) != (part == MovePart::Tactical);
    }
    // Two paths to the same move are one move; the squares a move passes (its en passant
    // rights) follow from its origin and destination, so a path that grants them and one
    // that does not still make one move, which grants them.
    bool merged(const Move& m);
    // ---- the general walk over the path trie ----

    void finish(const LegNode& n, Square t, Occ o, const Path& p, Square leg_start);
    bool leg_blocked(const LegNode& n, Square start) const;
    bool open(int vec, Square s) const;
    bool rebounds(const LegNode& n, Square start) const;
    bool turns_forward(int vec, Square s) const;
    void walk(std::uint32_t ni, Square start, const Path& p);
    bool slide_braked(Square s, const Path& p) const;
    void relay(const LegNode& n, Square t, Occ o, const Path& p);
    bool root_allowed(std::uint32_t ni) const;
    // regions (src/compile/regions.cpp): square-set conditions, barred captures and hurdles
    bool in_set(int set, Square s) const;
    bool capture_barred(Square s) const;
    bool guarded() const;   // a friendly piece could take on the origin ({if:guarded})
    // an enemy piece could take on the origin ({if:attacked}, {if:safe}), asked once a start
    bool origin_attacked() const {
        if (attack_known < 0) attack_known = attacked(rd, st, origin, opposite(us));
        return attack_known;
    }
    mutable std::int8_t attack_known = -1;
    // Could the root `n` make a move from the origin? False only for a root whose moves end
    // on and pass empty squares only, when its first square is off the board or occupied.
    bool first_step_open(const LegNode& n) const {
        constexpr std::uint16_t empty_only = ModeMove | ModeEnPassant;
        if (n.vec < 0 || (n.flags & (LegSkipFirst | LegUniversal)) ||
            ((n.final_modes | n.relay) & ~empty_only))
            return true;
        const Square t = rd.target(n.vec, origin);
        return t != NoSquare && occ(t) == Occ::Empty;
    }
    // borrow-to=: may a borrowed move of the piece on the origin end on `t`?
    bool borrowed_lands(Square t) const {
        const std::uint32_t ranks = rd.types[cell_type(st.board[origin])].borrow_to;
        return !ranks || (ranks >> rd.rel_rank(us, t) & 1);
    }
    bool hurdle_barred(Square s) const;
    bool hop_capture_barred(Square s) const;
    // the pieces a move landing on t (occupied as o) takes off its path (custodian=,
    // coordinator=, withdrawer; a chameleon's copies); false: a chameleon may not make it
    [[gnu::noinline]] bool take_aside(Move& m, Square t, Occ o);
    // The off-path rules `as` (a type's): the pieces they take, of type `only` (-1: any), added
    // to m's victims. custodian=: the enemy pieces a move landing on t encloses
    void enclose(Move& m, Square t, const OffPathRules& as, int only);
    // coordinator=: the enemy pieces on the crossings of t with each partner
    void coordinate(Move& m, Square t, const OffPathRules& as, int only);
    // withdrawer: the enemy piece a move along a line steps directly away from
    void withdraw(Move& m, Square t, const OffPathRules& as, int only);
    bool of_type(Square s, int only) const {
        return only < 0 || (st.board[s] && cell_type(st.board[s]) == only);
    }
    // chameleon: may it take m's victims (on t too when o is an enemy), each as a piece of
    // the victim's type on the origin would take it? Then the pieces the rules of each enemy
    // type that takes off its path would take, of that type, when that type could move so
    bool copies_captures(const Move& m, Occ o) const;
    void take_as_victims(Move& m, Square t);
    // Would a piece of type `as` on the origin have the move m among its own moves (taking
    // nothing off its path)?
    bool moves_as(int as, const Move& m) const;
    void run();   // every root by the general walk
    // ---- the fast walk over the compiler's fast forms ----

    // Generation for a piece that is not doomed, not borrowing, in a game without powers:
    // its fast forms by direct loops over their tables, then its other roots by walk(). A
    // fast form's move ends by the same rule (ending_mode(), land()) and emit step
    // (deliver(), below offer()'s checks, which cannot apply here) as the general walk's.
    void run_fast();
    int fast_end(Square t, Cell c, std::uint16_t modes, EpRights ep, bool count_all);
    Move plain_move(Square t, std::uint8_t flags) const;
    bool grants_ep(EpRights ep, Square t) const;
    std::uint64_t fast_leaps(const PieceType& pt, bool count_all);
    std::uint64_t fast_fly(const PlainLeg& l, const RulesetData::Ray& ray, bool count_all);
    std::uint64_t fast_ride(const PlainLeg& l, const RulesetData::Ray& ray, bool count_all);
    // May a move of the fast form end on t (its destination ranks, the piece's region, which
    // sets every rank: to_ranks alone says whether to ask)?
    bool ends_on(const PlainLeg& l, Square t) const {
        return (l.to_ranks >> rd.rel_rank(us, t) & 1) &&
               (l.to_set < 0 || rd.square_sets[std::size_t(l.to_set)][int(us)].has(t));
    }
    std::uint64_t fast_hop_ride(const PlainLeg& l, const RulesetData::Ray& ray, bool count_all);
    // A guarded fast form: its first-move or rank condition holds and its lame squares are empty.
    bool leg_may_start(const PlainLeg& l) const;
};

inline Walker Walker::lister(const RulesetData& rd, const PositionState& st, Color us,
                             MoveList& list, const PowerEnv* env) {
    Walker w{rd, st, us};
    w.set_side(us);
    if (st.ep_victim == NoSquare) w.live_modes = std::uint16_t(~ModeEnPassant);
    w.out = &list;
    w.env = env;
    return w;
}

inline Walker Walker::attacker(const RulesetData& rd, const PositionState& st, Color by,
                               Square sq, bool walks_only) {
    Walker w{rd, st, by, Sink::Attack};
    w.set_side(by);
    w.target = sq;
    w.prefilter = !walks_only;
    return w;
}

inline void Walker::start(Square from, int piece_type, bool is_doomed) {
    origin = from;
    type = piece_type;
    doomed = is_doomed;
    piece = &rd.types[std::size_t(piece_type)];
    dedupe = piece->needs_dedupe;
    attack_known = -1;
}

inline void Walker::set_side(Color side) {
    us = side;
    by_cell = kSideTables[std::size_t(side)].cell.data();
}


inline Occ Walker::occ_of(Cell c) const { return by_cell[c].occ; }

inline Occ Walker::occ(Square s) const {
    if (reads) reads->set(s);
    if (s == origin || s == vacant) return Occ::Empty;
    if (s == target) return Occ::Enemy;
    const Cell c = st.board[s];
    if (!c) return Occ::Empty;   // (before the powers: most squares walked are empty)
    if (env && env->as_enemy && (*env->as_enemy)[s]) return Occ::Enemy;
    return occ_of(c);
}

template <bool Screen>
inline void Walker::land(Square t, Occ o, std::uint16_t f, EpRights ep, const Path& p,
                         Square leg_start) {
    if constexpr (Screen)   // borrow-from=: a borrowed move that may move may take there too
        if (borrowed && (f & ModeMove) && rd.types[cell_type(st.board[origin])].borrow_from)
            f |= ModeCapture;
    const std::uint16_t u = f & usable_modes(o);
    if (u && !(u == ModeEnPassant && st.ep_victim == NoSquare))
        land_moves<Screen>(t, o, f, ep, p, leg_start);
}

template <bool Screen>
inline void Walker::land_moves(Square t, Occ o, std::uint16_t f, EpRights ep, const Path& p,
                        Square leg_start) {
    Move m;
    m.from = origin;
    m.to = t;
    std::memcpy(m.victim, p.victim, sizeof m.victim);   // (unused slots hold NoSquare)
    if constexpr (Screen)
        if (piece->takes_aside) [[unlikely]]
            if (!take_aside(m, t, o)) return;
    switch (o) {
        case Occ::Empty:
            if (t == origin && p.nv == 0) {   // a null move (mabK): the side passes
                // (once: every piece's pass is the same move)
                if (!(f & ending_mode(o)) || (sink != Sink::Attack && passes_listed())) return;
                m.flags = MovePass;
                return offer<Screen>(m);
            }
            // Only a move that passes squares makes rights: a one-square step of
            // `fmnR3` is then the same move as `fmW` (and deduplicated).
            if (f & ending_mode(o)) {
                if (grants_ep(ep, t)) m.flags = MoveMakesEp;
                offer<Screen>(m);
                m.flags = 0;
            }
            if ((f & ModeEnPassant) && !borrowed && p.nv < MaxVictims && ep_target(t)) {
                m.flags = MoveEnPassant;
                m.victim[p.nv] = st.ep_victim;
                offer<Screen>(m);
            }
            return;
        case Occ::Enemy:
            if (Screen && capture_barred(t)) return;   // (a piece with no-capture= is never fast)
            if (p.hopped && hop_capture_barred(t)) return;
            return take<Screen>(m, f & ending_mode(o), f & ModeCaptureUnload, leg_start);
        case Occ::Friend:
            if (env && env->frozen[t]) return;   // a frozen piece cannot be taken along
            if (Screen && capture_barred(t)) return;   // (no-capture= holds for friends too)
            if (p.hopped && hop_capture_barred(t)) return;
            return take<Screen>(m, f & ending_mode(o), f & ModeDestroyUnload, leg_start);
        case Occ::Wall: return;
    }
}

// Does a move to the empty square t make en passant rights?
inline bool Walker::grants_ep(EpRights ep, Square t) const {
    switch (ep) {
        case EpRights::None: return false;
        case EpRights::Passes: return true;
        case EpRights::IfPasses: return passes_squares(t);
    }
    return false;
}

inline Move Walker::with_flags(Move m, std::uint8_t flags) {
    m.flags |= flags;
    return m;
}

template <bool Screen>
inline void Walker::take(const Move& m, bool plain, bool swap, Square leg_start) {
    if (plain) offer<Screen>(m);
    if (swap) {
        Move q = m;
        q.unload = leg_start;
        offer<Screen>(q);
    }
}

inline bool Walker::ep_target(Square t) const {
    return st.ep_victim != NoSquare && std::find(st.ep.begin(), st.ep.end(), t) != st.ep.end();
}

inline bool Walker::passes_squares(Square t) const {
    const BoardShape& b = rd.shape;
    auto [dx, dy] = std::pair(b.file_of(t) - b.file_of(origin), b.rank_of(t) - b.rank_of(origin));
    if (rd.wrap.any()) std::tie(dx, dy) = rd.wrap.shortest(b, dx, dy);   // (the shorter way)
    return std::gcd(std::abs(dx), std::abs(dy)) > 1;
}

template <bool Screen>
inline void Walker::offer(const Move& m) {
    if constexpr (Screen) {
        if (doomed && !ok_for_doomed(m)) return;
        if (borrowed && !borrowed_lands(m.to)) return;
        switch (sink) {
            case Sink::Attack:
                if (takes_target(m)) hit = true;
                return;
            case Sink::List:
            case Sink::Count: break;
        }
        if (env && poisoned(m)) return deliver(with_flags(m, MoveMoverDies));
    }
    deliver(m);
}

inline bool Walker::takes_target(const Move& m) const {
    if (m.flags & MoveEnPassant) return false;
    if (m.to == target && m.to != m.from && m.unload == NoSquare) return true;
    for (Square v : m.victims())
        if (v == target) return true;
    return false;
}

// Does the move take a poisonous enemy (and its mover die)?
inline bool Walker::poisoned(const Move& m) const {
    if (m.to == m.from) return false;   // (a rifle capture is safe)
    auto poisonous = [&](Square v) {
        return v != NoSquare && st.board[v] && cell_color(st.board[v]) != us && env->poisonous[v];
    };
    for (Square v : m.victims())
        if (poisonous(v)) return true;
    return poisonous(m.unload == NoSquare ? m.to : NoSquare);
}

inline void Walker::deliver(const Move& m) {
    // (a move back to its origin promotes only as a capture under promote-by=entering: a
    // Horned Falcon's igui in the zone)
    if (piece->promo_zone && !borrowed &&
        (m.to != m.from || (piece->promote_entering && m.victim[0] != NoSquare)) &&
        piece->promotes(int(us), m.from, m.to) &&
        (!piece->promote_capturing || captures(m)) && !(piece->ep_no_promotion && (m.flags & MoveEnPassant)) &&
        (!piece->promote_entering || enters_or_takes(m)) && (!piece->promote_swapping || m.is_swap()))
        return promote(m);
    push(m);
}

// promote-by=entering: a move that takes nothing enters the zone from outside it
inline bool Walker::enters_or_takes(const Move& m) const {
    return captures(m) || !piece->promo_at[int(us)].has(m.from);
}

inline bool Walker::captures(const Move& m) const {   // promote-by=capture
    return m.victim[0] != NoSquare || (st.board[m.to] && cell_color(st.board[m.to]) != us);
}

inline bool Walker::ok_for_doomed(const Move& m) const {
    if (!doomed) return true;
    if (m.to != m.from) return false;   // only captures that leave the piece in place
    for (Square v : m.victim)
        if (v != NoSquare && st.board[v] && rd.types[cell_type(st.board[v])].immune)
            return false;
    return m.victim[0] != NoSquare;
}

// A move ending in the piece's promotion zone: with each promotion it may make.
inline void Walker::promote(const Move& m) {
    const PieceType& pt = rd.types[type];
    // (a move that leaves the zone may decline when its origin's rank may)
    const Square at = pt.promo_at[int(us)].has(m.to) ? m.to : m.from;
    // (promote-by=entering: a capture that leaves the zone may always decline)
    const bool declines =
        (pt.promo_optional >> rd.rel_rank(us, at) & 1) || (pt.promote_entering && at == m.from);
    if (declines) push(m);
    bool promoted = false;
    auto as = [&](int c) {   // (promoted, it is no longer the piece en passant may take)
        promoted = true;
        Move p = m;
        p.piece = std::uint8_t(c + 1);
        p.flags &= std::uint8_t(~MoveMakesEp);
        push(p);
    };
    switch (pt.promo_source) {
        case PromotionKind::None: break;
        case PromotionKind::List:
            for (int c : pt.promo_choices[int(us)])
                if (rd.promotion_allowed(st, int(us), c) && pt.promotes_on(us, c, at))
                    as(c);
            break;
        case PromotionKind::Captured:
            for (int c : pt.promo_choices[int(us)])
                if (st.count[int(us)][c] + st.hand[int(us)][c] < rd.setup_total[int(us)][c] &&
                    pt.promotes_on(us, c, at))
                    as(c);
            break;
        case PromotionKind::OpponentHand:
            for (std::size_t c = 0; c < rd.types.size(); ++c)
                if (st.hand[1 - int(us)][c]) as(int(c));
            break;
    }
    // (promotion-exhausted = stay: with no choice left, the move is made unpromoted)
    if (!promoted && !declines && rd.promotion_stays) push(m);
}

[[gnu::always_inline]] inline void Walker::push(const Move& m) {
    if (part != MovePart::All && outside_part(m)) [[unlikely]] return;
    if (sink == Sink::Count && m.piece == 0 && m.to != m.from && m.victim[0] == NoSquare &&
        m.unload == NoSquare && !(m.flags & (MoveEnPassant | MoveMoverDies | MoveCastle | MoveDrop)) &&
        !(bulk->captures_listed && st.board[m.to])) {
        if (counted_to) [[unlikely]] {
            if (counted_to->has(m.to)) return;
            counted_to->set(m.to);
        }
        if (bulk->fails) [[unlikely]] bulk->n += !bulk->fails[type].has(m.to);
        else ++bulk->n;
        return;
    }
    if (dedupe && merged(m)) return;
    out->push(m);
}

// Is a pass (a piece's null move, mabK) listed already? Passes of two pieces are one move.
inline bool Walker::passes_listed() const {
    for (const Move& o : *out)
        if (o.flags & MovePass) return true;
    return false;
}

inline bool Walker::merged(const Move& m) {
    if (landed && !landed->has(m.to)) {   // (no move listed there: none to compare)
        landed->set(m.to);
        return false;
    }
    // (a fast walk does not flag a poisoned capture, which mark_poisoned does once listed)
    constexpr auto told = std::uint8_t(MoveMakesEp | MoveMoverDies);
    Move plain = m;
    plain.flags &= std::uint8_t(~told);
    for (std::size_t i = first; i < out->size(); ++i) {
        Move& o = (*out)[i];
        if (o.to != m.to) continue;   // (most listed moves go elsewhere)
        Move q = o;
        q.flags &= std::uint8_t(~told);
        if (q == plain) {
            o.flags |= m.flags & told;
            return true;
        }
    }
    return false;
}

inline void Walker::finish(const LegNode& n, Square t, Occ o, const Path& p, Square leg_start) {
    if (n.cond) {
        const Condition& c = rd.conditions[n.cond];
        if (c.to_ranks && !(c.to_ranks >> rd.rel_rank(us, t) & 1)) return;
        if (c.to_set >= 0 && !in_set(c.to_set, t)) return;
    }
    const bool ep = (n.flags & LegEpRights) && !borrowed;
    land<true>(t, o, n.final_modes, ep ? EpRights::IfPasses : EpRights::None, p, leg_start);
}

inline bool Walker::leg_blocked(const LegNode& n, Square start) const {
    for (std::int16_t b : n.block) {
        if (b < 0) continue;
        Square bs = rd.target(b, start);
        if (bs == NoSquare) return true;
        bool empty = occ(bs) == Occ::Empty;
        if ((n.flags & LegLame) ? !empty : empty) return true;
    }
    return false;
}

inline void Walker::walk(std::uint32_t ni, Square start, const Path& p) {
    const LegNode& n = rd.nodes[ni];
    const bool has_kids = n.child_begin != n.child_end;
    if (n.flags & LegUniversal) {
        for (int s = 0; s < rd.size() && !hit; ++s)
            if (Square(s) != start) finish(n, Square(s), occ(Square(s)), p, start);
        return;
    }
    if ((n.flags & (LegLame | LegMustJump)) && leg_blocked(n, start)) return;
    if ((n.flags & LegRebound) && !rebounds(n, start)) return;
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

// Can a step of `vec` from s go on: a square there that is no wall (a neutral piece)?
inline bool Walker::open(int vec, Square s) const {
    const Square t = rd.target(vec, s);
    return t != NoSquare && occ(t) != Occ::Wall;
}

// A rebound leg (w) turns at `start` when the leg before cannot go straight on from there and
// this turn goes where the other 90-degree turn cannot; where both can, a diagonal turns to
// the side that is forward on that square, and an orthogonal one does not turn.
inline bool Walker::rebounds(const LegNode& n, Square start) const {
    if (open(n.block[0], start) || !open(n.vec, start)) return false;
    if (!open(n.block[1], start)) return true;
    const auto [dx, dy] = rd.vectors[std::size_t(n.vec)];
    return dx != 0 && dy != 0 && turns_forward(n.vec, start);
}

// Does `vec` point forward (more than sideways) for a piece of ours standing on s: forward as
// the colour's, turned by the orientation of s?
inline bool Walker::turns_forward(int vec, Square s) const {
    int fx = 0, fy = 1;
    for (const RulesetData::Frame& f : rd.frames)
        if (in_set(f.set, s))
            for (int q = 0; q < f.quarter; ++q) std::tie(fx, fy) = std::pair(-fy, fx);
    if (us == Color::Black)
        std::tie(fx, fy) = rd.rotate ? std::pair(-fx, -fy) : std::pair(fx, -fy);
    const auto [dx, dy] = rd.vectors[std::size_t(vec)];
    return dx * fx + dy * fy > 0;
}

inline bool Walker::slide_braked(Square s, const Path& p) const {
    return env->braked(rd, s, 1 - int(us), p.victim[0], p.victim[1]);
}

inline void Walker::relay(const LegNode& n, Square t, Occ o, const Path& p) {
    std::uint16_t r = n.relay;
    Path q = p;
    bool go = false;
    switch (o) {
        case Occ::Empty: go = r & ModeMove; break;
        case Occ::Enemy:
            if ((r & ModeCapture) && q.nv < MaxVictims && !capture_barred(t)) {
                q.victim[q.nv++] = t;
                go = true;
            } else go = r & ModeHop;
            break;
        case Occ::Friend:
            if ((r & ModeDestroy) && q.nv < MaxVictims) {
                q.victim[q.nv++] = t;
                go = true;
            } else go = r & (ModeHop | ModeHopFriend);
            break;
        case Occ::Wall: go = r & ModeHop; break;
    }
    // no-hurdle=: a hop (nothing taken here) may not pass over these types
    const bool barred = o != Occ::Empty && t != target && hurdle_barred(t);
    if (go && barred && q.nv == p.nv) go = false;
    // A capture relay that could also hop (cp) yields both continuations.
    if (o == Occ::Enemy && (r & ModeCapture) && (r & ModeHop) && !barred) {
        Path h = p;
        h.hopped = true;
        for (std::uint32_t c = n.child_begin; c < n.child_end && !hit; ++c)
            walk(rd.children[c], t, h);
    }
    if (!go) return;
    if (o != Occ::Empty && q.nv == p.nv) q.hopped = true;
    for (std::uint32_t c = n.child_begin; c < n.child_end && !hit; ++c)
        walk(rd.children[c], t, q);
}

inline bool Walker::in_set(int set, Square s) const {
    return us != Color::Neutral && rd.square_sets[std::size_t(set)][int(us)].has(s);
}

inline bool Walker::capture_barred(Square s) const {   // no-capture=: never takes these types
    const TypeMask& barred = piece->no_capture;
    return barred && s != target && st.board[s] && barred.has(cell_type(st.board[s]));
}

// no-hop-capture=: a move that hopped never takes these types: the piece on s, or, at the
// square an attack query asks about when no piece of the side attacked stands there (a square
// a royal piece would step to), a royal piece
inline bool Walker::hop_capture_barred(Square s) const {
    const TypeMask barred = rd.no_hop_capture_of(type);
    if (!barred) return false;
    const Cell c = st.board[s];
    if (s == target && (!c || cell_color(c) == us)) {
        for (int t : rd.royal_types)
            if (barred.has(t)) return true;
        return false;
    }
    return c && barred.has(cell_type(c));
}

inline bool Walker::hurdle_barred(Square s) const {
    const TypeMask& barred = piece->no_hurdle;
    return barred && st.board[s] && barred.has(cell_type(st.board[s]));
}

// (load refuses custodian= with multi-leg or en passant moves: the slots after the path's
// victims are free, and its zone has at most MaxVictims squares; a chameleon's moves that take
// more than MaxVictims pieces keep the first ones found)
void Walker::enclose(Move& m, Square t, const OffPathRules& as, int only) {
    int n = 0;
    while (n < MaxVictims && m.victim[n] != NoSquare) ++n;
    for (std::int16_t v : as.custodian) {
        const Square s1 = rd.target(v, t);
        if (s1 == NoSquare || occ(s1) != Occ::Enemy || capture_barred(s1) || !of_type(s1, only))
            continue;
        const Square s2 = rd.target(v, s1);
        if (s2 != NoSquare && occ(s2) == Occ::Friend && n < MaxVictims) m.victim[n++] = s1;
    }
}

bool Walker::take_aside(Move& m, Square t, Occ o) {
    if (own_moves) return true;
    const OffPathRules& own = rd.off_path_of(type);
    if (own.chameleon) {
        if ((m.victim[0] != NoSquare || o == Occ::Enemy) && !copies_captures(m, o)) return false;
        take_as_victims(m, t);
        return true;
    }
    enclose(m, t, own, -1);
    coordinate(m, t, own, -1);
    withdraw(m, t, own, -1);
    return true;
}

void Walker::withdraw(Move& m, Square t, const OffPathRules& as, int only) {
    if (!as.withdrawer) return;
    const BoardShape& b = rd.shape;
    const int dx = b.file_of(t) - b.file_of(origin), dy = b.rank_of(t) - b.rank_of(origin);
    if ((!dx && !dy) || (dx && dy && std::abs(dx) != std::abs(dy))) return;   // (not a line)
    const int f = b.file_of(origin) - (dx > 0) + (dx < 0);
    const int r = b.rank_of(origin) - (dy > 0) + (dy < 0);
    if (!b.contains(f, r)) return;
    const Square s = b.square(f, r);
    if (occ(s) != Occ::Enemy || capture_barred(s) || !of_type(s, only)) return;
    int n = 0;
    while (n < MaxVictims && m.victim[n] != NoSquare) ++n;
    if (n < MaxVictims) m.victim[n] = s;
}

void Walker::coordinate(Move& m, Square t, const OffPathRules& as, int only) {
    if (as.coordinator < 0) return;
    int n = 0;
    while (n < MaxVictims && m.victim[n] != NoSquare) ++n;
    const BoardShape& b = rd.shape;
    const Cell partner = make_cell(as.coordinator, us);
    auto take = [&](Square s) {
        if (s == t || occ(s) != Occ::Enemy || capture_barred(s) || !of_type(s, only) ||
            n >= MaxVictims)
            return;
        for (int k = 0; k < n; ++k)
            if (m.victim[k] == s) return;
        m.victim[n++] = s;
    };
    for (int s : squares(st.pieces[int(us)])) {
        if (st.board[s] != partner || Square(s) == origin || Square(s) == vacant) continue;
        take(b.square(b.file_of(t), b.rank_of(Square(s))));
        take(b.square(b.file_of(Square(s)), b.rank_of(t)));
    }
}

bool Walker::moves_as(int as, const Move& m) const {
    MoveList ml;
    Walker w = Walker::lister(rd, st, us, ml, env);
    w.vacant = vacant;
    w.own_moves = true;
    w.start(origin, as, false);
    w.run();
    Move plain = m;
    plain.flags = 0;
    for (const Move& q : ml) {
        Move p = q;
        p.flags = 0;
        if (p == plain) return true;
    }
    return false;
}

bool Walker::copies_captures(const Move& m, Occ o) const {
    auto copies = [&](Square v) {
        const Cell c = st.board[v];
        if (!c || v == vacant) return true;   // (an attack query's phantom piece: any type)
        const int as = cell_type(c);
        return !rd.off_path_of(as).chameleon && moves_as(as, m);
    };
    for (Square v : m.victims())
        if (!copies(v)) return false;
    return o != Occ::Enemy || copies(m.to);
}

void Walker::take_as_victims(Move& m, Square t) {
    const int them = 1 - int(us);
    Move plain;
    plain.from = origin;
    plain.to = t;
    for (std::size_t as = 0; as < rd.types.size(); ++as) {
        const OffPathRules& op = rd.off_path_of(int(as));
        if (!rd.types[as].takes_aside || op.chameleon || !st.count[them][as]) continue;
        Move q = m;
        enclose(q, t, op, int(as));
        coordinate(q, t, op, int(as));
        withdraw(q, t, op, int(as));
        if (q != m && moves_as(int(as), plain)) m = q;
    }
}

inline bool Walker::root_allowed(std::uint32_t ni) const {
    const LegNode& n = rd.nodes[ni];
    if (!n.cond) return true;
    const Condition& c = rd.conditions[n.cond];
    if (c.initial && (borrowed || !initial_allowed(*piece, st, us, origin))) return false;
    if (c.from_ranks && !(c.from_ranks >> rd.rel_rank(us, origin) & 1)) return false;
    if (c.from_set >= 0 && !in_set(c.from_set, origin)) return false;
    // (attack queries treat the condition as met: it guards non-capturing moves only; a root
    // that can make no move here is not asked it)
    if (c.if_attacked && sink != Sink::Attack && (!first_step_open(n) || !origin_attacked()))
        return false;
    if (c.if_safe && sink != Sink::Attack && (!first_step_open(n) || origin_attacked()))
        return false;
    // (guards apply to attacks too: an unguarded piece gives no check; a guard's own guard is
    // not asked for)
    if ((c.if_guarded || c.if_unguarded) && !guard_query && guarded() != c.if_guarded)
        return false;
    return true;
}

// Could a friendly piece (not frozen, not doomed) take on the origin, were it an enemy?
// (kept out of line: root_allowed stays small for the games without guards)
[[gnu::noinline]] bool Walker::guarded() const {
    for (int s : squares(st.pieces[int(us)])) {
        if (Square(s) == origin || Square(s) == vacant || Square(s) == st.doomed) continue;
        if (env && env->frozen[s]) continue;
        const int t = cell_type(st.board[s]);
        if (!rd.may_reach(t, us, Square(s), origin)) continue;
        Walker w = Walker::attacker(rd, st, us, origin, false);
        w.env = env;
        w.vacant = vacant;
        w.guard_query = true;
        w.start(Square(s), t, false);
        w.run();
        if (w.hit) return true;
    }
    return false;
}

inline void Walker::run() {
    for (std::uint32_t root : rd.types[type].roots[int(us)]) {
        if (target != NoSquare && prefilter && !rd.root_may_reach(root, origin, target)) continue;
        if (!root_allowed(root)) continue;
        walk(root, origin, Path{});
        if (hit) return;
    }
}

[[gnu::always_inline]] inline void Walker::run_fast() {
    const PieceType& pt = *piece;
    // counting every plain move of this piece (none can promote from here)
    // (a piece without a promotion zone has no promo_from squares)
    // (with BulkCount::fails, each move is counted by push(), which knows where it ends)
    const bool count_all = sink == Sink::Count && !bulk->captures_listed && !bulk->fails &&
                           !counted_to &&
                           !(pt.promo_zone && pt.promo_from[int(us)].has(origin));
    std::uint64_t counted = fast_leaps(pt, count_all);
    const auto& legs = pt.plain[int(us)];
    const std::size_t nlegs = legs.size();   // (not reloaded after each deliver())
    const std::uint32_t* rays = pt.plain_rays[int(us)].data() + std::size_t(origin) * nlegs;
    for (std::size_t j = 0; j < nlegs; ++j) {
        const PlainLeg& l = legs[j];
        if (l.guarded && (!leg_may_start(l) || (borrowed && l.initial))) continue;
        const auto ray = rd.ray_of(rays[j], l.range);
        if (l.hop_modes) {   // (guarded too: the plain rides below test nothing more)
            counted += fast_hop_ride(l, ray, count_all);
            continue;
        }
        switch (l.kind) {
            case FastKind::Fly: counted += fast_fly(l, ray, count_all); break;
            case FastKind::Leap:
            case FastKind::Ride:
            case FastKind::Rifle: counted += fast_ride(l, ray, count_all); break;
        }
    }
    if (count_all) bulk->n += counted;
    for (std::uint32_t root : pt.other_roots[int(us)])
        if (root_allowed(root)) walk(root, origin, Path{});
}

// A fast form ending on t: its plain move counted when counting (returns 1), the rest
// through land().
inline int Walker::fast_end(Square t, Cell c, std::uint16_t modes, EpRights ep,
                            bool count_all) {
    const std::uint16_t plain = ending_mode_of(c);
    int n = 0;
    if (modes & plain) {   // the move taking what stands on t (if anything) and nothing else
        if (count_all) n = 1;
        else deliver(plain_move(t, !c && grants_ep(ep, t) ? MoveMakesEp : 0));
    }
    if (modes & by_cell[c].other)   // (e.p.)
        land<false>(t, occ_of(c), modes & std::uint16_t(~plain), ep, Path{}, origin);
    return n;
}

inline Move Walker::plain_move(Square t, std::uint8_t flags) const {
    Move m;
    m.from = origin;
    m.to = t;
    m.flags = flags;
    return m;
}

// The leaps from the origin; returns the moves counted.
[[gnu::always_inline]] inline std::uint64_t Walker::fast_leaps(const PieceType& pt, bool count_all) {
    const auto* leaps = pt.leap_to[int(us)].data();   // (not reloaded after each deliver())
    const std::uint32_t* index = pt.leap_index[int(us)].data() + origin;
    const std::uint32_t b = index[0], e = index[1];
    if (!(pt.leap_modes[int(us)] & live_modes & ModeEnPassant)) {   // every leap ends plainly
        if (count_all) {
            std::uint64_t n = 0;
            for (std::uint32_t i = b; i < e; ++i)
                n += (leaps[i].second & ending_mode_of(st.board[leaps[i].first])) != 0;
            return n;
        }
        for (std::uint32_t i = b; i < e; ++i)
            if (leaps[i].second & ending_mode_of(st.board[leaps[i].first]))
                deliver(plain_move(leaps[i].first, 0));
        return 0;
    }
    std::uint64_t n = 0;
    for (std::uint32_t i = b; i < e; ++i) {
        const auto [t, modes] = leaps[i];
        n += std::uint64_t(fast_end(t, st.board[t], modes & live_modes, EpRights::None, count_all));
    }
    return n;
}

// Every empty square of the ray where a move may end, whatever stands between; returns the
// moves counted.
inline std::uint64_t Walker::fast_fly(const PlainLeg& l, const RulesetData::Ray& ray,
                                      bool count_all) {
    std::uint64_t n = 0;
    for (int k = 0; k < ray.len; ++k) {
        if (st.board[ray.sq[k]] || (l.to_ranks && !ends_on(l, ray.sq[k]))) continue;
        if (count_all) ++n;
        else deliver(plain_move(ray.sq[k], 0));
    }
    return n;
}

// A Ride (or Rifle) along its ray; returns the moves counted.
[[gnu::always_inline]] inline std::uint64_t Walker::fast_ride(const PlainLeg& l, const RulesetData::Ray& ray,
                                       bool count_all) {
    // (a leg with e.p. but no e.p. victim in st counts the same moves by the loop below)
    if (count_all && l.counts_by_ray) {
        int k = 0;   // counting only
        while (k < ray.len && !st.board[ray.sq[k]]) ++k;
        std::uint64_t n = (l.modes & ModeMove) ? std::uint64_t(k) : 0;
        if (k < ray.len) n += (l.modes & ending_mode_of(st.board[ray.sq[k]])) != 0;
        return n;
    }
    const std::uint16_t modes = l.modes & live_modes;
    std::uint64_t n = 0;
    for (int k = 0; k < ray.len; ++k) {
        const Square t = ray.sq[k];
        const Cell c = st.board[t];
        if (l.to_ranks && !ends_on(l, t)) {   // no move ends here (ranks, region)
            if (c) break;
            continue;
        }
        const bool passes = (l.flags & LegEpRights) && (k > 0 || l.passes);
        const EpRights ep = passes ? EpRights::Passes : EpRights::None;
        n += std::uint64_t(fast_end(t, c, modes, ep, count_all));
        if (!c) continue;
        if (l.kind == FastKind::Rifle && occ_of(c) == Occ::Enemy) {   // take on t, step back home
            Path p;
            p.victim[p.nv++] = t;
            land<false>(origin, Occ::Empty, ModeMove, EpRights::None, p, origin);
        }
        break;
    }
    return n;
}

// A hopping Ride: up to its screen (the first piece) and on past it; returns the moves
// counted. (No e.p. rights: a hop has no flags.)
[[gnu::noinline]] std::uint64_t Walker::fast_hop_ride(const PlainLeg& l,
                                                      const RulesetData::Ray& ray,
                                                      bool count_all) {
    const std::uint16_t modes = l.modes & live_modes;
    std::uint64_t n = 0;
    int screen = 0;
    for (; screen < ray.len; ++screen) {
        const Square t = ray.sq[screen];
        const Cell c = st.board[t];
        if (!l.to_ranks || ends_on(l, t))
            n += std::uint64_t(fast_end(t, c, modes, EpRights::None, count_all));
        if (c) break;
    }
    const int end = std::min(ray.len, screen + 1 + int(l.hop_range));
    for (int k = screen + 1; k < end; ++k) {
        const Square t = ray.sq[k];
        const Cell c = st.board[t];
        if (!l.to_ranks || ends_on(l, t))
            n += std::uint64_t(fast_end(t, c, l.hop_modes, EpRights::None, count_all));
        if (c) break;
    }
    return n;
}

inline bool Walker::leg_may_start(const PlainLeg& l) const {
    return detail::leg_may_start(rd, st, *piece, us, origin, l);
}

}  // namespace

namespace {

// Can the fast walk, which sees no powers, walk the piece on s as `type` in `env`? Its fast
// forms take no piece of its own (which may be frozen), and they slide through no brake zone
// of the enemy's (nor start in one). Its other roots are walked by walk(), which sees the
// powers; its poisoned captures are flagged once listed (mark_poisoned).
[[gnu::noinline]] bool powers_spare(const RulesetData& rd, const PositionState& st, const PowerEnv& env, Square s,
                  int type, Color us) {
    const PieceType& pt = rd.types[std::size_t(type)];
    if (pt.fast_destroys[int(us)]) return false;
    const SquareSet& zone = env.braking[1 - int(us)];
    if (!zone.meets(pt.slide_lines[int(us)][s].bits, rd.words)) return true;
    const auto& legs = pt.plain[int(us)];
    const std::uint32_t* rays = pt.plain_rays[int(us)].data() + std::size_t(s) * legs.size();
    for (std::size_t j = 0; j < legs.size(); ++j) {
        const PlainLeg& l = legs[j];
        if (l.range < 2) continue;
        if (zone.has(s)) return false;
        if (!zone.meets(rd.ray_set[std::size_t(l.vec) * std::size_t(rd.size()) + s].bits, rd.words))
            continue;   // (no zone on its line)
        const auto ray = rd.ray_of(rays[j], l.range);
        const bool past = l.hop_modes || l.kind == FastKind::Fly;   // (on past its first piece)
        for (int k = 0; k < ray.len; ++k) {
            if (zone.has(ray.sq[k])) return false;
            if (st.board[ray.sq[k]] && !past) break;
        }
    }
    return true;
}

// The moves listed since `first` that take a poisonous enemy: their mover dies (what offer()
// adds, which the fast walk skips). A move counted, not listed, takes nothing when its
// legality can hang on it (the last ply lists every capture but where no move is tested).
[[gnu::noinline]] void mark_poisoned(const PositionState& st, const PowerEnv& env, Color us, MoveList& out,
                   std::size_t first) {
    auto poisonous = [&](Square v) {
        return v != NoSquare && st.board[v] && cell_color(st.board[v]) != us && env.poisonous[v];
    };
    for (std::size_t i = first; i < out.size(); ++i) {
        Move& m = out[i];
        if (m.to == m.from) continue;   // (a rifle capture is safe)
        bool dies = poisonous(m.unload == NoSquare ? m.to : NoSquare);
        for (Square v : m.victims()) dies |= poisonous(v);
        if (dies) m.flags |= MoveMoverDies;
    }
}

// A borrower's moves as each of the types it borrows (after its own, which start at `first`),
// counted when its own are (Walker::counted_to), by the fast walk where the powers spare it
// (counted, no move is told by the flags a borrowed move lacks: no first move, e.p. rights).
[[gnu::noinline]] void borrowed_moves(const Walker& own, const TypeMask& lent, std::size_t first) {
    SquareSet landed;
    for (std::size_t i = first; i < own.out->size(); ++i) landed.set((*own.out)[i].to);
    const PieceType& borrower = *own.piece;
    const bool counted = own.sink == Sink::Count && !own.doomed && !borrower.borrow_to &&
                         !borrower.borrow_from;
    for (int t : lent.types()) {
        Walker b = Walker::lister(own.rd, own.st, own.us, *own.out, own.env);
        b.part = own.part;
        b.borrowed = true;
        b.sink = own.sink;
        b.bulk = own.bulk;
        b.counted_to = own.counted_to;
        b.start(own.origin, t, own.doomed);
        b.first = first;
        b.dedupe = true;
        b.landed = &landed;
        if (counted && powers_spare(own.rd, own.st, *own.env, own.origin, t, own.us)) b.run_fast();
        else b.run();
    }
}

// The moves of the piece of `type` on s in a game with powers (its own, then what it borrows):
// by the fast walk where the powers spare it, counted where `w.bulk` allows (a borrower's walks
// may find a plain move twice: counted once, Walker::counted_to).
[[gnu::noinline]] void powered_moves(Walker& w, const PowerEnv& env, Square s, int type,
                                     bool doomed, bool fast, bool poison_near) {
    const RulesetData& rd = w.rd;
    const bool lends = bool(env.lent[s]);
    const bool quick = fast && !doomed && powers_spare(rd, w.st, env, s, type, w.us);
    const bool count = w.bulk && !w.bulk->excluded.has(s) &&
                       (lends ? !doomed : quick && !rd.types[std::size_t(type)].needs_dedupe);
    w.sink = count ? Sink::Count : Sink::List;
    SquareSet counted_to;
    w.counted_to = lends && count ? &counted_to : nullptr;
    w.start(s, type, doomed);
    w.first = w.out->size();
    if (quick) w.run_fast();
    else w.run();
    if (lends) borrowed_moves(w, env.lent[s], w.first);
    w.counted_to = nullptr;
    if (poison_near && (quick || lends)) mark_poisoned(w.st, env, w.us, *w.out, w.first);
}

// The pieces of `todo` counted by bits (bit_count.cpp) into `bulk`, and the royal piece's plain
// moves (BulkCount::royal, its castlings listed), taken out of `todo`.
void count_by_bits(const RulesetData& rd, const PositionState& st, MoveList& out, bool fast,
                   BulkCount& bulk, std::array<std::uint64_t, MaxSquares / 64>& todo) {
    SquareSet counted;
    counted.bits[0] = todo[0] & ~bulk.excluded.bits[0];
    counted.bits[1] = todo[1] & ~bulk.excluded.bits[1];
    if (st.doomed != NoSquare) counted.bits[st.doomed >> 6] &= ~(std::uint64_t(1) << (st.doomed & 63));
    bit_count(rd, st, counted, bulk.n, bulk.captures_listed, bulk.fails);
    todo[0] &= ~counted.bits[0];
    todo[1] &= ~counted.bits[1];
    if (bulk.royal != NoSquare && count_royal_moves(rd, st, bulk.royal, bulk.n)) {
        const Square k = bulk.royal;   // (its castlings listed here, as its walk would)
        todo[k >> 6] &= ~(std::uint64_t(1) << (k & 63));
        const int type = cell_type(st.board[k]);
        if (!rd.types[std::size_t(type)].castles[int(st.side)].empty() && st.castling)
            castling_moves(rd, st, k, type, out, fast);
    }
}

// The moves of the pieces on `todo` (in `scope`), walked.
template <bool Scoped>
void walk_pieces(const RulesetData& rd, const PositionState& st, MoveList& out, bool fast,
                 BulkCount* bulk, GenScope scope, const PowerEnv* env,
                 const std::array<std::uint64_t, MaxSquares / 64>& todo) {
    const Color us = st.side;
    Walker w = Walker::lister(rd, st, us, out, env);   // started on each piece below
    w.bulk = bulk;
    if constexpr (Scoped) w.part = scope.part;
    const bool fast_walk = fast && !env;
    const bool every = !Scoped || scope.origin == AllOrigins;
    const bool poison_near = env && (env->poison_at.meets(st.pieces[1 - int(us)], rd.words) ||
                                     env->poison_at.meets(st.pieces[2], rd.words));
    for (int s : squares(todo, rd.words)) {
        if (!every && Square(s) != scope.origin) continue;
        const int type = cell_type(st.board[s]);
        const bool doomed = st.doomed == Square(s);
        const PieceType& pt = rd.types[std::size_t(type)];
        if (env) {
            if (env->frozen[s]) continue;
            powered_moves(w, *env, Square(s), type, doomed, fast, poison_near);
        } else {
            const bool quick = fast_walk && !doomed;
            const bool count = quick && bulk && !pt.needs_dedupe && !bulk->excluded.has(Square(s));
            w.sink = count ? Sink::Count : Sink::List;
            w.start(Square(s), type, doomed);
            w.first = out.size();
            if (quick) w.run_fast();
            else w.run();
        }
        if (!doomed && !pt.castles[int(us)].empty() && st.castling) {   // (no rights: no call)
            const std::size_t first = out.size();
            castling_moves(rd, st, Square(s), type, out, fast);
            if (Scoped) keep_in_scope(st, out, first, scope);
        }
    }
}

// generate_pseudo(); `Scoped` false: every move (the scope's tests compiled out).
template <bool Scoped>
void generate_moves(const RulesetData& rd, const PositionState& st, MoveList& out, bool fast,
                    BulkCount* bulk, GenScope scope) {
    const Color us = st.side;
    std::shared_ptr<const PowerEnv> env;
    if (rd.powers) env = power_env(rd, st);
    auto todo = st.pieces[int(us)];
    if (!Scoped && bulk && fast && !env && rd.words <= 2)   // (the pieces counted by bits: done)
        count_by_bits(rd, st, out, fast, *bulk, todo);
    if (todo != decltype(todo){}) walk_pieces<Scoped>(rd, st, out, fast, bulk, scope, env.get(), todo);
    const bool every = !Scoped || scope.origin == AllOrigins;
    // (drops.cpp; a drop neither takes nor promotes; drops an early test judges are listed)
    if (rd.hand.drops && !hand_empty(st.hand[int(us)], rd.types.size()) &&
        scope.part != MovePart::Tactical && (every || scope.origin == NoSquare))
        generate_drops(rd, st, out, bulk && rd.plan.early.empty() ? &bulk->n : nullptr);
    if (rd.change_promotion && scope.part != MovePart::Quiet) {   // change_promotion.cpp
        const std::size_t first = out.size();
        change_promotions(rd, st, out);
        if (Scoped) keep_in_scope(st, out, first, scope);
    }
}

}  // namespace

void generate_pseudo(const RulesetData& rd, const PositionState& st, MoveList& out, bool fast,
                     BulkCount* bulk, GenScope scope) {
    if (scope.part == MovePart::All && scope.origin == AllOrigins)
        generate_moves<false>(rd, st, out, fast, bulk, scope);
    else
        generate_moves<true>(rd, st, out, fast, nullptr, scope);
}

bool walk_hits(const RulesetData& rd, const PositionState& st, Color by, Square from, int type,
               Square target, const PowerEnv* env, bool borrowed, bool walks_only,
               SquareSet* reads) {
    if (!walks_only && !rd.may_reach(type, by, from, target)) return false;
    Walker w = Walker::attacker(rd, st, by, target, walks_only);
    w.env = env;
    w.borrowed = borrowed;
    w.start(from, type, false);
    w.reads = reads;
    w.run();
    return w.hit;
}

bool walk_reaches(const RulesetData& rd, const PositionState& st, Square from, int type,
                  Square target, const PowerEnv* env) {
    const Color by = cell_color(st.board[from]);
    if (!rd.may_reach(type, by, from, target)) return false;
    MoveList ml;
    Walker w = Walker::lister(rd, st, by, ml, env);
    w.vacant = target;
    w.start(from, type, false);
    w.first = 0;
    w.run();
    for (const Move& m : ml)
        if (m.to == target && m.from == from) return true;
    return false;
}

namespace {
// ray_attacked() on a board of one word: each ray's first piece found by bits
// (RulesetData::ray_lines), the rays of one square skipped together when none meets a piece of
// `by`.
bool ray_attacked_by_bits(const RulesetData& rd, const PositionState& st, Square sq, Color by,
                          Square vacant) {
    std::uint64_t occupied = st.pieces[0][0] | st.pieces[1][0] | st.pieces[2][0];
    if (vacant != NoSquare) occupied &= ~(std::uint64_t(1) << vacant);
    const std::uint64_t theirs = st.pieces[int(by)][0] & occupied;
    const std::vector<AttackRay>& rays = rd.rays[int(by)];
    const std::uint64_t* lines = rd.ray_lines[int(by)].data() + std::size_t(sq) * rays.size();
    const std::size_t end =
        rd.ray_short[int(by)][sq] & theirs ? rays.size() : rd.ray_short_from[int(by)];
    for (std::size_t i = 0; i < end; ++i) {
        if (!(lines[i] & theirs)) continue;   // (no piece of `by` on the ray)
        const AttackRay& ray = rays[i];
        Square t = NoSquare;
        int k = 0;
        if (ray.dir) {
            const RayBits r{lines[i], ray.dir};
            t = Square(r.nearest(r.line & occupied));
            k = r.steps(t);
        } else {
            const auto line = rd.ray(ray.rvec, sq, ray.max_range);
            for (k = 1; k <= line.len && !(occupied >> line.sq[k - 1] & 1); ++k) {}
            t = line.sq[k - 1];   // (a piece of `by` on the ray: k <= len)
        }
        const Cell c = st.board[t];
        if (cell_color(c) == by && t != st.doomed && ray.takes(cell_type(c), k)) return true;
    }
    return false;
}

// Does a piece of `by` take on sq by a simple one-leg capture, found walking back from sq
// along each vector?
bool ray_attacked(const RulesetData& rd, const PositionState& st, Square sq, Color by,
                  Square vacant) {
    if (rd.words == 1) return ray_attacked_by_bits(rd, st, sq, by, vacant);
    for (const AttackRay& ray : rd.rays[int(by)]) {
        if (ray.max_range > 1 && !rd.ray_meets(ray.rvec, sq, st.pieces[int(by)]))
            continue;   // (no piece of `by` anywhere on the ray)
        const auto line = rd.ray(ray.rvec, sq, ray.max_range);
        for (int k = 1; k <= line.len; ++k) {
            const Square t = line.sq[k - 1];
            if (!st.board[t] || t == vacant) continue;
            const Cell c = st.board[t];
            if (cell_color(c) == by && t != st.doomed && ray.takes(cell_type(c), k)) return true;
            break;
        }
    }
    return false;
}

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
        for (int t : env->lent[s].types())
            if (walk_hits(rd, st, by, Square(s), t, sq, env.get(), true, walks_only)) return true;
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
    if (!walks_only && ray_attacked(rd, st, sq, by, vacant)) return true;
    // A doomed piece of `by` (pecked by the last move) attacks only with its desperado
    // captures, which never take an immune piece.
    if (st.doomed != NoSquare && st.doomed != sq && st.doomed != vacant && st.board[st.doomed] &&
        cell_color(st.board[st.doomed]) == by &&
        !(st.board[sq] && rd.types[cell_type(st.board[sq])].immune)) {
        int type = cell_type(st.board[st.doomed]);
        Walker w = Walker::attacker(rd, st, by, sq, walks_only);
        w.start(st.doomed, type, true);
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
        Walker w = Walker::attacker(rd, st, by, sq, walks_only);
        w.start(Square(s), type, false);
        w.reads = reads;
        w.vacant = vacant;
        if (reads) reads->set(Square(s));
        w.run();
        if (w.hit) return true;
    }
    return false;
}

LoneReach lone_reach(const RulesetData& rd, int type, Color c, Square sq, MoveList& ml) {
    PositionState st;
    st.side = c;
    st.put(sq, make_cell(type, c));
    ml.clear();
    generate_pseudo(rd, st, ml);
    LoneReach r;
    for (const Move& m : ml)
        if (m.from == sq && m.to != sq && !(m.flags & MoveCastle)) r.moves.set(m.to);
    for (int x = 0; x < rd.size(); ++x)
        if (Square(x) != sq && attacked(rd, st, Square(x), c)) r.attacks.set(Square(x));
    return r;
}

}  // namespace aviary::detail

namespace aviary::detail {

void quiet_targets(const RulesetData& rd, const PositionState& st, Square from,
                   std::vector<std::pair<Square, Square>>& out, bool as_placement) {
    const Cell c = st.board[from];
    const Color as = cell_color(c);
    const int t = cell_type(c);
    thread_local MoveList t_ml;   // (the walk below never comes back here)
    MoveList& ml = t_ml;
    ml.clear();
    Walker w = Walker::lister(rd, st, as, ml, nullptr);
    w.start(from, t, false);
    w.first = 0;
    w.dedupe = false;   // (one pair per square, by `seen`: no move compared with the others)
    for (std::uint32_t root : rd.types[t].roots[as == Color::Black ? 1 : 0]) w.walk(root, from, Walker::Path{});
    SquareSet seen;
    for (const Move& m : ml)
        if (m.victim[0] == NoSquare && !st.board[m.to] && !seen.has(m.to)) {
            seen.set(m.to);
            out.push_back({as_placement ? NoSquare : from, m.to});
        }
}

std::int64_t count_quiet_targets(const RulesetData& rd, const PositionState& st, Square from) {
    const Cell c = st.board[from];
    const std::size_t ci = cell_color(c) == Color::Black ? 1 : 0;
    const PieceType& pt = rd.types[std::size_t(cell_type(c))];
    const auto& legs = pt.plain[ci];
    if ((pt.leap_modes[ci] & ~ModeMove) || !pt.other_roots[ci].empty() || pt.needs_dedupe ||
        (pt.promo_zone && pt.promo_from[ci].has(from)))
        return -1;   // (it may take or promote, or a path has no fast form)
    std::int64_t n = 0;
    const auto* leaps = pt.leap_to[ci].data();
    const std::uint32_t* index = pt.leap_index[ci].data() + from;
    for (std::uint32_t i = index[0]; i < index[1]; ++i)
        n += (leaps[i].second & ModeMove) && !st.board[leaps[i].first];
    const std::uint32_t* rays = pt.plain_rays[ci].data() + std::size_t(from) * legs.size();
    for (std::size_t j = 0; j < legs.size(); ++j) {
        const PlainLeg& l = legs[j];
        if (l.guarded || (l.modes & ~ModeMove) || l.hop_modes || l.to_set >= 0 ||
            (l.kind != FastKind::Fly && !l.counts_by_ray))
            return -1;
        const auto ray = rd.ray_of(rays[j], l.range);
        if (!(l.modes & ModeMove)) continue;
        for (int k = 0; k < ray.len; ++k) {
            if (!st.board[ray.sq[k]]) ++n;
            else if (l.kind != FastKind::Fly) break;   // (a ride stops at the first piece)
        }
    }
    return n;
}

void neutral_targets(const RulesetData& rd, const PositionState& st,
                     std::vector<std::pair<Square, Square>>& out) {
    out.clear();
    const int t = rd.neutral.relocate;
    if (st.hand[2][t]) {
        for (int s = 0; s < rd.size(); ++s)
            if (!st.board[s]) out.push_back({NoSquare, Square(s)});
        return;
    }
    for (int s = 0; s < rd.size(); ++s)
        if (st.board[s] == make_cell(t, Color::Neutral)) quiet_targets(rd, st, Square(s), out, false);
}

}  // namespace aviary::detail

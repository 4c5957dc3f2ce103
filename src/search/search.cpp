// The search: iterative deepening, principal variation search with a transposition table,
// null-move pruning (with a zugzwang guard decided from the compiled rules), reverse futility,
// futility and late-move pruning near the leaves, late-move reductions, aspiration windows at
// the root, a check extension, quiescence on captures, move ordering by a static exchange
// test, killers and history, time control, and Lazy SMP: helper threads search the same root
// and share the transposition table.
#include "aviary/search.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <thread>

#include "ir/access.hpp"
#include "movegen/movegen.hpp"
#include "search/eval.hpp"
#include "search/tt.hpp"

namespace aviary {

using namespace detail;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kInfinity = MateScore + 1;
constexpr int kMaxQuiescencePly = 8;    // captures searched beyond the horizon at most
constexpr int kDeltaMargin = 150;
constexpr int kFutilityMargin = 120;     // per ply of depth left, near the leaves
constexpr int kPruneDepth = 3;           // futility and late-move pruning at this depth or less
constexpr int kAspiration = 30;          // the root's first window, either side of the last score
constexpr std::size_t kHistorySize = (MaxSquares + MaxPieceTypes + 1) * MaxSquares;

std::size_t history_index(const Move& m) {
    const std::size_t from = m.from == NoSquare ? MaxSquares + m.piece : m.from;
    return from * MaxSquares + m.to;
}

// Does `a` differ from `b` only in where the relocated neutral piece goes?
bool same_but_relocation(const Move& a, const Move& b) {
    Move x = a;
    x.neutral.from = b.neutral.from;
    x.neutral.to = b.neutral.to;
    return x == b;
}

// The time plan of one search. `soft_ms`: no new iteration starts after it; `hard_ms`: the
// search stops there, in the middle of an iteration if need be (the root moves searched so
// far still count: the last iteration's best move is searched first).
// The search's null move, made in place on the current state (the side to move hands the turn
// over: no e.p. squares left, the fifty-move count restarted, so that no repetition is found
// across it) and taken back from what it saved. No turn-end rule runs: the search makes it
// only where none would change the position (no doomed piece). (The state is looked up again
// to take it back: the moves made below may move the game's history.)
struct NullMove {
    Position& pos;
    std::array<Square, 4> ep;
    Square ep_victim;
    std::uint16_t halfmove;
    std::uint64_t hash;

    NullMove(const RulesetData& rd, Position& p) : pos(p) {
        PositionState& st = detail::state_of(pos);
        ep = st.ep;
        ep_victim = st.ep_victim;
        halfmove = st.halfmove;
        hash = st.hash;
        for (Square& e : st.ep)
            if (e != NoSquare) {
                st.hash ^= rd.z.ep[e];
                e = NoSquare;
            }
        st.ep_victim = NoSquare;
        st.halfmove = 0;
        st.side = opposite(st.side);
        st.hash ^= rd.z.side;
    }
    ~NullMove() {
        PositionState& st = detail::state_of(pos);
        st.ep = ep;
        st.ep_victim = ep_victim;
        st.halfmove = halfmove;
        st.hash = hash;
        st.side = opposite(st.side);
    }
    NullMove(const NullMove&) = delete;
    NullMove& operator=(const NullMove&) = delete;
};

struct Deadline {
    Clock::time_point start;
    std::int64_t soft_ms = -1, hard_ms = -1;   // -1: none
};

// A fixed move time is used whole (less a safety margin of 5%, at most 20 ms); a clock is
// shared out over the moves still to play (25 in sudden death), plus most of the increment,
// and one move may take up to three times its share but never more than a fifth of the time
// left.
// How many plies a late quiet move (the i-th of the node) is searched shallower first.
int lmr_reduction(int depth, std::size_t i) {
    static const auto table = [] {
        std::array<std::array<std::int8_t, 64>, 64> t{};
        for (int d = 1; d < 64; ++d)
            for (int k = 1; k < 64; ++k)
                t[std::size_t(d)][std::size_t(k)] =
                    std::int8_t(0.75 + std::log(d) * std::log(k) / 2.25);
        return t;
    }();
    return table[std::size_t(std::min(depth, 63))][std::min<std::size_t>(i, 63)];
}

Deadline plan_time(const SearchLimits& l, Color side) {
    Deadline d;
    d.start = Clock::now();
    if (l.infinite) return d;
    if (l.movetime_ms > 0) {
        d.hard_ms = std::max<std::int64_t>(1, l.movetime_ms - std::min(20, l.movetime_ms / 20));
        d.soft_ms = d.hard_ms;
    }
    const int us = side == Color::Black ? 1 : 0;
    if (l.time_ms[us] >= 0) {
        const std::int64_t left = l.time_ms[us], inc = l.inc_ms[us];
        const std::int64_t togo = l.moves_to_go > 0 ? std::min(l.moves_to_go, 25) : 25;
        const std::int64_t margin = std::min<std::int64_t>(50, left / 10);
        const std::int64_t budget = std::max<std::int64_t>(1, left - margin);
        const std::int64_t share = std::min(budget, left / togo + inc * 3 / 4);
        const std::int64_t cap = togo == 1 ? budget : std::max(budget / 5, share);
        const std::int64_t hard = std::min(cap, std::max<std::int64_t>(share * 3, 1));
        const std::int64_t soft = std::min(hard, std::max<std::int64_t>(share, 1));
        d.soft_ms = d.soft_ms < 0 ? soft : std::min(d.soft_ms, soft);
        d.hard_ms = d.hard_ms < 0 ? hard : std::min(d.hard_ms, hard);
    }
    return d;
}

}  // namespace

// One searcher: the main one, or a Lazy SMP helper sharing the main one's table.
struct Searcher::Impl {
    // (helpers read and write it at the same time: an entry torn by a race gives a hash move
    // that only orders the legal list, or rarely a wrong bound)
    std::shared_ptr<TranspositionTable> table;
    std::vector<std::unique_ptr<Impl>> helpers;   // the main searcher's helpers (Threads - 1)
    std::vector<int> history = std::vector<int>(kHistorySize, 0);
    std::array<std::array<Move, 2>, MaxSearchPly + 2> killers{};
    std::shared_ptr<const EvalTables> tables;
    EvalParams params;   // the evaluation's weights (set_eval_params)

    // one search
    Position* pos = nullptr;
    const RulesetData* rd = nullptr;
    const EvalTables* et = nullptr;
    const std::atomic<bool>* stop_request = nullptr;
    const std::function<bool()>* poll = nullptr;   // SearchLimits::poll, when given
    bool stopped = false;
    std::uint64_t nodes = 0, node_limit = 0;
    Deadline deadline;
    int seldepth = 0;
    // The score of a move for the side that made it (`mover`) from the node after it, searched
    // with the mover's window (lo, hi): negated when the other side moves there, as it is when
    // the mover's turn goes on (moves-per-turn).
    template <class Search>
    int from_child(Color mover, int lo, int hi, Search&& search) {
        if (pos->side_to_move() == mover) return search(lo, hi);
        return -search(-hi, -lo);
    }
    // null-move pruning: does the game allow it (null_move_game)? was the move into ply p a
    // null move? and, while a null move's cutoff is verified, the plies where the verifying
    // side makes none
    bool null_game = false;
    bool see_game = false;   // captures have no side effects (no blast, petrification, ...)
    // Whether the side to move in the node searched next is in check, when the caller knows
    // (it tested whether its move gives check): -1 when not known. Read once at the node's
    // entry (take_check_hint).
    int check_hint = -1;
    std::array<bool, MaxSearchPly + 2> null_into{};
    int null_min_ply = 0;
    Color null_side = Color::White;
    std::array<std::array<Move, MaxSearchPly + 1>, MaxSearchPly + 1> pv{};
    std::array<int, MaxSearchPly + 1> pv_len{};
    std::array<Move, MaxSearchPly + 2> best_move_at{};
    std::array<MoveList, MaxSearchPly + kMaxQuiescencePly + 2> lists;
    std::array<std::vector<int>, MaxSearchPly + kMaxQuiescencePly + 2> keys;
    // Staged move generation (next_move): per ply, the hash move first once is_legal() says
    // it is legal, then the tactical moves (MovePart::Tactical, generated alone) that win or
    // keep material, the killers found legal, the quiet moves (generated only now), and last
    // the tactical moves that lose material or take nothing of worth. In games where a rule
    // works on the whole move list (not parts_exact), and in a node that must know first
    // whether any move exists, every legal move is listed at once (Stage::All).
    enum class Stage : std::uint8_t { Hash, Tactical, Killers, Quiet, BadTactical, All, Done };
    struct Picker {
        Stage stage = Stage::Done;
        Move hash;
        bool has_hash = false, hash_tried = false, listed = false;
        std::size_t next = 0, killer = 0, quiet = 0;
        std::size_t bad = 0;   // where the bad tactical moves start
        std::array<Move, 2> tried{};   // the killers searched
        std::size_t ntried = 0;
        std::size_t found = 0;         // moves handed out
    };
    std::array<Picker, MaxSearchPly + 2> pickers;
    std::array<MoveList, MaxSearchPly + 2> quiet_lists;
    std::array<std::vector<int>, MaxSearchPly + 2> quiet_keys;
    std::array<Square, 2> royal_hint{NoSquare, NoSquare};
    bool staged = false;   // parts_exact(): the moves may be generated by parts
    std::vector<std::uint32_t> order_index;   // scratch for order()
    std::vector<Move> order_moves;
    std::vector<int> order_keys;

    explicit Impl(std::shared_ptr<TranspositionTable> t) : table(std::move(t)) {}

    TranspositionTable& tt() { return *table; }
    void begin(Position& p, const SearchLimits& limits, const std::atomic<bool>* stop);
    void iterate(std::vector<Move>& root, int first, int max_depth, const SearchLimits& limits,
                 const std::function<void(const SearchInfo&)>* info, SearchResult& result);
    void run_helpers(const Position& start, const std::vector<Move>& root, int threads,
                     int max_depth, std::atomic<bool>& stop_helpers,
                     std::vector<std::thread>& running);

    std::int64_t elapsed_ms() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - deadline.start)
            .count();
    }
    bool out_of_budget() {
        if (stopped) return true;
        if (stop_request->load(std::memory_order_relaxed) || (node_limit && nodes >= node_limit))
            stopped = true;
        else if ((nodes & 15) == 0 && deadline.hard_ms >= 0 && elapsed_ms() >= deadline.hard_ms)
            stopped = true;
        else if ((nodes & 1023) == 0 && poll && (*poll)())
            stopped = true;
        return stopped;
    }

    int terminal_score(int ply) const;
    int take_check_hint() {
        const int h = check_hint;
        check_hint = -1;
        return h;
    }
    // negamax() of the position after a move known to give check or not
    int child(bool gives_check, int depth, int ply, int alpha, int beta, bool pv_node) {
        check_hint = gives_check;
        return negamax(depth, ply, alpha, beta, pv_node);
    }
    bool losing_capture(const PositionState& st, const Move& m, int gain) const;
    bool null_move_fits(int depth, int ply, int beta, int static_eval) const;
    bool null_move_cutoff(int depth, int ply, int beta, int static_eval);
    void order(int ply, const Move* hash_move, bool captures_only, bool sorted = false);
    int move_key(int ply, const PositionState& st, const Move& m, const Move* hash_move,
                 bool* losing = nullptr) const;
    void start_moves(int ply, const Move* hash_move, bool all);
    bool next_move(int ply, Move& m);
    bool next_stage(int ply, Move& m);
    bool legal_here(const Move& m) {
        return detail::is_legal(*rd, detail::state_of(*pos), m,
                                &royal_hint[int(pos->side_to_move()) & 1]);
    }
    void list_part(MoveList& out, MovePart part) {
        detail::legal_moves(*rd, detail::state_of(*pos), out,
                            &royal_hint[int(pos->side_to_move()) & 1], GenScope{part});
    }
    // Brings the best of keys[from..) of `ml` to `i`; its key.
    static int pick_best(MoveList& ml, std::vector<int>& key, std::size_t i) {
        std::size_t b = i;
        for (std::size_t j = i + 1; j < ml.size(); ++j)
            if (key[j] > key[b]) b = j;
        std::swap(ml[i], ml[b]);
        std::swap(key[i], key[b]);
        return key[i];
    }
    // Brings the best of the moves from the i-th on of lists[ply] to the i-th place (a node
    // cut off after its first moves never sorts the rest).
    void pick(int ply, std::size_t i) {
        MoveList& ml = lists[std::size_t(ply)];
        std::vector<int>& key = keys[std::size_t(ply)];
        std::size_t b = i;
        for (std::size_t j = i + 1; j < ml.size(); ++j)
            if (key[j] > key[b]) b = j;
        if (b == i) return;
        std::swap(ml[i], ml[b]);
        std::swap(key[i], key[b]);
    }
    int negamax(int depth, int ply, int alpha, int beta, bool pv_node);
    int search_moves(int depth, int ply, int alpha, int beta, bool pv_node, bool check,
                     int static_eval);
    int aspiration(std::vector<Move>& root, int depth, int last);
    int quiescence(int ply, int qply, int alpha, int beta);
    int search_root(std::vector<Move>& root, int depth, int alpha, int beta);
    std::vector<SearchInfo> more_lines(std::vector<Move>& root, int depth, int lines,
                                       const SearchResult& first);
    void remember_cutoff(const Move& m, int depth, int ply);
    void update_pv(int ply, const Move& m) {
        pv[std::size_t(ply)][std::size_t(ply)] = m;
        const int child = ply + 1;
        int len = child <= MaxSearchPly ? pv_len[std::size_t(child)] : child;
        for (int i = child; i < len; ++i)
            pv[std::size_t(ply)][std::size_t(i)] = pv[std::size_t(child)][std::size_t(i)];
        pv_len[std::size_t(ply)] = std::max(len, child);
    }
};

// The side to move has no legal move, or the game has ended by a rule: the game's result
// (Position::outcome: mate and stalemate as the game scores them, extinction, goals, checks,
// draw odds) as a mate distance from the side to move.
int Searcher::Impl::terminal_score(int ply) const {
    const Outcome o = pos->outcome();
    if (!o.winner) return 0;
    return *o.winner == pos->side_to_move() ? MateScore - ply : -MateScore + ply;
}

// The static exchange test of a capture (or promotion) worth `gain`: does the mover stand to
// be taken back on its square for more than the move won? Only for a plain replacement capture
// in a game whose captures have no side effects; any other capture (locust, rifle, several
// victims, blasts, a mover that dies) is never called losing and keeps its MVV-LVA place.
bool Searcher::Impl::losing_capture(const PositionState& st, const Move& m, int gain) const {
    if (!see_game || m.from == NoSquare || m.to == m.from ||
        (m.flags & (MoveDrop | MoveMoverDies)) || m.is_gating() || m.victim[0] != NoSquare ||
        m.unload != NoSquare || !st.board[m.from])
        return false;
    const int t = m.piece ? m.piece - 1 : cell_type(st.board[m.from]);
    // (a royal mover counts less than a royal victim)
    const int mover = rd->types[std::size_t(t)].royal ? 10000 : et->value[std::size_t(t)];
    return gain < mover && attacked(*rd, st, m.to, opposite(st.side), nullptr, false, m.from);
}

// Scores the moves of lists[ply] (keys[ply]), and with `sorted` sorts them best first: the
// hash move, captures by victim value then cheap capturer, promotions, killers, history, then
// the captures that lose material by the static exchange test. With `captures_only`, drops everything else, the losing captures too (and keeps one
// relocation of the neutral piece per move).
void Searcher::Impl::order(int ply, const Move* hash_move, bool captures_only, bool sorted) {
    MoveList& ml = lists[std::size_t(ply)];
    std::vector<int>& key = keys[std::size_t(ply)];
    const PositionState& st = detail::state_of(*pos);
    std::size_t kept = 0;
    key.clear();
    for (std::size_t i = 0; i < ml.size(); ++i) {
        const Move m = ml[i];
        if (captures_only) {
            if (capture_value(*rd, *et, st, m) <= 0 && promotion_gain(*rd, *et, st, m) <= 0)
                continue;
            if (kept && same_but_relocation(m, ml[kept - 1])) continue;
        }
        bool losing = false;
        const int k = move_key(ply, st, m, hash_move, &losing);
        if (captures_only && losing) continue;
        ml[kept++] = m;
        key.push_back(k);
    }
    ml.resize(kept);
    if (!sorted) return;   // (the moves are picked best first as they are searched: pick())
    // sort by key, descending, keeping the generator's order among equals
    auto& idx = order_index;
    idx.resize(kept);
    for (std::size_t i = 0; i < kept; ++i) idx[i] = std::uint32_t(i);
    std::stable_sort(idx.begin(), idx.end(), [&](std::uint32_t a, std::uint32_t b) { return key[a] > key[b]; });
    order_moves.assign(ml.begin(), ml.end());
    order_keys.assign(key.begin(), key.end());
    for (std::size_t i = 0; i < kept; ++i) {
        ml[i] = order_moves[idx[i]];
        key[i] = order_keys[idx[i]];
    }
}

// The order key of `m` (greater first): the hash move, captures by victim value then cheap
// capturer, promotions, killers, history, then the captures that lose material by the static
// exchange test (`losing`).
int Searcher::Impl::move_key(int ply, const PositionState& st, const Move& m,
                             const Move* hash_move, bool* losing) const {
    const int victim = capture_value(*rd, *et, st, m);
    const int promo = promotion_gain(*rd, *et, st, m);
    const bool taking = victim > 0 || promo > 0;
    const bool lose = taking && losing_capture(st, m, victim + std::max(promo, 0));
    if (losing) *losing = lose;
    if (hash_move && m == *hash_move) return 1 << 30;
    if (lose) return -(1 << 20) + victim + std::max(promo, 0);
    if (taking) {
        const int mover = m.from != NoSquare && st.board[m.from]
                              ? et->value[std::size_t(cell_type(st.board[m.from]))] : 0;
        return (1 << 28) + (victim + std::max(promo, 0)) * 64 - mover / 16;
    }
    if (m == killers[std::size_t(ply)][0]) return (1 << 27) + 1;
    if (m == killers[std::size_t(ply)][1]) return 1 << 27;
    return history[history_index(m)];
}

// Starts handing out the moves of the node at `ply` (next_move): staged, or with `all` (or in
// a game not parts_exact) every legal move listed and ordered first.
void Searcher::Impl::start_moves(int ply, const Move* hash_move, bool all) {
    Picker& pk = pickers[std::size_t(ply)];
    pk = Picker{};
    pk.has_hash = hash_move != nullptr;
    if (hash_move) pk.hash = *hash_move;
    if (all || !staged) {
        pos->legal_moves(lists[std::size_t(ply)]);
        order(ply, hash_move, false);
        pk.stage = Stage::All;
        return;
    }
    pk.stage = Stage::Hash;
}

// The next move of the node at `ply`, best first as far as its stage knows; false when none
// is left (Picker::found says whether there was any).
bool Searcher::Impl::next_move(int ply, Move& m) {
    Picker& pk = pickers[std::size_t(ply)];
    if (pk.stage == Stage::All) {
        MoveList& ml = lists[std::size_t(ply)];
        if (pk.next >= ml.size()) return false;
        pick(ply, pk.next);
        m = ml[pk.next++];
        ++pk.found;
        return true;
    }
    while (pk.stage != Stage::Done)
        if (next_stage(ply, m)) {
            ++pk.found;
            return true;
        }
    return false;
}

// One step of the staged generation: a move of the current stage (true), or on to the next.
bool Searcher::Impl::next_stage(int ply, Move& m) {
    Picker& pk = pickers[std::size_t(ply)];
    MoveList& ml = lists[std::size_t(ply)];
    std::vector<int>& key = keys[std::size_t(ply)];
    const PositionState& st = detail::state_of(*pos);
    const auto killer_or_hash = [&](const Move& x) {
        return (pk.hash_tried && x == pk.hash) || (pk.ntried > 0 && x == pk.tried[0]) ||
               (pk.ntried > 1 && x == pk.tried[1]);
    };
    switch (pk.stage) {
        case Stage::Hash:
            pk.stage = Stage::Tactical;
            if (pk.has_hash && legal_here(pk.hash)) {
                pk.hash_tried = true;
                m = pk.hash;
                return true;
            }
            return false;
        case Stage::Tactical:
            if (!pk.listed) {
                pk.listed = true;
                list_part(ml, MovePart::Tactical);
                key.clear();
                std::size_t n = 0;
                for (const Move& x : ml) {
                    if (pk.hash_tried && x == pk.hash) continue;
                    key.push_back(move_key(ply, st, x, nullptr));
                    ml[n++] = x;
                }
                ml.resize(n);
            }
            if (pk.next < ml.size() && pick_best(ml, key, pk.next) >= (1 << 28)) {
                m = ml[pk.next++];
                return true;
            }
            pk.bad = pk.next;
            pk.stage = Stage::Killers;
            return false;
        case Stage::Killers:
            while (pk.killer < 2) {
                const Move k = killers[std::size_t(ply)][pk.killer++];
                if (k.to == NoSquare || killer_or_hash(k) || is_tactical(st, k) || !legal_here(k))
                    continue;
                pk.tried[pk.ntried++] = k;
                m = k;
                return true;
            }
            pk.stage = Stage::Quiet;
            {
                MoveList& q = quiet_lists[std::size_t(ply)];
                std::vector<int>& qk = quiet_keys[std::size_t(ply)];
                list_part(q, MovePart::Quiet);
                qk.clear();
                std::size_t n = 0;
                for (const Move& x : q) {
                    if (killer_or_hash(x)) continue;
                    qk.push_back(history[history_index(x)]);
                    q[n++] = x;
                }
                q.resize(n);
            }
            return false;
        case Stage::Quiet: {
            MoveList& q = quiet_lists[std::size_t(ply)];
            if (pk.quiet < q.size()) {
                pick_best(q, quiet_keys[std::size_t(ply)], pk.quiet);
                m = q[pk.quiet++];
                return true;
            }
            pk.stage = Stage::BadTactical;
            pk.next = pk.bad;
            return false;
        }
        case Stage::BadTactical:
            if (pk.next < ml.size()) {
                pick_best(ml, key, pk.next);
                m = ml[pk.next++];
                return true;
            }
            pk.stage = Stage::Done;
            return false;
        case Stage::All:
        case Stage::Done: return false;
    }
    return false;
}

void Searcher::Impl::remember_cutoff(const Move& m, int depth, int ply) {
    auto& k = killers[std::size_t(ply)];
    if (!(k[0] == m)) {
        k[1] = k[0];
        k[0] = m;
    }
    int& h = history[history_index(m)];
    h = std::min(h + depth * depth, 1 << 26);
}

int Searcher::Impl::quiescence(int ply, int qply, int alpha, int beta) {
    const int hint = take_check_hint();
    ++nodes;
    seldepth = std::max(seldepth, ply);
    if (out_of_budget()) return 0;
    if (royal_lost(*rd, detail::state_of(*pos))) return -MateScore + ply;
    if (!rd->plan.game_end.empty() && variant_end(*rd, detail::state_of(*pos))) return terminal_score(ply);
    // Not in check, the side to move may stand pat before its moves are listed (a stalemate
    // found only when it does not); in check every evasion is searched, so mates are seen.
    const bool check = hint >= 0 ? hint != 0 : pos->in_check();
    int best = -kInfinity;
    if (!check) {
        best = evaluate_state(*rd, *et, detail::state_of(*pos));
        if (best >= beta || qply >= kMaxQuiescencePly || ply >= MaxSearchPly) return best;
    }
    // (out of check, the tactical moves alone, unless there are none: is it stalemate? Not
    // in games with drops, where telling means listing the many drops: all moves at once.)
    MoveList& ml = lists[std::size_t(ply)];
    if (check || !staged || rd->hand.drops) {
        pos->legal_moves(ml);
        if (ml.empty()) return terminal_score(ply);
    } else {
        list_part(ml, MovePart::Tactical);
        if (ml.empty() && !detail::any_legal(*rd, detail::state_of(*pos),
                                             &royal_hint[int(pos->side_to_move()) & 1],
                                             GenScope{MovePart::Quiet}))
            return terminal_score(ply);
    }
    if (check && (qply >= kMaxQuiescencePly || ply >= MaxSearchPly))
        return evaluate_state(*rd, *et, detail::state_of(*pos));
    alpha = std::max(alpha, best);
    order(ply, nullptr, !check);
    for (std::size_t i = 0; i < ml.size(); ++i) {
        pick(ply, i);
        // delta pruning: a capture that cannot lift the score to alpha is not tried
        if (!check && best + capture_value(*rd, *et, detail::state_of(*pos), ml[i]) +
                              promotion_gain(*rd, *et, detail::state_of(*pos), ml[i]) + kDeltaMargin <= alpha)
            continue;
        const Color mover = pos->side_to_move();
        PositionAccess::make_trusted(*pos, ml[i]);
        const int s = from_child(mover, alpha, beta, [&](int a, int b) {
            return quiescence(ply + 1, qply + 1, a, b);
        });
        pos->unmake();
        if (stopped) return 0;
        if (s > best) {
            best = s;
            if (s > alpha) alpha = s;
            if (s >= beta) break;
        }
    }
    return best;
}


// The zugzwang guard, the position's part: the side to move, not in check, has a piece that is
// neither royal nor pawn-like (EvalTables::null_move_types) or a piece in hand to drop, and no
// doomed piece waits for the end of its turn. Also: a fail-high node (not a PV node) deep
// enough, whose static evaluation is at beta already, not reached by a null move, and with no
// mate score at stake.
bool Searcher::Impl::null_move_fits(int depth, int ply, int beta, int static_eval) const {
    if (!null_game || depth < 2 || null_into[std::size_t(ply)] || static_eval < beta ||
        std::abs(beta) >= MateBound)
        return false;
    const PositionState& st = detail::state_of(*pos);
    if (st.doomed != NoSquare || (ply < null_min_ply && st.side == null_side)) return false;
    const int us = int(st.side);
    for (std::size_t t = 0; t < rd->types.size(); ++t)
        if ((et->null_move_types.has(t)) && st.count[us][t]) return true;
    return rd->hand.drops && !detail::hand_empty(st.hand[us], rd->types.size());
}

// Null-move pruning: the side to move passes and the other side, searched shallower, still
// cannot bring the score under beta. Deep cutoffs are verified by a shallower search of this
// node where the side makes no null move.
bool Searcher::Impl::null_move_cutoff(int depth, int ply, int beta, int static_eval) {
    const int r = 2 + depth / 4 + std::min((static_eval - beta) / 200, 2);
    const Color side = pos->side_to_move();
    int s;
    {
        const NullMove null(*rd, *pos);
        null_into[std::size_t(ply) + 1] = true;
        s = -negamax(depth - 1 - r, ply + 1, -beta, -beta + 1, false);
        null_into[std::size_t(ply) + 1] = false;
    }
    if (stopped || s < beta) return false;
    if (depth < 8) return true;
    const int min_ply = null_min_ply;
    const Color min_side = null_side;
    null_min_ply = ply + 3 * (depth - r) / 4;
    null_side = side;
    const int v = negamax(depth - r, ply, beta - 1, beta, false);
    null_min_ply = min_ply;
    null_side = min_side;
    return !stopped && v >= beta;
}

int Searcher::Impl::negamax(int depth, int ply, int alpha, int beta, bool pv_node) {
    pv_len[std::size_t(ply)] = ply;
    const int hint = take_check_hint();
    if (depth <= 0 || ply >= MaxSearchPly) {
        check_hint = hint;
        return quiescence(ply, 0, alpha, beta);
    }
    ++nodes;
    seldepth = std::max(seldepth, ply);
    if (out_of_budget()) return 0;
    const PositionState& st = detail::state_of(*pos);
    if (royal_lost(*rd, st)) return -MateScore + ply;
    if (!rd->plan.game_end.empty() && variant_end(*rd, st)) return terminal_score(ply);
    if (st.halfmove < 100 && pos->repetitions() >= 2) return 0;
    const std::uint64_t key = st.hash;
    Move hash_move;
    bool have_hash_move = false;   // (the entry itself may be replaced by the null move's search)
    if (const TTEntry* e = tt().probe(key)) {
        const int s = tt_to_score(e->score, ply);
        if (!pv_node && e->depth >= depth &&
            (e->bound == BoundExact || (e->bound == BoundLower && s >= beta) ||
             (e->bound == BoundUpper && s <= alpha)))
            return s;
        have_hash_move = e->has_move;
        if (e->has_move) hash_move = e->move;
    }
    const bool check = hint >= 0 ? hint != 0 : pos->in_check();
    const int static_eval = check ? -kInfinity : evaluate_state(*rd, *et, st);
    if (!pv_node && !check) {
        // reverse futility: far enough above beta near the leaves, the node fails high
        if (null_game && depth <= kPruneDepth && std::abs(beta) < MateBound &&
            static_eval - kFutilityMargin * depth >= beta)
            return static_eval;
        if (null_move_fits(depth, ply, beta, static_eval) &&
            null_move_cutoff(depth, ply, beta, static_eval))
            return beta;
        if (stopped) return 0;
    }
    // after mate: a mate on the 100th ply stands (there, the moves are listed first to tell)
    const bool fifty = detail::state_of(*pos).halfmove >= 100;
    start_moves(ply, have_hash_move ? &hash_move : nullptr, fifty);
    if (fifty) return lists[std::size_t(ply)].empty() ? terminal_score(ply) : 0;
    if (check && ply < MaxSearchPly / 2) ++depth;   // check extension
    const int alpha0 = alpha;
    const int best = search_moves(depth, ply, alpha, beta, pv_node, check, static_eval);
    if (stopped) return 0;
    if (pickers[std::size_t(ply)].found == 0) return terminal_score(ply);
    const Bound b = best >= beta ? BoundLower : best > alpha0 ? BoundExact : BoundUpper;
    tt().store(key, best_move_at[std::size_t(ply)], score_to_tt(best, ply), depth, b);
    return best;
}

// The moves of a node, best first (next_move): the first at full width; then, near the leaves
// of a node that is not a PV node and not in check, quiet moves beyond a count (late-move
// pruning) or that cannot lift the static evaluation to alpha (futility) are skipped unless
// they give check; late quiet moves are searched shallower with a null window first (late-move
// reductions). Leaves the best move in best_move_at[ply].
int Searcher::Impl::search_moves(int depth, int ply, int alpha, int beta, bool pv_node,
                                 bool check, int static_eval) {
    const bool prune = null_game && !pv_node && !check && depth <= kPruneDepth;
    const bool futile = prune && static_eval + kFutilityMargin * depth + 100 <= alpha;
    const int late = 3 + 2 * depth * depth;
    int best = -kInfinity, quiets = 0;
    Move m;
    for (std::size_t i = 0; next_move(ply, m); ++i) {
        if (i == 0) best_move_at[std::size_t(ply)] = m;
        const PositionState& now = detail::state_of(*pos);   // make() may move the history
        const bool quiet =
            capture_value(*rd, *et, now, m) <= 0 && promotion_gain(*rd, *et, now, m) <= 0;
        const bool may_skip = quiet && prune && i > 0 && best > -MateBound;
        if (may_skip && quiets >= late) continue;
        const Color now_side = now.side;
        PositionAccess::make_trusted(*pos, m);
        const bool gives_check = pos->in_check();
        if (may_skip && futile && !gives_check) {
            pos->unmake();
            continue;
        }
        quiets += quiet;
        int s;
        auto below = [&](int d, int lo, int hi, bool pv) {
            return from_child(now_side, lo, hi, [&](int a, int b) {
                return child(gives_check, d, ply + 1, a, b, pv);
            });
        };
        if (i == 0) s = below(depth - 1, alpha, beta, pv_node);
        else {
            int r = 0;
            if (quiet && !check && !gives_check && depth >= 3 && i >= 3) {
                r = lmr_reduction(depth, i) - pv_node - (m == killers[std::size_t(ply)][0]);
                r = std::clamp(r, 0, depth - 2);
            }
            s = below(depth - 1 - r, alpha, alpha + 1, false);
            if (!stopped && s > alpha && (r || s < beta)) s = below(depth - 1, alpha, beta, pv_node);
        }
        pos->unmake();
        if (stopped) return 0;
        if (s > best) {
            best = s;
            best_move_at[std::size_t(ply)] = m;
            if (s > alpha) {
                alpha = s;
                update_pv(ply, m);
                if (s >= beta) {
                    if (quiet) remember_cutoff(m, depth, ply);
                    break;
                }
            }
        }
    }
    return best;
}

// One iteration at the root: `root` is kept sorted by the last iteration's scores.
int Searcher::Impl::search_root(std::vector<Move>& root, int depth, int alpha, int beta) {
    pv_len[0] = 0;
    int best = -kInfinity;
    for (std::size_t i = 0; i < root.size(); ++i) {
        const Color mover = pos->side_to_move();
        pos->make(root[i]);
        auto below = [&](int lo, int hi, bool pv) {
            return from_child(mover, lo, hi, [&](int a, int b) { return negamax(depth - 1, 1, a, b, pv); });
        };
        int s;
        if (i == 0) s = below(alpha, beta, true);
        else {
            s = below(alpha, alpha + 1, false);
            if (!stopped && s > alpha && s < beta) s = below(alpha, beta, true);
        }
        pos->unmake();
        if (stopped) break;
        if (s > best && (i == 0 || s > alpha)) {   // (a fail-low bound moves nothing up)
            best = s;
            update_pv(0, root[i]);
            // the best move first, the rest in their order
            std::rotate(root.begin(), root.begin() + std::ptrdiff_t(i),
                        root.begin() + std::ptrdiff_t(i) + 1);
            if (s > alpha) alpha = s;
            if (s >= beta) break;
        }
    }
    return best;
}

// One iteration in an aspiration window around the last iteration's score `last`, widened
// on the side that fails until the score falls inside it.
int Searcher::Impl::aspiration(std::vector<Move>& root, int depth, int last) {
    if (depth < 4 || std::abs(last) >= MateBound)
        return search_root(root, depth, -kInfinity, kInfinity);
    int delta = kAspiration, alpha = last - delta, beta = last + delta;
    for (;;) {
        const int score = search_root(root, depth, alpha, beta);
        if (stopped) return score;
        if (score > alpha && score < beta) return score;
        delta *= 2;
        if (score <= alpha) alpha = delta > 600 ? -kInfinity : std::max(-kInfinity, score - delta);
        else beta = delta > 600 ? kInfinity : std::min(kInfinity, score + delta);
    }
}

namespace {

SearchInfo make_info(const SearchResult& r, int seldepth, std::int64_t ms, int hashfull) {
    SearchInfo info;
    info.hashfull = hashfull;
    info.depth = r.depth;
    info.seldepth = std::max(seldepth, r.depth);
    info.score = r.score;
    if (r.score > MateBound) info.mate = (MateScore - r.score + 1) / 2;
    else if (r.score < -MateBound) info.mate = -(MateScore + r.score) / 2;
    info.nodes = r.nodes;
    info.time_ms = int(ms);
    info.nps = ms > 0 ? r.nodes * 1000 / std::uint64_t(ms) : r.nodes * 1000;
    info.pv = r.pv;
    return info;
}

}  // namespace

// MultiPV: after the best line of this depth (root[0], `first`), the next best lines, each
// searched on the root moves not yet reported and moved to its place in `root`. Lines a stop
// cut short are not reported.
std::vector<SearchInfo> Searcher::Impl::more_lines(std::vector<Move>& root, int depth, int lines,
                                                   const SearchResult& first) {
    std::vector<SearchInfo> out;
    for (std::size_t k = 1; k < std::size_t(lines) && k < root.size(); ++k) {
        std::vector<Move> rest(root.begin() + std::ptrdiff_t(k), root.end());
        const int score = search_root(rest, depth, -kInfinity, kInfinity);
        if (stopped || pv_len[0] == 0) break;
        std::copy(rest.begin(), rest.end(), root.begin() + std::ptrdiff_t(k));
        SearchResult r = first;
        r.score = score;
        r.nodes = nodes;
        r.pv.assign(pv[0].begin(), pv[0].begin() + pv_len[0]);
        out.push_back(make_info(r, seldepth, elapsed_ms(), tt().hashfull()));
        out.back().multipv = int(k) + 1;
    }
    return out;
}

Searcher::Searcher(std::size_t hash_mb)
    : impl_(std::make_unique<Impl>(std::make_shared<TranspositionTable>(hash_mb))) {}
Searcher::~Searcher() = default;

void Searcher::stop() { stop_.store(true); }

void Searcher::clear() {
    impl_->tt().clear();
    std::fill(impl_->history.begin(), impl_->history.end(), 0);
    for (auto& k : impl_->killers) k = {};
    impl_->helpers.clear();   // (their history goes with them)
}

std::optional<std::string> Searcher::set_eval_params(std::string_view text) {
    if (auto e = parse_eval_params(text, impl_->params)) return e;
    for (auto& h : impl_->helpers) h->params = impl_->params;
    return std::nullopt;
}

std::string Searcher::eval_params() const { return eval_params_text(impl_->params); }

std::string default_eval_params() { return eval_params_text(EvalParams{}); }

void Searcher::resize(std::size_t hash_mb) {
    impl_->table = std::make_shared<TranspositionTable>(hash_mb);
    impl_->helpers.clear();
}

// Sets this searcher up for one search of `p` (its own copy) within `limits`, stopped by
// `stop`.
void Searcher::Impl::begin(Position& p, const SearchLimits& limits, const std::atomic<bool>* stop) {
    pos = &p;
    rd = &detail::rules_data(p.ruleset());
    if (!tables || tables->id != rd->id || !(tables->params == params))
        tables = build_eval_tables(*rd, params);
    et = tables.get();
    stop_request = stop;
    poll = limits.poll ? &limits.poll : nullptr;
    stopped = false;
    nodes = 0;
    node_limit = limits.nodes;
    deadline = plan_time(limits, p.side_to_move());
    null_game = null_move_game(*rd);
    see_game = rd->plan.on_capture.empty();
    staged = detail::parts_exact(*rd);
    royal_hint = {NoSquare, NoSquare};
    null_min_ply = 0;
    check_hint = -1;
    for (auto& k : killers) k = {};
}

// Iterative deepening over `root` (kept best first) from depth `first` to `max_depth`; the
// main searcher reports each iteration to `info` and fills `result`.
void Searcher::Impl::iterate(std::vector<Move>& root, int first, int max_depth,
                             const SearchLimits& limits,
                             const std::function<void(const SearchInfo&)>* info,
                             SearchResult& result) {
    for (int depth = first; depth <= max_depth; ++depth) {
        seldepth = 0;
        const int score = limits.multipv > 1 ? search_root(root, depth, -kInfinity, kInfinity)
                                             : aspiration(root, depth, result.score);
        if (pv_len[0] > 0) {   // at least one root move searched completely
            result.best = root[0];
            result.pv.assign(pv[0].begin(), pv[0].begin() + pv_len[0]);
            if (!stopped) result.score = score;
        }
        result.nodes = nodes;
        if (stopped) break;
        result.depth = depth;
        if (info && *info) (*info)(make_info(result, seldepth, elapsed_ms(), tt().hashfull()));
        if (limits.multipv > 1) {
            const auto lines = more_lines(root, depth, limits.multipv, result);
            if (info && *info)
                for (const SearchInfo& line : lines) (*info)(line);
            if (stopped) break;
        }
        if (std::abs(score) > MateBound && depth > MateScore - std::abs(score) + 1 &&
            !limits.infinite)
            break;   // a forced result found: searching deeper cannot change it
        // a fixed move time is used whole; a clock's share stops at half its soft limit, as
        // the next iteration would most likely be cut short by the hard limit anyway
        const int share = limits.movetime_ms > 0 ? 1 : 2;
        if (deadline.soft_ms >= 0 && elapsed_ms() * share >= deadline.soft_ms) break;
    }
}

// Lazy SMP: starts `threads - 1` helpers on copies of `start`, each iterating over the same
// root moves (every other one a ply ahead) until `stop_helpers`; they share only the table.
void Searcher::Impl::run_helpers(const Position& start, const std::vector<Move>& root,
                                 int threads, int max_depth, std::atomic<bool>& stop_helpers,
                                 std::vector<std::thread>& running) {
    while (int(helpers.size()) < threads - 1) helpers.push_back(std::make_unique<Impl>(table));
    for (int i = 0; i + 1 < threads; ++i) {
        Impl& h = *helpers[std::size_t(i)];
        h.table = table;
        h.tables = tables;
        h.params = params;
        running.emplace_back([&h, &start, &root, &stop_helpers, i, max_depth] {
            Position p = start;
            SearchLimits unlimited;
            unlimited.infinite = true;
            h.begin(p, unlimited, &stop_helpers);
            std::vector<Move> moves = root;
            SearchResult ignored;
            h.iterate(moves, 1 + i % 2, max_depth, unlimited, nullptr, ignored);
        });
    }
}

namespace {

// The legal moves of `pos`, only those in `only` when it is not empty.
MoveList root_moves(const Position& pos, const std::vector<Move>& only) {
    MoveList legal, kept;
    pos.legal_moves(legal);
    if (only.empty()) return legal;
    for (const Move& m : legal)
        if (std::find(only.begin(), only.end(), m) != only.end()) kept.push(m);
    return kept;
}

}  // namespace

SearchResult Searcher::search(const Position& start, const SearchLimits& limits,
                              const InfoCallback& info) {
    Impl& s = *impl_;
    stop_.store(false);
    Position pos = start;
    s.begin(pos, limits, &stop_);
    SearchResult result;
    MoveList root = root_moves(pos, limits.searchmoves);
    if (root.empty()) return result;
    result.best = root[0];
    s.lists[0] = root;
    const TTEntry* e = s.tt().probe(pos.hash());
    Move hash_move = e && e->has_move ? e->move : Move{};
    s.order(0, e && e->has_move ? &hash_move : nullptr, false, true);
    std::vector<Move> root_moves(s.lists[0].begin(), s.lists[0].end());
    const bool timed = limits.movetime_ms > 0 || limits.time_ms[0] >= 0 || limits.time_ms[1] >= 0;
    const int max_depth = limits.depth > 0 ? std::min(limits.depth, MaxSearchPly - 1)
                          : (limits.infinite || limits.nodes || timed) ? MaxSearchPly - 1 : 64;
    std::atomic<bool> stop_helpers{false};
    std::vector<std::thread> running;
    const std::vector<Move> helper_root = root_moves;
    const int threads = std::clamp(limits.threads, 1, 1024);
    if (threads > 1) s.run_helpers(start, helper_root, threads, max_depth, stop_helpers, running);
    s.iterate(root_moves, 1, max_depth, limits, &info, result);
    if (limits.infinite)   // an infinite search waits for stop() before it returns
        while (!stop_.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    stop_helpers.store(true);
    for (std::thread& t : running) t.join();
    result.nodes = s.nodes;
    for (std::size_t i = 0; i + 1 < std::size_t(threads); ++i) result.nodes += s.helpers[i]->nodes;
    return result;
}

}  // namespace aviary

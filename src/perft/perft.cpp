// Perft and divide. With audit on, every make/unmake is checked against the FEN and a
// from-scratch hash, so a mechanic that breaks restoration fails loudly with its position.
#include "aviary/perft.hpp"

#include "ir/access.hpp"
#include "perft/workers.hpp"
#include "movegen/movegen.hpp"
#include "perft/table.hpp"

#include <algorithm>
#include <atomic>
#include <deque>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <tuple>
#include <thread>

namespace aviary {
using detail::PerftTable;

namespace {

// A move list per ply searched (a deque: a turn of several moves adds plies as it goes, and
// the lists in use stay where they are).
using Lists = std::deque<MoveList>;

// The turns still to search after the move just made: one fewer when it ended its turn
// (moves-per-turn: perft counts whole turns; a move that leaves its side to move again is
// part of one), or, where the rules count single moves (RulePlan::whole_turns false: a
// drop-copy setup), after every move.
int depth_after(const Position& pos, Color mover, int depth) {
    return detail::state_of(pos).side == mover &&
                   detail::rules_data(pos.ruleset()).plan.whole_turns
               ? depth
               : depth - 1;
}

// `depth` whole turns from `pos`, whose lists start at `lists[level]`. `FreeMoves`: some move
// keeps the side to move whatever its turn's moves left say (RulePlan::free_moves), so the
// last ply is listed, not counted (a template argument: the other games pay no test for it).
template <bool FreeMoves>
std::uint64_t search(Position& pos, int depth, const PerftOptions& opt, Lists& lists,
                     PerftTable* table, std::size_t level) {
    if (depth <= 0) return 1;
    const bool last_ply = !FreeMoves && depth == 1 && detail::state_of(pos).turn_left <= 1;
    if (last_ply && !opt.audit) return pos.count_legal_moves();
    if (opt.cancel && opt.cancel->load(std::memory_order_relaxed)) throw PerftStopped();
    std::uint64_t key = 0;
    if (table) {
        key = PerftTable::key(pos.hash(), depth);
        std::uint64_t n = 0;
        if (table->probe(key, n)) return n;
    }
    if (lists.size() <= level) lists.resize(level + 1);
    MoveList& ml = lists[level];
    pos.legal_moves(ml);
    if (opt.audit) {
        MoveList ref;
        detail::legal_moves_reference(detail::rules_data(pos.ruleset()), detail::state_of(pos), ref);
        auto key = [](const Move& m) {
            return std::tuple(m.from, m.to, m.victim[0], m.victim[1], m.victim[2], m.victim[3],
                              m.unload, m.partner.from, m.partner.to, m.neutral.from,
                              m.neutral.to, m.flags, m.piece);
        };
        auto sorted = [&](const MoveList& l) {
            std::vector<Move> v(l.begin(), l.end());
            std::sort(v.begin(), v.end(), [&](const Move& a, const Move& b) { return key(a) < key(b); });
            return v;
        };
        const bool same = sorted(ref) == sorted(ml);
        if (!same)
            throw std::logic_error("fast paths disagree with the general walk + make + test in " + pos.fen());
    }
    if (last_ply) {
        if (ml.size() != pos.count_legal_moves())
            throw std::logic_error("legal move list and count disagree in " + pos.fen());
        return ml.size();
    }
    std::uint64_t n = 0;
    for (std::size_t i = 0; i < ml.size(); ++i) {
        const Move m = ml[i];
        std::string before;
        std::uint64_t h = 0;
        if (opt.audit) {
            before = pos.fen();
            h = pos.hash();
        }
        const Color mover = detail::state_of(pos).side;
        PositionAccess::make_trusted(pos, m);   // generated a moment before: no check
        if (opt.audit && pos.hash() != pos.compute_hash())
            throw std::logic_error("incremental hash differs after " + before + " + move");
        if (opt.audit && !detail::pieces_agree(detail::rules_data(pos.ruleset()), detail::state_of(pos)))
            throw std::logic_error("piece sets disagree with the board after " + before + " + move");
        n += search<FreeMoves>(pos, depth_after(pos, mover, depth), opt, lists, table, level + 1);
        pos.unmake();
        if (opt.audit && (pos.fen() != before || pos.hash() != h))
            throw std::logic_error("unmake did not restore " + before);
    }
    if (table) table->store(key, n);
    return n;
}

// search<> for the game of `pos`.
std::uint64_t search_turns(Position& pos, int depth, const PerftOptions& opt, Lists& lists,
                           PerftTable* table, std::size_t level) {
    return detail::rules_data(pos.ruleset()).plan.free_moves
               ? search<true>(pos, depth, opt, lists, table, level)
               : search<false>(pos, depth, opt, lists, table, level);
}

std::unique_ptr<PerftTable> make_table(const PerftOptions& opt) {
    if (opt.hash_mb == 0 || opt.audit) return nullptr;
    if (opt.hash_mb > MaxPerftHashMb)
        throw std::invalid_argument("perft: hash_mb " + std::to_string(opt.hash_mb) +
                                    " is above the limit of " + std::to_string(MaxPerftHashMb) + " MiB");
    try {
        return std::make_unique<PerftTable>(opt.hash_mb);
    } catch (const std::bad_alloc&) {
        throw std::runtime_error("perft: no memory for a hash table of " +
                                 std::to_string(opt.hash_mb) + " MiB");
    }
}

}  // namespace

namespace detail {

std::vector<std::pair<std::string, std::uint64_t>> perft_divide_with(Position& pos, int depth,
                                                                     const PerftOptions& opt,
                                                                     PerftTable* table) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    if (depth < 1) return out;
    if (opt.audit) table = nullptr;
    MoveList root;
    pos.legal_moves(root);
    out.resize(root.size());
    std::mutex progress_lock;
    std::size_t done = 0;
    std::uint64_t nodes = 0;
    const int threads = std::max(1, opt.threads);
    detail::run_workers(threads, [&](int first, const std::atomic<bool>& stop) {
        Position p = pos;
        Lists lists(std::size_t(depth) + 1);
        for (std::size_t i = std::size_t(first); i < root.size() && !stop;
             i += std::size_t(threads)) {
            const Color mover = p.side_to_move();
            p.make(root[i]);
            out[i] = {p.ply() ? pos.move_to_string(root[i]) : "",
                      search_turns(p, depth_after(p, mover, depth), opt, lists, table, 0)};
            p.unmake();
            if (opt.on_root_move) {
                std::lock_guard<std::mutex> hold(progress_lock);
                nodes += out[i].second;
                opt.on_root_move(++done, root.size(), nodes);
            }
        }
    });
    return out;
}

std::uint64_t perft_with(Position& pos, int depth, const PerftOptions& opt, PerftTable* table) {
    if (depth <= 0) return 1;
    if (opt.threads <= 1 && !opt.on_root_move) {
        Lists lists(std::size_t(depth) + 1);
        const std::size_t ply = pos.ply();
        try {
            return search_turns(pos, depth, opt, lists, opt.audit ? nullptr : table, 0);
        } catch (...) {   // (an audit failure deep in the tree: give `pos` back as it was)
            while (pos.ply() > ply) pos.unmake();
            throw;
        }
    }
    std::uint64_t n = 0;
    for (const auto& [m, c] : perft_divide_with(pos, depth, opt, table)) n += c;
    return n;
}

}  // namespace detail

std::vector<std::pair<std::string, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                                const PerftOptions& opt) {
    const auto table = make_table(opt);
    return detail::perft_divide_with(pos, depth, opt, table.get());
}

std::uint64_t perft(Position& pos, int depth, const PerftOptions& opt) {
    if (depth <= 0) return 1;
    const auto table = make_table(opt);
    return detail::perft_with(pos, depth, opt, table.get());
}

}  // namespace aviary

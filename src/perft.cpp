// Perft and divide. With audit on, every make/unmake is checked against the FEN and a
// from-scratch hash, so a mechanic that breaks restoration fails loudly with its position.
#include "aviary/perft.hpp"

#include "core/workers.hpp"
#include "movegen/movegen.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <stdexcept>
#include <tuple>
#include <thread>

namespace aviary {
namespace detail {
// perft makes only the moves it generated a moment before: no structural check (the hot path).
struct TrustedMoves {
    static void make(Position& pos, const Move& m) { pos.make_unchecked(m); }
};
}  // namespace detail

namespace {

// Perft counts by (position hash, depth). Lock-free: an entry holds the count and the key
// xor the count, so a torn write from another thread reads as a miss. A match needs all 64
// bits of the key (hash mixed with the depth) to agree.
class PerftTable {
public:
    explicit PerftTable(std::size_t mb) {
        std::size_t n = 1;
        while (n * 2 * sizeof(Entry) <= mb * (std::size_t(1) << 20)) n *= 2;
        entries_ = std::make_unique<Entry[]>(n);
        mask_ = n - 1;
    }
    static std::uint64_t key(std::uint64_t hash, int depth) {
        std::uint64_t k = hash ^ (std::uint64_t(depth) * 0x9E3779B97F4A7C15ull);
        k ^= k >> 31;
        k *= 0xBF58476D1CE4E5B9ull;
        return k ^ (k >> 29);
    }
    // (an empty entry reads as key 0, count 0: key 0 is never stored nor found)
    bool probe(std::uint64_t k, std::uint64_t& count) const {
        if (k == 0) return false;
        const Entry& e = entries_[k & mask_];
        std::uint64_t c = e.count.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ c) != k) return false;
        count = c;
        return true;
    }
    void store(std::uint64_t k, std::uint64_t count) {
        if (k == 0) return;
        Entry& e = entries_[k & mask_];
        e.check.store(k ^ count, std::memory_order_relaxed);
        e.count.store(count, std::memory_order_relaxed);
    }

private:
    struct Entry {
        std::atomic<std::uint64_t> check{0}, count{0};
    };
    std::unique_ptr<Entry[]> entries_;
    std::size_t mask_ = 0;
};

std::uint64_t search(Position& pos, int depth, const PerftOptions& opt, std::vector<MoveList>& lists,
                     PerftTable* table) {
    if (depth <= 0) return 1;
    if (depth == 1 && !opt.audit) return pos.count_legal_moves();
    std::uint64_t key = 0;
    if (table) {
        key = PerftTable::key(pos.hash(), depth);
        std::uint64_t n = 0;
        if (table->probe(key, n)) return n;
    }
    MoveList& ml = lists[std::size_t(depth)];
    pos.legal_moves(ml);
    if (opt.audit) {
        MoveList ref;
        detail::legal_moves_reference(pos.ruleset().data(), pos.state(), ref);
        auto key = [](const Move& m) {
            return std::tuple(m.from, m.to, m.victim[0], m.victim[1], m.unload, m.rook_from,
                              m.rook_to, m.duck_from, m.duck_to, m.flags, m.piece);
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
    if (depth == 1) {
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
        detail::TrustedMoves::make(pos, m);
        if (opt.audit && pos.hash() != pos.compute_hash())
            throw std::logic_error("incremental hash differs after " + before + " + move");
        if (opt.audit && !detail::pieces_agree(pos.ruleset().data(), pos.state()))
            throw std::logic_error("piece sets disagree with the board after " + before + " + move");
        n += search(pos, depth - 1, opt, lists, table);
        pos.unmake();
        if (opt.audit && (pos.fen() != before || pos.hash() != h))
            throw std::logic_error("unmake did not restore " + before);
    }
    if (table) table->store(key, n);
    return n;
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

std::vector<std::pair<std::string, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                                const PerftOptions& opt) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    if (depth < 1) return out;
    MoveList root;
    pos.legal_moves(root);
    out.resize(root.size());
    const auto table = make_table(opt);
    const int threads = std::max(1, opt.threads);
    detail::run_workers(threads, [&](int first, const std::atomic<bool>& stop) {
        Position p = pos;
        std::vector<MoveList> lists(std::size_t(depth) + 1);
        for (std::size_t i = std::size_t(first); i < root.size() && !stop;
             i += std::size_t(threads)) {
            p.make(root[i]);
            out[i] = {p.ply() ? pos.move_to_string(root[i]) : "",
                      search(p, depth - 1, opt, lists, table.get())};
            p.unmake();
        }
    });
    return out;
}

std::uint64_t perft(Position& pos, int depth, const PerftOptions& opt) {
    if (depth <= 0) return 1;
    if (opt.threads <= 1) {
        std::vector<MoveList> lists(std::size_t(depth) + 1);
        const auto table = make_table(opt);
        const std::size_t ply = pos.ply();
        try {
            return search(pos, depth, opt, lists, table.get());
        } catch (...) {   // (an audit failure deep in the tree: give `pos` back as it was)
            while (pos.ply() > ply) pos.unmake();
            throw;
        }
    }
    std::uint64_t n = 0;
    for (const auto& [m, c] : perft_divide(pos, depth, opt)) n += c;
    return n;
}

}  // namespace aviary

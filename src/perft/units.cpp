// Perft work units: the positions a few plies below the root, transpositions merged.
#include "aviary/perft_units.hpp"

#include "ir/access.hpp"
#include "ir/rules_data.hpp"
#include "perft/table.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <unordered_map>

namespace aviary {

struct PerftUnits::Table {
    explicit Table(std::size_t mb) : table(mb) {}
    detail::PerftTable table;
};

std::string format_unit_id(std::uint64_t id) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(id));
    return buf;
}

std::optional<std::uint64_t> parse_unit_id(const std::string& text) {
    if (text.size() != 16) return std::nullopt;
    std::uint64_t v = 0;
    for (char c : text) {
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return std::nullopt;
        v = v << 4 | std::uint64_t(d);
    }
    return v;
}

namespace {

std::uint64_t unit_key(std::uint64_t hash, int depth) {
    // a different mixer from the table's, so a unit id is not a table key
    std::uint64_t k = hash + 0x632BE59BD9B4E019ull * std::uint64_t(depth + 1);
    k = (k ^ (k >> 30)) * 0xBF58476D1CE4E5B9ull;
    k = (k ^ (k >> 27)) * 0x94D049BB133111EBull;
    return k ^ (k >> 31);
}

// The depth-first walk to the split plies; a leaf adds a unit or one more way to reach one.
struct Walker {
    Position pos;
    int plies, left;
    std::size_t max_units;
    std::vector<PerftUnit>& units;
    std::vector<std::uint32_t>& paths;
    std::vector<MoveList> lists;
    std::vector<std::uint32_t> path;
    std::unordered_map<std::uint64_t, std::uint32_t> index;
    std::uint32_t root_move = 0;

    void walk(int ply) {
        if (ply == plies) return leaf();
        MoveList& ml = lists[std::size_t(ply)];
        pos.legal_moves(ml);
        for (std::size_t i = 0; i < ml.size(); ++i) {
            if (ply == 0) root_move = std::uint32_t(i);
            path[std::size_t(ply)] = std::uint32_t(i);
            pos.make(ml[i]);
            walk(ply + 1);
            pos.unmake();
        }
    }
    void leaf() {
        const std::uint64_t id = unit_key(pos.hash(), left);
        auto [it, fresh] = index.try_emplace(id, std::uint32_t(units.size()));
        if (fresh) {
            if (units.size() >= max_units)
                throw std::length_error("more than " + std::to_string(max_units) +
                                        " units: split fewer plies");
            units.push_back(PerftUnit{id, left, 0, {}});
            paths.insert(paths.end(), path.begin(), path.end());
        }
        PerftUnit& u = units[it->second];
        ++u.multiplicity;
        if (!u.roots.empty() && u.roots.back().first == root_move) ++u.roots.back().second;
        else u.roots.emplace_back(root_move, 1);
    }
};

}  // namespace

PerftUnits::PerftUnits(const Position& root) : root_(root) {}
PerftUnits::PerftUnits(PerftUnits&&) noexcept = default;
PerftUnits& PerftUnits::operator=(PerftUnits&&) noexcept = default;
PerftUnits::~PerftUnits() = default;

PerftUnits PerftUnits::split(const Position& root, int depth, int plies, std::size_t max_units) {
    if (plies < 1 || plies > depth)
        throw std::invalid_argument("split plies must be 1.." + std::to_string(depth) + " (the depth)");
    if (detail::rules_data(root.ruleset()).turns.on())   // (units are plies, perft counts turns)
        throw std::invalid_argument("a split perft counts single moves; this game's perft counts "
                                    "whole turns of several moves (moves-per-turn): run it unsplit");
    PerftUnits u(root);
    u.depth_ = depth;
    u.plies_ = plies;
    Walker w{root, plies, depth - plies, max_units, u.units_, u.paths_, {}, {}, {}, 0};
    w.lists.resize(std::size_t(plies));
    w.path.resize(std::size_t(plies));
    w.walk(0);
    MoveList ml;
    root.legal_moves(ml);
    for (const auto& m : ml) u.root_moves_.push_back(root.move_to_string(m));
    for (std::size_t i = 0; i < u.units_.size(); ++i) u.by_id_.emplace_back(u.units_[i].id, std::uint32_t(i));
    std::sort(u.by_id_.begin(), u.by_id_.end());
    return u;
}

std::string PerftUnits::run_line() const {
    return "run depth " + std::to_string(depth_) + " split " + std::to_string(plies_) + " units " +
           std::to_string(units_.size()) + " root " + format_unit_id(root_.hash()) + " game \"" +
           root_.ruleset().name() + "\" fen " + root_.fen();
}

std::optional<std::size_t> PerftUnits::find(std::uint64_t id) const {
    auto it = std::lower_bound(by_id_.begin(), by_id_.end(), std::make_pair(id, std::uint32_t(0)));
    if (it == by_id_.end() || it->first != id) return std::nullopt;
    return it->second;
}

// Moves the cursor to the unit: back to the common prefix of the paths, then forward.
Position& PerftUnits::seek(std::size_t unit) const {
    if (!cursor_) {
        cursor_.emplace(root_);
        cursor_lists_.resize(std::size_t(plies_));
    }
    const std::uint32_t* want = &paths_[unit * std::size_t(plies_)];
    std::size_t common = 0;
    while (common < cursor_path_.size() && cursor_path_[common] == want[common]) ++common;
    while (cursor_path_.size() > common) {
        cursor_->unmake();
        cursor_path_.pop_back();
    }
    // the lists up to ply `common` are still those of the prefix
    cursor_lists_valid_ = std::min(cursor_lists_valid_, common + 1);
    for (std::size_t k = common; k < std::size_t(plies_); ++k) {
        if (k >= cursor_lists_valid_) cursor_->legal_moves(cursor_lists_[k]);
        cursor_lists_valid_ = k + 1;
        cursor_->make(cursor_lists_[k][want[k]]);
        cursor_path_.push_back(want[k]);
    }
    return *cursor_;
}

Position PerftUnits::position(std::size_t unit) const { return seek(unit); }

std::vector<std::string> PerftUnits::path(std::size_t unit) const {
    Position p = root_;
    MoveList ml;
    std::vector<std::string> out;
    for (int k = 0; k < plies_; ++k) {
        p.legal_moves(ml);
        const Move& m = ml[paths_[unit * std::size_t(plies_) + std::size_t(k)]];
        out.push_back(p.move_to_string(m));
        p.make(m);
    }
    return out;
}

std::uint64_t PerftUnits::run(std::size_t unit, const PerftOptions& opt) const {
    if (units_[unit].depth == 0) return 1;
    Position& p = seek(unit);
    if (!table_ && opt.hash_mb > 0 && !opt.audit) table_ = std::make_unique<Table>(opt.hash_mb);
    return detail::perft_with(p, units_[unit].depth, opt, table_ ? &table_->table : nullptr);
}

std::vector<std::size_t> PerftUnits::largest_first(int estimate_depth) const {
    std::vector<std::uint64_t> size(units_.size());
    for (std::size_t i = 0; i < units_.size(); ++i)
        size[i] = units_[i].depth ? perft(seek(i), std::min(estimate_depth, units_[i].depth)) : 1;
    std::vector<std::size_t> order(units_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return size[a] > size[b]; });
    return order;
}

std::uint64_t PerftUnits::total(const std::vector<std::uint64_t>& counts) const {
    std::uint64_t n = 0;
    for (std::size_t i = 0; i < units_.size(); ++i) n += units_[i].multiplicity * counts.at(i);
    return n;
}

std::vector<std::pair<std::string, std::uint64_t>> PerftUnits::divide(
    const std::vector<std::uint64_t>& counts) const {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const auto& m : root_moves_) out.emplace_back(m, 0);
    for (std::size_t i = 0; i < units_.size(); ++i)
        for (const auto& [r, mult] : units_[i].roots) out[r].second += mult * counts.at(i);
    return out;
}

}  // namespace aviary

// Perft as independent work units, for runs that are resumed or spread over many machines.
//
// PerftUnits::split(root, depth, plies) lists the positions `plies` moves after the root
// (each with `depth - plies` plies left), transpositions merged: a unit reached by several
// move sequences is run once and counted with its multiplicity, per root move as well, so a
// divide comes out of the same units. The order is deterministic (the order of first
// arrival in a depth-first walk in legal-move order), and a unit's id is a 64-bit hash of
// its position (the full position hash that `--hash` trusts) and its remaining depth.
//
// PerftJournal keeps finished units in a plain text file, one fsync'd line per unit:
//   # aviary perft journal 2
//   run depth D split K units N root HASH game "NAME" fen FEN
//   unit ID COUNT CHECK
// The `run` line ties the file to one run (variant, position, depth, split); a rerun skips the
// units it lists. CHECK (16 hex digits) is a hash of the run line, ID and COUNT: a changed
// count, or a line from another run, is an error naming the unit, not a wrong total. The file
// is read as a regular file of bounded size (about 128 bytes a unit).
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/perft.hpp"
#include "aviary/position.hpp"

namespace aviary {

struct PerftUnit {
    std::uint64_t id = 0;
    int depth = 0;                      // plies left to count from the unit's position
    std::uint64_t multiplicity = 0;     // move sequences from the root that reach it
    // (root move index, sequences through that root move), by root move index
    std::vector<std::pair<std::uint32_t, std::uint64_t>> roots;
};

// "0123456789abcdef" (16 hex digits) and back; parse accepts exactly that form.
std::string format_unit_id(std::uint64_t id);
std::optional<std::uint64_t> parse_unit_id(const std::string& text);

class PerftUnits {
public:
    // Needs 1 <= plies <= depth (else std::invalid_argument); throws std::length_error when
    // there would be more than `max_units` units.
    static PerftUnits split(const Position& root, int depth, int plies,
                            std::size_t max_units = 20'000'000);

    const std::vector<PerftUnit>& units() const { return units_; }
    std::size_t size() const { return units_.size(); }
    int depth() const { return depth_; }
    int plies() const { return plies_; }
    const std::vector<std::string>& root_moves() const { return root_moves_; }
    // The root's variant name, depth, split, unit count, hash and FEN: what a journal checks.
    std::string run_line() const;

    std::optional<std::size_t> find(std::uint64_t id) const;
    // The unit's position, reached by its first move sequence (whose moves `path` lists).
    // position() and run() move one cursor position along the unit paths (cheap for units
    // taken in order): one PerftUnits is not for several threads at once.
    Position position(std::size_t unit) const;
    std::vector<std::string> path(std::size_t unit) const;
    // Its perft (not multiplied). Units run one after another share one hash table of
    // `opt.hash_mb` MiB, so transpositions below the split are still found.
    std::uint64_t run(std::size_t unit, const PerftOptions& opt = {}) const;

    // The unit indices by estimated size, largest first (ties: unit order). The estimate is
    // the unit's perft to min(estimate_depth, its depth) plies (1: its legal move count).
    std::vector<std::size_t> largest_first(int estimate_depth = 1) const;

    // From each unit's count: the total (sum of multiplicity x count) and per root move.
    std::uint64_t total(const std::vector<std::uint64_t>& counts) const;
    std::vector<std::pair<std::string, std::uint64_t>> divide(
        const std::vector<std::uint64_t>& counts) const;

    PerftUnits(PerftUnits&&) noexcept;
    PerftUnits& operator=(PerftUnits&&) noexcept;
    ~PerftUnits();

private:
    struct Table;
    explicit PerftUnits(const Position& root);
    Position& seek(std::size_t unit) const;
    Position root_;
    int depth_ = 0, plies_ = 0;
    std::vector<PerftUnit> units_;
    std::vector<std::uint32_t> paths_;   // plies_ move indices per unit (legal-move order)
    std::vector<std::string> root_moves_;
    std::vector<std::pair<std::uint64_t, std::uint32_t>> by_id_;   // sorted
    mutable std::unique_ptr<Table> table_;
    // the cursor: root_ after the moves cursor_path_, with the legal moves at each ply
    mutable std::optional<Position> cursor_;
    mutable std::vector<std::uint32_t> cursor_path_;
    mutable std::vector<MoveList> cursor_lists_;
    mutable std::size_t cursor_lists_valid_ = 0;
};

class PerftJournal {
public:
    // Opens FILE (created when missing) for `units`: its `run` line must match, every `unit`
    // line must name a unit of the run; errors are file:line:column diagnostics. A last line
    // cut short (a run killed while writing) is dropped from the file with a warning.
    static Result<PerftJournal> open(const std::string& path, const PerftUnits& units);
    // Count of each unit, empty where the journal has none.
    const std::vector<std::optional<std::uint64_t>>& counts() const { return counts_; }
    std::size_t done() const;
    const std::vector<std::string>& warnings() const { return warnings_; }
    // Appends "unit ID COUNT CHECK" for unit index `unit` and fsyncs; throws std::runtime_error
    // when writing fails.
    void record(std::size_t unit, std::uint64_t count);
    // Several (unit index, count) lines with one fsync.
    void record(const std::vector<std::pair<std::size_t, std::uint64_t>>& done);

    PerftJournal(PerftJournal&&) noexcept;
    PerftJournal& operator=(PerftJournal&&) noexcept;
    ~PerftJournal();

private:
    PerftJournal() = default;
    std::string path_;
    int fd_ = -1;
    std::vector<std::uint64_t> ids_;
    std::vector<std::optional<std::uint64_t>> counts_;
    std::vector<std::string> warnings_;
    std::string run_line_;
};

}  // namespace aviary

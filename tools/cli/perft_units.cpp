// `aviary perft` with work units (--split, --units, --unit, --journal) and the progress line.
#include <fmt/core.h>

#include <chrono>
#include <stdexcept>

#include "cli.hpp"
#include "perft_support.hpp"

namespace aviary::cli {

namespace {

void print_time(std::chrono::steady_clock::time_point t0, std::uint64_t nodes) {
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fmt::print(stderr, "time {:.3f} s, {:.2f} Mnps\n", secs, secs > 0 ? double(nodes) / secs / 1e6 : 0.0);
}

// Plain perft with the progress line: the root moves are the units.
int perft_plain(const Args& a, Position& pos, int depth, PerftOptions opt) {
    MoveList root;
    pos.legal_moves(root);
    ProgressMeter meter(progress_wanted(a.progress, a.quiet) && depth > 1, root.size());
    opt.on_root_move = [&](std::size_t done, std::size_t, std::uint64_t nodes) { meter.update(done, nodes); };
    const auto t0 = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    if (a.divide) {
        const auto lines = perft_divide(pos, depth, opt);
        meter.finish();
        for (const auto& [m, n] : lines) {
            fmt::print("{}: {}\n", m, n);
            total += n;
        }
    } else {
        total = perft(pos, depth, opt);
        meter.finish();
    }
    print_time(t0, total);
    fmt::print("Nodes searched: {}\n", total);
    return 0;
}

int print_units(const PerftUnits& units) {
    std::uint64_t sequences = 0;
    for (const auto& u : units.units()) sequences += u.multiplicity;
    fmt::print("# {} units ({} move sequences of {} plies; perft depth {}): ID FEN DEPTH MULTIPLICITY\n",
               units.size(), sequences, units.plies(), units.depth());
    for (std::size_t i = 0; i < units.size(); ++i) {
        const auto& u = units.units()[i];
        fmt::print("{} {} {} {}\n", format_unit_id(u.id), units.position(i).fen(), u.depth, u.multiplicity);
    }
    return 0;
}

int run_one(const Args& a, const PerftUnits& units, PerftJournal* journal, const PerftOptions& opt) {
    const auto id = parse_unit_id(a.unit_id);
    if (!id) {
        fmt::print(stderr, "error: --unit takes a unit id (16 hex digits, see --units), not '{}'\n", a.unit_id);
        return 2;
    }
    const auto i = units.find(*id);
    if (!i) {
        fmt::print(stderr, "error: no unit {} in this run ({} units; see --units)\n", a.unit_id, units.size());
        return 1;
    }
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t n = units.run(*i, opt);
    if (journal) journal->record(*i, n);
    print_time(t0, n);
    fmt::print("unit {} {}\nNodes searched: {}\n", a.unit_id, n, n);
    return 0;
}

// Runs the units the journal lacks, in unit order; returns every unit's count.
std::vector<std::uint64_t> run_all(const Args& a, const PerftUnits& units, PerftJournal* journal,
                                   PerftOptions opt) {
    std::vector<std::uint64_t> counts(units.size());
    std::size_t done = 0;
    std::uint64_t nodes = 0;
    for (std::size_t i = 0; i < units.size(); ++i)
        if (journal && journal->counts()[i]) {
            counts[i] = *journal->counts()[i];
            ++done;
            nodes += units.units()[i].multiplicity * counts[i];
        }
    if (journal && done) fmt::print(stderr, "journal: {} of {} units done\n", done, units.size());
    ProgressMeter meter(progress_wanted(a.progress, a.quiet), units.size(), done, nodes);
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (journal && journal->counts()[i]) continue;
        const std::uint64_t mult = units.units()[i].multiplicity;
        opt.on_root_move = [&](std::size_t, std::size_t, std::uint64_t n) { meter.update(done, nodes + mult * n); };
        counts[i] = units.run(i, opt);
        if (journal) journal->record(i, counts[i]);
        nodes += mult * counts[i];
        meter.update(++done, nodes);
    }
    meter.finish();
    return counts;
}

}  // namespace

int cmd_perft_units(const Args& a, Position& pos, int depth, const PerftOptions& opt) {
    if (!a.split) {
        if (a.list_units || !a.unit_id.empty() || !a.journal.empty()) {
            return usage_error("perft", "--units, --unit and --journal need --split K");
        }
        return perft_plain(a, pos, depth, opt);
    }
    if (a.split > depth) {
        return usage_error("perft", fmt::format("--split takes 1..DEPTH (here 1..{}), not {}", depth, a.split));
    }
    try {
        const auto t0 = std::chrono::steady_clock::now();
        const PerftUnits units = PerftUnits::split(pos, depth, a.split);
        if (a.list_units) return print_units(units);
        std::optional<PerftJournal> journal;
        if (!a.journal.empty()) {
            auto j = PerftJournal::open(a.journal, units);
            if (!j) return report(j.errors());
            for (const auto& w : j->warnings()) fmt::print(stderr, "warning: {}\n", w);
            journal.emplace(std::move(*j));
        }
        if (!a.unit_id.empty()) return run_one(a, units, journal ? &*journal : nullptr, opt);
        const auto counts = run_all(a, units, journal ? &*journal : nullptr, opt);
        if (a.divide)
            for (const auto& [m, n] : units.divide(counts)) fmt::print("{}: {}\n", m, n);
        const std::uint64_t total = units.total(counts);
        print_time(t0, total);
        fmt::print("Nodes searched: {}\n", total);
        return 0;
    } catch (const std::exception& e) {   // too many units, a journal write failing
        fmt::print(stderr, "error: {}\n", e.what());
        return 1;
    }
}

bool uses_perft_units(const Args& a) {
    return a.split || a.list_units || !a.unit_id.empty() || !a.journal.empty() ||
           progress_wanted(a.progress, a.quiet);
}

}  // namespace aviary::cli

// aviary-mpi's two roles. Messages: rank 0 sends a unit index (tag kWork) or an empty kStop;
// a worker answers each unit with a Done (tag kResult). Rank 0 polls with MPI_Iprobe and
// sleeps briefly when idle, so it takes no core from the workers on a shared node; each
// worker has --in-flight units queued, so it does not wait while rank 0 is slow to wake.
#include <mpi.h>

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "../cli/perft_support.hpp"
#include "mpi_run.hpp"

namespace aviary::mpi {
namespace {

enum Tag { kWork = 1, kStop = 2, kResult = 3 };

struct Done {
    std::uint64_t unit = 0, count = 0;
    double seconds = 0;
    double waited = 0;   // the worker's wait for this unit
};

PerftOptions perft_options(const Options& o) {
    PerftOptions opt;
    opt.threads = o.threads;
    opt.hash_mb = std::size_t(o.hash_mb);
    return opt;
}

Done run_unit(const PerftUnits& units, std::size_t unit, const PerftOptions& opt) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t n = units.run(unit, opt);
    return Done{unit, n, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 0};
}

struct RankStat {
    std::size_t units = 0;
    std::uint64_t nodes = 0;   // counted (not multiplied)
    double busy = 0, waited = 0;
};

// Rank 0's state: the queue (largest first), what came back, the journal.
class Coordinator {
public:
    Coordinator(const Options& o, const PerftUnits& units, int ranks)
        : o_(o), units_(units), ranks_(ranks), counts_(units.size()), in_flight_(std::size_t(ranks)),
          stopped_(std::size_t(ranks)), stats_(std::size_t(ranks)) {}

    int run();

private:
    bool take(std::size_t& unit) {
        std::lock_guard<std::mutex> hold(lock_);
        if (next_ >= queue_.size()) return false;
        unit = queue_[next_++];
        return true;
    }
    void send_one(int r) {
        std::size_t u = 0;
        if (!take(u)) return;
        unsigned long long v = u;
        MPI_Send(&v, 1, MPI_UNSIGNED_LONG_LONG, r, kWork, MPI_COMM_WORLD);
        ++in_flight_[std::size_t(r)];
    }
    void stop(int r) {
        if (stopped_[std::size_t(r)]) return;
        stopped_[std::size_t(r)] = true;
        MPI_Send(nullptr, 0, MPI_BYTE, r, kStop, MPI_COMM_WORLD);
    }
    void finish(int r, const Done& d, cli::ProgressMeter& meter) {
        counts_[d.unit] = d.count;
        if (journal_) unjournaled_.emplace_back(d.unit, d.count);
        auto& s = stats_[std::size_t(r)];
        ++s.units;
        s.nodes += d.count;
        s.busy += d.seconds;
        s.waited += d.waited;
        nodes_ += units_.units()[d.unit].multiplicity * d.count;
        meter.update(++done_, nodes_);
    }
    bool poll_worker(cli::ProgressMeter& meter);
    bool drain_local(cli::ProgressMeter& meter);
    void local_worker();
    std::size_t resume();
    void report(double secs) const;

    const Options& o_;
    const PerftUnits& units_;
    int ranks_;
    std::vector<std::uint64_t> counts_;
    std::vector<std::size_t> queue_;
    std::size_t next_ = 0, done_ = 0;
    std::uint64_t nodes_ = 0;
    std::vector<int> in_flight_;
    std::vector<bool> stopped_;
    std::vector<RankStat> stats_;
    std::optional<PerftJournal> journal_;
    // results not yet in the journal: written with one fsync per pass of the loop, so a
    // burst of small units does not wait for one fsync each
    std::vector<std::pair<std::size_t, std::uint64_t>> unjournaled_;
    std::mutex lock_;                 // guards next_ and local_
    std::vector<Done> local_;         // results of rank 0's own thread
};

bool Coordinator::poll_worker(cli::ProgressMeter& meter) {
    int flag = 0;
    MPI_Status st;
    MPI_Iprobe(MPI_ANY_SOURCE, kResult, MPI_COMM_WORLD, &flag, &st);
    if (!flag) return false;
    Done d;
    MPI_Recv(&d, sizeof d, MPI_BYTE, st.MPI_SOURCE, kResult, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    --in_flight_[std::size_t(st.MPI_SOURCE)];
    finish(st.MPI_SOURCE, d, meter);
    send_one(st.MPI_SOURCE);
    if (in_flight_[std::size_t(st.MPI_SOURCE)] == 0) stop(st.MPI_SOURCE);
    return true;
}

bool Coordinator::drain_local(cli::ProgressMeter& meter) {
    std::vector<Done> got;
    {
        std::lock_guard<std::mutex> hold(lock_);
        got.swap(local_);
    }
    for (const auto& d : got) finish(0, d, meter);
    return !got.empty();
}

void Coordinator::local_worker() {
    const PerftOptions opt = perft_options(o_);
    std::size_t u = 0;
    while (take(u)) {
        const Done d = run_unit(units_, u, opt);
        std::lock_guard<std::mutex> hold(lock_);
        local_.push_back(d);
    }
}

// Reads the journal; queues the units it lacks, largest first. Returns the units done.
std::size_t Coordinator::resume() {
    std::vector<bool> have(units_.size());
    if (journal_)
        for (std::size_t i = 0; i < units_.size(); ++i)
            if (const auto& c = journal_->counts()[i]) {
                have[i] = true;
                counts_[i] = *c;
                nodes_ += units_.units()[i].multiplicity * *c;
                ++done_;
            }
    for (std::size_t i : units_.largest_first(o_.estimate_depth))
        if (!have[i]) queue_.push_back(i);
    return done_;
}

int Coordinator::run() {
    if (!o_.journal.empty()) {
        auto j = PerftJournal::open(o_.journal, units_);
        if (!j) {
            for (const auto& d : j.errors()) fmt::print(stderr, "{}", d.render());
            for (int r = 1; r < ranks_; ++r) stop(r);
            return 1;
        }
        for (const auto& w : j->warnings()) fmt::print(stderr, "warning: {}\n", w);
        journal_.emplace(std::move(*j));
    }
    const auto t0 = std::chrono::steady_clock::now();
    const std::size_t already = resume(), total = units_.size();
    cli::ProgressMeter meter(cli::progress_wanted(o_.progress, o_.quiet), total, already, nodes_);
    for (int r = 1; r < ranks_; ++r) {
        for (int k = 0; k < o_.in_flight; ++k) send_one(r);
        if (in_flight_[std::size_t(r)] == 0) stop(r);
    }
    std::thread local;
    if (!o_.coordinator_only || ranks_ == 1) local = std::thread([this] { local_worker(); });
    while (done_ < total) {
        bool busy = drain_local(meter);
        while (poll_worker(meter)) busy = true;
        if (journal_) journal_->record(unjournaled_);
        unjournaled_.clear();
        if (!busy) std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    for (int r = 1; r < ranks_; ++r) stop(r);
    if (local.joinable()) local.join();
    meter.finish();
    if (o_.divide)
        for (const auto& [m, n] : units_.divide(counts_)) fmt::print("{}: {}\n", m, n);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const std::uint64_t n = units_.total(counts_);
    fmt::print(stderr, "time {:.3f} s, {:.2f} Mnps\n", secs, secs > 0 ? double(n) / secs / 1e6 : 0.0);
    if (!o_.quiet) report(secs);
    fmt::print("Nodes searched: {}\n", n);
    return 0;
}

// Per rank: units, nodes counted, busy time; and the balance of the busy times.
void Coordinator::report(double secs) const {
    double most = 0, sum = 0;
    int working = 0;
    for (int r = 0; r < ranks_; ++r) {
        const auto& s = stats_[std::size_t(r)];
        if (!s.units) continue;
        fmt::print(stderr, "rank {}: {} units, {} nodes, {:.3f} s busy, {:.3f} s waiting for units\n", r,
                   s.units, s.nodes, s.busy, s.waited);
        most = std::max(most, s.busy);
        sum += s.busy;
        ++working;
    }
    fmt::print(stderr, "{} units of {} plies (largest first by perft {}), {} ranks working; busiest {:.3f} s, "
               "mean {:.3f} s, wall {:.3f} s\n", units_.size(), units_.plies(), o_.estimate_depth, working,
               most, working ? sum / working : 0.0, secs);
}

}  // namespace

int coordinate(const Options& o, const PerftUnits& units, int ranks) {
    Coordinator c(o, units, ranks);
    try {
        return c.run();
    } catch (const std::exception& e) {   // a journal write failing
        fmt::print(stderr, "error: {}\n", e.what());
        MPI_Abort(MPI_COMM_WORLD, 1);
        return 1;
    }
}

int work(const Options& o, const PerftUnits& units) {
    const PerftOptions opt = perft_options(o);
    for (;;) {
        unsigned long long u = 0;
        MPI_Status st;
        const auto t0 = std::chrono::steady_clock::now();
        MPI_Recv(&u, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        if (st.MPI_TAG == kStop) return 0;
        Done d = run_unit(units, std::size_t(u), opt);
        d.waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() - d.seconds;
        MPI_Send(&d, sizeof d, MPI_BYTE, 0, kResult, MPI_COMM_WORLD);
    }
}

}  // namespace aviary::mpi

// Shared by `aviary perft` and aviary-mpi: the progress line, and strict number parsing.
// The progress line (stderr): units done of the total, nodes so far, Mnps and an ETA, redrawn
// in place. Nothing is drawn during the first second, so short runs print nothing.
#pragma once
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace aviary::cli {

// --progress forces it, --quiet turns it off, else on when stderr is a terminal.
bool progress_wanted(bool force, bool quiet);

class ProgressMeter {
public:
    // `done`/`nodes`: what an earlier run (a journal) already counted.
    ProgressMeter(bool enabled, std::size_t total, std::size_t done = 0, std::uint64_t nodes = 0);
    ~ProgressMeter();
    ProgressMeter(const ProgressMeter&) = delete;
    ProgressMeter& operator=(const ProgressMeter&) = delete;

    // Thread-safe. `nodes`: the running total.
    void update(std::size_t done, std::uint64_t nodes);
    // Clears the line and stops redrawing.
    void finish();

private:
    void draw_locked(bool force);
    void tick();
    bool enabled_;
    std::size_t total_, done_, start_done_;
    std::uint64_t nodes_, start_nodes_;
    std::chrono::steady_clock::time_point t0_, last_draw_;
    bool drawn_ = false, stop_ = false;
    std::mutex lock_;
    std::condition_variable wake_;
    std::thread ticker_;
};

// The whole of `text` as a whole number in [lo, hi]; else false and `err` says why, naming
// `what` (the option).
bool parse_number(const std::string& what, const std::string& text, long long lo, long long hi,
                  long long& out, std::string& err);

// May the perft hash table take `mb` MiB? At most half of the memory available now (Linux:
// MemAvailable; elsewhere any size); else false and `err` says why. aviary and aviary-mpi
// check --hash with it.
bool hash_fits(long long mb, std::string& err);

}  // namespace aviary::cli

// The perft progress line and strict number parsing (shared by aviary and aviary-mpi).
#include "perft_support.hpp"
#include "numbers.hpp"

#include <unistd.h>

#include <charconv>
#include <fstream>
#include <cstdio>

namespace aviary::cli {

bool progress_wanted(bool force, bool quiet) {
    if (quiet) return false;
    return force || ::isatty(STDERR_FILENO);
}

bool parse_number(const std::string& what, const std::string& text, long long lo, long long hi,
                  long long& out, std::string& err) {
    const auto n = parse_number(std::string_view(text), lo, hi, what, err);   // numbers.hpp
    if (n) out = *n;
    return n.has_value();
}

namespace {

std::string clock_text(double secs) {
    const long s = long(secs + 0.5);
    char buf[32];
    if (s >= 3600) std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
    return buf;
}

}  // namespace

ProgressMeter::ProgressMeter(bool enabled, std::size_t total, std::size_t done, std::uint64_t nodes)
    : enabled_(enabled), total_(total), done_(done), start_done_(done), nodes_(nodes),
      start_nodes_(nodes), t0_(std::chrono::steady_clock::now()), last_draw_(t0_) {
    if (enabled_) ticker_ = std::thread([this] { tick(); });
}

ProgressMeter::~ProgressMeter() { finish(); }

void ProgressMeter::update(std::size_t done, std::uint64_t nodes) {
    if (!enabled_) return;
    std::lock_guard<std::mutex> hold(lock_);
    done_ = done;
    nodes_ = nodes;
    draw_locked(false);
}

void ProgressMeter::tick() {
    std::unique_lock<std::mutex> hold(lock_);
    while (!stop_) {
        wake_.wait_for(hold, std::chrono::seconds(1));
        if (!stop_) draw_locked(true);
    }
}

// Redraws at most 5 times a second, and not before a second has passed.
void ProgressMeter::draw_locked(bool force) {
    const auto now = std::chrono::steady_clock::now();
    const double secs = std::chrono::duration<double>(now - t0_).count();
    if (secs < 1.0 || (!force && now - last_draw_ < std::chrono::milliseconds(200))) return;
    last_draw_ = now;
    const std::size_t run = done_ - start_done_;
    const double mnps = double(nodes_ - start_nodes_) / secs / 1e6;
    const std::string eta = run ? clock_text(secs * double(total_ - done_) / double(run)) : "?";
    std::fprintf(stderr, "\r\033[K%zu/%zu units  %llu nodes  %.1f Mnps  %s  ETA %s", done_, total_,
                 static_cast<unsigned long long>(nodes_), mnps, clock_text(secs).c_str(), eta.c_str());
    std::fflush(stderr);
    drawn_ = true;
}

void ProgressMeter::finish() {
    if (!enabled_) return;
    {
        std::lock_guard<std::mutex> hold(lock_);
        if (stop_) return;
        stop_ = true;
        if (drawn_) std::fprintf(stderr, "\r\033[K");
        std::fflush(stderr);
    }
    wake_.notify_all();
    ticker_.join();
}

// May the perft hash table take `mb` MiB? At most half of the memory available now (Linux:
// MemAvailable; elsewhere only kMaxHashMb): the table is zeroed when made, so all of it is
// used at once, and the search needs memory too.
bool hash_fits(long long mb, std::string& err) {
    std::ifstream in("/proc/meminfo");
    std::string key;
    long long kb = 0;
    while (in >> key >> kb) {
        if (key != "MemAvailable:") { in.ignore(256, '\n'); continue; }
        if (mb * 1024 <= kb / 2) return true;
        err = "--hash " + std::to_string(mb) + " MiB is more than half of the " +
              std::to_string(kb / 1024) + " MiB of memory available";
        return false;
    }
    return true;
}

}  // namespace aviary::cli

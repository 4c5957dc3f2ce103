// Running one job on several threads without losing what they throw: an exception left in a
// std::thread ends the process (std::terminate), so each worker's is caught, the others are
// asked to stop, and the first one is rethrown on the calling thread after all have joined.
#pragma once
#include <atomic>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace aviary::detail {

// Calls work(i, stop) for i in [0, threads) on as many threads; `stop` turns true once a
// worker has thrown (workers should check it between units of work).
inline void run_workers(int threads, const std::function<void(int, const std::atomic<bool>&)>& work) {
    std::atomic<bool> stop{false};
    if (threads <= 1) return work(0, stop);   // (on this thread: what it throws goes up)
    std::exception_ptr first;
    std::mutex m;
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(threads));
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            try {
                work(t, stop);
            } catch (...) {
                std::lock_guard<std::mutex> lock(m);
                if (!first) first = std::current_exception();
                stop = true;
            }
        });
    for (auto& th : pool) th.join();
    if (first) std::rethrow_exception(first);
}

}  // namespace aviary::detail

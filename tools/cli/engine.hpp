// Shared by the UCI and XBoard adapters: the games a session offers, one search running on its
// own thread, and line output that both threads may use.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "aviary/aviary.hpp"

namespace aviary::cli {

// Writes one protocol line to stdout and flushes it (safe from any thread).
void send_line(const std::string& line);

// Splits a line at blanks.
std::vector<std::string> split_words(const std::string& line);

// Parses a whole non-negative decimal number (no sign, no trailing text).
bool parse_count(const std::string& text, std::uint64_t& out);

// The games an engine session knows: the shipped variants and those added from files.
class Catalogue {
public:
    Catalogue();
    const std::vector<std::string>& names() const { return names_; }
    bool has(const std::string& name) const;
    // Adds a .variant file (its game is named after the file), every .variant file of a
    // folder, or the games of a Fairy-Stockfish INI file (named after their sections; those
    // that cannot be converted go to `skipped`). Returns the names added, or the first file's
    // diagnostics (an INI file of which no game converts: all its errors).
    Result<std::vector<std::string>> add(const std::string& path, std::vector<Diagnostic>* skipped = nullptr);
    // Loads (once) the game of that name.
    Result<Ruleset> load(const std::string& name);

private:
    Result<std::vector<std::string>> add_ini(const std::string& path, const std::string& text,
                                             std::vector<Diagnostic>* skipped);
    std::vector<std::string> names_;
    std::map<std::string, std::string> files_;   // added games: name -> path
    std::map<std::string, Ruleset> loaded_;
};

// Starts an engine session: adds the games of the command line's files to `s.games`, then
// selects `first` (else the first game known). 0 when a game is selected, else the exit code
// (the error printed). `Session` has `games`, `pos` and `set_variant(name)`.
template <class Session>
int open_session(Session& s, const std::vector<std::string>& files, const std::string& first,
                 int (*report)(const std::vector<Diagnostic>&)) {
    for (const auto& f : files) {
        auto added = s.games.add(f);
        if (!added) return report(added.errors());
    }
    if (!s.set_variant(first) && !s.games.names().empty()) s.set_variant(s.games.names()[0]);
    if (s.pos) return 0;
    std::fputs("error: no variant found (looked for the shipped variants)\n", stderr);
    return 1;
}

// One search at a time on a thread of its own.
class SearchThread {
public:
    using Done = std::function<void(const Position&, const SearchResult&)>;
    ~SearchThread() { stop(); }
    // Starts searching a copy of `pos`; `done` runs on the search thread at the end.
    void start(const Position& pos, const SearchLimits& limits, Searcher::InfoCallback info,
               Done done);
    // Runs `job` on the thread instead of a search (`go perft`); `stop` turns true on stop().
    void run(std::function<void(const std::atomic<bool>& stop)> job);
    void stop();   // asks the search (or job) to end and waits for it
    void wait();   // waits for the search to end by itself
    // quit and the end of input: stop() for an infinite search; else waits for the search to
    // end by itself, for at most `grace`, then stop() (its result is still reported).
    void finish(std::chrono::milliseconds grace = std::chrono::seconds(5));
    bool running() const { return thread_.joinable() && !finished_.load(); }
    Searcher& searcher() { return searcher_; }

private:
    Searcher searcher_{16};
    std::thread thread_;
    std::atomic<bool> finished_{true}, stop_job_{false};
    bool infinite_ = false;
};

// Aviary's move string, or Fairy-Stockfish's form of a Duck move (e2e4,e4d5: the Duck's leg
// from the mover's square).
Result<Move> parse_engine_move(const Position& pos, const std::string& text);

// The moves of `pv` as strings, separated by spaces, each written by `write` in the position it
// is played in (UCI's and XBoard's forms).
std::string pv_text(const Position& start, const std::vector<Move>& pv,
                    const std::function<std::string(const Position&, const Move&)>& write);


// The first line of a diagnostic without "file:line:column: error: " noise for one-line
// protocol replies.
std::string one_line(const std::vector<Diagnostic>& ds);

}  // namespace aviary::cli

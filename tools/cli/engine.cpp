// The parts the UCI and XBoard adapters share: game catalogue, search thread, output.
#include "engine.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <iostream>
#include <mutex>

#include "cli.hpp"

namespace aviary::cli {

namespace {
std::mutex g_out;

std::string stem(const std::string& path) {
    std::size_t slash = path.find_last_of('/');
    std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    if (base.size() > 8 && base.compare(base.size() - 8, 8, ".variant") == 0)
        base.resize(base.size() - 8);
    return base;
}

std::vector<std::string> variant_files(const std::string& dir) {
    std::vector<std::string> out;
    for (const auto& n : variant_names_in({dir})) out.push_back(dir + "/" + n + ".variant");
    return out;
}
}  // namespace

void send_line(const std::string& line) {
    std::lock_guard<std::mutex> lock(g_out);
    std::cout << line << '\n' << std::flush;
}

std::vector<std::string> split_words(const std::string& line) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < line.size()) {
        if (std::isspace((unsigned char)line[i])) { ++i; continue; }
        std::size_t j = i;
        while (j < line.size() && !std::isspace((unsigned char)line[j])) ++j;
        out.push_back(line.substr(i, j - i));
        i = j;
    }
    return out;
}

bool parse_count(const std::string& text, std::uint64_t& out) {
    if (text.empty() || text.size() > 18) return false;
    out = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return false;
        out = out * 10 + std::uint64_t(c - '0');
    }
    return true;
}

Catalogue::Catalogue() : names_(variant_names()) {}

bool Catalogue::has(const std::string& name) const {
    return std::find(names_.begin(), names_.end(), name) != names_.end();
}

Result<std::vector<std::string>> Catalogue::add_ini(const std::string& path, const std::string& text,
                                                   std::vector<Diagnostic>* skipped) {
    IniImport got = import_ini(text, path);
    std::vector<std::string> added;
    std::vector<Diagnostic> errors = got.errors;
    for (const auto& v : got.variants) {
        if (has(v.name) && !loaded_.count(v.name)) {
            errors.push_back(Diagnostic{SourceLocation{path, 1, 1}, "a shipped game is called '" + v.name +
                                                                        "': the section is left out", ""});
            continue;
        }
        auto rs = load_ruleset(v.text, path + ":" + v.name);
        if (!rs) {
            errors.insert(errors.end(), rs.errors().begin(), rs.errors().end());
            continue;
        }
        loaded_.erase(v.name);
        loaded_.emplace(v.name, *rs);
        if (!has(v.name)) names_.push_back(v.name);
        added.push_back(v.name);
    }
    if (added.empty()) return errors.empty() ? std::vector<Diagnostic>{Diagnostic{SourceLocation{path, 1, 1}, "no game in the INI file", ""}} : errors;
    if (skipped) skipped->insert(skipped->end(), errors.begin(), errors.end());
    return added;
}

Result<std::vector<std::string>> Catalogue::add(const std::string& path, std::vector<Diagnostic>* skipped) {
    struct stat sb {};
    if (stat(path.c_str(), &sb) != 0)
        return Diagnostic{SourceLocation{path, 1, 1}, "cannot open '" + path + "'", ""};
    if (S_ISREG(sb.st_mode) && stem(path) == path.substr(path.find_last_of('/') + 1)) {
        auto text = read_user_file(path, MaxIniFileBytes, "the INI file");
        if (!text) return text.errors();
        if (is_ini_text(*text)) return add_ini(path, *text, skipped);
    }
    std::vector<std::string> files = S_ISDIR(sb.st_mode) ? variant_files(path)
                                                         : std::vector<std::string>{path};
    if (files.empty())
        return Diagnostic{SourceLocation{path, 1, 1}, "no .variant file in '" + path + "'", ""};
    std::vector<std::string> added;
    for (const auto& f : files) {
        const std::string name = stem(f);
        if (name.empty() || name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.+") != std::string::npos)
            return Diagnostic{SourceLocation{f, 1, 1}, "the game's name '" + name +
                                                           "' (the file's name) may hold only letters, digits and - _ . +", ""};
        if (has(name) && !files_.count(name))   // a shipped game keeps its name
            return Diagnostic{SourceLocation{f, 1, 1}, "a shipped game is called '" + name +
                                                           "': give the file another name", ""};
        auto rs = load_variant(f.find('/') == std::string::npos ? "./" + f : f);
        if (!rs) return rs.errors();
        files_[name] = f.find('/') == std::string::npos ? "./" + f : f;
        loaded_.erase(name);
        loaded_.emplace(name, *rs);
        if (!has(name)) names_.push_back(name);
        added.push_back(name);
    }
    return added;
}

Result<Ruleset> Catalogue::load(const std::string& name) {
    if (auto it = loaded_.find(name); it != loaded_.end()) return it->second;
    auto it = files_.find(name);
    auto rs = load_variant(it != files_.end() ? it->second : name);
    if (rs) loaded_.emplace(name, *rs);
    return rs;
}

void SearchThread::start(const Position& pos, const SearchLimits& limits,
                         Searcher::InfoCallback info, Done done) {
    stop();
    infinite_ = limits.infinite;
    finished_.store(false);
    thread_ = std::thread([this, pos, limits, info = std::move(info), done = std::move(done)] {
        SearchResult r = searcher_.search(pos, limits, info);
        done(pos, r);
        finished_.store(true);
    });
}

void SearchThread::run(std::function<void(const std::atomic<bool>& stop)> job) {
    stop();
    infinite_ = false;
    stop_job_.store(false);
    finished_.store(false);
    thread_ = std::thread([this, job = std::move(job)] {
        job(stop_job_);
        finished_.store(true);
    });
}

void SearchThread::stop() {
    if (!thread_.joinable()) return;
    stop_job_.store(true);
    while (!finished_.load()) {   // a request made before the search began is lost: repeat it
        searcher_.stop();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    thread_.join();
}

void SearchThread::finish(std::chrono::milliseconds grace) {
    const auto until = std::chrono::steady_clock::now() + grace;
    while (!infinite_ && !finished_.load() && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    stop();
}

void SearchThread::wait() {
    if (thread_.joinable()) thread_.join();
}

Result<Move> parse_engine_move(const Position& pos, const std::string& text) {
    auto m = pos.parse_move(text);
    const std::size_t comma = text.find(',');
    if (m || comma == std::string::npos) return m;
    // e2e4,e4d5 -> e2e4,d5 when the second leg starts where the first ends
    const BoardShape b = pos.ruleset().shape();
    const std::string first = text.substr(0, comma), second = text.substr(comma + 1);
    auto from = b.parse_prefix(first);
    if (!from) return m;
    auto to = b.parse_prefix(first.substr(std::size_t(from->second)));
    auto leg = b.parse_prefix(second);
    if (!to || !leg || leg->first != to->first) return m;
    auto alt = pos.parse_move(first + "," + second.substr(std::size_t(leg->second)));
    return alt ? alt : m;
}

std::string pv_text(const Position& start, const std::vector<Move>& pv,
                    const std::function<std::string(const Position&, const Move&)>& write) {
    Position pos = start;
    std::string out;
    for (const Move& m : pv) {
        out += (out.empty() ? "" : " ") + write(pos, m);
        pos.make(m);
    }
    return out;
}

std::string one_line(const std::vector<Diagnostic>& ds) {
    if (ds.empty()) return "error";
    const Diagnostic& d = ds.front();
    return d.where.file + ":" + std::to_string(d.where.line) + ":" + std::to_string(d.where.column) +
           ": " + d.message;
}

}  // namespace aviary::cli

// aviary-tune: Texel tuning of the search's evaluation weights (README: Tuning the evaluation).
//   aviary-tune [--games N] [--nodes N] [--random-plies N] [--seed S] [--rounds N]
//               [--start TEXT] VARIANT_FILE ...
// Plays --games self-play games of each game (the search at --nodes nodes a move, after
// --random-plies random plies), keeps their quiet positions (from the 8th ply, the side to move
// not in check and the search's move neither a capture nor a promotion) with the game's
// result, then fits the weights from --start (default: the engine's) by tune_fit and prints
// them as the text the engine takes (UCI option EvalParams, aviary-selfplay --eval-params).
// Reads and writes no file but the variant files named.
#include <aviary/aviary.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "ir/access.hpp"
#include "search/tune.hpp"

namespace {

struct Options {
    int games = 40, nodes = 2000, random_plies = 6, rounds = 10, max_plies = 240;
    unsigned seed = 1;
    std::string start;
    std::vector<std::string> files;
};

bool parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&](int& out) {
            if (i + 1 >= argc) return false;
            char* end = nullptr;
            const long v = std::strtol(argv[++i], &end, 10);
            if (*end || v < 0) return false;
            out = int(v);
            return true;
        };
        int seed = 0;
        if (a == "--games") { if (!next(o.games)) return false; }
        else if (a == "--nodes") { if (!next(o.nodes)) return false; }
        else if (a == "--random-plies") { if (!next(o.random_plies)) return false; }
        else if (a == "--rounds") { if (!next(o.rounds)) return false; }
        else if (a == "--seed") { if (!next(seed)) return false; o.seed = unsigned(seed); }
        else if (a == "--start" && i + 1 < argc) o.start = argv[++i];
        else if (a.rfind("--", 0) == 0) return false;
        else o.files.push_back(a);
    }
    return !o.files.empty();
}

// One self-play game: its quiet positions, labelled with the result once it is known.
void play_game(const aviary::Ruleset& rules, const Options& o, std::mt19937& rng,
               aviary::Searcher& searcher, std::vector<aviary::detail::TuneSample>& out) {
    auto pos = aviary::Position::start(rules);
    const auto& rd = aviary::detail::rules_data(rules);
    const std::size_t first = out.size();
    searcher.clear();
    aviary::SearchLimits lim;
    lim.nodes = std::uint64_t(o.nodes);
    for (int ply = 0; ply < o.max_plies; ++ply) {
        if (pos.outcome().termination != aviary::Termination::None) break;
        aviary::MoveList ml;
        pos.legal_moves(ml);
        if (ml.empty()) break;
        if (ply < o.random_plies) {
            pos.make(ml[std::uniform_int_distribution<std::size_t>(0, ml.size() - 1)(rng)]);
            continue;
        }
        const auto r = searcher.search(pos, lim);
        if (!r.best) break;
        if (ply >= 8 && !pos.in_check() && !aviary::is_capture(pos, *r.best) &&
            !r.best->promotion_type())
            out.push_back({&rd, aviary::detail::state_of(pos), 0.5});
        pos.make(*r.best);
    }
    const auto outcome = pos.outcome();
    const double white = !outcome.winner ? 0.5 : *outcome.winner == aviary::Color::White ? 1 : 0;
    for (std::size_t i = first; i < out.size(); ++i) out[i].result = white;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (!parse(argc, argv, o)) {
        std::fprintf(stderr, "usage: aviary-tune [--games N] [--nodes N] [--random-plies N] "
                             "[--seed S] [--rounds N] [--start TEXT] VARIANT_FILE ...\n");
        return 2;
    }
    aviary::detail::EvalParams start;
    if (auto e = aviary::detail::parse_eval_params(o.start, start)) {
        std::fprintf(stderr, "aviary-tune: --start: %s\n", e->c_str());
        return 2;
    }
    std::mt19937 rng(o.seed);
    aviary::Searcher searcher(16);
    std::vector<aviary::Ruleset> rules;   // (the samples point into them)
    std::vector<aviary::detail::TuneSample> samples;
    rules.reserve(o.files.size());
    for (const auto& f : o.files) {
        auto r = aviary::load_ruleset_file(f);
        if (!r) {
            std::fprintf(stderr, "%s", r.error_text().c_str());
            return 1;
        }
        rules.push_back(*r);
        const std::size_t before = samples.size();
        for (int g = 0; g < o.games; ++g) play_game(rules.back(), o, rng, searcher, samples);
        std::printf("%s: %d games, %zu positions\n", f.c_str(), o.games, samples.size() - before);
        std::fflush(stdout);
    }
    const double k = aviary::detail::tune_scale(samples, start);
    std::printf("k %.2f, error %.6f with %s\n", k, aviary::detail::tune_error(samples, start, k),
                aviary::detail::eval_params_text(start).c_str());
    const auto fitted = aviary::detail::tune_fit(
        samples, start, k, o.rounds, [](int round, double e, const aviary::detail::EvalParams& p) {
            std::printf("round %d: error %.6f  %s\n", round, e,
                        aviary::detail::eval_params_text(p).c_str());
            std::fflush(stdout);
        });
    std::printf("EvalParams %s\n", aviary::detail::eval_params_text(fitted).c_str());
    return 0;
}

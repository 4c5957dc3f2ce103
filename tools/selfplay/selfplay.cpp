// aviary-selfplay: the search against simple opponents (a random mover, a 1-ply greedy
// capturer) or a UCI engine (e.g. Fairy-Stockfish, same move time), for the figures of the
// README. Public API only; the library referees every game.
//   aviary-selfplay [--movetime MS] [--games N] [--opponent random|greedy|uci:COMMAND]
//                   [--uci-variant NAME] [--max-plies N] [--seed S] [--random-plies N]
//                   VARIANT_FILE ...
// --random-plies N: each pair of games (the search White, then Black) starts after the same N
// random plies (drawn from --seed and the pair's number), so that games between two
// deterministic engines differ.
// Prints one line per game and a summary line per variant: wins, draws, losses of the search
// and its score in percent. Games longer than --max-plies are draws.
#include <aviary/aviary.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace {

struct Options {
    int movetime = 200, games = 20, max_plies = 300, random_plies = 0;
    unsigned seed = 1;
    std::string opponent = "random", uci_variant;
    std::vector<std::string> files;
};

// The material of `c` on the board and in hand.
int material(const aviary::Position& pos, aviary::Color c, const std::vector<int>& values) {
    int sum = 0;
    const int n = pos.ruleset().shape().size();
    for (int s = 0; s < n; ++s)
        if (auto p = pos.piece_at(aviary::Square(s)); p && p->color == c) sum += values[std::size_t(p->type)];
    for (std::size_t t = 0; t < values.size(); ++t) sum += pos.hand_count(c, int(t)) * values[t];
    return sum;
}

// A UCI engine on pipes: its moves are written as Fairy-Stockfish writes them (castling as
// the king's move, the Duck as a second leg from the mover's square: e2e4,e4d5).
class UciEngine {
public:
    explicit UciEngine(const std::string& command) {
        int in[2], out[2];
        if (pipe(in) || pipe(out)) std::exit(1);
        pid_ = fork();
        if (pid_ == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            close(in[1]);
            close(out[0]);
            execl("/bin/sh", "sh", "-c", command.c_str(), nullptr);
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        to_ = fdopen(in[1], "w");
        from_ = fdopen(out[0], "r");
        send("uci");
        wait_for("uciok");
    }
    ~UciEngine() {
        send("quit");
        std::fclose(to_);
        std::fclose(from_);
        waitpid(pid_, nullptr, 0);
    }
    void send(const std::string& line) {
        std::fprintf(to_, "%s\n", line.c_str());
        std::fflush(to_);
    }
    std::string wait_for(const std::string& prefix) {
        char buf[65536];
        while (std::fgets(buf, sizeof buf, from_)) {
            std::string line(buf);
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
            if (line.rfind(prefix, 0) == 0) return line;
        }
        std::fprintf(stderr, "error: the UCI engine stopped\n");
        std::exit(1);
    }

private:
    pid_t pid_ = -1;
    FILE* to_ = nullptr;
    FILE* from_ = nullptr;
};

std::string uci_string(const aviary::Position& pos, const aviary::Move& m) {
    std::string s = pos.move_to_string(m);
    const std::string base = s.substr(0, s.find(','));   // castling: the king's move
    if (!m.neutral.present()) return base;
    const auto& b = pos.ruleset().shape();
    return base + "," + b.name(m.to) + b.name(m.neutral.to);
}

aviary::Move pick_uci(UciEngine& e, const aviary::Position& pos, const aviary::MoveList& ml,
                      const std::string& moves, int movetime) {
    e.send("position startpos" + (moves.empty() ? std::string() : " moves" + moves));
    e.send("go movetime " + std::to_string(movetime));
    std::string best = e.wait_for("bestmove ");
    best = best.substr(9, best.find(' ', 9) == std::string::npos ? std::string::npos : best.find(' ', 9) - 9);
    for (const auto& m : ml)
        if (uci_string(pos, m) == best || pos.move_to_string(m) == best) return m;
    std::fprintf(stderr, "error: the UCI engine played '%s', not legal in %s\n", best.c_str(), pos.fen().c_str());
    std::exit(1);
}

aviary::Move pick_random(const aviary::MoveList& ml, std::mt19937& rng) {
    return ml[std::uniform_int_distribution<std::size_t>(0, ml.size() - 1)(rng)];
}

// A move that wins at once, else the one taking the most material, random among equals.
aviary::Move pick_greedy(aviary::Position& pos, const aviary::MoveList& ml, std::mt19937& rng,
                         const std::vector<int>& values) {
    const aviary::Color us = pos.side_to_move(), them = opposite(us);
    const int before = material(pos, them, values);
    int best = -1;
    std::vector<aviary::Move> ties;
    for (const auto& m : ml) {
        pos.make(m);
        int gain = before - material(pos, them, values);
        // a win at once takes material (a royal piece) or leaves no move (counted, not listed)
        if (gain > 0 || pos.count_legal_moves() == 0) {
            auto o = pos.outcome();
            if (o.termination != aviary::Termination::None && o.winner == us) gain = 1000000;
        }
        pos.unmake();
        if (gain > best) {
            best = gain;
            ties.clear();
        }
        if (gain == best) ties.push_back(m);
    }
    return ties[std::uniform_int_distribution<std::size_t>(0, ties.size() - 1)(rng)];
}

const char* termination_name(aviary::Termination t) {
    switch (t) {
        case aviary::Termination::None: return "none";
        case aviary::Termination::Checkmate: return "checkmate";
        case aviary::Termination::Stalemate: return "stalemate";
        case aviary::Termination::RoyalCaptured: return "royal captured";
        case aviary::Termination::FiftyMoves: return "fifty moves";
        case aviary::Termination::Repetition: return "repetition";
        case aviary::Termination::Extinction: return "extinction";
        case aviary::Termination::Goal: return "goal";
        case aviary::Termination::CheckLimit: return "check limit";
        case aviary::Termination::Passes: return "passes";
    }
    return "?";
}

// +1: the search won, 0: draw, -1: lost.
int play_game(const aviary::Ruleset& rules, int game, const Options& o, std::mt19937& rng,
              aviary::Searcher& searcher, std::string& how) {
    const bool search_white = game % 2 == 0;
    auto pos = aviary::Position::start(rules);
    const auto values = aviary::piece_values(rules);
    const aviary::Color search_side = search_white ? aviary::Color::White : aviary::Color::Black;
    searcher.clear();
    std::unique_ptr<UciEngine> engine;
    if (o.opponent.rfind("uci:", 0) == 0) {
        engine = std::make_unique<UciEngine>(o.opponent.substr(4));
        if (!o.uci_variant.empty()) engine->send("setoption name UCI_Variant value " + o.uci_variant);
        engine->send("ucinewgame");
    }
    std::string uci_moves;
    std::mt19937 opening(o.seed * 7919u + unsigned(game / 2));
    const auto running = [&] { return pos.outcome().termination == aviary::Termination::None; };
    for (int ply = 0; ply < o.random_plies && running(); ++ply) {
        aviary::MoveList ml;
        pos.legal_moves(ml);
        const aviary::Move m = pick_random(ml, opening);
        uci_moves += " " + uci_string(pos, m);
        pos.make(m);
    }
    for (int ply = int(pos.ply()); ply < o.max_plies; ++ply) {
        auto out = pos.outcome();
        if (out.termination != aviary::Termination::None) {
            how = std::string(termination_name(out.termination)) + " after " + std::to_string(ply) + " plies";
            if (!out.winner) return 0;
            return *out.winner == search_side ? 1 : -1;
        }
        aviary::MoveList ml;
        pos.legal_moves(ml);
        aviary::Move m;
        if (pos.side_to_move() == search_side) {
            aviary::SearchLimits lim;
            lim.movetime_ms = o.movetime;
            auto r = searcher.search(pos, lim);
            if (!r.best || !ml.contains(*r.best)) {
                std::fprintf(stderr, "error: illegal or no best move in %s\n", pos.fen().c_str());
                std::exit(1);
            }
            m = *r.best;
        } else {
            m = engine ? pick_uci(*engine, pos, ml, uci_moves, o.movetime)
                : o.opponent == "greedy" ? pick_greedy(pos, ml, rng, values) : pick_random(ml, rng);
        }
        uci_moves += " " + uci_string(pos, m);
        pos.make(m);
    }
    how = "move limit";
    return 0;
}

bool parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto next = [&](int& out) {
            if (i + 1 >= argc) return false;
            char* end = nullptr;
            long v = std::strtol(argv[++i], &end, 10);
            if (*end || v <= 0) return false;
            out = int(v);
            return true;
        };
        int seed = 0;
        if (a == "--movetime") { if (!next(o.movetime)) return false; }
        else if (a == "--games") { if (!next(o.games)) return false; }
        else if (a == "--max-plies") { if (!next(o.max_plies)) return false; }
        else if (a == "--random-plies") { if (!next(o.random_plies)) return false; }
        else if (a == "--seed") { if (!next(seed)) return false; o.seed = unsigned(seed); }
        else if (a == "--opponent" && i + 1 < argc) o.opponent = argv[++i];
        else if (a == "--uci-variant" && i + 1 < argc) o.uci_variant = argv[++i];
        else if (a.rfind("--", 0) == 0) return false;
        else o.files.push_back(a);
    }
    return !o.files.empty() &&
           (o.opponent == "random" || o.opponent == "greedy" || o.opponent.rfind("uci:", 0) == 0);
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (!parse(argc, argv, o)) {
        std::fprintf(stderr, "usage: aviary-selfplay [--movetime MS] [--games N] [--opponent random|greedy|uci:COMMAND] "
                             "[--uci-variant NAME] [--max-plies N] [--seed S] [--random-plies N] "
                             "VARIANT_FILE ...\n");
        return 2;
    }
    std::mt19937 rng(o.seed);
    aviary::Searcher searcher(16);
    for (const auto& f : o.files) {
        auto rules = aviary::load_ruleset_file(f);
        if (!rules) {
            std::fprintf(stderr, "%s", rules.error_text().c_str());
            return 1;
        }
        int w = 0, d = 0, l = 0;
        for (int g = 0; g < o.games; ++g) {
            std::string how;
            int r = play_game(*rules, g, o, rng, searcher, how);
            (r > 0 ? w : r < 0 ? l : d)++;
            std::printf("%s game %d (search %s): %s, %s\n", rules->name().c_str(), g + 1,
                        g % 2 == 0 ? "White" : "Black", r > 0 ? "win" : r < 0 ? "loss" : "draw", how.c_str());
            std::fflush(stdout);
        }
        std::printf("SUMMARY %s vs %s: +%d =%d -%d  %.1f%%\n", f.c_str(), o.opponent.c_str(), w, d, l,
                    100.0 * (w + 0.5 * d) / o.games);
        std::fflush(stdout);
    }
    return 0;
}

// aviary-selfplay: the search against simple opponents (a random mover, a 1-ply greedy
// capturer), a UCI engine (e.g. Fairy-Stockfish) or an XBoard engine (Fairy-Max, Sjaak II) at
// equal time, for the figures of the README and the strength matches. Public API only; the
// library referees every game.
//   aviary-selfplay [--movetime MS | --tc SECONDS+INC] [--games N]
//                   [--opponent random|greedy|uci:COMMAND|xboard:COMMAND]
//                   [--engine-variant NAME] [--max-plies N] [--resign CP] [--seed S]
//                   [--random-plies N] [--eval-params TEXT] VARIANT_FILE ...
// --movetime: both sides think this long a move (not for XBoard engines: their `st` takes
// whole seconds). --tc: both sides play on a clock of SECONDS plus INC a move; a side whose
// clock runs out loses. --engine-variant: the opponent's name of the game (UCI_Variant, or
// XBoard's `variant`). The opponent runs in a temporary folder that is also its HOME.
// --eval-params: the search's evaluation weights, "name=value ..." (as aviary-tune prints).
// --random-plies N: each pair of games (the search White, then Black) starts after the same N
// random plies (drawn from --seed and the pair's number), so that games between two
// deterministic engines differ. --resign CP: a game both engines score beyond CP centipawns
// (each from its side) for three moves running goes to the side ahead.
// Prints one line per game and a summary line per variant: wins, draws, losses of the search,
// its score in percent and the Elo difference that score means. Games longer than
// --max-plies are draws; a game the opponent breaks off (a move the library finds illegal, an
// error, no answer) is void and counts for neither side.
#include <aviary/aviary.hpp>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

struct Options {
    int movetime = 200, games = 20, max_plies = 300, random_plies = 0, resign = 0;
    std::int64_t tc_ms = 0, inc_ms = 0;   // clock mode (--tc), else --movetime a move
    unsigned seed = 1;
    std::string opponent = "random", engine_variant;
    std::string eval_params;   // --eval-params: the search's evaluation weights
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

// Another engine on pipes, run in its own temporary folder with HOME set to it (so that it
// reads and writes no file of the user's): lines in, lines out, with a timeout on reading.
class EngineProcess {
public:
    explicit EngineProcess(const std::string& command) {
        char dir_template[] = "/tmp/aviary-selfplay-XXXXXX";
        if (!mkdtemp(dir_template)) std::exit(1);
        dir_ = dir_template;
        int in[2], out[2];
        if (pipe(in) || pipe(out)) std::exit(1);
        pid_ = fork();
        if (pid_ == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            close(in[1]);
            close(out[0]);
            if (chdir(dir_.c_str()) != 0) _exit(127);
            setenv("HOME", dir_.c_str(), 1);
            execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), nullptr);
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        to_ = fdopen(in[1], "w");
        from_ = out[0];
    }
    ~EngineProcess() {
        std::fclose(to_);
        close(from_);
        for (int i = 0; i < 50 && waitpid(pid_, nullptr, WNOHANG) == 0; ++i) usleep(10000);
        if (waitpid(pid_, nullptr, WNOHANG) == 0) {
            kill(pid_, SIGKILL);
            waitpid(pid_, nullptr, 0);
        }
        std::string rm = "rm -rf '" + dir_ + "'";
        if (std::system(rm.c_str()) != 0) std::fprintf(stderr, "warning: %s failed\n", rm.c_str());
    }
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;
    void send(const std::string& line) {
        if (std::getenv("SELFPLAY_DEBUG")) std::fprintf(stderr, "> %s\n", line.c_str());
        std::fprintf(to_, "%s\n", line.c_str());
        std::fflush(to_);
    }
    // The next line, or nullopt when the engine said nothing for `timeout_ms` or stopped.
    std::optional<std::string> line(int timeout_ms) {
        for (;;) {
            if (auto nl = buf_.find('\n'); nl != std::string::npos) {
                std::string l = buf_.substr(0, nl);
                buf_.erase(0, nl + 1);
                if (!l.empty() && l.back() == '\r') l.pop_back();
                if (std::getenv("SELFPLAY_DEBUG")) std::fprintf(stderr, "< %s\n", l.c_str());
                return l;
            }
            pollfd p{from_, POLLIN, 0};
            if (poll(&p, 1, timeout_ms) <= 0) return std::nullopt;
            char chunk[4096];
            const ssize_t n = read(from_, chunk, sizeof chunk);
            if (n <= 0) return std::nullopt;
            buf_.append(chunk, std::size_t(n));
        }
    }

private:
    pid_t pid_ = -1;
    FILE* to_ = nullptr;
    int from_ = -1;
    std::string dir_, buf_;
};

std::int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch()).count();
}

// A clock may run this far past zero before its side loses on time (the scheduling of a busy
// machine, the pipes); a clock overrun by less is set to zero.
constexpr std::int64_t kGraceMs = 500;

// The clocks of a game in clock mode (--tc): time left per colour, in milliseconds.
struct Clocks {
    std::int64_t left[2] = {0, 0};
    std::int64_t inc = 0;
    bool on = false;
};

// What an opponent answered: its move as it wrote it (empty: none), its last reported score
// (centipawns, its own view; nullopt: none) and how it ended the game instead, if it did.
struct Reply {
    std::string move;
    std::optional<int> score;
    std::string ended;   // "resign", a result it claimed ("1/2-1/2 {...}"), "no answer"
};

std::vector<std::string> words_of(const std::string& s) {
    std::vector<std::string> w;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && std::isspace((unsigned char)s[i])) ++i;
        std::size_t j = i;
        while (j < s.size() && !std::isspace((unsigned char)s[j])) ++j;
        if (j > i) w.push_back(s.substr(i, j - i));
        i = j;
    }
    return w;
}

// A UCI engine (e.g. Fairy-Stockfish): its moves are written as Fairy-Stockfish writes them
// (castling as the king's move, the Duck as a second leg from the mover's square: e2e4,e4d5).
class UciEngine {
public:
    UciEngine(const std::string& command, const std::string& variant) : p_(command) {
        p_.send("uci");
        wait_for("uciok");
        if (!variant.empty()) p_.send("setoption name UCI_Variant value " + variant);
        p_.send("ucinewgame");
        p_.send("isready");
        wait_for("readyok");
    }
    ~UciEngine() { p_.send("quit"); }
    Reply think(const std::string& moves, int movetime, const Clocks& c) {
        p_.send("position startpos" + (moves.empty() ? std::string() : " moves" + moves));
        if (c.on)
            p_.send("go wtime " + std::to_string(c.left[0]) + " btime " +
                    std::to_string(c.left[1]) + " winc " + std::to_string(c.inc) + " binc " +
                    std::to_string(c.inc));
        else p_.send("go movetime " + std::to_string(movetime));
        Reply r;
        while (auto l = p_.line(600000)) {
            const auto w = words_of(*l);
            if (!w.empty() && w[0] == "bestmove" && w.size() > 1) {
                r.move = w[1];
                return r;
            }
            for (std::size_t i = 0; i + 2 < w.size(); ++i)
                if (w[i] == "score") {
                    const int v = std::atoi(w[i + 2].c_str());
                    r.score = w[i + 1] == "mate" ? (v > 0 ? 100000 : -100000) : v;
                }
        }
        r.ended = "no answer";
        return r;
    }

private:
    void wait_for(const std::string& prefix) {
        while (auto l = p_.line(30000))
            if (l->rfind(prefix, 0) == 0) return;
        std::fprintf(stderr, "error: the UCI engine did not answer '%s'\n", prefix.c_str());
        std::exit(1);
    }
    EngineProcess p_;
};

// An XBoard (CECP v2) engine (Fairy-Max, Sjaak II) on a clock: `level 0 M:SS INC`, `time` and
// `otim` before each of its moves, no pondering (`easy`), thinking output on (`post`) for the
// adjudication's scores. Moves are sent in force mode until its first turn (`go`); after that
// it answers each move of ours with its own.
class XboardEngine {
public:
    XboardEngine(const std::string& command, const std::string& variant, const Clocks& c)
        : p_(command) {
        p_.send("xboard");
        p_.send("protover 2");
        while (auto l = p_.line(10000)) {
            if (l->find("usermove=1") != std::string::npos) usermove_ = true;
            if (l->find("done=1") != std::string::npos) break;
        }
        p_.send("new");
        if (!variant.empty() && variant != "normal") p_.send("variant " + variant);
        p_.send("force");
        p_.send("easy");
        p_.send("post");
        const std::int64_t base = c.left[0] / 1000;
        p_.send("level 0 " + std::to_string(base / 60) + ":" + (base % 60 < 10 ? "0" : "") +
                std::to_string(base % 60) + " " + std::to_string(double(c.inc) / 1000.0));
        p_.send("ping 1");
        while (auto l = p_.line(10000))
            if (l->rfind("pong", 0) == 0) break;
    }
    ~XboardEngine() { p_.send("quit"); }
    // Our move (or an opening move): sent in force mode, or with the clocks once it plays.
    void played(const std::string& move, const Clocks& c, int engine_colour) {
        if (started_) send_clocks(c, engine_colour);
        p_.send((usermove_ ? "usermove " : "") + move);
        sent_at_ = now_ms();
    }
    std::int64_t sent_at() const { return sent_at_; }
    Reply think(const Clocks& c, int engine_colour) {
        if (!started_) {
            send_clocks(c, engine_colour);
            p_.send("go");
            started_ = true;
            sent_at_ = now_ms();
        }
        Reply r;
        const int timeout = int(c.left[engine_colour] + 10000);
        while (auto l = p_.line(timeout)) {
            const auto w = words_of(*l);
            if (w.empty()) continue;
            if (w[0] == "move" && w.size() > 1) {
                r.move = w[1];
                return r;
            }
            if (w[0] == "resign" || w[0] == "1-0" || w[0] == "0-1" || w[0] == "1/2-1/2" ||
                w[0] == "Illegal" || w[0] == "Error" || w[0] == "Error:") {
                r.ended = *l;
                return r;
            }
            // thinking: DEPTH SCORE TIME NODES PV
            if (w.size() > 4 && std::isdigit((unsigned char)w[0][0]) &&
                (std::isdigit((unsigned char)w[1][0]) || w[1][0] == '-'))
                r.score = std::atoi(w[1].c_str());
        }
        r.ended = "no answer";
        return r;
    }

private:
    void send_clocks(const Clocks& c, int engine_colour) {
        const auto centis = [&](int colour) {
            return std::to_string(std::max<std::int64_t>(1, c.left[colour] / 10));
        };
        p_.send("time " + centis(engine_colour));
        p_.send("otim " + centis(1 - engine_colour));
    }
    EngineProcess p_;
    bool usermove_ = false, started_ = false;
    std::int64_t sent_at_ = 0;
};

std::string uci_string(const aviary::Position& pos, const aviary::Move& m) {
    std::string s = pos.move_to_string(m);
    const std::string base = s.substr(0, s.find(','));   // castling: the king's move
    if (!m.neutral.present()) return base;
    const auto& b = pos.ruleset().shape();
    return base + "," + b.name(m.to) + b.name(m.neutral.to);
}

// The moves of `pos` the engine's move `text` names: its exact string, else the ones from the
// same origin to the same destination (the promotion letter dropped: engines letter the pieces
// in their own ways), when that names one move only.
std::optional<aviary::Move> find_move(const aviary::Position& pos, const aviary::MoveList& ml,
                                      const std::string& text) {
    for (const auto& m : ml)
        if (uci_string(pos, m) == text || pos.move_to_string(m) == text) return m;
    if (text == "O-O" || text == "O-O-O" || text == "0-0" || text == "0-0-0") {   // SAN castling
        const auto& b = pos.ruleset().shape();
        for (const auto& m : ml)
            if ((m.flags & aviary::MoveCastle) &&
                (b.file_of(m.to) > b.file_of(m.from)) == (text.size() == 3))
                return m;
    }
    auto stem = [](std::string s) {
        while (s.size() > 4 && std::isalpha((unsigned char)s.back()) &&
               s.find('@') == std::string::npos)
            s.pop_back();
        return s;
    };
    std::optional<aviary::Move> found;
    for (const auto& m : ml)
        if (stem(uci_string(pos, m)) == stem(text)) {
            if (found) return std::nullopt;
            found = m;
        }
    return found;
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

// One game between the search and the opponent, refereed by the library.
class Game {
public:
    Game(const aviary::Ruleset& rules, int game, const Options& o, std::mt19937& rng,
         aviary::Searcher& searcher)
        : o_(o), rng_(rng), searcher_(searcher), pos_(aviary::Position::start(rules)),
          values_(aviary::piece_values(rules)), game_(game), us_(game % 2 == 0 ? 0 : 1) {
        searcher.clear();
        if (o.tc_ms > 0) {
            clocks_.on = true;
            clocks_.left[0] = clocks_.left[1] = o.tc_ms;
            clocks_.inc = o.inc_ms;
        }
        if (o.opponent.rfind("uci:", 0) == 0)
            uci_ = std::make_unique<UciEngine>(o.opponent.substr(4), o.engine_variant);
        else if (o.opponent.rfind("xboard:", 0) == 0)
            xboard_ = std::make_unique<XboardEngine>(o.opponent.substr(7), o.engine_variant,
                                                     clocks_);
    }
    // +1: the search won, 0: draw, -1: lost, 2: void (the opponent did not follow the rules
    // as the library has them, or stopped answering); `how` says why.
    int play(std::string& how);

private:
    int search_turn(const aviary::MoveList& ml, aviary::Move& m, std::string& how);
    int opponent_turn(const aviary::MoveList& ml, aviary::Move& m, std::string& how);
    int adjudicate(std::string& how) const;
    // (an XBoard engine is told every move but its own)
    void make(const aviary::Move& m, bool ours) {
        if (xboard_ && ours) xboard_->played(uci_string(pos_, m), clocks_, 1 - us_);
        moves_ += " " + uci_string(pos_, m);
        pos_.make(m);
    }

    const Options& o_;
    std::mt19937& rng_;
    aviary::Searcher& searcher_;
    aviary::Position pos_;
    std::vector<int> values_;
    int game_, us_;
    Clocks clocks_;
    std::unique_ptr<UciEngine> uci_;
    std::unique_ptr<XboardEngine> xboard_;
    std::string moves_;
    std::optional<int> our_score_, their_score_;
    int winning_ = 0, losing_ = 0;   // consecutive moves both engines agreed on a won game
};

int Game::search_turn(const aviary::MoveList& ml, aviary::Move& m, std::string& how) {
    aviary::SearchLimits lim;
    if (clocks_.on) {
        for (int c = 0; c < 2; ++c) {
            lim.time_ms[c] = int(clocks_.left[c]);
            lim.inc_ms[c] = int(clocks_.inc);
        }
    } else lim.movetime_ms = o_.movetime;
    const std::int64_t t0 = now_ms();
    auto r = searcher_.search(pos_, lim);
    const std::int64_t spent = now_ms() - t0;
    if (!r.best || !ml.contains(*r.best)) {
        std::fprintf(stderr, "error: illegal or no best move in %s\n", pos_.fen().c_str());
        std::exit(1);
    }
    m = *r.best;
    our_score_ = r.score;
    if (clocks_.on) {
        clocks_.left[us_] -= spent;
        if (clocks_.left[us_] < -kGraceMs) {
            how = "the search lost on time";
            return -1;
        }
        clocks_.left[us_] = std::max<std::int64_t>(clocks_.left[us_], 0) + clocks_.inc;
    }
    return 3;
}

int Game::opponent_turn(const aviary::MoveList& ml, aviary::Move& m, std::string& how) {
    const int them = 1 - us_;
    if (!uci_ && !xboard_) {
        m = o_.opponent == "greedy" ? pick_greedy(pos_, ml, rng_, values_) : pick_random(ml, rng_);
        return 3;
    }
    std::int64_t t0 = now_ms();
    Reply r;
    if (uci_) r = uci_->think(moves_, o_.movetime, clocks_);
    else {
        r = xboard_->think(clocks_, them);
        t0 = xboard_->sent_at();
    }
    const std::int64_t spent = now_ms() - t0;
    if (r.score) their_score_ = r.score;
    if (!r.ended.empty()) {
        how = "the opponent: " + r.ended;
        if (r.ended == "resign") return 1;
        if (r.ended.rfind("1/2-1/2", 0) == 0) return 0;
        if (r.ended.rfind("1-0", 0) == 0) return us_ == 0 ? 1 : -1;
        if (r.ended.rfind("0-1", 0) == 0) return us_ == 1 ? 1 : -1;
        how += " in " + pos_.fen() + " after" + moves_;
        return 2;
    }
    auto found = find_move(pos_, ml, r.move);
    if (!found) {
        how = "the opponent played '" + r.move + "', not legal in " + pos_.fen() + " after" +
              moves_;
        return 2;
    }
    m = *found;
    if (clocks_.on) {
        clocks_.left[them] -= spent;
        if (clocks_.left[them] < -kGraceMs) {
            how = "the opponent lost on time";
            return 1;
        }
        clocks_.left[them] = std::max<std::int64_t>(clocks_.left[them], 0) + clocks_.inc;
    }
    return 3;
}

// Resignation by agreement: both engines' last scores (each its own view) beyond
// --resign centipawns the same way for 3 moves each.
int Game::adjudicate(std::string& how) const {
    if (winning_ >= 3) how = "adjudicated: both engines agree the search is winning";
    if (losing_ >= 3) how = "adjudicated: both engines agree the search is losing";
    return winning_ >= 3 ? 1 : losing_ >= 3 ? -1 : 3;
}

int Game::play(std::string& how) {
    std::mt19937 opening(o_.seed * 7919u + unsigned(game_ / 2));
    const auto running = [&] { return pos_.outcome().termination == aviary::Termination::None; };
    for (int ply = 0; ply < o_.random_plies && running(); ++ply) {
        aviary::MoveList ml;
        pos_.legal_moves(ml);
        make(pick_random(ml, opening), true);
    }
    const aviary::Color search_side = us_ == 0 ? aviary::Color::White : aviary::Color::Black;
    for (int ply = int(pos_.ply()); ply < o_.max_plies; ++ply) {
        auto out = pos_.outcome();
        if (out.termination != aviary::Termination::None) {
            how = std::string(termination_name(out.termination)) + " after " +
                  std::to_string(ply) + " plies";
            if (!out.winner) return 0;
            return *out.winner == search_side ? 1 : -1;
        }
        aviary::MoveList ml;
        pos_.legal_moves(ml);
        aviary::Move m;
        const bool ours = pos_.side_to_move() == search_side;
        const int r = ours ? search_turn(ml, m, how) : opponent_turn(ml, m, how);
        if (r != 3) return r;
        make(m, ours);
        if (!ours && o_.resign > 0 && our_score_ && their_score_) {
            winning_ = *our_score_ >= o_.resign && *their_score_ <= -o_.resign ? winning_ + 1 : 0;
            losing_ = *our_score_ <= -o_.resign && *their_score_ >= o_.resign ? losing_ + 1 : 0;
            if (const int a = adjudicate(how); a != 3) return a;
        }
    }
    how = "move limit";
    return 0;
}

// "SECONDS+INCREMENT" (both may have decimals) in milliseconds.
bool parse_tc(const std::string& text, Options& o) {
    const auto plus = text.find('+');
    char* end = nullptr;
    const double base = std::strtod(text.c_str(), &end);
    const double inc =
        plus == std::string::npos ? 0.0 : std::strtod(text.c_str() + plus + 1, nullptr);
    if (base <= 0 || inc < 0) return false;
    o.tc_ms = std::int64_t(base * 1000);
    o.inc_ms = std::int64_t(inc * 1000);
    return true;
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
        else if (a == "--resign") { if (!next(o.resign)) return false; }
        else if (a == "--seed") { if (!next(seed)) return false; o.seed = unsigned(seed); }
        else if (a == "--tc" && i + 1 < argc) { if (!parse_tc(argv[++i], o)) return false; }
        else if (a == "--opponent" && i + 1 < argc) o.opponent = argv[++i];
        else if (a == "--eval-params" && i + 1 < argc) o.eval_params = argv[++i];
        else if ((a == "--uci-variant" || a == "--engine-variant") && i + 1 < argc)
            o.engine_variant = argv[++i];
        else if (a.rfind("--", 0) == 0) return false;
        else o.files.push_back(a);
    }
    if (o.opponent.rfind("xboard:", 0) == 0 && o.tc_ms <= 0) {
        std::fprintf(stderr, "aviary-selfplay: an xboard: opponent plays on a clock: give --tc\n");
        return false;
    }
    return !o.files.empty() &&
           (o.opponent == "random" || o.opponent == "greedy" || o.opponent.rfind("uci:", 0) == 0 ||
            o.opponent.rfind("xboard:", 0) == 0);
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (!parse(argc, argv, o)) {
        std::fprintf(stderr, "usage: aviary-selfplay [--movetime MS | --tc SECONDS+INC] "
                             "[--games N] "
                             "[--opponent random|greedy|uci:COMMAND|xboard:COMMAND] "
                             "[--engine-variant NAME] [--max-plies N] [--resign CP] [--seed S] "
                             "[--random-plies N] [--eval-params TEXT] VARIANT_FILE ...\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    std::mt19937 rng(o.seed);
    aviary::Searcher searcher(16);
    if (auto e = searcher.set_eval_params(o.eval_params)) {
        std::fprintf(stderr, "aviary-selfplay: --eval-params: %s\n", e->c_str());
        return 2;
    }
    for (const auto& f : o.files) {
        auto rules = aviary::load_ruleset_file(f);
        if (!rules) {
            std::fprintf(stderr, "%s", rules.error_text().c_str());
            return 1;
        }
        int w = 0, d = 0, l = 0, v = 0;
        for (int g = 0; g < o.games; ++g) {
            std::string how;
            const int r = Game(*rules, g, o, rng, searcher).play(how);
            (r == 2 ? v : r > 0 ? w : r < 0 ? l : d)++;
            std::printf("%s game %d (search %s): %s, %s\n", rules->name().c_str(), g + 1,
                        g % 2 == 0 ? "White" : "Black",
                        r == 2 ? "VOID" : r > 0 ? "win" : r < 0 ? "loss" : "draw", how.c_str());
            std::fflush(stdout);
        }
        const int n = w + d + l;
        const double score = n ? (w + 0.5 * d) / n : 0.5;
        const double elo = score <= 0 || score >= 1 ? (score <= 0 ? -999 : 999)
                                                    : -400.0 * std::log10(1.0 / score - 1.0);
        std::printf("SUMMARY %s vs %s: +%d =%d -%d  %.1f%%  Elo %+.0f  (%d void)\n", f.c_str(),
                    o.opponent.c_str(), w, d, l, 100.0 * score, elo, v);
        std::fflush(stdout);
    }
    return 0;
}

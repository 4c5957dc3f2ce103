// aviary uci: the UCI protocol (the subset Fairy-Stockfish's users rely on) over the library's
// search. Moves are in UCI's forms (uci_moves.hpp; README: UCI move forms). Bad input gets
// `info string error ...` and changes nothing. `quit` waits for a search with its own end
// (depth, nodes, movetime, clock) so its bestmove is printed, and stops an infinite one.
#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <iostream>
#include <memory>
#include <optional>

#include "cli.hpp"
#include "engine.hpp"
#include "uci_moves.hpp"
#include "protocol_io.hpp"

namespace aviary::cli {

namespace {

struct UciSession {
    Catalogue games;
    std::string variant = "chess";
    std::optional<Position> pos;
    SearchThread search;
    bool quit = false;
    bool chess960 = false;   // UCI_Chess960
    // The standard options (README: UCI options). Threads is the search's (Lazy SMP); Skill
    // Level and UCI_Elo (with UCI_LimitStrength) cap the search depth.
    int threads = 1, multipv = 1, move_overhead = 10, skill = 20, elo = 1350;
    bool ponder = false, limit_strength = false;
    // go ponder: the search runs without limits until ponderhit (then these limits apply to a
    // new search) or stop; `discard` keeps a finished search from printing its bestmove.
    bool pondering = false;
    SearchLimits ponder_limits;
    std::shared_ptr<std::atomic<bool>> discard = std::make_shared<std::atomic<bool>>(false);
    // The search (or perft) prints its last line now: a GUI may send the next command at
    // once, before the search thread has ended (polyglot does), and must not be refused.
    std::shared_ptr<std::atomic<bool>> reported = std::make_shared<std::atomic<bool>>(false);

    // Is a search still going on? One that has reported is waited for (it is ending).
    bool busy() {
        if (!search.running()) return false;
        if (!reported->load()) return true;
        search.wait();
        return false;
    }

    // Castling as king takes rook: UCI_Chess960, or a game that castles as Chess960 does.
    bool king_takes_rook() const { return chess960 || pos->ruleset().castling_anywhere(); }

    void error(const std::string& what) { send_line("info string error: " + echo_text(what, 400)); }
    bool set_variant(const std::string& name);
    void handle(const std::vector<std::string>& w);
    void cmd_uci();
    void cmd_setoption(const std::vector<std::string>& w);
    void cmd_position(const std::vector<std::string>& w);
    void cmd_go(const std::vector<std::string>& w);
    bool read_searchmoves(const std::vector<std::string>& w, std::vector<std::string>& rest,
                          std::vector<Move>& moves, std::string& err) const;
    bool set_standard_option(const std::string& name, const std::string& value);
    void apply_options(SearchLimits& l) const;
    void start_search(const SearchLimits& l);
    void ponderhit();
    void cmd_perft(const std::vector<std::string>& w);
    void cmd_display();
};

bool UciSession::set_variant(const std::string& name) {
    if (!games.has(name)) {
        error("unknown variant '" + name + "'");
        return false;
    }
    auto rs = games.load(name);
    if (!rs) {
        error(one_line(rs.errors()));
        return false;
    }
    variant = name;
    pos = Position::start(*rs);
    return true;
}

void UciSession::cmd_uci() {
    send_line("id name Aviary");
    send_line("id author the Aviary authors");
    std::string vars;
    for (const auto& n : games.names()) vars += " var " + n;
    send_line("option name UCI_Variant type combo default " + variant + vars);
    send_line("option name VariantPath type string default <empty>");
    send_line("option name Hash type spin default 16 min 1 max 4096");
    send_line("option name Clear Hash type button");
    send_line("option name UCI_Chess960 type check default false");
    send_line("option name Threads type spin default 1 min 1 max 1024");
    send_line("option name MultiPV type spin default 1 min 1 max 500");
    send_line("option name Ponder type check default false");
    send_line("option name Move Overhead type spin default 10 min 0 max 5000");
    send_line("option name UCI_LimitStrength type check default false");
    send_line("option name UCI_Elo type spin default 1350 min 500 max 2850");
    send_line("option name Skill Level type spin default 20 min 0 max 20");
    send_line("option name EvalParams type string default " + default_eval_params());
    send_line("uciok");
}

// setoption name NAME [value VALUE]; NAME and VALUE may hold blanks.
// Threads, MultiPV, Move Overhead, Skill Level, UCI_Elo (spins), Ponder, UCI_Chess960,
// UCI_LimitStrength (checks). False for another name; a bad value gets an error line.
bool UciSession::set_standard_option(const std::string& name, const std::string& value) {
    struct Spin { const char* name; int min, max; int UciSession::*field; };
    static const Spin kSpins[] = {{"Threads", 1, 1024, &UciSession::threads},
                                  {"MultiPV", 1, 500, &UciSession::multipv},
                                  {"Move Overhead", 0, 5000, &UciSession::move_overhead},
                                  {"Skill Level", 0, 20, &UciSession::skill},
                                  {"UCI_Elo", 500, 2850, &UciSession::elo}};
    struct Check { const char* name; bool UciSession::*field; };
    static const Check kChecks[] = {{"Ponder", &UciSession::ponder},
                                    {"UCI_Chess960", &UciSession::chess960},
                                    {"UCI_LimitStrength", &UciSession::limit_strength}};
    for (const Spin& o : kSpins) {
        if (name != o.name) continue;
        std::uint64_t n = 0;
        if (!parse_count(value, n) || n < std::uint64_t(o.min) || n > std::uint64_t(o.max))
            error(fmt::format("{} takes {} to {}", o.name, o.min, o.max));
        else this->*o.field = int(n);
        return true;
    }
    for (const Check& o : kChecks) {
        if (name != o.name) continue;
        if (value != "true" && value != "false") error(std::string(o.name) + " takes true or false");
        else this->*o.field = value == "true";
        return true;
    }
    return false;
}

void UciSession::cmd_setoption(const std::vector<std::string>& w) {
    std::string name, value;
    bool in_value = false, has_value = false;
    if (w.size() < 3 || w[1] != "name") return error("expected 'setoption name NAME [value VALUE]'");
    for (std::size_t i = 2; i < w.size(); ++i) {
        if (!in_value && w[i] == "value") { in_value = has_value = true; continue; }
        std::string& s = in_value ? value : name;
        s += (s.empty() ? "" : " ") + w[i];
    }
    if (name == "UCI_Variant") {
        if (!has_value) return error("UCI_Variant needs a value");
        set_variant(value);
    } else if (name == "VariantPath") {
        if (!has_value || value.empty() || value == "<empty>") return;
        std::vector<Diagnostic> skipped;
        auto added = games.add(value, &skipped);
        if (!added) return error(one_line(added.errors()));
        for (const auto& d : skipped) error(one_line({d}));
        std::string list;
        for (const auto& n : *added) list += " " + n;
        send_line("info string variants added:" + list);
    } else if (name == "Hash") {
        std::uint64_t mb = 0;
        if (!parse_count(value, mb) || mb < 1 || mb > 4096) return error("Hash takes 1 to 4096 (MiB)");
        search.searcher().resize(std::size_t(mb));
    } else if (set_standard_option(name, value)) {
    } else if (name == "EvalParams") {   // the evaluation's weights (README: Tuning)
        if (auto e = search.searcher().set_eval_params(value)) return error("EvalParams: " + *e);
    } else if (name == "Clear Hash") {
        search.searcher().clear();
    } else {
        error("unknown option '" + name + "'");
    }
}

// position startpos|fen FEN [moves M ...]: the new position is built whole before it replaces
// the old one.
void UciSession::cmd_position(const std::vector<std::string>& w) {
    auto rs = games.load(variant);
    if (!rs) return error(one_line(rs.errors()));
    std::size_t i = 2;
    std::optional<Position> p;
    if (w.size() >= 2 && w[1] == "startpos") p = Position::start(*rs);
    else if (w.size() >= 3 && w[1] == "fen") {
        std::string fen;
        for (; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
        auto f = Position::from_fen(*rs, fen);
        if (!f) return error(one_line(f.errors()));
        p = *f;
    } else {
        return error("expected 'position startpos|fen FEN [moves ...]'");
    }
    if (i < w.size() && w[i] != "moves") return error("unexpected '" + w[i] + "' (expected 'moves')");
    for (++i; i < w.size(); ++i) {
        auto m = parse_uci_move(*p, w[i], king_takes_rook());
        if (!m) return error("illegal move '" + w[i] + "' in " + p->fen());
        p->make(*m);
    }
    pos = std::move(p);
}

void print_info(const Position& root, const SearchInfo& in, bool chess960) {
    std::string score = in.mate ? fmt::format("mate {}", *in.mate) : fmt::format("cp {}", in.score);
    send_line(fmt::format("info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
                          in.depth, in.seldepth, in.multipv, score, in.nodes, in.nps, in.hashfull,
                          in.time_ms, uci_pv(root, in.pv, chess960)));
}

bool read_go_limits(const std::vector<std::string>& w, SearchLimits& l, std::string& err) {
    for (std::size_t i = 1; i < w.size(); ++i) {
        if (w[i] == "infinite") { l.infinite = true; continue; }
        if (w[i] == "ponder") continue;   // cmd_go reads it
        static const char* kNumeric[] = {"depth", "nodes", "movetime", "wtime", "btime",
                                         "winc", "binc", "movestogo"};
        if (std::find(std::begin(kNumeric), std::end(kNumeric), w[i]) == std::end(kNumeric)) {
            err = "unknown go parameter '" + w[i] + "'";
            return false;
        }
        // clocks may be negative in some GUIs after a flag fall: treat them as 0
        const bool clock = w[i] == "wtime" || w[i] == "btime";
        if (i + 1 >= w.size()) {
            err = "go " + w[i] + " needs a number";
            return false;
        }
        auto read = protocol_number(w[i + 1], clock ? -1000000000 : 0, 1000000000, "go " + w[i], err);
        if (!read) return false;
        const std::uint64_t n = std::uint64_t(std::max<std::int64_t>(0, *read));
        const std::string& k = w[i++];
        if (k == "depth") l.depth = int(std::max<std::uint64_t>(1, n));
        else if (k == "nodes") l.nodes = std::max<std::uint64_t>(1, n);
        else if (k == "movetime") l.movetime_ms = int(std::max<std::uint64_t>(1, n));
        else if (k == "wtime") l.time_ms[0] = int(n);
        else if (k == "btime") l.time_ms[1] = int(n);
        else if (k == "winc") l.inc_ms[0] = int(n);
        else if (k == "binc") l.inc_ms[1] = int(n);
        else l.moves_to_go = int(n);
    }
    return true;
}

// go ... searchmoves M1 M2 ...: the moves (up to the next go parameter) into `moves`, the other
// words into `rest`. A move not legal here is an error naming it.
bool UciSession::read_searchmoves(const std::vector<std::string>& w, std::vector<std::string>& rest,
                                  std::vector<Move>& moves, std::string& err) const {
    static const char* kWords[] = {"depth", "nodes", "movetime", "wtime", "btime", "winc",
                                   "binc", "movestogo", "infinite", "ponder", "mate"};
    bool reading = false;
    for (const std::string& word : w) {
        if (word == "searchmoves") { reading = true; continue; }
        if (reading && std::find(std::begin(kWords), std::end(kWords), word) == std::end(kWords)) {
            auto m = parse_uci_move(*pos, word, king_takes_rook());
            if (!m) {
                err = "go searchmoves: " + (m.errors().empty() ? "illegal move '" + word + "'"
                                                               : m.errors().front().message);
                return false;
            }
            moves.push_back(*m);
            continue;
        }
        reading = false;
        rest.push_back(word);
    }
    return true;
}

// Move Overhead off the clocks and the move time, MultiPV, and the depth cap of a lowered
// strength (Skill Level 0..19, or UCI_Elo under UCI_LimitStrength: depth 1 to 10).
void UciSession::apply_options(SearchLimits& l) const {
    for (int& t : l.time_ms)
        if (t >= 0) t = std::max(0, t - move_overhead);
    if (l.movetime_ms > 0) l.movetime_ms = std::max(1, l.movetime_ms - move_overhead);
    l.multipv = multipv;
    l.threads = threads;
    const int level = limit_strength ? (elo - 500) * 20 / (2850 - 500) : skill;
    if (level < 20) l.depth = std::min(l.depth > 0 ? l.depth : MaxSearchPly, 1 + level / 2);
}

void UciSession::start_search(const SearchLimits& limits) {
    const bool c960 = king_takes_rook(), with_ponder = ponder;
    discard->store(false);
    reported->store(false);
    search.start(*pos, limits, [root = *pos, c960](const SearchInfo& in) { print_info(root, in, c960); },
                 [c960, with_ponder, discard = discard, reported = reported](const Position& root, const SearchResult& r) {
                     if (discard->load()) return;
                     std::string line = "bestmove " + (r.best ? uci_move(root, *r.best, c960) : std::string("(none)"));
                     if (with_ponder && r.best && r.pv.size() >= 2 && r.pv[0] == *r.best) {
                         Position next = root;
                         next.make(r.pv[0]);
                         line += " ponder " + uci_move(next, r.pv[1], c960);
                     }
                     reported->store(true);   // (before the line: the GUI may answer at once)
                     send_line(line);
                 });
}

void UciSession::cmd_go(const std::vector<std::string>& w) {
    if (w.size() >= 2 && w[1] == "perft") return cmd_perft(w);
    if (busy()) return error("a search is running (send stop first)");
    SearchLimits limits;
    std::string err;
    std::vector<std::string> rest;
    if (!read_searchmoves(w, rest, limits.searchmoves, err) || !read_go_limits(rest, limits, err))
        return error(err);
    apply_options(limits);
    pondering = std::find(w.begin(), w.end(), "ponder") != w.end();
    if (pondering) {   // think on the opponent's time until ponderhit or stop
        ponder_limits = limits;
        limits = SearchLimits{};
        limits.infinite = true;
        limits.multipv = multipv;
    }
    start_search(limits);
}

// ponderhit: the move pondered on was played; the search goes on under the go's limits.
void UciSession::ponderhit() {
    if (!pondering) return error("ponderhit without go ponder");
    pondering = false;
    discard->store(true);
    search.stop();
    start_search(ponder_limits);
}

// go perft N: one line per root move ("MOVE: COUNT", the move in UCI form), then "Nodes
// searched: N"; counted on the search thread, so that `stop` and `quit` are read (a stopped
// perft says so, no total).
void UciSession::cmd_perft(const std::vector<std::string>& w) {
    std::string err;
    auto depth = w.size() == 3 ? protocol_number(w[2], 1, 20, "go perft", err) : std::nullopt;
    if (!depth) return error(w.size() == 3 ? err : "expected 'go perft N' with N from 1 to 20");
    if (busy()) return error("a search is running (send stop first)");
    reported->store(false);
    search.run([root = *pos, d = int(*depth), k = king_takes_rook(), reported = reported](const std::atomic<bool>& stop) mutable {
        PerftOptions opt;
        opt.cancel = &stop;
        std::vector<std::pair<std::string, std::uint64_t>> lines;
        try {
            lines = perft_divide(root, d, opt);
        } catch (const std::exception& e) {   // stopped, or out of memory
            return send_line("info string " + echo_text(e.what()));
        }
        std::uint64_t total = 0;
        for (const auto& [move, n] : lines) {
            auto m = root.parse_move(move);
            send_line((m ? uci_move(root, *m, k) : move) + ": " + std::to_string(n));
            total += n;
        }
        reported->store(true);
        send_line("");
        send_line("Nodes searched: " + std::to_string(total));
        send_line("");
    });
}

void UciSession::cmd_display() {
    send_line(pos->to_text());
    send_line("Fen: " + pos->fen());
    send_line(fmt::format("Key: {:016X}", pos->hash()));
    send_line(std::string("Checkers: ") + (pos->in_check() ? "yes" : "none"));
}

void UciSession::handle(const std::vector<std::string>& w) {
    const std::string& c = w[0];
    if (c == "uci") cmd_uci();
    else if (c == "isready") send_line("readyok");
    else if (c == "stop") { pondering = false; search.stop(); }
    else if (c == "ponderhit") ponderhit();
    else if (c == "quit") quit = true;
    else if (c == "go") cmd_go(w);
    else if (busy()) error("'" + c + "' while a search is running (send stop first)");
    else if (c == "ucinewgame") {
        search.searcher().clear();
        set_variant(variant);
    } else if (c == "setoption") cmd_setoption(w);
    else if (c == "position") cmd_position(w);
    else if (c == "d") cmd_display();
    else error("unknown command '" + c + "'");
}

}  // namespace

int cmd_uci(const Args& a) {
    UciSession s;
    if (const int failed = open_session(s, a.pos, s.variant, report)) return failed;
    std::string line;
    bool too_long = false;
    while (!s.quit && read_protocol_line(std::cin, line, too_long)) {
        auto w = split_words(line);
        if (too_long) s.error("a line of more than " + std::to_string(MaxProtocolLine) + " bytes, ignored: " + line);
        else if (!w.empty()) s.handle(w);
    }
    // quit (or the end of input): a search with its own end finishes (5 s at most); an
    // infinite one stops
    s.search.finish();
    return 0;
}

}  // namespace aviary::cli

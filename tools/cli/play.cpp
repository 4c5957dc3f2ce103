// aviary show (text and SVG) and aviary play (a game on the terminal, or scripted on stdin).
#include <fmt/core.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <string>

#include "aviary/diagram.hpp"
#include "aviary/search.hpp"
#include "cli.hpp"

namespace aviary::cli {

namespace {

std::vector<std::pair<std::size_t, std::string>> words(const std::string& s) {
    std::vector<std::pair<std::size_t, std::string>> out;
    std::size_t i = 0;
    while (i < s.size()) {
        if (s[i] == ' ' || s[i] == '\t') { ++i; continue; }
        std::size_t j = s.find_first_of(" \t", i);
        if (j == std::string::npos) j = s.size();
        out.push_back({i, s.substr(i, j - i)});
        i = j;
    }
    return out;
}

const char* color_name(Color c) { return c == Color::White ? "White" : "Black"; }

// "Checkmate: White wins." or "" while the game goes on.
std::string game_end(const Position& pos) {
    Outcome o = pos.outcome();
    std::string result = o.winner ? std::string(color_name(*o.winner)) + " wins" : "draw";
    switch (o.termination) {
    case Termination::None: return "";
    case Termination::Checkmate: return "Checkmate: " + result + ".";
    case Termination::Stalemate: return "Stalemate: " + result + ".";
    case Termination::RoyalCaptured: return "Royal piece captured: " + result + ".";
    case Termination::FiftyMoves: return "Fifty moves without progress: " + result + ".";
    case Termination::Repetition: return "Threefold repetition: " + result + ".";
    case Termination::Extinction: return "Extinction: " + result + ".";
    case Termination::Goal: return "Goal reached: " + result + ".";
    case Termination::CheckLimit: return "Last check given: " + result + ".";
    case Termination::Passes: return "Passes end the game: " + result + ".";
    }
    return "";
}

// "5 legal move(s):" and the moves, wrapped at 78 columns.
void print_moves(const Position& pos) {
    MoveList ml;
    pos.legal_moves(ml);
    std::string out;
    std::size_t col = 0;
    for (const auto& m : ml) {
        std::string s = pos.move_to_string(m);
        if (col && col + 1 + s.size() > 78) { out += '\n'; col = 0; }
        if (col) { out += ' '; ++col; }
        out += s;
        col += s.size();
    }
    fmt::print("{} legal move(s){}{}\n", ml.size(), ml.empty() ? "" : ":\n", out);
}

// The computer opponent of `play --engine`: the side it plays and how long it thinks.
struct Opponent {
    std::optional<Color> side;   // none: two humans
    SearchLimits limits;
    Searcher searcher{16};

    Opponent(const Args& a, const Position& pos) {
        if (a.search_depth) limits.depth = a.search_depth;
        else limits.movetime_ms = a.movetime_ms ? a.movetime_ms : 1000;
        if (!a.engine) return;   // (hint and go still ask it)
        const Color human = a.as.empty() ? pos.side_to_move() : a.as == "white" ? Color::White : Color::Black;
        side = opposite(human);
    }
    bool to_move(const Position& pos) const { return side && *side == pos.side_to_move(); }
    // The best move it finds, and "depth 6, score +0.35" (or a mate in n).
    std::optional<std::pair<Move, std::string>> think(const Position& pos) {
        SearchResult r = searcher.search(pos, limits);
        if (!r.best) return std::nullopt;
        std::string how;
        if (std::abs(r.score) > MateBound)
            how = fmt::format("depth {}, mate {}in {}", r.depth, r.score > 0 ? "" : "against it ",
                              (MateScore - std::abs(r.score) + 1) / 2);
        else
            how = fmt::format("depth {}, score {:+.2f}", r.depth, r.score / 100.0);
        return std::make_pair(*r.best, how);
    }
};

}  // namespace

int cmd_show(const Args& a) {
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    auto pos = position_for(*rs, a);   // reports bad moves with their columns
    if (!pos) return report(pos.errors());
    std::vector<Square> hl;
    auto ws = words(a.moves);
    if (!ws.empty()) {
        // Replay up to the last move to learn its squares.
        Args b = a;
        b.moves = a.moves.substr(0, ws.back().first);
        auto before = position_for(*rs, b);
        if (before) {
            auto m = before->parse_move(ws.back().second);
            if (m) hl = m->squares();
        }
    }
    fmt::print("{}", pos->to_text());
    if (!a.svg.empty() && !write_file(a.svg, position_svg(*pos, hl))) {
        fmt::print(stderr, "{}:1:1: error: cannot write the file\n", a.svg);
        return 1;
    }
    return 0;
}

int cmd_play(const Args& a) {
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    auto start = position_for(*rs, a);
    if (!start) return report(start.errors());
    Position& pos = *start;
    const bool tty = isatty(0);
    const std::size_t first_ply = pos.ply();
    std::vector<std::string> played;   // move strings, for undo messages
    fmt::print("{}\n{}", rs->name(), pos.to_text());
    fmt::print("Enter moves such as e2e4, or: moves, undo, fen, board, hint, go (the computer takes the\n"
               "side to move), quit.\n");
    auto announce = [&]() {
        std::string end = game_end(pos);
        if (!end.empty()) fmt::print("{} Game over (undo, fen, board or quit).\n", end);
        else if (pos.in_check()) fmt::print("Check. {} to move.\n", color_name(pos.side_to_move()));
        else fmt::print("{} to move.\n", color_name(pos.side_to_move()));
    };
    Opponent opponent(a, pos);
    // Plays `m` and shows it ("12. e2e4", the board on a terminal, whose turn).
    auto play = [&](const Move& m, const std::string& note) {
        std::string s = pos.move_to_string(m);
        const int n = pos.fullmove_number();
        const bool white = pos.side_to_move() == Color::White;
        pos.make(m);
        played.push_back(s);
        fmt::print("{}{} {}{}\n", n, white ? "." : "...", s, note);
        if (tty) fmt::print("{}", pos.to_text());
        announce();
    };
    // The computer's moves while it is to move and the game goes on.
    auto engine_moves = [&]() {
        while (opponent.to_move(pos) && game_end(pos).empty()) {
            auto t = opponent.think(pos);
            if (!t) break;
            play(t->first, "   (Aviary: " + t->second + ")");
        }
    };
    announce();
    engine_moves();
    std::string line;
    int lineno = 0;
    while (true) {
        if (tty) {
            fmt::print("> ");
            std::fflush(stdout);
        }
        if (!std::getline(std::cin, line)) break;
        ++lineno;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        auto ws = words(line);
        if (!tty) fmt::print("> {}\n", line);
        if (ws.empty() || ws[0].second[0] == '#') continue;
        const std::string& w = ws[0].second;
        if (w == "quit" || w == "exit") return 0;
        if (w == "fen") { fmt::print("{}\n", pos.fen()); continue; }
        if (w == "board") { fmt::print("{}", pos.to_text()); continue; }
        if (w == "help") {
            fmt::print("Commands: a move (see README: move strings), moves, undo, fen, board, hint, go, quit.\n");
            continue;
        }
        if (w == "moves") { print_moves(pos); continue; }
        if (w == "undo") {
            if (pos.ply() == first_ply) { fmt::print("Nothing to undo.\n"); continue; }
            // against the computer: back to the human's turn, one move of each side
            do {
                pos.unmake();
                fmt::print("Took back {}.\n", played.back());
                played.pop_back();
            } while (pos.ply() > first_ply && opponent.to_move(pos));
            announce();
            engine_moves();   // (only when nothing is left to take back: it moves again)
            continue;
        }
        if (w == "hint" || w == "go") {
            if (!game_end(pos).empty()) { fmt::print("The game is over; undo, fen, board or quit.\n"); continue; }
            if (w == "go") {   // the computer takes the side to move
                opponent.side = pos.side_to_move();
                engine_moves();
                continue;
            }
            if (auto t = opponent.think(pos)) fmt::print("Hint: {} ({}).\n", pos.move_to_string(t->first), t->second);
            continue;
        }
        if (!game_end(pos).empty()) {
            fmt::print("The game is over; undo, fen, board or quit.\n");
            continue;
        }
        for (const auto& [col, text] : ws) {
            auto m = pos.parse_move(text, "<stdin>");
            if (!m) {
                for (auto d : m.errors()) {
                    d.where.line = lineno;
                    d.where.column += int(col);
                    d.source_line = line;
                    fmt::print("{}", d.render());
                }
                break;
            }
            play(*m, "");
            engine_moves();
            if (!game_end(pos).empty()) break;
        }
    }
    return 0;
}

}  // namespace aviary::cli

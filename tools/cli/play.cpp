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
    case Termination::BoardFull: return "The board is full: " + result + ".";
    case Termination::Connection: return "Pieces in a row: " + result + ".";
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

namespace {

// A game of `aviary play`: the position, the moves played (for undo's messages), the computer.
class TerminalGame {
public:
    TerminalGame(const Args& a, Position start)
        : pos_(std::move(start)), tty_(isatty(0)), first_ply_(pos_.ply()), opponent_(a, pos_) {}

    int run(const std::string& title) {
        fmt::print("{}\n{}", title, pos_.to_text());
        fmt::print("Enter moves such as e2e4, or: moves, undo, fen, board, hint, go (the computer takes the\n"
                   "side to move), quit.\n");
        announce();
        engine_moves();
        std::string line;
        for (int lineno = 1; prompt(line); ++lineno)
            if (!handle(line, lineno)) return 0;
        return 0;
    }

private:
    bool prompt(std::string& line) {
        if (tty_) {
            fmt::print("> ");
            std::fflush(stdout);
        }
        if (!std::getline(std::cin, line)) return false;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!tty_) fmt::print("> {}\n", line);
        return true;
    }
    // One line of input; false: quit.
    bool handle(const std::string& line, int lineno) {
        auto ws = words(line);
        if (ws.empty() || ws[0].second[0] == '#') return true;
        const std::string& w = ws[0].second;
        if (w == "quit" || w == "exit") return false;
        if (w == "fen") fmt::print("{}\n", pos_.fen());
        else if (w == "board") fmt::print("{}", pos_.to_text());
        else if (w == "help")
            fmt::print("Commands: a move (see README: move strings), moves, undo, fen, board, hint, go, quit.\n");
        else if (w == "moves") print_moves(pos_);
        else if (w == "undo") undo();
        else if (!game_end(pos_).empty()) fmt::print("The game is over; undo, fen, board or quit.\n");
        else if (w == "hint") hint();
        else if (w == "go") {   // the computer takes the side to move
            opponent_.side = pos_.side_to_move();
            engine_moves();
        } else {
            play_line(line, ws, lineno);
        }
        return true;
    }
    void announce() const {
        std::string end = game_end(pos_);
        if (!end.empty()) fmt::print("{} Game over (undo, fen, board or quit).\n", end);
        else fmt::print("{}{}.\n", pos_.in_check() ? "Check. " : "", pos_.to_move_text());
    }
    // Plays `m` and shows it ("12. e2e4", the board on a terminal, whose turn).
    void play(const Move& m, const std::string& note) {
        std::string s = pos_.move_to_string(m);
        const int n = pos_.fullmove_number();
        const bool white = pos_.side_to_move() == Color::White;
        pos_.make(m);
        played_.push_back(s);
        fmt::print("{}{} {}{}\n", n, white ? "." : "...", s, note);
        if (tty_) fmt::print("{}", pos_.to_text());
        announce();
    }
    // The computer's moves while it is to move and the game goes on.
    void engine_moves() {
        while (opponent_.to_move(pos_) && game_end(pos_).empty()) {
            auto t = opponent_.think(pos_);
            if (!t) break;
            play(t->first, "   (Aviary: " + t->second + ")");
        }
    }
    // Back to the human's turn: against the computer, one move of each side.
    void undo() {
        if (pos_.ply() == first_ply_) {
            fmt::print("Nothing to undo.\n");
            return;
        }
        do {
            pos_.unmake();
            fmt::print("Took back {}.\n", played_.back());
            played_.pop_back();
        } while (pos_.ply() > first_ply_ && opponent_.to_move(pos_));
        announce();
        engine_moves();   // (only when nothing is left to take back: it moves again)
    }
    void hint() {
        if (auto t = opponent_.think(pos_)) fmt::print("Hint: {} ({}).\n", pos_.move_to_string(t->first), t->second);
    }
    // The moves of a line, each answered by the computer, up to the first bad one.
    void play_line(const std::string& line, const std::vector<std::pair<std::size_t, std::string>>& ws, int lineno) {
        for (const auto& [col, text] : ws) {
            auto m = pos_.parse_move(text, "<stdin>");
            if (!m) {
                for (auto d : m.errors()) {
                    d.where.line = lineno;
                    d.where.column += int(col);
                    d.source_line = line;
                    fmt::print("{}", d.render());
                }
                return;
            }
            play(*m, "");
            engine_moves();
            if (!game_end(pos_).empty()) return;
        }
    }

    Position pos_;
    const bool tty_;
    const std::size_t first_ply_;
    std::vector<std::string> played_;
    Opponent opponent_;
};

}  // namespace

int cmd_play(const Args& a) {
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    auto start = position_for(*rs, a);
    if (!start) return report(start.errors());
    TerminalGame game(a, std::move(*start));
    return game.run(rs->name());
}

}  // namespace aviary::cli

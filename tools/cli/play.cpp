// aviary show (text and SVG) and aviary play (a game on the terminal, or scripted on stdin).
#include <fmt/core.h>
#include <unistd.h>

#include <iostream>
#include <string>

#include "aviary/diagram.hpp"
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
    fmt::print("Enter moves such as e2e4, or: moves, undo, fen, board, quit.\n");
    auto announce = [&]() {
        std::string end = game_end(pos);
        if (!end.empty()) fmt::print("{} Game over (undo, fen, board or quit).\n", end);
        else if (pos.in_check()) fmt::print("Check. {} to move.\n", color_name(pos.side_to_move()));
        else fmt::print("{} to move.\n", color_name(pos.side_to_move()));
    };
    announce();
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
        if (w == "help") { fmt::print("Commands: a move (see README: move strings), moves, undo, fen, board, quit.\n"); continue; }
        if (w == "moves") {
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
            continue;
        }
        if (w == "undo") {
            if (pos.ply() == first_ply) { fmt::print("Nothing to undo.\n"); continue; }
            pos.unmake();
            fmt::print("Took back {}.\n", played.back());
            played.pop_back();
            announce();
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
            std::string s = pos.move_to_string(*m);
            const int n = pos.fullmove_number();
            bool white = pos.side_to_move() == Color::White;
            pos.make(*m);
            played.push_back(s);
            fmt::print("{}{} {}\n", n, white ? "." : "...", s);
            if (tty) fmt::print("{}", pos.to_text());
            announce();
            if (!game_end(pos).empty()) break;
        }
    }
    return 0;
}

}  // namespace aviary::cli

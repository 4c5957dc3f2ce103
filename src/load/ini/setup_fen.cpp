// Board text for the INI lowering (setup_fen.hpp).
#include "load/ini/setup_fen.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "aviary/loader.hpp"
#include "aviary/position.hpp"

namespace aviary::ini {
namespace {

bool number(const std::string& x) { return !x.empty() && std::all_of(x.begin(), x.end(), ::isdigit); }
bool checks(const std::string& x) { return x.find('+') != std::string::npos && x[0] != '+'; }
bool square(const std::string& x) {
    return x.size() >= 2 && std::islower(static_cast<unsigned char>(x[0])) && std::all_of(x.begin() + 1, x.end(), ::isdigit);
}

// A board of `files` x `ranks` with one X at (file, rank), White to move.
std::string lone_fen(int files, int ranks, int file, int rank) {
    std::string rows;
    for (int r = ranks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < files; ++f) {
            if (f == file && r == rank) {
                if (empty) rows += std::to_string(empty);
                empty = 0;
                rows += 'X';
            } else {
                ++empty;
            }
        }
        if (empty) rows += std::to_string(empty);
        if (r) rows += '/';
    }
    return rows + " w - - 0 1";
}

}  // namespace

std::string full_fen(const std::string& start, bool drops,
                     const std::function<std::string(const std::string&, const std::string&)>& rights) {
    std::istringstream in(start);
    std::vector<std::string> t;
    for (std::string w; in >> w;) t.push_back(w);
    if (t.empty()) return "";
    std::string board = t[0];
    const auto open = board.find('[');
    if (open != std::string::npos && board.substr(open) == "[-]") board = board.substr(0, open) + "[]";
    if (open == std::string::npos && drops) board += "[]";
    std::size_t i = 1;
    const std::string side = i < t.size() && (t[i] == "w" || t[i] == "b") ? t[i++] : "w";
    std::string castle = "-", ep = "-", rest;
    if (i < t.size() && !number(t[i]) && !checks(t[i]) && !square(t[i])) castle = t[i++];
    if (i < t.size() && (t[i] == "-" || square(t[i]))) ep = t[i++];
    for (; i < t.size(); ++i) rest += " " + t[i];
    if (rest.empty()) rest = " 0 1";
    else if (rest.find(' ', 1) == std::string::npos && !checks(rest.substr(1))) rest += " 1";
    return board + " " + side + " " + rights(board, castle) + " " + ep + rest;
}

std::vector<std::string> fen_rows(const std::string& board) {
    std::vector<std::string> rows;
    const std::string b = board.substr(0, board.find('['));
    std::size_t i = 0;
    while (i <= b.size()) {
        std::size_t j = b.find('/', i);
        if (j == std::string::npos) j = b.size();
        rows.push_back(b.substr(i, j - i));
        i = j + 1;
    }
    return rows;
}

std::string fen_row_letters(const std::string& row) {
    std::string out;
    for (std::size_t i = 0; i < row.size(); ++i) {
        const char ch = row[i];
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            int n = ch - '0';
            if (i + 1 < row.size() && std::isdigit(static_cast<unsigned char>(row[i + 1]))) n = n * 10 + (row[++i] - '0');
            out += std::string(std::size_t(n), '.');
        } else if (ch != '+' && ch != '~') {
            out += ch;
        }
    }
    return out;
}

std::set<int> dead_ranks(const std::string& betza, int files, int ranks) {
    std::set<int> dead;
    std::string geometry;
    for (char ch : betza)
        if (std::string("pgcmnei").find(ch) == std::string::npos) geometry += ch;
    auto rules = compile_piece(geometry.empty() ? "-" : geometry, BoardShape{files, ranks}, "<ini>");
    if (!rules) return dead;
    for (int r = 0; r < ranks; ++r) {
        bool all_dead = true;
        for (int f = 0; f < files && all_dead; ++f) {
            auto pos = Position::from_fen(*rules, lone_fen(files, ranks, f, r));
            all_dead = pos && pos->count_legal_moves() == 0;
        }
        if (all_dead) dead.insert(r + 1);
    }
    return dead;
}

}  // namespace aviary::ini

// The board as XBoard sees it. XBoard has no 3-D boards: a layered board goes to it as one flat
// board of its levels side by side, A on the left (as the studio and the SVG pictures draw
// them), so Alice chess is 16x8 and its Ba1 is XBoard's i1. (Stacked as one tall board, Alice's
// level B would fill ranks 9 to 16, and XBoard 4.9 reads a move from rank 16 as a drop, whose
// piece it cannot find: it then sends the old board back. Side by side, both levels keep their
// ranks 1 to 8, so pawns promote on XBoard's last rank as well.)
#include "xboard_board.hpp"

#include <cctype>
#include <vector>

namespace aviary::cli {

namespace {

// XBoard's flat board: the levels side by side, each level's ranks as its ranks.
BoardShape wide(const BoardShape& b) { return BoardShape{b.files * b.levels, b.level_ranks(), 1}; }

Square to_wide(const BoardShape& b, Square s) {
    return wide(b).square(b.level_of(s) * b.files + b.file_of(s), b.rank_in_level(s));
}
Square from_wide(const BoardShape& b, Square w) {
    const BoardShape x = wide(b);
    const int level = x.file_of(w) / b.files;
    return b.square(x.file_of(w) % b.files, level * b.level_ranks() + x.rank_of(w));
}

// A FEN row as its parts: a number of empty squares, or one piece ('+' and '~' kept with it).
struct RowPart {
    int empty = 0;
    std::string piece;
};
std::vector<RowPart> row_parts(const std::string& row) {
    std::vector<RowPart> parts;
    for (std::size_t i = 0; i < row.size();) {
        if (std::isdigit((unsigned char)row[i])) {
            std::size_t j = i;
            while (j < row.size() && std::isdigit((unsigned char)row[j])) ++j;
            parts.push_back({std::stoi(row.substr(i, std::min<std::size_t>(j - i, 4))), ""});
            i = j;
            continue;
        }
        std::size_t j = i + (row[i] == '+' && i + 1 < row.size() ? 2 : 1);
        if (j < row.size() && row[j] == '~') ++j;
        parts.push_back({0, row.substr(i, j - i)});
        i = j;
    }
    return parts;
}
std::string row_text(const std::vector<RowPart>& parts) {
    std::string out;
    int empty = 0;
    for (const RowPart& p : parts) {
        if (p.piece.empty()) { empty += p.empty; continue; }
        if (empty) out += std::to_string(empty);
        empty = 0;
        out += p.piece;
    }
    return empty ? out + std::to_string(empty) : out;
}
std::vector<std::string> split(const std::string& s, char by) {
    std::vector<std::string> out(1);
    for (char c : s) {
        if (c == by) out.emplace_back();
        else out.back().push_back(c);
    }
    return out;
}

// One wide row cut into `levels` rows of `files` squares (a run of empty squares split where it
// crosses a level's edge); a row of another width is left whole, for the FEN reader to refuse.
std::vector<std::string> cut_row(const std::string& row, int files, int levels) {
    std::vector<std::vector<RowPart>> cut;
    cut.resize(std::size_t(levels));
    int at = 0;
    for (RowPart p : row_parts(row)) {
        if (!p.piece.empty()) {
            if (at / files >= levels) return {row};
            cut[std::size_t(at++ / files)].push_back(p);
            continue;
        }
        while (p.empty > 0) {
            if (at / files >= levels) return {row};
            const int here = std::min(p.empty, files - at % files);
            cut[std::size_t(at / files)].push_back({here, ""});
            at += here;
            p.empty -= here;
        }
    }
    if (at != files * levels) return {row};
    std::vector<std::string> out;
    for (const auto& parts : cut) out.push_back(row_text(parts));
    return out;
}

// The squares named in `s` (by `from`'s names) renamed by `to`'s; a name must start a word.
template <class Map>
std::string rename(const std::string& s, const BoardShape& from, const BoardShape& to, Map map) {
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const bool starts = i == 0 || !std::isalpha((unsigned char)s[i - 1]) || s[i - 1] == '@';
        const auto sq = starts ? from.parse_prefix(std::string_view(s).substr(i)) : std::nullopt;
        if (!sq) {
            out += s[i++];
            continue;
        }
        out += to.name(map(sq->first));
        i += std::size_t(sq->second);
    }
    return out;
}

}  // namespace

XboardBoard::XboardBoard(const BoardShape& b) : shape(b) {}

int XboardBoard::files() const { return shape.files * shape.levels; }
int XboardBoard::ranks() const { return shape.level_ranks(); }
Square XboardBoard::square(int file, int rank) const { return from_wide(shape, wide(shape).square(file, rank)); }

std::string XboardBoard::squares(const std::string& s) const {
    if (!shape.layered()) return s;
    return rename(s, shape, wide(shape), [&](Square q) { return to_wide(shape, q); });
}
std::string XboardBoard::aviary_squares(const std::string& s) const {
    if (!shape.layered()) return s;
    return rename(s, wide(shape), shape, [&](Square q) { return from_wide(shape, q); });
}

std::string XboardBoard::fen(const std::string& fen) const {
    if (!shape.layered()) return fen;
    const std::size_t end = std::min(fen.find(' '), fen.size());
    const auto levels = split(fen.substr(0, end), '|');   // the highest first
    std::string board;
    for (int r = 0; r < ranks(); ++r) {
        std::vector<RowPart> row;
        for (auto level = levels.rbegin(); level != levels.rend(); ++level) {
            const auto rows = split(*level, '/');
            if (std::size_t(r) < rows.size())
                for (const RowPart& p : row_parts(rows[std::size_t(r)])) row.push_back(p);
        }
        board += (r ? "/" : "") + row_text(row);
    }
    return board + squares(fen.substr(end));
}
std::string XboardBoard::aviary_fen(const std::string& fen) const {
    const std::size_t end = std::min(fen.find(' '), fen.size());
    const std::string board = fen.substr(0, end);
    if (!shape.layered() || board.find('|') != std::string::npos) return fen;   // Aviary's own
    std::vector<std::string> levels(std::size_t(shape.levels));
    for (const std::string& row : split(board, '/')) {
        const auto cut = cut_row(row, shape.files, shape.levels);
        if (cut.size() != levels.size()) return fen;   // not XBoard's width: the reader says so
        for (std::size_t l = 0; l < levels.size(); ++l)
            levels[l] += (levels[l].empty() ? "" : "/") + cut[l];
    }
    std::string out;
    for (auto level = levels.rbegin(); level != levels.rend(); ++level)
        out += (out.empty() ? "" : "|") + *level;
    return out + aviary_squares(fen.substr(end));
}

}  // namespace aviary::cli

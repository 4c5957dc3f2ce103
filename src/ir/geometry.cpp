#include "aviary/geometry.hpp"

#include <algorithm>
#include <cctype>

namespace aviary {

std::string BoardShape::name(Square s) const {
    std::string n;
    append_name(s, n);
    return n;
}

void BoardShape::append_name(Square s, std::string& out) const {
    char n[MaxNameLength];
    out.append(n, std::size_t(write_name(s, n)));
}

int BoardShape::write_name(Square s, char* out) const {
    if (s == NoSquare || s >= size()) {
        out[0] = '-';
        return 1;
    }
    int k = 0;
    if (layered()) out[k++] = char('A' + level_of(s));
    out[k++] = file_letter(file_of(s));
    const int r = named_rank(s) + 1;   // 1 .. 16
    if (r >= 10) out[k++] = char('0' + r / 10);
    out[k++] = char('0' + r % 10);
    return k;
}

std::optional<std::pair<Square, int>> BoardShape::parse_prefix(std::string_view t) const {
    if (layered()) {   // the level's letter, then the square's name on a flat level
        if (t.empty() || t[0] < 'A' || t[0] >= 'A' + levels) return std::nullopt;
        const BoardShape level{files, level_ranks(), 1};
        auto p = level.parse_prefix(t.substr(1));
        if (!p) return std::nullopt;
        const int row = (t[0] - 'A') * level_ranks() + level.rank_of(p->first);
        return std::make_pair(square(level.file_of(p->first), row), p->second + 1);
    }
    return hex ? hex_parse(t) : flat_parse(t);
}

// A hexagonal board's name: the file's letter (no j in the regular hexagon's names), the rank
// along the file there, else the cell's grid rank.
std::optional<std::pair<Square, int>> BoardShape::hex_parse(std::string_view t) const {
    if (!hex_file_ranks) {
        const BoardShape flat{files, ranks, 1};
        auto p = flat.flat_parse(t);
        if (!p || !is_cell(p->first)) return std::nullopt;
        return p;
    }
    if (t.empty() || t[0] == 'j') return std::nullopt;
    std::string plain(t.substr(0, 3));
    if (plain[0] > 'j') plain[0] = char(plain[0] - 1);
    const BoardShape flat{files, ranks, 1};
    auto p = flat.flat_parse(plain);
    if (!p) return std::nullopt;
    const int q = flat.file_of(p->first), r = flat.rank_of(p->first) + std::max(0, q - files / 2);
    if (!contains(q, r)) return std::nullopt;
    return std::make_pair(square(q, r), p->second);
}

std::optional<std::pair<Square, int>> BoardShape::flat_parse(std::string_view t) const {
    if (t.size() < 2 || t[0] < 'a' || t[0] >= 'a' + files) return std::nullopt;
    if (!std::isdigit((unsigned char)t[1]) || t[1] == '0') return std::nullopt;
    int r = t[1] - '0', used = 2;
    // Two-digit ranks, but only when the board has them (so "a1" + "0" of "a10" parses right).
    if (t.size() > 2 && std::isdigit((unsigned char)t[2]) && r * 10 + (t[2] - '0') <= ranks) {
        r = r * 10 + (t[2] - '0');
        used = 3;
    }
    if (r > ranks) return std::nullopt;
    return std::make_pair(square(t[0] - 'a', r - 1), used);
}

int BoardShape::named_rank(Square s) const {
    if (hex_file_ranks) return rank_of(s) - std::max(0, file_of(s) - files / 2);
    return rank_in_level(s);
}

int BoardShape::row_cells(int row) const {
    if (hex_file_ranks) return files - 2 * std::max(0, row - files / 2);
    int n = 0;
    for (int f = 0; f < files; ++f) n += contains(f, row);
    return n;
}

Square BoardShape::row_cell(int row, int k) const {
    if (!hex) return square(k, row);
    for (int f = 0; f < files; ++f)
        if (const Square s = named_cell(f, row); s != NoSquare && k-- == 0) return s;
    return NoSquare;
}

Square BoardShape::named_cell(int f, int row) const {
    const int r = hex_file_ranks ? row + std::max(0, f - files / 2) : row;
    return contains(f, r) ? square(f, r) : NoSquare;
}

std::optional<Square> BoardShape::parse(std::string_view t) const {
    auto p = parse_prefix(t);
    if (!p || std::size_t(p->second) != t.size()) return std::nullopt;
    return p->first;
}

}  // namespace aviary

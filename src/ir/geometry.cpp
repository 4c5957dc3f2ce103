#include "aviary/geometry.hpp"

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
    out[k++] = char('a' + file_of(s));
    const int r = rank_in_level(s) + 1;   // 1 .. 16
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

std::optional<Square> BoardShape::parse(std::string_view t) const {
    auto p = parse_prefix(t);
    if (!p || std::size_t(p->second) != t.size()) return std::nullopt;
    return p->first;
}

}  // namespace aviary

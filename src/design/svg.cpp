// SVG pictures of positions and move diagrams, any board size up to 16x16.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "aviary/diagram.hpp"
#include "aviary/glyphs.hpp"
#include "aviary/inspect.hpp"

namespace aviary {

namespace {

constexpr int kCell = 40;
constexpr int kMargin = 24;

template <class... A>
std::string cat(const A&... a) {
    std::ostringstream o;
    (o << ... << a);
    return o.str();
}

std::string esc(const std::string& s) {
    std::string o;
    for (char c : s) {
        switch (c) {
        case '&': o += "&amp;"; break;
        case '<': o += "&lt;"; break;
        case '>': o += "&gt;"; break;
        case '"': o += "&quot;"; break;
        default: o += c;
        }
    }
    return o;
}

std::string circle(int x, int y, int r, const char* rest) {
    return cat("<circle cx=\"", x, "\" cy=\"", y, "\" r=\"", r, "\" ", rest, "/>\n");
}

// One mark's symbol centred on (x, y).
std::string mark_svg(int x, int y, char m) {
    switch (m) {
    case 'o': return circle(x, y, 7, "fill=\"#1a9e3a\"");
    case 'x': return circle(x, y, 15, "fill=\"none\" stroke=\"#d00000\" stroke-width=\"3\"");
    case '*':
        return circle(x, y, 15, "fill=\"none\" stroke=\"#1f4fd0\" stroke-width=\"3\"") +
               circle(x, y, 7, "fill=\"#1f4fd0\"");
    case 'i': return circle(x, y, 8, "fill=\"none\" stroke=\"#1a9e3a\" stroke-width=\"3\" stroke-dasharray=\"3,2\"");
    case 'I': return circle(x, y, 14, "fill=\"none\" stroke=\"#d00000\" stroke-width=\"3\" stroke-dasharray=\"4,3\"");
    case 's':
        return cat("<path d=\"M", x - 10, " ", y - 4, "l6 -6v4h10v4h-10v4zM", x + 10, " ", y + 4,
                   "l-6 6v-4h-10v-4h10v-4z\" fill=\"#008080\"/>\n");
    case 'a':   // a move for an attacked piece only: a hollow green triangle
        return cat("<path d=\"M", x, " ", y - 8, "l8 14h-16z\" fill=\"none\" stroke=\"#1a9e3a\" stroke-width=\"3\"/>\n");
    case 'h':
        return cat("<rect x=\"", x - 6, "\" y=\"", y - 6, "\" width=\"12\" height=\"12\" fill=\"#777777\" transform=\"rotate(45 ",
                   x, " ", y, ")\"/>\n");
    case 'r':
        return circle(x, y, 11, "fill=\"none\" stroke=\"#8a00c2\" stroke-width=\"3\"") +
               cat("<path d=\"M", x - 14, " ", y, "h28M", x, " ", y - 14, "v28\" stroke=\"#8a00c2\" stroke-width=\"2\"/>\n");
    case 'l':
        return cat("<path d=\"M", x - 10, " ", y - 10, "l20 20M", x + 10, " ", y - 10,
                   "l-20 20\" stroke=\"#d06000\" stroke-width=\"4\"/>\n");
    case '+': return mark_svg(x, y, 'r') + mark_svg(x, y, 'l');
    case 'd': return cat("<rect x=\"", x - 7, "\" y=\"", y - 7, "\" width=\"14\" height=\"14\" fill=\"#8a00c2\"/>\n");
    default: return "";
    }
}

// A layered board's levels stand side by side, A on the left, kLevelGap apart, each with its
// name above it; a flat board is one level.
constexpr int kLevelGap = 24;
constexpr int kLevelLabel = 18;

// A hexagonal board's cells as hexagons (BoardShape::hex: axial file q and row r). Files
// standing up (`hexagonal`): flat-topped cells kCell high, file q's cells half a cell lower for
// each file to the right; ranks across (`hexagonal-ranks`): pointy-topped cells kCell wide,
// each rank half a cell to the right of the one below. Positions in half cells.
struct HexLayout {
    int x0 = 0, x1 = 0, y0 = 0, y1 = 0;   // extents of the cells' centres (half cells, y up)
    explicit HexLayout(const BoardShape& b) {
        bool first = true;
        for (int s = 0; s < b.size(); ++s) {
            if (!b.is_cell(Square(s))) continue;
            const int x = hx(b, Square(s)), y = hy(b, Square(s));
            x0 = first ? x : std::min(x0, x), x1 = first ? x : std::max(x1, x);
            y0 = first ? y : std::min(y0, y), y1 = first ? y : std::max(y1, y);
            first = false;
        }
    }
    // (flat-topped: 3 half cells of sqrt(3)/2 between files, taken as 26/40 of kCell per half)
    static int hx(const BoardShape& b, Square s) {
        const int q = b.file_of(s), r = b.rank_of(s);
        return b.hex_ranks ? 2 * q - r : 3 * q;
    }
    static int hy(const BoardShape& b, Square s) {
        const int q = b.file_of(s), r = b.rank_of(s);
        return b.hex_ranks ? 3 * r : 2 * r - q;
    }
    // Pixels per half cell across and up.
    static int px(const BoardShape& b) { return b.hex_ranks ? kCell / 2 : kCell * 13 / 45; }
    static int py(const BoardShape& b) { return b.hex_ranks ? kCell * 13 / 45 : kCell / 2; }
    int width(const BoardShape& b) const { return (x1 - x0) * px(b) + 2 * radius(); }
    int height(const BoardShape& b) const { return (y1 - y0) * py(b) + 2 * radius(); }
    static int radius() { return kCell * 23 / 40; }   // centre to corner
};

struct Canvas {
    BoardShape shape;
    int extra_height = 0;
    int min_width = 0;
    std::string body;

    int rows() const { return shape.level_ranks(); }
    int top() const { return kMargin + (shape.layered() ? kLevelLabel : 0); }
    int level_left(int level) const { return kMargin + level * (shape.files * kCell + kLevelGap); }
    int board_width() const {
        if (shape.hex) return HexLayout(shape).width(shape);
        return level_left(shape.levels) - kLevelGap - kMargin;
    }
    int width() const { return std::max(min_width, 2 * kMargin + board_width()); }
    int board_bottom() const {
        return top() + (shape.hex ? HexLayout(shape).height(shape) : rows() * kCell);
    }
    int height() const { return board_bottom() + kMargin + extra_height; }
    // Centre of a square (White at the bottom).
    int cx(Square s) const {
        if (shape.hex) {
            const HexLayout h(shape);
            return kMargin + HexLayout::radius() + (HexLayout::hx(shape, s) - h.x0) * HexLayout::px(shape);
        }
        return level_left(shape.level_of(s)) + shape.file_of(s) * kCell + kCell / 2;
    }
    int cy(Square s) const {
        if (shape.hex) {
            const HexLayout h(shape);
            return top() + HexLayout::radius() + (h.y1 - HexLayout::hy(shape, s)) * HexLayout::py(shape);
        }
        return top() + (rows() - 1 - shape.rank_in_level(s)) * kCell + kCell / 2;
    }

    void board(const std::vector<Square>& highlight = {}) {
        if (shape.hex) return hex_board(highlight);
        for (int s = 0; s < shape.size(); ++s) {
            bool light = (shape.file_of(Square(s)) + shape.rank_of(Square(s))) % 2 == 1;
            std::string fill = light ? "#f0d9b5" : "#b58863";
            for (Square h : highlight)
                if (h == s) fill = light ? "#f6f669" : "#bbcb2b";
            body += cat("<rect x=\"", cx(Square(s)) - kCell / 2, "\" y=\"", cy(Square(s)) - kCell / 2, "\" width=\"",
                        kCell, "\" height=\"", kCell, "\" fill=\"", fill, "\"/>\n");
        }
        for (int level = 0; level < shape.levels; ++level) coordinates(level);
    }

    // Each cell a hexagon in one of three colours (no two neighbours alike), named inside.
    void hex_board(const std::vector<Square>& highlight) {
        static const char* const fills[3] = {"#f0d9b5", "#d2a679", "#b58863"};
        const int r = HexLayout::radius();
        for (int s = 0; s < shape.size(); ++s) {
            if (!shape.is_cell(Square(s))) continue;
            const int x = cx(Square(s)), y = cy(Square(s));
            std::string fill = fills[(shape.file_of(Square(s)) + shape.rank_of(Square(s))) % 3];
            for (Square h : highlight)
                if (h == s) fill = "#f6f669";
            std::string points;
            for (int k = 0; k < 6; ++k) {   // (corners every 60 degrees; pointy-topped: turned 30)
                static const int flat[6][2] = {{40, 0}, {20, 35}, {-20, 35}, {-40, 0}, {-20, -35}, {20, -35}};
                const int dx = flat[k][0] * r / 40, dy = flat[k][1] * r / 40;
                points += cat(k ? " " : "", x + (shape.hex_ranks ? dy : dx), ",", y + (shape.hex_ranks ? dx : dy));
            }
            body += cat("<polygon points=\"", points, "\" fill=\"", fill, "\" stroke=\"#8a6a4a\" stroke-width=\"1\"/>\n");
            body += cat("<text x=\"", x, "\" y=\"", y + r * 3 / 4, "\" font-size=\"8\" text-anchor=\"middle\" fill=\"#5a4030\">",
                        shape.name(Square(s)), "</text>\n");
        }
    }

    // The file letters under a level, its rank numbers on its left, its name above it.
    void coordinates(int level) {
        const int left = level_left(level);
        for (int f = 0; f < shape.files; ++f)
            body += cat("<text x=\"", left + f * kCell + kCell / 2, "\" y=\"", board_bottom() + 16,
                        "\" font-size=\"12\" text-anchor=\"middle\">", shape.file_letter(f), "</text>\n");
        for (int r = 0; r < rows(); ++r)
            body += cat("<text x=\"", left - kMargin / 2, "\" y=\"",
                        top() + (rows() - 1 - r) * kCell + kCell / 2 + 4,
                        "\" font-size=\"12\" text-anchor=\"middle\">", r + 1, "</text>\n");
        if (shape.layered())
            body += cat("<text x=\"", left + shape.files * kCell / 2, "\" y=\"", top() - 6,
                        "\" font-size=\"13\" font-weight=\"bold\" text-anchor=\"middle\"",
                        " class=\"level\">Level ", char('A' + level), "</text>\n");
    }

    void piece(int x, int y, const std::string& label, const std::string& glyph, Color c, bool doomed) {
        if (!glyph.empty()) {
            body += cat("<g transform=\"translate(", x - kCell / 2, " ", y - kCell / 2, ")\">\n",
                        glyph_svg(glyph, label, c), "</g>\n");
        } else {
            std::string fill = c == Color::White ? "#ffffff" : c == Color::Black ? "#222222" : "#f2c200";
            std::string ink = c == Color::Black ? "#ffffff" : "#000000";
            body += cat("<circle cx=\"", x, "\" cy=\"", y, "\" r=\"16\" fill=\"", fill, "\" stroke=\"",
                        doomed ? "#d00000" : "#000000", "\" stroke-width=\"", doomed ? 4 : 1.5, "\"/>\n");
            const int size = label_font_size(label);
            body += cat("<text x=\"", x, "\" y=\"", y + size / 3, "\" font-size=\"", size,
                        "\" font-family=\"sans-serif\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"",
                        ink, "\">", svg_label(label), "</text>\n");
        }
        if (doomed && !glyph.empty())
            body += circle(x, y, 18, "fill=\"none\" stroke=\"#d00000\" stroke-width=\"3\"");
        if (doomed)
            body += cat("<text x=\"", x + 12, "\" y=\"", y - 8,
                        "\" font-size=\"14\" font-weight=\"bold\" fill=\"#d00000\">!</text>\n");
    }

    std::string text(int x, int y, const std::string& s, int size = 13) const {
        return cat("<text x=\"", x, "\" y=\"", y, "\" font-size=\"", size, "\" font-family=\"sans-serif\">", esc(s),
                   "</text>\n");
    }

    std::string done() const {
        return cat("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"",
                   width(), "\" height=\"", height(), "\" viewBox=\"0 0 ", width(), " ", height(),
                   "\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n", body, "</svg>\n");
    }
};


std::vector<std::string> position_lines(const Position& pos, const RulesDetails& info) {
    std::vector<std::string> lines;
    if (info.hands) {
        for (Color col : {Color::White, Color::Black}) {
            std::string h;
            for (std::size_t t = 0; t < info.pieces.size(); ++t)
                for (int n = pos.hand_count(col, int(t)); n > 0; --n) h += info.pieces[t].id_for(col);
            lines.push_back(std::string(col == Color::White ? "White" : "Black") + " hand: " + (h.empty() ? "-" : h));
        }
    }
    if (!info.relocate.empty()) {
        int held = 0;
        for (std::size_t t = 0; t < info.pieces.size(); ++t)
            if (info.pieces[t].id == info.relocate) held = pos.hand_count(Color::Neutral, int(t));
        if (held) lines.push_back(cat(info.relocate, " not yet placed: ", held));
    }
    if (pos.doomed_square()) lines.push_back("! doomed: removed after its owner's turn");
    lines.push_back(pos.to_move_text());
    return lines;
}

}  // namespace

std::string position_svg(const Position& pos, const std::vector<Square>& hl) {
    RulesDetails info = inspect(pos.ruleset());
    Canvas c;
    c.shape = info.shape;
    c.board(hl);
    for (int s = 0; s < info.shape.size(); ++s) {
        auto p = pos.piece_at(Square(s));
        if (!p) continue;
        const PieceInfo& pd = info.pieces[std::size_t(p->type)];
        c.piece(c.cx(Square(s)), c.cy(Square(s)), pd.id_for(p->color), pd.glyph, p->color,
                pos.doomed_square() == Square(s));
    }
    std::vector<std::string> lines = position_lines(pos, info);
    c.extra_height = int(lines.size()) * 18 + 4;
    int y = c.board_bottom() + kMargin + 12;
    for (const auto& l : lines) {
        c.body += c.text(kMargin, y, l);
        y += 18;
    }
    return c.done();
}

std::string diagram_svg(const MoveDiagram& d) {
    Canvas c;
    c.shape = d.shape;
    c.board();
    for (int s = 0; s < d.shape.size(); ++s) {
        if (Square(s) == d.origin || !d.flags[std::size_t(s)]) continue;
        for (char ch : d.mark(Square(s))) c.body += mark_svg(c.cx(Square(s)), c.cy(Square(s)), ch);
    }
    if (d.origin != NoSquare && !d.label.empty()) {
        const auto letter = std::find_if(d.label.begin(), d.label.end(), [](char ch) { return std::isalpha((unsigned char)ch); });
        const bool black = letter != d.label.end() && std::islower((unsigned char)*letter);
        c.piece(c.cx(d.origin), c.cy(d.origin), d.label, d.glyph, d.glyph.empty() || !black ? Color::White : Color::Black,
                false);
    }
    const auto legend = d.legend();
    c.extra_height = int(legend.size()) * 26 + 4;
    if (!legend.empty()) c.min_width = 620;   // room for the legend's words
    int y = c.board_bottom() + kMargin + 16;
    for (const auto& [m, text] : legend) {
        c.body += "<g transform=\"scale(0.7)\">\n" + mark_svg(int((kMargin + 12) / 0.7), int((y - 4) / 0.7), m) + "</g>\n";
        c.body += c.text(kMargin + 30, y, text, 12);
        y += 26;
    }
    return c.done();
}

}  // namespace aviary

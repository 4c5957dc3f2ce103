// SVG pictures of positions and move diagrams, any board size up to 16x16.
#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <fstream>

#include "aviary/inspect.hpp"
#include "cli.hpp"

namespace aviary::cli {

namespace {

constexpr int kCell = 40;
constexpr int kMargin = 24;

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

struct Canvas {
    BoardShape shape;
    int extra_height = 0;
    int min_width = 0;
    std::string body;

    int width() const { return std::max(min_width, 2 * kMargin + shape.files * kCell); }
    int board_bottom() const { return kMargin + shape.ranks * kCell; }
    int height() const { return board_bottom() + kMargin + extra_height; }
    // Centre of a square (White at the bottom).
    int cx(Square s) const { return kMargin + shape.file_of(s) * kCell + kCell / 2; }
    int cy(Square s) const { return kMargin + (shape.ranks - 1 - shape.rank_of(s)) * kCell + kCell / 2; }

    void board(const std::vector<Square>& highlight = {}) {
        for (int s = 0; s < shape.size(); ++s) {
            bool light = (shape.file_of(Square(s)) + shape.rank_of(Square(s))) % 2 == 1;
            std::string fill = light ? "#f0d9b5" : "#b58863";
            for (Square h : highlight)
                if (h == s) fill = light ? "#f6f669" : "#bbcb2b";
            body += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n",
                                cx(Square(s)) - kCell / 2, cy(Square(s)) - kCell / 2, kCell, kCell, fill);
        }
        for (int f = 0; f < shape.files; ++f)
            body += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\">{}</text>\n",
                                kMargin + f * kCell + kCell / 2, board_bottom() + 16, char('a' + f));
        for (int r = 0; r < shape.ranks; ++r)
            body += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\">{}</text>\n",
                                kMargin / 2, kMargin + (shape.ranks - 1 - r) * kCell + kCell / 2 + 4, r + 1);
    }

    void piece(int x, int y, char letter, Color c, bool doomed) {
        std::string fill = c == Color::White ? "#ffffff" : c == Color::Black ? "#222222" : "#f2c200";
        std::string ink = c == Color::Black ? "#ffffff" : "#000000";
        body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"16\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
                            x, y, fill, doomed ? "#d00000" : "#000000", doomed ? 4 : 1.5);
        body += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"18\" font-family=\"sans-serif\" "
                            "font-weight=\"bold\" text-anchor=\"middle\" fill=\"{}\">{}</text>\n",
                            x, y + 6, ink, esc(std::string(1, letter)));
        if (doomed)
            body += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"14\" font-weight=\"bold\" fill=\"#d00000\">!</text>\n",
                                x + 12, y - 8);
    }

    void mark(int x, int y, char m) {
        switch (m) {
        case 'o': body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"#1a9e3a\"/>\n", x, y); break;
        case 'x':
            body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"15\" fill=\"none\" stroke=\"#d00000\" stroke-width=\"3\"/>\n", x, y);
            break;
        case '*':
            body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"15\" fill=\"none\" stroke=\"#1f4fd0\" stroke-width=\"3\"/>\n", x, y);
            body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"#1f4fd0\"/>\n", x, y);
            break;
        case 'i':
            body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"8\" fill=\"none\" stroke=\"#1a9e3a\" stroke-width=\"3\" stroke-dasharray=\"3,2\"/>\n", x, y);
            break;
        case 'I':
            body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"14\" fill=\"none\" stroke=\"#d00000\" stroke-width=\"3\" stroke-dasharray=\"4,3\"/>\n", x, y);
            break;
        case 's':
            body += fmt::format("<path d=\"M{} {}l6 -6v4h10v4h-10v4zM{} {}l-6 6v-4h-10v-4h10v-4z\" fill=\"#008080\"/>\n",
                                x - 10, y - 4, x + 10, y + 4);
            break;
        case 'a':   // a move for an attacked piece only: a hollow green triangle
            body += fmt::format("<path d=\"M{} {}l8 14h-16z\" fill=\"none\" stroke=\"#1a9e3a\" stroke-width=\"3\"/>\n",
                                x, y - 8);
            break;
        case 'h':
            body += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"#777777\" transform=\"rotate(45 {} {})\"/>\n",
                                x - 6, y - 6, x, y);
            break;
        case 'r':
            body += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"11\" fill=\"none\" stroke=\"#8a00c2\" stroke-width=\"3\"/>\n", x, y);
            body += fmt::format("<path d=\"M{} {}h28M{} {}v28\" stroke=\"#8a00c2\" stroke-width=\"2\"/>\n", x - 14, y, x, y - 14);
            break;
        case 'l':
            body += fmt::format("<path d=\"M{} {}l20 20M{} {}l-20 20\" stroke=\"#d06000\" stroke-width=\"4\"/>\n",
                                x - 10, y - 10, x + 10, y - 10);
            break;
        case '+': mark(x, y, 'r'); mark(x, y, 'l'); break;
        case 'd':
            body += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"14\" fill=\"#8a00c2\"/>\n", x - 7, y - 7);
            break;
        default: break;
        }
    }

    std::string text(int x, int y, const std::string& s, int size = 13) {
        return fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-family=\"sans-serif\">{}</text>\n",
                           x, y, size, esc(s));
    }

    std::string done() const {
        return fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
                           "viewBox=\"0 0 {} {}\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{}</svg>\n",
                           width(), height(), width(), height(), body);
    }
};

}  // namespace

bool write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    if (!out) return false;
    out << text;
    return bool(out);
}

std::string svg_position(const Position& pos, const std::vector<Square>& hl) {
    RulesDetails info = inspect(pos.ruleset());
    Canvas c;
    c.shape = info.shape;
    c.board(hl);
    const PositionState& st = pos.state();
    for (int s = 0; s < info.shape.size(); ++s) {
        Cell cl = st.board[std::size_t(s)];
        if (!cl) continue;
        Color col = cell_color(cl);
        char letter = info.pieces[std::size_t(cell_type(cl))].letter;
        if (col == Color::Black) letter = char(std::tolower((unsigned char)letter));
        c.piece(c.cx(Square(s)), c.cy(Square(s)), letter, col, st.doomed == Square(s));
    }
    std::vector<std::string> lines;
    if (info.hands) {
        for (int col = 0; col < 2; ++col) {
            std::string h;
            for (std::size_t t = 0; t < info.pieces.size(); ++t)
                for (int k = 0; k < st.hand[std::size_t(col)][t]; ++k)
                    h += col == 0 ? info.pieces[t].letter : char(std::tolower((unsigned char)info.pieces[t].letter));
            lines.push_back(std::string(col == 0 ? "White" : "Black") + " hand: " + (h.empty() ? "-" : h));
        }
    }
    if (!info.relocate.empty()) {
        int held = 0;
        for (std::size_t t = 0; t < info.pieces.size(); ++t)
            if (std::string(1, info.pieces[t].letter) == info.relocate) held = st.hand[2][t];
        if (held) lines.push_back(fmt::format("{} not yet placed: {}", info.relocate, held));
    }
    if (st.doomed != NoSquare) lines.push_back("! doomed: removed after its owner's turn");
    lines.push_back(std::string(pos.side_to_move() == Color::White ? "White" : "Black") + " to move");
    c.extra_height = int(lines.size()) * 18 + 4;
    int y = c.board_bottom() + kMargin + 12;
    for (const auto& l : lines) {
        c.body += c.text(kMargin, y, l);
        y += 18;
    }
    return c.done();
}

std::string svg_diagram(const BoardShape& shape, Square origin, const std::string& piece_label,
                        const std::vector<std::pair<Square, std::string>>& marks,
                        const std::vector<std::pair<std::string, std::string>>& legend) {
    Canvas c;
    c.shape = shape;
    c.board();
    for (const auto& [sq, m] : marks)
        for (char ch : m) c.mark(c.cx(sq), c.cy(sq), ch);
    if (origin != NoSquare && !piece_label.empty())
        c.piece(c.cx(origin), c.cy(origin), piece_label[0], Color::White, false);
    c.extra_height = int(legend.size()) * 26 + 4;
    if (!legend.empty()) c.min_width = 620;   // room for the legend's words
    int y = c.board_bottom() + kMargin + 16;
    for (const auto& [m, text] : legend) {
        c.body += "<g transform=\"scale(0.7)\">\n";
        std::string saved;
        std::swap(saved, c.body);
        c.mark(int((kMargin + 12) / 0.7), int((y - 4) / 0.7), m[0]);
        std::swap(saved, c.body);
        c.body += saved + "</g>\n";
        c.body += c.text(kMargin + 30, y, text, 12);
        y += 26;
    }
    return c.done();
}

}  // namespace aviary::cli

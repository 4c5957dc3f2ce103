// aviary diagram: where a piece moves from one square, as text and SVG.
//
// Method (public API only): a small synthetic game with the board of the real one, the piece
// with its notation (castling O moves left out) and a moveless enemy dummy. Each square is
// classified by generating the piece's moves on the empty board (moves), with the dummy on
// that square (captures: the piece lands there; rifle: the piece stays and the square is a
// victim; locust: a victim while the piece lands elsewhere), with a friendly dummy there (hops
// over friends only), and with and without initial-move rights.
#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <regex>

#include "aviary/inspect.hpp"
#include "cli.hpp"

namespace aviary::cli {

namespace {

enum : unsigned {
    FMove = 1,
    FCapture = 2,
    FInitMove = 4,      // only with initial rights
    FInitCapture = 8,
    FRifle = 16,
    FLocust = 32,
    FHop = 64,          // reached only over a screen piece
    FDrop = 128,
    FSwap = 256,        // moves to a friendly piece's square and puts it on the origin
    FAttacked = 512,    // moves there only while the piece is attacked ({if:attacked})
};

// The two characters of a square's mark.
std::string mark_of(unsigned f) {
    char a = '.', b = ' ';
    bool m = f & FMove, c = f & FCapture;
    if (m && c) a = '*';
    else if (m) a = 'o';
    else if (c) a = 'x';
    else if (f & FInitCapture) a = 'I';
    else if (f & FInitMove) a = 'i';
    else if (f & FAttacked) a = 'a';
    else if (f & FHop) a = 'h';
    else if (f & FDrop) a = 'd';
    if ((f & FRifle) && (f & FLocust)) b = '+';
    else if (f & FRifle) b = 'r';
    else if (f & FLocust) b = 'l';
    else if (f & FSwap) b = 's';
    if (a == '.' && b != ' ') a = b, b = ' ';
    return std::string{a, b};
}

const std::vector<std::pair<char, std::string>> kLegend = {
    {'o', "move only (to an empty square)"},
    {'x', "capture only (the piece lands on the victim's square)"},
    {'*', "move or capture"},
    {'i', "move only, and only while the piece has not moved yet (initial move)"},
    {'I', "capture (or move) only while the piece has not moved yet (initial move)"},
    {'s', "swap with a friendly piece there (it goes to the piece's square)"},
    {'a', "move only, and only while the piece is attacked ({if:attacked})"},
    {'h', "reached only by hopping over a piece standing on the way"},
    {'r', "rifle capture: the victim there is taken, the piece stays on its square"},
    {'l', "locust capture: the victim there is taken on the way, the piece lands elsewhere"},
    {'+', "both a rifle and a locust victim"},
    {'d', "drop from the hand"},
};

std::string strip_castling(const std::string& notation) {
    static const std::regex castle("[a-z]*O[0-9]+(:[0-9]+)?");
    std::string s = std::regex_replace(notation, castle, "");
    return s.empty() ? "-" : s;
}

// A board FEN field, expanded to one token per square ("" empty), ranks from the top.
struct Board {
    int files = 0, ranks = 0;
    std::vector<std::string> cells;   // [rank_from_top * files + file]
    std::string hand;                 // with the brackets, or ""
};

bool expand(const std::string& field, const BoardShape& shape, Board& out) {
    out.files = shape.files;
    out.ranks = shape.ranks;
    out.cells.assign(std::size_t(shape.size()), "");
    std::size_t i = 0;
    int r = 0, f = 0;
    while (i < field.size()) {
        char c = field[i];
        if (c == '[') { out.hand = field.substr(i); break; }
        if (c == '/') { ++r; f = 0; ++i; continue; }
        if (std::isdigit((unsigned char)c)) {
            int n = 0;
            while (i < field.size() && std::isdigit((unsigned char)field[i])) n = n * 10 + (field[i++] - '0');
            f += n;
            continue;
        }
        std::string tok(1, c);
        ++i;
        if (i < field.size() && field[i] == '!') tok += field[i++];
        if (r >= shape.ranks || f >= shape.files) return false;
        out.cells[std::size_t(r * shape.files + f)] = tok;
        ++f;
    }
    return true;
}

std::string compress(const Board& b) {
    std::string s;
    for (int r = 0; r < b.ranks; ++r) {
        if (r) s += '/';
        int empty = 0;
        for (int f = 0; f < b.files; ++f) {
            const std::string& t = b.cells[std::size_t(r * b.files + f)];
            if (t.empty()) { ++empty; continue; }
            if (empty) s += std::to_string(empty);
            empty = 0;
            s += t;
        }
        if (empty) s += std::to_string(empty);
    }
    return s + b.hand;
}

std::string place(const BoardShape& shape, std::vector<std::pair<Square, std::string>> pieces,
                  const std::string& hand = "") {
    Board b;
    b.files = shape.files;
    b.ranks = shape.ranks;
    b.cells.assign(std::size_t(shape.size()), "");
    for (auto& [sq, t] : pieces)
        b.cells[std::size_t((shape.ranks - 1 - shape.rank_of(sq)) * shape.files + shape.file_of(sq))] = t;
    b.hand = hand;
    return compress(b);
}

Square default_square(const BoardShape& b) { return b.square(b.files / 2, (b.ranks - 1) / 2); }

struct Diagram {
    BoardShape shape;
    Square origin = NoSquare;
    std::string label;               // the piece's letter on the origin
    std::vector<unsigned> flags;     // per square
    std::vector<std::string> notes;  // lines under the legend
    bool in_position = false;        // legal moves in a given position (--with)
};

std::string legend_text(const Diagram& d, char c, const std::string& text) {
    if (d.in_position && c == 'o') return "move to an empty square";
    if (d.in_position && c == 'x') return "capture";
    return text;
}

void mark_moves(const Position& pos, Square origin, std::vector<unsigned>& flags, Square dummy,
                bool friendly_dummy) {
    MoveList ml;
    pos.legal_moves(ml);
    for (const auto& m : ml) {
        if (m.from != origin || (m.flags & MoveCastle)) continue;
        bool victim = false;
        for (Square v : m.victim) {
            if (v == NoSquare) continue;
            victim = true;
            if (!friendly_dummy) flags[v] |= m.to == origin ? FRifle : FLocust;
        }
        if (m.to == origin) continue;
        if (friendly_dummy && m.to == dummy && m.unload != NoSquare) flags[m.to] |= FSwap;
        if (friendly_dummy || dummy == NoSquare) {
            if (victim) continue;
            if (dummy == NoSquare) flags[m.to] |= FMove;
            else if (m.to != dummy) flags[m.to] |= FHop;
        } else if (m.to == dummy) {
            flags[m.to] |= FCapture;
        } else if (!victim) {
            flags[m.to] |= FHop;   // reached over the dummy
        }
    }
}

// The empty-board diagram of one notation.
Result<Diagram> synthetic(const BoardShape& shape, const std::string& notation, Square origin) {
    std::string text = fmt::format(
        "name = diagram\nboard = {}x{}\npiece X Piece {}\npiece Y Dummy -\npiece Z Attacker cU\n"
        "setup = {} w - - 0 1\n",
        shape.files, shape.ranks, strip_castling(notation),
        place(shape, {{origin, "X"}}));
    auto rs = load_ruleset(text, "--notation");
    if (!rs) {
        // Errors in the piece line point into the notation as the user wrote it.
        std::vector<Diagnostic> ds;
        const std::size_t lead = std::string("piece X Piece ").size();
        for (auto e : rs.errors()) {
            if (e.where.line == 3 && e.where.column > int(lead) && strip_castling(notation) == notation) {
                e.where.line = 1;
                e.where.column -= int(lead);
                e.source_line = notation;
            }
            ds.push_back(e);
        }
        return ds;
    }
    Diagram d;
    d.shape = shape;
    d.origin = origin;
    d.flags.assign(std::size_t(shape.size()), 0);
    std::vector<unsigned> plain(std::size_t(shape.size()), 0), virgin(plain);
    auto run = [&](Square dummy, bool friendly) -> std::optional<Diagnostic> {
        std::vector<std::pair<Square, std::string>> ps{{origin, "X"}};
        if (dummy != NoSquare) ps.push_back({dummy, friendly ? "Y" : "y"});
        auto pos = Position::from_fen(*rs, place(shape, ps) + " w - - 0 1");
        if (!pos) return pos.errors().front();
        for (int init = 0; init < 2; ++init) {
            pos->state_for_engine().set_virgin(origin, init == 1);
            mark_moves(*pos, origin, init ? virgin : plain, dummy, friendly);
        }
        return std::nullopt;
    };
    if (auto e = run(NoSquare, false)) return *e;
    for (int s = 0; s < shape.size(); ++s) {
        if (Square(s) == origin) continue;
        if (auto e = run(Square(s), false)) return *e;
        if (auto e = run(Square(s), true)) return *e;
    }
    // Hoppers capture over a screen: try every screen (enemy or friendly) with every victim.
    std::string bare = strip_castling(notation);
    if (bare.find_first_of("pg") != std::string::npos) {
        for (int t = 0; t < shape.size(); ++t) {
            if (Square(t) == origin) continue;
            for (int friendly = 0; friendly < 2; ++friendly) {
                for (int v = 0; v < shape.size(); ++v) {
                    if (Square(v) == origin || v == t) continue;
                    auto pos = Position::from_fen(
                        *rs, place(shape, {{origin, "X"}, {Square(t), friendly ? "Y" : "y"}, {Square(v), "y"}}) +
                                 " w - - 0 1");
                    if (!pos) return pos.errors().front();
                    MoveList ml;
                    pos->legal_moves(ml);
                    for (const auto& m : ml) {
                        if (m.from != origin) continue;
                        for (Square q : m.victim)
                            if (q == Square(v)) plain[q] |= m.to == origin ? FRifle : FLocust;
                        if (m.to == Square(v)) plain[m.to] |= FCapture;
                    }
                }
            }
        }
    }
    // Moves for an attacked piece only: an enemy that captures anywhere (cU) in one corner,
    // then in another (so that no square stays covered by it).
    if (bare.find("{if:attacked}") != std::string::npos) {
        std::vector<Square> corners;
        for (Square c : {shape.square(0, 0), shape.square(shape.files - 1, shape.ranks - 1),
                         shape.square(shape.files - 1, 0), shape.square(0, shape.ranks - 1)})
            if (c != origin && corners.size() < 2 &&
                std::find(corners.begin(), corners.end(), c) == corners.end())
                corners.push_back(c);
        for (Square a : corners) {
            auto pos = Position::from_fen(*rs, place(shape, {{origin, "X"}, {a, "z"}}) + " w - - 0 1");
            if (!pos) return pos.errors().front();
            MoveList ml;
            pos->legal_moves(ml);
            for (const auto& m : ml)
                if (m.from == origin && m.to != a && m.to != origin && m.victim[0] == NoSquare &&
                    !(plain[m.to] & FMove))
                    plain[m.to] |= FAttacked;
        }
    }
    for (int s = 0; s < shape.size(); ++s) {
        unsigned p = plain[std::size_t(s)], v = virgin[std::size_t(s)];
        unsigned f = p;
        if ((v & FMove) && !(p & (FMove | FCapture))) f |= FInitMove;
        if ((v & FSwap) && !(p & FSwap)) f |= FSwap;
        if ((v & FCapture) && !(p & (FMove | FCapture))) f |= FInitCapture;
        if ((v & FRifle) && !(p & FRifle)) f |= FRifle;   // initial rifle: shown as rifle
        if ((v & FLocust) && !(p & FLocust)) f |= FLocust;
        if (f & (FMove | FCapture | FInitMove | FInitCapture)) f &= ~unsigned(FHop);
        d.flags[std::size_t(s)] = f;
    }
    if (strip_castling(notation) != notation && notation != "-") {
        d.notes.push_back("Castling is not shown:");
        for (const auto& phrase : explain_notation(notation))
            if (phrase.find(": castles") != std::string::npos) d.notes.push_back("  " + phrase);
    }
    return d;
}

std::string render_text(const Diagram& d, const std::string& title) {
    std::string s = title + "\n";
    std::array<bool, 256> used{};
    for (int r = d.shape.ranks - 1; r >= 0; --r) {
        std::string num = std::to_string(r + 1);
        s += std::string(3 - num.size(), ' ') + num + " ";
        for (int f = 0; f < d.shape.files; ++f) {
            Square q = d.shape.square(f, r);
            std::string m = q == d.origin ? d.label + " " : mark_of(d.flags[q]);
            if (q != d.origin)
                for (char c : m) used[(unsigned char)c] = true;
            s += ' ';
            s += m;
        }
        while (s.back() == ' ') s.pop_back();
        s += '\n';
    }
    s += "    ";
    for (int f = 0; f < d.shape.files; ++f) s += fmt::format(" {} ", char('a' + f));
    s.pop_back();
    s += "\n";
    if (d.origin != NoSquare) s += fmt::format("  {}  the piece (on {})\n", d.label, d.shape.name(d.origin));
    for (const auto& [c, text] : kLegend)
        if (used[(unsigned char)c]) s += fmt::format("  {}  {}\n", c, legend_text(d, c, text));
    for (const auto& n : d.notes) s += "  " + n + "\n";
    return s;
}

std::string render_svg(const Diagram& d) {
    std::vector<std::pair<Square, std::string>> marks;
    std::array<bool, 256> used{};
    for (int s = 0; s < d.shape.size(); ++s) {
        if (Square(s) == d.origin || !d.flags[std::size_t(s)]) continue;
        std::string m = mark_of(d.flags[std::size_t(s)]);
        marks.push_back({Square(s), m});
        for (char c : m) used[(unsigned char)c] = true;
    }
    std::vector<std::pair<std::string, std::string>> legend;
    for (const auto& [c, text] : kLegend)
        if (used[(unsigned char)c]) legend.push_back({std::string(1, c), legend_text(d, c, text)});
    return svg_diagram(d.shape, d.origin, d.label, marks, legend);
}

int finish(const Diagram& d, const std::string& title, const Args& a) {
    fmt::print("{}", render_text(d, title));
    if (!a.svg.empty() && !write_file(a.svg, render_svg(d))) {
        fmt::print(stderr, "{}:1:1: error: cannot write the file\n", a.svg);
        return 1;
    }
    return 0;
}

std::optional<Square> square_arg(const BoardShape& shape, const Args& a) {
    if (a.square.empty()) return default_square(shape);
    return shape.parse(a.square);
}

int bad_square(const Args& a) {
    fmt::print(stderr, "--square:1:1: error: '{}' is not a square of the board\n", a.square);
    return 1;
}

}  // namespace

int cmd_diagram(const Args& a) {
    if (!a.notation.empty()) {
        if (!a.pos.empty()) return usage();
        BoardShape shape;
        if (!a.board.empty()) {
            int f = 0, r = 0;
            char x = 0, extra = 0;
            if (std::sscanf(a.board.c_str(), "%d%c%d%c", &f, &x, &r, &extra) != 3 || x != 'x' ||
                f < 1 || r < 1 || f > MaxFiles || r > MaxRanks) {
                fmt::print(stderr, "--board:1:1: error: expected FILESxRANKS up to 16x16, found '{}'\n", a.board);
                return 1;
            }
            shape.files = f;
            shape.ranks = r;
        }
        auto sq = square_arg(shape, a);
        if (!sq) return bad_square(a);
        auto d = synthetic(shape, a.notation, *sq);
        if (!d) return report(d.errors());
        d->label = "X";
        return finish(*d, fmt::format("{} on {}, {}x{} board; White moves up the board.", a.notation,
                                      shape.name(*sq), shape.files, shape.ranks), a);
    }
    if (a.pos.size() != 2) return usage();
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    RulesDetails info = inspect(*rs);
    if (a.pos[1] == "all" && !a.has_with && a.svg.empty()) {   // every piece, for golden tests
        for (const auto& p : info.pieces) {
            Args b = a;
            b.pos[1] = std::string(1, p.letter);
            if (int rc = cmd_diagram(b)) return rc;
            fmt::print("\n");
        }
        return 0;
    }
    const PieceDetails* piece = nullptr;
    for (const auto& p : info.pieces) {
        std::string n = p.name, want = a.pos[1];
        std::transform(n.begin(), n.end(), n.begin(), ::tolower);
        std::transform(want.begin(), want.end(), want.begin(), ::tolower);
        if (n == want || (a.pos[1].size() == 1 && std::toupper((unsigned char)a.pos[1][0]) == p.letter))
            piece = &p;
    }
    if (!piece) {
        std::string names;
        for (const auto& p : info.pieces) names += fmt::format(" {} ({})", p.letter, p.name);
        fmt::print(stderr, "{}:1:1: error: {} has no piece '{}'; its pieces:{}\n", a.pos[1], info.name,
                   a.pos[1], names);
        return 1;
    }
    auto sq = square_arg(info.shape, a);
    if (!sq) return bad_square(a);
    std::string title = fmt::format("{} ({}) of {}, on {}: {}", piece->name, piece->letter, info.name,
                                    info.shape.name(*sq), piece->notation);
    if (a.has_with) {
        // The piece's legal moves in a given position of the real game.
        std::string fen = a.with;
        auto given = Position::from_fen(*rs, fen, "--with");
        if (!given) return report(given.errors());
        std::size_t sp = fen.find(' ');
        Board b;
        if (!expand(fen.substr(0, sp), info.shape, b)) {
            fmt::print(stderr, "--with:1:1: error: the board does not fit {}x{}\n", info.shape.files, info.shape.ranks);
            return 1;
        }
        std::string rest = sp == std::string::npos ? "" : fen.substr(sp);
        bool black = rest.size() > 1 && rest[1] == 'b';
        std::string tok(1, black ? char(std::tolower((unsigned char)piece->letter)) : piece->letter);
        b.cells[std::size_t((info.shape.ranks - 1 - info.shape.rank_of(*sq)) * info.shape.files +
                            info.shape.file_of(*sq))] = tok;
        auto pos = Position::from_fen(*rs, compress(b) + rest, "--with");
        if (!pos) return report(pos.errors());
        Diagram d;
        d.in_position = true;
        d.shape = info.shape;
        d.origin = *sq;
        d.label = tok;
        d.flags.assign(std::size_t(info.shape.size()), 0);
        MoveList ml;
        pos->legal_moves(ml);
        for (const auto& m : ml) {
            if (m.from != *sq || (m.flags & MoveCastle)) continue;
            for (Square v : m.victim)
                if (v != NoSquare) d.flags[v] |= m.to == *sq ? FRifle : FLocust;
            if (m.to == *sq) continue;
            d.flags[m.to] |= pos->state().board[m.to] ? FCapture : FMove;
        }
        if (piece->castles) d.notes.push_back("Castling is not shown.");
        fmt::print("{}", pos->to_text());
        return finish(d, title + " (legal moves in the position above)", a);
    }
    auto d = synthetic(info.shape, piece->notation, *sq);
    if (!d) return report(d.errors());
    d->label = std::string(1, piece->letter);
    if (piece->borrow)
        d->notes.push_back("It also moves as every friendly piece that guards it (borrow).");
    int rc = finish(*d, title, a);
    if (rc || !info.drops || !piece->to_hand) return rc;
    // Drops: an empty board of the real game with the piece in White's hand.
    auto pos = Position::from_fen(*rs, place(info.shape, {}, std::string("[") + piece->letter + "]") + " w - - 0 1");
    if (!pos) return report(pos.errors());
    Diagram dd;
    dd.shape = info.shape;
    dd.flags.assign(std::size_t(info.shape.size()), 0);
    MoveList ml;
    pos->legal_moves(ml);
    for (const auto& m : ml)
        if (m.is_drop()) dd.flags[m.to] |= FDrop;
    fmt::print("\n{}", render_text(dd, fmt::format("Drops of a {} from White's hand on an empty board:", piece->name)));
    return 0;
}

}  // namespace aviary::cli

// aviary diagram: where a piece moves from one square, as text and SVG (computed by the
// library: aviary/diagram.hpp).
#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "aviary/diagram.hpp"
#include "aviary/inspect.hpp"
#include "cli.hpp"

namespace aviary::cli {

namespace {

int finish(const MoveDiagram& d, const std::string& title, const Args& a) {
    fmt::print("{}", diagram_text(d, title));
    if (!a.svg.empty() && !write_file(a.svg, diagram_svg(d))) {
        fmt::print(stderr, "{}:1:1: error: cannot write the file\n", a.svg);
        return 1;
    }
    return 0;
}

std::optional<Square> square_arg(const BoardShape& shape, const Args& a) {
    if (a.square.empty()) return default_diagram_square(shape);
    return shape.parse(a.square);
}

int bad_square(const Args& a) {
    fmt::print(stderr, "--square:1:1: error: '{}' is not a square of the board\n", a.square);
    return 1;
}

int notation_diagram_cmd(const Args& a) {
    if (!a.pos.empty()) return usage_error("diagram", "--notation draws a piece of no game: no VARIANT or PIECE with it");
    BoardShape shape;
    if (!a.board.empty()) {
        int f = 0, r = 0;
        char x = 0, extra = 0;
        if (std::sscanf(a.board.c_str(), "%d%c%d%c", &f, &x, &r, &extra) != 3 || x != 'x' || f < 1 || r < 1 ||
            f > MaxFiles || r > MaxRanks) {
            fmt::print(stderr, "--board:1:1: error: expected FILESxRANKS up to 16x16, found '{}'\n", a.board);
            return 1;
        }
        shape.files = f;
        shape.ranks = r;
    }
    auto sq = square_arg(shape, a);
    if (!sq) return bad_square(a);
    auto d = notation_diagram(shape, a.notation, *sq, "--notation");
    if (!d) return report(d.errors());
    return finish(*d, fmt::format("{} on {}, {}x{} board; White moves up the board.", a.notation, shape.name(*sq),
                                  shape.files, shape.ranks), a);
}

int find_piece(const RulesDetails& info, const std::string& want_text) {
    int found = -1;
    for (std::size_t t = 0; t < info.pieces.size(); ++t) {
        const auto& p = info.pieces[t];
        std::string n = p.name, id = p.id, want = want_text;   // (by name or by id: Q, +L, C')
        for (std::string* s : {&n, &id, &want}) std::transform(s->begin(), s->end(), s->begin(), ::tolower);
        if (n == want || id == want) found = int(t);
    }
    return found;
}

}  // namespace

int cmd_diagram(const Args& a) {
    if (!a.notation.empty()) return notation_diagram_cmd(a);
    if (a.pos.size() != 2) return usage_error("diagram", "aviary diagram needs VARIANT and PIECE (or --notation NOTATION)");
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    RulesDetails info = inspect(*rs);
    if (a.pos[1] == "all" && !a.has_with && a.svg.empty()) {   // every piece, for golden tests
        for (const auto& p : info.pieces) {
            Args b = a;
            b.pos[1] = p.id;
            if (int rc = cmd_diagram(b)) return rc;
            fmt::print("\n");
        }
        return 0;
    }
    const int type = find_piece(info, a.pos[1]);
    if (type < 0) {
        std::string names;
        for (const auto& p : info.pieces) names += fmt::format(" {} ({})", p.id, p.name);
        fmt::print(stderr, "{}:1:1: error: {} has no piece '{}'; its pieces:{}\n", a.pos[1], info.name, a.pos[1], names);
        return 1;
    }
    const PieceInfo& piece = info.pieces[std::size_t(type)];
    auto sq = square_arg(info.shape, a);
    if (!sq) return bad_square(a);
    std::string title = fmt::format("{} ({}) of {}, on {}: {}", piece.name, piece.id, info.name,
                                    info.shape.name(*sq), piece.notation);
    if (a.has_with) {   // the piece's legal moves in a given position of the real game
        auto d = piece_diagram_in(*rs, type, *sq, a.with, "--with");
        if (!d) return report(d.errors());
        auto pos = Position::from_fen(*rs, d->fen, "--with");
        if (!pos) return report(pos.errors());
        fmt::print("{}", pos->to_text());
        return finish(*d, title + " (legal moves in the position above)", a);
    }
    auto d = piece_diagram(*rs, type, *sq);
    if (!d) return report(d.errors());
    int rc = finish(*d, title, a);
    if (rc) return rc;
    if (auto drops = drop_diagram(*rs, type))   // an empty board of the game, the piece in White's hand
        fmt::print("\n{}", diagram_text(*drops, fmt::format("Drops of a {} from White's hand on an empty board:", piece.name)));
    return 0;
}

}  // namespace aviary::cli

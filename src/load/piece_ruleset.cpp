// One notation -> a small Ruleset, without a variant file (see piece_ruleset.hpp).
#include "load/piece_ruleset.hpp"

#include "aviary/loader.hpp"

#include "compile/notation_compiler.hpp"
#include "ir/access.hpp"
#include "position/fen.hpp"
#include "dsl/notation.hpp"

namespace aviary::detail {

namespace {

PieceType piece_type(const char* name, char letter, const std::string& notation) {
    PieceType pt;
    pt.name = name;
    pt.letter = letter;
    pt.notation = notation;
    return pt;
}

std::optional<Diagnostic> compile_type(RulesetData& rd, int type, const std::string& source) {
    const std::string& text = rd.types[std::size_t(type)].notation;
    if (text == "-") return std::nullopt;
    auto parsed = dsl::parse_notation(text);
    if (auto* e = std::get_if<dsl::NotationError>(&parsed)) return make_diagnostic(source, text, e->offset, e->message);
    if (auto e = compile_piece_moves(rd, type, std::get<0>(parsed)))
        return make_diagnostic(source, text, e->offset, e->message);
    return std::nullopt;
}

}  // namespace

// An empty board of `shape` as a FEN.
std::string empty_fen(const BoardShape& shape) {
    std::string rows;
    for (int r = 0; r < shape.ranks; ++r)   // (a layered board's levels apart by '|')
        rows += (r == 0 ? "" : r % shape.level_ranks() ? "/" : "|") +
                std::to_string(shape.row_cells(shape.ranks - 1 - r));
    return rows + " w - - 0 1";
}

Result<Ruleset> compile_piece_ruleset(const BoardShape& shape, const std::string& notation,
                                      const std::string& source) {
    auto rd = std::make_shared<RulesetData>();
    rd->id = next_ruleset_id();
    rd->name = "piece";
    rd->shape = shape;
    rd->squares = shape.size();
    // (the attacker captures on any square)
    const std::string anywhere = dsl::spelling(dsl::Modifier{dsl::Mode::Capture}) + dsl::spelling(dsl::Atom::Universal);
    rd->types = {piece_type("Piece", 'X', notation), piece_type("Dummy", 'Y', "-"),
                 piece_type("Attacker", 'Z', anywhere)};
    for (int t = 0; t < 3; ++t)
        if (auto e = compile_type(*rd, t, source)) return *e;
    build_compiled(*rd);
    rd->start_fen = empty_fen(shape);
    // The piece has its initial moves wherever a FEN puts it.
    for (int c = 0; c < 2; ++c) rd->setup_ranks[c][0] = ~std::uint32_t(0);
    PositionState st;
    if (auto e = read_fen(*rd, rd->start_fen, st, true))
        return make_diagnostic("<setup>", rd->start_fen, e->offset, e->message);
    return make_ruleset(std::move(*rd));
}

}  // namespace aviary::detail

namespace aviary {

Result<Ruleset> compile_piece(const std::string& notation, const BoardShape& board,
                              const std::string& source) {
    const bool levels_ok = board.levels >= 1 && board.ranks % board.levels == 0 && board.size() <= MaxSquares;
    if (board.files < 1 || board.ranks < 1 || board.files > MaxFiles || !levels_ok ||
        board.level_ranks() > MaxRanks)
        return make_diagnostic(source, notation, 0, "the board must be 1x1 to 16x16 (on each level)");
    return detail::compile_piece_ruleset(board, notation, source);
}

}  // namespace aviary

// One notation -> a small Ruleset, without a variant file (see piece_ruleset.hpp).
#include "compile/piece_ruleset.hpp"

#include "compile/notation_compiler.hpp"
#include "core/fen.hpp"
#include "dsl/notation.hpp"
#include "movegen/powers.hpp"

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

Result<Ruleset> compile_piece_ruleset(const BoardShape& shape, const std::string& notation,
                                      const std::string& setup, const std::string& source) {
    auto rd = std::make_shared<RulesetData>();
    rd->id = next_ruleset_id();
    rd->name = "diagram";
    rd->shape = shape;
    rd->squares = shape.size();
    rd->types = {piece_type("Piece", 'X', notation), piece_type("Dummy", 'Y', "-"),
                 piece_type("Attacker", 'Z', "cU")};
    for (int t = 0; t < 3; ++t)
        if (auto e = compile_type(*rd, t, source)) return *e;
    prepare_powers(*rd);
    build_tables(*rd);
    make_keys(*rd);
    rd->start_fen = setup;
    PositionState st;
    if (auto e = read_fen(*rd, setup, st, true)) return make_diagnostic("<setup>", setup, e->offset, e->message);
    for (int c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < rd->types.size(); ++t) rd->initial_count[c][t] = st.count[c][t];
    for (int s = 0; s < rd->size(); ++s) {
        Cell cl = st.board[std::size_t(s)];
        if (cl) rd->setup_ranks[int(cell_color(cl))][cell_type(cl)] |= 1u << rd->rel_rank(cell_color(cl), Square(s));
    }
    return Ruleset(std::move(rd));
}

}  // namespace aviary::detail

// castling-lines = L R: castling runs from the king along an orthogonal line towards each side,
// not only along its rank: on a hexagonal board whose files run up, the king castles along the
// board's lines of cells (from e1, down the rank to a1 and up the other edge to i5). The
// partner is the outermost castling piece on that line in the setup; castling's plan
// (compile/castlings.cpp) and its king's path (movegen/castling.cpp) follow each right's
// slope (CastlingRules::slope). It changes no hook: castling is made and tested as any.
#include "rules/component.hpp"

namespace aviary::detail {
namespace {

bool in_game(const RulesetData& rd) { return rd.castling.lines; }
void install(const RulesetData&, RulePlan&) {}

}  // namespace

extern const Component castling_lines_rule = {
    "castling-lines", "castling runs from the king along the lines named, towards each side",
    FastPath::Keeps, Counting::Counts, 30, in_game, install};

}  // namespace aviary::detail

// Loading a variant file: text -> Spirit X3 grammar -> compiled Ruleset, or diagnostics.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/geometry.hpp"
#include "aviary/ruleset.hpp"

namespace aviary {

// Finds the text of a variant named in `extends = NAME`; returns {path, text} or nothing.
using VariantResolver =
    std::function<std::optional<std::pair<std::string, std::string>>(const std::string& name)>;

// Limits (errors past them): a variant file's size, and how many files deep `extends` goes.
inline constexpr std::size_t MaxVariantFileBytes = std::size_t(1) << 20;
inline constexpr std::size_t MaxExtendsDepth = 64;

// `file_name` is used in diagnostics only.
Result<Ruleset> load_ruleset(const std::string& text, const std::string& file_name,
                             const VariantResolver& resolve = {});

// Loads a file; `extends` is resolved in the file's folder, then in `more_dirs` (in order),
// then among the shipped games (aviary/catalogue.hpp).
Result<Ruleset> load_ruleset_file(const std::string& path,
                                  const std::vector<std::string>& more_dirs = {});

// The NAMEs of the NAME.variant files in the folders, each once (the first folder's), sorted;
// a folder that cannot be read adds none.
std::vector<std::string> variant_names_in(const std::vector<std::string>& dirs);

// One piece compiled on its own, without a variant file, for tools that need one piece's
// moves (diagrams, notation checkers): a small game on `board` whose type 0 (letter X) moves
// as `notation`; type 1 (Y) never moves and type 2 (Z) captures on any square (cU), to set
// up screens, victims and attackers around it. Check rules (no royal piece), no hands, an
// empty start position; an X put anywhere by a FEN still has its initial (i) moves. Castling
// (O) needs a game's partners: leave it out. Notation errors name `source`:1:column.
Result<Ruleset> compile_piece(const std::string& notation, const BoardShape& board,
                              const std::string& source = "<notation>");

// A resolver that looks for NAME.variant in each folder of `dirs`.
VariantResolver folder_resolver(std::vector<std::string> dirs);

}  // namespace aviary

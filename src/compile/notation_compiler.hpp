// Notation syntax tree -> path tries (the movement IR) inside a RulesetData.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "ir/rules_data.hpp"
#include "dsl/notation.hpp"

namespace aviary::detail {

struct CompileError {
    std::size_t offset = 0;   // into the notation string
    std::string message;
};

// Compiles the moves of piece `type` for both colours into rd.nodes and rd.types[type].
// rd.shape and rd.rotate must be set.
std::optional<CompileError> compile_piece_moves(RulesetData& rd, int type,
                                                const std::vector<dsl::NotationMove>& moves);

// How the attack test sees a path-trie root's captures (rd.vectors must hold its vectors).
struct RootAttack {
    bool ray = false;      // captures along the root's vector and range, like a one-leg capture
    bool complex = false;  // some capture needs the full walk
};
RootAttack root_attack(const RulesetData& rd, std::uint32_t root);

// The index of vector (dx, dy) in rd.vectors, added when new.
int intern_vector(RulesetData& rd, int dx, int dy);

// Builds rd.step, the attack rays and the complex-attacker lists once all pieces are compiled.
void build_tables(RulesetData& rd);

}  // namespace aviary::detail

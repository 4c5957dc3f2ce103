// Passive powers of pieces (piece properties `poison`, `freeze=`, `brake=`, `borrow`): the
// environment they make in a position, computed once per position and read by the Walker.
// Games without such pieces never build one.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ir/rules_data.hpp"

namespace aviary::detail {

struct PowerEnv {
    std::array<std::uint8_t, MaxSquares> frozen{};     // the piece here generates nothing
    std::array<std::uint8_t, MaxSquares> poisonous{};  // taking the piece here kills the taker
    std::array<TypeMask, MaxSquares> lent{};      // borrow pieces: the types they move as
    // brake sources by the colour owning them: (square, type whose brake zone applies)
    std::array<std::vector<std::pair<Square, int>>, 2> brakes;
    // borrow evaluation only: squares whose friendly piece counts as an enemy (powerless)
    const std::array<std::uint8_t, MaxSquares>* as_enemy = nullptr;
    // For the fast walk, which sees no powers (paths.cpp, powers_spare): the squares of
    // poisonous pieces, and by the colour owning them every square of its brake zones.
    SquareSet poison_at;
    std::array<SquareSet, 2> braking;

    // Is `sq` inside a brake zone of colour `owner`, ignoring sources standing on `skip0/1`?
    bool braked(const RulesetData& rd, Square sq, int owner, Square skip0, Square skip1) const {
        for (auto [src, t] : brakes[owner]) {
            if (src == skip0 || src == skip1) continue;
            for (std::int16_t v : rd.types[t].brake_zone)
                if (rd.target(v, src) == sq) return true;
        }
        return false;
    }
};

// The environment of `st` (cached per position; valid while the returned pointer lives).
std::shared_ptr<const PowerEnv> power_env(const RulesetData& rd, const PositionState& st);

// Walker entry points (paths.cpp) used by the power evaluation.
// (`walks_only`: no reach pre-test, for audits; `reads`: collects the squares the walk looked at)
bool walk_hits(const RulesetData& rd, const PositionState& st, Color by, Square from, int type,
               Square target, const PowerEnv* env, bool borrowed, bool walks_only = false,
               SquareSet* reads = nullptr);
// Could the piece on `from`, as `type`, move or take onto `target` were that square empty?
// (borrow-from=: what a lender reaches)
bool walk_reaches(const RulesetData& rd, const PositionState& st, Square from, int type,
                  Square target, const PowerEnv* env);

}  // namespace aviary::detail

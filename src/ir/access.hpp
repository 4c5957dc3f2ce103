// The engine's way into the public classes: the compiled rules behind a Ruleset and the
// state behind a Position. Internal: the public headers name only opaque Ruleset::Data and
// Position::State, defined here and in position_state.hpp.
#pragma once
#include <memory>
#include <vector>

#include "aviary/position.hpp"
#include "aviary/ruleset.hpp"
#include "ir/position_state.hpp"
#include "ir/rules_data.hpp"

namespace aviary {

// The compiled rules, with the public description of the pieces made once.
struct Ruleset::Data : detail::RulesetData {
    explicit Data(detail::RulesetData&& rd);   // (load/ruleset.cpp, with Ruleset's accessors)
    std::vector<PieceInfo> pieces;
};

struct RulesetAccess {
    static const detail::RulesetData& data(const Ruleset& r) { return *r.data_; }
    static Ruleset make(detail::RulesetData&& rd) {
        return Ruleset(std::make_shared<const Ruleset::Data>(std::move(rd)));
    }
};

struct PositionAccess {
    static const PositionState& state(const Position& p) { return p.states_[p.top_]; }
    static PositionState& state(Position& p) { return p.states_[p.top_]; }
    // Plays a move the caller generated a moment before in this position: no structural
    // check (perft's hot path).
    static void make_trusted(Position& p, const Move& m) { p.make_unchecked(m); }
};

namespace detail {
inline const RulesetData& rules_data(const Ruleset& r) { return RulesetAccess::data(r); }
inline Ruleset make_ruleset(RulesetData&& rd) { return RulesetAccess::make(std::move(rd)); }
inline const PositionState& state_of(const Position& p) { return PositionAccess::state(p); }
inline PositionState& state_of(Position& p) { return PositionAccess::state(p); }

// For the public descriptions: the ranks (1-based) of a rank bit set, and White's squares of
// square set `set`, a1 first.
inline std::vector<int> rank_numbers(std::uint32_t bits, int ranks) {
    std::vector<int> out;
    for (int r = 0; r < ranks && r < 32; ++r)
        if (bits >> r & 1) out.push_back(r + 1);
    return out;
}
inline std::vector<Square> white_squares(const RulesetData& rd, int set, int colour = 0) {
    std::vector<Square> out;
    for (int s = 0; s < rd.shape.size(); ++s)
        if (rd.square_sets[std::size_t(set)][colour].has(Square(s))) out.push_back(Square(s));
    return out;
}
}  // namespace detail

}  // namespace aviary

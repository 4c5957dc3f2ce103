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
    explicit Data(detail::RulesetData&& rd);   // (inspect.cpp, with Ruleset's accessors)
    std::vector<PieceInfo> pieces;
};

struct RulesetAccess {
    static const detail::RulesetData& data(const Ruleset& r) { return *r.data_; }
    static Ruleset make(detail::RulesetData&& rd) {
        return Ruleset(std::make_shared<const Ruleset::Data>(std::move(rd)));
    }
};

struct PositionAccess {
    static const PositionState& state(const Position& p) { return p.states_.back(); }
    static PositionState& state(Position& p) { return p.states_.back(); }
    // Plays a move the caller generated a moment before in this position: no structural
    // check (perft's hot path).
    static void make_trusted(Position& p, const Move& m) { p.make_unchecked(m); }
};

namespace detail {
inline const RulesetData& rules_data(const Ruleset& r) { return RulesetAccess::data(r); }
inline Ruleset make_ruleset(RulesetData&& rd) { return RulesetAccess::make(std::move(rd)); }
inline const PositionState& state_of(const Position& p) { return PositionAccess::state(p); }
inline PositionState& state_of(Position& p) { return PositionAccess::state(p); }
}  // namespace detail

}  // namespace aviary

// Regions: square sets that confine pieces (region=), lines with moves of their own (the
// `lines` key and lines=), hurdles a hopper may not use (no-hurdle=). Read after every
// piece's notation is compiled; they rewrite the piece's path trie's conditions.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "ir/rules_data.hpp"

namespace aviary::detail {

struct RegionError {
    std::size_t offset = 0;   // into the value
    std::string message;
};

// Black's square for White's `s`, by the game's symmetry (mirror: the rank turned over;
// rotate: the file too). Every White's-view property (region=, zone=, initial-from=) uses it.
Square black_square(const RulesetData& rd, Square s);

// A property value that may give Black's part of its own after a '/' (`a2-k6/a1-k7`):
// White's part, Black's (empty without a '/'), and where Black's starts in the value.
struct SidedValue {
    std::string white, black;
    std::size_t black_at = 0;
    bool sided = false;
};
SidedValue split_sided(const std::string& value);

// Squares `d1-f3` (a rectangle), `c1,g1,a3` or `c1 g1 a3`, mixed; at least one.
std::optional<RegionError> parse_square_list(const BoardShape& b, const std::string& text,
                                             std::vector<Square>& out);

// A square set of the ruleset (an index into RulesetData::square_sets): White's squares as
// given, Black's the same (`mirror_black` false) or by the game's symmetry.
int add_square_set(RulesetData& rd, const std::vector<Square>& white, bool mirror_black);
// ... with Black's squares given.
int add_square_set(RulesetData& rd, const std::vector<Square>& white,
                   const std::vector<Square>& black);

// A square set from a sided value (`a1-c3/a8-c10`): White's squares, Black's listed after a '/'
// or by the game's symmetry; the set's index in `set`.
std::optional<RegionError> add_sided_square_set(RulesetData& rd, const std::string& value, int& set);

// region=SQUARES: every move of the piece ends on one of these squares (White's; Black's by
// symmetry, or listed after a '/'), its captures included; it is dropped there only.
std::optional<RegionError> confine_piece(RulesetData& rd, int type, const std::string& value);

// lines=NOTATION: moves the piece also makes from a square of the set `lines` to another one.
std::optional<RegionError> add_line_moves(RulesetData& rd, int type, const std::string& notation,
                                          int lines);

// no-hurdle=LETTERS: the piece's hops may not pass over pieces of these types;
// no-capture=LETTERS: the piece never takes pieces of these types (royal types excluded: a
// piece's attacks on royal pieces stay whole); no-hop-capture=LETTERS: a move of the piece that
// hopped over a piece (p, g) takes none of these types (royal ones allowed). `key` says which.
std::optional<RegionError> read_barred_types(RulesetData& rd, int type, const std::string& key,
                                             const std::string& value);
// custodian=ZONE: the piece's every move takes the enemy pieces it encloses along the zone's
// vectors (src/rules/custodian.cpp); the walk adds them, so no fast form and no reach set.
std::optional<RegionError> make_custodian(RulesetData& rd, int type, const std::string& value);
// coordinator=X: the piece's every move takes the enemy pieces on the two squares where its
// file and rank cross the rank and file of each friendly piece of type X (src/rules/
// coordinator.cpp); the walk adds them.
std::optional<RegionError> make_coordinator(RulesetData& rd, int type, const std::string& value);
// withdrawer: the piece's every move along a line takes the enemy piece it steps directly away
// from (src/rules/withdrawer.cpp); the walk adds it.
std::optional<RegionError> make_withdrawer(RulesetData& rd, int type);
// chameleon: the piece takes each enemy piece only the way that piece's type takes
// (src/rules/chameleon.cpp); the walk checks each capture and adds the rules' victims.
std::optional<RegionError> make_chameleon(RulesetData& rd, int type);
// uncapturable: no piece takes a piece of `type` (every type's no_capture gets it); not a
// royal type.
std::optional<RegionError> make_uncapturable(RulesetData& rd, int type);
// anti-royal: royal in reverse (src/rules/anti_royal.cpp); uncapturable, and it never takes a
// royal piece (its own king); not a royal type.
std::optional<RegionError> make_anti_royal(RulesetData& rd, int type);

}  // namespace aviary::detail

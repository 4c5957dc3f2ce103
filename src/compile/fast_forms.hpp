// The fast forms of a piece's moves (PlainLeg), decided by the compiler path by path as it
// builds the path trie, and emitted beside the trie. Nothing here reads the compiled trie.
#pragma once
#include <optional>
#include <utility>
#include <vector>

#include "ir/rules_data.hpp"

namespace aviary::detail {

// One leg of a concrete path in White's frame, as the notation compiler builds it.
struct ConcreteLeg {
    int dx = 0, dy = 0;
    int range = 1;            // 0 unlimited
    bool universal = false;
    std::uint16_t relay = 0, final_modes = 0;
    std::uint8_t flags = 0;
    std::vector<std::pair<int, int>> block;   // lame/jump squares relative to leg start
};

// Collects, for each root of a piece's trie, what the paths inserted under it allow; a root
// gets a fast form when every one of its paths has a shape the fast walk knows and together
// they make one PlainLeg.
// The bit forms (RulesetData::bit_pieces, bit_forms, bit_sets) of every piece's fast forms,
// on a board of one word (compile/bit_forms.cpp); after the fast forms' tables.
void bit_forms(RulesetData& rd);
// The fill forms of colour c's piece type `type` (its bit forms `bp`; compile/fill_forms.cpp):
// its unlimited rides counted by fills (FillForm) where they are exactly such, its other forms
// moved first (BitPiece::kept).
void fill_forms(RulesetData& rd, int c, int type, BitPiece& bp);

class FastForms {
public:
    explicit FastForms(int cap) : cap_(cap) {}   // cap: the steps of an unlimited ride
    // Path `legs` (condition `cond`) was inserted under trie root number `root` (in order).
    void add(std::size_t root, const std::vector<ConcreteLeg>& legs, const Condition& cond);
    // Sets pt.leaps, pt.plain and pt.other_roots of both colours from pt.roots (flattened
    // in the same root order) and refines pt.needs_dedupe.
    void emit(RulesetData& rd, PieceType& pt) const;

private:
    struct Root {
        ConcreteLeg first;              // the root's leg (its modes left out)
        Condition cond;
        bool general = false;           // some path has no fast shape
        std::uint16_t modes = 0;        // of the one-leg paths
        bool ones = false;              // some one-leg path
        bool rifle = false;             // some capture-and-return path
        std::vector<int> fly_steps;     // lengths of the flying paths (legs)
        std::uint16_t hop_modes = 0;    // of the hopping paths' last legs
        int hop_range = 0;              // their steps past the screen
    };
    int cap_;
    std::vector<Root> roots_;
    std::optional<PlainLeg> form(const Root& r) const;
    PlainLeg for_colour(RulesetData& rd, PlainLeg l, const ConcreteLeg& leg, bool black) const;
};

}  // namespace aviary::detail

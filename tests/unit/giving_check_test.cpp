// giving-check = illegal (src/rules/giving_check.cpp): a move that gives check is refused,
// also where perft's last ply counts moves in bulk (the component's bars: the squares each
// type would check from, and the pieces that alone shut a line, whose moves are listed).
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::load;
using testing::moves;
using testing::S;

namespace {

// Perft 1 (the bulk count of the last ply) of `pos`.
std::uint64_t counted(const aviary::Position& pos) {
    auto p = pos;
    return aviary::perft(p, 1, aviary::PerftOptions{});
}

}  // namespace

TEST_CASE("giving-check: the bulk count leaves out direct and uncovered checks", "[rules]") {
    const auto rules = load("racingkings");
    // The knight on a4 alone shuts the rook's line to the king on a6: each of its four moves
    // uncovers check. The bishop's e2 checks along e2-a6; its line stops at the knight on a4.
    // The rook stops at the bishop on d1 and behind the knight; the king has three squares.
    const auto pos = at(rules, "8/8/k7/8/N7/8/8/R2B3K w - - 0 1");
    const auto listed = S({"a1a2", "a1a3", "a1b1", "a1c1", "d1c2", "d1b3", "d1f3", "d1g4", "d1h5",
                           "h1g1", "h1g2", "h1h2"});
    CHECK(moves(pos) == listed);
    CHECK(count(pos) == listed.size());
    CHECK(counted(pos) == listed.size());
}

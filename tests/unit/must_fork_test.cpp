// must-fork = TYPES (src/rules/must_fork.cpp): a move of these types must land where the piece
// attacks two enemy pieces. Positions counted by hand on a small board.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves_from;
using testing::S;

TEST_CASE("must-fork: a knight goes only where it forks", "[must-fork]") {
    const std::string game = "board = 5x5\npiece K King K royal\npiece N Knight N\npiece R Rook R\n"
                             "setup = 4k/5/5/5/N3K w - - 0 1\n";
    // N a1 may go b3 (attacking the rooks a5 and d4) or c2 (attacking d4 alone)
    const char* fen = "r3k/3r1/5/5/N3K w - - 0 1";
    auto free = at(from_text(game), fen);
    CHECK(moves_from(free, "a1") == S({"a1b3", "a1c2"}));
    auto forking = at(from_text(game + "must-fork = N\n"), fen);
    CHECK(moves_from(forking, "a1") == S({"a1b3"}));
    CHECK(moves_from(forking, "e1") == moves_from(free, "e1"));   // other pieces as before
    auto bad = aviary::load_ruleset(game + "must-fork = Z\n", "test.variant");
    CHECK(!bad.ok());
}

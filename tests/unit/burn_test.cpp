// burn = TYPES (src/rules/burn.cpp), in positions worked by hand on a 5x5 board: a burning
// piece removes the enemy pieces next to where it lands, a piece landing next to an enemy
// burner leaves the board (its capture stands), and no move burns its own royal piece.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves_from;
using testing::play;

namespace {

using Set = std::set<std::string>;

const char* const kGame = "board = 5x5\npiece K King K royal\npiece F \"Fire Demon\" Q\n"
                          "piece R Rook R\npiece P Pawn fW\nburn = F\n"
                          "setup = 4k/5/5/4K/1F3 w - - 0 1\n";

std::string board_of(const aviary::Position& pos) {
    const std::string fen = pos.fen();
    return fen.substr(0, fen.find(' '));
}

}  // namespace

TEST_CASE("burn: a burning piece removes the enemy pieces around where it lands", "[burn]") {
    auto rules = from_text(kGame);
    // Black Pawns on a5, c4, b3, d3: the Fire Demon a1-c3 burns c4, b3 and d3
    auto pos = at(rules, "p4/2p1k/1p1p1/5/F3K w - - 0 1");
    play(pos, {"a1c3"});
    CHECK(board_of(pos) == "p4/4k/2F2/5/4K");
}

TEST_CASE("burn: a piece landing next to an enemy burner leaves the board", "[burn]") {
    auto rules = from_text(kGame);
    auto step = at(rules, "4k/5/2f2/R3K/5 w - - 0 1");
    play(step, {"a2b2"});
    CHECK(board_of(step) == "4k/5/2f2/4K/5");
    // it takes the Pawn on b4, next to the Fire Demon, and burns there: the capture stands
    auto take = at(rules, "4k/1p3/2f2/4K/1R3 w - - 0 1");
    play(take, {"b1b4"});
    CHECK(board_of(take) == "4k/5/2f2/4K/5");
    // the Fire Demon that lands next to the other side's burns nothing and leaves itself
    auto demon = at(rules, "4k/1p3/2f2/4K/F4 w - - 0 1");
    play(demon, {"a1b2"});
    CHECK(board_of(demon) == "4k/1p3/2f2/4K/5");
}

TEST_CASE("burn: no move burns the mover's own royal piece", "[burn]") {
    // (a Fire Demon with no moves: only burning keeps the King from c2 and d2)
    auto rules = from_text("board = 5x5\npiece K King K royal\npiece F \"Fire Demon\" -\n"
                           "burn = F\nsetup = 4k/5/2f2/5/3K1 w - - 0 1\n");
    CHECK(moves_from(at(rules, "4k/5/2f2/5/3K1 w - - 0 1"), "d1") ==
          Set{"d1c1", "d1e1", "d1e2"});
}

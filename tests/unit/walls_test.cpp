// wall = *: every move also puts down a new neutral wall, on the square the mover left
// (wall-at = origin), on any empty square of wall-region (any), or where the mover could go
// next from its landing square (shot); with wall-or-move a wall goes down instead of a move, at
// the board's edge or next to a wall (edge: Atlantis). Small games written for the test.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves;

namespace {

using Set = std::set<std::string>;

aviary::Ruleset walled(const std::string& piece, const std::string& extra,
                       const std::string& setup = "3p/4/4/P3 w - - 0 1") {
    return from_text("board = 4x4\npiece " + piece + "\npiece * Wall - neutral\nwall = *\n" +
                     "stalemate = loss\nsetup = " + setup + "\n" + extra);
}

}  // namespace

TEST_CASE("wall-at = origin: the square the mover left becomes a wall", "[walls]") {
    auto rules = walled("P Snail mK", "wall-at = origin\n");
    auto pos = at(rules, "3p/4/4/P3 w - - 0 1");
    CHECK(moves(pos) == Set{"a1a2,a1", "a1b1,a1", "a1b2,a1"});
    auto m = pos.parse_move("a1b2,a1");
    REQUIRE(m.ok());
    pos.make(*m);
    CHECK(pos.fen() == "3p/4/1P2/*3 b - - 1 1");
    // Fairy-Stockfish's form, the wall square after the destination, reads too
    auto again = at(rules, "3p/4/4/P3 w - - 0 1");
    auto fsf = again.parse_move("a1b2,b2a1");
    REQUIRE(fsf.ok());
    CHECK(again.move_to_string(*fsf) == "a1b2,a1");
}

TEST_CASE("wall-at = any: a wall on any empty square of wall-region", "[walls]") {
    auto rules = walled("P Pawn mK", "wall-region = a3-d4\n");
    auto pos = at(rules, "3p/4/4/P3 w - - 0 1");
    // three steps, each with the seven empty squares of ranks 3-4 (d4 holds the enemy pawn)
    CHECK(moves(pos).size() == 3 * 7);
    CHECK(moves(pos).count("a1b1,c3") == 1);
    CHECK(moves(pos).count("a1b1,a1") == 0);   // outside the region
    // a side walled in loses: no move at all
    auto trapped = at(rules, "3p/4/**2/P*2 w - - 0 1");
    CHECK(moves(trapped).empty());
}

TEST_CASE("wall-at = shot: the arrow flies from the landing square as the mover moves", "[walls]") {
    auto rules = walled("Q Amazon mQ", "wall-at = shot\n", "3q/4/4/Q3 w - - 0 1");
    auto pos = at(rules, "3q/4/4/Q3 w - - 0 1");
    Set from_b1;
    for (const auto& m : moves(pos))
        if (m.rfind("a1b1,", 0) == 0) from_b1.insert(m);
    // from b1: back through the vacated a1, along rank 1, up the b-file, and diagonally
    CHECK(from_b1 == Set{"a1b1,a1", "a1b1,c1", "a1b1,d1", "a1b1,b2", "a1b1,b3", "a1b1,b4",
                         "a1b1,a2", "a1b1,c2", "a1b1,d3"});
}

TEST_CASE("wall key errors say where", "[walls]") {
    auto bad = [](const std::string& extra) {
        return aviary::load_ruleset("board = 4x4\npiece P Pawn mK\npiece * Wall - neutral\n"
                                    "setup = 3p/4/4/P3 w - - 0 1\n" + extra, "bad.variant");
    };
    auto not_neutral = bad("wall = P\n");
    REQUIRE_FALSE(not_neutral.ok());
    CHECK(not_neutral.error_text().find("bad.variant:5:") != std::string::npos);
    CHECK(not_neutral.error_text().find("wall = the neutral piece") != std::string::npos);
    auto word = bad("wall = *\nwall-at = behind\n");
    REQUIRE_FALSE(word.ok());
    CHECK(word.error_text().find("bad.variant:6:") != std::string::npos);
    auto region = bad("wall = *\nwall-region = a1-e9\n");
    REQUIRE_FALSE(region.ok());
    CHECK(region.error_text().find("wall-region: 'a1-e9' is not a square") != std::string::npos);
    auto alone = bad("wall-at = origin\n");
    REQUIRE_FALSE(alone.ok());
    CHECK(alone.error_text().find("wall") != std::string::npos);
    auto or_move = bad("wall-or-move = yes\n");
    REQUIRE_FALSE(or_move.ok());
    CHECK(or_move.error_text().find("bad.variant:5:") != std::string::npos);
    auto or_shot = bad("wall = *\nwall-at = shot\nwall-or-move = yes\n");   // (no mover to shoot from)
    REQUIRE_FALSE(or_shot.ok());
    CHECK(or_shot.error_text().find("bad.variant:7:") != std::string::npos);
    CHECK(or_shot.error_text().find("wall-at is any or edge") != std::string::npos);
}

TEST_CASE("wall-or-move, wall-at = edge: a wall instead of a move, at the edge or next to a wall",
          "[walls]") {
    // Atlantis: chess where a side may remove an empty square at the board's edge instead of
    // moving; a square next to a removed one (along a file or rank) is at the edge then. Worked
    // by hand: from the start the 20 moves, and walls on the empty edge squares a3-a6, h3-h6; a
    // wall is written as a pass of the mover's first piece (a1a1) with the wall's square
    auto loaded = aviary::load_ruleset("extends = chess\npiece * Wall - neutral\nwall = *\nwall-at = edge\n"
                                       "wall-or-move = yes\n",
                                       "atlantis.variant", aviary::folder_resolver({AVIARY_VARIANTS_DIR}));
    INFO(loaded.error_text());
    REQUIRE(loaded.ok());
    const aviary::Ruleset& rules = *loaded;
    auto start = aviary::Position::start(rules);
    const auto all = moves(start);
    CHECK(all.size() == 28);
    for (const char* w : {"a1a1,a3", "a1a1,a4", "a1a1,a5", "a1a1,a6", "a1a1,h3", "a1a1,h4", "a1a1,h5", "a1a1,h6"})
        CHECK(all.count(w) == 1);
    CHECK(all.count("e2e4") == 1);   // a move puts no wall down
    // after h5 goes, g5 is at the edge, g4 not (Black's first piece is its pawn on a7)
    auto pos = at(rules, "rnbqkbnr/pppppppp/8/7*/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    CHECK(moves(pos).count("a7a7,g5") == 1);
    CHECK(moves(pos).count("a7a7,g4") == 0);
    auto m = pos.parse_move("a7a7,g5");
    REQUIRE(m.ok());
    pos.make(*m);
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/6**/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2");
    CHECK(pos.outcome().termination == aviary::Termination::None);   // walls in a row end nothing
    // in check from the queen on a5 (b4, c3, d2 empty), the wall on b4, next to the one on a4,
    // blocks it: the only wall that answers the check (Fairy-Stockfish lists no wall in check)
    auto check = at(rules, "r1b1kbnr/pp1ppppp/n7/q7/*2p****/*P6/P1P1PPPP/RNBQKBNR w KQkq - 4 7");
    Set walls;
    for (const auto& w : moves(check))
        if (w.rfind("a1a1,", 0) == 0) walls.insert(w);
    CHECK(walls == Set{"a1a1,b4"});
    CHECK(moves(check).size() == 7);
}

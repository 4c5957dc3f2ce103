// Insufficient material (aviary/material.hpp): each rule it follows, by positions of its own.
#include "aviary/material.hpp"

#include "helpers.hpp"

namespace {

using aviary::Color;

// (White's, Black's) judgement in `fen`.
std::pair<bool, bool> judged(const std::string& variant, const std::string& fen) {
    const auto rules = testing::load(variant);
    const auto pos = testing::at(rules, fen);
    return {aviary::insufficient_material(pos, Color::White), aviary::insufficient_material(pos, Color::Black)};
}
using P = std::pair<bool, bool>;

}  // namespace

TEST_CASE("chess: lone kings and minor pieces cannot win, majors and pawns can", "[material]") {
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/8 w - - 0 1") == P{true, true});
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/6N1 w - - 0 1") == P{true, true});       // KN v K
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/6B1 w - - 0 1") == P{true, true});       // KB v K
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/6R1 w - - 0 1") == P{false, true});      // KR v K
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/6P1/8 w - - 0 1") == P{false, true});      // a pawn may queen
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/5NN1 w - - 0 1") == P{false, true});     // two knights
    CHECK(judged("chess", "8/8/3k2n1/8/8/4K3/8/6N1 w - - 0 1") == P{false, false});   // KN v KN
    // bishops on one colour never mate; on both, or with a knight to help, they may
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/2B1B3 w - - 0 1") == P{true, true});
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/2BB4 w - - 0 1") == P{false, true});
    CHECK(judged("chess", "8/8/3k4/8/8/4K3/8/2B2N2 w - - 0 1") == P{false, true});
    CHECK(judged("chess", "8/8/3k1b2/8/8/4K3/8/2B5 w - - 0 1") == P{true, true});    // same colour
}

TEST_CASE("material: the game's other ways to win count", "[material]") {
    CHECK(judged("crazyhouse", "8/8/3k4/8/8/4K3/8/8[] w - - 0 1") == P{false, false});   // drops
    CHECK(judged("3check", "8/8/3k4/8/8/4K3/8/6N1 w - - 3+3 0 1") == P{false, true});   // checks count
    CHECK(judged("racingkings", "8/8/8/8/8/8/K6k/8 w - - 0 1") == P{false, false});      // a goal
    CHECK(judged("makpong", "8/8/3k4/8/8/4K3/8/6N1 w - - 0 1") == P{false, true});      // takes-checker
}

TEST_CASE("material: judged from each piece's moves, not its name", "[material]") {
    // a silver (two kinds of step) mates; a ferz is colour-bound
    CHECK(judged("sittuyin", "8/8/3k4/8/8/4K3/8/6S1[] w - - 0 1").first == false);
    CHECK(judged("sittuyin", "8/8/3k4/8/8/4K3/8/6F1[] w - - 0 1").first == true);
    // xiangqi: elephants and advisors never reach the enemy palace; stalemate loses, so a
    // horse alone may win
    CHECK(judged("xiangqi", "4k4/9/9/9/9/9/9/4B4/4A4/4K4 w - - 0 1") == P{true, true});
    CHECK(judged("xiangqi", "4k4/9/9/9/9/9/9/9/9/3KN4 w - - 0 1") == P{false, true});
    // shako's cannon takes nothing on an empty board: it needs a helper
    CHECK(judged("shako", "k9/10/10/10/10/10/10/10/10/KC8 w - - 0 1") == P{true, true});
    CHECK(judged("shako", "k9/10/10/10/10/10/10/10/10/KCC7 w - - 0 1") == P{false, true});
}

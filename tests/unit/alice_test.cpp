// looking-glass = yes (Alice chess, 8x8x2): a move is made on the mover's own board and the
// piece passes to the same square of the other board, which must be empty; checks come from
// pieces on the king's board only. Positions worked by hand.
#include "helpers.hpp"

using testing::at;
using testing::load;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

bool in_check_after(const aviary::Ruleset& rules, const std::string& fen, const char* move) {
    auto pos = at(rules, fen);
    testing::play(pos, {move});
    return pos.in_check();
}

}  // namespace

TEST_CASE("alice: the destination beyond the glass must be empty", "[alice]") {
    auto rules = load("alice");
    // a black knight on Ba4: the rook on Aa1 may not stop on Aa4 (it would pass to Ba4), but
    // it passes a4 on its own board to reach Aa5-Aa8
    auto pos = at(rules, "8/8/8/8/n7/8/8/8|4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    CHECK(moves_from(pos, "Aa1") == Set{"Aa1Aa2", "Aa1Aa3", "Aa1Aa5", "Aa1Aa6", "Aa1Aa7",
                                        "Aa1Aa8", "Aa1Ab1", "Aa1Ac1", "Aa1Ad1"});
    // the moved piece stands beyond the glass
    testing::play(pos, {"Aa1Aa5"});
    CHECK(pos.fen() == "8/8/8/R7/n7/8/8/8|4k3/8/8/8/8/8/8/4K3 b - - 1 1");
}

TEST_CASE("alice: a check delivered through the glass", "[alice]") {
    auto rules = load("alice");
    // the rook moves on board A and lands on Bd1, checking the king on Bd8 along board B's file
    const std::string fen = "3k4/8/8/8/8/8/8/8|8/8/8/8/8/8/8/R6K w - - 0 1";
    CHECK(in_check_after(rules, fen, "Aa1Ad1"));
    CHECK_FALSE(in_check_after(rules, fen, "Aa1Ac1"));
}

TEST_CASE("alice: a discovered check by a piece leaving its board", "[alice]") {
    auto rules = load("alice");
    // the knight on Aa4 shields the king on Aa8 from the rook on Aa1; wherever it goes it
    // passes to board B, opening the a-file of board A
    const std::string fen = "8/8/8/8/8/8/8/8|k7/8/8/8/N7/8/8/R6K w - - 0 1";
    CHECK(in_check_after(rules, fen, "Aa4Ab6"));
    CHECK(in_check_after(rules, fen, "Aa4Ac3"));
}

TEST_CASE("alice: a piece may not leave its king's board exposed", "[alice]") {
    auto rules = load("alice");
    // the rook on Ae2 shields its king from the rook on Ae8: in chess it could slide along
    // the file; here every move takes it to board B, so only taking the checker is legal
    auto pos = at(rules, "8/8/8/8/8/8/8/8|k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1");
    CHECK(moves_from(pos, "Ae2") == Set{"Ae2Ae8"});
    // a king in check on board A escapes to board B: every king step whose square beyond is
    // free; Ae1 attacked on A by the rook no longer matters once the king has passed
    auto check = at(rules, "8/8/8/8/8/8/8/8|k3r3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(moves_from(check, "Ae1") ==
          Set{"Ae1Ad1", "Ae1Ad2", "Ae1Ae2", "Ae1Af2", "Ae1Af1"});
}

TEST_CASE("alice: castling passes king and rook through", "[alice]") {
    auto rules = load("alice");
    auto pos = at(rules, "8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    testing::play(pos, {"Ae1Ac1"});
    CHECK(pos.fen() == "8/8/8/8/8/8/8/2KR4|4k3/8/8/8/8/8/8/8 b - - 1 1");
    // with Bd1 taken on board B the castling is illegal
    auto blocked = at(rules, "8/8/8/8/8/8/8/3n4|4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    CHECK(moves_from(blocked, "Ae1").count("Ae1Ac1") == 0);
}

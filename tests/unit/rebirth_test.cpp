// rebirth = setup (Circe, variants/circe.variant): a piece taken is reborn on its setup square,
// unless it is occupied; positions set up and counted by hand.
#include "helpers.hpp"

using testing::at;
using testing::load;
using testing::moves;
using testing::play;

TEST_CASE("rebirth: a pawn taken is reborn on its file, unmoved", "[rebirth]") {
    auto rules = load("circe");
    auto pos = at(rules, rules.start_fen());
    play(pos, {"e2e4", "d7d5", "e4d5"});
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    CHECK(!moves(pos).count("d8d6"));  // (the queen's file is shut again)
    // reborn unmoved: it may step twice again
    auto far = at(rules, "4k3/8/8/8/1p6/8/3B4/4K3 w - - 0 1");
    play(far, {"d2b4"});
    CHECK(far.fen() == "4k3/1p6/8/8/1B6/8/8/4K3 b - - 0 1");
    CHECK(moves(far).count("b7b5"));
}

TEST_CASE("rebirth: a knight, bishop or rook on the home of the capture square's colour", "[rebirth]") {
    auto rules = load("circe");
    // a black knight taken on e5 (dark) goes to b8 (dark), a black rook taken on a4 (light)
    // to a8 (light)
    auto pos = at(rules, "4k3/8/8/4n3/r7/8/8/R3K1N1 w - - 0 1");
    play(pos, {"g1f3"});
    play(pos, {"e8d8"});
    play(pos, {"f3e5"});
    CHECK(pos.fen() == "1n1k4/8/8/4N3/r7/8/8/R3K3 b - - 0 2");
    play(pos, {"d8e8", "a1a4"});
    CHECK(pos.fen() == "rn2k3/8/8/4N3/R7/8/8/4K3 b - - 0 3");
    // a white rook taken on a light square goes to h1
    auto white = at(rules, "4k3/8/8/8/R7/8/4K3/r7 b - - 0 1");
    play(white, {"a1a4"});
    CHECK(white.fen() == "4k3/8/8/8/r7/8/4K3/7R w - - 0 2");
}

TEST_CASE("rebirth: a piece whose home is occupied is gone", "[rebirth]") {
    auto rules = load("circe");
    // the black queen taken on d5 would go to d8, where the black king stands
    auto pos = at(rules, "3k4/8/8/3q4/8/8/8/3RK3 w - - 0 1");
    play(pos, {"d1d5"});
    CHECK(pos.fen() == "3k4/8/8/3R4/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("rebirth: a capture whose reborn piece checks the capturer is illegal", "[rebirth]") {
    auto rules = load("circe");
    // the black knight taken on d5 (light) is reborn on g8 (light), which attacks f6
    auto pos = at(rules, "4k3/8/5K2/3n4/8/8/8/3R4 w - - 0 1");
    CHECK(!moves(pos).count("d1d5"));
    auto plain = at(load("chess"), "4k3/8/5K2/3n4/8/8/8/3R4 w - - 0 1");
    CHECK(moves(plain).count("d1d5"));
    // the fast paths agree with make + test at every node
    aviary::PerftOptions audit;
    audit.audit = true;
    CHECK_NOTHROW(aviary::perft(pos, 3, audit));
}

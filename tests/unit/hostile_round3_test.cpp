// Issue 30 (hostile inputs, round three): what the library itself must refuse.
#include <catch2/catch.hpp>

#include "aviary/aviary.hpp"
#include "helpers.hpp"

TEST_CASE("placement: no more kings on the board and in hand than the setup has", "[hostile][fen]") {
    auto rules = testing::load("placement");
    auto fen = [&](const std::string& f) { return aviary::Position::from_fen(rules, f); };
    CHECK(fen("8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1").ok());
    CHECK(fen("8/pppppppp/8/8/8/8/PPPPPPPP/4K3[QRRBBNNkqrrbbnn] w - - 0 1").ok());
    auto two_in_hand = fen("8/pppppppp/8/8/8/8/PPPPPPPP/8[KKQRRBBNNkqrrbbnn] w - - 0 1");
    REQUIRE_FALSE(two_in_hand.ok());
    CHECK(two_in_hand.errors()[0].message == "too many royal pieces 'K' (the setup has 1)");
    CHECK(two_in_hand.errors()[0].where.column == 32);
    auto board_and_hand = fen("8/pppppppp/8/8/8/8/PPPPPPPP/4K3[KQRRBBNNkqrrbbnn] w - - 0 1");
    REQUIRE_FALSE(board_and_hand.ok());
    CHECK(board_and_hand.errors()[0].where.column == 33);
    auto black = fen("8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkkqrrbbnn] w - - 0 1");
    REQUIRE_FALSE(black.ok());
    CHECK(black.errors()[0].message == "too many royal pieces 'k' (the setup has 1)");
}

TEST_CASE("FEN: a tab between fields is named, not taken for a piece letter", "[hostile][fen]") {
    auto rules = testing::load("chess");
    auto p = aviary::Position::from_fen(rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1");
    REQUIRE_FALSE(p.ok());
    CHECK(p.errors()[0].message == "a tab or line break in the FEN: its fields are separated by single spaces");
    CHECK(p.errors()[0].where.column == 44);
}

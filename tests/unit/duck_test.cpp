// Duck Chess: the hand-worked positions D1-D5 of rules/duck.md and the Duck's bad input.
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::load;

TEST_CASE("D1: the start, Duck off the board", "[duck]") {
    auto rules = load("duck");
    auto pos = aviary::Position::start(rules);
    CHECK(count(pos) == 640);   // 20 chess moves x 32 empty squares
    CHECK(pos.count_legal_moves() == 640);
    CHECK(aviary::perft(pos, 2) == 379440);
    auto m = pos.parse_move("e2e4,d5");
    REQUIRE(m.ok());
    pos.make(*m);
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST_CASE("D2: castling through attack, the Duck blocks the long side", "[duck]") {
    auto pos = at(load("duck"), "r3k2r/8/8/8/8/5q2/8/R*2K2R w KQkq - 0 1");
    CHECK(count(pos) == 1234);
    auto ms = testing::moves(pos);
    CHECK(ms.count("e1g1,h1f1,a2") == 1);   // O-O although f1 and g1... are attacked
    bool long_castle = false;
    for (const auto& s : ms) long_castle = long_castle || s.rfind("e1c1", 0) == 0;
    CHECK_FALSE(long_castle);
    CHECK(ms.count("e1f2,a2") == 1);   // walking into attack is allowed: no check
}

TEST_CASE("D3: en passant and the Duck", "[duck]") {
    auto rules = load("duck");
    CHECK(count(at(rules, "*3k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")) == 414);
    CHECK(count(at(rules, "4k3/8/3*4/3pP3/8/8/8/4K3 w - d6 0 1")) == 354);
}

TEST_CASE("D4: the stalemated side wins", "[duck]") {
    auto pos = at(load("duck"), "kb6/ppp5/p*p5/P1P5/8/8/8/7K b - - 0 1");
    CHECK(count(pos) == 0);
    auto o = pos.outcome();
    CHECK(o.termination == aviary::Termination::Stalemate);
    REQUIRE(o.winner.has_value());
    CHECK(*o.winner == aviary::Color::Black);
    // the seed's diagram reading: a draw, one line in duck-diagram.variant
    auto draw = at(load("duck-diagram"), "kb6/ppp5/p*p5/P1P5/8/8/8/7K b - - 0 1").outcome();
    CHECK(draw.termination == aviary::Termination::Stalemate);
    CHECK_FALSE(draw.winner.has_value());
}

TEST_CASE("D5: capturing the king ends the game", "[duck]") {
    auto pos = at(load("duck"), "4k3/4Q3/8/8/8/8/8/4K2* w - - 0 1");
    CHECK(count(pos) == 1621);   // 26 x 60 + 61 (reading 5a: every move carries a Duck square)
    auto m = pos.parse_move("e7e8,a1");
    REQUIRE(m.ok());
    pos.make(*m);
    CHECK(count(pos) == 0);
    CHECK(pos.outcome().termination == aviary::Termination::RoyalCaptured);
    CHECK(*pos.outcome().winner == aviary::Color::White);
}

TEST_CASE("the diagram start: the Duck on c5 must move", "[duck]") {
    auto pos = aviary::Position::start(load("duck-diagram"));
    CHECK(count(pos) == 620);
}

TEST_CASE("Duck bad input is explained", "[duck]") {
    auto rules = load("duck");
    auto two = aviary::Position::from_fen(rules, "*3k3/8/8/8/8/8/8/*3K3 w - - 0 1");
    REQUIRE_FALSE(two.ok());
    CHECK(two.errors()[0].message.find("has 1 Duck") != std::string::npos);
    CHECK(two.errors()[0].where.column == 18);
    auto pos = aviary::Position::start(rules);
    pos.make(*pos.parse_move("e2e4,d5"));
    auto same = pos.parse_move("e7e5,d5");
    REQUIRE_FALSE(same.ok());
    CHECK(same.errors()[0].message.find("must move") != std::string::npos);
    auto taken = pos.parse_move("e7e5,e4");
    REQUIRE_FALSE(taken.ok());
    CHECK(taken.errors()[0].message.find("not empty") != std::string::npos);
    auto missing = pos.parse_move("e7e5");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.errors()[0].message.find("square is missing") != std::string::npos);
}

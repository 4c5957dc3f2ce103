// Orthodox chess through the engine's general mechanisms: castling, e.p., promotion, outcomes.
#include "helpers.hpp"

using testing::at;
using testing::load;
using testing::moves;

TEST_CASE("draws: threefold repetition and the fifty-move rule", "[outcome]") {
    auto rules = load("chess");
    auto pos = aviary::Position::start(rules);
    for (int i = 0; i < 2; ++i)
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) pos.make(*pos.parse_move(m));
    CHECK(pos.repetitions() == 3);
    CHECK(pos.outcome().termination == aviary::Termination::Repetition);
    CHECK_FALSE(pos.outcome().winner.has_value());
    auto fifty = at(rules, "4k3/8/8/8/8/8/8/4K2R w - - 100 80");
    CHECK(fifty.outcome().termination == aviary::Termination::FiftyMoves);
    auto mate = at(rules, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    CHECK(mate.outcome().termination == aviary::Termination::Checkmate);
    CHECK(*mate.outcome().winner == aviary::Color::Black);
    auto stale = at(rules, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(stale.outcome().termination == aviary::Termination::Stalemate);
    CHECK_FALSE(stale.outcome().winner.has_value());
}

TEST_CASE("chess: castling, en passant and promotion strings", "[chess]") {
    auto rules = load("chess");
    auto pos = at(rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    auto ms = moves(pos);
    CHECK(ms.count("e1g1,h1f1") == 1);
    CHECK(ms.count("e1c1,a1d1") == 1);
    pos.make(*pos.parse_move("e1g1"));   // the short form is accepted when unique
    CHECK(pos.fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    auto ep = at(rules, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    ep.make(*ep.parse_move("e5d6"));
    CHECK(ep.fen() == "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
    auto promo = at(rules, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    auto pm = moves(promo);
    for (const char* s : {"b7b8q", "b7b8r", "b7b8b", "b7b8n"}) CHECK(pm.count(s) == 1);
    CHECK(pm.count("b7b8") == 0);
    // a promotion letter may be written in upper case too
    auto upper = promo.parse_move("b7b8N");
    REQUIRE(upper.ok());
    CHECK(promo.move_to_string(*upper) == "b7b8n");
    // the double step writes its e.p. square only when an enemy pawn could use it
    auto quiet = aviary::Position::start(rules);
    quiet.make(*quiet.parse_move("e2e4"));
    CHECK(quiet.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    auto used = at(rules, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    used.make(*used.parse_move("e2e4"));
    CHECK(used.fen() == "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
}

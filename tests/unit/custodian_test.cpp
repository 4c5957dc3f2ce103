// custodian=ZONE: a piece's move takes every enemy piece it encloses, along the zone's vectors,
// between where it lands and a piece of its own just beyond (Ultima's pincer pawns). Hand-worked
// positions: two pieces taken by one move, one left standing without a piece beyond, a king
// attacked by an enclosure, and the load errors.
#include "helpers.hpp"

namespace {

const char* kGame =
    "board = 8x8\n"
    "piece K King K royal\n"
    "piece P Pincer mR custodian=W\n"
    "piece R Rook R\n"
    "piece B Block -\n"
    "setup = 7k/8/8/8/8/8/8/K7 w - - 0 1\n";

// The legal move of the piece on `from` to `to` (move strings name victims: a4e4,d5,d4).
aviary::Move find_move(const aviary::Position& pos, const std::string& from, const std::string& to) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    const auto f = pos.ruleset().shape().parse(from), t = pos.ruleset().shape().parse(to);
    REQUIRE(f);
    REQUIRE(t);
    for (const auto& m : ml)
        if (m.from == *f && m.to == *t) return m;
    FAIL("no legal move " << from << "-" << to << " in " << pos.fen());
    return {};
}

}  // namespace

TEST_CASE("a pincer takes two enclosed pieces at once", "[custodian]") {
    const auto rules = testing::from_text(kGame);
    // P a4 slides to d4: the rook on d5 lies between d4 and the white rook on d6, the one on e4
    // between d4 and the white rook on f4; the one on d3 has an empty d2 beyond it and stays.
    auto pos = testing::at(rules, "7k/8/3R4/3r4/P3rR2/3r4/8/K7 w - - 0 1");
    const aviary::Move m = find_move(pos, "a4", "d4");
    std::vector<aviary::Square> v(m.victims().begin(), m.victims().end());
    std::sort(v.begin(), v.end());
    const aviary::BoardShape b = rules.shape();
    CHECK(v == std::vector<aviary::Square>{b.square(4, 3), b.square(3, 4)});   // e4, d5
    CHECK(aviary::move_to_san(pos, m).find("xd5") != std::string::npos);
    CHECK(aviary::move_to_san(pos, m).find("xe4") != std::string::npos);
    pos.make(m);
    CHECK(pos.fen() == "7k/8/3R4/8/3P1R2/3r4/8/K7 b - - 0 1");
    // a move that encloses nothing takes nothing: a4-b4 (b5, b3, c4 empty)
    auto quiet = testing::at(rules, "7k/8/3R4/3r4/P3rR2/3r4/8/K7 w - - 0 1");
    CHECK(find_move(quiet, "a4", "b4").victims().empty());
}

TEST_CASE("an enclosure the pincer can make is an attack on the king", "[custodian]") {
    const auto rules = testing::from_text(kGame);
    // the pincer a4 reaches e4 (b4-d4 empty) below the king on e5, the white block on e6 above:
    // check. Each of the king's eight steps (e6 taking the block) leaves it with no pincer
    // landing next to it and a white piece just beyond, so all eight are legal.
    auto pos = testing::at(rules, "8/8/4B3/4k3/P7/8/8/K7 b - - 0 1");
    CHECK(pos.in_check());
    CHECK(testing::count(pos) == 8);
    // without the block there is nothing beyond: no check
    CHECK_FALSE(testing::at(rules, "8/8/8/4k3/P7/8/8/K7 b - - 0 1").in_check());
    // a second block on e4 shuts the pincer's way to e4 (no check), and d4 is barred: the
    // pincer would land on c4 with the block e4 beyond; the other six steps and e5xe4 stay
    auto barred = testing::at(rules, "8/8/4B3/4k3/P3B3/8/8/K7 b - - 0 1");
    CHECK_FALSE(barred.in_check());
    const auto moves = testing::moves(barred);
    CHECK_FALSE(moves.count("e5d4"));   // (the king takes nothing: plain strings)
    CHECK(moves.count("e5e4"));
    CHECK(moves.count("e5f4"));
    CHECK(moves.size() == 7);
}

TEST_CASE("perft audits make and unmake of enclosures", "[custodian]") {
    const auto rules = testing::from_text(kGame);
    auto pos = testing::at(rules, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1");
    aviary::PerftOptions opt;
    opt.audit = true;
    CHECK(aviary::perft(pos, 3, opt) > 0);
}

TEST_CASE("custodian= is refused where a move's victims could not all be kept", "[custodian]") {
    auto wide = aviary::load_ruleset(
        "board = 8x8\npiece K King K royal\npiece P Pincer mR custodian=KD\n"
        "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(wide.ok());
    CHECK(wide.error_text().find("custodian=: a move would take more than 4 pieces") != std::string::npos);
    auto legs = aviary::load_ruleset(
        "board = 8x8\npiece K King K royal\npiece P Pincer mRcafmW custodian=W\n"
        "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(legs.ok());
    CHECK(legs.error_text().find("not for a piece with multi-leg moves") != std::string::npos);
}

// orientation = DIR:SQUARES ...: where a piece's forward points on each square. A pawn, a
// knight's narrow forward pair and a rider turned by the square they stand on, Black's by
// symmetry (mirror and rotate), attacks (check) along a turned line, the audit's walk against
// the fast paths, and bad values.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

aviary::Ruleset game(const std::string& symmetry, const std::string& orientation,
                     const std::string& piece) {
    return from_text("board = 5x5\nsymmetry = " + symmetry + "\norientation = " + orientation +
                     "\npiece K King K royal\npiece " + piece +
                     "\nsetup = 4k/5/5/5/K4 w - - 0 1\n");
}

}  // namespace

TEST_CASE("orientation: a pawn steps the way its square points", "[orientation]") {
    auto rules = game("mirror", "l:a1-e2 r:a4-e5", "P Pawn fmW");
    CHECK(moves_from(at(rules, "4k/5/5/5/K1P2 w - - 0 1"), "c1") == Set{"c1b1"});   // l: west
    CHECK(moves_from(at(rules, "4k/5/2P2/5/K4 w - - 0 1"), "c3") == Set{"c3c4"});   // unlisted
    CHECK(moves_from(at(rules, "4k/2P2/5/5/K4 w - - 0 1"), "c4") == Set{"c4d4"});   // r: east
    // mirror: Black's l squares are a5-e4 and its left is still the a-file's side
    CHECK(moves_from(at(rules, "2p2/5/4k/5/K4 b - - 0 1"), "c5") == Set{"c5b5"});
    CHECK(moves_from(at(rules, "4k/5/2p2/5/K4 b - - 0 1"), "c3") == Set{"c3c2"});
    // rotate: Black's l squares are e5-a4, and Black's moves are White's turned round
    auto rotated = game("rotate", "l:a1-e2 r:a4-e5", "P Pawn fmW");
    CHECK(moves_from(at(rotated, "2p2/5/4k/5/K4 b - - 0 1"), "c5") == Set{"c5d5"});
    CHECK(moves_from(at(rotated, "4k/5/K4/2p2/5 b - - 0 1"), "c2") == Set{"c2b2"});
}

TEST_CASE("orientation: the whole move turns, leaps and later legs too", "[orientation]") {
    // the knight's narrow forward pair (1,2) (-1,2) turned a quarter left on c3: (-2,1) (-2,-1)
    auto rules = game("mirror", "l:c3", "N Knight fN");
    CHECK(moves_from(at(rules, "4k/5/2N2/5/K4 w - - 0 1"), "c3") == Set{"c3a4", "c3a2"});
    CHECK(moves_from(at(rules, "4k/5/5/2N2/K4 w - - 0 1"), "c2") == Set{"c2b4", "c2d4"});
    // a step forward, then one to the right of it (fmarmW), from b3 pointing back: b2, a2
    auto bent = game("mirror", "b:b3", "M Mover fmarmW");
    CHECK(moves_from(at(bent, "4k/5/1M3/5/K4 w - - 0 1"), "b3") == Set{"b3a2"});
}

TEST_CASE("orientation: a turned rider attacks along its turned line", "[orientation]") {
    auto rules = game("mirror", "l:a1-e1", "R Rook fR");
    // the rook on e1 looks west along the first rank: the black king on b1 is in check
    auto pos = at(rules, "K4/5/5/5/1k2R b - - 0 1");
    CHECK(pos.in_check());
    CHECK(moves_from(pos, "b1") == Set{"b1a2", "b1b2", "b1c2"});
    // on e2 (unlisted) it looks up its file only
    CHECK_FALSE(at(rules, "K4/5/5/4R/1k3 b - - 0 1").in_check());
    aviary::PerftOptions audit;
    audit.audit = true;
    auto start = at(rules, "1k3/5/K4/5/2R1R b - - 0 1");
    CHECK(aviary::perft(start, 3, audit) == aviary::perft(start, 3));
}

TEST_CASE("orientation: bad values are located errors", "[orientation]") {
    auto bad = [](const std::string& value) {
        auto r = aviary::load_ruleset("board = 5x5\norientation = " + value +
                                          "\npiece K King K royal\nsetup = 4k/5/5/5/K4 w - - 0 1\n",
                                      "bad.variant");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find("bad.variant:2:") != std::string::npos);
        return r.error_text();
    };
    CHECK(bad("x:a1").find("'x:a1' is not DIRECTION:SQUARES") != std::string::npos);
    CHECK(bad("l:a1 r:a1-b1").find("the square a1 is listed twice") != std::string::npos);
    CHECK(bad("l:z9").find("'z9' is not a square") != std::string::npos);
}

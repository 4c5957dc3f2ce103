// w, the rebound leg: a slide that meets a wall (the board's edge or a neutral piece) turns 90
// degrees once and goes on. {from:SQUARES}: a move from listed squares only. Rollerball's
// pieces, checked by hand where Jocly's model and the published rules part.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

aviary::Ruleset board5(const std::string& pieces, const std::string& symmetry = "mirror") {
    return from_text("board = 5x5\nsymmetry = " + symmetry +
                     "\npiece K King K royal\npiece * Wall - neutral\n" + pieces +
                     "setup = K3k/5/5/5/5 w - - 0 1\n");
}

aviary::Ruleset rollerball() { return testing::load("rollerball"); }

}  // namespace

TEST_CASE("rebound: a diagonal slide reflects off the board's edge once", "[rebound]") {
    auto rules = board5("piece X Bouncer fBfawsB\n");
    // c1: b2 a3, off the a-file to b4 c5; d2 e3, off the e-file to d4 c5 (one move to c5)
    CHECK(moves_from(at(rules, "K3k/5/5/5/2X2 w - - 0 1"), "c1") ==
          Set{"c1b2", "c1a3", "c1b4", "c1c5", "c1d2", "c1e3", "c1d4"});
    // Black's forward is down: from a4 b3 c2 d1, off the first rank to e2
    CHECK(moves_from(at(rules, "4k/x4/2*2/5/4K b - - 0 1"), "a4") ==
          Set{"a4b3", "a4c2", "a4d1", "a4e2"});
    // the rebound takes, and gives check
    CHECK(at(rules, "K4/5/5/1k3/2X2 b - - 0 1").in_check());
}

TEST_CASE("rebound: an orthogonal slide turns only at a corner", "[rebound]") {
    auto rules = board5("piece Y Rounder rRrawsR\npiece Z Stopper fRfawsR\n");
    // a1 east to e1, where only north is open: up the e-file
    CHECK(moves_from(at(rules, "K2k1/5/5/5/Y4 w - - 0 1"), "a1") ==
          Set{"a1b1", "a1c1", "a1d1", "a1e1", "a1e2", "a1e3", "a1e4", "a1e5"});
    // c1 north to c5, where east and west are both open: no turn
    CHECK(moves_from(at(rules, "K3k/5/5/5/2Z2 w - - 0 1"), "c1") ==
          Set{"c1c2", "c1c3", "c1c4", "c1c5"});
    // the black king on e1 may not step to e2, which the rook reaches round the corner
    CHECK(moves(at(rules, "K4/5/5/5/Y3k b - - 0 1")) == Set{"e1d2"});
}

TEST_CASE("rebound: a wall piece; a head-on corner turns a diagonal forward", "[rebound]") {
    auto rules = board5("piece X Bouncer fBfawsB\n");
    // b2 meets the wall on c3 corner on: a3 (forward) and c1 (backward) are both open
    CHECK(moves_from(at(rules, "K3k/5/2*2/5/X4 w - - 0 1"), "a1") == Set{"a1b2", "a1a3"});
    CHECK(moves_from(at(rules, "4x/5/2*2/5/K3k b - - 0 1"), "e5") == Set{"e5d4", "e5e3"});
    aviary::PerftOptions audit;
    audit.audit = true;
    auto start = at(board5("piece X Bouncer fBfawsB\npiece Y Rounder rRrawsR\n"),
                    "K1k2/5/2*2/5/XY3 w - - 0 1");
    CHECK(aviary::perft(start, 4, audit) == aviary::perft(start, 4));
}

TEST_CASE("rebound and from-squares: bad notation is a located error", "[rebound]") {
    auto bad = [](const std::string& notation) {
        auto r = aviary::load_ruleset("board = 5x5\npiece K King K royal\npiece X Bad " +
                                          notation + "\nsetup = K3k/5/5/5/5 w - - 0 1\n",
                                      "bad.variant");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find("bad.variant:3:") != std::string::npos);
        return r.error_text();
    };
    CHECK(bad("wB").find("w turns a later leg at a wall") != std::string::npos);
    CHECK(bad("fawfB").find("w needs a 90-degree turn") != std::string::npos);
    CHECK(bad("R{to:a1}").find("squares are for from:") != std::string::npos);
    CHECK(bad("R{from:a1+z9}").find("expected a square such as b1, found 'z'") !=
          std::string::npos);
    CHECK(bad("R{from:a1+h1}").find("h1") != std::string::npos);   // off a 5x5 board
}

TEST_CASE("from-squares: a move from the listed squares only", "[rebound]") {
    auto rules = board5("piece X Slider WrR{from:a1+b2}\n");
    CHECK(moves_from(at(rules, "K3k/5/5/5/X4 w - - 0 1"), "a1").count("a1e1"));
    CHECK(moves_from(at(rules, "K3k/5/5/X4/5 w - - 0 1"), "a2") == Set{"a2a1", "a2a3", "a2b2"});
}

TEST_CASE("Rollerball: hand-checked rook, bishop and king", "[rebound][rollerball]") {
    auto rules = rollerball();
    // a rook on e1 slides west to a1, turns the corner and runs up the a-file
    CHECK(moves_from(at(rules, "3k3/7/2***2/2***2/2***2/6K/4R2 w - - 0 1"), "e1") ==
          Set{"e1d1", "e1c1", "e1b1", "e1a1", "e1a2", "e1a3", "e1a4", "e1a5", "e1a6", "e1a7",
              "e1e2", "e1f1"});
    // sideways it slides from b1 (clockwise, up the b-file), from f1 one step only
    auto two = at(rules, "3k3/7/2***2/2***2/2***2/6K/1R3R1 w - - 0 1");
    CHECK(moves_from(two, "b1").count("b1b7"));
    CHECK(moves_from(two, "f1") == Set{"f1e1", "f1d1", "f1c1", "f1f2", "f1g1"});
    // a bishop on a1: b2, then at the hole's corner to a3 (forward), as Jocly has it
    CHECK(moves_from(at(rules, "3k3/7/2***2/2***2/2***2/6K/B6 w - - 0 1"), "a1") ==
          Set{"a1b2", "a1a3"});
    // a king stepping onto c2 travels (J), even coming from b2 (Jocly: only from d1 or d2)
    CHECK(moves_from(at(rules, "3k3/7/2***2/2***2/2***2/1K5/7 w - - 0 1"), "b2").count("b2c2j"));
    // a travelling king on d6 wins at once: no move is left
    auto pos = at(rules, "7/2J4/2***2/2***2/2***2/5k1/7 w - - 0 1");
    testing::play(pos, {"c6d6"});
    CHECK(pos.outcome().termination == aviary::Termination::Goal);
    CHECK(pos.outcome().winner == aviary::Color::White);
    CHECK(testing::count(pos) == 0);
}

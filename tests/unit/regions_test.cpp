// Regions and the rules around royal pieces of xiangqi and janggi, each on a small game written
// for the test: region= (confinement, drops), lines= (moves along lines), no-hurdle=,
// no-hop-capture=, royal-facing (illegal, bikjang), pass, drop-checks.
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::from_text;
using testing::moves;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

void play(aviary::Position& pos, const std::string& move) {
    auto m = pos.parse_move(move);
    INFO(move << " in " << pos.fen() << ": " << m.error_text());
    REQUIRE(m.ok());
    pos.make(*m);
}

// A 9x10 board, kings confined to the xiangqi palace; `extra` adds the pieces and rules.
aviary::Ruleset palace(const std::string& extra) {
    return from_text("board = 9x10\npiece K King W royal region=d1-f3\npiece R Rook R\n"
                     "setup = 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n" + extra);
}

}  // namespace

TEST_CASE("region=: a piece moves and captures only inside its squares", "[regions]") {
    auto rules = palace("piece A Advisor F region=d1-f3\n");
    // the king on d1 may not leave the palace to c1; the advisor on e2 reaches the corners
    auto pos = at(rules, "3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
    CHECK(moves_from(pos, "d1") == Set{"d1d2", "d1e1"});
    CHECK(moves_from(pos, "e2") == Set{"e2d3", "e2f1", "e2f3"});
    // Black's region is the mirrored palace (d8-f10): its king may not step to c10
    auto black = at(rules, "3k5/9/9/9/9/9/9/9/4A4/3K5 b - - 0 1");
    CHECK(moves_from(black, "d10") == Set{"d10d9", "d10e10"});
    // a capture outside the region is no capture: the rook on c3 is safe from the advisor
    auto take = at(rules, "3k5/9/9/9/9/9/9/2r6/3A5/4K4 w - - 0 1");
    CHECK(moves_from(take, "d2") == Set{"d2e3"});
}

TEST_CASE("region=: Black's squares follow the symmetry", "[regions]") {
    auto rules = from_text("board = 9x10\nsymmetry = rotate\npiece K King W royal\n"
                           "piece A Advisor F region=a1-b2\nsetup = 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n");
    auto b = at(rules, "4k4/8a/9/9/9/9/9/9/9/4K4 b - - 0 1");
    CHECK(moves_from(b, "i9") == Set{"i9h10"});   // rotated: h9-i10, not a9-b10
}

TEST_CASE("region= errors name the square", "[regions]") {
    auto r = aviary::load_ruleset("board = 9x10\npiece K King W royal region=d1-z3\n"
                                  "setup = 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n", "bad.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error_text().find("bad.variant:2:") != std::string::npos);
    CHECK(r.error_text().find("'d1-z3' is not a square") != std::string::npos);
}

TEST_CASE("lines=: extra moves from one line square to another", "[regions]") {
    const std::string lines = "lines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10\n";
    auto rules = palace(lines + "piece C Chariot R lines=B\npiece P Soldier fsW lines=fF\n");
    // a chariot on d1 also slides d1-e2-f3 (not beyond, not from e1)
    auto pos = at(rules, "4k4/9/9/9/9/9/9/9/9/3C1K3 w - - 0 1");
    Set d1 = moves_from(pos, "d1");
    CHECK(d1.count("d1e2"));
    CHECK(d1.count("d1f3"));
    CHECK_FALSE(d1.count("d1g4"));
    auto e1 = at(rules, "3k5/9/9/9/9/9/9/9/9/4C1K2 w - - 0 1");
    CHECK_FALSE(moves_from(e1, "e1").count("e1d2"));
    // a soldier in the enemy palace steps diagonally forward along the lines only
    auto s = at(rules, "5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1");
    CHECK(moves_from(s, "d8") == Set{"d8c8", "d8d9", "d8e8", "d8e9"});
    auto r = aviary::load_ruleset("board = 9x10\npiece K King W royal lines=F\n"
                                  "setup = 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n", "bad.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error_text().find("lines= needs a 'lines = SQUARES' line") != std::string::npos);
}

TEST_CASE("no-hurdle=: a hopper may not jump the barred types", "[regions]") {
    auto rules = palace("piece C Cannon pR no-hurdle=C\npiece P Pawn -\n");
    // the cannon on a1 jumps the pawn on a3, not the cannon on c1
    auto pos = at(rules, "4k4/9/9/9/9/9/9/P8/9/C1C1K4 w - - 0 1");
    Set a1 = moves_from(pos, "a1");
    CHECK(a1.count("a1a4"));
    CHECK(a1.count("a1a10"));
    CHECK_FALSE(a1.count("a1d1"));
    // ... and gives no check through a barred hurdle
    auto check = at(rules, "4k4/9/9/4c4/9/9/9/9/9/4C1K2 b - - 0 1");
    CHECK(count(check) > 0);
    CHECK(moves_from(check, "e10").count("e10d10"));
}

TEST_CASE("no-hurdle=: the types named by ids of several characters", "[regions]") {
    auto rules = from_text("board = 7x7\npiece K King K royal\npiece C' Cannon pR no-hurdle=C'+P\n"
                           "piece P Pawn fW promote=+P zone=7\npiece +P Tokin WfF\n"
                           "setup = 6k/7/7/7/7/6K/C'6 w - - 0 1\n");
    // the cannon on a1 hops the Pawn on c1, not the Tokin on a2
    auto pos = at(rules, "6k/7/7/7/7/+P5K/C'1P4 w - - 0 1");
    CHECK(moves_from(pos, "a1") == Set{"a1d1", "a1e1", "a1f1", "a1g1"});
}

namespace {

// A rook that jumps lower pieces to capture (G, the rank of G and the king above the pawns').
aviary::Ruleset jumping_rook() {
    return from_text("board = 8x8\npiece K King K royal\npiece P Pawn fW\n"
                     "piece G General mR(mpaf)cW no-hurdle=KG no-hop-capture=KG\n"
                     "setup = 7k/8/8/8/8/8/8/G6K w - - 0 1\n");
}

}  // namespace

TEST_CASE("no-hop-capture=: a jumping capture takes no piece of the listed types", "[regions]") {
    auto rules = jumping_rook();
    // over its own pawn on a2 it takes the pawn on a3; the enemy General on a5 it may neither
    // jump nor take by jumping; it moves only by sliding (b1-g1)
    auto pos = at(rules, "7k/p7/8/g7/8/p7/P7/G6K w - - 0 1");
    CHECK(moves_from(pos, "a1") ==
          Set{"a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1a3"});
    // the first piece it meets it takes, whatever its type
    CHECK(moves_from(at(rules, "7k/8/8/8/8/8/g7/G6K w - - 0 1"), "a1") ==
          Set{"a1a2", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1"});
    // no jump attacks the king: a5 to a4 is legal behind the pawn on a2
    auto king = at(rules, "8/8/8/k7/8/8/P7/G6K b - - 0 1");
    CHECK(moves_from(king, "a5").count("a5a4"));
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K royal\n"
                                    "piece G General mR(mpaf)cW no-hop-capture=Z\n"
                                    "setup = 7k/8/8/8/8/8/8/G6K w - - 0 1\n", "bad.variant");
    CHECK_FALSE(bad.ok());
}

TEST_CASE("no-capture=: a piece never takes the listed types", "[regions]") {
    auto rules = palace("piece C Cannon pR no-capture=C\npiece P Pawn -\n");
    // over the pawn on a3: the enemy cannon on a6 stops the cannon (not taken, not passed),
    // the enemy pawn on c1 beyond the pawn on b1 is taken
    auto pos = at(rules, "4k4/9/9/9/c8/9/9/P8/9/CPp1K4 w - - 0 1");
    CHECK(moves_from(pos, "a1") == Set{"a1a4", "a1a5", "a1c1"});
    auto r = aviary::load_ruleset("board = 9x10\npiece K King W royal\npiece C Cannon pR no-capture=K\n"
                                  "setup = 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n", "bad.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error_text().find("bad.variant:3:") != std::string::npos);
}

TEST_CASE("royal-facing = illegal: the flying general", "[regions]") {
    auto rules = palace("royal-facing = illegal\npiece A Advisor F region=d1-f3\n");
    auto pos = at(rules, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    CHECK(moves_from(pos, "d1") == Set{"d1d2"});   // d1e1 would face the king on e10
    // the advisor on e2 may not leave the e-file (it alone parts the kings)
    auto pinned = at(rules, "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    CHECK(moves_from(pinned, "e2").empty());
    // without the rule the kings may face each other
    auto free = at(palace(""), "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    CHECK(moves_from(free, "d1").count("d1e1"));
}

TEST_CASE("pass: a side not in check may pass; two passes end the game", "[regions]") {
    auto rules = palace("pass = yes\n");
    auto pos = at(rules, "3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1");
    CHECK(moves(pos).count("f1f1"));
    play(pos, "f1f1");
    CHECK(pos.outcome().termination == aviary::Termination::None);
    CHECK(moves(pos).count("d10d10"));
    play(pos, "d10d10");
    CHECK(pos.outcome().termination == aviary::Termination::Passes);
    CHECK_FALSE(pos.outcome().winner.has_value());
    CHECK(count(pos) == 0);
    pos.unmake();
    CHECK(count(pos) > 0);
    // a pass, then a move: the count starts again
    play(pos, "d10d9");
    play(pos, "f1f1");
    CHECK(count(pos) > 0);
    // no pass in check
    auto check = at(rules, "3k5/9/9/9/9/9/9/9/9/r4K3 w - - 0 1");
    CHECK_FALSE(moves(check).count("f1f1"));
}

TEST_CASE("royal-facing = bikjang: part the kings or pass; a pass in bikjang ends", "[regions]") {
    auto rules = palace("pass = yes\nroyal-facing = bikjang\npiece A Advisor W region=d1-f3\n");
    // White made the kings face; Black must part them (not d9: still facing) or pass
    auto pos = at(rules, "9/4k4/9/9/9/9/9/9/9/4K4 b - - 0 1");
    CHECK(moves(pos) == Set{"e9d9", "e9f9", "e9e9"});
    play(pos, "e9e9");
    CHECK(pos.outcome().termination == aviary::Termination::Passes);
    CHECK(count(pos) == 0);
    // a side may make the kings face (the other side is then in bikjang)
    auto make = at(rules, "9/3k5/9/9/9/9/9/9/9/4K4 b - - 0 1");
    CHECK(moves(make).count("d9e9"));
    // in bikjang and in check, the pass is still legal
    auto both = at(rules, "9/4k4/9/9/9/9/9/9/r8/4K4 w - - 0 1");
    CHECK(moves(both).count("e1e1"));
}

TEST_CASE("drop-checks = no, region= drops", "[regions]") {
    auto rules = from_text("board = 9x10\npiece K King W royal region=d1-f3\npiece R Rook R\n"
                           "piece A Advisor F region=d1,f1,e2,d3,f3\ncaptures-to-hand = RA\n"
                           "drops = ranks 1-5\ndrop-checks = no\n"
                           "setup = 4k4/9/9/9/9/9/9/9/9/4K4[] w - - 0 1\n");
    auto pos = at(rules, "3k5/9/9/9/9/9/9/9/9/5K3[RA] w - - 0 1");
    Set all = moves(pos);
    CHECK(all.count("R@a5"));
    CHECK_FALSE(all.count("R@d5"));   // checks the king on d10
    CHECK_FALSE(all.count("R@a6"));   // beyond the dropper's half
    Set advisor;
    for (const auto& m : all)
        if (m.rfind("A@", 0) == 0) advisor.insert(m);
    CHECK(advisor == Set{"A@d1", "A@e2", "A@d3", "A@f3"});   // f1 is taken by the king
}

// Black's own squares after a '/' (Fairy-Stockfish's regions that are not White's mirrored).
TEST_CASE("region=, zone=, initial-from=, drop=: Black's part after a '/'", "[regions]") {
    auto rules = from_text(
        "board = 6x6\npiece K King K royal\npiece N Knight N region=a1-f3/a1-f6\n"
        "piece Q Queen Q\npiece P Pawn fmWfceFifmnD initial-from=2/2,3 promote=Q zone=a6-f6/a1-f3"
        " drop=2-3/2-4\ndrops = anywhere\ncaptures-to-hand = all\n"
        "setup = 3k2/pppppp/6/6/PPPPPP/3K2[] w - - 0 1\n");
    // White's knight stays on ranks 1-3; Black's goes anywhere (its region is the whole board)
    auto w = at(rules, "3k2/6/2n3/6/3N2/3K2[] w - - 0 1");
    CHECK(moves_from(w, "d2") == Set{"d2b1", "d2f1", "d2b3", "d2f3"});
    auto b = at(rules, "3k2/6/2n3/6/3N2/3K2[] b - - 0 1");
    CHECK(moves_from(b, "c4") == Set{"c4a5", "c4b6", "c4e5", "c4a3", "c4b2", "c4d2", "c4e3"});
    // initial-from=2/2,3: Black's pawns double-step from its 2nd and 3rd ranks (a5, a4), White's
    // from its 2nd only; Black promotes on ranks 1-3, White on 6 only
    CHECK(moves_from(at(rules, "3k2/p5/6/6/6/3K2[] b - - 0 1"), "a5") == Set{"a5a4", "a5a3q"});
    CHECK(moves_from(at(rules, "3k2/6/p5/6/6/3K2[] b - - 0 1"), "a4") == Set{"a4a3q", "a4a2q"});
    CHECK(moves_from(at(rules, "3k2/6/6/6/P5/3K2[] w - - 0 1"), "a2") == Set{"a2a3", "a2a4"});
    CHECK(moves_from(at(rules, "3k2/6/6/P5/6/3K2[] w - - 0 1"), "a3") == Set{"a3a4"});
    // drop=2-3/2-4: White drops pawns on its ranks 2-3, Black on its ranks 2-4 (board 5 to 3)
    auto drops = at(rules, "3k2/6/6/6/6/3K2[Pp] b - - 0 1");
    Set ranks;
    for (const auto& m : moves(drops))
        if (m.rfind("P@", 0) == 0) ranks.insert(m.substr(m.size() - 1));
    CHECK(ranks == Set{"3", "4", "5"});
    auto wd = at(rules, "3k2/6/6/6/6/3K2[Pp] w - - 0 1");
    ranks.clear();
    for (const auto& m : moves(wd))
        if (m.rfind("P@", 0) == 0) ranks.insert(m.substr(m.size() - 1));
    CHECK(ranks == Set{"2", "3"});
    // describe names Black's squares, which do not follow the symmetry
    const auto& n = rules.pieces()[1];
    CHECK(n.region.size() == 18);
    CHECK(n.region_black.size() == 36);
    CHECK(aviary::describe_rules(rules).find("(Black: a1 b1 c1") != std::string::npos);
}

TEST_CASE("a Black part after '/' that is not squares is an error naming it", "[regions]") {
    auto r = aviary::load_ruleset("board = 6x6\npiece K King K royal region=a1-f3/a1-z9\n"
                                  "setup = 3k2/6/6/6/6/3K2 w - - 0 1\n", "bad.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error_text().find("bad.variant:2:") != std::string::npos);
    CHECK(r.error_text().find("'a1-z9' is not a square") != std::string::npos);
}

TEST_CASE("a double step that promotes gives no en passant", "[regions]") {
    // Black promotes from rank 4 down: its pawn's double step a6a4 promotes, and White's pawn
    // on b4 may not take it en passant (it is no longer a pawn), as in Fairy-Stockfish
    auto rules = from_text("board = 6x6\npiece K King K royal\npiece Q Queen Q\n"
                           "piece P Pawn fmWfceFifmnD initial-from=2 promote=Q zone=a6-f6/a1-f4\n"
                           "setup = 3k2/pppppp/6/6/PPPPPP/3K2 w - - 0 1\n");
    auto pos = at(rules, "3k2/p5/6/1P4/6/3K2 b - - 0 1");
    CHECK(moves_from(pos, "a5") == Set{"a5a4q", "a5a3q"});
    play(pos, "a5a3q");
    CHECK_FALSE(moves_from(pos, "b3").count("b3a4"));
    CHECK(pos.fen().find(" - ") != std::string::npos);
}

TEST_CASE("describe names a promotion zone of squares by its squares, of ranks by its ranks",
          "[regions]") {
    auto listed = aviary::load_ruleset("board = 6x6\npiece K King K royal\n"
                                       "piece P Pawn fW promote=Q zone=e5,f6\npiece Q Queen Q\n"
                                       "setup = 3k2/6/6/6/P5/3K2 w - - 0 1\n", "squares.variant");
    REQUIRE(listed.ok());
    const std::string text = aviary::describe_rules(*listed);
    CHECK(text.find("promotes on square(s) e5 f6 to one of Q") != std::string::npos);
    auto ranks = aviary::load_ruleset("board = 6x6\npiece K King K royal\n"
                                      "piece P Pawn fW promote=Q zone=5-6\npiece Q Queen Q\n"
                                      "setup = 3k2/6/6/6/P5/3K2 w - - 0 1\n", "ranks.variant");
    REQUIRE(ranks.ok());
    CHECK(aviary::describe_rules(*ranks).find("promotes on rank(s) 5-6 to one of Q") !=
          std::string::npos);
}

// drop-region: every drop lands inside it, Black's squares listed after a '/' or mirrored.
TEST_CASE("drop-region: drops land on the listed squares only, each side its own", "[regions]") {
    const std::string game =
        "board = 6x6\npiece K King K royal\npiece N Knight N\npiece P Pawn fmWfcF drop=2-6\n"
        "drops = anywhere\ncaptures-to-hand = all\n";
    auto drop_targets = [](const aviary::Position& pos, const std::string& prefix) {
        Set out;
        for (const auto& m : moves(pos))
            if (m.rfind(prefix, 0) == 0) out.insert(m.substr(prefix.size()));
        return out;
    };
    // White: a1-b2 and e4 (a1 holds its king); Black: c5-d6 and a3 (its own, after the '/')
    auto rules = from_text(game + "drop-region = a1-b2,e4/c5-d6,a3\nsetup = 5k/6/6/6/6/K5[Nn] w - - 0 1\n");
    CHECK(drop_targets(at(rules, "5k/6/6/6/6/K5[Nn] w - - 0 1"), "N@") == Set{"a2", "b1", "b2", "e4"});
    CHECK(drop_targets(at(rules, "5k/6/6/6/6/K5[Nn] b - - 0 1"), "N@") == Set{"c5", "c6", "d5", "d6", "a3"});
    // with the pawn's drop=2-6 too: White's pawn only on a2, b2, e4 (not rank 1)
    CHECK(drop_targets(at(rules, "5k/6/6/6/6/K5[Pp] w - - 0 1"), "P@") == Set{"a2", "b2", "e4"});
    // no '/': Black's squares are White's mirrored (a1-b2 becomes a5-b6, e4 becomes e3)
    auto mirrored = from_text(game + "drop-region = a1-b2,e4\nsetup = 5k/6/6/6/6/K5[Nn] w - - 0 1\n");
    CHECK(drop_targets(at(mirrored, "5k/6/6/6/6/K5[Nn] b - - 0 1"), "N@") == Set{"a5", "a6", "b5", "b6", "e3"});
    // a square off the board is an error at its place in the value
    auto bad = aviary::load_ruleset(game + "drop-region = a1-b2/c5,g9\nsetup = 5k/6/6/6/6/K5[Nn] w - - 0 1\n",
                                    "r.variant");
    REQUIRE(!bad.ok());
    CHECK(bad.errors()[0].where.line == 7);
    CHECK(bad.errors()[0].where.column == 24);
    CHECK(bad.errors()[0].message.find("drop-region") != std::string::npos);
}

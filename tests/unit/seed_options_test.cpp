// The seed games' own options (variants/birds-gardeners, bombers-superknights,
// friendly-setup1, friendly-setup2): each file against its page, with the counts worked by hand.
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::load;
using testing::moves;
using testing::moves_from;
using testing::play;
using testing::S;

TEST_CASE("birds-gardeners: 10x8, Gardeners between Dodos and Flamingos, 70 first moves", "[seeds]") {
    auto rules = load("birds-gardeners");
    auto pos = aviary::Position::start(rules);
    CHECK(pos.fen() == "cdgfqkfgdc/pppppppppp/10/10/10/10/PPPPPPPPPP/CDGFQKFGDC w KQkq - 0 1");
    // ten Road Runners x 4, two Cranes x 4, two Dodos x 2, Flamingos 6 + 6, the Crandodo 6; the
    // Gardeners and the Egg are boxed in
    CHECK(count(pos) == 70);
    CHECK(moves_from(pos, "c1").empty());
    CHECK(moves_from(pos, "d1") == S({"d1b3", "d1a4", "d1f3", "d1g4", "d1h5", "d1i6"}));
}

TEST_CASE("birds-gardeners: the Gardener rolls and squashes one square, pecks two away", "[seeds]") {
    auto rules = load("birds-gardeners");
    // Gardener e4; black Dodos on e5 (next to it) and e6 (two away), a black Dodo on g6
    // (neither a W, F nor D square)
    auto pos = at(rules, "k9/10/4d1d3/4d5/4G5/10/10/K9 w - - 0 1");
    const auto g = moves_from(pos, "e4");
    CHECK(g.count("e4e5"));          // squash by replacement: the Gardener lands there
    CHECK(!g.count("e4e6"));         // no D move onto the D square ...
    CHECK(g.count("e4e6,e4"));       // ... but a peck: it stays, the victim is doomed
    CHECK(!g.count("e4g6,e4"));
    CHECK(!g.count("e4c4"));         // (cD: the D square only to capture)
    // 8 steps around it, one of them the capture on e5, and the peck on e6
    CHECK(g.size() == 9);
    play(pos, {"e4e6,e4"});
    CHECK(pos.fen().rfind("k9/10/4d!1d3/4d5/4G5/", 0) == 0);
}

TEST_CASE("birds-gardeners: a Road Runner may promote to a lost Gardener", "[seeds]") {
    auto rules = load("birds-gardeners");
    auto pos = at(rules, "9k/4P5/10/10/10/10/10/K3CDFQ2 w - - 0 1");
    // White has lost a Gardener (none on the board, two in the setup) and nothing else but
    // pawns and a Dodo/Crane/... present: only a Gardener or the other lost types
    const auto e7 = moves_from(pos, "e7");
    CHECK(e7.count("e7e8g"));
}

TEST_CASE("bombers-superknights: the Knight adds the (3,1) leap", "[seeds]") {
    auto rules = load("bombers-superknights");
    auto pos = aviary::Position::start(rules);
    // the shipped game's 36, and two more for each Knight: c1-b4, c1-d4, h1-g4, h1-i4
    CHECK(count(pos) == 40);
    CHECK(moves_from(pos, "c1") == S({"c1b3", "c1d3", "c1b4", "c1d4"}));
    auto lone = at(rules, "9k/10/10/10/10/4N5/10/10/10/K9 w - - 0 1");
    CHECK(moves_from(lone, "e5").size() == 16);
}

TEST_CASE("friendly-setup2: the page's array, the Mecklenbeck pawn promotes on the 9th", "[seeds]") {
    auto rules = load("friendly-setup2");
    auto pos = aviary::Position::start(rules);
    const std::string fen = pos.fen();
    // rank 3: Archer, Lady, Gerbil, Ghost, Jellyfish, Knight, Knight, and back again
    CHECK(fen.find("/ALEYJVVJYELA/HIOUSGGSUOIH/TMDCFFFFCDMT w") != std::string::npos);
    CHECK(fen.rfind("tmdcffffcdmt/hiousggsuoih/aleyjvvjyela/xpbknzznkbpx/", 0) == 0);
    // the Knights are knights: f3 jumps to e5 and g5 over the pawns, nothing else is free
    CHECK(moves_from(pos, "f3") == S({"f3e5", "f3g5"}));
    // a Mecklenbeck pawn stepping onto rank 9 must promote (to a lost type: here a Knight)
    auto meck = at(rules, "tmdcffffcdmt/12/12/12/X11/12/12/12/12/12/1V10/TMDCFFFF4 w - - 0 1");
    const auto a8 = moves_from(meck, "a8");
    CHECK(!a8.count("a8a9"));
    CHECK(a8.count("a8a9v"));
}

TEST_CASE("friendly-setup1: Black drops its second row, White's copy follows, one turn", "[seeds]") {
    auto rules = load("friendly-setup1");
    auto pos = aviary::Position::start(rules);
    // ten pieces in hand onto ten empty squares of rank 11, nothing else (must-drop)
    CHECK(count(pos) == 100);
    CHECK(aviary::perft(pos, 2) == 100 * 81);   // the same side again: nine onto nine
    CHECK(aviary::perft(pos, 3) == 100 * 81 * 64);
    play(pos, {"H@c11"});
    // White's Hangman leaves White's hand for j2 (the board turned half round); Black moves on
    CHECK(pos.fen().rfind("tmdcffffcdmt/2h2gg5/xpbknzznkbpx/12/12/12/12/12/12/XPBKNZZNKBPX/5GG2H2/", 0) == 0);
    CHECK(pos.fen().find("[AUSEYIJLOauseyijlo] b ") != std::string::npos);
    CHECK(count(pos) == 81);
}

TEST_CASE("friendly-setup1: the shipped order reaches the shipped game, White moves first", "[seeds]") {
    auto setup1 = load("friendly-setup1");
    auto shipped = load("friendly");
    // Black's shipped row but for the Jellyfish on a11 (White's copy goes to l2)
    auto pos = at(setup1, "tmdcffffcdmt/1yelaggsuoih/xpbknzznkbpx/12/12/12/12/12/12/XPBKNZZNKBPX/"
                          "HIOUSGGALEY1/TMDCFFFFCDMT[Jj] b - - 0 1");
    CHECK(moves(pos) == S({"J@a11"}));
    auto start = aviary::Position::start(shipped);
    // the last drop ends Black's turn: the shipped game's first moves follow, as many
    CHECK(aviary::perft(pos, 2) == aviary::perft(start, 1));
    CHECK(aviary::perft(pos, 3) == aviary::perft(start, 2));
    play(pos, {"J@a11"});
    const std::string board = start.fen().substr(0, start.fen().find(' '));
    CHECK(pos.fen().rfind(board + "[] w ", 0) == 0);
}

TEST_CASE("drop-copy: no copy when the other side has no such piece or the square is taken", "[seeds]") {
    auto rules = load("friendly-setup1");
    // White holds no Impala; White's Hangman's square j2 is filled by White's Gerbil
    auto pos = at(rules, "tmdcffffcdmt/5gg5/xpbknzznkbpx/12/12/12/12/12/12/XPBKNZZNKBPX/"
                         "5GG2E2/TMDCFFFFCDMT[Hhi] b - - 0 1");
    play(pos, {"H@c11"});
    CHECK(pos.fen().rfind("tmdcffffcdmt/2h2gg5/", 0) == 0);
    CHECK(pos.fen().find("/5GG2E2/TMDCFFFFCDMT[Hi] b ") != std::string::npos);
    play(pos, {"I@a11"});   // the last Black piece: White to move, its Hangman still in hand
    CHECK(pos.fen().find("[H] w ") != std::string::npos);
}

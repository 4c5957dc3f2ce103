// capture-colour = change (Andernach chess, variants/andernach.variant): a piece that captures,
// other than the king, changes colour where it lands; positions set up and counted by hand.
#include "helpers.hpp"
#include "ir/access.hpp"
#include "ir/rules_data.hpp"

using testing::at;
using testing::load;
using testing::moves;
using testing::play;

TEST_CASE("capture-colour: a rook that takes turns black, castling rights stay lost", "[andernach]") {
    auto rules = load("andernach");
    auto pos = at(rules, "4k3/8/8/n7/8/8/8/R3K3 w - - 0 1");
    play(pos, {"a1a5"});
    CHECK(pos.fen() == "4k3/8/8/r7/8/8/8/4K3 b - - 0 1");
    CHECK(moves(pos).count("a5a1"));   // (Black's rook now)
    // taking Black's rook on a8: a black rook stands there again, without Black's right
    auto home = at(rules, "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1");
    play(home, {"a1a8"});
    CHECK(home.fen() == "r3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    CHECK(!moves(home).count("e8c8"));
}

TEST_CASE("capture-colour: a pawn that takes onto the last rank promotes, then changes", "[andernach]") {
    auto rules = load("andernach");
    auto pos = at(rules, "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    auto queen = pos;
    play(queen, {"a7b8q"});
    CHECK(queen.fen() == "1q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    auto knight = pos;
    play(knight, {"a7b8n"});
    CHECK(knight.fen() == "1n2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // a push to the last rank takes nothing: a white queen
    play(pos, {"a7a8q"});
    CHECK(pos.fen() == "Qn2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("capture-colour: a changed pawn has no double step", "[andernach]") {
    auto rules = load("andernach");
    // the white pawn takes on d7, Black's pawn rank: a black pawn that has moved
    auto pos = at(rules, "4k3/3n4/2P5/8/8/8/8/4K3 w - - 0 1");
    play(pos, {"c6d7"});
    CHECK(pos.fen() == "4k3/3p4/8/8/8/8/8/4K3 b - - 0 1");
    CHECK(moves(pos).count("d7d6"));
    CHECK(!moves(pos).count("d7d5"));
}

TEST_CASE("capture-colour: a king that takes keeps its colour", "[andernach]") {
    auto rules = load("andernach");
    auto pos = at(rules, "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
    play(pos, {"e1d2"});
    CHECK(pos.fen() == "4k3/8/8/8/8/8/3K4/8 b - - 0 1");
}

TEST_CASE("capture-colour: a capture whose changed piece attacks the mover's king is illegal",
          "[andernach]") {
    auto rules = load("andernach");
    // Re4xe2 would leave a black rook next to the white king
    const char* fen = "k7/8/8/8/4R3/8/4n3/4K3 w - - 0 1";
    auto pos = at(rules, fen);
    CHECK(!moves(pos).count("e4e2"));
    CHECK(moves(pos).count("e1e2"));   // (the king takes and stays white)
    CHECK(moves(at(load("chess"), fen)).count("e4e2"));
    // king: d1 d2 e2 f1 f2; rook: e5-e8, e3, a4-d4, f4-h4 (not e2)
    CHECK(testing::count(pos) == 17);
    aviary::PerftOptions audit;
    audit.audit = true;
    CHECK_NOTHROW(aviary::perft(pos, 3, audit));
}

TEST_CASE("capture-colour: the changed piece gives no check, an uncovered one counts", "[andernach]") {
    auto rules = load("andernach");
    // Rxe5 would check in chess; here the rook is Black's
    auto quiet = at(rules, "4k3/8/8/R3p3/8/8/8/K7 w - - 0 1");
    play(quiet, {"a5e5"});
    CHECK(!quiet.in_check());
    // Nxd6 opens the e-file: the white rook checks, the black knight may block on e4
    auto open = at(rules, "4k3/8/3p4/8/4N3/8/8/K3R3 w - - 0 1");
    play(open, {"e4d6"});
    CHECK(open.fen() == "4k3/8/3n4/8/8/8/8/K3R3 b - - 0 1");
    CHECK(open.in_check());
    CHECK(moves(open).count("d6e4"));
    CHECK(!moves(open).count("e8e7"));
}

TEST_CASE("capture-colour: perft by hand, and the fast path is off", "[andernach]") {
    auto rules = load("andernach");
    // White Ka1 Nc3, Black Kh8 pd5. Ply 1: the king's a2 b1 b2 and the knight's eight (Nxd5
    // becomes a black knight, which does not attack a1) = 11. Ply 2: Black's king has g8 g7
    // h7 after every move; with the pawn on d5 it adds d4 (and dxe4 after Ne4: 5 replies),
    // 4 replies after each of the other nine; after Nxd5 the black knight's eight squares: 11.
    // 9 * 4 + 5 + 11 = 52 (chess: 44, Black keeping only the king's three after Nxd5).
    auto pos = at(rules, "7k/8/8/3p4/8/2N5/8/K7 w - - 0 1");
    CHECK(aviary::perft(pos, 1) == 11);
    CHECK(aviary::perft(pos, 2) == 52);
    auto plain = at(load("chess"), "7k/8/8/3p4/8/2N5/8/K7 w - - 0 1");
    CHECK(aviary::perft(plain, 2) == 44);
    aviary::PerftOptions audit;
    audit.audit = true;
    CHECK(aviary::perft(pos, 4, audit) == aviary::perft(pos, 4));
    CHECK(!aviary::detail::rules_data(rules).plan.fast);
}

TEST_CASE("capture-colour: perft through promotions by hand", "[andernach]") {
    // White Ke1 pa7, Black Ke8 nb8. Ply 1: the king's five, a8 and axb8 with four promotions
    // each = 13. Ply 2: after a king move Black has the king's five and the knight's three
    // (40 in all); after a8=Q or a8=R the knight is pinned (5 each), after a8=B or a8=N not
    // (8 each); after axb8 the king's five and the new black queen's 17, rook's 10, bishop's
    // 7, knight's 3 (57 in all): 123.
    auto pos = at(load("andernach"), "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(aviary::perft(pos, 1) == 13);
    CHECK(aviary::perft(pos, 2) == 123);
}

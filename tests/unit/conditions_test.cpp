// Fairy conditions on hand-worked positions: paralysis (Madrasi, variants/madrasi.variant).
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::load;
using testing::moves;
using testing::play;

namespace {
void audit(aviary::Position pos, int depth) {
    aviary::PerftOptions o;
    o.audit = true;
    CHECK_NOTHROW(aviary::perft(pos, depth, o));
}
}  // namespace

TEST_CASE("paralysis: two rooks attacking each other are both paralysed", "[madrasi]") {
    auto rules = load("madrasi");
    auto pos = at(rules, "4k3/8/8/8/r6R/8/8/4K3 w - - 0 1");
    // only the king moves: d1 d2 e2 f1 f2
    CHECK(moves(pos) == std::set<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"});
    // and so for Black: d8 d7 e7 f7 f8, after every one of White's five
    CHECK(aviary::perft(pos, 2) == 25);
    auto black = at(rules, "4k3/8/8/8/r6R/8/8/4K3 b - - 0 1");
    CHECK(count(black) == 5);
    // in chess both rooks take or move: 5 king moves and the rook's 7 + 3 + 3
    CHECK(count(at(load("chess"), "4k3/8/8/8/r6R/8/8/4K3 w - - 0 1")) == 19);
    audit(pos, 3);
}

TEST_CASE("paralysis: a paralysed rook gives no check, and a block that frees it is illegal",
          "[madrasi]") {
    auto rules = load("madrasi");
    auto quiet = at(rules, "k7/8/8/R3r3/8/8/8/4K3 w - - 0 1");
    CHECK_FALSE(quiet.in_check());
    CHECK(count(quiet) == 5);   // the king's five, e2 too; the rook a5 is paralysed
    // Nc5 would part the rooks: the black one, free again, would check e1
    auto block = at(rules, "k7/8/8/R3r3/8/1N6/8/4K3 w - - 0 1");
    const auto ms = moves(block);
    CHECK_FALSE(ms.count("b3c5"));
    CHECK(ms.count("b3d4"));
    CHECK(count(block) == 9);   // knight a1 c1 d2 d4, king d1 d2 e2 f1 f2
    audit(block, 3);
}

TEST_CASE("paralysis: pawns that attack each other stand still; unlike types do not paralyse",
          "[madrasi]") {
    auto rules = load("madrasi");
    auto pawns = at(rules, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    CHECK(count(pawns) == 5);   // e5 and exd5 are gone
    // a knight attacked by a bishop moves and takes as usual
    auto mixed = at(rules, "4k3/8/8/8/4n3/8/6B1/4K3 w - - 0 1");
    CHECK(moves(mixed).count("g2e4"));
    CHECK(moves(mixed).count("g2h3"));
    play(mixed, {"e1d1"});
    CHECK(moves(mixed).count("e4g3"));
}

TEST_CASE("paralysis of the kings (Rex Inclusive): kings may stand side by side", "[madrasi]") {
    auto rex = testing::from_text("board = 8x8\n"
                                  "piece K King K royal\n"
                                  "piece R Rook R\n"
                                  "paralysis = KR\n"
                                  "setup = 8/8/8/3k4/8/3K4/8/8 w - - 0 1\n");
    auto pos = aviary::Position::start(rex);
    // all eight: c4, d4 and e4 touch the black king, which is then paralysed itself
    CHECK(count(pos) == 8);
    play(pos, {"d3d4"});
    CHECK_FALSE(pos.in_check());
    // the kings paralyse each other: Black's cannot move, and is not in check (stalemate)
    CHECK(count(pos) == 0);
}

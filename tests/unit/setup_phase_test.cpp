// Setup phases (placement, sittuyin): compulsory drops (must-drop), drops onto both square
// colours (drop-colours), castling rights from drops (castling-drops) and promotion as a move
// of its own (promote-by=change). Hand-worked positions.
#include "helpers.hpp"

using testing::at;
using testing::play;
using testing::moves;
using testing::moves_from;
using testing::S;

namespace {

std::string load_error(const std::string& text) {
    auto r = aviary::load_ruleset(text, "test.variant");
    REQUIRE_FALSE(r.ok());
    return r.error_text();
}

const char* kPlacementLike = R"(board = 8x8
piece K King KisO2 royal
piece R Rook R
piece B Bishop B
piece P Pawn fmWfcF
castling = R
drops = ranks 1
setup = 8/pppppppp/8/8/8/8/PPPPPPPP/8[KRRBBkrrbb] w - - 0 1
)";

}  // namespace

TEST_CASE("must-drop: while a drop is legal only drops are; then the side moves as usual", "[setup]") {
    const auto rules = testing::load("placement");
    auto pos = at(rules, "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[N] w - - 0 1");
    CHECK(moves(pos) == S({"N@a1", "N@b1", "N@c1", "N@d1", "N@f1", "N@g1", "N@h1"}));
    play(pos, {"N@g1"});
    CHECK(moves_from(pos, "e7") == S({"e7e6", "e7e5"}));   // Black's hand is empty
    SECTION("a drop that blocks the check is the only answer") {
        auto c = at(rules, "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
        CHECK(moves(c) == S({"N@b1", "N@c1", "N@d1"}));
    }
    SECTION("no drop answers the check: the king moves") {
        auto c = at(rules, "4k3/8/8/8/8/8/3q4/4K3[N] w - - 0 1");
        CHECK(moves(c) == S({"e1d2", "e1f1"}));
    }
    SECTION("without must-drop the same position has moves and drops") {
        std::string text = kPlacementLike;
        const auto free = testing::from_text(text);
        auto p = at(free, "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[B] w - - 0 1");
        CHECK(moves_from(p, "a2") == S({"a2a3"}));
        CHECK(moves(at(testing::from_text(text + "must-drop = yes\n"),
                       "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[B] w - - 0 1"))
                  .count("a2a3") == 0);
    }
}

TEST_CASE("drop-colours: the bishops enter on squares of both colours", "[setup]") {
    const auto rules = testing::load("placement");
    auto pos = at(rules, "4k3/8/8/8/8/8/8/4K3[BB] w - - 0 1");
    CHECK(moves(pos).size() == 7);
    play(pos, {"B@c1", "e8d8"});
    CHECK(moves(pos) == S({"B@b1", "B@d1", "B@f1", "B@h1"}));   // the light squares
    SECTION("another piece may not take the last square of a colour the bishop still needs") {
        // b1 light and c1 dark are empty; the bishop on d1 stands on light: the one in hand
        // needs c1, so the knight goes to b1
        auto p = at(rules, "4k3/8/8/8/8/8/8/R2BKQNR[BN] w - - 0 1");
        CHECK(moves(p) == S({"B@c1", "N@b1"}));
    }
    SECTION("a letter of no piece is an error") {
        CHECK(load_error(std::string(kPlacementLike) + "drop-colours = X\n").find("X") != std::string::npos);
    }
}

TEST_CASE("castling-drops: a king or rook dropped on its castling square gives the right", "[setup]") {
    const auto rules = testing::load("placement");
    auto pos = at(rules, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R6R[K] w kq - 0 1");
    play(pos, {"K@e1"});
    CHECK(pos.fen() == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] b KQkq - 0 1");
    CHECK(moves_from(pos, "e8") == S({"e8d8", "e8f8", "e8g8,h8f8", "e8c8,a8d8"}));
    SECTION("a king dropped beside its square gains nothing") {
        auto p = at(rules, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R6R[K] w kq - 0 1");
        play(p, {"K@d1"});
        CHECK(p.fen() == "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R[] b kq - 0 1");
    }
    SECTION("a rook dropped on its square beside the king") {
        auto p = at(rules, "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[RR] w - - 0 1");
        play(p, {"R@h1"});
        CHECK(p.fen() == "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R[R] b K - 0 1");
        play(p, {"e8d8", "R@b1"});
        CHECK(p.fen() == "3k4/pppppppp/8/8/8/8/PPPPPPPP/1R2K2R[] b K - 0 2");
    }
    SECTION("castling-drops takes squares of the king's rank") {
        const std::string base = kPlacementLike;
        CHECK(load_error(base + "castling-drops = e1 a2\n").find("king's rank") != std::string::npos);
        CHECK(load_error(base + "castling-drops = e1 z9\n").find("z9") != std::string::npos);
        CHECK(load_error(base + "castling-drops = e1 a1 b1\n").find("each side") != std::string::npos);
        const auto ok = testing::from_text(base + "castling-drops = e1 a1 h1\n");
        CHECK(at(ok, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[BBbb] w KQkq - 0 1").fen() ==
              "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[BBbb] w KQkq - 0 1");
    }
}

TEST_CASE("promote-by=change: sittuyin's pawn becomes a met as a move of its own", "[setup]") {
    const auto rules = testing::load("sittuyin");
    SECTION("on a promotion square: in place or a diagonal step to an empty square") {
        auto pos = at(rules, "4k3/8/8/3P4/8/8/2P5/K7[] w - - 0 1");
        CHECK(moves_from(pos, "d5") == S({"d5d6", "d5d5f", "d5c6f", "d5e6f", "d5c4f", "d5e4f"}));
        play(pos, {"d5d5f"});
        CHECK(pos.fen() == "4k3/8/8/3F4/8/8/2P5/K7[] b - - 0 1");
    }
    SECTION("off the promotion squares only the last pawn promotes") {
        CHECK(moves_from(at(rules, "4k3/8/8/8/3P4/8/2P5/K7[] w - - 0 1"), "d4") == S({"d4d5"}));
        CHECK(moves_from(at(rules, "4k3/8/8/8/3P4/8/8/K7[] w - - 0 1"), "d4") ==
              S({"d4d5", "d4d4f", "d4c5f", "d4e5f", "d4c3f", "d4e3f"}));
    }
    SECTION("no second met, no attack on an enemy piece, no check") {
        CHECK(moves_from(at(rules, "4k3/8/8/3P4/8/8/2P5/F3K3[] w - - 0 1"), "d5") == S({"d5d6"}));
        // the met on d5 would attack the knight on c6
        CHECK(moves_from(at(rules, "3k4/8/2n5/3P4/8/8/2P5/K7[] w - - 0 1"), "d5") ==
              S({"d5d6", "d5c6", "d5e6f", "d5c4f", "d5e4f"}));
        // a step off the a-file would uncover the rook's check
        CHECK(moves_from(at(rules, "k7/8/8/P7/8/8/8/R3K3[] w - - 0 1"), "a5") == S({"a5a6", "a5a5f"}));
    }
    SECTION("an ordinary pawn move into the zone does not promote") {
        auto pos = at(rules, "4k3/8/8/8/3P4/8/2P5/K7[] w - - 0 1");
        play(pos, {"d4d5"});
        CHECK(pos.fen() == "4k3/8/8/3P4/8/8/2P5/K7[] b - - 0 1");
    }
    SECTION("promote-by=change needs promotion letters") {
        CHECK(load_error("board = 8x8\npiece K King K royal\npiece P Pawn fmW promote-by=change\n"
                         "setup = 4k3/8/8/8/8/8/P7/4K3 w - - 0 1\n")
                  .find("promote-by=change") != std::string::npos);
    }
}

TEST_CASE("placement and sittuyin: the setup phase from the start", "[setup]") {
    // placement: five kinds of piece, eight squares of the first rank
    CHECK(moves(aviary::Position::start(testing::load("placement"))).size() == 5 * 8);
    // sittuyin: rooks on the first rank (8 squares), the rest on the 8 + 8 + 4 empty squares
    // of the first three ranks
    CHECK(moves(aviary::Position::start(testing::load("sittuyin"))).size() == 8 + 4 * 20);
}

TEST_CASE("counting: a bare king's count shows in the FEN as Fairy-Stockfish writes it", "[setup]") {
    const auto rules = testing::load("sittuyin");
    auto pos = at(rules, "8/8/4k3/8/8/8/8/R3K3[] w - - 0 1");
    CHECK(pos.fen() == "8/8/4k3/8/8/8/8/R3K3[] w - - 0 1");   // no count before a move
    play(pos, {"a1a2"});
    CHECK(pos.fen() == "8/8/4k3/8/8/8/R7/4K3[] b - 32 0 1");   // a rook: 16 moves
    play(pos, {"e6e5", "a2a3"});
    CHECK(pos.fen() == "8/8/8/4k3/8/R7/8/4K3[] b - 32 2 2");
    SECTION("read back: the limit and the count's plies") {
        auto p = at(rules, "8/8/4k3/8/8/8/8/R3K3[] b - 32 5 1");
        CHECK(p.fen() == "8/8/4k3/8/8/8/8/R3K3[] b - 32 5 1");
        play(p, {"e6e5"});
        CHECK(p.fen() == "8/8/8/4k3/8/8/8/R3K3[] w - 32 6 2");
    }
    SECTION("no count while a pawn stands on the board, a knight's limit once it is gone") {
        auto p = at(rules, "8/8/4k3/8/3p4/2N5/8/4K3[] w - - 0 1");
        play(p, {"c3e2"});
        CHECK(p.fen() == "8/8/4k3/8/3p4/8/4N3/4K3[] b - - 1 1");
        auto q = at(rules, "8/8/4k3/8/3p4/8/4N3/4K3[] w - - 0 1");
        play(q, {"e2d4"});
        CHECK(q.fen() == "8/8/4k3/8/3N4/8/8/4K3[] b - 128 0 1");
    }
    SECTION("a count limit in a game without counting is an error") {
        CHECK_FALSE(aviary::Position::from_fen(testing::load("makruk"), "8/8/4k3/8/8/8/8/R3K3 b - 32 5 1").ok());
        CHECK(load_error("board = 8x8\npiece K King K royal\npiece R Rook R\ncounting = R 0\n"
                         "setup = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n").find("counting") != std::string::npos);
    }
}

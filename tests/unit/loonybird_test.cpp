// Loonybird (variants/loonybird.variant): the hand-worked positions L1-L7 of
// rules/loonybird.md, promotion from the opponent's hand, hands, castling and bad input.
#include "helpers.hpp"

using testing::at;
using testing::play;
using testing::count;
using testing::moves;
using testing::S;

namespace {

const aviary::Ruleset& rules() {
    static const aviary::Ruleset r = testing::load("loonybird");
    return r;
}

std::string parse_error(const aviary::Position& pos, const std::string& text) {
    auto m = pos.parse_move(text);
    REQUIRE_FALSE(m.ok());
    return m.errors().front().message;
}

}  // namespace

TEST_CASE("L1 start position: 10 moves, 100 at depth 2", "[loonybird]") {
    auto pos = aviary::Position::start(rules());
    CHECK(pos.fen() == "abckefg/ppppppp/7/7/7/PPPPPPP/ABCKEFG[] w Qq - 0 1");
    CHECK(moves(pos) == S({"a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "b1a3",
                           "b1c3", "g1f3"}));
    CHECK(aviary::perft(pos, 2) == 100);
}

TEST_CASE("L2 castling: king to b1, rook-bishop to c1 or d1", "[loonybird]") {
    auto pos = at(rules(), "3k3/7/7/7/7/7/A2K3[] w Q - 0 1");
    CHECK(count(pos) == 15);
    CHECK(moves(pos) == S({"d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "d1b1,a1c1", "d1b1,a1d1",
                           "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1b1", "a1c1"}));
    SECTION("the rook-bishop on d1 next to the king") {
        play(pos, {"d1b1,a1d1"});
        CHECK(pos.fen() == "3k3/7/7/7/7/7/1K1A3[] b - - 1 1");
    }
    SECTION("the rook-bishop on c1") {
        play(pos, {"d1b1,a1c1"});
        CHECK(pos.fen() == "3k3/7/7/7/7/7/1KA4[] b - - 1 1");
    }
    SECTION("Black castles the same way, on the a-file side") {
        auto b = at(rules(), "a2k3/7/7/7/7/7/3K3[] b q - 0 1");
        auto ms = moves(b);
        CHECK(ms.count("d7b7,a7c7") == 1);
        CHECK(ms.count("d7b7,a7d7") == 1);
        CHECK(count(b) == 15);
    }
}

TEST_CASE("L3 castling through an attacked square", "[loonybird]") {
    // the black knight-rook c7 attacks c1 along the c-file (its rook hunter)
    auto pos = at(rules(), "2bk3/7/7/7/7/7/A2K3[] w Q - 0 1");
    CHECK(count(pos) == 11);
    auto ms = moves(pos);
    CHECK(ms.count("d1b1,a1c1") == 0);
    CHECK(ms.count("d1b1,a1d1") == 0);
    CHECK(ms.count("d1c1") == 0);
    CHECK(ms.count("d1c2") == 0);
}

TEST_CASE("L4 drops interpose against a check", "[loonybird]") {
    auto pos = at(rules(), "3k3/7/3f3/7/7/7/3K3[E] w - - 0 1");
    CHECK(moves(pos) == S({"E@d2", "E@d3", "E@d4", "d1c1", "d1c2", "d1e1", "d1e2"}));
    auto quiet = at(rules(), "3k3/7/7/7/7/7/3K3[E] w - - 0 1");
    CHECK(count(quiet) == 52);   // 47 empty squares + 5 king moves
}

TEST_CASE("L5 promotion to a piece of the opponent's hand", "[loonybird]") {
    auto pos = at(rules(), "3k3/1P5/7/7/7/7/3K3[bf] w - - 0 1");
    CHECK(count(pos) == 7);
    auto ms = moves(pos);
    CHECK(ms.count("b6b7b") == 1);
    CHECK(ms.count("b6b7f") == 1);
    SECTION("the chosen piece leaves Black's hand and becomes White's") {
        play(pos, {"b6b7f"});
        CHECK(pos.fen() == "1F1k3/7/7/7/7/7/3K3[b] b - - 0 1");
        CHECK(pos.hash() == pos.compute_hash());
        pos.unmake();
        play(pos, {"b6b7b"});
        CHECK(pos.fen() == "1B1k3/7/7/7/7/7/3K3[f] b - - 0 1");
    }
    SECTION("the read-only views show the board and the hands") {
        const auto shape = rules().shape();
        auto pawn = pos.piece_at(*shape.parse("b6"));
        REQUIRE(pawn.has_value());
        CHECK(rules().pieces()[pawn->type].letter == 'P');
        CHECK(pawn->color == aviary::Color::White);
        CHECK_FALSE(pos.piece_at(*shape.parse("a1")).has_value());
        CHECK_FALSE(pos.piece_at(aviary::NoSquare).has_value());
        int black_hand = 0, white_hand = 0;
        for (int t = 0; t < int(rules().pieces().size()); ++t) {
            black_hand += pos.hand_count(aviary::Color::Black, t);
            white_hand += pos.hand_count(aviary::Color::White, t);
        }
        CHECK(black_hand == 2);
        CHECK(white_hand == 0);
        play(pos, {"b6b7f"});
        CHECK(pos.piece_at(*shape.parse("b7"))->color == aviary::Color::White);
        CHECK(rules().pieces()[pos.piece_at(*shape.parse("b7"))->type].letter == 'F');
    }
    SECTION("with Black's hand empty the pawn cannot move") {
        auto empty = at(rules(), "3k3/1P5/7/7/7/7/3K3[] w - - 0 1");
        CHECK(count(empty) == 5);
    }
    SECTION("White's own hand does not count") {
        auto own = at(rules(), "3k3/1P5/7/7/7/7/3K3[BF] w - - 0 1");
        CHECK(moves(own).count("b6b7b") == 0);
        CHECK(moves(own).count("b6b7f") == 0);
    }
}

TEST_CASE("promotion by capture, for Black, and a capture into the hand", "[loonybird]") {
    // b7 holds a black knight-rook; Black's hand has one bishop-rook
    auto pos = at(rules(), "1bk1e2/P1P3P/7/3K3/7/2p1p2/7[Bf] w - - 0 1");
    play(pos, {"a6b7f"});
    // the knight-rook goes to White's hand, the bishop-rook leaves Black's
    CHECK(pos.fen() == "1Fk1e2/2P3P/7/3K3/7/2p1p2/7[BB] b - - 0 1");
    // the new bishop-rook checks along rank 7 with its rook hunter
    CHECK(pos.in_check());
    // Black's pawns promote from White's hand
    auto black = at(rules(), "1bk1e2/P1P3P/7/3K3/7/2p1p2/7[Bf] b - - 0 1");
    auto ms = moves(black);
    CHECK(ms.count("c2c1b") == 1);
    CHECK(ms.count("e2e1b") == 1);
    CHECK(ms.count("c2c1f") == 0);   // Black's own hand does not count
    play(black, {"c2c1b"});
    CHECK(black.fen() == "1bk1e2/P1P3P/7/3K3/7/4p2/2b4[f] w - - 0 2");
}

TEST_CASE("promotion: one move per type held; a promoted piece is captured as itself", "[loonybird]") {
    auto pos = at(rules(), "3k3/1P5/7/7/7/7/3K3[bbf] w - - 0 1");
    CHECK(count(pos) == 7);   // b6b7b once although Black holds two knight-rooks
    play(pos, {"b6b7b"});
    CHECK(pos.fen() == "1B1k3/7/7/7/7/7/3K3[bf] b - - 0 1");

    auto promo = at(rules(), "3k3/1P5/7/7/7/7/3K3[f] w - - 0 1");
    play(promo, {"b6b7f"});
    CHECK(promo.in_check());   // the new bishop-rook takes like a rook along rank 7: d7
    // a promoted piece is captured as the piece it is (no promoted state)
    auto taken = at(rules(), "2Fk3/7/7/7/7/7/3K3[] b - - 0 1");
    play(taken, {"d7c7"});
    CHECK(taken.fen() == "2k4/7/7/7/7/7/3K3[f] w - - 0 2");
}

TEST_CASE("L6 a pawn that cannot promote still gives check", "[loonybird]") {
    auto pos = at(rules(), "2k3g/1P5/7/7/7/7/6K[] b - - 0 1");
    CHECK(pos.in_check());
    CHECK(moves(pos) == S({"c7b6", "c7b7", "c7c6", "c7d6", "c7d7"}));
}

TEST_CASE("L7 carrier moves and hunter captures", "[loonybird]") {
    auto pos = at(rules(), "3k3/1pp2p1/5a1/3C3/7/7/3K3[] w - - 0 1");
    CHECK(testing::moves_from(pos, "d4") == S({"d4a1", "d4b2", "d4c3", "d4c5", "d4e3", "d4f2",
                                               "d4g1", "d4e5", "d4c6", "d4f5"}));
    CHECK(count(pos) == 14);
    CHECK(moves(pos).count("d1c2") == 0);   // the rook-bishop f5 takes like a bishop
}

TEST_CASE("captured pieces go to the hand, captured pawns leave the game", "[loonybird]") {
    SECTION("a pawn taken by a pawn") {
        auto pos = at(rules(), "3k3/7/7/2p4/1P5/7/3K3[] w - - 0 1");
        play(pos, {"b3c4"});
        CHECK(pos.fen() == "3k3/7/7/2P4/7/7/3K3[] b - - 0 1");
    }
    SECTION("a pawn taken by a piece") {
        // the rook-knight b2 takes like a knight
        auto pos = at(rules(), "3k3/7/7/2p4/7/1E5/3K3[] w - - 0 1");
        play(pos, {"b2c4"});
        CHECK(pos.fen() == "3k3/7/7/2E4/7/7/3K3[] b - - 0 1");
    }
    SECTION("a piece changes colour into the captor's hand") {
        auto pos = at(rules(), "3k3/7/7/2e4/7/1E5/3K3[] w - - 0 1");
        play(pos, {"b2c4"});
        CHECK(pos.fen() == "3k3/7/7/2E4/7/7/3K3[E] b - - 0 1");
        // and is dropped in White's colour (d6 is attacked by the knight hunter on c4)
        CHECK(moves(pos).count("d7d6") == 0);
        play(pos, {"d7e7", "E@e5"});
        CHECK(pos.fen() == "4k2/7/4E2/2E4/7/7/3K3[] b - - 2 2");
    }
}

TEST_CASE("a dropped rook-bishop never castles", "[loonybird]") {
    // White's rook-bishop takes on c3 (it leaves a1: the right is gone), then a rook-bishop
    // from the hand is dropped on a1: no castling, and the dropped piece is not virgin.
    auto pos = at(rules(), "3k3/7/7/7/2g4/7/A2K3[A] w Q - 0 1");
    CHECK(moves(pos).count("d1b1,a1c1") == 1);
    CHECK(moves(pos).count("d1b1,a1d1") == 1);
    play(pos, {"a1c3", "d7e7"});
    CHECK(pos.fen() == "4k2/7/7/7/2A4/7/3K3[AG] w - - 1 2");
    play(pos, {"A@a1", "e7d7"});
    CHECK(pos.fen() == "3k3/7/7/7/2A4/7/A2K3[G] w - - 3 3");
    auto ms = moves(pos);
    CHECK(ms.count("d1b1,a1c1") == 0);
    CHECK(ms.count("d1b1,a1d1") == 0);
    CHECK_FALSE(pos.is_unmoved(rules().shape().square(0, 0)));
    // A FEN cannot grant the right back to a piece that is not on its square either
    CHECK_FALSE(aviary::Position::from_fen(rules(), "3k3/7/7/7/7/7/1A1K3[] w Q - 0 1").ok());
}

TEST_CASE("capturing the rook-bishop on its square ends castling", "[loonybird]") {
    auto pos = at(rules(), "3k3/7/7/7/7/1g5/A2K3[] b Q - 0 1");
    play(pos, {"b2a1"});
    CHECK(pos.fen() == "3k3/7/7/7/7/7/g2K3[a] w - - 0 2");
}

TEST_CASE("loonybird: bad input is explained", "[loonybird]") {
    auto bad_fen = [](const std::string& fen) {
        auto p = aviary::Position::from_fen(rules(), fen);
        REQUIRE_FALSE(p.ok());
        return p.errors().front().message;
    };
    CHECK(bad_fen("3k3/7/7/7/7/7/3K3[Pe] w - - 0 1") ==
          "'P' (Pawn) can never be in a hand in this game");
    CHECK(bad_fen("3k3/7/7/7/7/7/3K3[Ek] w - - 0 1") ==
          "'k' (King) can never be in a hand in this game");
    CHECK(bad_fen("3k3/7/7/7/7/7/3K3 w - - 0 1") ==
          "this game has hands: write them after the board, e.g. [] when empty");
    CHECK(bad_fen("3k3/7/7/7/7/7/1A1K3[] w Q - 0 1") ==
          "castling flag 'Q' needs the king and its partner on their setup squares (d1 and a1)");

    auto pos = at(rules(), "3k3/1P5/7/3p3/7/7/3K3[Eb] w - - 0 1");
    CHECK(parse_error(pos, "E@d4") == "illegal move 'E@d4': the square d4 is occupied");
    CHECK(parse_error(pos, "F@a1") == "illegal move 'F@a1': no 'F' (bishop-rook) in White's hand");
    CHECK(parse_error(pos, "b6b7f") ==
          "illegal move 'b6b7f': cannot promote to 'f' here: choose b (the types in the "
          "opponent's hand)");
    CHECK(parse_error(pos, "b6b7") ==
          "illegal move 'b6b7': this move must promote: add one of b (the types in the "
          "opponent's hand)");
    auto empty = at(rules(), "3k3/1P5/7/7/7/7/3K3[E] w - - 0 1");
    CHECK(parse_error(empty, "b6b7e") ==
          "illegal move 'b6b7e': the Pawn cannot move to b7: it must promote to a type in the "
          "opponent's hand, and that hand is empty");
    // not a move at all: no promotion story
    CHECK(parse_error(empty, "b6c7e").rfind("illegal move 'b6c7e' in ", 0) == 0);
}

TEST_CASE("a castling move string with its partner part parses (any game)", "[parse]") {
    auto chess = testing::load("chess");
    auto pos = at(chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    auto m = pos.parse_move("e1g1,h1f1");
    INFO(m.error_text());
    REQUIRE(m.ok());
    CHECK(pos.move_to_string(*m) == "e1g1,h1f1");
    CHECK(pos.parse_move("e1c1,a1d1").ok());
}

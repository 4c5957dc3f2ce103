// The catalogue mechanics of issue 15, each on a small game written for the test: castling from
// any setup (castling-start = any), double steps from a region (initial-from=), duple check,
// promotion limits, initial-move rights in the FEN and their loss to an aiming piece.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::moves;
using testing::moves_from;

namespace {

// Kings and rooks on 8x8, castling as in chess (king to g/c, rook to f/d) from anywhere.
aviary::Ruleset any_castling() {
    return from_text("board = 8x8\npiece K King KisO2 royal\npiece R Rook R\ncastling = R\n"
                     "castling-start = any\nsetup = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n");
}

aviary::Position after(const aviary::Ruleset& rules, const std::string& fen, const std::string& move) {
    auto pos = at(rules, fen);
    auto m = pos.parse_move(move);
    INFO(move << " in " << fen << ": " << m.error_text());
    REQUIRE(m.ok());
    pos.make(*m);
    return pos;
}

}  // namespace

TEST_CASE("castling-start = any: the king and rook land on fixed files", "[catalogue]") {
    auto rules = any_castling();
    SECTION("the setup's rights are written as the rooks' files") {
        CHECK(at(rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").fen() ==
              "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    }
    SECTION("a king on b1 castles towards a1 by moving right") {
        auto pos = at(rules, "4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
        CHECK(moves_from(pos, "b1").count("b1c1,a1d1") == 1);
        CHECK(moves_from(pos, "b1").count("b1g1,h1f1") == 1);
        CHECK(after(rules, pos.fen(), "b1c1,a1d1").fen() == "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
    }
    SECTION("a king already on g1 stays; a rook on f1 with the king on e1 stays") {
        CHECK(after(rules, "4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1g1,h1f1").fen() ==
              "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
        CHECK(after(rules, "4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1g1,f1f1").fen() ==
              "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    }
    SECTION("every square the king passes must be safe and empty") {
        CHECK(moves_from(at(rules, "2r1k3/8/8/8/8/8/8/RK5R w HA - 0 1"), "b1").count("b1c1,a1d1") == 0);
        CHECK(moves_from(at(rules, "4k3/8/8/8/8/8/8/RKR4R w HA - 0 1"), "b1").count("b1c1,a1d1") == 0);
    }
    SECTION("K and Q name the outermost rook; a moved rook loses its right") {
        auto pos = at(rules, "4k3/8/8/8/8/8/8/1R2K1RR w KQ - 0 1");
        CHECK(pos.fen() == "4k3/8/8/8/8/8/8/1R2K1RR w HB - 0 1");
        CHECK(after(rules, pos.fen(), "h1h2").fen() == "4k3/8/8/8/8/8/7R/1R2K1R1 b B - 1 1");
    }
    SECTION("a letter without a rook on its file is an error") {
        auto bad = aviary::Position::from_fen(rules, "4k3/8/8/8/8/8/8/R3K3 w H - 0 1");
        CHECK_FALSE(bad.ok());
        CHECK(bad.error_text().find("names no castling partner") != std::string::npos);
    }
}

TEST_CASE("initial-from: i-moves start from a region, moved or not", "[catalogue]") {
    auto rules = from_text("board = 8x8\npiece K King K royal\n"
                           "piece P Pawn fmWifmnD initial-from=2,c3\n"
                           "setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    // a pawn that has moved to c3 still double-steps; one on d3 does not; one on b2 does
    auto pos = at(rules, "4k3/8/8/8/8/2PP4/1P6/4K3 w - - 0 1");
    CHECK(moves_from(pos, "c3") == std::set<std::string>{"c3c4", "c3c5"});
    CHECK(moves_from(pos, "d3") == std::set<std::string>{"d3d4"});
    CHECK(moves_from(pos, "b2") == std::set<std::string>{"b2b3", "b2b4"});
    // Black's region is White's mirrored: rank 7 and c6
    auto black = at(rules, "4k3/8/2p5/8/8/8/8/4K3 b - - 0 1");
    CHECK(moves_from(black, "c6") == std::set<std::string>{"c6c5", "c6c4"});
    CHECK_FALSE(aviary::load_ruleset("board = 8x8\npiece K King K royal initial-from=9\n"
                                     "setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", "t.variant").ok());
}

TEST_CASE("duple-check: two royal kings are in check only when both are attacked", "[catalogue]") {
    auto rules = from_text("board = 8x8\npiece K King K royal\npiece R Rook R\n"
                           "piece P Pawn fmW promote=KR\nduple-check = yes\npromotion-limit = K 2\n"
                           "setup = 2k2k2/8/8/8/8/8/8/4K3 w - - 0 1\n");
    SECTION("one king attacked: any move, even one leaving it attacked") {
        auto pos = at(rules, "2k2k2/8/8/8/8/8/8/2R1K3 b - - 0 1");
        CHECK_FALSE(pos.in_check());
        CHECK(moves_from(pos, "f8").count("f8g8") == 1);
        CHECK(moves_from(pos, "c8").count("c8c7") == 1);
    }
    SECTION("both attacked: check, and a move must save one") {
        auto pos = at(rules, "2k2k2/8/8/8/8/8/8/2R2RK1 b - - 0 1");
        CHECK(pos.in_check());
        for (const auto& m : moves(pos)) CHECK((m.rfind("c8", 0) == 0 || m.rfind("f8", 0) == 0));
        CHECK(moves_from(pos, "f8").count("f8e8") == 1);   // f8 safe, c8 still attacked
    }
    SECTION("promotion to a king only while the side has fewer than two") {
        CHECK(moves_from(at(rules, "2k2k2/8/8/8/8/8/p7/4K3 b - - 0 1"), "a2") ==
              std::set<std::string>{"a2a1r"});
        CHECK(moves_from(at(rules, "5k2/8/8/8/8/8/p7/4K3 b - - 0 1"), "a2") ==
              std::set<std::string>{"a2a1k", "a2a1r"});
    }
}

TEST_CASE("last-check: only the last royal king minds attacks on its castling path", "[catalogue]") {
    auto rules = from_text("board = 8x8\npiece K King KisO2 royal\npiece R Rook R\ncastling = R\n"
                           "royalty = last-check\nsetup = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n");
    // the rook on f2 attacks f1, which the king passes castling short
    auto lone = moves_from(at(rules, "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"), "e1");
    CHECK(lone.count("e1g1,h1f1") == 0);
    CHECK(lone.count("e1c1,a1d1") == 1);
    // with a second king, the first may castle through attack (and be left attacked)
    auto two = moves_from(at(rules, "4k3/8/8/8/7K/8/5r2/R3K2R w KQ - 0 1"), "e1");
    CHECK(two.count("e1g1,h1f1") == 1);
    CHECK(two.count("e1c1,a1d1") == 1);
}

TEST_CASE("initial rights in the FEN's castling field, lost to an aiming rook", "[catalogue]") {
    auto rules = from_text("board = 8x8\npiece K King KifsmN{if:!attacked} royal\n"
                           "piece M Met FifmD\npiece R Rook R\npiece P Pawn fmW\n"
                           "initial-rights = castling-field\ninitial-lost-to = R\n"
                           "setup = 3mk3/8/8/8/8/8/8/3KM3 w DEde - 0 1\n");
    SECTION("the letters give the leaps; a piece without its letter has none") {
        auto pos = at(rules, "3mk3/8/8/8/8/8/8/3KM3 w De - 0 1");
        CHECK(pos.fen() == "3mk3/8/8/8/8/8/8/3KM3 w De - 0 1");
        CHECK(moves_from(pos, "d1").count("d1b2") == 1);
        CHECK(moves_from(pos, "d1").count("d1f2") == 1);
        CHECK(moves_from(pos, "e1").count("e1e3") == 0);
        // moving the king takes its letter
        CHECK(after(rules, pos.fen(), "d1c1").fen() == "3mk3/8/8/8/8/8/8/2K1M3 b e - 1 1");
    }
    SECTION("{if:!attacked}: no leap while in check") {
        auto pos = at(rules, "3mk3/8/8/8/8/8/3r4/3KM3 w DE - 0 1");
        CHECK(moves_from(pos, "d1").count("d1b2") == 0);
        CHECK(moves_from(pos, "d1").count("d1f2") == 0);
    }
    SECTION("a rook moving onto the king's file takes its leap, even through a blocker") {
        auto pos = after(rules, "3mk3/4p3/8/8/8/R7/8/3KM3 w DEde - 0 1", "a3e3");
        CHECK(pos.fen() == "3mk3/4p3/8/8/8/4R3/8/3KM3 b DEd - 1 1");
        auto other = after(rules, "3mk3/4p3/8/8/8/R7/8/3KM3 w DEde - 0 1", "a3b3");
        CHECK(other.fen() == "3mk3/4p3/8/8/8/1R6/8/3KM3 b DEde - 1 1");
    }
    SECTION("a letter that is no file is an error") {
        CHECK_FALSE(aviary::Position::from_fen(rules, "3mk3/8/8/8/8/8/8/3KM3 w KQ - 0 1").ok());
    }
}

TEST_CASE("en passant fields as Fairy-Stockfish writes them: unseparated, with the destination",
          "[catalogue]") {
    auto rules = testing::load("berolina");
    // Black's h7f5 passed g6; Fairy-Stockfish writes f5g6, Aviary reads it and writes g6
    auto pos = at(rules, "4k3/8/8/5pP1/8/8/8/4K3 w - f5g6 0 1");
    CHECK(pos.fen() == "4k3/8/8/5pP1/8/8/8/4K3 w - g6 0 1");
    CHECK(moves_from(pos, "g5").count("g5g6") == 1);
    // a square holding the piece that just moved, alone, is still an error
    auto chess = testing::load("chess");
    CHECK_FALSE(aviary::Position::from_fen(chess, "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1").ok());
    CHECK(at(chess, "4k3/8/8/8/3pP3/8/8/4K3 b - e3e4 0 1").fen() == "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
}

TEST_CASE("promotion-limit: types joined by + are counted together", "[catalogue]") {
    // a queen and a promoted queen (U, fen=Q~) share one limit: one of either on the board
    auto rules = from_text("board = 8x8\npiece K King K royal\npiece Q Queen Q\npiece R Rook R\n"
                           "piece U \"promoted queen\" Q fen=Q~ demote=P\npiece P Pawn fmW promote=UR\n"
                           "promotion-limit = Q+U 1\nsetup = 4k3/P7/8/8/8/8/8/4K3 w - - 0 1\n");
    CHECK(moves_from(at(rules, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7") ==
          std::set<std::string>{"a7a8q", "a7a8r"});   // (U is written as its queen)
    CHECK(moves_from(at(rules, "4k3/P7/8/8/8/8/8/3QK3 w - - 0 1"), "a7") == std::set<std::string>{"a7a8r"});
    CHECK(moves_from(at(rules, "4k3/P7/8/8/8/8/8/3Q~K3 w - - 0 1"), "a7") == std::set<std::string>{"a7a8r"});
    CHECK_FALSE(aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece Q Queen Q\n"
                                     "promotion-limit = Q+Z 1\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", "t.variant").ok());
}

TEST_CASE("castling-partner = innermost: the king castles with the nearest partner", "[catalogue]") {
    const std::string game = "board = 12x8\npiece K King KisO2 royal\npiece R Rook R\ncastling = R\n"
                             "setup = r2r2k2r1r/12/12/12/12/12/12/R2R2K2R1R w KQkq - 0 1\n";
    auto inner = from_text(game + "castling-partner = innermost\n");
    auto outer = from_text(game);
    const std::string fen = "r2r2k2r1r/12/12/12/12/12/12/R2R2K2R1R w KQkq - 0 1";
    SECTION("the inner rooks castle; the outer ones, blocked by them, do not") {
        auto pos = at(inner, fen);
        CHECK(moves_from(pos, "g1").count("g1e1,d1f1") == 1);
        CHECK(moves_from(pos, "g1").count("g1i1,j1h1") == 1);
        CHECK(after(inner, fen, "g1e1").fen() == "r2r2k2r1r/12/12/12/12/12/12/R3KR3R1R b kq - 1 1");
        CHECK(moves_from(at(outer, fen), "g1") == std::set<std::string>{"g1f1", "g1f2", "g1g2", "g1h1", "g1h2"});
    }
    SECTION("an inner rook that moves takes its side's right; an outer one does not") {
        CHECK(after(inner, fen, "j1j2").fen() == "r2r2k2r1r/12/12/12/12/12/9R2/R2R2K4R b Qkq - 1 1");
        CHECK(after(inner, fen, "l1l2").fen() == "r2r2k2r1r/12/12/12/12/12/11R/R2R2K2R2 b KQkq - 1 1");
    }
    SECTION("not with castling-start = any") {
        auto bad = aviary::load_ruleset(game + "castling-partner = innermost\ncastling-start = any\n",
                                        "t.variant");
        CHECK_FALSE(bad.ok());
    }
}

TEST_CASE("castling-opposite = yes: castling on a wing takes that wing from the opponent", "[catalogue]") {
    const std::string game = "board = 8x8\npiece K King KisO2 royal\npiece R Rook R\ncastling = R\n"
                             "setup = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n";
    auto opposite = from_text(game + "castling-opposite = yes\n");
    auto plain = from_text(game);
    const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    SECTION("White castles short: Black keeps only the long castling") {
        CHECK(after(opposite, fen, "e1g1").fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b q - 1 1");
        CHECK(after(plain, fen, "e1g1").fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
        auto black = after(opposite, fen, "e1g1");
        CHECK(moves_from(black, "e8").count("e8g8,h8f8") == 0);
        CHECK(moves_from(black, "e8").count("e8c8,a8d8") == 1);
    }
    SECTION("Black castles long: White's long castling goes, its short one stays") {
        auto pos = after(opposite, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8");
        CHECK(pos.fen() == "2kr3r/8/8/8/8/8/8/R3K2R w K - 1 2");
    }
    SECTION("a move that is not castling takes nothing from the opponent") {
        CHECK(after(opposite, fen, "e1f1").fen() == "r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1");
    }
}

TEST_CASE("castling-wins = RIGHTS: castling with a listed right wins, losing them all loses", "[catalogue]") {
    const std::string game = "board = 8x8\npiece K King KisO2 royal\npiece R Rook R\npiece P Pawn fmWfcF\n"
                             "castling = R\nsetup = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n";
    auto rs = from_text(game + "castling-wins = q\n");   // Black's long castling only
    const std::string black = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    SECTION("Black castles long and wins at once; its short castling wins nothing") {
        auto won = after(rs, black, "e8c8");
        CHECK(won.outcome().termination == aviary::Termination::Goal);
        CHECK(won.outcome().winner == aviary::Color::Black);
        CHECK(testing::moves(won).empty());
        auto on = after(rs, black, "e8g8");   // gives up the long castling: Black has lost
        CHECK(on.outcome().winner == aviary::Color::White);
    }
    SECTION("a king or partner move that ends the listed right loses; other rights do not count") {
        CHECK(after(rs, black, "a8b8").outcome().winner == aviary::Color::White);
        CHECK(after(rs, black, "h8g8").outcome().termination == aviary::Termination::None);
        CHECK(after(rs, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1f1").outcome().termination ==
              aviary::Termination::None);
    }
    SECTION("taking the partner ends the owner's right: the taker wins") {
        auto taken = after(rs, "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1", "b7a8");
        CHECK(taken.outcome().winner == aviary::Color::White);
    }
    SECTION("letters other than K Q k q, or no castling, are errors") {
        CHECK_FALSE(aviary::load_ruleset(game + "castling-wins = x\n", "t.variant").ok());
        auto none = "board = 8x8\npiece K King K royal\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\ncastling-wins = K\n";
        CHECK_FALSE(aviary::load_ruleset(none, "t.variant").ok());
    }
}

// Game ends by variant rules (extinction, goal squares, check counting, the result of a mate)
// and move constraints (compulsory captures, no giving check, castling by a piece that is not
// royal): each on a small game written for the test, so the rule alone decides.
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::from_text;
using testing::moves;

namespace {

// Kings, rooks and pawns on 8x8; `extra` adds the rule under test.
aviary::Ruleset small(const std::string& extra) {
    return from_text("board = 8x8\npiece K King K royal\npiece R Rook R\npiece Q Queen Q\n"
                     "piece P Pawn fmWfcF promote=Q\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n" +
                     extra);
}

void play(aviary::Position& pos, const std::string& move) {
    auto m = pos.parse_move(move);
    INFO(move << " in " << pos.fen() << ": " << m.error_text());
    REQUIRE(m.ok());
    pos.make(*m);
}

}  // namespace

TEST_CASE("extinction: taking the last piece of a listed type ends the game", "[game-end]") {
    auto rules = small("extinction = Q\n");
    auto pos = at(rules, "4k3/8/8/3q4/8/8/3R4/Q3K3 w - - 0 1");
    CHECK(pos.outcome().termination == aviary::Termination::None);
    play(pos, "d2d5");
    const auto o = pos.outcome();
    CHECK(o.termination == aviary::Termination::Extinction);
    CHECK(o.winner == aviary::Color::White);
    CHECK(count(pos) == 0);
    pos.unmake();
    CHECK(count(pos) > 0);
}

TEST_CASE("extinction: a count threshold, all pieces, and a win for the extinct side",
          "[game-end]") {
    SECTION("extinction-count: two or fewer rooks lose") {
        auto rules = small("extinction = R\nextinction-count = 2\n");
        auto pos = at(rules, "r3k2r/8/8/r7/8/8/R7/R3K2R w - - 0 1");
        CHECK(pos.outcome().termination == aviary::Termination::None);
        play(pos, "a2a5");
        CHECK(pos.outcome().termination == aviary::Termination::Extinction);
        CHECK(pos.outcome().winner == aviary::Color::White);
    }
    SECTION("all, extinction-result = win: losing the last piece wins") {
        auto rules = from_text(
            "board = 8x8\npiece K King K\npiece R Rook R\nsetup = 8/8/8/8/8/8/8/K6k w - - 0 1\n"
            "extinction = all\nextinction-result = win\n");
        auto pos = at(rules, "8/8/8/8/8/8/8/R6r w - - 0 1");
        play(pos, "a1h1");
        CHECK(pos.outcome().termination == aviary::Termination::Extinction);
        CHECK(pos.outcome().winner == aviary::Color::Black);
        CHECK(count(pos) == 0);
    }
}

TEST_CASE("goal: a listed piece on a goal square wins at once", "[game-end]") {
    auto rules = small("goal = K d4 e4 d5-e5\n");
    auto pos = at(rules, "4k3/8/8/8/8/4K3/8/8 w - - 0 1");
    play(pos, "e3d4");
    CHECK(pos.outcome().termination == aviary::Termination::Goal);
    CHECK(pos.outcome().winner == aviary::Color::White);
    CHECK(count(pos) == 0);
    pos.unmake();
    play(pos, "e3f4");
    CHECK(pos.outcome().termination == aviary::Termination::None);
    SECTION("the range d5-e5 holds e5") {
        play(pos, "e8e7");
        play(pos, "f4e5");
        CHECK(pos.outcome().termination == aviary::Termination::Goal);
    }
}

TEST_CASE("check-limit: checks are counted in the FEN and the last one wins", "[game-end]") {
    auto rules = small("check-limit = 2\n");
    auto pos = at(rules, "4k3/8/8/8/8/8/8/R3K3 w - - 2+2 0 1");
    CHECK(pos.fen() == "4k3/8/8/8/8/8/8/R3K3 w - - 2+2 0 1");
    play(pos, "a1a8");
    CHECK(pos.fen() == "R3k3/8/8/8/8/8/8/4K3 b - - 1+2 1 1");
    CHECK(pos.hash() == pos.compute_hash());
    play(pos, "e8e7");
    play(pos, "a8a7");
    CHECK(pos.outcome().termination == aviary::Termination::CheckLimit);
    CHECK(pos.outcome().winner == aviary::Color::White);
    CHECK(count(pos) == 0);
    SECTION("a FEN without the counter: no check given yet") {
        auto fresh = at(rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        CHECK(fresh.fen() == "4k3/8/8/8/8/8/8/R3K3 w - - 2+2 0 1");
    }
    SECTION("a bad counter is an error at its place") {
        auto bad = aviary::Position::from_fen(rules, "4k3/8/8/8/8/8/8/R3K3 w - - 1+x 0 1");
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.errors().front().where.column == 30);
        CHECK(bad.errors().front().message.find("check counter") != std::string::npos);
        auto over = aviary::Position::from_fen(rules, "4k3/8/8/8/8/8/8/R3K3 w - - 3+1 0 1");
        REQUIRE_FALSE(over.ok());
        CHECK(over.errors().front().message.find("at most 2") != std::string::npos);
    }
}

TEST_CASE("must-capture: when a capture is legal, only captures are", "[game-end]") {
    auto rules = small("must-capture = yes\n");
    auto pos = at(rules, "4k3/8/8/3p4/8/8/3R4/4K3 w - - 0 1");
    CHECK(moves(pos) == std::set<std::string>{"d2d5"});
    auto none = at(rules, "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1");
    CHECK(count(none) > 1);
    SECTION("the count at the last ply agrees with the list") {
        aviary::PerftOptions opt;
        opt.audit = true;
        CHECK(aviary::perft(pos, 1, opt) == 1);
        CHECK(aviary::perft(pos, 3, opt) > 0);
    }
}

TEST_CASE("checkmate = win: the mated side wins", "[game-end]") {
    auto rules = small("checkmate = win\n");
    auto pos = at(rules, "4k3/R7/8/8/8/8/8/4K2R w - - 0 1");
    play(pos, "h1h8");
    CHECK(pos.outcome().termination == aviary::Termination::Checkmate);
    CHECK(pos.outcome().winner == aviary::Color::Black);
}

TEST_CASE("giving-check = illegal: no move may give check", "[game-end]") {
    auto rules = small("giving-check = illegal\n");
    auto pos = at(rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    const auto ms = moves(pos);
    CHECK(ms.count("a1a8") == 0);
    CHECK(ms.count("a1e1") == 0);
    CHECK(ms.count("a1a7") == 1);
    aviary::PerftOptions opt;
    opt.audit = true;
    CHECK(aviary::perft(pos, 3, opt) > 0);
}

TEST_CASE("a castling piece that is not royal castles through attacked squares", "[game-end]") {
    auto rules = from_text("board = 8x8\npiece K King KisO2\npiece R Rook R\ncastling = R\n"
                           "extinction = K\nsetup = r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n");
    auto pos = at(rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(moves(pos).count("e1g1,h1f1") == 1);
    auto through = at(rules, "r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    CHECK(moves(through).count("e1g1,h1f1") == 1);   // g1 attacked by the rook on g8
}

TEST_CASE("variant-file errors for the game-end keys", "[game-end]") {
    const std::string base = "board = 8x8\npiece K King K royal\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n";
    auto fails = [&](const std::string& extra, const std::string& words) {
        auto r = aviary::load_ruleset(base + extra, "t.variant");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find(words) != std::string::npos);
        CHECK(r.errors().front().where.line == 4);
    };
    fails("extinction = Z\n", "no piece has the letter 'Z'");
    fails("extinction-count = 2\n", "needs an extinction = line");
    fails("check-limit = 0\n", "from 1 to 15");
    fails("goal = K z9\n", "goal squares");
    fails("goal = K\n", "goal = LETTERS SQUARES");
    fails("must-capture = maybe\n", "must-capture is one of: no, yes");
    fails("checkmate = sometimes\n", "checkmate is one of: loss, win, draw");
}

TEST_CASE("a promotion to a royal type may not land on an attacked square", "[game-end]") {
    auto rules = testing::load("coregal");
    // the king on e7 attacks d8: the new queen would be royal and attacked
    auto pos = at(rules, "B6r/2pPk3/2n2b2/2P4p/Q5PN/PP2Kp2/3R2RP/7q w - - 1 49");
    const auto ms = moves(pos);
    CHECK(ms.count("d7d8q") == 0);
    CHECK(ms.count("d7d8r") == 1);
    aviary::PerftOptions opt;
    opt.audit = true;
    CHECK(aviary::perft(pos, 2, opt) > 0);
    SECTION("a FEN may hold more queens than the setup: pawns promote to them") {
        CHECK(aviary::Position::from_fen(rules, "4kq2/8/8/8/8/8/8/QQ2K3 w - - 0 1").ok());
        CHECK_FALSE(aviary::Position::from_fen(rules, "4kq2/8/8/8/8/8/8/Q2KK3 w - - 0 1").ok());
    }
}

TEST_CASE("goal-reply: Black may answer White's goal for a draw", "[game-end]") {
    auto rules = from_text("board = 8x8\npiece K King K royal\ngoal = K a8-h8\ngoal-reply = yes\n"
                           "setup = 8/8/8/8/8/8/k6K/8 w - - 0 1\n");
    SECTION("Black can reach the rank: the game goes on, and reaching it draws") {
        auto pos = at(rules, "7K/1k6/8/8/8/8/8/8 b - - 0 1");
        CHECK(pos.outcome().termination == aviary::Termination::None);
        CHECK(count(pos) == 8);
        play(pos, "b7b8");
        CHECK(pos.outcome().termination == aviary::Termination::Goal);
        CHECK_FALSE(pos.outcome().winner.has_value());
        pos.unmake();
        play(pos, "b7a6");
        CHECK(pos.outcome().winner == aviary::Color::White);
    }
    SECTION("Black cannot: White has won") {
        auto pos = at(rules, "7K/8/8/8/8/8/k7/8 b - - 0 1");
        CHECK(pos.outcome().termination == aviary::Termination::Goal);
        CHECK(pos.outcome().winner == aviary::Color::White);
        CHECK(count(pos) == 0);
    }
    SECTION("Black first: no answer for White") {
        auto pos = at(rules, "1k6/8/8/8/8/8/8/7K w - - 0 1");
        CHECK(pos.outcome().winner == aviary::Color::Black);
    }
}

TEST_CASE("draw-odds: a drawn game counts as that side's win", "[game-end]") {
    auto rules = small("draw-odds = black\n");
    auto stalemate = at(rules, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(stalemate.outcome().termination == aviary::Termination::Stalemate);
    CHECK(stalemate.outcome().winner == aviary::Color::Black);
    auto plain = at(small(""), "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK_FALSE(plain.outcome().winner.has_value());
}

TEST_CASE("promote-black= gives Black its own promotion choices", "[promotion]") {
    auto rules = testing::load("chigorin");
    auto white = at(rules, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(moves(white) >= std::set<std::string>{"b7b8c", "b7b8r", "b7b8n"});
    CHECK(moves(white).count("b7b8q") == 0);
    auto black = at(rules, "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1");
    CHECK(moves(black) >= std::set<std::string>{"b2b1q", "b2b1r", "b2b1b"});
    CHECK(moves(black).count("b2b1c") == 0);
}

TEST_CASE("zone= as squares: White's listed, Black's by the symmetry", "[promotion]") {
    auto rules = testing::load("troitzky");
    // a6 is in White's zone (the board's edge there), a7 of the same file is not reached
    auto white = at(rules, "****qk****/**rnbbnr**/*8*/*8*/10/P9/*8*/*8*/**RNBBNR**/****QK**** w - - 0 1");
    CHECK(moves(white).count("a5a6q") == 1);
    auto black = at(rules, "****qk****/**rnbbnr**/*8*/*8*/p9/10/*8*/*8*/**RNBBNR**/****QK**** b - - 0 1");
    CHECK(moves(black).count("a6a5q") == 1);   // a5: Black's mirror of a6
    auto legan = testing::load("legan");       // rotate: Black's zone is White's turned around
    auto lb = at(legan, "k7/8/8/8/8/8/2p3p1/K7 b - - 0 1");
    CHECK(moves(lb).count("g2h1q") == 1);       // h1: the turned-around a8
    CHECK(moves(lb).count("c2d1") == 1);        // d1 (turned-around e8) is outside the zone
    CHECK(moves(lb).count("c2d1q") == 0);
}

TEST_CASE("the bare king: extinction-opponent and extinction-reply", "[game-end]") {
    auto rules = testing::load("shatranj");
    SECTION("baring the king with two pieces to spare wins at once") {
        auto pos = at(rules, "8/8/8/3k4/8/1q6/8/KRN5 w - - 0 1");
        play(pos, "b1b3");
        CHECK(pos.outcome().termination == aviary::Termination::Extinction);
        CHECK(pos.outcome().winner == aviary::Color::White);
        CHECK(count(pos) == 0);
    }
    SECTION("with one piece left the bared king may reply, and baring back draws") {
        auto pos = at(rules, "8/8/8/8/8/1q6/2k5/KR6 w - - 0 1");
        play(pos, "b1b3");
        CHECK(pos.outcome().termination == aviary::Termination::None);
        play(pos, "c2b3");
        CHECK(pos.outcome().termination == aviary::Termination::None);
        CHECK(count(pos) > 0);
    }
}

TEST_CASE("royal-in-check = takes-checker: a king in check may only take its checker",
          "[game-end]") {
    auto rules = testing::load("makpong");
    CHECK(moves(at(rules, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")) == std::set<std::string>{"e1e2"});
    CHECK(count(at(rules, "4k3/8/8/8/4r3/8/8/4K3 w - - 0 1")) == 0);
    // a defended checker cannot be taken; other pieces may still block
    auto block = at(rules, "4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1");
    CHECK(moves(block).count("a1a2") == 0);
    auto near = at(rules, "4k3/8/8/8/8/8/R3r3/4K3 w - - 0 1");
    CHECK(moves(near) == std::set<std::string>{"a2e2", "e1e2"});
    aviary::PerftOptions opt;
    opt.audit = true;
    CHECK(aviary::perft(near, 3, opt) > 0);
}

TEST_CASE("stalemate = fewer-pieces: the side with fewer pieces wins", "[game-end]") {
    auto rules = testing::load("suicide");
    auto fewer = at(rules, "8/8/8/8/8/p7/P7/8 w - - 0 1");   // both blocked, equal
    CHECK(fewer.outcome().termination == aviary::Termination::Stalemate);
    CHECK_FALSE(fewer.outcome().winner.has_value());
    auto more = at(rules, "8/8/8/8/p7/P7/8/8 b - - 0 1");
    CHECK(more.outcome().termination == aviary::Termination::Stalemate);
    auto unequal = at(rules, "8/8/8/8/8/p7/P7/7n w - - 0 1");
    CHECK(unequal.outcome().termination == aviary::Termination::Stalemate);
    CHECK(unequal.outcome().winner == aviary::Color::White);
}

TEST_CASE("goal-black and goal-hold", "[game-end]") {
    SECTION("Black's own goal squares") {
        auto rules = testing::load("breakthrough");
        auto pos = at(rules, "8/8/8/8/8/8/p6P/8 b - - 0 1");
        play(pos, "a2a1");
        CHECK(pos.outcome().termination == aviary::Termination::Goal);
        CHECK(pos.outcome().winner == aviary::Color::Black);
        auto white = at(rules, "8/7P/8/8/8/8/p7/8 w - - 0 1");
        play(white, "h7h8");
        CHECK(white.outcome().winner == aviary::Color::White);
    }
    SECTION("none: a side without a goal") {
        auto rules = testing::from_text("board = 5x5\npiece K King K royal\npiece P Pawn fW\n"
                                        "goal = P none\ngoal-black = a1-e1\n"
                                        "setup = k4/5/5/5/4K w - - 0 1\n");
        auto white = at(rules, "4k/P4/5/5/4K w - - 0 1");
        play(white, "a4a5");   // the far rank, but White has no goal
        CHECK(white.outcome().termination == aviary::Termination::None);
        auto black = at(rules, "k4/5/5/p4/4K b - - 0 1");
        play(black, "a2a1");
        CHECK(black.outcome().termination == aviary::Termination::Goal);
        CHECK(black.outcome().winner == aviary::Color::Black);
        auto bad = aviary::load_ruleset("board = 5x5\npiece K King K royal\ngoal = K none a1\n"
                                        "setup = k4/5/5/5/4K w - - 0 1\n", "g.variant");
        CHECK_FALSE(bad.ok());
    }
    SECTION("goal-count: several goal pieces at once") {
        auto rules = testing::from_text("board = 5x5\npiece K King K royal\npiece N Knight mN\n"
                                        "goal = N d5 e5 e4\ngoal-black = a1 b1 a2\ngoal-count = 2\n"
                                        "setup = k4/5/5/5/4K w - - 0 1\n");
        auto pos = at(rules, "k2N1/5/3N1/5/K4 w - - 0 1");
        play(pos, "d3e5");   // two of two on the goal squares
        CHECK(pos.outcome().termination == aviary::Termination::Goal);
        CHECK(pos.outcome().winner == aviary::Color::White);
        auto one = at(rules, "k4/5/3N1/5/K4 w - - 0 1");
        play(one, "d3e5");   // one is not enough
        CHECK(one.outcome().termination == aviary::Termination::None);
    }
    SECTION("goal-filled: one goal piece wins when every goal square is taken") {
        auto rules = testing::from_text("board = 5x5\npiece K King K royal\npiece N Knight mN\n"
                                        "goal = N d5 e5 e4\ngoal-black = a1 b1 a2\ngoal-count = 3\n"
                                        "goal-filled = yes\nsetup = k4/5/5/5/4K w - - 0 1\n");
        auto filled = at(rules, "k2n1/4n/3N1/5/K4 w - - 0 1");
        play(filled, "d3e5");   // one knight, and Black's knights on d5 and e4
        CHECK(filled.outcome().termination == aviary::Termination::Goal);
        CHECK(filled.outcome().winner == aviary::Color::White);
        auto gap = at(rules, "k2n1/5/3N1/5/K4 w - - 0 1");
        play(gap, "d3e5");   // e4 is still empty
        CHECK(gap.outcome().termination == aviary::Termination::None);
        auto none = at(rules, "k2nn/4n/5/2N2/K4 w - - 0 1");
        play(none, "c2a3");   // every goal square taken, but by no White knight
        CHECK(none.outcome().termination == aviary::Termination::None);
    }
    SECTION("safe-or-kept: safe at once, or kept through the other side's turn") {
        // (worked by hand) the rook reaching rank 5 unattacked wins at once; attacked by the
        // rook on a2, Black may take it, and a move that leaves it there loses; two on the goal
        // win at once, attacked or not (more than goal-count)
        auto rules = testing::from_text("board = 5x5\npiece K King K royal\npiece R Rook R\n"
                                        "goal = R a5-e5\ngoal-black = a1-e1\ngoal-hold = safe-or-kept\n"
                                        "setup = k4/5/5/5/4K w - - 0 1\n");
        auto safe = at(rules, "4k/5/R1K2/5/5 w - - 0 1");
        play(safe, "a3a5");
        CHECK(safe.outcome().termination == aviary::Termination::Goal);
        CHECK(safe.outcome().winner == aviary::Color::White);
        auto taken = at(rules, "4k/5/R1K2/r4/5 w - - 0 1");
        play(taken, "a3a5");
        CHECK(taken.outcome().termination == aviary::Termination::None);
        auto kept = taken;
        play(taken, "a2a5");
        CHECK(taken.outcome().termination == aviary::Termination::None);
        play(kept, "e5e4");
        CHECK(kept.outcome().termination == aviary::Termination::Goal);
        CHECK(kept.outcome().winner == aviary::Color::White);
        CHECK(count(kept) == 0);
        CHECK(at(rules, "RR2k/5/2K2/r4/5 b - - 0 1").outcome().winner == aviary::Color::White);
        CHECK(at(rules, "R3k/5/2K2/r4/5 b - - 0 1").outcome().termination == aviary::Termination::None);
        // a rook of Black's already on its goal rank at Black's turn: kept, Black wins
        CHECK(at(rules, "4k/5/2K2/5/r4 b - - 0 1").outcome().winner == aviary::Color::Black);
    }
    SECTION("a goal held until the next turn") {
        auto rules = testing::load("jesonmor");
        auto pos = at(rules, "n8/9/9/9/9/9/3N5/9/8N w - - 0 1");
        play(pos, "d3e5");
        CHECK(pos.outcome().termination == aviary::Termination::None);
        play(pos, "a9b7");
        CHECK(pos.outcome().termination == aviary::Termination::Goal);
        CHECK(pos.outcome().winner == aviary::Color::White);
        CHECK(count(pos) == 0);
    }
}

TEST_CASE("blast: a capture explodes the capturer and its neighbours", "[blast]") {
    auto rules = testing::load("atomic");
    SECTION("pieces around go, pawns around stay, castling rights with an exploded rook") {
        auto quiet = at(rules, "4k3/8/8/8/8/8/1nP5/R3K3 b Q - 0 1");
        play(quiet, "b2a4");   // no capture: no blast
        CHECK(quiet.fen() == "4k3/8/8/8/n7/8/2P5/R3K3 w Q - 1 2");
        auto boom = at(rules, "4k3/8/8/8/8/1p6/1nP5/R3K3 w Q - 0 1");
        play(boom, "c2b3");    // the capturing pawn and the knight b2 go; a1 is two squares off
        CHECK(boom.fen() == "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1");
        auto spared = at(rules, "4k3/8/8/8/8/pp6/1nP5/R3K3 w Q - 0 1");
        play(spared, "c2b3");  // the pawn a3 beside the square stays
        CHECK(spared.fen() == "4k3/8/8/8/8/p7/8/R3K3 b Q - 0 1");
        auto rook = at(rules, "4k3/8/8/4b3/8/8/1P6/R3K3 b Q - 0 1");
        play(rook, "e5b2");    // the rook a1 explodes: White's long castling goes with it
        CHECK(rook.fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 2");
        CHECK(rook.hash() == rook.compute_hash());
    }
    SECTION("a king may not explode itself, may explode the other even in check") {
        auto pos = at(rules, "8/8/8/8/8/2k5/1q6/K7 w - - 0 1");
        CHECK(count(pos) == 0);   // Kxb2 would explode the king; every other move stays in check
        auto win = at(rules, "1k6/1q6/8/8/8/8/1R6/1K6 w - - 0 1");
        CHECK(moves(win).count("b2b7") == 1);   // explodes the black king though b1 is attacked
        play(win, "b2b7");
        CHECK(win.outcome().termination == aviary::Termination::Extinction);
        CHECK(win.outcome().winner == aviary::Color::White);
    }
    SECTION("with hands, each exploded piece goes to the hand of the side that did not own it") {
        auto zh = testing::from_text("board = 8x8\npiece K King K royal\npiece Q Queen Q\n"
                                     "piece B Bishop B\npiece P Pawn fmWfcF\nblast = K\n"
                                     "blast-spares = P\ndrops = anywhere\ncaptures-to-hand = all\n"
                                     "setup = 4k3/8/8/8/8/8/8/4K3[] w - - 0 1\n");
        // the queen takes a pawn: the pawn is White's, the queen and the bishop beside go to Black
        auto pos = at(zh, "4k3/8/8/8/pQ6/BP6/8/4K3[] w - - 0 1");
        play(pos, "b4a4");
        CHECK(pos.fen() == "4k3/8/8/8/8/1P6/8/4K3[Pqb] b - - 0 1");
        CHECK(pos.hash() == pos.compute_hash());
    }
    SECTION("kings side by side cannot be taken") {
        auto pos = at(rules, "8/8/8/3kK3/8/8/8/7r w - - 0 1");
        CHECK_FALSE(pos.in_check());
        aviary::PerftOptions opt;
        opt.audit = true;
        CHECK(aviary::perft(pos, 3, opt) > 0);
    }
}

TEST_CASE("petrify: a capturer turns into a wall where it lands", "[petrify]") {
    auto rules = testing::load("petrified");
    auto pos = at(rules, "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1");
    play(pos, "d1d5");
    CHECK(pos.fen() == "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
    CHECK(pos.hash() == pos.compute_hash());
    SECTION("walls block and cannot be taken") {
        auto walled = at(rules, "3rk3/8/8/3*4/8/8/8/3RK3 w - - 0 1");
        CHECK(moves(walled).count("d1d6") == 0);
        CHECK(moves(walled).count("d1d5") == 0);
    }
    SECTION("a pawn that promotes as it captures keeps its new piece") {
        auto promo = at(rules, "4k3/8/8/8/8/8/4p3/3RK2R b - - 0 1");
        play(promo, "e2d1q");
        CHECK(promo.fen().rfind("4k3/8/8/8/8/8/8/3qK2R w", 0) == 0);
    }
}

TEST_CASE("mutual-immunity: these pieces cannot take one another", "[petrify]") {
    auto rules = testing::load("atomar");
    auto pos = at(rules, "8/8/8/3kK3/8/8/8/8 w - - 0 1");
    CHECK(moves(pos).count("e5d5") == 0);
    auto other = at(rules, "8/8/8/3nK3/8/8/8/7k w - - 0 1");
    CHECK(moves(other).count("e5d5") == 1);
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K royal\nmutual-immunity = K\n"
                                    "setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", "t.variant");
    CHECK_FALSE(bad.ok());
}

TEST_CASE("goal-result: a goal that draws or loses", "[game-end]") {
    const std::string game = "board = 5x5\npiece K King K royal\ngoal = K c5\n"
                             "setup = k4/5/2K2/5/5 w - - 0 1\n";
    auto draw = at(from_text(game + "goal-result = draw\n"), "k4/5/2K2/5/5 w - - 0 1");
    for (const char* m : {"c3c4", "a5a4", "c4c5"}) play(draw, m);
    CHECK(draw.outcome().termination == aviary::Termination::Goal);
    CHECK(!draw.outcome().winner.has_value());
    auto loss = at(from_text(game + "goal-result = loss\n"), "k4/5/2K2/5/5 w - - 0 1");
    for (const char* m : {"c3c4", "a5a4", "c4c5"}) play(loss, m);
    CHECK(loss.outcome().winner == aviary::Color::Black);
    auto win = at(from_text(game), "k4/5/2K2/5/5 w - - 0 1");
    for (const char* m : {"c3c4", "a5a4", "c4c5"}) play(win, m);
    CHECK(win.outcome().winner == aviary::Color::White);
    auto bad = aviary::load_ruleset(game + "goal-result = maybe\n", "test.variant");
    CHECK(!bad.ok());
}

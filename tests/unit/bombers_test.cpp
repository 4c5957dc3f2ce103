// Flying Bombers Grand Chess (rules/bombers.md): the bomber square by square, fast pawns,
// multi-square en passant, the seven castlings, and the hand-worked positions FB1-FB6.
#include "helpers.hpp"

using testing::S;

namespace {

const char* kBomber = "mRcafmWyafcafmRafcWcafcWtpafW";       // variants/bombers.variant
const char* kSuper = "mRcafmRafcWcafcWtpafW";                // variants/bombers-superpower.variant

// A one-file board (only the forward direction exists): `line` lists the squares from a1
// upwards, X = the bomber, P = a friend, p = an enemy, . = empty. The board ends where the
// line ends, so the last square is followed by "off-board".
std::string line_fen(const std::string& line) {
    std::string fen;
    for (std::size_t i = line.size(); i-- > 0;) {
        fen += line[i] == '.' ? '1' : line[i];
        if (i) fen += '/';
    }
    return fen + " w - - 0 1";
}

std::set<std::string> line_moves(const char* notation, const std::string& line) {
    return testing::targets(notation, line_fen(line), "a1",
                            "1x" + std::to_string(line.size()));
}

// Moves generated (not deduplicated by the string set) on that line.
std::size_t line_count(const char* notation, const std::string& line) {
    auto rules = testing::lone_piece(notation, "1x" + std::to_string(line.size()));
    return testing::count(testing::at(rules, line_fen(line)));
}

}  // namespace

TEST_CASE("bomber: the first two squares, every combination", "[bombers]") {
    // A = a2, B = a3; C = a4 (empty unless stated) is what stands behind B.
    // A empty, B empty: the rook's flight.
    CHECK(line_moves(kBomber, "X....") == S({"a2", "a3", "a4", "a5"}));
    // A empty, B friend: one step.
    CHECK(line_moves(kBomber, "X.P..") == S({"a2"}));
    // A empty, B enemy: land on B (helicopter) or behind it (fly-over): two distinct moves.
    CHECK(line_moves(kBomber, "X.p..") == S({"a2", "a3", "a3,a4"}));
    CHECK(line_count(kBomber, "X.p..") == 3);
    // A friend, B empty: jump the friend, range limited to 2.
    CHECK(line_moves(kBomber, "XP...") == S({"a3"}));
    // A friend, B friend: nothing.
    CHECK(line_moves(kBomber, "XPP..").empty());
    // A friend, B enemy: capture on B, never beyond.
    CHECK(line_moves(kBomber, "XPp..") == S({"a3"}));
    // A enemy, B empty: the fly-over capture of A; one move although two rules describe it.
    CHECK(line_moves(kBomber, "Xp...") == S({"a2,a3"}));
    CHECK(line_count(kBomber, "Xp...") == 1);
    // A enemy, B friend: nothing (no empty square behind, no capture by replacement).
    CHECK(line_moves(kBomber, "XpP..").empty());
    // A enemy, B enemy: both captured, landing on B.
    CHECK(line_moves(kBomber, "Xpp..") == S({"a2,a3"}));
    CHECK(line_count(kBomber, "Xpp..") == 1);
    // B off the board.
    CHECK(line_moves(kBomber, "X.") == S({"a2"}));
    CHECK(line_moves(kBomber, "XP").empty());
    CHECK(line_moves(kBomber, "Xp").empty());
}

TEST_CASE("bomber: what stands behind the victim", "[bombers]") {
    // adjacent victim
    CHECK(line_moves(kBomber, "Xp..") == S({"a2,a3"}));     // empty behind: lands just behind
    CHECK(line_moves(kBomber, "XpP.").empty());              // friend behind
    CHECK(line_moves(kBomber, "Xpp.") == S({"a2,a3"}));     // enemy behind: the double capture
    CHECK(line_moves(kBomber, "Xp").empty());                // off-board behind
    // victim two squares away
    CHECK(line_moves(kBomber, "X.p.") == S({"a2", "a3", "a3,a4"}));
    CHECK(line_moves(kBomber, "X.pP") == S({"a2", "a3"}));
    CHECK(line_moves(kBomber, "X.pp") == S({"a2", "a3"}));
    CHECK(line_moves(kBomber, "X.p") == S({"a2", "a3"}));
    // victim three squares away: only the fly-over captures
    CHECK(line_moves(kBomber, "X..p..") == S({"a2", "a3", "a4,a5"}));
    CHECK(line_moves(kBomber, "X..pP") == S({"a2", "a3"}));
    CHECK(line_moves(kBomber, "X..pp") == S({"a2", "a3"}));
    CHECK(line_moves(kBomber, "X..p") == S({"a2", "a3"}));
    // far away: lands on THE square behind, not farther
    CHECK(line_moves(kBomber, "X....p...") == S({"a2", "a3", "a4", "a5", "a6,a7"}));
    // never passes two pieces, never a friend that is not adjacent
    CHECK(line_moves(kBomber, "X.Pp.") == S({"a2"}));
    CHECK(line_moves(kBomber, "X..P.") == S({"a2", "a3"}));
    CHECK(line_moves(kBomber, "Xp.p.") == S({"a2,a3"}));
    CHECK(line_moves(kBomber, "XP.p.") == S({"a3"}));
}

TEST_CASE("bomber: no diagonal moves, four orthogonal directions", "[bombers]") {
    auto t = testing::targets(kBomber, "8/8/8/3p4/2PX1p2/3P4/8/8 w - - 0 1", "d4");
    // north: enemy d5, d6 empty -> d5,d6; west: friend c4, b4 empty -> b4;
    // east: e4 empty, f4 enemy, g4 empty -> e4, f4, f4,g4; south: friend d3, d2 empty -> d2.
    CHECK(t == S({"d5,d6", "b4", "e4", "f4", "f4,g4", "d2"}));
}

TEST_CASE("super power bomber: any empty square beyond the victim", "[bombers]") {
    CHECK(line_moves(kSuper, "X.p...") == S({"a2", "a3", "a3,a4", "a3,a5", "a3,a6"}));
    CHECK(line_moves(kSuper, "Xp..P.") == S({"a2,a3", "a2,a4"}));
    CHECK(line_moves(kSuper, "Xpp..") == S({"a2,a3"}));     // double capture unchanged
    CHECK(line_moves(kSuper, "XPp..") == S({"a3"}));
    CHECK(line_moves(kSuper, "XP...") == S({"a3"}));
    CHECK(line_moves(kSuper, "X..pP") == S({"a2", "a3"}));
    CHECK(line_moves(kSuper, "X..p.p.") == S({"a2", "a3", "a4,a5"}));
    // the shipped variant uses exactly this notation
    auto rules = testing::load("bombers-superpower");
    auto pos = testing::at(rules, "4k5/10/10/10/10/10/4p5/10/10/4F1K3 w - - 0 1");
    CHECK(testing::moves_from(pos, "e1") ==
          S({"e1e2", "e1e3", "e1e4,e5", "e1e4,e6", "e1e4,e7", "e1e4,e8", "e1e4,e9",
             "e1a1", "e1b1", "e1c1", "e1d1", "e1f1"}));
}

TEST_CASE("bomber: duplicates (same destination, same victims) count once", "[bombers]") {
    // cafmW and cafmR describe the same adjacent fly-over: still one move.
    const char* redundant = "mRcafmWcafmRafcWcafcWtpafW";
    CHECK(line_count(redundant, "Xp...") == 3);   // a2,a3 (twice described), a2,a4, a2,a5
    CHECK(line_moves(redundant, "Xp...") == S({"a2,a3", "a2,a4", "a2,a5"}));
    // every position of the tests above: no two generated moves print the same
    for (const char* l : {"X.p..", "Xp...", "Xpp..", "XPp..", "X..p..", "XP..."})
        CHECK(line_count(kBomber, l) == line_moves(kBomber, l).size());
}

TEST_CASE("bomber: attacks and check", "[bombers]") {
    auto rules = testing::load("bombers");
    auto check = [&](const char* fen) { return testing::at(rules, fen).in_check(); };
    // helicopter: two squares away over an empty square, a friend of the bomber or an enemy
    CHECK(check("10/10/10/10/4k5/10/4F5/10/10/K9 b - - 0 1"));
    CHECK(check("10/10/10/10/4k5/4P5/4F5/10/10/K9 b - - 0 1"));
    CHECK(check("10/10/10/10/4k5/4p5/4F5/10/10/K9 b - - 0 1"));
    // adjacent: only with an empty square (or a second victim) behind the king
    CHECK(check("10/10/10/10/10/4k5/4F5/10/10/K9 b - - 0 1"));
    CHECK(check("10/10/10/10/4r5/4k5/4F5/10/10/K9 b - - 0 1"));         // double capture
    CHECK_FALSE(check("10/10/10/10/4P5/4k5/4F5/10/10/K9 b - - 0 1"));
    CHECK_FALSE(check("4k5/4F5/10/10/10/10/10/10/10/K9 b - - 0 1"));           // edge behind
    // far: the first piece on the line with an empty square behind it
    CHECK(check("10/10/10/10/10/4k5/10/10/10/K3F5 b - - 0 1"));
    CHECK_FALSE(check("10/10/10/10/4r5/4k5/10/10/10/K3F5 b - - 0 1"));
    CHECK_FALSE(check("10/10/10/10/10/4k5/4n5/10/10/K3F5 b - - 0 1"));
    // the king as the first victim of a double capture
    CHECK(check("10/10/10/10/10/4n5/4k5/4F5/10/K9 b - - 0 1"));
    // never diagonally
    CHECK_FALSE(check("10/10/10/10/10/5k4/4F5/10/10/K9 b - - 0 1"));
}

TEST_CASE("FB1: the start position", "[bombers]") {
    auto rules = testing::load("bombers");
    auto pos = aviary::Position::start(rules);
    auto ms = testing::moves(pos);
    CHECK(ms.size() == 36);
    CHECK(testing::count(pos) == 36);   // no duplicate one-step pawn moves
    CHECK(ms.count("a1a3") == 1);
    CHECK(ms.count("j1j3") == 1);
    CHECK(ms.count("e2e5") == 1);
    CHECK(aviary::perft(pos, 2) == 1296);
}

TEST_CASE("FB2: the seed's Diagram 1", "[bombers]") {
    auto rules = testing::load("bombers");
    auto pos = testing::at(rules, "9k/10/10/5b4/10/10/3rPFpr2/10/10/K4n4 w - - 0 1");
    CHECK(testing::moves_from(pos, "f4") ==
          S({"f4f5", "f4f6", "f4f7,f8", "f4f3", "f4f2", "f4d4", "f4g4,h4"}));
    CHECK(testing::count(pos) == 10);
    CHECK(testing::moves(pos).count("a1a2") == 0);   // the bishop f7 covers a2
}

TEST_CASE("FB3: the seed's Diagram 2 (pin behind the king)", "[bombers]") {
    auto rules = testing::load("bombers");
    auto pos = testing::at(rules, "10/3r6/3k6/10/10/3FrP4/10/10/10/K9 b - - 0 1");
    CHECK_FALSE(pos.in_check());
    CHECK(testing::moves_from(pos, "d9").empty());
    CHECK(testing::moves_from(pos, "d8") ==
          S({"d8c7", "d8c8", "d8c9", "d8e7", "d8e8", "d8e9"}));
    CHECK(testing::count(pos) == 17);
    // White to move: the bomber takes neither e5 (own pawn f5 behind) nor d8 (d9 occupied).
    auto w = testing::at(rules, "10/3r6/3k6/10/10/3FrP4/10/10/10/K9 w - - 0 1");
    CHECK(testing::moves_from(w, "d5") ==
          S({"d5d6", "d5d7", "d5c5", "d5b5", "d5a5", "d5d4", "d5d3", "d5d2", "d5d1"}));
    CHECK(testing::count(w) == 13);   // + Ka1: a2 b1 b2, + f5-f6
}

TEST_CASE("FB4: the castling menu", "[bombers]") {
    auto rules = testing::load("bombers");
    auto pos = testing::at(rules, "3rk5/10/10/10/10/10/10/10/PPP1PPPPPP/FR3K2RF w KQ - 0 1");
    CHECK(testing::moves_from(pos, "f1") ==
          S({"f1e1", "f1g1", "f1g1,i1f1", "f1h1,i1g1", "f1i1,i1h1", "f1e1,b1f1"}));
    CHECK(testing::count(pos) == 42);
    // the plain step and the castling are different moves; a bare "f1g1" is the step
    auto step = pos.parse_move("f1g1");
    auto k1 = pos.parse_move("f1g1,i1f1");
    REQUIRE(step.ok());
    REQUIRE(k1.ok());
    CHECK(*step != *k1);
    pos.make(*k1);
    CHECK(pos.fen().rfind("3rk5/10/10/10/10/10/10/10/PPP1PPPPPP/FR3RK2F b - -", 0) == 0);
}

TEST_CASE("castling: all seven forms and their conditions", "[bombers]") {
    auto rules = testing::load("bombers");
    const char* open = "4k5/10/10/10/10/10/10/10/10/FR3K2RF w KQ - 0 1";
    auto castles = [&](const std::string& fen) {
        std::set<std::string> out;
        for (const auto& m : testing::moves_from(testing::at(rules, fen), "f1"))
            if (m.find(',') != std::string::npos) out.insert(m);
        return out;
    };
    CHECK(castles(open) == S({"f1g1,i1f1", "f1h1,i1g1", "f1i1,i1h1", "f1e1,b1f1", "f1d1,b1e1",
                              "f1c1,b1d1", "f1b1,b1c1"}));
    // the final positions of K3 and Q4: the king lands on the rook's square
    auto after = [&](const char* mv) {
        auto p = testing::at(rules, open);
        auto m = p.parse_move(mv);
        REQUIRE(m.ok());
        p.make(*m);
        return p.fen();
    };
    CHECK(after("f1i1,i1h1") == "4k5/10/10/10/10/10/10/10/10/FR5RKF b - - 1 1");
    CHECK(after("f1b1,b1c1") == "4k5/10/10/10/10/10/10/10/10/FKR5RF b - - 1 1");
    CHECK(after("f1d1,b1e1") == "4k5/10/10/10/10/10/10/10/10/F2KR3RF b - - 1 1");
    // any piece, of either side, may stand on the corners
    CHECK(castles("4k5/10/10/10/10/10/10/10/10/nR3K2Rb w KQ - 0 1").size() == 7);
    // a piece between king and rook blocks every castling of that side
    CHECK(castles("4k5/10/10/10/10/10/10/10/10/FRN2K2RF w KQ - 0 1") ==
          S({"f1g1,i1f1", "f1h1,i1g1", "f1i1,i1h1"}));
    CHECK(castles("4k5/10/10/10/10/10/10/10/10/FR3K1NRF w KQ - 0 1").size() == 4);
    // not out of check
    CHECK(castles("4k5/10/10/10/5r4/10/10/10/10/FR3K2RF w KQ - 0 1").empty());
    // a passed square attacked (h1 by a rook): K1, K2 (h1 is K2's destination) ... K3 gone
    CHECK(castles("4k5/10/10/10/7r2/10/10/10/10/FR3K2RF w KQ - 0 1") ==
          S({"f1g1,i1f1", "f1e1,b1f1", "f1d1,b1e1", "f1c1,b1d1", "f1b1,b1c1"}));
    // the rook may cross attacked squares: c1 attacked stops only Q3 (lands) and Q4 (passes)
    CHECK(castles("4k5/10/10/10/2r7/10/10/10/10/FR3K2RF w KQ - 0 1") ==
          S({"f1g1,i1f1", "f1h1,i1g1", "f1i1,i1h1", "f1e1,b1f1", "f1d1,b1e1"}));
    // a bomber attack that exists only with the king on the square: the black bomber on h3
    // helicopters onto h1 (two squares away) once the king stands there
    CHECK(castles("4k5/10/10/10/10/10/10/7f2/10/FR3K2RF w KQ - 0 1") ==
          S({"f1g1,i1f1", "f1e1,b1f1", "f1d1,b1e1", "f1c1,b1d1", "f1b1,b1c1"}));
    // rights: only the flagged side
    CHECK(castles("4k5/10/10/10/10/10/10/10/10/FR3K2RF w K - 0 1").size() == 3);
    CHECK(castles("4k5/10/10/10/10/10/10/10/10/FR3K2RF w Q - 0 1").size() == 4);
    // Black castles the same way on rank 10 (mirror symmetry: a-side is still Q)
    auto b = testing::at(rules, "fr3k2rf/10/10/10/10/10/10/10/10/4K5 b kq - 0 1");
    std::set<std::string> bc;
    for (const auto& m : testing::moves_from(b, "f10"))
        if (m.find(',') != std::string::npos) bc.insert(m);
    CHECK(bc == S({"f10g10,i10f10", "f10h10,i10g10", "f10i10,i10h10", "f10e10,b10f10",
                   "f10d10,b10e10", "f10c10,b10d10", "f10b10,b10c10"}));
}

TEST_CASE("castling rights follow the b and i rooks, not the corner bombers", "[bombers]") {
    auto rules = testing::load("bombers");
    auto pos = aviary::Position::start(rules);
    for (const char* mv : {"a1a3", "a10a8"}) {   // corner bombers move: rights stay
        auto m = pos.parse_move(mv);
        REQUIRE(m.ok());
        pos.make(*m);
    }
    CHECK(pos.fen().find(" KQkq ") != std::string::npos);
    for (const char* mv : {"b2b3", "b9b8", "b1b2", "i9i8"}) {   // the b1 rook moves: Q goes
        auto m = pos.parse_move(mv);
        REQUIRE(m.ok());
        pos.make(*m);
    }
    CHECK(pos.fen().find(" Kkq ") != std::string::npos);
}

TEST_CASE("FB5: en passant on every passed square", "[bombers]") {
    auto rules = testing::load("bombers");
    auto after = [&](const char* mv) {
        auto pos = testing::at(rules, "4k5/10/10/10/10/1p8/1p8/10/P9/5K4 w - - 0 1");
        auto m = pos.parse_move(mv);
        REQUIRE(m.ok());
        pos.make(*m);
        return pos;
    };
    auto pawns = [](const aviary::Position& p) {
        std::set<std::string> out;
        for (const auto& s : testing::moves(p))
            if (s.rfind("b", 0) == 0) out.insert(s);
        return out;
    };
    CHECK(pawns(after("a2a3")) == S({"b4b3", "b4a3"}));
    auto p4 = after("a2a4");
    CHECK(p4.fen() == "4k5/10/10/10/10/1p8/Pp8/10/10/5K4 b - a3 0 1");
    CHECK(pawns(p4) == S({"b4b3", "b4a3", "b5a4"}));
    auto p5 = after("a2a5");
    CHECK(p5.fen() == "4k5/10/10/10/10/Pp8/1p8/10/10/5K4 b - a3,a4 0 1");
    CHECK(pawns(p5) == S({"b4b3", "b4a3", "b5a4"}));
    // both e.p. captures remove the pawn on a5
    for (const char* mv : {"b4a3", "b5a4"}) {
        auto p = after("a2a5");
        auto m = p.parse_move(mv);
        REQUIRE(m.ok());
        p.make(*m);
        CHECK(p.fen() == (mv[1] == '4' ? "4k5/10/10/10/10/1p8/10/p9/10/5K4 w - - 0 2"
                                       : "4k5/10/10/10/10/10/pp8/10/10/5K4 w - - 0 2"));
    }
    // the rights last one move only
    auto q = after("a2a5");
    for (const char* mv : {"e10e9", "f1f2"}) {
        auto m = q.parse_move(mv);
        REQUIRE(m.ok());
        q.make(*m);
    }
    CHECK(pawns(q) == S({"b4b3"}));
    // a two-square move from relative rank 3 makes rights on the passed square too
    auto r = testing::at(rules, "4k5/10/10/10/10/1p8/10/P9/10/5K4 w - - 0 1");
    auto m = r.parse_move("a3a5");
    REQUIRE(m.ok());
    r.make(*m);
    CHECK(r.fen() == "4k5/10/10/10/10/Pp8/10/10/10/5K4 b - a4 0 1");
}

TEST_CASE("FB6: pawn step limits", "[bombers]") {
    auto rules = testing::load("bombers");
    const std::string board = "4k5/7p2/8p1/9p/10/4P5/3P1pP3/2P7/5PP3/5K4";
    auto pawn_moves = [&](const char* side) {
        auto pos = testing::at(rules, board + " " + side + " - - 0 1");
        std::set<std::string> out;
        for (const auto& s : testing::moves(pos))
            if (s.rfind("e10", 0) != 0 && s.rfind("f1", 0) != 0) out.insert(s);
        return out;
    };
    CHECK(pawn_moves("w") == S({"c3c4", "c3c5", "d4d5", "e5e6", "f2f3", "g2g3", "g4g5"}));
    CHECK(pawn_moves("b") == S({"h9h8", "h9h7", "h9h6", "i8i7", "i8i6", "j7j6", "f4f3"}));
}

TEST_CASE("pawns promote on the last rank to Q R B N F", "[bombers]") {
    auto rules = testing::load("bombers");
    auto pos = testing::at(rules, "4k5/1P8/10/10/10/10/10/10/10/5K4 w - - 0 1");
    CHECK(testing::moves_from(pos, "b9") == S({"b9b10q", "b9b10r", "b9b10b", "b9b10n", "b9b10f"}));
}

TEST_CASE("super power bombers: perft", "[bombers]") {
    // Figures reproduced by an independent reference mover (rules/bombers.md, ambiguity 1 (b)).
    auto rules = testing::load("bombers-superpower");
    auto d1 = testing::at(rules, "9k/10/10/5b4/10/10/3rPFpr2/10/10/K4n4 w - - 0 1");
    CHECK(aviary::perft(d1, 3) == 8694);
    auto mix = testing::at(rules, "k9/10/2pp1p4/2Fp6/1pP1pp4/4F5/10/10/10/K9 w - - 0 1");
    CHECK(aviary::perft(mix, 3) == 9431);
}

TEST_CASE("move strings: a castling partner after ',' parses (any game)", "[bombers]") {
    auto chess = testing::load("chess");
    auto pos = testing::at(chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    auto m = pos.parse_move("e1g1,h1f1");   // 'f' is a square here, not a promotion letter
    REQUIRE(m.ok());
    CHECK(pos.move_to_string(*m) == "e1g1,h1f1");
    auto q = pos.parse_move("e1c1,a1d1");
    REQUIRE(q.ok());
}

// Hands and shogi promotion (src/compile/hand_rules.cpp, src/movegen/drops.cpp): drop ranks
// per type, file limits, demotion of promoted pieces, the +P / Q~ FEN spellings, promotion
// on leaving the zone, and the halfmove clock of drops. Hand-worked positions.
#include "helpers.hpp"

using testing::at;
using testing::play;
using testing::moves;
using testing::moves_from;
using testing::S;

namespace {

std::set<std::string> drops_of(const aviary::Position& pos, char letter) {
    std::set<std::string> out;
    for (const auto& s : moves(pos))
        if (s[0] == letter && s[1] == '@') out.insert(s.substr(2));
    return out;
}

}  // namespace

TEST_CASE("crazyhouse: a promoted pawn is written Q~ and goes back to the hand as a pawn", "[hands]") {
    const auto rules = testing::load("crazyhouse");
    auto pos = at(rules, "r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");
    CHECK(moves_from(pos, "b7") == S({"b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8r",
                                      "b7a8b", "b7a8n"}));
    play(pos, {"b7b8q"});
    CHECK(pos.fen() == "rQ~2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    play(pos, {"a8b8"});
    CHECK(pos.fen() == "1r2k3/8/8/8/8/8/8/4K3[p] w - - 0 2");
    SECTION("an unpromoted queen goes to the hand as a queen") {
        auto q = at(rules, "rQ2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
        play(q, {"a8b8"});
        CHECK(q.fen() == "1r2k3/8/8/8/8/8/8/4K3[q] w - - 0 2");
    }
    SECTION("a FEN with Q~ reads back the same") {
        CHECK(at(rules, "rQ~2k3/8/8/8/8/8/8/4K3[] b - - 0 1").fen() ==
              "rQ~2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
        CHECK_FALSE(aviary::Position::from_fen(rules, "rK~2k3/8/8/8/8/8/8/4K3[] b - - 0 1").ok());
        CHECK_FALSE(aviary::Position::from_fen(rules, "r+Q2k3/8/8/8/8/8/8/4K3[] b - - 0 1").ok());
    }
}

TEST_CASE("crazyhouse: pawns are not dropped on the first or last rank; a drop resets the clock", "[hands]") {
    const auto rules = testing::load("crazyhouse");
    auto pos = at(rules, "4k3/8/8/8/8/8/8/4K3[Pp] w - - 7 20");
    const auto white = drops_of(pos, 'P');
    CHECK(white.size() == 6 * 8);
    CHECK(white.count("a2") == 1);
    CHECK(white.count("h7") == 1);
    CHECK(white.count("a1") == 0);
    CHECK(white.count("d8") == 0);
    play(pos, {"P@e2"});
    CHECK(pos.fen() == "4k3/8/8/8/8/8/4P3/4K3[p] b - - 0 20");
    SECTION("a pawn dropped on its second rank may still step two squares") {
        play(pos, {"e8d8"});
        CHECK(moves_from(pos, "e2") == S({"e2e3", "e2e4"}));
    }
}

TEST_CASE("minishogi: no pawn drop on the last rank nor on a file with a pawn of the side", "[hands]") {
    const auto rules = testing::load("minishogi");
    auto pos = at(rules, "4k/5/5/P4/K4[P] w - - 0 1");
    const auto d = drops_of(pos, 'P');
    CHECK(d.size() == 4 * 4);   // files b-e, ranks 1-4
    CHECK(d.count("a3") == 0);
    CHECK(d.count("b5") == 0);
    CHECK(d.count("b4") == 1);
    SECTION("a promoted pawn on the file does not count") {
        auto t = at(rules, "4k/5/5/+P4/K4[P] w - - 0 1");
        CHECK(drops_of(t, 'P').count("a3") == 1);
    }
}

TEST_CASE("minishogi: promotion on entering or leaving the zone, written +", "[hands]") {
    const auto rules = testing::load("minishogi");
    auto pos = at(rules, "k1S2/5/5/5/4K[] w - - 0 1");
    CHECK(moves_from(pos, "c5") == S({"c5b4", "c5b4+", "c5d4", "c5d4+"}));
    play(pos, {"c5b4+"});
    CHECK(pos.fen() == "k4/1+S3/5/5/4K[] b - - 0 1");
    SECTION("a pawn must promote on the last rank") {
        auto p = at(rules, "k4/3P1/5/5/4K[] w - - 0 1");
        CHECK(moves_from(p, "d4") == S({"d4d5+"}));
    }
    SECTION("a promoted piece taken goes to the hand unpromoted") {
        auto h = at(rules, "k4/+B4/5/5/4K[] b - - 0 1");
        play(h, {"a5a4"});
        CHECK(h.fen() == "5/k4/5/5/4K[b] w - - 0 2");
    }
    SECTION("silver moves keep the halfmove clock counting (halfmove-reset = captures drops)") {
        auto c = at(rules, "k4/5/2S2/5/4K[] w - - 3 1");
        play(c, {"c3c4"});
        CHECK(c.fen() == "k4/2S2/5/5/4K[] b - - 4 1");
    }
}

TEST_CASE("file-limit=0: the piece stays in the hand, never dropped", "[hands]") {
    auto rules = testing::from_text("board = 5x5\npiece K King K royal\npiece N Knight N\n"
                                    "piece P Pawn fW file-limit=0\ncaptures-to-hand = all\n"
                                    "drops = anywhere\nsetup = k4/5/5/5/4K[] w - - 0 1\n");
    auto pos = at(rules, "k4/5/5/5/4K[PN] w - - 0 1");
    std::size_t knight = 0;
    for (const auto& m : moves(pos)) {
        CHECK(m.rfind("P@", 0) != 0);
        knight += m.rfind("N@", 0) == 0;
    }
    CHECK(knight == 23);   // on each of the 23 empty squares
    auto m = pos.parse_move("P@c3");
    REQUIRE_FALSE(m.ok());
    CHECK_THAT(m.error_text(), Catch::Contains("never dropped"));
}

TEST_CASE("hand properties: bad values are errors naming the place", "[hands]") {
    auto bad = [](const std::string& piece_line) {
        auto r = aviary::load_ruleset("board = 5x5\npiece K King K royal\n" + piece_line +
                                          "\ncaptures-to-hand = all\ndrops = anywhere\n"
                                          "setup = k4/5/5/5/4K[] w - - 0 1\n",
                                      "t.variant");
        REQUIRE_FALSE(r.ok());
        return r.error_text();
    };
    CHECK_THAT(bad("piece P Pawn fW drop=0-3"), Catch::Contains("t.variant:3:"));
    CHECK_THAT(bad("piece P Pawn fW drop=1-9"), Catch::Contains("drop="));
    CHECK_THAT(bad("piece P Pawn fW file-limit=x"), Catch::Contains("file-limit="));
    CHECK_THAT(bad("piece P Pawn fW file-limit=10"), Catch::Contains("from 0 (never dropped) to 9"));
    CHECK_THAT(bad("piece P Pawn fW demote=Q"), Catch::Contains("demote=Q"));
    CHECK_THAT(bad("piece P Pawn fW fen=+Q"), Catch::Contains("fen=+Q"));
    CHECK_THAT(bad("piece P Pawn fW fen=P+"), Catch::Contains("fen="));
}

TEST_CASE("kyotoshogi: pieces turn over on every move and drop either side up", "[hands]") {
    const auto rules = testing::load("kyotoshogi");
    auto pos = at(rules, "k4/5/5/5/4K[P] w - - 0 1");
    const auto all = moves(pos);
    CHECK(all.size() == 23 * 2 + 3);   // each empty square as P and as +P, three king steps
    CHECK(all.count("P@c3") == 1);
    CHECK(all.count("+P@c3") == 1);
    play(pos, {"+P@c3"});
    CHECK(pos.fen() == "k4/5/2+P2/5/4K[] b - - 0 1");
    SECTION("a promoted piece turns back with every move, written -") {
        play(pos, {"a5b5"});
        CHECK(moves_from(pos, "c3") == S({"c3c1-", "c3c2-", "c3c4-", "c3c5-", "c3a3-", "c3b3-",
                                          "c3d3-", "c3e3-"}));
        play(pos, {"c3c4-"});
        CHECK(pos.fen() == "1k3/2P2/5/5/4K[] b - - 2 2");
    }
}

TEST_CASE("micro: only captures turn a piece over, and they must", "[hands]") {
    const auto rules = testing::load("micro");
    CHECK(moves_from(at(rules, "k3/4/1p2/1P2/3K[] w - - 0 1"), "b2") == S({"b2b3+"}));
    CHECK(moves_from(at(rules, "k3/4/4/1P2/3K[] w - - 0 1"), "b2") == S({"b2b3"}));
    CHECK(moves_from(at(rules, "k3/4/1p2/1+P2/3K[] w - - 0 1"), "b2") == S({"b2a4", "b2c4"}));
}

TEST_CASE("minishogi: a mate given by a pawn drop loses for the dropper", "[hands]") {
    const auto rules = testing::load("minishogi");
    // Black's king on a5: a4 guarded by the gold on b3, b4 by the gold, b5 by the bishop.
    auto pawn = at(rules, "k4/5/1G1B1/5/4K[P] w - - 0 1");
    play(pawn, {"P@a4"});
    auto o = pawn.outcome();
    CHECK(o.termination == aviary::Termination::Checkmate);
    CHECK(o.winner == aviary::Color::Black);
    SECTION("a mate by a silver drop wins as usual") {
        auto silver = at(rules, "k4/5/1G1B1/5/4K[S] w - - 0 1");
        play(silver, {"S@a4"});
        CHECK(silver.outcome().termination == aviary::Termination::Checkmate);
        CHECK(silver.outcome().winner == aviary::Color::White);
    }
    SECTION("a mate by a pawn that steps there wins as usual") {
        auto step = at(rules, "k4/5/PG1B1/5/4K[] w - - 0 1");
        play(step, {"a3a4"});
        CHECK(step.outcome().termination == aviary::Termination::Checkmate);
        CHECK(step.outcome().winner == aviary::Color::White);
    }
}

TEST_CASE("shoshogi: promoting a prince does not shelter the king in check (last-check-count)", "[hands]") {
    const auto rules = testing::load("shoshogi");
    // Black's king on e9 is checked by the horse on f8; the elephant on h4 could promote to
    // a prince, a second royal piece, but the king counted alone before the move.
    auto pos = at(rules, "l3ksb2/3g1+B2l/rP5pn/4P1PPp/pN1p5/6SeP/3K4L/L1G1EG2R/2S6 b - - 0 55");
    CHECK(moves_from(pos, "h4").empty());
    CHECK(moves(pos) == S({"e9d9", "e9f8", "f9f8", "g9f8"}));
    CHECK(pos.count_legal_moves() == 4);   // (the fast path's count: one royal, check's rule)
    SECTION("with the prince already on the board, the king may stay attacked") {
        auto two = at(rules, "l3ksb2/3g1+B2l/rP5pn/4P1PPp/pN1p5/6S+eP/3K4L/L1G1EG2R/2S6 b - - 0 55");
        CHECK(moves_from(two, "h4").size() > 0);
        CHECK(two.count_legal_moves() == testing::count(two));
    }
}

// The notations besides SAN (aviary/ruleset.hpp's Notation): LAN, shogi's three, janggi's,
// xiangqi's WXF and Thai chess's, by examples of each rule they follow, the `notation` key
// and san= letters, and that the unambiguous ones tell every legal move apart.
#include <random>

#include "helpers.hpp"

namespace {

using aviary::Notation;
using aviary::Position;

std::string written(const Position& pos, const std::string& coordinate, Notation n) {
    auto m = pos.parse_move(coordinate);
    INFO(coordinate << ": " << m.error_text());
    REQUIRE(m.ok());
    return aviary::move_to_san(pos, *m, n);
}

std::string written(const std::string& variant, const std::string& fen, const std::string& move, Notation n) {
    const auto rules = testing::load(variant);
    return written(testing::at(rules, fen.empty() ? rules.start_fen() : fen), move, n);
}

}  // namespace

TEST_CASE("LAN writes the origin, - or x, and SAN's tail", "[notation]") {
    CHECK(written("chess", "", "e2e4", Notation::Lan) == "e2-e4");
    CHECK(written("chess", "", "g1f3", Notation::Lan) == "Ng1-f3");
    CHECK(written("chess", "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8q", Notation::Lan) == "b7xc8=Q+");
    CHECK(written("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "N@d5", Notation::Lan) == "N@d5");
}

TEST_CASE("shogi's notations count files from the right and ranks from Black's side", "[notation]") {
    const std::string shogi = "";
    CHECK(written("shogi", shogi, "g3g4", Notation::ShogiHodgesNumber) == "P-36");
    CHECK(written("shogi", shogi, "g3g4", Notation::ShogiHodges) == "P-3f");
    CHECK(written("shogi", shogi, "g3g4", Notation::ShogiHosking) == "P36");
    // two golds reach e2: the origin square, and Hosking's dash with it
    CHECK(written("shogi", shogi, "d1e2", Notation::ShogiHodgesNumber) == "G69-58");
    CHECK(written("shogi", shogi, "d1e2", Notation::ShogiHosking) == "G69-58");
    CHECK(written("shogi", shogi, "d1e2", Notation::ShogiHodges) == "G6i-5h");
    // no check marks; drops with * (Hosking: ')
    const std::string hand = "4k4/9/9/9/9/9/9/9/4K4[Rr] w - - 0 1";
    CHECK(written("shogi", hand, "R@e8", Notation::ShogiHodgesNumber) == "R*52");
    CHECK(written("shogi", hand, "R@e8", Notation::ShogiHosking) == "R'52");
    CHECK(written("shogi", hand, "R@e8", Notation::San) == "R@e8+");
}

TEST_CASE("shogi's notations write promotion +, its refusal = and a promoted piece +X", "[notation]") {
    const std::string fen = "4k4/9/9/3P5/9/9/9/9/4K4[] w - - 0 1";   // a pawn on d6 reaching the zone
    CHECK(written("shogi", fen, "d6d7+", Notation::ShogiHodgesNumber) == "P-63+");
    CHECK(written("shogi", fen, "d6d7", Notation::ShogiHodgesNumber) == "P-63=");
    CHECK(written("shogi", "4k4/9/9/3+P5/9/9/9/9/4K4[] w - - 0 1", "d6d7", Notation::ShogiHodges) == "+P-6c");
    // kyoto shogi: turning back is -, and SAN names the lance's gold as a gold (san=G)
    const std::string kyoto = "p+nks1/5/1+l3/5/+LSK+NP[] b - - 0 1";
    CHECK(written("kyotoshogi", kyoto, "b3b2-", Notation::ShogiHodgesNumber) == "+L-44-");
    CHECK(written("kyotoshogi", kyoto, "b3b2-", Notation::San) == "Gb2=L");
}

TEST_CASE("a game's notation key is its default; SAN reads FEN letters too", "[notation]") {
    CHECK(testing::load("shogi").notation() == Notation::ShogiHodgesNumber);
    CHECK(testing::load("chess").notation() == Notation::San);
    const auto xq = testing::load("xiangqi");
    const Position pos = testing::at(xq, xq.start_fen());
    CHECK(written(pos, "b1c3", Notation::San) == "Hc3");
    auto h = aviary::parse_san(pos, "Hc3"), n = aviary::parse_san(pos, "Nc3");
    REQUIRE(h.ok());
    REQUIRE(n.ok());
    CHECK(*h == *n);
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K royal san=kk\nsetup = 8/8/8/8/8/8/8/K7 w - - 0 1\n", "t.variant");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("san= takes one upper-case letter") != std::string::npos);
}

TEST_CASE("WXF: file numbers from each side's right, + and - for direction and for twins", "[notation]") {
    const std::string start = "";
    CHECK(written("xiangqi", start, "b1c3", Notation::XiangqiWxf) == "H8+7");
    CHECK(written("xiangqi", start, "b3e3", Notation::XiangqiWxf) == "C8=5");
    CHECK(written("xiangqi", start, "a1a2", Notation::XiangqiWxf) == "R9+1");
    CHECK(written("xiangqi", start, "b3b10", Notation::XiangqiWxf) == "C8+7");   // a capture: no x, no +
    // Black counts from its own right
    CHECK(written("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", "b8e8",
                  Notation::XiangqiWxf) == "C2=5");
    // two rooks on one file: front (+) and rear (-)
    const std::string rooks = "3k5/9/9/9/R8/9/R8/9/9/4K4 w - - 0 1";
    CHECK(written("xiangqi", rooks, "a6b6", Notation::XiangqiWxf) == "R+=8");
    CHECK(written("xiangqi", rooks, "a4b4", Notation::XiangqiWxf) == "R-=8");
    // three soldiers on one file: their place from the front
    const std::string three = "3k5/9/9/4P4/4P4/4P4/9/9/9/3K5 w - - 0 1";
    CHECK(written("xiangqi", three, "e7d7", Notation::XiangqiWxf) == "15=6");
    CHECK(written("xiangqi", three, "e6d6", Notation::XiangqiWxf) == "25=6");
}

TEST_CASE("janggi and Thai notations", "[notation]") {
    CHECK(written("janggi", "", "b1c3", Notation::Janggi) == "H02-83");
    CHECK(written("makruk", "", "d3d4", Notation::ThaiSan) == "ง๔");
    CHECK(written("makruk", "", "d3d4", Notation::ThaiLan) == "บ ง๓-ง๔");
    CHECK(written("makruk", "", "b1d2", Notation::ThaiSan) == "ม-ง๒");
}

TEST_CASE("LAN, janggi's and shogi's notations tell every legal move apart", "[notation]") {
    std::mt19937 rng(11);
    for (const std::string v : {"chess", "shogi", "minishogi", "kyotoshogi", "janggi", "crazyhouse", "makruk"}) {
        const auto rules = testing::load(v);
        Position pos = testing::at(rules, rules.start_fen());
        for (int ply = 0; ply < 40; ++ply) {
            aviary::MoveList legal;
            pos.legal_moves(legal);
            if (legal.empty()) break;
            for (Notation n : {Notation::Lan, Notation::Janggi, Notation::ShogiHodgesNumber, Notation::ShogiHosking}) {
                const auto out = aviary::moves_to_san(pos, legal, n);
                std::set<std::string> seen(out.begin(), out.end());
                INFO(v << " " << pos.fen() << " notation " << int(n));
                CHECK(seen.size() == out.size());
            }
            pos.make(legal[rng() % legal.size()]);
        }
    }
}

TEST_CASE("a drop and a move to the same square need no origin", "[notation]") {
    const std::string fen = "4k3/8/8/8/8/8/8/2B1K3[B] w - - 0 1";
    CHECK(written("crazyhouse", fen, "c1f4", Notation::San) == "Bf4");
    CHECK(written("crazyhouse", fen, "B@f4", Notation::San) == "B@f4");
    CHECK(written("crazyhouse", fen, "c1f4", Notation::Lan) == "Bc1-f4");
}

TEST_CASE("a PGN's [Variant] tag is found whatever its case", "[notation][pgn]") {
    const std::vector<std::string> games{"chess", "crazyhouse"};
    auto lichess = aviary::pgn_game_name("[Variant \"Crazyhouse\"]\n\n1. e4 *\n", games);
    REQUIRE(lichess.ok());
    CHECK(*lichess == "crazyhouse");
    CHECK_FALSE(aviary::pgn_game_name("[Variant \"Crazy house\"]\n\n1. e4 *\n", games).ok());
}

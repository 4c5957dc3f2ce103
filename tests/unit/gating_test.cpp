// Gating (`gating = yes`, src/movegen/gating.cpp, src/position/gating_fen.cpp): a piece from the
// hand enters on the first-rank square an unmoved piece leaves, castling included; the rights
// in the FEN's castling field; move strings, SAN and the Move views. Hand-worked positions.
#include <aviary/san.hpp>

#include "helpers.hpp"

using testing::at;
using testing::play;
using testing::moves;
using testing::moves_from;
using testing::parsed;
using testing::S;

namespace {

int type_of(const aviary::Ruleset& rules, char letter) {
    const auto& ps = rules.pieces();
    for (std::size_t i = 0; i < ps.size(); ++i)
        if (ps[i].letter == letter) return int(i);
    return -1;
}

std::string fen_error(const aviary::Ruleset& rules, const std::string& fen) {
    auto p = aviary::Position::from_fen(rules, fen);
    REQUIRE_FALSE(p.ok());
    return p.error_text();
}

}  // namespace

TEST_CASE("seirawan: a first move from the first rank may bring in a hand piece", "[gating]") {
    const auto rules = testing::load("seirawan");
    auto pos = aviary::Position::start(rules);
    CHECK(pos.fen() == rules.start_fen());
    // the knights' four moves, each also with the elephant or the hawk entering behind
    CHECK(moves_from(pos, "b1") == S({"b1a3", "b1a3e", "b1a3h", "b1c3", "b1c3e", "b1c3h"}));
    CHECK(testing::count(pos) == 20 + 4 * 2);
    play(pos, {"b1c3h"});
    CHECK(pos.hash() == pos.compute_hash());
    // the hawk stands on b1, has left the hand, and b1 is no longer a gate
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQCDFGkqbcdfg - 1 1");
    play(pos, {"e7e5"});
    CHECK(moves_from(pos, "b1") == S({"b1a3"}));   // the hawk that entered opens no gate
    play(pos, {"g1f3e"});
    // White's hand is empty: no White gates are written any more
    CHECK(pos.fen() == "rnbqkbnr/pppp1ppp/8/4p3/8/2N2N2/PPPPPPPP/RHBQKBER[eh] b KQkqbcdfg - 1 2");
    play(pos, {"b8c6"});
    CHECK(pos.fen().find("[eh] w KQkqcdfg") != std::string::npos);
}

TEST_CASE("seirawan: a piece that moved and came back has no gate", "[gating]") {
    const auto rules = testing::load("seirawan");
    auto pos = aviary::Position::start(rules);
    play(pos, {"b1c3", "b8c6", "c3b1", "c6b8"});
    CHECK(moves_from(pos, "b1") == S({"b1a3", "b1c3"}));
    CHECK(moves_from(pos, "g1") == S({"g1f3", "g1f3e", "g1f3h", "g1h3", "g1h3e", "g1h3h"}));
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQCDFGkqcdfg - 4 3");
}

TEST_CASE("seirawan: castling brings a piece in on the king's or the rook's square", "[gating]") {
    const auto rules = testing::load("seirawan");
    auto pos = at(rules, "r3k2r/8/8/8/8/8/8/R3K2R[H] w KQ - 0 1");
    const auto all = moves(pos);
    for (const char* s : {"e1g1,h1f1", "e1g1h,h1f1", "e1g1,h1f1h", "e1c1,a1d1", "e1c1h,a1d1",
                          "e1c1,a1d1h"})
        CHECK(all.count(s) == 1);
    // Fairy-Stockfish writes the rook-square gating as the rook's square, then the king's
    const aviary::Move m = parsed(pos, "h1e1h");
    CHECK(pos.move_to_string(m) == "e1g1,h1f1h");
    CHECK(m.is_castling());
    CHECK(m.is_gating());
    CHECK(m.gated_type() == type_of(rules, 'H'));
    CHECK(m.gate_square() == rules.shape().square(7, 0));
    CHECK_FALSE(m.promotion_type());
    CHECK(pos.move_to_string(parsed(pos, "e1g1h")) == "e1g1h,h1f1");
    CHECK(aviary::move_to_san(pos, m) == "O-O/Hh1");
    auto san = aviary::parse_san(pos, "O-O/Hh1");
    INFO(san.error_text());
    REQUIRE(san.ok());
    CHECK(*san == m);
    const std::string before = pos.fen();
    pos.make(m);
    CHECK(pos.fen() == "r3k2r/8/8/8/8/8/8/R4RKH[] b - - 1 1");
    CHECK(pos.hash() == pos.compute_hash());
    pos.unmake();
    CHECK(pos.fen() == before);
}

TEST_CASE("seirawan: the entering piece shields nothing; gating is never a promotion", "[gating]") {
    const auto rules = testing::load("seirawan");
    // the knight on d1 is pinned by the rook on a1: refilling d1 would shield the king, but a
    // gating move is legal only when the move without it is
    auto pos = at(rules, "4k3/8/8/8/8/8/8/r2NK3[H] w D - 0 1");
    CHECK(moves_from(pos, "d1").empty());
    auto free = at(rules, "4k3/8/8/8/8/8/8/3NK3[H] w D - 0 1");
    const aviary::Move m = parsed(free, "d1c3h");
    CHECK(m.gated_type() == type_of(rules, 'H'));
    CHECK(m.gate_square() == rules.shape().square(3, 0));
    CHECK(aviary::move_to_san(free, m) == "Nc3/H");
    auto back = aviary::parse_san(free, "Nc3/H");
    INFO(back.error_text());
    REQUIRE(back.ok());
    CHECK(*back == m);
}

TEST_CASE("shouse: a hand piece is gated or dropped; pawns never enter on the first rank", "[gating]") {
    const auto rules = testing::load("shouse");
    auto pos = at(rules, "4k3/8/8/8/8/8/8/3NK3[P] w D - 0 1");
    CHECK(moves_from(pos, "d1") == S({"d1b2", "d1c3", "d1e3", "d1f2"}));
    auto h = at(rules, "4k3/8/8/8/8/8/8/3NK3[H] w D - 0 1");
    CHECK(moves_from(h, "d1").size() == 8);
    CHECK(moves(h).count("H@a1") == 1);
    play(h, {"d1c3h", "e8d8"});
    // captures refill the hand, so gates are written with an empty hand too
    CHECK(h.fen() == "3k4/8/8/8/8/2N5/8/3HK3[] w - - 2 2");
}

TEST_CASE("seirawan: the castling field's gating rights", "[gating]") {
    const auto rules = testing::load("seirawan");
    SECTION("K and Q make the king's and rooks' squares gates and are not repeated as files") {
        auto pos = at(rules, "r3k2r/8/8/8/8/8/8/R3K2R[H] w KQkqAEH - 0 1");
        CHECK(pos.fen() == "r3k2r/8/8/8/8/8/8/R3K2R[H] w KQkq - 0 1");
    }
    SECTION("with pieces in hand, a king's and a rook's file without K give that castling") {
        auto pos = at(rules, "r3k2r/8/8/8/8/8/8/R3K2R[H] w EH - 0 1");
        CHECK(pos.castling_right(aviary::Color::White, aviary::CastlingSide::King));
        CHECK_FALSE(pos.castling_right(aviary::Color::White, aviary::CastlingSide::Queen));
        CHECK(pos.fen() == "r3k2r/8/8/8/8/8/8/R3K2R[H] w K - 0 1");
    }
    SECTION("with no piece to enter, a rook's file names its castling") {
        auto pos = at(rules, "r3k2r/8/8/8/8/8/8/R3K2R[] w Ha - 0 1");
        CHECK(pos.castling_right(aviary::Color::White, aviary::CastlingSide::King));
        CHECK(pos.castling_right(aviary::Color::Black, aviary::CastlingSide::Queen));
        CHECK(pos.fen() == "r3k2r/8/8/8/8/8/8/R3K2R[] w Kq - 0 1");
    }
    SECTION("bad fields are errors that say where and why") {
        const std::string board = "r3k2r/8/8/8/8/8/8/R3K2R[H] w ";
        CHECK_THAT(fen_error(rules, board + "KX - 0 1"), Catch::Contains("not 'X'"));
        CHECK_THAT(fen_error(rules, board + "K1 - 0 1"), Catch::Contains("not '1'"));
        CHECK_THAT(fen_error(rules, board + "C - 0 1"), Catch::Contains("needs a White piece on c1"));
        CHECK_THAT(fen_error(rules, board + "b - 0 1"), Catch::Contains("needs a Black piece on b8"));
        CHECK_THAT(fen_error(rules, board + "AA - 0 1"), Catch::Contains("'A' is repeated"));
        CHECK_THAT(fen_error(rules, "r3k2r/8/8/8/8/8/8/R4K1R[H] w K - 0 1"),
                   Catch::Contains("needs the king and its partner"));
    }
}

TEST_CASE("gating: the key and its errors", "[gating]") {
    const std::string game = "board = 8x8\npiece K King KisO2 royal\ncastling = R\npiece R Rook R\n"
                             "setup = r3k2r/8/8/8/8/8/8/R3K2R[R] w KQkq - 0 1\n";
    auto ok = aviary::load_ruleset(game + "gating = yes\n", "g.variant");
    INFO(ok.error_text());
    REQUIRE(ok.ok());
    CHECK(ok->has_hands());
    auto pos = aviary::Position::start(*ok);
    CHECK(moves(pos).count("a1a2r") == 1);
    auto bad = aviary::load_ruleset(game + "gating = maybe\n", "g.variant");
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error_text(), Catch::Contains("g.variant:6"));
    auto any = aviary::load_ruleset(game + "gating = yes\ncastling-start = any\n", "g.variant");
    REQUIRE_FALSE(any.ok());
    CHECK_THAT(any.error_text(), Catch::Contains("not supported"));
}

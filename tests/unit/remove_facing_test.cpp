// remove-facing = TYPES (Byzantine round chess): the side to move may remove two enemy pieces
// of these types that block each other head-on, as a move that keeps its turn. Positions on
// the shipped 16x4 ring, counted by hand: which pairs face, the removal as a move of its own
// (string, SAN, make and unmake), a removal that unshields the king, and perft counting whole
// turns (every sequence of removals that ends in a legal move).
#include "aviary/inspect.hpp"
#include "helpers.hpp"

using testing::at;
using testing::load;
using testing::moves;

namespace {

using Set = std::set<std::string>;

std::uint64_t perft(aviary::Position pos, int depth, bool audit = false) {
    aviary::PerftOptions o;
    o.audit = audit;
    return aviary::perft(pos, depth, o);
}

// The removals in the list (passes that take pieces).
Set removals(const aviary::Position& pos) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    Set out;
    for (const auto& m : ml)
        if (m.is_pass() && !m.victims().empty()) out.insert(pos.move_to_string(m));
    return out;
}

// White's right-running pawn on h2 and left-running pawn on i2 face each other; Black's king
// on i4, White's on a1; a white and a black pawn lock each other on e3-f3, so neither side is
// ever a bare king.
const char* const kFacing = "8k7/4Pp10/7PL7/K15 b - - 0 1";

}  // namespace

TEST_CASE("remove-facing: the other side removes a facing pair and moves again",
          "[remove-facing]") {
    auto rules = load("byzantine");
    auto pos = at(rules, kFacing);
    // Black's king: h3 is taken by the L (lcF: h1, h3), i3 by the P (rcF: i1, i3)
    CHECK(moves(pos) == Set{"i4h4", "i4j4", "i4j3", "i4h2,i2,i4"});
    auto m = pos.parse_move("i4h2,i2,i4");
    REQUIRE(m.ok());
    CHECK(m->victims().size() == 2);
    CHECK(aviary::move_to_san(pos, *m) == "--xh2xi2");
    const std::string before = pos.fen();
    pos.make(*m);
    CHECK(pos.fen() == "8k7/4Pp10/16/K15 b - - 1 1");   // Black moves again (no capture)
    CHECK(moves(pos) == Set{"i4h4", "i4j4", "i4h3", "i4i3", "i4j3"});
    pos.unmake();
    CHECK(pos.fen() == before);
    // perft 1: three king moves, or the removal then five
    CHECK(perft(at(rules, kFacing), 1) == 8);
    CHECK(perft(at(rules, kFacing), 1, true) == 8);
}

TEST_CASE("remove-facing: only the other side's pairs, only pairs that face",
          "[remove-facing]") {
    auto rules = load("byzantine");
    // White to move: its own facing pair is not its to remove
    CHECK(removals(at(rules, "8k7/4Pp10/7PL7/K15 w - - 0 1")).empty());
    // two pawns running the same way, and an L behind a P (back to back), face nothing
    CHECK(removals(at(rules, "8k7/4Pp10/7PP7/K15 b - - 0 1")).empty());
    CHECK(removals(at(rules, "8k7/4Pp10/7LP7/K15 b - - 0 1")).empty());
    // a white P nose to nose with a black pawn is no pair either
    CHECK(removals(at(rules, "8k7/4Pp10/7Pp7/K15 b - - 0 1")).empty());
    // Black's own pair, seen by White: Black's p runs to its right (towards lower files)
    CHECK(removals(at(rules, "8k7/4Pp10/7lp7/K15 w - - 0 1")) == Set{"a1h2,i2,a1"});
}

TEST_CASE("remove-facing: a removal that unshields the king, sheltered by the move after",
          "[remove-facing]") {
    auto rules = load("byzantine");
    // White's rook on d2 looks along the second ring at Black's king on m2, shielded by the
    // facing pair h2-i2 (and on the other side round the ring by White's king on a2)
    const char* fen = "4Pp10/16/K2R3PL3k3/16 b - - 0 1";
    auto pos = at(rules, fen);
    // eight king moves (nothing of White's reaches them), or the removal: the king then stands
    // in check and must leave the second ring (l2, and n2 behind it on the rook's line, are
    // taken): l1 l3 m1 m3 n1 n3
    CHECK(perft(at(rules, fen), 1) == 8 + 6);
    CHECK(perft(at(rules, fen), 1, true) == 14);
    pos.make(*pos.parse_move("m2h2,i2,m2"));
    CHECK(moves(pos) == Set{"m2l1", "m2l3", "m2m1", "m2m3", "m2n1", "m2n3"});
}

TEST_CASE("remove-facing: two pairs are removed one at a time, in either order",
          "[remove-facing]") {
    auto rules = load("byzantine");
    // pairs h2-i2 and m1-n1; the king's moves: h4 j4 j3 with both pairs on the board (h3 and
    // i3 taken), the same with only m1-n1, all five of h4 j4 h3 i3 j3 once h2-i2 is gone
    const char* fen = "8k7/4Pp10/7PL7/K11PL2 b - - 0 1";
    auto pos = at(rules, fen);
    CHECK(removals(pos) == Set{"i4h2,i2,i4", "i4m1,n1,i4"});
    // K: 3; A then K: 5; A, B, K: 5; B then K: 3; B, A, K: 5
    CHECK(perft(at(rules, fen), 1) == 21);
    CHECK(perft(at(rules, fen), 1, true) == 21);
    // depth 2 agrees with the audit's make, test and unmake of every move
    CHECK(perft(at(rules, fen), 2) == perft(at(rules, fen), 2, true));
}

TEST_CASE("remove-facing: not with moves-per-turn, and described", "[remove-facing]") {
    auto r = aviary::load_ruleset("board = 8x8\nmoves-per-turn = 2\nremove-facing = P\n"
                                  "piece K King K royal\npiece P Pawn fmW\n"
                                  "setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
                                  "bad.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error_text().find("bad.variant:3:") != std::string::npos);
    CHECK(r.error_text().find("not with moves-per-turn") != std::string::npos);
    const std::string text = aviary::describe_rules(load("byzantine"));
    CHECK(text.find("may remove two enemy pieces of PL that block each other head-on") !=
          std::string::npos);
}

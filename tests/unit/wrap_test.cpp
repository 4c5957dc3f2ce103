// wrap = files | ranks | both: lines that leave one edge come back at the other. Leaps, rides,
// hops, multi-leg moves and attacks (check, pins) across the seam, a rider that never returns
// to its own square, a square reached both ways round listed once, bad values, FEN round trips.
#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::load;
using testing::moves;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

// An 8x8 board with kings (apart on every wrapped board) and one more piece type, wrapped
// as `wrap` says.
aviary::Ruleset board(const std::string& wrap, const std::string& piece) {
    return from_text("board = 8x8\nwrap = " + wrap + "\npiece K King K royal\npiece " + piece +
                     "\nsetup = 8/8/8/4k3/8/8/8/4K3 w - - 0 1\n");
}

// How many moves the list holds from `from` (a move listed twice counts twice).
std::size_t listed_from(const aviary::Position& pos, const std::string& from) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    std::size_t n = 0;
    for (const auto& m : ml) n += pos.move_to_string(m).rfind(from, 0) == 0;
    return n;
}

// Perft with the audit (fast paths against the general walk at every node).
std::uint64_t audited_perft(aviary::Position pos, int depth) {
    aviary::PerftOptions audit;
    audit.audit = true;
    return aviary::perft(pos, depth, audit);
}

}  // namespace

TEST_CASE("wrap = files: leaps re-enter at the other edge", "[wrap]") {
    auto rules = board("files", "N Knight N");
    // a knight on h2 reaches f1 f3 g4 as on a flat board, and a4 b3 b1 over the seam
    auto pos = at(rules, "4k3/8/8/8/8/8/7N/4K3 w - - 0 1");
    CHECK(moves_from(pos, "h2") == Set{"h2f1", "h2f3", "h2g4", "h2a4", "h2b3", "h2b1"});
    // ranks stay edges: from a1 nothing goes below rank 1
    auto low = at(rules, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    CHECK(moves_from(low, "a1") == Set{"a1b3", "a1c2", "a1h3", "a1g2"});
    // the king steps from a1 to h1 and h2
    CHECK(moves_from(at(rules, "4k3/8/8/8/8/8/8/K7 w - - 0 1"), "a1") ==
          Set{"a1a2", "a1b1", "a1b2", "a1h1", "a1h2"});
}

TEST_CASE("wrap = files: a rook on an empty rank reaches each other square once", "[wrap]") {
    auto rules = board("files", "R Rook R");
    auto pos = at(rules, "8/4k3/8/8/8/8/K7/3R4 w - - 0 1");
    // the rank's seven other squares once each (never d1 itself), and the d-file upwards
    Set want;
    for (const char* s : {"a1", "b1", "c1", "e1", "f1", "g1", "h1", "d2", "d3", "d4", "d5", "d6",
                          "d7", "d8"})
        want.insert(std::string("d1") + s);
    CHECK(moves_from(pos, "d1") == want);
    CHECK(listed_from(pos, "d1") == want.size());   // none twice, though reached both ways
    // a blocker on b1: a1 and c1 are still reached, the short way or the long way round
    auto blocked = at(rules, "8/4k3/8/8/8/8/K7/1R1R4 w - - 0 1");
    CHECK(moves_from(blocked, "d1").count("d1a1"));
    CHECK(moves_from(blocked, "d1").count("d1c1"));
    CHECK(!moves_from(blocked, "d1").count("d1b1"));
}

TEST_CASE("wrap: a capture reachable both ways round is one move", "[wrap]") {
    auto rules = board("files", "R Rook R");
    // the black rook on h1 is taken from d1 rightwards (e1 f1 g1) or leftwards (c1 b1 a1)
    auto pos = at(rules, "8/4k3/8/8/8/8/K7/3R3r w - - 0 1");
    aviary::MoveList ml;
    pos.legal_moves(ml);
    int takes = 0;
    for (const auto& m : ml) takes += pos.move_to_string(m) == "d1h1";
    CHECK(takes == 1);
    // a bishop on a1 reaches e5 both ways round (b2 c3 d4, or h2 g3 f4): once
    auto bishop = at(board("files", "B Bishop B"), "8/4k3/8/8/8/8/8/B3K3 w - - 0 1");
    aviary::MoveList bl;
    bishop.legal_moves(bl);
    int e5 = 0;
    for (const auto& m : bl) e5 += bishop.move_to_string(m) == "a1e5";
    CHECK(e5 == 1);
    CHECK(audited_perft(bishop, 3) == aviary::perft(bishop, 3));
}

TEST_CASE("wrap: check across the seam", "[wrap]") {
    auto rules = board("files", "R Rook R");
    // the black rook on a4 checks the king on g4 over the seam (h4 empty), and the king may
    // not step to h4 or f4, both on the rook's rank
    auto pos = at(rules, "8/8/8/8/r5K1/8/8/4k3 w - - 0 1");
    CHECK(pos.in_check());
    CHECK(!moves_from(pos, "g4").count("g4h4"));
    CHECK(!moves_from(pos, "g4").count("g4f4"));
    CHECK(moves_from(pos, "g4").count("g4g5"));
    // a rook checking both ways round: blocking one way is no answer, taking it is
    auto both = at(rules, "8/4k3/8/8/r3K3/8/8/R7 w - - 0 1");
    CHECK(both.in_check());
    CHECK(moves(both).count("a1a4"));   // the rook on a1 takes the checker
    CHECK(!moves(both).count("a1b1"));
    CHECK(audited_perft(both, 3) == aviary::perft(both, 3));
    // a pinned rook: between the king on e4 and the black rook, the other way blocked
    auto pin = at(rules, "8/8/8/8/r1R1KR2/8/8/4k3 w - - 0 1");
    CHECK(!pin.in_check());
    CHECK(!moves_from(pin, "c4").count("c4c5"));
    CHECK(moves_from(pin, "c4").count("c4a4"));
    CHECK(audited_perft(pin, 3) == aviary::perft(pin, 3));
}

TEST_CASE("a checker found along two lines is one checker, on a flat board too", "[wrap]") {
    // the black piece on e3 (rook and dabbaba) checks e1 along its R line and by its D leap:
    // one checker, which the rook on a3 may take
    auto rules = from_text("board = 8x8\npiece K King K royal\npiece R Rook R\n"
                           "piece X Xrider RD\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    auto pos = at(rules, "7k/8/8/8/8/R3x3/8/4K3 w - - 0 1");
    CHECK(moves(pos) == Set{"e1d1", "e1d2", "e1f1", "e1f2", "a3e3"});
    CHECK(audited_perft(pos, 3) == aviary::perft(pos, 3));
}

TEST_CASE("wrap = ranks and both: leaps and rides over the other seams", "[wrap]") {
    auto ranks = board("ranks", "R Rook R");
    // the rook on d1 goes down to d8 over the seam (the king on e8 is off its file)
    auto pos = at(ranks, "4k3/8/8/8/8/8/8/K2R4 w - - 0 1");
    CHECK(moves_from(pos, "d1").count("d1d8"));
    CHECK(!moves_from(pos, "d1").count("d1d1"));
    // both: a bishop on a torus of 8x8 runs the whole diagonal, seven squares each way,
    // e.g. a1 to h8 in one step (b2 .. g7 too)
    auto torus = at(board("both", "B Bishop B"), "8/8/8/2k5/8/8/8/B3K3 w - - 0 1");
    CHECK(moves_from(torus, "a1").count("a1h8"));
    CHECK(moves_from(torus, "a1").count("a1h2"));
    CHECK(audited_perft(torus, 3) == aviary::perft(torus, 3));
}

TEST_CASE("wrap: hoppers and multi-leg moves follow the seam", "[wrap]") {
    auto rules = board("files", "C Cannon mRcpR");
    // the black cannon on f1 checks the king on h1 over the seam, hopping the cannon on a1;
    // that cannon takes it back the same way (h1 the hurdle), not rightwards (f1 a hurdle)
    auto pos = at(rules, "4k3/8/8/8/8/8/8/C4c1K w - - 0 1");
    CHECK(pos.in_check());
    CHECK(moves_from(pos, "a1").count("a1f1"));
    CHECK(audited_perft(pos, 3) == aviary::perft(pos, 3));
    // the general walk (a hopper has no fast form) also stops before the cannon's own square
    auto empty = at(rules, "4k3/8/8/8/8/8/C7/4K3 w - - 0 1");
    CHECK(listed_from(empty, "a2") == 14);   // b2-h2 and the a-file, each once
    // a locust (cafmW: take the adjacent piece, land beyond) takes h1 from a1, lands on g1
    auto locust = at(board("files", "L Locust mWcafmW"), "4k3/8/8/8/8/8/8/L3K2l w - - 0 1");
    CHECK(moves_from(locust, "a1") == Set{"a1a2", "a1b1", "a1h1,g1"});
    CHECK(audited_perft(locust, 3) == aviary::perft(locust, 3));
}

TEST_CASE("wrap: a bad value is a located error", "[wrap]") {
    auto r = aviary::load_ruleset("board = 8x8\nwrap = sideways\npiece K King K royal\n"
                                  "setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", "bad.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error_text().find("bad.variant:2:8") != std::string::npos);
    CHECK(r.error_text().find("wrap is one of: none, files, ranks, both") != std::string::npos);
    // a torus of 12x8 has diagonals 24 squares round, more than a line may have
    auto t = aviary::load_ruleset("board = 12x8\nwrap = both\npiece K King K royal\n"
                                  "setup = 4k7/12/12/12/12/12/12/4K7 w - - 0 1\n", "torus.variant");
    REQUIRE_FALSE(t.ok());
    CHECK(t.error_text().find("torus.variant:2:8") != std::string::npos);
    CHECK(t.error_text().find("12x8 has lines of 24") != std::string::npos);
    // royal-facing looks along a flat board: not with a wrapped one
    auto f = aviary::load_ruleset("board = 8x8\nwrap = files\nroyal-facing = illegal\n"
                                  "piece K King K royal\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
                                  "facing.variant");
    REQUIRE_FALSE(f.ok());
    CHECK(f.error_text().find("facing.variant:3:") != std::string::npos);
    CHECK(f.error_text().find("not with wrap = files") != std::string::npos);
    auto aim = aviary::load_ruleset("board = 8x8\nwrap = files\ninitial-lost-to = R\n"
                                    "piece K King K royal\npiece R Rook R\n"
                                    "setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", "aim.variant");
    REQUIRE_FALSE(aim.ok());
    CHECK(aim.error_text().find("aim.variant:3:") != std::string::npos);
    CHECK(aim.error_text().find("initial-lost-to aims along a flat board") != std::string::npos);
}

TEST_CASE("cylinder chess: FEN round trip, en passant over the seam, castling", "[wrap]") {
    auto rules = load("cylinder");
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "r3k2r/8/8/P6p/8/8/8/R3K2R w KQkq h6 0 1",
                            "4k3/8/8/8/r5K1/8/8/8 w - - 3 40"}) {
        auto pos = at(rules, fen);
        CHECK(pos.fen() == fen);
        CHECK(at(rules, pos.fen()).fen() == fen);
    }
    // a pawn on a5 takes the h-pawn that just stepped h7-h5, en passant on h6
    auto pos = at(rules, "4k3/7p/8/P7/8/8/8/4K3 b - - 0 1");
    testing::play(pos, {"h7h5"});
    CHECK(moves_from(pos, "a5").count("a5h6"));
    testing::play(pos, {"a5h6"});
    CHECK(pos.fen() == "4k3/8/7P/8/8/8/8/4K3 b - - 0 2");
    // castling as in orthodox chess, never over the seam
    auto castle = at(rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(moves_from(castle, "e1").count("e1g1,h1f1"));
    CHECK(moves_from(castle, "e1").count("e1c1,a1d1"));
    // the a1 rook's leftward line ends at once on its own rook on h1, over the seam
    CHECK(moves_from(castle, "a1") == Set{"a1b1", "a1c1", "a1d1", "a1a2", "a1a3", "a1a4", "a1a5",
                                          "a1a6", "a1a7", "a1a8"});
    CHECK(audited_perft(castle, 2) == aviary::perft(castle, 2));
}

TEST_CASE("circular chess: a ring of 16x4, pawns of two directions", "[wrap]") {
    auto rules = load("circular");
    const char* start = "2LQKP4pkql2/2LBBP4pbbl2/2LNNP4pnnl2/2LRRP4prrl2 w - - 0 1";
    auto pos = at(rules, start);
    CHECK(pos.fen() == start);
    // White's f-pawns run towards g, its c-pawns towards b and over the seam to p
    CHECK(moves_from(pos, "f2") == Set{"f2g2", "f2h2"});
    CHECK(moves_from(pos, "c2") == Set{"c2b2", "c2a2"});
    CHECK(moves_from(at(rules, "2LQKP4pkql2/2LBBP4pbbl2/2LNNP4pnnl2/L1LRRP4prrl2 w - - 0 1"),
                     "a1") == Set{"a1p1"});   // (off its start: one step only)
    // Black's (turned round): its k-pawns towards j, its n-pawns towards o
    testing::play(pos, {"f2g2"});
    CHECK(moves_from(pos, "k2") == Set{"k2j2", "k2i2"});
    CHECK(moves_from(pos, "n2") == Set{"n2o2", "n2p2"});
    // a white pawn promotes on the l-file
    auto promo = at(rules, "4K6k4/16/10P5/16 w - - 0 1");
    CHECK(moves_from(promo, "k2") == Set{"k2l2q", "k2l2r", "k2l2b", "k2l2n"});
    // a rook on an empty ring reaches its 15 other squares once each, and up its file
    auto ring = at(rules, "4K6k4/16/16/R15 w - - 0 1");
    CHECK(listed_from(ring, "a1") == 18);
    CHECK(moves_from(ring, "a1").count("a1p1"));
    CHECK(audited_perft(ring, 3) == aviary::perft(ring, 3));
}

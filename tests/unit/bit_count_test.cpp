// Counting by square sets (src/compile/bit_forms.cpp, src/movegen/bit_count.cpp): on a board of
// one or two words (64 or 128 squares), perft's last ply counts the plain moves of pieces by their bit forms. Each count is
// checked against the moves listed by the fast walk, position by position (perft's audit), on
// games built to reach every kind of form: leaps grouped by how they end, rides cut at their
// first piece both ways along the square numbers, rides of a limited range, flights, lame and
// first-move legs, walls, a piece walked beside them, and a wrapped board whose seam no bit form follows.
#include <random>

#include "ir/access.hpp"
#include "movegen/ray_bits.hpp"
#include "helpers.hpp"

using testing::at;
using testing::from_text;

namespace {

aviary::Ruleset game(const std::string& extra) {
    return from_text("board = 8x8\nsymmetry = mirror\npiece K King K royal\n"
                     "piece * Wall - neutral\n" + extra);
}

const char* kPieces =
    "piece L Lame nN\n"                 // a lame leap: its block square must be empty
    "piece P Pawn fmWfcFifmnD\n"        // move-only and capture-only leaps, a first-move step
    "piece S Short R2\n"                // rides of range 2
    "piece M Mixed mRcB\n"              // move-only rides, capture-only rides
    "piece D Destroyer KdN\n"           // takes its own pieces: walked, beside the others
    "piece F Flier (mpaf)mF\n";         // a flight over anything to an empty square

// perft with the audit: at every node the count by bits equals the moves listed.
void audited(const aviary::Position& pos, int depth) {
    aviary::PerftOptions audit;
    audit.audit = true;
    auto p = pos;
    CHECK_NOTHROW(aviary::perft(p, depth, audit));
}

bool counted_by_bits(const aviary::Ruleset& rules, char letter) {
    const auto& rd = aviary::detail::rules_data(rules);
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].letter == letter) return rd.bit_pieces[0].at(t).counted;
    return false;
}

bool counted_by_shifts(const aviary::Ruleset& rules, char letter) {
    const auto& rd = aviary::detail::rules_data(rules);
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].letter == letter) return rd.bit_pieces[0].at(t).slot >= 0;
    return false;
}

int fill_slot(const aviary::Ruleset& rules, char letter) {
    const auto& rd = aviary::detail::rules_data(rules);
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].letter == letter) return rd.bit_pieces[0].at(t).fill_slot;
    return -1;
}

}  // namespace

TEST_CASE("bit counting: every kind of bit form counts what the walk lists", "[bit_count]") {
    auto rules = game(std::string(kPieces) +
                      "setup = 4k3/1ppmp3/2l1s3/3*4/3D1F2/1L1S4/PPP1M3/4K3 w - - 0 1\n");
    for (char letter : {'L', 'P', 'S', 'M', 'F'}) {
        INFO(letter);
        CHECK(counted_by_bits(rules, letter));
    }
    CHECK_FALSE(counted_by_bits(rules, 'D'));   // (a friendly capture has no fast form: walked)
    auto pos = aviary::Position::start(rules);
    CHECK(pos.count_legal_moves() == testing::count(pos));
    audited(pos, 3);
    // a crowded middle: blocked lame legs, pawns that moved, walls on the rays
    audited(at(rules, "4k3/2p1p3/1p1*1l2/2PsPp2/1*1D1F2/2LS1m2/P2M4/4K3 b - - 0 1"), 3);
}

TEST_CASE("bit counting: on a board of two words", "[bit_count]") {
    auto rules = from_text("board = 10x10\nsymmetry = mirror\npiece K King K royal\n"
                           "piece * Wall - neutral\n" + std::string(kPieces) +
                           "setup = 5k4/1ppmp5/2l1s5/3*6/3D1F4/1L1S6/10/10/PPP1M5/5K4 w - - 0 1\n");
    for (char letter : {'L', 'P', 'S', 'M', 'F'}) {
        INFO(letter);
        CHECK(counted_by_bits(rules, letter));
    }
    auto pos = aviary::Position::start(rules);
    CHECK(pos.count_legal_moves() == testing::count(pos));
    audited(pos, 3);
}

TEST_CASE("bit counting: a ride along a wrapped board's seam is walked", "[bit_count]") {
    auto rules = from_text("board = 8x8\nwrap = files\nsymmetry = mirror\npiece K King K royal\n"
                           "piece R Rook R\nsetup = 4k3/8/8/8/8/8/8/R3K2R w - - 0 1\n");
    // the file-wise rays cross the seam: no bit form, the rook stays with the walk
    CHECK_FALSE(counted_by_bits(rules, 'R'));
    audited(aviary::Position::start(rules), 3);
}

TEST_CASE("bit counting: a ride runs down the numbers as well as up", "[bit_count]") {
    auto rules = game("piece Q Queen Q\nsetup = 8/7k/8/8/3Q4/8/8/K7 w - - 0 1\n");
    auto pos = aviary::Position::start(rules);
    // d4: up the file 4, down 3; east 4, west 3; north-east 4, south-west 2 (a1 is White's
    // king), north-west 3, south-east 3: 26; and the king's a2, b1, b2
    CHECK(pos.count_legal_moves() == 26 + 3);
    CHECK(pos.count_legal_moves() == testing::count(pos));
}

TEST_CASE("bit counting: a type of few short leaps is counted by shifting all its pieces", "[bit_count]") {
    // pawns (a step, two captures, a lame first double step), Berolina pawns (lame diagonal
    // double steps), a wazir-stepper that only moves sideways from some ranks; the knight's
    // eight leaps stay per piece
    const std::string pieces = "piece P Pawn fmWfcFifmnD\npiece B Berolina fmFfcWifmnA\n"
                               "piece S Sider fWsW{from:5-8}\npiece N Knight N\n";
    auto rules = game(pieces + "setup = 4k3/pbpspb2/2n5/1S1*4/3P2s1/2N5/PBPSPB2/4K3 w - - 0 1\n");
    for (char letter : {'P', 'B', 'S'}) {
        INFO(letter);
        CHECK(counted_by_shifts(rules, letter));
    }
    CHECK_FALSE(counted_by_shifts(rules, 'N'));
    auto pos = aviary::Position::start(rules);
    CHECK(pos.count_legal_moves() == testing::count(pos));
    audited(pos, 3);
    // on a board wrapped by files a capture across the seam is its own shift
    auto wrapped = from_text("board = 8x8\nwrap = files\nsymmetry = mirror\npiece K King K royal\n" +
                             pieces + "setup = 4k3/pbp2bnp/8/8/8/8/PBP2BNP/4K3 w - - 0 1\n");
    CHECK(counted_by_shifts(wrapped, 'P'));
    audited(aviary::Position::start(wrapped), 3);
    audited(at(wrapped, "4k3/1bp2bn1/8/p6p/P6P/8/1BP2BN1/4K3 w - - 0 1"), 3);
}

TEST_CASE("bit counting: must-capture counts the captures apart", "[bit_count]") {
    // antichess: a side that can take must take; the last ply counts the pieces that cannot
    // take by bits and lists the captures of those that can
    auto rules = testing::load("antichess");
    // no capture anywhere: every move counts (20 from the start)
    CHECK(aviary::Position::start(rules).count_legal_moves() == 20);
    // the queen on d5 takes on d7, b7, g8 (past e6 and f7) and f5, the pawn on e4 on f5: five
    // captures, and only they count
    auto pos = at(rules, "rnbqkbnr/pp1p2pp/8/3Q1p2/4P3/8/PPPP1PPP/RNB1KBNR w - - 0 1");
    CHECK(pos.count_legal_moves() == testing::count(pos));
    CHECK(pos.count_legal_moves() == 5);
    audited(pos, 3);
    // a capture only by a pawn on the seventh rank (walked): axb8 promoting five ways (antichess
    // promotes to a king too)
    auto promo = at(rules, "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(promo.count_legal_moves() == testing::count(promo));
    CHECK(promo.count_legal_moves() == 5);
    audited(promo, 3);
}

TEST_CASE("bit counting: unlimited rides are counted by fills, all their pieces at once", "[bit_count]") {
    const std::string pieces = "piece R Rook R\npiece B Bishop B\npiece Q Queen Q\n"
                               "piece M Mixed mRcB\npiece S Short R2\npiece A Archbishop BN\n";
    auto rules = game(pieces + "setup = 4k3/1bq1m3/2a1s3/3*4/1r6/1B1S1R2/1AQM4/4K3 w - - 0 1\n");
    for (char letter : {'R', 'B', 'Q', 'M', 'A'}) {
        INFO(letter);
        CHECK(fill_slot(rules, letter) >= 0);
    }
    CHECK(fill_slot(rules, 'S') < 0);   // (a ride of range 2 is no fill: its own forms)
    auto pos = aviary::Position::start(rules);
    CHECK(pos.count_legal_moves() == testing::count(pos));
    audited(pos, 3);
    // two rooks on one rank: a1 b1 c1 and up the a-file (9), d1 c1 b1 e1 f1 g1 and up the d-file
    // (12), the king on h1 g1 g2 h2 (3)
    auto rooks = at(rules, "7k/8/8/8/8/8/8/R2R3K w - - 0 1");
    CHECK(rooks.count_legal_moves() == 9 + 12 + 3);
    // a board of 9 files and 7 ranks (63 squares, one word): no ray runs on past a file's end
    auto wide = from_text("board = 9x7\nsymmetry = mirror\npiece K King K royal\n" + pieces +
                          "setup = 4k4/1bq1m4/2a1s4/9/1B1S1R3/1AQM5/4K4 w - - 0 1\n");
    CHECK(fill_slot(wide, 'Q') >= 0);
    auto wpos = aviary::Position::start(wide);
    CHECK(wpos.count_legal_moves() == testing::count(wpos));
    audited(wpos, 3);
    // riders each riding its own mix of ways: ten sets of riders, more than a side's fill forms
    // may have; a type that would add one too many keeps its own forms, and the counts agree
    auto mixed = game("piece A Rook R\npiece B North fRfrB\npiece C West lRflB\npiece D Bishop B\n"
                      "piece E South bRblB\npiece F Nightrider NN\npiece G Forenight fNN\n"
                      "piece H East rRbrB\n"
                      "setup = 4k3/1a1b1c2/8/2d1e1f1/1G1H4/8/1A1B1C1D/4K3 w - - 0 1\n");
    int filled = 0;
    for (char letter : {'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'}) filled += fill_slot(mixed, letter) >= 0;
    CHECK(filled >= 4);
    CHECK(filled < 8);   // (one at least kept its own forms: its sets would be too many)
    CHECK(aviary::detail::rules_data(mixed).fill_sources[0].size() <=
          std::size_t(aviary::detail::MaxFillSources));
    auto mpos = aviary::Position::start(mixed);
    CHECK(mpos.count_legal_moves() == testing::count(mpos));
    audited(mpos, 3);
    // on a board wrapped by files the rays cross the seam: no fill (no bit form at all)
    auto wrapped = from_text("board = 8x8\nwrap = files\nsymmetry = mirror\npiece K King K royal\n"
                             "piece B Bishop B\nsetup = 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1\n");
    CHECK(fill_slot(wrapped, 'B') < 0);
}

TEST_CASE("bit counting: the squares holding a piece, found in the board's bytes", "[bit_count]") {
    std::mt19937 rng(7);
    std::array<std::uint8_t, 64> board{};
    for (int round = 0; round < 200; ++round) {
        for (auto& b : board) b = std::uint8_t(rng() % 5 == 0 ? rng() % 256 : rng() % 4);
        for (int cell : {1, 2, 3, 0x80, 0xFF}) {
            std::uint64_t expected = 0;
            for (int s = 0; s < 64; ++s)
                if (board[std::size_t(s)] == cell) expected |= std::uint64_t(1) << s;
            INFO("round " << round << " cell " << cell);
            CHECK(aviary::detail::squares_holding(board.data(), std::uint8_t(cell)) == expected);
            CHECK(aviary::detail::squares_holding_by_words(board.data(), std::uint8_t(cell)) ==
                  expected);
        }
    }
}

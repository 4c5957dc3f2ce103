// connect, connect-square, connect-lines, connect-types, connect-result and drop-to = stacked:
// Tic-tac-toe, Connect Four and Teeko-like games written here, counted by hand, and the same
// games read as Fairy-Stockfish's INI sections.
#include <string>
#include <tuple>

#include "aviary/ini.hpp"
#include "aviary/perft.hpp"
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::from_text;
using testing::moves;
using testing::play;
using testing::S;

namespace {

std::uint64_t perft_of(aviary::Position pos, int depth) { return aviary::perft(pos, depth); }

// Stones dropped from hands onto a board: the games below add their own rules.
std::string stones(const std::string& board, const std::string& setup, const std::string& rules) {
    return "board = " + board + "\npiece P Stone -\ndrops = anywhere\n" + rules + "setup = " + setup +
           "\n";
}

const std::string kTicTacToe = stones("3x3", "3/3/3[PPPPPpppp] w - - 0 1", "connect = 3\n");
const std::string kConnectFour =
    stones("7x6", "7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1",
           "drop-to = stacked\nconnect = 4\n");

}  // namespace

TEST_CASE("connect = 3: Tic-tac-toe's game tree", "[connect]") {
    // the well-known counts: 9 * 8 * 7 * 6 * 5 leaves, then games ended by three in a row
    // (from White's third stone on) have no moves
    auto pos = aviary::Position::start(from_text(kTicTacToe));
    CHECK(perft_of(pos, 4) == 3024);
    CHECK(perft_of(pos, 5) == 15120);
    CHECK(perft_of(pos, 6) == 54720);
    CHECK(perft_of(pos, 9) == 127872);
}

TEST_CASE("connect = 3: three in a row ends the game at once, won by the side that made it",
          "[connect]") {
    auto rules = from_text(kTicTacToe);
    auto pos = at(rules, "3/pp1/PP1[PPPpp] w - - 0 1");
    play(pos, {"P@c1"});
    CHECK(count(pos) == 0);
    CHECK(pos.outcome().termination == aviary::Termination::Connection);
    REQUIRE(pos.outcome().winner);
    CHECK(*pos.outcome().winner == aviary::Color::White);
    // a diagonal counts too; the other side's stones never do
    auto diag = at(rules, "2P/1P1/P1p[Ppp] b - - 0 1");
    CHECK(diag.outcome().termination == aviary::Termination::Connection);
    auto theirs = at(rules, "2P/1P1/P1p[Ppp] w - - 0 1");
    CHECK(theirs.outcome().termination == aviary::Termination::None);
}

TEST_CASE("drop-to = stacked: Connect Four's gravity and its counts", "[connect]") {
    auto rules = from_text(kConnectFour);
    auto pos = aviary::Position::start(rules);
    CHECK(moves(pos) == S({"P@a1", "P@b1", "P@c1", "P@d1", "P@e1", "P@f1", "P@g1"}));
    play(pos, {"P@d1"});
    CHECK(moves(pos).count("P@d2"));
    CHECK(!moves(pos).count("P@d3"));
    // 7^6 leaves; at depth 7 the seven lines that fill one column first have one move fewer
    auto start = aviary::Position::start(rules);
    CHECK(perft_of(start, 6) == 117649);
    CHECK(perft_of(start, 7) == 823536);
}

TEST_CASE("connect-lines, connect-types, connect-result, connect-square", "[connect]") {
    // without diagonals, a diagonal three is nothing
    const char* empty3 = "3/3/3[PPPPPpppp] w - - 0 1";
    auto lines = from_text(stones("3x3", empty3, "connect = 3\nconnect-lines = ranks files\n"));
    CHECK(at(lines, "2P/1P1/P1p[PPpp] b - - 0 1").outcome().termination == aviary::Termination::None);
    CHECK(at(lines, "P2/P2/P1p[PPpp] b - - 0 1").outcome().termination == aviary::Termination::Connection);
    // only stones of the listed types connect
    auto typed = from_text("board = 3x3\npiece P Stone -\npiece Q Other -\ndrops = anywhere\n"
                           "connect = 3\nconnect-types = P\nsetup = 3/3/3[PPQpp] w - - 0 1\n");
    CHECK(at(typed, "3/3/PPQ[Ppp] b - - 0 1").outcome().termination == aviary::Termination::None);
    CHECK(at(typed, "3/3/PPP[Qpp] b - - 0 1").outcome().termination == aviary::Termination::Connection);
    // misère: the side that connects loses
    auto misere = from_text(stones("3x3", empty3, "connect = 3\nconnect-result = loss\n"));
    auto lost = at(misere, "3/3/PPP[PPpp] b - - 0 1");
    REQUIRE(lost.outcome().winner);
    CHECK(*lost.outcome().winner == aviary::Color::Black);
    // a tight 2 x 2 square
    auto square = from_text(stones("4x4", "4/4/4/4[PPPPpppp] w - - 0 1", "connect-square = 2\n"));
    using aviary::Termination;
    CHECK(at(square, "4/4/1PP1/1PP1[pppp] b - - 0 1").outcome().termination == Termination::Connection);
    CHECK(at(square, "4/1P2/1P2/1PP1[pppp] b - - 0 1").outcome().termination == Termination::None);
}

TEST_CASE("connect keys: bad values are located errors", "[connect]") {
    const char* fen = "3/3/3[Pp] w - - 0 1";
    const std::string rows = stones("3x3", fen, "connect = 3\nconnect-lines = rows\n");
    auto bad_lines = aviary::load_ruleset(rows, "t.variant");
    REQUIRE(!bad_lines.ok());
    CHECK(bad_lines.error_text().find("t.variant:5:") != std::string::npos);
    CHECK(bad_lines.error_text().find("'rows' is none of ranks, files, diagonals") != std::string::npos);
    auto bad_n = aviary::load_ruleset(stones("3x3", fen, "connect = 1\n"), "t.variant");
    REQUIRE(!bad_n.ok());
    CHECK(bad_n.error_text().find("connect") != std::string::npos);
}

TEST_CASE("connectN, connectNxN and enclosingDrop = top read from Fairy-Stockfish's INI", "[connect]") {
    const std::string ini =
        "[ttt]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\nstartFen = 3/3/3[PPPPPpppp] w - - 0 1\n"
        "pieceDrops = true\ndoubleStep = false\ncastling = false\nconnectN = 3\n"
        "[four]\nmaxRank = 6\nmaxFile = 7\nimmobile = p\n"
        "startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1\n"
        "pieceDrops = true\nenclosingDrop = top\ndoubleStep = false\ncastling = false\nconnectN = 4\n";
    for (const auto& [name, depth, nodes] : {std::tuple{"ttt", 6, 54720ull}, {"four", 6, 117649ull}}) {
        INFO(name);
        auto got = aviary::import_ini_variant(ini, "games.ini", name);
        INFO(got.error_text());
        REQUIRE(got.ok());
        auto rules = aviary::load_ruleset(got->text, std::string(name) + ".variant");
        INFO(rules.error_text());
        REQUIRE(rules.ok());
        CHECK(perft_of(aviary::Position::start(*rules), depth) == nodes);
    }
}

TEST_CASE("drop-to = from-edge: a stone entering from the top stops on the first stone", "[connect]") {
    // Fairy-Stockfish's cfour-anyside (its anyside rule) takes the lowest gap of a file entered
    // from the top and the westmost of a rank entered from the east, past stones in the way:
    // here it offers b2 (under b6, behind b1 from below and f2 from the west) and misses a7
    // and b7. A stone slid in from an edge stops before the first stone (the game's rule).
    auto rules = from_text(stones("7x7", "7/7/7/7/7/7/7[PPPPpppp] w - - 0 1", "drop-to = from-edge\n"));
    auto pos = at(rules, "6P/pP5/P6/6P/7/6P/1pp1p2[PPPPpppp] b - - 0 5");
    CHECK(moves(pos) == S({"P@a1", "P@a3", "P@a4", "P@a7", "P@b5", "P@b7", "P@c2", "P@c6", "P@d1",
                           "P@d7", "P@e2", "P@f1", "P@f2", "P@f4", "P@f7", "P@g1", "P@g3"}));
}

TEST_CASE("connect-line: pieces on one line with gaps between them", "[connect]") {
    // Three Musketeers' end: three of the mover's M on one rank or file, anything between them
    const std::string game = "board = 5x5\npiece P Pawn mW\npiece M Musketeer cW\nconnect-line = 3\n"
                             "connect-lines = ranks files\nconnect-types = M\nconnect-result = loss\n"
                             "stalemate = win\nsetup = ppppM/ppppp/ppMpp/ppppp/Mpppp w - - 0 1\n";
    auto rules = from_text(game);
    using aviary::Termination;
    // on file c, with two pawns between: the musketeers, who just moved, lose
    auto file = at(rules, "2M2/2p2/2M2/5/2M2 b - - 0 1");
    CHECK(file.outcome().termination == Termination::Connection);
    REQUIRE(file.outcome().winner);
    CHECK(*file.outcome().winner == aviary::Color::Black);
    // on a diagonal, which this game does not count (Black's pawn on e1 can still move)
    CHECK(at(rules, "4M/5/2M2/5/M3p b - - 0 1").outcome().termination == Termination::None);
    // two on a rank and one off it
    CHECK(at(rules, "M3M/5/5/1M3/4p b - - 0 1").outcome().termination == Termination::None);
    // the opponent's pieces never count for the mover: Black's pawns fill rank 2
    CHECK(at(rules, "M4/1M3/5/ppppp/4M b - - 0 1").outcome().termination == Termination::None);
    // the capture that lines them up on file a ends the game
    auto pos = at(rules, "M4/5/pM3/5/M3p w - - 0 1");
    CHECK(pos.outcome().termination == Termination::None);
    auto m = pos.parse_move("b3a3");
    REQUIRE(m.ok());
    pos.make(*m);
    CHECK(pos.outcome().termination == Termination::Connection);
    // connect-lines without a connection to shape is an error
    auto bad = aviary::load_ruleset("board = 3x3\npiece P Stone -\ndrops = anywhere\n"
                                    "connect-lines = ranks\nsetup = 3/3/3[Pp] w - - 0 1\n", "t.variant");
    REQUIRE(!bad.ok());
    CHECK(bad.error_text().find("connect-lines needs connect, connect-line or connect-from") != std::string::npos);
}

TEST_CASE("connect-from, connect-to: a chain of the mover's stones joining two regions wins, "
          "whichever way it winds", "[connect]") {
    // Gale on 5x5: White joins the a-file to the e-file, Black rank 1 to rank 5, stones next to
    // each other on a rank or file. White's chain a1 b1 c1 c2 c3 b3 b4 b5 c5 d5 turns west (c3 to
    // b3) on its way: the stone on e5 completes it (worked by hand; Fairy-Stockfish, which
    // floods east and north only, does not see it), one on e4 does not.
    auto rules = from_text(stones("5x5", "1PPP1/1P3/1PP2/2P2/PPP2[PPpp] w - - 0 1",
                                  "connect-from = a1-a5/a1-e1\nconnect-to = e1-e5/a5-e5\n"
                                  "connect-lines = ranks files\n"));
    auto done = at(rules, "1PPP1/1P3/1PP2/2P2/PPP2[PPpp] w - - 0 1");
    play(done, {"P@e5"});
    CHECK(done.outcome().termination == aviary::Termination::Connection);
    REQUIRE(done.outcome().winner);
    CHECK(*done.outcome().winner == aviary::Color::White);
    CHECK(count(done) == 0);
    auto short_of = at(rules, "1PPP1/1P3/1PP2/2P2/PPP2[PPpp] w - - 0 1");
    play(short_of, {"P@e4"});
    CHECK(short_of.outcome().termination == aviary::Termination::None);
    // a diagonal step does not join (connect-lines has no diagonals); Black's own regions: its
    // file c from c1 to c5 wins for Black, the same stones White's do nothing for White
    CHECK(at(rules, "4P/3P1/2P2/1P3/P4[Pp] b - - 0 1").outcome().termination == aviary::Termination::None);
    CHECK(at(rules, "2p2/2p2/2p2/2p2/2p2[Pp] w - - 0 1").outcome().termination == aviary::Termination::Connection);
    CHECK(at(rules, "2P2/2P2/2P2/2P2/2P2[Pp] b - - 0 1").outcome().termination == aviary::Termination::None);
    // connect-from alone is an error on its line
    auto lone = aviary::load_ruleset(stones("5x5", "5/5/5/5/5[Pp] w - - 0 1", "connect-from = a1-a5\n"), "c.variant");
    REQUIRE(!lone.ok());
    CHECK(lone.errors()[0].where.line == 4);
    CHECK(lone.errors()[0].message.find("connect-from needs connect-to") != std::string::npos);
}

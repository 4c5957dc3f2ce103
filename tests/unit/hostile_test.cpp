// Hostile inputs (issue 21): borrowing at scale, silent nonsense rejected, library
// preconditions. Each case was a crash, an abort, a hang or a wrong answer before its fix.
#include "helpers.hpp"

#include <atomic>
#include <stdexcept>
#include <thread>

#include "core/workers.hpp"

using namespace testing;

namespace {

// A king, a rook and borrowers with no moves of their own; `fen` places them.
aviary::Ruleset borrowers(const std::string& board, const std::string& fen) {
    return from_text("board = " + board +
                     "\npiece K King K royal\npiece R Rook R\npiece N Knight N\n"
                     "piece F Friend - borrow\nsetup = " + fen + "\n");
}

std::string row(char c, int n) { return std::string(std::size_t(n), c); }

}  // namespace

TEST_CASE("many borrowers with nothing to borrow: only the kings move", "[hostile][borrow]") {
    // 15 borrowers: the recursive definition took minutes here (each borrower x5).
    auto rules = borrowers("8x8", "k7/8/8/FFFFFFFF/FFFFFFF1/8/8/K7 w - - 0 1");
    auto pos = aviary::Position::start(rules);
    CHECK(moves(pos) == S({"a1a2", "a1b1", "a1b2"}));
}

TEST_CASE("a 16x16 board full of borrowers loads and plays", "[hostile][borrow]") {
    std::string fen = "k" + row('f', 15);
    for (int i = 0; i < 6; ++i) fen += "/" + row('f', 16);
    fen += "/r" + row('f', 15) + "/R" + row('F', 15);
    for (int i = 0; i < 6; ++i) fen += "/" + row('F', 16);
    fen += "/K" + row('F', 15) + " w - - 0 1";
    auto pos = aviary::Position::start(borrowers("16x16", fen));
    // Every White Friend borrows King and Rook through the chain, but the board is full, so
    // only the front row (b8..p8) can move, capturing on rank 9: straight ahead (15) and
    // diagonally as a king (15 + 14), plus the Rook a8 taking a9.
    CHECK(count(pos) == 45);
    CHECK(moves_from(pos, "h8") == S({"h8h9", "h8g9", "h8i9"}));
    CHECK(moves_from(pos, "a8") == S({"a8a9"}));
}

TEST_CASE("seven borrowers in a chain borrow what six would", "[hostile][borrow]") {
    // 7 White Friends (the fixed point) and 6 (the recursive definition) in a rook's chain:
    // each Friend borrows the Rook a2 and the King a1 through its neighbours either way.
    auto seven = aviary::Position::start(
        borrowers("8x8", "nnnnnnnk/nnnnnnnn/8/8/8/8/RFFFFFFF/K7 w - - 0 1"));
    auto six = at(seven.ruleset(), "nnnnnnnk/nnnnnnnn/8/8/8/8/RFFFFFF1/K7 w - - 0 1");
    CHECK(count(seven) == 73);   // also what the recursive definition gives (checked before)
    for (const char* sq : {"b2", "c2", "d2", "e2", "f2"})
        CHECK(moves_from(seven, sq) == moves_from(six, sq));
    CHECK(moves_from(seven, "b2") ==
          S({"b2b1", "b2c1", "b2b3", "b2a3", "b2c3", "b2b4", "b2b5", "b2b6", "b2b7"}));
    // (2710: the recursive definition's figure, from the build before the fixed point)
    CHECK(aviary::perft(seven, 2) == 2710);
}

TEST_CASE("an exception in a perft worker thread reaches the caller", "[hostile][threads]") {
    // It used to escape the std::thread and end the process (std::terminate).
    std::atomic<int> finished{0};
    auto work = [&](int t, const std::atomic<bool>& stop) {
        if (t == 1) throw std::logic_error("audit failed in worker 1");
        while (!stop) std::this_thread::yield();   // the others stop when asked
        ++finished;
    };
    CHECK_THROWS_WITH(aviary::detail::run_workers(3, work), "audit failed in worker 1");
    CHECK(finished == 2);
    CHECK_THROWS_AS(aviary::detail::run_workers(1, [](int, const std::atomic<bool>&) {
                        throw std::runtime_error("one thread");
                    }),
                    std::runtime_error);
}

TEST_CASE("perft rejects an impossible hash size with an exception", "[hostile][perft]") {
    auto pos = aviary::Position::start(load("chess"));
    aviary::PerftOptions opt;
    opt.hash_mb = aviary::MaxPerftHashMb + 1;
    CHECK_THROWS_AS(aviary::perft(pos, 2, opt), std::invalid_argument);
    opt.threads = 2;
    CHECK_THROWS_AS(aviary::perft(pos, 2, opt), std::invalid_argument);
    CHECK(pos.ply() == 0);
}

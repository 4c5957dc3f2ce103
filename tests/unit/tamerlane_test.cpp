// Tamerlane chess (variants/tamerlane.variant): the citadels, the pawns' own promotions, the
// pawn of pawns' stages, the prince and adventitious king as further royal pieces, the King's
// one swap, stalemate as a loss. Every position set up and counted by hand.
#include "helpers.hpp"

#include <cctype>
#include <string>
#include <vector>

using testing::at;
using testing::count;
using testing::load;
using testing::moves;
using testing::moves_from;
using testing::play;
using testing::S;

namespace {

// Files a and m are walls but for the citadels m2 (White's) and a9 (Black's); `rows` gives the
// camp's ten rows, rank 10 first, each as its 11 files b-l (a citadel's empty square joins the
// row's run of empty squares next to it).
std::string fen(const std::vector<std::string>& rows, const char* side = "w") {
    auto widen = [](const std::string& row, bool front) {   // one more empty square at an end
        std::size_t n = 0;
        if (front)
            while (n < row.size() && std::isdigit((unsigned char)row[n])) ++n;
        else
            while (n < row.size() && std::isdigit((unsigned char)row[row.size() - 1 - n])) ++n;
        const std::string digits = front ? row.substr(0, n) : row.substr(row.size() - n);
        const std::string run = std::to_string((digits.empty() ? 0 : std::stoi(digits)) + 1);
        return front ? run + row.substr(n) : row.substr(0, row.size() - n) + run;
    };
    std::string out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const int rank = 10 - int(i);
        const std::string row = rank == 9 ? widen(rows[i], true) + "*"
                                : rank == 2 ? "*" + widen(rows[i], false)
                                            : "*" + rows[i] + "*";
        out += (i ? "/" : "") + row;
    }
    return out + " " + side + " - - 0 1";
}

}  // namespace

TEST_CASE("tamerlane: a king entering the enemy citadel draws at once", "[tamerlane]") {
    auto rules = load("tamerlane");
    auto pos = at(rules, fen({"11", "11", "K10", "11", "11", "9k1", "11", "11", "11", "11"}));
    CHECK(moves_from(pos, "b8") == S({"b8a9", "b8b9", "b8c9", "b8c8", "b8c7", "b8b7"}));
    play(pos, {"b8a9"});
    const auto o = pos.outcome();
    CHECK(o.termination == aviary::Termination::Goal);
    CHECK(!o.winner.has_value());
    CHECK(count(pos) == 0);
}

TEST_CASE("tamerlane: only the adventitious king enters its own citadel", "[tamerlane]") {
    auto rules = load("tamerlane");
    // White's K l3, A l1, rook k2 next to m2; Black's king far away
    auto pos = at(rules, fen({"5k5", "11", "11", "11", "11", "11", "11", "10K", "9R1", "10A"}));
    CHECK(moves(pos).count("l1m2"));
    CHECK(!moves(pos).count("l3m2"));   // the King: its own citadel is closed to it
    CHECK(!moves(pos).count("k2m2"));   // nor any other piece
    play(pos, {"l1m2"});
    CHECK(pos.outcome().termination == aviary::Termination::None);
}

TEST_CASE("tamerlane: a prince as the last royal piece is in check", "[tamerlane]") {
    auto rules = load("tamerlane");
    // with K and S, the king may stay attacked and even be taken
    auto two = at(rules, fen({"5k5", "11", "11", "11", "11", "r10", "11", "11", "11", "K9S"}));
    CHECK(moves(two).count("b1b2"));
    play(two, {"l1k1", "b5b1"});   // the king taken: the prince is White's last royal piece
    CHECK(two.outcome().termination == aviary::Termination::None);
    // ... and in check from the rook on b1: off the first rank
    CHECK(moves(two) == S({"k1j2", "k1k2", "k1l2"}));
    // the prince alone, in check from the rook: it must step off the b-file
    auto one = at(rules, fen({"5k5", "11", "11", "11", "11", "r10", "11", "11", "11", "S10"}));
    CHECK(moves(one) == S({"b1c1", "b1c2"}));
}

TEST_CASE("tamerlane: each pawn promotes to its own piece", "[tamerlane]") {
    auto rules = load("tamerlane");
    auto pos = at(rules, fen({"2n8", "1R'1N'2K'4", "11", "11", "11", "10k", "11", "11", "11", "K10"}));
    CHECK(count(pos) == 8);
    auto rook = pos;
    play(rook, {"c9c10r"});
    CHECK(rook.fen().rfind("*1Rn8*/", 0) == 0);
    auto prince = pos;
    play(prince, {"h9h10s"});
    CHECK(prince.fen().rfind("*2n3S4*/", 0) == 0);
}

TEST_CASE("tamerlane: the pawn of pawns' stages", "[tamerlane]") {
    auto rules = load("tamerlane");
    // (Black's vizier c6 and knight e6, for the resting pawn to fork)
    auto pos = at(rules, fen({"11", "2P8", "11", "11", "1v1n7", "10k", "11", "11", "11", "K10"}));
    play(pos, {"d9d10+"});   // resting on the last rank
    CHECK(pos.fen().rfind("*2+P8*/", 0) == 0);
    play(pos, {"l5l4"});
    CHECK(moves_from(pos, "d10") == S({"d10d5p'"}));   // only where it forks, a pawn again
    play(pos, {"d10d5p'"});
    CHECK(pos.fen().find("*2P'8*") != std::string::npos);
    // on its second arrival it goes, as a move of its own, to the pawn of kings' square
    auto second = at(rules, fen({"11", "3P'7", "11", "11", "11", "10k", "11", "11", "11", "K10"}));
    play(second, {"e9e10+", "l5l4"});
    CHECK(moves_from(second, "e10") == S({"e10g3p!"}));
    play(second, {"e10g3p!", "l4l5"});
    CHECK(second.fen().find("*5P!5*") != std::string::npos);
    // its third arrival makes the adventitious king
    auto third = at(rules, fen({"11", "5P!5", "11", "11", "11", "10k", "11", "11", "11", "K10"}));
    play(third, {"g9g10a"});
    CHECK(third.fen().rfind("*5A5*/", 0) == 0);
}

TEST_CASE("tamerlane: the resting pawn of pawns cannot be taken", "[tamerlane]") {
    auto rules = load("tamerlane");
    auto pos = at(rules, fen({"4+P6", "10k", "11", "11", "11", "4r6", "11", "11", "11", "K10"}, "b"));
    CHECK(!moves(pos).count("f5f10"));
    CHECK(moves(pos).count("f5f9"));
    CHECK(count(pos) == 23);
}

TEST_CASE("tamerlane: the King swaps once, in check", "[tamerlane]") {
    auto rules = load("tamerlane");
    auto pos = at(rules, fen({"5k5", "11", "11", "11", "6N4", "r10", "4R'6", "11", "11", "K10"}));
    const auto all = moves(pos);
    CHECK(all.size() == 4);
    CHECK(all.count("b1c1"));
    CHECK(all.count("b1c2"));
    play(pos, {"b1h6+,h6b1"});   // the King to h6, the knight to b1; the King has used its swap
    CHECK(pos.fen().find("*6+K4*") != std::string::npos);
    CHECK(pos.fen().find("*N10*") != std::string::npos);
    // not attacked, no swap
    auto quiet = at(rules, fen({"5k5", "11", "11", "11", "6N4", "11", "4R'6", "11", "11", "K10"}));
    CHECK(moves_from(quiet, "b1") == S({"b1b2", "b1c1", "b1c2"}));
}

TEST_CASE("tamerlane: a stalemated side loses", "[tamerlane]") {
    auto rules = load("tamerlane");
    auto pos = at(rules, fen({"k10", "11", "V10", "11", "11", "11", "11", "1R9", "11", "10K"}, "b"));
    CHECK(count(pos) == 0);
    const auto o = pos.outcome();
    CHECK(o.termination == aviary::Termination::Stalemate);
    CHECK(o.winner == aviary::Color::White);
}

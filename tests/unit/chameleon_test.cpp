// chameleon: a piece that takes each enemy piece the way that piece takes (Ultima's chameleon),
// tried among Ultima's pieces as variants/ultima.variant writes them (K king, P pincer,
// Q withdrawer, N long leaper, R coordinator, M immobilizer, B chameleon). Hand-worked
// positions, one capture kind each, with the kinds it must not copy; then the immobilizer's
// freezes and the chameleon's mutual one.
// Move strings name the victims: a4d5,d4 is a4-d4 taking d5.
#include "helpers.hpp"

namespace {

const std::string kLeaps =
    "(maf)caf(maf)mK(maf)cafmaf(maf)caf(maf)mK(maf)cafmaf(maf)cafmaf(maf)caf(maf)mK";

const aviary::Ruleset& ultima() {
    static const aviary::Ruleset rules = testing::from_text(
        "board = 8x8\n"
        "piece K King K royal\n"
        "piece P Pincer mR custodian=W\n"
        "piece Q Withdrawer mQ withdrawer\n"
        "piece N Long-leaper mQ" + kLeaps + "\n"
        "piece R Coordinator mQ coordinator=K\n"
        "piece M Immobilizer mQ freeze=K\n"
        "piece B Chameleon mQ" + kLeaps + "cK chameleon freeze=K freeze-types=M\n"
        "setup = rnbqkbnm/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w - - 0 1\n");
    return rules;
}

std::set<std::string> from(const std::string& fen, const std::string& sq) {
    return testing::moves_from(testing::at(ultima(), fen), sq);
}

}  // namespace

TEST_CASE("a chameleon takes a pincer by enclosing it with a rook's move", "[chameleon]") {
    // B a4 slides to d4: the black pincer d5 lies between d4 and the white pincer d6
    const auto m = from("7k/8/3P4/3p4/B7/8/8/K7 w - - 0 1", "a4");
    CHECK(m.count("a4d5,d4"));
    CHECK_FALSE(m.count("a4d4"));
    // SAN writes the victim; the move takes it off the board
    auto pos = testing::at(ultima(), "7k/8/3P4/3p4/B7/8/8/K7 w - - 0 1");
    const auto mv = pos.parse_move("a4d5,d4");
    REQUIRE(mv.ok());
    CHECK(aviary::move_to_san(pos, *mv).find("xd5") != std::string::npos);
    pos.make(*mv);
    CHECK(pos.fen() == "7k/8/3P4/8/3B4/8/8/K7 b - - 0 1");
    // the same square reached diagonally (b2-c3-d4) is no pincer's move: it takes nothing
    const auto diag = from("7k/8/3P4/3p4/8/8/1B6/K7 w - - 0 1", "b2");
    CHECK(diag.count("b2d4"));
    CHECK_FALSE(diag.count("b2d5,d4"));
    // a black withdrawer in the pincer's place is not taken by enclosure
    const auto w = from("7k/8/3P4/3q4/B7/8/8/K7 w - - 0 1", "a4");
    CHECK(w.count("a4d4"));
    CHECK_FALSE(w.count("a4d5,d4"));
}

TEST_CASE("a chameleon takes a withdrawer by stepping away from it", "[chameleon]") {
    // B d4 with the black withdrawer on e5: a step down-left (c3, b2; a1 holds its king) takes
    // it; a move aside (c4) does not
    const auto m = from("7k/8/8/4q3/3B4/8/8/K7 w - - 0 1", "d4");
    CHECK(m.count("d4e5,c3"));
    CHECK(m.count("d4e5,b2"));
    CHECK(m.count("d4c4"));
    CHECK_FALSE(m.count("d4c3"));
    // a black pincer on e5 is not taken by withdrawing
    const auto p = from("7k/8/8/4p3/3B4/8/8/K7 w - - 0 1", "d4");
    CHECK(p.count("d4c3"));
    CHECK_FALSE(p.count("d4e5,c3"));
}

TEST_CASE("a chameleon takes a long leaper by leaping it, nothing else", "[chameleon]") {
    // B a4, black long leaper b4, c4 empty, black pincer d4, e4 empty: the leap over b4 lands
    // on c4; going on over the pincer would take a piece no leaper's move may take
    const auto m = from("7k/8/8/8/Bn1p4/8/8/K7 w - - 0 1", "a4");
    CHECK(m.count("a4b4,c4"));
    for (const auto& s : m) CHECK(s.find("d4") == std::string::npos);
    // a pincer alone on b4 is not leapt
    const auto p = from("7k/8/8/8/Bp6/8/8/K7 w - - 0 1", "a4");
    CHECK_FALSE(p.count("a4b4,c4"));
    // two long leapers, each with an empty square after it: both in one move
    const auto two = from("7k/8/8/8/Bn1n4/8/8/K7 w - - 0 1", "a4");
    CHECK(two.count("a4b4,d4,e4"));
}

TEST_CASE("a chameleon takes a coordinator by coordinating with its own king", "[chameleon]") {
    // K a1: B c3 to c5 crosses the king's file at a5 (black coordinator: taken); to e5 also
    // crosses rank 1 at e1, where a black pincer stands (not a coordinator: it stays)
    const auto m = from("7k/8/8/r7/8/2B5/8/K3p3 w - - 0 1", "c3");
    CHECK(m.count("c3a5,c5"));
    CHECK(m.count("c3a5,e5"));
    CHECK_FALSE(m.count("c3a5,e1,e5"));
    CHECK(m.count("c3e3"));   // (e3 crosses at e1: a pincer, untouched)
    // a black withdrawer on a5 is not taken by coordinating
    CHECK(from("7k/8/8/q7/8/2B5/8/K7 w - - 0 1", "c3").count("c3c5"));
}

TEST_CASE("a chameleon takes a king by a king's step, and so gives check", "[chameleon]") {
    const auto& rules = ultima();
    // black king e5, white chameleon d4: check; the king may not step next to it either
    auto pos = testing::at(rules, "8/8/8/4k3/3B4/8/8/K7 b - - 0 1");
    CHECK(pos.in_check());
    // the king takes the chameleon (d4) or leaves its reach: e6, f6, f5, f4 and d6 are out of
    // the chameleon's step; d5, e4 and c... are next to it
    const auto moves = testing::moves(pos);
    CHECK(moves.count("e5d4"));
    CHECK_FALSE(moves.count("e5d5"));
    CHECK_FALSE(moves.count("e5e4"));
    CHECK(moves.count("e5f6"));
    // the chameleon's step onto a pincer next to it is no capture
    CHECK_FALSE(from("7k/8/8/4p3/3B4/8/8/K7 w - - 0 1", "d4").count("d4e5"));
    // two squares away: no check
    CHECK_FALSE(testing::at(rules, "8/8/8/4k3/8/2B5/8/K7 b - - 0 1").in_check());
}

TEST_CASE("a chameleon never takes a chameleon or an immobilizer", "[chameleon]") {
    // a black chameleon on b4: no leap over it; next to it on b5, no step onto it
    const auto leap = from("7k/8/8/8/Bb6/8/8/K7 w - - 0 1", "a4");
    CHECK_FALSE(leap.count("a4b4,c4"));
    const auto step = from("7k/8/8/1b6/B7/8/8/K7 w - - 0 1", "a4");
    CHECK_FALSE(step.count("a4b5"));
    // a black immobilizer two squares off (c4 from a4): nothing leaps or steps onto it
    const auto imm = from("7k/8/8/8/B1m5/8/8/K7 w - - 0 1", "a4");
    CHECK(imm.count("a4b4"));
    for (const auto& s : imm) CHECK(s.find("c4") == std::string::npos);
}

TEST_CASE("the immobilizer freezes its neighbours, the chameleon it", "[chameleon]") {
    const auto& rules = ultima();
    // the black immobilizer b2 freezes the white king a1: White has no move (stalemate)
    auto frozen = testing::at(rules, "7k/8/8/8/8/8/1m6/K7 w - - 0 1");
    CHECK(testing::count(frozen) == 0);
    // a white chameleon c3 next to it freezes it, and is frozen: the king stays frozen (a
    // frozen immobilizer still freezes), so only the pincer h2 moves: h1, h3-h7, g2-c2 (11)
    auto mutual = testing::at(rules, "7k/8/8/8/8/2B5/1m5P/K7 w - - 0 1");
    CHECK(testing::count(mutual) == 11);
    auto black = testing::at(rules, "7k/8/8/8/8/2B5/1m5P/K7 b - - 0 1");
    CHECK(testing::moves_from(black, "b2").empty());
    // a chameleon freezes no other piece: the black pincer next to it moves
    auto pincer = testing::at(rules, "7k/8/8/8/8/2B5/1p6/K7 b - - 0 1");
    CHECK_FALSE(testing::moves_from(pincer, "b2").empty());
    // a frozen withdrawer gives no check: white Q f5 next to the black king e6 could step away
    // to g4, but the black immobilizer g6 freezes it
    CHECK(testing::at(rules, "8/8/4k3/5Q2/8/8/8/K7 b - - 0 1").in_check());
    CHECK_FALSE(testing::at(rules, "8/8/4k1m1/5Q2/8/8/8/K7 b - - 0 1").in_check());
}

TEST_CASE("perft audits the chameleon's captures", "[chameleon]") {
    auto pos = testing::at(ultima(), "3k4/8/2q1r3/1p1n1p2/3B4/2n1P3/8/3K4 w - - 0 1");
    aviary::PerftOptions opt;
    opt.audit = true;
    CHECK(aviary::perft(pos, 2, opt) > 0);
}

TEST_CASE("chameleon is refused beside the rules it copies", "[chameleon]") {
    auto r = aviary::load_ruleset(
        "board = 8x8\npiece K King K royal\npiece B Chameleon mQ withdrawer chameleon\n"
        "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error_text().find("chameleon: not with custodian=") != std::string::npos);
}

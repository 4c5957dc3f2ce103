// Multi-victim leaps in notation: the long leaper (Ultima) jumps each enemy piece on its line
// with an empty square after it, several in one move, written with repetition groups that a
// straight move keeps within the board's longest line. Hand-worked positions on rank 1.
#include "helpers.hpp"

namespace {

const std::string kLeaper =
    "mQ(maf)caf(maf)mK(maf)cafmaf(maf)caf(maf)mK(maf)cafmaf(maf)cafmaf(maf)caf(maf)mK";

aviary::Ruleset game() {
    return testing::from_text("board = 8x8\npiece K King K royal\npiece L Leaper " + kLeaper +
                              "\npiece B Block -\nsetup = 7k/8/8/8/8/8/8/K7 w - - 0 1\n");
}

// The legal move of the piece on `from` to `to` (move strings name victims: a4e4,d5,d4).
aviary::Move find_move(const aviary::Position& pos, const std::string& from, const std::string& to) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    const auto f = pos.ruleset().shape().parse(from), t = pos.ruleset().shape().parse(to);
    REQUIRE(f);
    REQUIRE(t);
    for (const auto& m : ml)
        if (m.from == *f && m.to == *t) return m;
    FAIL("no legal move " << from << "-" << to << " in " << pos.fen());
    return {};
}

std::vector<aviary::Square> victims(const aviary::Position& pos, const std::string& to) {
    const aviary::Move m = find_move(pos, "a1", to);
    std::vector<aviary::Square> v(m.victims().begin(), m.victims().end());
    std::sort(v.begin(), v.end());
    return v;
}

}  // namespace

TEST_CASE("a long leaper takes one, two or three pieces in one line", "[long-leaper]") {
    const auto rules = game();
    const aviary::BoardShape b = rules.shape();
    // L a1, black blocks b1 d1 f1, c1 e1 g1 h1 empty
    auto pos = testing::at(rules, "K6k/8/8/8/8/8/8/Lb1b1b2 w - - 0 1");
    const aviary::Square b1 = b.square(1, 0), d1 = b.square(3, 0), f1 = b.square(5, 0);
    CHECK(victims(pos, "c1") == std::vector<aviary::Square>{b1});
    CHECK(victims(pos, "e1") == std::vector<aviary::Square>{b1, d1});
    CHECK(victims(pos, "g1") == std::vector<aviary::Square>{b1, d1, f1});
    CHECK(victims(pos, "h1") == std::vector<aviary::Square>{b1, d1, f1});
    CHECK(testing::moves_from(pos, "a1").count("a1b1,d1,f1,h1"));   // (victims, then the end)
    const aviary::Move m = find_move(pos, "a1", "h1");
    const std::string san = aviary::move_to_san(pos, m);
    CHECK(san.find("xb1") != std::string::npos);
    CHECK(san.find("xd1") != std::string::npos);
    CHECK(san.find("xf1") != std::string::npos);
    pos.make(m);
    CHECK(pos.fen() == "K6k/8/8/8/8/8/8/7L b - - 0 1");
}

TEST_CASE("a long leaper jumps neither two pieces in a row nor a friend", "[long-leaper]") {
    const auto rules = game();
    // b1 c1 adjacent enemies: nothing beyond b1 on rank 1
    auto pair = testing::at(rules, "K6k/8/8/8/8/8/8/Lbb5 w - - 0 1");
    for (const auto& s : testing::moves_from(pair, "a1")) CHECK(s.find(',') == std::string::npos);
    // a white block on b1: no leap over it
    auto friendly = testing::at(rules, "K6k/8/8/8/8/8/8/LB6 w - - 0 1");
    for (const auto& s : testing::moves_from(friendly, "a1")) CHECK(s.find(',') == std::string::npos);
}

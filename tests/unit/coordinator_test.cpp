// coordinator=X: a piece's move takes the enemy pieces on the two squares where the square it
// lands on crosses the rank and file of its partner X (Ultima's coordinator and its king).
// Hand-worked positions: two victims taken by one move, and a king attacked that way.
#include "helpers.hpp"

namespace {

const char* kGame =
    "board = 8x8\n"
    "piece K King K royal\n"
    "piece C Coordinator mQ coordinator=K\n"
    "piece B Block -\n"
    "setup = 7k/8/8/8/8/8/8/K7 w - - 0 1\n";

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

}  // namespace

TEST_CASE("a coordinator takes the enemies on both crossings with its king", "[coordinator]") {
    const auto rules = testing::from_text(kGame);
    // king c3; the coordinator h7-f7 crosses the king's rank on f3 and its file on c7
    auto pos = testing::at(rules, "8/2b4C/8/k7/8/2K2b2/8/8 w - - 0 1");
    const aviary::Move m = find_move(pos, "h7", "f7");
    std::vector<aviary::Square> v(m.victims().begin(), m.victims().end());
    std::sort(v.begin(), v.end());
    const aviary::BoardShape b = rules.shape();
    CHECK(v == std::vector<aviary::Square>{b.square(5, 2), b.square(2, 6)});   // f3, c7
    const std::string san = aviary::move_to_san(pos, m);
    CHECK(san.find("xf3") != std::string::npos);
    CHECK(san.find("xc7") != std::string::npos);
    pos.make(m);
    CHECK(pos.fen() == "8/5C2/8/k7/8/2K5/8/8 b - - 0 1");
    // h7-g7 crosses on g3 and c7: only c7 is taken
    auto one = testing::at(rules, "8/2b4C/8/k7/8/2K2b2/8/8 w - - 0 1");
    const aviary::Move g7 = find_move(one, "h7", "g7");
    REQUIRE(g7.victims().size() == 1);
    CHECK(g7.victims()[0] == b.square(2, 6));
}

TEST_CASE("a king on a square a coordinator's crossing can reach is in check", "[coordinator]") {
    const auto rules = testing::from_text(kGame);
    // the coordinator h7 reaches h5, whose rank crosses the king c3's file on c5
    CHECK(testing::at(rules, "8/7C/8/2k5/8/2K5/8/8 b - - 0 1").in_check());
    // on a5 neither crossing of any square the coordinator reaches falls
    CHECK_FALSE(testing::at(rules, "8/7C/8/k7/8/2K5/8/8 b - - 0 1").in_check());
}

TEST_CASE("coordinator= names another piece type", "[coordinator]") {
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece C C mQ coordinator=Z\n"
                                    "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("coordinator=: no piece has the letter 'Z'") != std::string::npos);
}

TEST_CASE("a withdrawer takes the piece it steps directly away from", "[withdrawer]") {
    const auto rules = testing::from_text(
        "board = 8x8\npiece K King K royal\npiece W Withdrawer mQ withdrawer\npiece B Block -\n"
        "setup = 7k/8/8/8/8/8/8/K7 w - - 0 1\n");
    const aviary::BoardShape b = rules.shape();
    // W d4, black block e5: d4-c3 and d4-b2 step directly away (a1 holds the white king)
    auto pos = testing::at(rules, "7k/8/8/4b3/3W4/8/8/K7 w - - 0 1");
    for (const char* away : {"c3", "b2"}) {
        const aviary::Move m = find_move(pos, "d4", away);
        REQUIRE(m.victims().size() == 1);
        CHECK(m.victims()[0] == b.square(4, 4));
    }
    for (const char* aside : {"d3", "c4", "e4", "d8", "a7"})
        CHECK(find_move(pos, "d4", aside).victims().empty());
    const aviary::Move m = find_move(pos, "d4", "c3");
    CHECK(aviary::move_to_san(pos, m).find("xe5") != std::string::npos);
    pos.make(m);
    CHECK(pos.fen() == "7k/8/8/8/8/2W5/8/K7 b - - 0 1");
    // a king next to it, with a square to step away to, is in check
    CHECK(testing::at(rules, "8/8/8/4k3/3W4/8/8/K7 b - - 0 1").in_check());
    CHECK_FALSE(testing::at(rules, "8/8/8/4k3/3W4/2B5/1B6/K7 b - - 0 1").in_check());
}

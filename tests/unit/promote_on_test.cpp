// Promotion properties: promote-on= (a choice only on its squares, White's listed, Black's by
// symmetry), ep-no-promotion (en passant captures never promote) and promote=- (no type to
// promote to: the zone is closed).
#include "helpers.hpp"

namespace {

using testing::at;
using testing::moves;

bool has_all(const std::set<std::string>& got, const std::set<std::string>& want) {
    return std::includes(got.begin(), got.end(), want.begin(), want.end());
}

const char* kGame = R"(board = 8x8
piece P Pawn fmWfcF promote=RNQ promote-on=R:a8,h8/N:b8 zone=8
piece R Rook R
piece N Knight N
piece Q Queen Q
piece K King K royal
setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1
)";

aviary::Ruleset game(const std::string& extra = "") { return testing::from_text(kGame + extra); }

}  // namespace

TEST_CASE("promote-on= limits a choice to its squares, others stay choices everywhere", "[promotion]") {
    auto rules = game();
    auto w = at(rules, "4k3/P1P4P/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(has_all(moves(w), testing::S({"a7a8r", "a7a8q", "h7h8r", "h7h8q", "c7c8q"})));
    for (const char* no : {"a7a8n", "h7h8n", "c7c8r", "c7c8n"}) CHECK(moves(w).count(no) == 0);
    auto b = testing::at(rules, "4k3/8/8/8/8/8/p1p4p/4K3 b - - 0 1");   // mirror: a1, h1 and b1
    CHECK(has_all(moves(b), testing::S({"a2a1r", "h2h1r", "c2c1q"})));
    CHECK(moves(b).count("c2c1r") == 0);
}

TEST_CASE("promote-on= under symmetry = rotate turns White's squares around", "[promotion]") {
    auto rules = game("symmetry = rotate\n");
    auto b = at(rules, "4k3/8/8/8/8/8/1p4p1/4K3 b - - 0 1");
    CHECK(moves(b).count("g2g1n") == 1);   // g1: the turned-around b8
    CHECK(moves(b).count("b2b1n") == 0);
}

TEST_CASE("a square where no choice is left cannot be entered (Sjaak II's chaturanga)", "[promotion]") {
    auto rules = testing::load("sjaak-chaturanga");
    // d8 offers only a king, and the side has its one king: the pawn may not step there (the
    // black rook keeps Black from being bare, which would end the game)
    auto w = at(rules, "k6r/3P4/8/8/8/8/8/4K3 w - - 0 1");
    for (const auto& m : moves(w)) CHECK(m.rfind("d7d8", 0) != 0);
    auto e = at(rules, "k6r/4P3/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(moves(e).count("e7e8f") == 1);
    CHECK(moves(e).count("e7e8r") == 0);
}

TEST_CASE("promote-on= errors name the group", "[promotion]") {
    auto not_choice = aviary::load_ruleset(std::string(kGame).replace(
        std::string(kGame).find("N:b8"), 4, "B:b8"), "t.variant");
    REQUIRE_FALSE(not_choice.ok());
    CHECK(not_choice.error_text().find("t.variant:2:") != std::string::npos);
    auto outside = aviary::load_ruleset(std::string(kGame).replace(
        std::string(kGame).find("N:b8"), 4, "N:b7"), "t.variant");
    REQUIRE_FALSE(outside.ok());
    CHECK(outside.error_text().find("promote-on= squares must lie in zone=") != std::string::npos);
    auto malformed = aviary::load_ruleset(std::string(kGame).replace(
        std::string(kGame).find("N:b8"), 4, "Nb8"), "t.variant");
    REQUIRE_FALSE(malformed.ok());
    CHECK(malformed.error_text().find("LETTER:SQUARES") != std::string::npos);
}

TEST_CASE("ep-no-promotion: an en passant capture into the zone stays a pawn, others promote", "[promotion]") {
    const std::string text = R"(board = 8x8
piece P Pawn fmWfceFifmnD promote=Q zone=6-8 PROPS
piece Q Queen Q
piece K King K royal
setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1
)";
    const std::string fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";   // e5xd6 e.p. lands on rank 6
    auto plain = testing::from_text(std::string(text).replace(text.find("PROPS"), 5, ""));
    CHECK(moves(at(plain, fen)).count("e5d6q") == 1);   // without it: the capture promotes
    auto rules = testing::from_text(std::string(text).replace(text.find("PROPS"), 5, "ep-no-promotion"));
    auto pos = at(rules, fen);
    CHECK(moves(pos).count("e5d6") == 1);
    CHECK(moves(pos).count("e5d6q") == 0);
    CHECK(moves(pos).count("e5e6q") == 1);   // a plain move into the zone still promotes
    auto bad = aviary::load_ruleset(std::string(text).replace(text.find("PROPS"), 5, "ep-no-promotion=yes"), "t.variant");
    REQUIRE(!bad.ok());
    CHECK(bad.error_text().find("ep-no-promotion takes no value") != std::string::npos);
}

TEST_CASE("promote=-: no move ends in the zone, yet the piece still attacks it", "[promotion]") {
    const std::string text = R"(board = 8x8
piece P Pawn fmWfceF promote=- zone=8 PROPS
piece R Rook R
piece K King K royal
setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1
)";
    auto with = [&](const std::string& props) {
        return testing::from_text(std::string(text).replace(text.find("PROPS"), 5, props));
    };
    auto rules = with("");
    auto w = at(rules, "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for (const auto& m : moves(w)) CHECK(m.rfind("b7", 0) != 0);   // neither b7b8 nor b7xa8
    auto b = at(rules, "4k3/2P5/8/8/8/8/8/4K3 b - - 0 1");   // c7 attacks d8
    CHECK(moves(b).count("e8d8") == 0);
    CHECK(moves(b).count("e8f8") == 1);
    auto check = at(rules, "3k4/2P5/8/8/8/8/8/4K3 b - - 0 1");   // c7 attacks d8 and b8
    CHECK(check.in_check());
    auto black = at(rules, "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1");   // Black's zone is closed too
    for (const auto& m : moves(black)) CHECK(m.rfind("b2", 0) != 0);
    // optional= ranks may be entered without promoting
    auto opt = with("optional=8");
    CHECK(moves(at(opt, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")).count("b7b8") == 1);
    // promote-black=: Black's own choices beside a closed White zone, and the other way round
    auto sided = with("promote-black=R");
    CHECK(moves(at(sided, "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1")).count("b2b1r") == 1);
    const std::string open_white = "promote=R promote-black=- zone=8";
    auto closed_black = testing::from_text(
        std::string(text).replace(text.find("promote=- zone=8 PROPS"), 22, open_white));
    CHECK(moves(at(closed_black, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")).count("b7b8r") == 1);
    for (const auto& m : moves(at(closed_black, "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1")))
        CHECK(m.rfind("b2", 0) != 0);
    // promote-by=change needs a type to change into
    auto change = aviary::load_ruleset(
        std::string(text).replace(text.find("PROPS"), 5, "promote-by=change"), "t.variant");
    REQUIRE_FALSE(change.ok());
    CHECK(change.error_text().find("promote-by=change needs promote= with piece letters") !=
          std::string::npos);
}

TEST_CASE("promotion-exhausted = stay: with no choice left the move is made unpromoted", "[promotion]") {
    const std::string text = R"(board = 8x8
piece P Pawn fmWfcF promote=captured:RN promote-on=R:a8,h8/N:b8,g8
piece R Rook R
piece N Knight N
piece K King K royal
setup = rn2k3/8/8/8/8/8/8/RN2K3 w - - 0 1
KEY)";
    auto with = [&](const std::string& key) {
        return testing::from_text(std::string(text).replace(text.find("KEY"), 3, key));
    };
    auto stays = with("promotion-exhausted = stay\n");
    // White has both its rook and its knight: a7-a8 stays a pawn, b7xc8 a knight is no choice
    auto full = at(stays, "4k3/P7/8/8/8/8/8/RN2K3 w - - 0 1");
    CHECK(moves(full).count("a7a8") == 1);
    CHECK(moves(full).count("a7a8r") == 0);
    // with the rook lost, a8 promotes to a rook and only so
    auto lost = at(stays, "4k3/P7/8/8/8/8/8/1N2K3 w - - 0 1");
    CHECK(moves(lost).count("a7a8r") == 1);
    CHECK(moves(lost).count("a7a8") == 0);
    // the pawn on the last rank has no moves
    auto dead = at(stays, "P3k3/8/8/8/8/8/8/RN2K3 w - - 0 1");
    for (const auto& m : moves(dead)) CHECK(m.rfind("a8", 0) != 0);
    // the default: a move with no choice left is illegal
    auto illegal = with("");
    CHECK(moves(at(illegal, "4k3/P7/8/8/8/8/8/RN2K3 w - - 0 1")).count("a7a8") == 0);
    auto bad = aviary::load_ruleset(std::string(text).replace(text.find("KEY"), 3, "promotion-exhausted = yes\n"), "t.variant");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("t.variant:7:") != std::string::npos);
}

TEST_CASE("Hyderabad chess: a pawn promotes to its own army's type of its file, once one was lost", "[promotion]") {
    auto rules = testing::load("hyderabad");
    // Black's army is White's turned round: its d-file holds the queen, its g-file the cardinal
    const std::string black = "4k5/10/10/10/10/9K/10/10/3p2p3/10 b - - 0 1";   // no Black queen
    auto b = at(rules, black);
    CHECK(moves(b).count("d2d1q") == 1);
    CHECK(moves(b).count("d2d1c") == 0);
    CHECK(moves(b).count("g2g1c") == 1);   // (no Black cardinal either)
    auto kept = at(rules, "4k1c3/10/10/10/10/9K/10/10/3p2p3/10 b - - 0 1");   // its cardinal kept
    CHECK(moves(kept).count("g2g1") == 1);
    CHECK(moves(kept).count("g2g1c") == 0);
    // White's e-file holds the amazon, the king's f-file gives a marshall
    auto w = at(rules, "k9/4PP4/10/10/10/10/10/10/10/5K4 w - - 0 1");
    CHECK(moves(w).count("e9e10a") == 1);
    CHECK(moves(w).count("f9f10m") == 1);
}

TEST_CASE("promote-from=: only moves from those ranks promote, the others stay", "[promotion]") {
    const std::string text = R"(board = 8x8
piece T Troll fmWfcFH promote=Q PROPS
piece Q Queen Q
piece K King K royal
setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1
)";
    auto with = [&](const std::string& props) {
        return testing::from_text(std::string(text).replace(text.find("PROPS"), 5, props));
    };
    auto rules = with("promote-from=7");
    auto w = at(rules, "k7/2T5/8/1T6/8/8/8/4K3 w - - 0 1");
    CHECK(moves(w).count("c7c8q") == 1);   // the step from the 7th rank promotes
    CHECK(moves(w).count("c7c8") == 0);
    CHECK(moves(w).count("b5b8") == 1);    // the leap from the 5th does not
    CHECK(moves(w).count("b5b8q") == 0);
    auto b = at(rules, "4k3/8/8/8/1t6/8/2t5/K7 b - - 0 1");   // Black's 7th rank is rank 2
    CHECK(moves(b).count("c2c1q") == 1);
    CHECK(moves(b).count("b4b1") == 1);
    CHECK(moves(b).count("b4b1q") == 0);
    auto none = aviary::load_ruleset(std::string(text).replace(text.find("promote=Q PROPS"), 15, "promote-from=7"), "t.variant");
    REQUIRE_FALSE(none.ok());
    CHECK(none.error_text().find("promote-from= needs promote=") != std::string::npos);
    auto ranks = aviary::load_ruleset(std::string(text).replace(text.find("PROPS"), 5, "promote-from=x"), "t.variant");
    REQUIRE_FALSE(ranks.ok());
    CHECK(ranks.error_text().find("promote-from= takes ranks") != std::string::npos);
}

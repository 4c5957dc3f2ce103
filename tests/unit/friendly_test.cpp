// The Friendly game (rules/friendly.md): the hand-worked positions F1-F7 and the powers
// (poison, freeze, brake, borrow) alone and combined.
#include "helpers.hpp"

using namespace testing;

namespace {

const aviary::Ruleset& rules() {
    static aviary::Ruleset r = load("friendly");
    return r;
}

std::size_t count_from(const std::string& fen, const std::string& from) {
    return moves_from(at(rules(), fen), from).size();
}

// The position after playing `move` from `fen`.
aviary::Position after(const std::string& fen, const std::string& move) {
    auto pos = at(rules(), fen);
    auto m = pos.parse_move(move);
    INFO(m.error_text());
    REQUIRE(m.ok());
    pos.make(*m);
    return pos;
}

}  // namespace

TEST_CASE("F1: the start position has 141 moves", "[friendly]") {
    auto pos = aviary::Position::start(rules());
    CHECK(count(pos) == 141);
    // Each Friend: 6 leaps to the fourth/fifth rank + 9 swaps (rules §8 F1).
    for (const char* f : {"e1", "f1", "g1", "h1"}) CHECK(moves_from(pos, f).size() == 15);
    CHECK(moves_from(pos, "e2").size() == 11);   // Squirrel: 5 leaps + 6 swaps
    // The Midnighter b1 takes f11 and h11 by double leaps.
    CHECK(moves_from(pos, "b1") == S({"b1d6", "b1e6", "b1g4", "b1l7", "b1f11", "b1h11"}));
}

TEST_CASE("F2: borrowing is recursive and not reciprocal", "[friendly]") {
    const std::string fen = "ff10/12/5ue5/12/7F4/9A2/12/4F7/12/2C9/12/12 w - - 0 1";
    CHECK(count_from(fen, "e5") == 19);
    CHECK(count_from(fen, "h8") == 21);
    auto pos = at(rules(), fen);
    CHECK(moves_from(pos, "h8").count("h8g10,h8") == 1);   // borrowed rifle: the Friend stays
    CHECK(moves_from(pos, "e5").count("e5g3") == 1);
    // e5 does not get the Archer's rifle or F2 beyond the bishop line
    for (const auto& m : moves_from(pos, "e5")) CHECK(m.find(',') == std::string::npos);
}

TEST_CASE("F3: the Hia stops enemy slides only", "[friendly]") {
    const std::string fen = "11F/11F/12/12/12/5G6/1g10/12/3L8/12/12/10ff w - - 0 1";
    auto pos = at(rules(), fen);
    CHECK(moves_from(pos, "d4").size() == 31);
    CHECK(moves_from(pos, "d4").count("d4c5") == 1);
    CHECK(moves_from(pos, "d4").count("d4b6") == 0);
    CHECK(moves_from(pos, "d4").count("d4g7") == 1);   // own Bodyguard f7 does not brake
}

TEST_CASE("F4: freeze and poison", "[friendly]") {
    const std::string fen = "ff9F/11F/12/12/12/12/6A5/4j7/3H8/12/4T7/12 w - - 0 1";
    CHECK(count_from(fen, "d4") == 0);
    CHECK(count_from(fen, "e2") == 19);
    CHECK(count_from(fen, "g6") == 9);
    // e2xe5: the Jellyfish is poisonous, the Mtawala dies too.
    auto p1 = after(fen, "e2e5");
    CHECK(p1.fen() == "ff9F/11F/12/12/12/12/6A5/12/3H8/12/12/12 b - - 0 1");
    // g6xe5 by rifle: the Archer survives.
    auto p2 = after(fen, "g6e5,g6");
    CHECK(p2.fen() == "ff9F/11F/12/12/12/12/6A5/12/3H8/12/4T7/12 b - - 0 1");
}

TEST_CASE("F5: the last Friend in check", "[friendly]") {
    const std::string fen = "5l6/12/4I7/12/12/12/5FJ5/12/12/12/12/10ff w - - 0 1";
    auto pos = at(rules(), fen);
    CHECK(pos.in_check());
    CHECK(moves(pos) == S({"f6e5", "f6e6", "f6e7", "f6f5", "f6g5", "f6g7", "g6f7", "e10f12",
                           "e10f8"}));
}

TEST_CASE("F6: pawns", "[friendly]") {
    const std::string fen = "6ff3F/11F/12/12/1i10/12/K11/3e1u6/5h4d1/4N2Z2B1/12/12 w - - 0 1";
    auto pos = at(rules(), fen);
    CHECK(moves_from(pos, "e3") == S({"e3e4", "e3e5", "e3f4", "e3d5", "e3f5"}));
    CHECK(moves_from(pos, "h3") == S({"h3h4", "h3h5", "h3j4"}));
    CHECK(moves_from(pos, "k3") == S({"k3j4", "k3l4", "k3i5", "k3k4"}));
    CHECK(moves_from(pos, "a6").size() == 11);
    CHECK(count(pos) == 23);
}

TEST_CASE("F7: Ghost and Hangman", "[friendly]") {
    const std::string fen = "10ff/12/12/8c3/8H3/4e4t2/4uo6/3iY7/5P6/12/12/FF10 w - - 0 1";
    auto pos = at(rules(), fen);
    CHECK(moves_from(pos, "e5").size() == 21);
    CHECK(moves_from(pos, "e5").count("e5d5,c5") == 1);
    CHECK(moves_from(pos, "e5").count("e5f6,g7") == 1);
    CHECK(moves_from(pos, "i8") == S({"i8h7", "i8h8", "i8h9", "i8j8", "i8j9", "i8i7", "i8i9,i7",
                                      "i8j7,h9"}));
    // The locust over the Poison kills the Ghost.
    CHECK(after(fen, "e5f6,g7").fen() ==
          "10ff/12/12/8c3/8H3/4e4t2/4u7/3i8/5P6/12/12/FF10 b - - 0 1");
}

TEST_CASE("Hia: the Ghost may take a braking Bodyguard by locust", "[friendly]") {
    // White Ghost d4 next to the black Bodyguard d5: the locust over it is allowed (its own
    // zone does not count), the one over the pawn c5 is not (c5 lies in d5's zone).
    const std::string fen = "ff10/12/12/12/12/12/12/2pg8/3Y8/12/12/FF10 w - - 0 1";
    auto pos = at(rules(), fen);
    CHECK(moves_from(pos, "d4").count("d4d5,d6") == 1);
    CHECK(moves_from(pos, "d4").count("d4c5,b6") == 0);
    // A second Bodyguard e7: its zone holds the landing square d6 only, where a slide may end.
    const std::string fen2 = "ff10/12/12/12/12/4g7/12/3g8/3Y8/12/12/FF10 w - - 0 1";
    CHECK(moves_from(at(rules(), fen2), "d4").count("d4d5,d6") == 1);
    // With a second Bodyguard on e6, d5 lies in e6's zone: the locust stops there.
    const std::string fen3 = "ff10/12/12/12/12/12/4g7/3g8/3Y8/12/12/FF10 w - - 0 1";
    CHECK(moves_from(at(rules(), fen3), "d4").count("d4d5,d6") == 0);
}

TEST_CASE("Hia: a slider starting in a zone goes one square", "[friendly]") {
    // White Mtawala d4 next to the black Bodyguard e5: one square each way, plus zebra leaps
    // (b1 holds a white Friend).
    const std::string fen = "ff10/12/12/12/12/12/12/4g7/3T8/12/12/FF10 w - - 0 1";
    auto pos = at(rules(), fen);
    CHECK(moves_from(pos, "d4") == S({"d4c4", "d4e4", "d4d5", "d4d3", "d4f1", "d4a2",
                                      "d4g2", "d4a6", "d4g6", "d4b7", "d4f7"}));
}

TEST_CASE("Freeze: a frozen piece cannot be swapped, moved or guard", "[friendly]") {
    // White Squirrel e2, white pawn (unmoved) e4 frozen by the black Jellyfish e5: no swap.
    const std::string fen = "ff10/12/12/12/12/12/12/4j7/4P7/12/4S7/FF10 w - - 0 1";
    auto pos = at(rules(), fen);
    for (const auto& m : moves_from(pos, "e2")) CHECK(m.rfind("e2e4", 0) != 0);
    CHECK(moves_from(pos, "e4").empty());
    // Without the Jellyfish, the swap is a move and the swapped pawn loses its double step.
    const std::string fen2 = "ff10/12/11u/12/12/12/12/12/12/2P9/12/4S2FF3 w - - 0 1";
    auto p0 = at(rules(), fen2);
    CHECK(moves_from(p0, "c3") == S({"c3c4", "c3c5"}));
    CHECK(moves_from(p0, "e1").count("e1c3,c3e1") == 1);   // a swap names both moves
    auto p = after(fen2, "e1c3");
    CHECK(p.fen() == "ff10/12/11u/12/12/12/12/12/12/2S9/12/4P2FF3 b - - 1 1");
    p.make(*p.parse_move("l10k12"));
    CHECK(moves_from(p, "e1") == S({"e1e2"}));
}

TEST_CASE("Borrowed freeze, poison and Hia", "[friendly]") {
    // The Friend e4 borrows the Jellyfish e3 (and the Lady c6): the black Bodyguard f5 next to it
    // is frozen, and the Buffalo d6 taking the Friend dies of the borrowed poison.
    const std::string fen = "ff10/12/12/12/12/12/2Lu8/5g6/4F7/4J7/12/7F4 b - - 0 1";
    auto pos = at(rules(), fen);
    CHECK(moves_from(pos, "f5").empty());
    CHECK(after(fen, "d6e4").fen() == "ff10/12/12/12/12/12/2L9/5g6/12/4J7/12/7F4 w - - 0 2");
    // The frozen Bodyguard keeps its Hia: the Lady's e-ray stops on e6, its d5-e4 ray on e4.
    auto w = at(rules(), "ff10/12/12/12/12/12/2L9/5g6/4F7/4J7/12/7F4 w - - 0 1");
    CHECK(moves_from(w, "c6").count("c6e6") == 1);
    CHECK(moves_from(w, "c6").count("c6f6") == 0);
    // A black Friend e6 borrowing the Lady starts in the Hia of the white Friend e5, which
    // borrows the Bodyguard e3: one square each way.
    auto h = at(rules(), "ff10/12/12/4l7/12/12/4f7/4F7/12/4G7/12/FF10 b - - 0 1");
    CHECK(moves_from(h, "e6") == S({"e6d7", "e6d6", "e6d5", "e6e7", "e6e5", "e6f7", "e6f6",
                                    "e6f5"}));
}

TEST_CASE("Poisoned withdrawal", "[friendly]") {
    const std::string fen = "ff10/12/12/12/12/12/12/3o8/3H8/12/12/FF10 w - - 0 1";
    CHECK(count(at(rules(), fen)) == 8);
    CHECK(after(fen, "d4d5,d3").fen() == "ff10/12/12/12/12/12/12/12/12/12/12/FF10 b - - 0 1");
}

TEST_CASE("The last Friend: rifle check, poison suicide", "[friendly]") {
    // Checked by the Archer f3's rifle; the Friend borrows Q2 from the Bodyguard d2, whose Hia
    // stops the Archer's slide on e2, so d1 is safe; g1 and e2 are attacked.
    auto pos = at(rules(), "ff10/12/12/12/12/12/12/12/12/5a6/3G8/4F7 w - - 0 1");
    CHECK(pos.in_check());
    CHECK(moves(pos) == S({"e1d1", "e1c1", "e1e3", "e1f1", "e1f2", "e1g3"}));
    // The last Friend d4 (borrowing the Buffalo b3) may not take the Poison e6: it would die;
    // nor go to e7 next to it. With a second Friend both are legal.
    auto one = at(rules(), "ff10/12/12/12/12/12/4o7/12/3F8/1U10/12/12 w - - 0 1");
    CHECK(moves_from(one, "d4").size() == 21);
    CHECK(moves_from(one, "d4").count("d4e6") == 0);
    auto two = at(rules(), "ff10/12/12/12/12/12/4o7/12/3F8/1U10/12/11F w - - 0 1");
    CHECK(moves_from(two, "d4").size() == 23);
    CHECK(moves_from(two, "d4").count("d4e6") == 1);
}

TEST_CASE("Borrowed pawn moves: no promotion, no en passant", "[friendly]") {
    auto pos = at(rules(), "1f1f8/F11/1P9u/12/12/12/12/12/12/12/12/11F w - - 0 1");
    CHECK(moves_from(pos, "a11") == S({"a11a12", "a11b12"}));
    // After the Berolina c3-a5 (passing b4), the Friend c5 (borrowing the pawn d6) may not
    // take en passant on b4; the pawn c5 of the other position may.
    auto p = after("ff10/12/12/12/12/12/3p8/2fb8/12/2B9/12/FF10 w - - 0 1", "c3a5");
    CHECK(moves_from(p, "c5") == S({"c5c4"}));
    auto q = after("ff10/12/12/12/12/12/12/2pb8/12/2B9/12/FF10 w - - 0 1", "c3a5");
    CHECK(moves_from(q, "c5") == S({"c5c4", "c5b4"}));
}

TEST_CASE("Power properties: diagnostics", "[friendly]") {
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K royal freeze=Q\n"
                                    "setup = 8/8/8/8/8/8/8/K6k w - - 0 1\n", "t.variant");
    REQUIRE(!bad.ok());
    CHECK(bad.error_text().find("t.variant:2:") != std::string::npos);
    CHECK(bad.error_text().find("zone") != std::string::npos);
    auto bad2 = aviary::load_ruleset("board = 8x8\npiece K King K royal poison=1\n"
                                     "setup = 8/8/8/8/8/8/8/K6k w - - 0 1\n", "t.variant");
    REQUIRE(!bad2.ok());
    CHECK(bad2.error_text().find("takes no value") != std::string::npos);
}

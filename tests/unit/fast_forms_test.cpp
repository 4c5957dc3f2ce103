// The fast forms the notation compiler chooses beside the path trie (src/compile/fast_forms.cpp):
// which roots become leaps, rides, rifle shots or flights, and which stay with the general walk.
#include <map>

#include "load/piece_ruleset.hpp"
#include "ir/access.hpp"
#include "helpers.hpp"

namespace {

using aviary::detail::FastKind;

struct Forms {
    std::map<FastKind, int> kinds;   // fast forms of White's piece by kind
    int general = 0;                 // roots left to the general walk
    int range = 0;                   // the longest fast form
};

Forms forms_of(const std::string& notation) {
    auto rules = aviary::detail::compile_piece_ruleset(aviary::BoardShape{}, notation, "<test>");
    INFO(notation << ": " << rules.error_text());
    REQUIRE(rules.ok());
    const auto& piece = aviary::detail::rules_data(*rules).types[0];
    Forms f;
    for (const auto* list : {&piece.leaps[0], &piece.plain[0]})
        for (const auto& l : *list) {
            ++f.kinds[l.kind];
            f.range = std::max<int>(f.range, l.range);
        }
    f.general = int(piece.other_roots[0].size());
    CHECK(piece.roots[0].size() ==
          piece.leaps[0].size() + piece.plain[0].size() + piece.other_roots[0].size());
    return f;
}

}  // namespace

TEST_CASE("one-step legs without conditions are leaps", "[fast_forms]") {
    auto f = forms_of("N");
    CHECK(f.kinds[FastKind::Leap] == 8);
    CHECK(f.general == 0);
    auto pawn = forms_of("fmWfceFifmnD");
    CHECK(pawn.kinds[FastKind::Leap] == 3);   // fmW, fceF (two)
    CHECK(pawn.kinds[FastKind::Ride] == 1);   // ifmnD: a first move, lame
    CHECK(pawn.general == 0);
}

TEST_CASE("sliders are rides as long as the board", "[fast_forms]") {
    auto f = forms_of("R");
    CHECK(f.kinds[FastKind::Ride] == 4);
    CHECK(f.kinds[FastKind::Leap] == 0);
    CHECK(f.range == 8);
}

TEST_CASE("a capture and a step straight back is a rifle shot", "[fast_forms]") {
    auto f = forms_of("mFcabF");
    CHECK(f.kinds[FastKind::Rifle] == 4);
    CHECK(f.general == 0);
}

TEST_CASE("a repeated passing step with the single step is a flight", "[fast_forms]") {
    auto f = forms_of("(mpaf)mF");
    CHECK(f.kinds[FastKind::Fly] == 4);
    CHECK(f.range > 1);
    CHECK(f.general == 0);
}

TEST_CASE("what the fast walk does not know stays with the trie", "[fast_forms]") {
    CHECK(forms_of("cafmK").general == 8);        // a locust capture
    CHECK(forms_of("mpafmF").general == 4);       // a flight without its first step
    auto mixed = forms_of("mRcabR");              // a leg shared with a longer path
    CHECK(mixed.general == 4);
    CHECK(mixed.kinds[FastKind::Ride] == 0);
}

TEST_CASE("a destination rank condition stays fast", "[fast_forms]") {
    auto ride = forms_of("mR{to:8}");
    CHECK(ride.kinds[FastKind::Ride] == 4);
    CHECK(ride.general == 0);
    // a leap's targets on the other ranks are left out: fmW{to:8} only from the 7th rank
    auto rules = aviary::detail::compile_piece_ruleset(aviary::BoardShape{}, "fmW{to:8}", "<test>");
    REQUIRE(rules.ok());
    const auto& piece = aviary::detail::rules_data(*rules).types[0];
    CHECK(piece.leaps[0].size() == 1);
    CHECK(piece.leap_to[0].size() == 8);
    for (const auto& [to, modes] : piece.leap_to[0]) CHECK(to / 8 == 7);
}

TEST_CASE("a flight ends only where its piece's region lets it", "[fast_forms]") {
    auto rules = testing::from_text("board = 8x8\npiece K King K royal\n"
                                    "piece F Flier (mpaf)mF region=a1-h4\n"
                                    "setup = 7k/8/8/8/3F4/8/8/K7 w - - 0 1\n");
    auto pos = aviary::Position::start(rules);
    // d4: c3 b2 (a1 is White's king), e3 f2 g1 inside the region; c5, e5 and beyond are outside
    CHECK(pos.count_legal_moves() == 5 + 3);
    CHECK(pos.count_legal_moves() == testing::count(pos));
}

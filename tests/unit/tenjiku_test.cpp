// Tenjiku shogi's pieces, each in a position worked by hand on the shipped 16x16 game: the
// range-jumping generals (no-hurdle= and no-hop-capture=: they jump any number of lower pieces
// to take a lower one beyond, but neither jump nor take by jumping a piece of their rank or
// higher, and never attack a royal piece by a jump), the Fire Demon's area move (three King
// steps through empty squares, stopping at the first capture, never back to its square), the
// Heavenly Tetrarchs and the Free Eagle. Perft is tests/perft/tenjiku*.
#include "helpers.hpp"

using testing::at;
using testing::load;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

}  // namespace

TEST_CASE("tenjiku: the generals jump only lower ranks", "[tenjiku]") {
    auto rules = load("tenjiku");
    // the Vice General takes the pawn on i9, the Rook General on j10 and the pawn on k11 (over
    // lower pieces), not the Great General on l12 nor anything beyond it
    auto vg = at(rules, "16/16/16/12p2k/11q!4/10p5/9r!6/8p7/7V!8/16/16/16/16/16/K15/16 w - - 0 1");
    const Set v = moves_from(vg, "h8");
    CHECK(v.count("h8i9"));
    CHECK(v.count("h8j10"));
    CHECK(v.count("h8k11"));
    CHECK_FALSE(v.count("h8l12"));
    CHECK_FALSE(v.count("h8m13"));
    // the Great General jumps a Vice General, not a Great General
    auto over = at(rules, "16/16/16/15k/7p8/16/7v!8/16/7Q!8/16/16/16/16/16/K15/16 w - - 0 1");
    CHECK(moves_from(over, "h8").count("h8h12"));
    auto equal = at(rules, "16/16/16/15k/7p8/16/7q!8/16/7Q!8/16/16/16/16/16/K15/16 w - - 0 1");
    CHECK(moves_from(equal, "h8").count("h8h10"));
    CHECK_FALSE(moves_from(equal, "h8").count("h8h12"));
    // no jump checks a king
    CHECK_FALSE(at(rules, "16/16/16/16/7k8/16/7P8/16/7Q!8/16/16/16/16/16/K15/16 b - - 0 1")
                    .in_check());
}

TEST_CASE("tenjiku: the Fire Demon's area move", "[tenjiku]") {
    auto rules = load("tenjiku");
    // on an open board: the 48 squares within three King steps, and its slides beyond them
    // (vertically h1-h4 and h12-h16, diagonally 17 squares), never its own square
    auto open = at(rules, "16/16/16/15k/16/16/16/16/7D!8/16/16/16/16/16/K15/16 w - - 0 1");
    const Set o = moves_from(open, "h8");
    CHECK(o.size() == 48 + 9 + 17);
    CHECK_FALSE(o.count("h8h8"));
    // round its own pawns on a2 and b2: through b1 and then c1 or c2 only
    auto corner = at(rules, "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/PP14/D!14K w - - 0 1");
    CHECK(moves_from(corner, "a1") ==
          Set{"a1b1", "a1c1", "a1c2", "a1d1", "a1d2", "a1b3", "a1c3", "a1d3"});
    // it stops at its first capture: with an enemy Gold on b1, that capture is all
    auto stop = at(rules, "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/PP14/D!g13K w - - 0 1");
    CHECK(moves_from(stop, "a1") == Set{"a1b1"});
}

TEST_CASE("tenjiku: the Heavenly Tetrarchs skip the first square", "[tenjiku]") {
    auto rules = load("tenjiku");
    // vertically 13 squares, diagonally 25, sideways to the second and third square (4)
    auto open = at(rules, "16/16/16/15k/16/16/16/16/7+C!8/16/16/16/16/16/K15/16 w - - 0 1");
    const Set o = moves_from(open, "h8");
    CHECK(o.size() == 42);
    CHECK(o.count("h8f8"));
    CHECK(o.count("h8e8"));
    CHECK_FALSE(o.count("h8d8"));
    CHECK_FALSE(o.count("h8h9"));
    // an enemy piece next to it they take without moving (igui), and pass over it
    auto igui = at(rules, "16/16/16/15k/16/16/16/7p8/7+C!8/16/16/16/16/16/K15/16 w - - 0 1");
    const Set i = moves_from(igui, "h8");
    CHECK(i.size() == 43);
    CHECK(i.count("h8h10"));
    CHECK_FALSE(i.count("h8h9"));
}

TEST_CASE("tenjiku: the Free Eagle", "[tenjiku]") {
    auto rules = load("tenjiku");
    // a Queen's 59 squares (its jumps two away among them) and the pass, out and back
    auto open = at(rules, "16/16/16/15k/16/16/16/16/7Q'8/16/16/16/16/16/K15/16 w - - 0 1");
    const Set o = moves_from(open, "h8");
    CHECK(o.size() == 60);
    CHECK(o.count("h8h8"));
    // a diagonal neighbour it takes and goes on (to j10, h10 or j8), takes without moving, or
    // takes as a Queen; it still jumps to j10 (52 Queen moves, the jump, 4 double moves, pass)
    auto lion = at(rules, "16/16/16/15k/16/16/16/8p7/7Q'8/16/16/16/16/16/K15/16 w - - 0 1");
    CHECK(moves_from(lion, "h8").size() == 58);
}

TEST_CASE("tenjiku: a Lion's two steps that promote read as they are written", "[tenjiku]") {
    auto rules = load("tenjiku");
    // the Lion takes the Pawn on i11 and goes on into the zone (j12), promoting or not
    auto pos = at(rules, "16/16/16/15k/16/8p7/7L!8/16/16/16/16/16/16/16/K15/16 w - - 0 1");
    const Set l = moves_from(pos, "h10");
    CHECK(l.count("h10i11,j12+"));
    CHECK(l.count("h10i11,j12"));
    for (const std::string& s : l) {
        auto m = pos.parse_move(s);
        INFO(s << ": " << m.error_text());
        CHECK(m.ok());
    }
}

TEST_CASE("tenjiku: a capture without moving in the zone may promote", "[tenjiku]") {
    auto rules = load("tenjiku");
    // the Horned Falcon on l12 takes the Pawn on l13 without moving (igui), promoting or not
    auto pos = at(rules, "16/15k/16/11p4/11F!4/16/16/16/16/16/16/16/16/16/K15/16 w - - 0 1");
    const Set f = moves_from(pos, "l12");
    CHECK(f.count("l12l13,l12+"));
    CHECK(f.count("l12l13,l12"));
    CHECK(pos.parse_move("l12l13,l12+").ok());
    // outside the zone it may not (l11)
    auto out = at(rules, "16/16/16/16/11p4/11F!4/16/16/16/16/16/16/16/16/K15/15k w - - 0 1");
    CHECK(moves_from(out, "l11").count("l11l12,l11"));
    CHECK_FALSE(moves_from(out, "l11").count("l11l12,l11+"));
}

// Tenjiku shogi's pieces, each in a position worked by hand on the shipped 16x16 game: the
// range-jumping generals (no-hurdle= and no-hop-capture=: they jump any number of lower pieces
// to take a lower one beyond, but neither jump nor take by jumping a piece of their rank or
// higher, and never attack a royal piece by a jump), the Fire Demon's area move (three King
// steps through empty squares, stopping at the first capture, never back to its square), the
// Heavenly Tetrarchs and the Free Eagle. Perft is tests/perft/tenjiku*.
#include <map>
#include <random>

#include "helpers.hpp"

using testing::at;
using testing::from_text;
using testing::load;
using testing::moves_from;

namespace {

using Set = std::set<std::string>;

// The area move's destinations from e5 on a 9x9 board, by search: up to three King steps,
// through empty squares only, ending on an empty square or an enemy piece, never on e5.
Set area_by_search(const std::map<std::pair<int, int>, char>& board) {
    Set out;
    auto walk = [&](auto& self, int f, int r, int steps) -> void {
        if (steps == 3) return;
        for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy) {
                const int g = f + dx, s = r + dy;
                if ((dx == 0 && dy == 0) || g < 0 || g > 8 || s < 0 || s > 8 || (g == 4 && s == 4))
                    continue;
                const auto it = board.find({g, s});
                const std::string sq = std::string(1, char('a' + g)) + std::to_string(s + 1);
                if (it == board.end()) {
                    out.insert("e5" + sq);
                    self(self, g, s, steps + 1);
                } else if (std::islower((unsigned char)it->second)) {
                    out.insert("e5" + sq);
                }
            }
    };
    walk(walk, 4, 4, 0);
    return out;
}

std::string fen_of(const std::map<std::pair<int, int>, char>& board) {
    std::string fen;
    for (int r = 8; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 9; ++f) {
            const auto it = board.find({f, r});
            if (it == board.end()) { ++empty; continue; }
            if (empty) fen += std::to_string(empty);
            empty = 0;
            fen += it->second;
        }
        if (empty) fen += std::to_string(empty);
        if (r) fen += '/';
    }
    return fen + " w - - 0 1";
}

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

TEST_CASE("tenjiku: the area move's notation reaches what a search of King steps reaches",
          "[tenjiku]") {
    auto rules = from_text("board = 9x9\npiece K King K royal\n"
                           "piece A Area KmaffsfsKmaffsfsmaffsfsK\npiece P Pawn -\n"
                           "setup = 8k/9/9/9/4A4/9/9/9/K8 w - - 0 1\n");
    std::mt19937 rng(5);
    for (int trial = 0; trial < 100; ++trial) {
        std::map<std::pair<int, int>, char> board{{{0, 0}, 'K'}, {{8, 8}, 'k'}, {{4, 4}, 'A'}};
        for (int f = 1; f < 8; ++f)
            for (int r = 1; r < 8; ++r)
                if ((f != 4 || r != 4) && rng() % 100 < 45) board[{f, r}] = rng() % 2 ? 'P' : 'p';
        const std::string fen = fen_of(board);
        INFO(fen);
        CHECK(moves_from(at(rules, fen), "e5") == area_by_search(board));
    }
}

// pickup = TYPES (Twilight chess, Sjaak II's): a side not in check may take one of its own
// pieces of these types off the board into its hand as its move. Positions of the shipped
// game counted by hand: the pickups listed (not the king, not a pinned piece, none in check),
// one made and unmade (FEN, hash, hand), its move string, SAN and the castling right it takes,
// and the key's errors located in the file.
#include "aviary/inspect.hpp"
#include "helpers.hpp"

using testing::at;
using testing::load;
using testing::moves;
using testing::play;

namespace {

using Set = std::set<std::string>;

Set pickups(const aviary::Position& pos) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    Set out;
    for (const auto& m : ml)
        if (m.is_pickup()) out.insert(pos.move_to_string(m));
    return out;
}

std::uint64_t nodes(aviary::Position pos, int depth, bool audit = false) {
    aviary::PerftOptions o;
    o.audit = audit;
    return aviary::perft(pos, depth, o);
}

int type_of(const aviary::Ruleset& rules, char letter) {
    const auto& pieces = rules.pieces();
    for (std::size_t t = 0; t < pieces.size(); ++t)
        if (pieces[t].letter == letter) return int(t);
    return -1;
}

}  // namespace

TEST_CASE("pickup: every piece but the king, as a move of its own", "[pickup]") {
    auto rules = load("twilight");
    auto pos = at(rules, rules.start_fen());
    // 20 chess moves and 15 pickups: 8 pawns, 2 knights, 2 bishops, 2 rooks, the queen
    CHECK(pickups(pos).size() == 15);
    CHECK(pickups(pos).count("@@e1") == 0);
    CHECK(nodes(pos, 2) == 35 * 35);
    CHECK(nodes(pos, 3, true) == nodes(pos, 3));
}

TEST_CASE("pickup: made and unmade, the hand grows, the hash comes back", "[pickup]") {
    auto rules = load("twilight");
    auto pos = at(rules, rules.start_fen());
    const std::string fen = pos.fen();
    const std::uint64_t hash = pos.hash();
    const int knight = type_of(rules, 'N');
    REQUIRE(knight >= 0);
    auto m = pos.parse_move("@@g1");
    REQUIRE(m.ok());
    CHECK(m->is_pickup());
    CHECK(pos.move_to_string(*m) == "@@g1");
    CHECK(aviary::move_to_san(pos, *m) == "N^g1");
    auto san = aviary::parse_san(pos, "N^g1");
    REQUIRE(san.ok());
    CHECK(*san == *m);
    auto pawn = aviary::parse_san(pos, "^e2");   // Sjaak II's pawn pickup, without its letter
    REQUIRE(pawn.ok());
    CHECK(aviary::move_to_san(pos, *pawn) == "P^e2");
    pos.make(*m);
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[N] b KQkq - 0 1");
    CHECK(pos.hand_count(aviary::Color::White, knight) == 1);
    CHECK(pos.hash() == pos.compute_hash());
    CHECK(pos.hash() != hash);
    pos.unmake();
    CHECK(pos.fen() == fen);
    CHECK(pos.hash() == hash);
    CHECK(pos.hand_count(aviary::Color::White, knight) == 0);
    // the knight comes back by a drop, anywhere empty
    play(pos, {"@@g1", "e7e5", "N@e4"});
    CHECK(pos.fen() == "rnbqkbnr/pppp1ppp/8/4p3/4N3/8/PPPPPPPP/RNBQKB1R[] b KQkq - 1 2");
}

TEST_CASE("pickup: not in check, not a pinned piece", "[pickup]") {
    auto rules = load("twilight");
    // Black in check from h5 (f7 gone): no pickup at all, only g6 (the one move: 1)
    auto checked = at(rules, "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR[] b KQkq - 1 2");
    CHECK(pickups(checked).empty());
    CHECK(moves(checked) == Set{"g7g6"});
    // Black's d7 pawn shields its king from the bishop on b5: it may not be picked up
    auto pinned = at(rules, "rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR[] b KQkq - 1 2");
    CHECK(pickups(pinned).count("@@d7") == 0);
    CHECK(pickups(pinned).count("@@c7") == 1);
    CHECK(pickups(pinned).size() == 14);
    auto bad = pinned.parse_move("@@d7");
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error_text(), Catch::Contains("no piece can be picked up on d7"));
}

TEST_CASE("pickup: a partner picked up takes its castling right for good", "[pickup]") {
    auto rules = load("twilight");
    auto pos = at(rules, rules.start_fen());
    play(pos, {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "@@h1"});
    CHECK(pos.fen() == "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK3[R] b Qkq - 0 4");
    play(pos, {"d7d6", "R@h1", "d6d5"});
    CHECK(moves(pos).count("e1g1,h1f1") == 0);
}

TEST_CASE("pickup: the key's values, located", "[pickup]") {
    auto text = [](const std::string& value) {
        return "board = 8x8\npiece K King K royal\npiece P Pawn fmW\npiece Q Queen Q\n"
               "drops = anywhere\npickup = " + value + "\n"
               "setup = 4k3/8/8/8/8/8/PPPP4/4K3[] w - - 0 1\n";
    };
    auto good = aviary::load_ruleset(text("PQ"), "ok.variant");
    INFO(good.error_text());
    CHECK(good.ok());
    auto letter = aviary::load_ruleset(text("PZ"), "bad.variant");
    REQUIRE_FALSE(letter.ok());
    CHECK_THAT(letter.error_text(), Catch::Contains("bad.variant:6:11:"));
    auto royal = aviary::load_ruleset(text("K"), "bad.variant");
    REQUIRE_FALSE(royal.ok());
    CHECK_THAT(royal.error_text(), Catch::Contains("bad.variant:6:10:"));
    CHECK_THAT(royal.error_text(), Catch::Contains("cannot be picked up"));
    auto no_drops = aviary::load_ruleset(
        "board = 8x8\npiece K King K royal\npiece P Pawn fmW\npickup = all\n"
        "setup = 4k3/8/8/8/8/8/PPPP4/4K3[] w - - 0 1\n", "bad.variant");
    REQUIRE_FALSE(no_drops.ok());
    CHECK_THAT(no_drops.error_text(), Catch::Contains("bad.variant:4:"));
    CHECK_THAT(no_drops.error_text(), Catch::Contains("pickup needs a drops = line"));
    CHECK_THAT(aviary::describe_rules(load("twilight")), Catch::Contains("off the board into its hand"));
}

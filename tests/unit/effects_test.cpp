// A move's rule effects (aviary/effects.hpp) and how SAN and PGN show them: a rebirth, a flip,
// a change of side; positions worked by hand.
#include "aviary/effects.hpp"
#include "aviary/pgn.hpp"
#include "aviary/san.hpp"
#include "helpers.hpp"

using aviary::EffectKind;
using aviary::MoveEffect;
using testing::at;
using testing::load;
using testing::parsed;
using testing::play;

namespace {

aviary::Square sq(const aviary::Ruleset& rules, const char* name) { return *rules.shape().parse(name); }

int type(const aviary::Ruleset& rules, char letter) {
    for (int t = 0; t < int(rules.pieces().size()); ++t)
        if (rules.pieces()[std::size_t(t)].id == std::string(1, letter)) return t;
    FAIL("no piece " << letter);
    return -1;
}

}  // namespace

TEST_CASE("effects: Circe's rebirth appears, on the square the capturer left too", "[effects]") {
    auto rules = load("circe");
    auto pos = at(rules, rules.start_fen());
    play(pos, {"e2e4", "d7d5"});
    const aviary::Move takes = parsed(pos, "e4d5");
    const std::vector<MoveEffect> want = {
        {EffectKind::Appears, sq(rules, "d7"), {type(rules, 'P'), aviary::Color::Black}}};
    CHECK(aviary::move_effects(pos, takes) == want);
    CHECK(aviary::move_to_san(pos, takes) == "exd5[P@d7]");
    CHECK(aviary::move_to_san(pos, takes, aviary::Notation::San, aviary::SanEffects::Omitted) == "exd5");
    CHECK(aviary::move_to_san(pos, takes, aviary::Notation::Lan) == "e4xd5[P@d7]");
    // a bishop taken on c4 (a light square) is reborn on c8, where the rook came from
    auto home = at(rules, "2R5/7k/8/8/2b5/8/8/4K3 w - - 0 1");
    const aviary::Move rook = parsed(home, "c8c4");
    CHECK(aviary::move_to_san(home, rook) == "Rxc4[B@c8]");
    REQUIRE(aviary::move_effects(home, rook).size() == 1);
    CHECK(aviary::move_effects(home, rook)[0].square == sq(rules, "c8"));
    // a quiet move has none
    CHECK(aviary::move_effects(pos, parsed(pos, "g1f3")).empty());
}

TEST_CASE("effects: Andernach's capturer changes side where it lands", "[effects]") {
    auto rules = load("andernach");
    auto pos = at(rules, "3k4/8/8/R1p5/8/8/8/4K3 w - - 0 1");
    const aviary::Move takes = parsed(pos, "a5c5");
    const std::vector<MoveEffect> want = {
        {EffectKind::ChangesSide, sq(rules, "c5"), {type(rules, 'R'), aviary::Color::Black}}};
    CHECK(aviary::move_effects(pos, takes) == want);
    CHECK(aviary::move_to_san(pos, takes) == "Rxc5[~c5]");
    CHECK(aviary::move_effects(pos, parsed(pos, "a5a6")).empty());
}

TEST_CASE("effects: Othello's flips, every line, in board order", "[effects]") {
    auto rules = load("flipello");
    auto pos = at(rules, "8/8/8/3pP3/3Pp3/2P5/1p6/1ppP4[PPPPpppp] w - - 0 1");
    const aviary::Move drop = parsed(pos, "P@a1");
    const auto fx = aviary::move_effects(pos, drop);
    REQUIRE(fx.size() == 3);
    for (const MoveEffect& e : fx) CHECK(e.kind == EffectKind::ChangesSide);
    CHECK(fx[0].piece.color == aviary::Color::White);
    CHECK(aviary::move_to_san(pos, drop) == "P@a1[~b1,~c1,~b2]");
    CHECK(aviary::move_to_san(pos, drop, aviary::Notation::San, aviary::SanEffects::Omitted) == "P@a1");
}

TEST_CASE("effects: an explosion removes pieces, which SAN leaves to the rules", "[effects]") {
    auto rules = load("atomic");
    auto pos = at(rules, rules.start_fen());
    play(pos, {"e2e4", "d7d5"});
    const aviary::Move takes = parsed(pos, "e4d5");
    const std::vector<MoveEffect> want = {
        {EffectKind::Removed, sq(rules, "d5"), {type(rules, 'P'), aviary::Color::White}}};
    CHECK(aviary::move_effects(pos, takes) == want);
    CHECK(aviary::move_to_san(pos, takes) == "exd5");
}

TEST_CASE("effects: SAN with effects reads back; wrong effects are an error", "[effects][san]") {
    auto rules = load("circe");
    auto pos = at(rules, rules.start_fen());
    play(pos, {"e2e4", "d7d5"});
    CHECK(aviary::parse_san(pos, "exd5[P@d7]"));
    CHECK(aviary::parse_san(pos, "exd5"));
    auto wrong = aviary::parse_san(pos, "exd5[P@d6]", "<game>");
    REQUIRE(!wrong);
    CHECK(wrong.error_text().find("<game>:1:5") != std::string::npos);
    CHECK(wrong.error_text().find("[P@d7]") != std::string::npos);
    auto none = aviary::parse_san(pos, "Nf3[~f3]");
    REQUIRE(!none);
    CHECK(none.error_text().find("are none") != std::string::npos);
}

TEST_CASE("effects: PGN writes and reads a move's effects", "[effects][pgn]") {
    auto rules = load("circe");
    const std::string text = "[Variant \"circe\"]\n\n1. e4 d5 2. exd5[P@d7] Nf6 *\n";
    auto game = aviary::read_pgn(rules, text);
    REQUIRE(game);
    REQUIRE(game->moves.size() == 4);
    CHECK(game->san[2] == "exd5[P@d7]");
    auto back = aviary::write_pgn(aviary::Position::start(rules), game->moves, {});
    REQUIRE(back);
    CHECK(back->find("2. exd5[P@d7] Nf6") != std::string::npos);
}

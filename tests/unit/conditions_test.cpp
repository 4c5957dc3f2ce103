// Fairy conditions on hand-worked positions: paralysis (Madrasi, variants/madrasi.variant)
// moves made only while guarded ({if:guarded}, Patrol, variants/patrol.variant) and the
// anti-royal piece (Anti-King chess, variants/antiking.variant), borrowing from chosen types
// (Knight Relay, variants/knightrelay.variant).
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::load;
using testing::moves;
using testing::play;

namespace {
void audit(aviary::Position pos, int depth) {
    aviary::PerftOptions o;
    o.audit = true;
    CHECK_NOTHROW(aviary::perft(pos, depth, o));
}
}  // namespace

TEST_CASE("paralysis: two rooks attacking each other are both paralysed", "[madrasi]") {
    auto rules = load("madrasi");
    auto pos = at(rules, "4k3/8/8/8/r6R/8/8/4K3 w - - 0 1");
    // only the king moves: d1 d2 e2 f1 f2
    CHECK(moves(pos) == std::set<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"});
    // and so for Black: d8 d7 e7 f7 f8, after every one of White's five
    CHECK(aviary::perft(pos, 2) == 25);
    auto black = at(rules, "4k3/8/8/8/r6R/8/8/4K3 b - - 0 1");
    CHECK(count(black) == 5);
    // in chess both rooks take or move: 5 king moves and the rook's 7 + 3 + 3
    CHECK(count(at(load("chess"), "4k3/8/8/8/r6R/8/8/4K3 w - - 0 1")) == 19);
    audit(pos, 3);
}

TEST_CASE("paralysis: a paralysed rook gives no check, and a block that frees it is illegal",
          "[madrasi]") {
    auto rules = load("madrasi");
    auto quiet = at(rules, "k7/8/8/R3r3/8/8/8/4K3 w - - 0 1");
    CHECK_FALSE(quiet.in_check());
    CHECK(count(quiet) == 5);   // the king's five, e2 too; the rook a5 is paralysed
    // Nc5 would part the rooks: the black one, free again, would check e1
    auto block = at(rules, "k7/8/8/R3r3/8/1N6/8/4K3 w - - 0 1");
    const auto ms = moves(block);
    CHECK_FALSE(ms.count("b3c5"));
    CHECK(ms.count("b3d4"));
    CHECK(count(block) == 9);   // knight a1 c1 d2 d4, king d1 d2 e2 f1 f2
    audit(block, 3);
}

TEST_CASE("paralysis: pawns that attack each other stand still; unlike types do not paralyse",
          "[madrasi]") {
    auto rules = load("madrasi");
    auto pawns = at(rules, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    CHECK(count(pawns) == 5);   // e5 and exd5 are gone
    // a knight attacked by a bishop moves and takes as usual
    auto mixed = at(rules, "4k3/8/8/8/4n3/8/6B1/4K3 w - - 0 1");
    CHECK(moves(mixed).count("g2e4"));
    CHECK(moves(mixed).count("g2h3"));
    play(mixed, {"e1d1"});
    CHECK(moves(mixed).count("e4g3"));
}

TEST_CASE("paralysis of the kings (Rex Inclusive): kings may stand side by side", "[madrasi]") {
    auto rex = testing::from_text("board = 8x8\n"
                                  "piece K King K royal\n"
                                  "piece R Rook R\n"
                                  "paralysis = KR\n"
                                  "setup = 8/8/8/3k4/8/3K4/8/8 w - - 0 1\n");
    auto pos = aviary::Position::start(rex);
    // all eight: c4, d4 and e4 touch the black king, which is then paralysed itself
    CHECK(count(pos) == 8);
    play(pos, {"d3d4"});
    CHECK_FALSE(pos.in_check());
    // the kings paralyse each other: Black's cannot move, and is not in check (stalemate)
    CHECK(count(pos) == 0);
}

TEST_CASE("{if:guarded}: an unguarded rook neither takes nor checks", "[patrol]") {
    auto rules = load("patrol");
    auto pos = at(rules, "4k3/8/8/8/r3R3/8/8/4K3 w - - 0 1");
    CHECK_FALSE(moves(pos).count("e4a4"));
    // rook b4 c4 d4 f4 g4 h4 e5 e6 e7 e3 e2, king d1 d2 e2 f1 f2 (the black rook is unguarded
    // too, and attacks nothing)
    CHECK(count(pos) == 16);
    CHECK_FALSE(at(rules, "4k3/8/8/8/r3R3/8/8/4K3 b - - 0 1").in_check());
    audit(pos, 3);
    // guarded by its king, the rook takes
    auto guarded = at(rules, "7k/8/8/8/r3R3/5K2/8/8 w - - 0 1");
    CHECK(moves(guarded).count("e4a4"));
}

TEST_CASE("{if:guarded}: a check counts only from a guarded piece", "[patrol]") {
    auto rules = load("patrol");
    auto lone = at(rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    play(lone, {"a1a8"});
    CHECK_FALSE(lone.in_check());
    auto backed = at(rules, "4k3/8/8/8/8/8/R7/R3K3 w - - 0 1");
    play(backed, {"a2a8"});
    CHECK(backed.in_check());   // the rook a1 guards a8
    // an unguarded queen next to the king: no check, and the unguarded king may not take it
    auto queen = at(rules, "4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1");
    CHECK_FALSE(queen.in_check());
    CHECK(moves(queen) == std::set<std::string>{"e8d8", "e8f8", "e8d7", "e8f7"});
    audit(queen, 3);
}

TEST_CASE("{if:guarded}: the condition compiles, describes and rejects bad words", "[patrol]") {
    auto ok = aviary::load_ruleset("board = 8x8\npiece K King mKcK{if:!guarded} royal\n"
                                   "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    CHECK(ok.ok());
    bool said = false;
    for (const auto& line : aviary::explain_notation("mRcR{if:guarded}"))
        said = said || line.find("only while a friendly piece guards it") != std::string::npos;
    CHECK(said);
    auto bad = aviary::load_ruleset("board = 8x8\npiece K King K{if:guard} royal\n"
                                    "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("test.variant:2:") != std::string::npos);
}

TEST_CASE("anti-royal: the anti-king stays attacked, by pieces other than the king", "[antiking]") {
    auto rules = load("antiking");
    auto start = aviary::Position::start(rules);
    // from d6 only c6 and e6 are attacked by Black's pawns (c5, d5 and e5 are not)
    CHECK(testing::moves_from(start, "d6") == std::set<std::string>{"d6c6", "d6e6"});
    // the d-pawn is blocked by Black's anti-king, which no pawn may take: 14 + 4 + 2
    CHECK(count(start) == 20);
    audit(start, 3);
    // a lone black king next to the anti-king does not count: anti-mate, White has lost
    auto mated = at(rules, "8/8/8/8/8/8/1k6/A6K w - - 0 1");
    CHECK(mated.in_check());
    CHECK(count(mated) == 0);
    CHECK(mated.outcome().termination == aviary::Termination::Checkmate);
    CHECK(mated.outcome().winner == aviary::Color::Black);
    // in anti-check with a rook near: the anti-king must step where the rook attacks
    auto mend = at(rules, "k7/8/8/8/8/8/1r6/A6K w - - 0 1");
    CHECK(mend.in_check());
    CHECK(moves(mend) == std::set<std::string>{"a1a2", "a1b1"});
}

TEST_CASE("anti-royal: it takes its own pieces, never its king, and gives no check", "[antiking]") {
    auto rules = load("antiking");
    // Axe5 takes the pinned knight and still shields e1; anti-king d3 d5 xe5, king d1 d2 e2 f1 f2
    auto own = at(rules, "3rr1k1/8/8/4N3/3A4/8/8/4K3 w - - 0 1");
    CHECK(moves(own).count("d4e5"));
    CHECK(count(own) == 8);
    audit(own, 3);
    auto king = at(rules, "3r2k1/8/8/8/3A4/3K4/8/8 w - - 0 1");
    CHECK_FALSE(moves(king).count("d4d3"));
    // next to the black king: no check, and the king may not take it
    // (the rook keeps it attacked: a white anti-king left alone would make the FEN impossible)
    auto quiet = at(rules, "4k3/4A3/8/8/8/8/4r3/K7 b - - 0 1");
    CHECK_FALSE(quiet.in_check());
    CHECK(testing::moves_from(quiet, "e8") == std::set<std::string>{"e8d8", "e8f8", "e8d7", "e8f7"});
}

TEST_CASE("anti-royal: not with royal, and no value", "[antiking]") {
    auto both = aviary::load_ruleset("board = 8x8\npiece K King K royal anti-royal\n"
                                     "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(both.ok());
    CHECK(both.error_text().find("both royal and anti-royal") != std::string::npos);
    auto value = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece A Anti K anti-royal=1\n"
                                      "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(value.ok());
    CHECK(value.error_text().find("anti-royal takes no value") != std::string::npos);
}

TEST_CASE("borrow-from: a piece a friendly knight guards also moves as a knight", "[knightrelay]") {
    auto rules = load("knightrelay");
    auto start = aviary::Position::start(rules);
    // chess's 20, and the d- and e-pawns, guarded by b1 and g1: b3 c4 e4 f3, c3 d4 f4 g3
    CHECK(count(start) == 28);
    audit(start, 3);
    // the example of the rules: the knight d4 relays to the pawn e6, which may not leap to the
    // last rank; knights give no check and are not taken
    auto pos = at(rules, "3k4/1N6/4P3/p7/3N4/Q1n5/2n5/4K3 w - - 0 1");
    CHECK(testing::moves_from(pos, "e6") ==
          std::set<std::string>{"e6e7", "e6c7", "e6c5", "e6f4", "e6g5", "e6g7"});
    CHECK_FALSE(pos.in_check());
    CHECK_FALSE(moves(pos).count("a3c3"));
    CHECK_FALSE(moves(pos).count("b7a5"));
    play(pos, {"a3d6"});   // the queen, relayed by b7, also covers c8 and e8: mate
    CHECK(pos.in_check());
    CHECK(count(pos) == 0);
    CHECK(pos.outcome().termination == aviary::Termination::Checkmate);
    audit(at(rules, "3k4/1N6/4P3/p7/3N4/Q1n5/2n5/4K3 w - - 0 1"), 3);
}

TEST_CASE("borrow-from: a relayed pawn back on its second rank steps twice; no en passant",
          "[knightrelay]") {
    auto rules = load("knightrelay");
    auto back = at(rules, "4k3/8/8/8/2P5/N7/8/4K3 w - - 0 1");
    CHECK(testing::moves_from(back, "c4") ==
          std::set<std::string>{"c4c5", "c4b2", "c4d2", "c4e3", "c4e5", "c4d6", "c4b6", "c4a5"});
    play(back, {"c4d2", "e8d8"});
    CHECK(moves(back).count("d2d4"));
    auto ep = at(rules, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(ep, {"d7d5"});
    CHECK_FALSE(moves(ep).count("e5d6"));
    auto rook = at(rules, "4k3/8/8/8/8/1r6/8/1N2K3 b - - 0 1");
    CHECK_FALSE(moves(rook).count("b3b1"));
    CHECK(moves(rook).count("b3b2"));
}

TEST_CASE("borrow-from: letters and ranks are checked", "[knightrelay]") {
    auto self = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece N Knight mN borrow-from=N\n"
                                     "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(self.ok());
    CHECK(self.error_text().find("cannot borrow from its own type") != std::string::npos);
    auto none = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece R Rook R borrow-from=X\n"
                                     "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(none.ok());
    CHECK(none.error_text().find("no piece has the letter 'X'") != std::string::npos);
    auto ranks = aviary::load_ruleset("board = 8x8\npiece K King K royal\npiece N Knight mN\n"
                                      "piece R Rook R borrow-from=N borrow-to=2-12\n"
                                      "setup = k7/8/8/8/8/8/8/K7 w - - 0 1\n", "test.variant");
    REQUIRE_FALSE(ranks.ok());
    CHECK(ranks.error_text().find("borrow-to=A-B") != std::string::npos);
}

TEST_CASE("borrow-from: SAN writes and reads a relayed pawn's moves", "[knightrelay]") {
    auto rules = load("knightrelay");
    auto pos = aviary::Position::start(rules);
    play(pos, {"d2b3", "e7d5"});
    // c2-c3 and the relayed e2-c3 share a destination: each is written with its file
    aviary::MoveList ml;
    pos.legal_moves(ml);
    const auto sans = aviary::moves_to_san(pos, ml);
    std::set<std::string> to_c3;
    for (std::size_t i = 0; i < ml.size(); ++i)
        if (pos.move_to_string(ml[i]).substr(2) == "c3") to_c3.insert(sans[i]);
    CHECK(to_c3 == std::set<std::string>{"cc3", "ec3", "Nc3"});
    auto push = aviary::parse_san(pos, "c3");
    REQUIRE(push.ok());
    CHECK(pos.move_to_string(*push) == "c2c3");
    auto leap = aviary::parse_san(pos, "ec3");
    REQUIRE(leap.ok());
    CHECK(pos.move_to_string(*leap) == "e2c3");
}

TEST_CASE("{if:guarded}: diagrams draw the moves as made while guarded, and say so", "[patrol]") {
    aviary::BoardShape b{5, 5};
    auto d = aviary::notation_diagram(b, "mWcW{if:guarded}", *b.parse("c3"));
    REQUIRE(d.ok());
    CHECK(d->mark(*b.parse("c4")) == "* ");
    bool said = false;
    for (const auto& note : d->notes) said = said || note.find("{if:guarded}") != std::string::npos;
    CHECK(said);
    // other conditions in the same braces stay
    auto ranks = aviary::notation_diagram(b, "mRcR{to:2-4,if:guarded}", *b.parse("c3"));
    REQUIRE(ranks.ok());
    CHECK(ranks->mark(*b.parse("c4")) == "* ");
    CHECK(ranks->mark(*b.parse("c2")) == "* ");
    CHECK(ranks->mark(*b.parse("c5")) == "o ");   // (rank 5: the capture keeps {to:2-4})
}

// royal-through-check = illegal (Caissa Britannia, variants/caissa-britannia.variant): the
// royal queen e1 may not cross a square the black rook c6 (c-file, sixth rank) or the black
// queen a10 (a-file, tenth rank, the a10-j1 diagonal) attacks: b1 is beyond c1, b4 beyond c3,
// e7 to e9 beyond e6. The squares short of those and off their lines stay hers.
TEST_CASE("royal-through-check: a royal queen may not slide over an attacked square",
          "[royal-through-check]") {
    auto rules = load("caissa-britannia");
    const std::string fen = "q9/10/10/10/2r7/10/10/10/10/4Q5 w - - 0 1";
    auto pos = at(rules, fen);
    using testing::S;
    CHECK(testing::moves_from(pos, "e1") ==
          S({"e1d1", "e1f1", "e1g1", "e1h1", "e1i1", "e1e2", "e1e3", "e1e4", "e1e5", "e1d2",
             "e1f2", "e1g3", "e1h4", "e1i5"}));
    // the same position with the rule off: b1, b4 and e7-e9 are hers again
    auto free = aviary::load_ruleset("extends = caissa-britannia\nroyal-through-check = allowed\n",
                                     "free.variant", aviary::folder_resolver({AVIARY_VARIANTS_DIR}));
    REQUIRE(free.ok());
    auto other = at(*free, fen);
    CHECK(testing::moves_from(other, "e1") ==
          S({"e1d1", "e1f1", "e1g1", "e1h1", "e1i1", "e1e2", "e1e3", "e1e4", "e1e5", "e1d2",
             "e1f2", "e1g3", "e1h4", "e1i5", "e1b1", "e1b4", "e1e7", "e1e8", "e1e9"}));
    audit(pos, 2);
}

// royal-through-check = illegal on a king's leaps: a two-square leap passes the square between,
// a knight's leap the two squares next to both its ends (Metamachy's first king move).
TEST_CASE("royal-through-check: a royal leap may not pass over an attacked square",
          "[royal-through-check]") {
    const std::string text = R"(board = 8x8
piece K King KmDmAmN royal
piece R Rook R
piece B Bishop B
royalty = check
royal-through-check = RULE
setup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1
)";
    auto with = [&](const std::string& rule) {
        return testing::from_text(std::string(text).replace(text.find("RULE"), 4, rule));
    };
    // the black rook on the f-file attacks f1 and f2: e1-g1 passes f1, e1-g3 f2, the knight's
    // leap e1-g2 f1 and f2 (e1-f3 lands on the file); e1-c2 passes d1 and d2, e1-d3 e2 and d2
    const std::string fen = "4k3/5r2/8/8/8/8/8/4K3 w - - 0 1";
    auto pos = at(with("illegal"), fen);
    using testing::S;
    CHECK(testing::moves_from(pos, "e1") ==
          S({"e1d1", "e1d2", "e1e2", "e1c1", "e1e3", "e1c3", "e1c2", "e1d3"}));
    auto free = at(with("allowed"), fen);
    CHECK(testing::moves_from(free, "e1") ==
          S({"e1d1", "e1d2", "e1e2", "e1c1", "e1e3", "e1c3", "e1c2", "e1d3", "e1g1", "e1g3",
             "e1g2"}));
    // any-path: the black bishop a6 attacks e2 and f1; e1-f3 passes e2 and f2, e1-g2 f1 and f2:
    // one unattacked square each, enough under any-path, not under illegal
    const std::string bishop = "4k3/8/b7/8/8/8/8/4K3 w - - 0 1";
    const auto plain = S({"e1d1", "e1d2", "e1f2", "e1c1", "e1c3", "e1g3", "e1c2"});
    CHECK(testing::moves_from(at(with("illegal"), bishop), "e1") == plain);
    auto either = plain;
    either.insert({"e1f3", "e1g2"});
    CHECK(testing::moves_from(at(with("any-path"), bishop), "e1") == either);
}

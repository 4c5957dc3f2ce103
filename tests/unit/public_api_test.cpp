// The public API's read-only views: Position accessors, what a Move does, compile_piece().
#include <aviary/aviary.hpp>

#include "helpers.hpp"

namespace {

aviary::Move parse(const aviary::Position& pos, const std::string& text) {
    auto m = pos.parse_move(text);
    INFO(m.error_text());
    REQUIRE(m.ok());
    return *m;
}

int type_of(const aviary::Ruleset& rules, char letter) {
    const auto& ps = rules.pieces();
    for (std::size_t t = 0; t < ps.size(); ++t)
        if (ps[t].letter == letter) return int(t);
    FAIL("no piece " << letter);
    return -1;
}

}  // namespace

TEST_CASE("Ruleset views: Chess960 castling") {
    CHECK(testing::load("fischerandom").castling_anywhere());
    CHECK(testing::load("caparandom").castling_anywhere());
    CHECK_FALSE(testing::load("chess").castling_anywhere());
    CHECK_FALSE(testing::load("capablanca").castling_anywhere());
}

TEST_CASE("Position views: side, clocks, castling rights, en passant squares") {
    const auto rules = testing::load("chess");
    const auto b = rules.shape();
    auto pos = testing::at(rules, "r3k2r/p6p/8/8/3Pp3/8/P6P/R3K2R b Kq d3 5 20");
    CHECK(pos.side_to_move() == aviary::Color::Black);
    CHECK(pos.halfmove_clock() == 5);
    CHECK(pos.fullmove_number() == 20);
    CHECK(pos.castling_right(aviary::Color::White, aviary::CastlingSide::King));
    CHECK_FALSE(pos.castling_right(aviary::Color::White, aviary::CastlingSide::Queen));
    CHECK_FALSE(pos.castling_right(aviary::Color::Black, aviary::CastlingSide::King));
    CHECK(pos.castling_right(aviary::Color::Black, aviary::CastlingSide::Queen));
    CHECK(pos.en_passant_squares() == std::vector<aviary::Square>{*b.parse("d3")});
    CHECK(pos.piece_at(*b.parse("e8")) == aviary::PlacedPiece{type_of(rules, 'K'), aviary::Color::Black});
    CHECK_FALSE(pos.piece_at(*b.parse("e5")));
    CHECK_FALSE(pos.piece_at(aviary::Square(b.size())));   // off the board
    CHECK_FALSE(pos.doomed_square());
    CHECK(pos.checks_to_give(aviary::Color::White) == 0);
    CHECK(pos.ply() == 0);
    pos.make(parse(pos, "e8c8,a8d8"));
    CHECK(pos.ply() == 1);
    CHECK_FALSE(pos.castling_right(aviary::Color::Black, aviary::CastlingSide::Queen));
    CHECK(pos.en_passant_squares().empty());
    CHECK(pos.fullmove_number() == 21);
    CHECK(pos.halfmove_clock() == 6);
}

TEST_CASE("Position views: unmoved pieces, hands, checks to give") {
    const auto chess = testing::load("chess");
    auto pos = aviary::Position::start(chess);
    const auto b = chess.shape();
    CHECK(pos.is_unmoved(*b.parse("e2")));
    pos.make(parse(pos, "e2e4"));
    CHECK_FALSE(pos.is_unmoved(*b.parse("e4")));
    CHECK_FALSE(pos.is_unmoved(*b.parse("e2")));   // empty now

    const auto loony = testing::load("loonybird");
    auto lp = testing::at(loony, "3kefg/p1ppp1p/cp1B1pG/B6/1C5/PPPPP1P/1K1AaF1[e] b - - 2 8");
    CHECK(lp.hand_count(aviary::Color::Black, type_of(loony, 'E')) == 1);
    CHECK(lp.hand_count(aviary::Color::White, type_of(loony, 'E')) == 0);
    CHECK(lp.hand_count(aviary::Color::White, -1) == 0);

    const auto three = testing::load("3check");
    auto tp = aviary::Position::start(three);
    CHECK(tp.checks_to_give(aviary::Color::White) == 3);
}

TEST_CASE("Move views: castling partner, en passant, promotion, drop, neutral piece") {
    const auto chess = testing::load("chess");
    const auto b = chess.shape();
    auto pos = testing::at(chess, "r3k2r/p6p/8/8/3Pp3/8/P6P/R3K2R b KQkq d3 0 3");
    const auto castle = parse(pos, "e8g8,h8f8");
    CHECK(castle.is_castling());
    CHECK(castle.partner == aviary::Relocation{*b.parse("h8"), *b.parse("f8")});
    CHECK_FALSE(castle.neutral.present());
    CHECK(castle.squares() == std::vector<aviary::Square>{*b.parse("e8"), *b.parse("g8"), *b.parse("h8"),
                                                          *b.parse("f8")});
    const auto ep = parse(pos, "e4d3");
    CHECK(ep.is_en_passant());
    REQUIRE(ep.victims().size() == 1);
    CHECK(ep.victims()[0] == *b.parse("d4"));
    CHECK_FALSE(ep.partner.present());

    auto promo = testing::at(chess, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    const auto q = parse(promo, "e7e8q");
    CHECK(q.promotion_type() == type_of(chess, 'Q'));
    CHECK_FALSE(q.dropped_type());
    CHECK(q.victims().empty());

    const auto loony = testing::load("loonybird");
    auto lp = testing::at(loony, "3kefg/p1ppp1p/cp1B1pG/B6/1C5/PPPPP1P/1K1AaF1[e] b - - 2 8");
    const auto drop = parse(lp, "E@a1");
    CHECK(drop.is_drop());
    CHECK(drop.dropped_type() == type_of(loony, 'E'));
    CHECK_FALSE(drop.promotion_type());
    CHECK(drop.from == aviary::NoSquare);

    const auto duck = testing::load("duck");
    auto dp = aviary::Position::start(duck);
    const int duck_type = type_of(duck, '*');
    CHECK(dp.hand_count(aviary::Color::Neutral, duck_type) == 1);
    const auto first = parse(dp, "e2e4,e5");
    CHECK(first.neutral.present());
    CHECK(first.neutral.from == aviary::NoSquare);   // placed from the neutral hand
    CHECK(first.neutral.to == *duck.shape().parse("e5"));
    dp.make(first);
    CHECK(dp.hand_count(aviary::Color::Neutral, duck_type) == 0);
    const auto second = parse(dp, "e7e6,d4");
    CHECK(second.neutral == aviary::Relocation{*duck.shape().parse("e5"), *duck.shape().parse("d4")});
}

TEST_CASE("BoardShape::append_name: square names appended to a buffer") {
    const aviary::BoardShape big{16, 16}, chess{8, 8};
    std::string out = "x";
    big.append_name(big.square(15, 15), out);
    big.append_name(big.square(0, 9), out);
    chess.append_name(chess.square(4, 1), out);
    chess.append_name(aviary::NoSquare, out);
    chess.append_name(aviary::Square(64), out);   // off the board
    CHECK(out == "xp16a10e2--");
    CHECK(big.name(big.square(2, 11)) == "c12");
    char at[aviary::BoardShape::MaxNameLength];
    CHECK(std::string(at, std::size_t(big.write_name(big.square(7, 15), at))) == "h16");
    CHECK(std::string(at, std::size_t(chess.write_name(chess.square(0, 0), at))) == "a1");
}

TEST_CASE("Position::append_move_string: the list in one buffer, each move read back") {
    // one game of each move shape: castling, drops, promotions, the Duck, swaps, gating, locusts
    for (const char* name : {"chess", "crazyhouse", "shogi", "duck", "friendly", "seirawan", "birds",
                             "grand", "xiangqi"}) {
        const auto rules = testing::load(name);
        auto pos = aviary::Position::start(rules);
        for (int ply = 0; ply < 6; ++ply) {
            aviary::MoveList ml;
            pos.legal_moves(ml);
            if (ml.empty()) break;
            std::string all = "moves:";
            for (const auto& m : ml) {
                all += ' ';
                const std::size_t at = all.size();
                pos.append_move_string(m, all);
                const std::string text = all.substr(at);
                INFO(name << " " << pos.fen() << " " << text);
                CHECK(text == pos.move_to_string(m));
                CHECK(parse(pos, text) == m);
            }
            pos.make(ml[ml.size() * 7 / 11]);   // a move from the middle of the list
        }
    }
}

TEST_CASE("Ruleset: pieces described once, id per compiled game") {
    const auto a = testing::load("chess");
    const auto copy = a;
    const auto again = testing::load("chess");
    CHECK(copy.id() == a.id());
    CHECK(again.id() != a.id());
    CHECK(&a.pieces() == &copy.pieces());   // shared, not rebuilt per call
    const auto& pawn = a.pieces()[std::size_t(type_of(a, 'P'))];
    CHECK(pawn.promotion == aviary::PromotionKind::List);
    CHECK(pawn.has_initial);
    CHECK(a.pieces()[std::size_t(type_of(a, 'N'))].promotion == aviary::PromotionKind::None);
}

TEST_CASE("compile_piece: one piece on a board of any size, without a variant file") {
    const aviary::BoardShape b{8, 8};
    auto knight = aviary::compile_piece("N", b);
    INFO(knight.error_text());
    REQUIRE(knight.ok());
    REQUIRE(knight->pieces().size() == 3);
    CHECK(knight->pieces()[0].letter == 'X');
    CHECK(knight->shape().files == 8);
    CHECK(testing::moves(testing::at(*knight, "8/8/8/8/8/8/8/X7 w - - 0 1")) ==
          std::set<std::string>{"a1b3", "a1c2"});
    // a Y screen blocks nothing for a leaper; an enemy y can be taken
    CHECK(testing::moves(testing::at(*knight, "8/8/8/8/8/1y6/1Y6/X7 w - - 0 1")).count("a1b3") == 1);

    // initial moves are available wherever a FEN puts the piece
    auto pawn = aviary::compile_piece("fmWifmnD", aviary::BoardShape{5, 6});
    REQUIRE(pawn.ok());
    CHECK(testing::moves(testing::at(*pawn, "5/5/5/2X2/5/5 w - - 0 1")) ==
          std::set<std::string>{"c3c4", "c3c5"});

    auto bad = aviary::compile_piece("mRq!", b, "--notation");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().rfind("--notation:1:", 0) == 0);
    CHECK_FALSE(aviary::compile_piece("N", aviary::BoardShape{17, 8}).ok());
}

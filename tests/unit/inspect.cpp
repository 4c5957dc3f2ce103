// inspect(): the rules as plain values; explain_notation(): notation in words.
#include <aviary/inspect.hpp>

#include "helpers.hpp"

namespace {

const aviary::PieceInfo& piece(const aviary::RulesDetails& d, char letter) {
    for (const auto& p : d.pieces)
        if (p.letter == letter) return p;
    FAIL("no piece " << letter);
    return d.pieces.front();
}

}  // namespace

TEST_CASE("inspect: chess") {
    auto d = aviary::inspect(testing::load("chess"));
    CHECK(d.shape.files == 8);
    CHECK(d.royalty == aviary::RoyaltyRule::Check);
    CHECK(d.stalemate == aviary::StalemateRule::Draw);
    CHECK(d.castling_partners == "R");
    CHECK_FALSE(d.hands);
    const auto& p = piece(d, 'P');
    CHECK(p.has_initial);
    CHECK(p.promotion == aviary::PromotionKind::List);
    CHECK(p.promotion_letters == "QRBN");
    CHECK(p.promotion_ranks == std::vector<int>{8});
    CHECK(piece(d, 'K').royal);
    CHECK(piece(d, 'K').castles);
    CHECK_FALSE(piece(d, 'Q').castles);
}

TEST_CASE("inspect: regions, lines, barred types, royal facing and passing") {
    auto rules = testing::from_text(
        "board = 9x10\nlines = d1 f1 e2\npiece K King W royal region=d1-f3 lines=F\n"
        "piece C Cannon pR no-hurdle=C no-capture=C\nroyal-facing = bikjang\npass = yes\n"
        "setup = 4k4/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1\n");
    auto d = aviary::inspect(rules);
    auto names = [&](const std::vector<aviary::Square>& v) {
        std::string s;
        for (auto q : v) s += d.shape.name(q) + " ";
        return s;
    };
    CHECK(names(d.lines) == "d1 f1 e2 ");
    CHECK(d.facing == aviary::FacingRule::Bikjang);
    CHECK(d.pass);
    const auto& k = piece(d, 'K');
    CHECK(names(k.region) == "d1 e1 f1 d2 e2 f2 d3 e3 f3 ");
    CHECK(k.line_moves == "F");
    const auto& c = piece(d, 'C');
    CHECK(c.region.empty());
    CHECK(c.no_hurdle == "C");
    CHECK(c.no_capture == "C");
    auto chess = aviary::inspect(testing::load("chess"));
    CHECK(chess.lines.empty());
    CHECK(chess.facing == aviary::FacingRule::Allowed);
    CHECK_FALSE(chess.pass);
}

TEST_CASE("inspect: game rules of duck, grand, loonybird, birds, friendly") {
    auto duck = aviary::inspect(testing::load("duck"));
    CHECK(duck.relocate == "*");
    CHECK(duck.relocate_count == 1);
    CHECK(duck.royalty == aviary::RoyaltyRule::Capture);
    CHECK(duck.stalemate == aviary::StalemateRule::Win);
    CHECK(piece(duck, '*').neutral);

    auto grand = aviary::inspect(testing::load("grand"));
    const auto& gp = piece(grand, 'P');
    CHECK(gp.promotion == aviary::PromotionKind::Captured);
    CHECK(gp.promotion_ranks == std::vector<int>{8, 9, 10});
    CHECK(gp.optional_ranks == std::vector<int>{8, 9});

    auto loony = aviary::inspect(testing::load("loonybird"));
    CHECK(loony.hands);
    CHECK(loony.drops);
    CHECK(loony.drop_ranks.size() == 7);
    CHECK(piece(loony, 'A').to_hand);
    CHECK_FALSE(piece(loony, 'P').to_hand);
    CHECK(piece(loony, 'P').promotion == aviary::PromotionKind::OpponentHand);

    auto birds = aviary::inspect(testing::load("birds"));
    CHECK(birds.rifle_dooms);
    CHECK(piece(birds, 'K').immune);

    auto friendly = aviary::inspect(testing::load("friendly"));
    CHECK(friendly.royalty == aviary::RoyaltyRule::LastCheck);
    CHECK(piece(friendly, 'F').borrow);
    CHECK(piece(friendly, 'J').poison);
    CHECK(piece(friendly, 'J').freeze_zone.size() == 8);   // K: the eight neighbours
    CHECK(piece(friendly, 'G').brake_zone.size() == 8);
}

TEST_CASE("explain_notation: one phrase per simple move") {
    auto pawn = aviary::explain_notation("fmWfceFifmnD");
    REQUIRE(pawn.size() == 3);
    CHECK(pawn[0] == "fmW: moves without capturing, one step orthogonally forward");
    CHECK(pawn[1] == "fceF: captures (also en passant), one step diagonally forward");
    CHECK(pawn[2].find("only as the piece's first move") != std::string::npos);
    auto crane = aviary::explain_notation("cabD");
    REQUIRE(crane.size() == 1);
    CHECK(crane[0].find("rifle capture") != std::string::npos);
    auto king = aviary::explain_notation("KisO2");
    REQUIRE(king.size() == 2);
    CHECK(king[1].rfind("isO2: castles", 0) == 0);
    CHECK(aviary::explain_notation("-").size() == 1);
    auto bad = aviary::explain_notation("mRq");
    REQUIRE(bad.size() == 1);
    CHECK(bad[0].rfind("error:", 0) == 0);
}

TEST_CASE("explain_notation: later legs follow turns and range toggles") {
    // a 45 degree turn makes an orthogonal step diagonal (the Mao)
    auto mao = aviary::explain_notation("afsW");
    REQUIRE(mao.size() == 1);
    CHECK(mao[0] == "afsW: passes an empty square, one step orthogonally, then moves or captures, "
                    "one step diagonally turning 45 degrees either way");
    // y swaps rides and steps for the legs after it
    auto bomber = aviary::explain_notation("yafcafmR");
    REQUIRE(bomber.size() == 1);
    CHECK(bomber[0].find("slides orthogonally any distance (steps and rides swap from here on), "
                         "then captures a piece on the way, one step orthogonally straight on") !=
          std::string::npos);
    // the Griffon: a diagonal step (F), or that step and then a rook ride outward
    auto griffon = aviary::explain_notation("FyafsF");
    REQUIRE(griffon.size() == 2);
    CHECK(griffon[1].find("slides orthogonally any distance turning 45 degrees either way") !=
          std::string::npos);
}

TEST_CASE("remove drops inherited pieces, and says so where a removed letter is still used") {
    auto resolve = aviary::folder_resolver({AVIARY_VARIANTS_DIR});
    // the Flaming Crane game removes the Crandodo it inherits
    auto flaming = resolve("birds-flaming");
    REQUIRE(flaming.has_value());
    auto rules = aviary::load_ruleset(flaming->second, flaming->first, resolve);
    REQUIRE(rules.ok());
    for (const auto& p : rules->pieces()) CHECK(p.letter != 'Q');
    // chess without its queen: the pawn still promotes to Q
    auto bad = aviary::load_ruleset("extends = chess\nremove = Q\n", "noqueen.variant", resolve);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error_text().find("no piece has the letter 'Q' (removed at noqueen.variant:2)") !=
          std::string::npos);
    // a letter no inherited piece has
    auto unknown = aviary::load_ruleset("extends = chess\nremove = X\n", "x.variant", resolve);
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error_text().find("no inherited piece has the letter 'X'") != std::string::npos);
}

// Fairy-Stockfish's INI format (aviary/ini.hpp): the built-in games the importer knows as INI
// must play exactly as the shipped games of the same name (themselves checked against
// Fairy-Stockfish), and every INI it cannot express must be a located error.
#include <fstream>
#include <sstream>

#include "aviary/ini.hpp"
#include "aviary/perft.hpp"
#include "helpers.hpp"

using testing::at;
using testing::load;

namespace {

aviary::Ruleset imported(const std::string& ini) {
    auto rules = aviary::load_ruleset(ini, "<test.ini>");
    INFO(rules.error_text());
    REQUIRE(rules.ok());
    return *rules;
}

std::uint64_t perft_of(const aviary::Ruleset& rules, const std::string& fen, int depth) {
    auto pos = at(rules, fen);
    return aviary::perft(pos, depth);
}

// The first `n` positions of the game's perft suite, and the start position.
std::vector<std::string> positions(const std::string& game, const aviary::Ruleset& rules, int n) {
    std::vector<std::string> fens{aviary::Position::start(rules).fen()};
    std::ifstream in(std::string(AVIARY_TESTS_DIR) + "/perft/" + game + ".epd");
    for (std::string line; int(fens.size()) <= n && std::getline(in, line);)
        if (!line.empty() && line[0] != '#') fens.push_back(line.substr(0, line.find(';')));
    return fens;
}

// The first error of an INI text's import.
std::string first_error(const std::string& ini) {
    auto got = aviary::import_ini(ini, "t.ini");
    return got.errors.empty() ? std::string() : got.errors[0].render();
}

}  // namespace

TEST_CASE("INI: each built-in parent plays as the shipped game of its name", "[ini]") {
    struct Game { const char* name; int depth; };
    for (Game g : {Game{"chess", 3}, {"giveaway", 3}, {"antichess", 3}, {"extinction", 3}, {"coregal", 3}, {"crazyhouse", 3},
                   {"pocketknight", 2}, {"placement", 2}, {"3check", 3}, {"kingofthehill", 3},
                   {"racingkings", 3}, {"nocheckatomic", 3}, {"atomic", 3}, {"duck", 2}, {"gardner", 3},
                   {"losalamos", 3}, {"capablanca", 2}, {"janus", 2}, {"grand", 2}, {"makruk", 3},
                   {"breakthrough", 3}, {"snailtrail", 3}, {"amazons", 1}, {"minixiangqi", 3},
                   {"xiangqi", 2}, {"janggi", 2}, {"minishogi", 3}, {"shogi", 2}, {"gorogoro", 3},
                   {"flipersi", 3}, {"flipello", 3}, {"ataxx", 2}}) {
        INFO(g.name);
        auto mine = imported(std::string("[copy:") + g.name + "]\n");
        auto shipped = load(g.name);
        CHECK(aviary::Position::start(mine).fen() == aviary::Position::start(shipped).fen());
        for (const auto& fen : positions(g.name, shipped, 3)) {
            INFO(fen);
            CHECK(perft_of(mine, fen, g.depth) == perft_of(shipped, fen, g.depth));
        }
    }
}

TEST_CASE("INI: a child's keys change what it inherits", "[ini]") {
    // No castling and a king that moves as a wazir (Fairy-Stockfish's test file's example)
    auto w = imported("[wazirking:chess]\nfers = q\nking = k:W\nstartFen = 7k/5Kq1/8/8/8/8/8/8 w - - 0 1\n"
                      "stalemateValue = loss\n");
    auto wpos = at(w, "7k/5Kq1/8/8/8/8/8/8 w - - 0 1");
    CHECK(testing::moves_from(wpos, "f7") == testing::S({"f7e7", "f7g7"}));   // W, not K (e6 e8 g6)
    auto bpos = at(w, "7k/5Kq1/8/8/8/8/8/8 b - - 0 1");
    CHECK(testing::moves_from(bpos, "g7") == testing::S({"g7f8", "g7f6", "g7h6"}));   // q is a fers
    // A pseudo-royal amazon alone against an army: royal (it may not step into an attack), and
    // Black, who has none, is not extinct. 24 amazon moves from e1 (7 on the rank, 6 up the
    // file, 7 diagonal, 4 knight), less e6 and e7, which Black guards: 22.
    auto solo = imported("[solo]\npawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\nking = k\namazon = m\n"
                         "startFen = rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1\nextinctionValue = loss\n"
                         "extinctionPieceTypes = m\nextinctionPseudoRoyal = true\n");
    CHECK(testing::count(aviary::Position::start(solo)) == 22);
    // Drops added to chess: pawns not on the first or last rank
    auto d = imported("[drops:chess]\npieceDrops = true\ncapturesToHand = true\n"
                      "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1\n");
    auto dpos = at(d, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    CHECK(!testing::moves(dpos).count("P@a1"));
    CHECK(!testing::moves(dpos).count("P@a8"));
    CHECK(testing::moves(dpos).count("P@a2"));
    // A zone from the rank a double step passes (Fairy-Stockfish's shogun): en passant into it
    // never promotes, a plain step into it may
    auto z = imported("[zone:chess]\npromotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *3 *2 *1\n"
                      "promotionPieceTypes = -\npromotedPieceType = p:q\nmandatoryPawnPromotion = false\n");
    std::set<std::string> from_e5;
    for (const auto& m : testing::moves(at(z, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")))
        if (m.rfind("e5", 0) == 0) from_e5.insert(m);
    CHECK(from_e5 == testing::S({"e5d6", "e5e6", "e5e6+"}));
}

TEST_CASE("INI: pawns with no promotionPieceTypes", "[ini]") {
    // A section without a parent has none: a mandatory promotion to nothing closes the last
    // rank to the pawn, which still attacks it; with optional promotion the pawn enters as itself
    const std::string game = "[p]\npawn = p\nrook = r\nking = k\ncastling = false\n"
                             "startFen = 4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\n";
    auto must = imported(game);
    auto w = at(must, "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for (const auto& m : testing::moves(w)) CHECK(m.rfind("b7", 0) != 0);
    CHECK(testing::moves(at(must, "3k4/1P6/8/8/8/8/8/4K3 b - - 0 1")).count("d8c8") == 0);
    auto may = imported(game + "mandatoryPawnPromotion = false\n");
    const auto free = testing::moves(at(may, "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"));
    CHECK((free.count("b7b8") == 1 && free.count("b7a8") == 1));
    // one side's types empty: that side's pawns stay out of the zone, the other's promote
    auto sided = imported("[s:chess]\npromotionPieceTypesWhite = -\n");
    for (const auto& m : testing::moves(at(sided, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")))
        CHECK(m.rfind("b7", 0) != 0);
    CHECK(testing::moves(at(sided, "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1")).count("b2b1q") == 1);
}

TEST_CASE("INI: what Aviary cannot express is an error naming the key and its line", "[ini]") {
    CHECK(first_error("[a:chess]\nwallOrMove = true\n").find("t.ini:2:1: error: wallOrMove = true: Aviary cannot express") !=
          std::string::npos);
    CHECK(first_error("[a:chess]\npieceDrop = true\n").find("unknown key 'pieceDrop' (did you mean 'pieceDrops'?)") !=
          std::string::npos);
    CHECK(first_error("[a:chess]\ncastling = maybe\n").find("t.ini:2:1: error: castling = maybe: expected true or false") !=
          std::string::npos);
    CHECK(first_error("[a:nosuchgame]\n").find("no parent 'nosuchgame'") != std::string::npos);
    // a cycle: each section names the other, so one inherits from a section below it
    CHECK(first_error("[a:b]\n[b:a]\n").find("defined below it") != std::string::npos);
    CHECK(first_error("[a:a]\n").find("inherits from itself") != std::string::npos);
    std::string many;
    for (int i = 0; i <= int(aviary::MaxIniSections); ++i) many += "[g" + std::to_string(i) + ":chess]\n";
    CHECK(first_error(many).find("more than 1024 sections") != std::string::npos);
    CHECK(first_error("[a:chess]\ncustomPiece1 = x:\n").find("customPiece1") != std::string::npos);
    CHECK(first_error("[a:chess]\ncustomPiece1 = x:Zq\n").find("does not load") != std::string::npos);
    CHECK(first_error("[a:chess]\npromotionPieceTypes = qz\n").find("no piece type has the letter z") !=
          std::string::npos);
    CHECK(first_error("[chess]\n").find("already exists") != std::string::npos);
    // a hopper's range other than Fairy-Stockfish's 2, or a grasshopper's, has no lowering
    CHECK(first_error("[a:chess]\ncustomPiece1 = x:pR3\n").find("a hopper with a range (pR3)") !=
          std::string::npos);
    CHECK(first_error("[a:chess]\ncustomPiece1 = x:gB2\n").find("a hopper with a range (gB2)") !=
          std::string::npos);
    // two games: the loader asks for one
    auto two = aviary::load_ruleset("[a:chess]\n[b:chess]\n", "two.ini");
    REQUIRE(!two.ok());
    CHECK(two.error_text().find("holds 2 games (a, b)") != std::string::npos);
}

TEST_CASE("INI: sections convert independently, and are detected by their first line", "[ini]") {
    auto got = aviary::import_ini("# comment\n\n[good:chess]\n[bad:chess]\nwallOrMove = true\n[good2:good]\n", "t.ini");
    REQUIRE(got.variants.size() == 2);
    CHECK(got.variants[0].name == "good");
    CHECK(got.variants[1].name == "good2");
    CHECK(got.errors.size() == 1);
    CHECK(aviary::is_ini_text("; c\n  [x]\n"));
    CHECK(!aviary::is_ini_text("name = x\n[y]\n"));
    CHECK(!aviary::is_ini_text(""));
    auto one = aviary::import_ini_variant("[a:chess]\nnMoveRule = 0\n", "t.ini", "a");
    REQUIRE(one.ok());
    REQUIRE(one->notes.size() == 1);
    CHECK(one->notes[0].find("nMoveRule = 0") != std::string::npos);
    CHECK(one->text.find("# not applied: nMoveRule = 0") != std::string::npos);
}

TEST_CASE("INI: twoBoards is one board of a two-board game, as the shipped bughouse", "[ini]") {
    const auto ini = imported("[mybughouse:crazyhouse]\ntwoBoards = true\ncapturesToHand = false\nstalemateValue = loss\n");
    CHECK(ini.two_boards());
    const auto shipped = load("bughouse");
    const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[QNp] w KQkq - 2 3";
    CHECK(perft_of(ini, fen, 3) == perft_of(shipped, fen, 3));   // a hand the board never filled
}

TEST_CASE("INI: a duck beside blasts is spared, and may land where the blast emptied", "[ini]") {
    // Atomic with a duck: the blast of e4xd5 removes the capturing pawn, the pawn taken and the
    // knight on c6; the duck then moves to any empty square, those three among them (worked by
    // hand; Fairy-Stockfish places its duck only on squares empty before the blast).
    auto rules = imported("[a:atomic]\nwallingRule = duck\n");
    auto pos = at(rules, "4k3/8/2n5/3p4/4P3/8/8/4K2* w - - 0 1");
    std::set<std::string> ducks;
    for (const auto& m : testing::moves(pos))
        if (m.rfind("e4d5,", 0) == 0) ducks.insert(m.substr(5));
    CHECK(ducks.size() == 61);   // 64 squares, less the two kings and the duck's own h1
    for (const char* s : {"e4", "d5", "c6"}) CHECK(ducks.count(s) == 1);
    CHECK(ducks.count("h1") == 0);
    // a duck next to the blast stays (blast-immune), and must still leave its square
    auto next = at(rules, "4k3/8/2*5/3p4/4P3/8/8/4K3 w - - 0 1");
    auto m = next.parse_move("e4d5,d5");
    REQUIRE(m.ok());
    next.make(*m);
    CHECK(next.fen() == "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
    CHECK(next.parse_move("e8d8,c6").ok());
    CHECK_FALSE(at(rules, "4k3/8/2*5/3p4/4P3/8/8/4K3 w - - 0 1").parse_move("e4d5,c6").ok());
}

TEST_CASE("INI: a pawn's triple step, and en passant on either square it passed", "[ini]") {
    auto rules = imported("[a:chess]\nmaxRank = 10\ntripleStepRegionWhite = *2\ntripleStepRegionBlack = *9\n"
                          "doubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *9 *8\n"
                          "castling = false\npromotionRegionWhite = *10\npromotionRegionBlack = *1\n"
                          "startFen = rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n");
    auto pos = at(rules, "k7/8/8/8/8/5p2/3p4/8/4P3/K7 w - - 0 1");
    CHECK(testing::moves_from(pos, "e2") == std::set<std::string>{"e2e3", "e2e4", "e2e5"});
    pos.make(*pos.parse_move("e2e5"));
    CHECK(testing::moves_from(pos, "d4").count("d4e3") == 1);   // takes on the first square passed
    CHECK(testing::moves_from(pos, "f5").count("f5e4") == 1);   // and on the second
    // from the third rank, two steps only
    CHECK(testing::moves_from(at(rules, "k7/8/8/8/8/8/8/4P3/8/K7 w - - 0 1"), "e3") ==
          std::set<std::string>{"e3e4", "e3e5"});
    CHECK(first_error("[a:chess]\ntripleStepRegionWhite = e2\n").find("tripleStepRegionWhite") != std::string::npos);
}

TEST_CASE("INI: pieceDemotion, a promoted piece turning back as Kyoto shogi's do", "[ini]") {
    // the whole board is the zone and promotion is mandatory: the rook turns into a bishop on
    // every move, and that bishop (+R) back into a rook, written with '-' as Fairy-Stockfish does
    auto rules = imported("[flip]\nmaxRank = 4\nmaxFile = d\nking = k\nrook = r\nbishop = b\n"
                          "promotedPieceType = r:b\npromotionRegionWhite = *1 *2 *3 *4\n"
                          "promotionRegionBlack = *1 *2 *3 *4\nmandatoryPiecePromotion = true\n"
                          "pieceDemotion = true\ncastling = false\nstartFen = 1k2/4/4/R2K w - - 0 1\n");
    CHECK(testing::moves_from(at(rules, "1k2/4/4/R2K w - - 0 1"), "a1") ==
          std::set<std::string>{"a1a2+", "a1a3+", "a1a4+", "a1b1+", "a1c1+"});
    auto pos = at(rules, "1k2/4/4/+R2K w - - 0 1");
    CHECK(testing::moves_from(pos, "a1") == std::set<std::string>{"a1b2-", "a1c3-", "a1d4-"});
    pos.make(*pos.parse_move("a1c3-"));
    CHECK(pos.fen() == "1k2/2R1/4/3K b - - 0 1");   // (a demotion restarts the clock)
    // without pieceDemotion the promoted piece keeps its form
    auto kept = imported("[keep]\nmaxRank = 4\nmaxFile = d\nking = k\nrook = r\nbishop = b\n"
                         "promotedPieceType = r:b\npromotionRegionWhite = *1 *2 *3 *4\n"
                         "promotionRegionBlack = *1 *2 *3 *4\nmandatoryPiecePromotion = true\n"
                         "castling = false\nstartFen = 1k2/4/4/R2K w - - 0 1\n");
    CHECK(testing::moves_from(at(kept, "1k2/4/4/+R2K w - - 0 1"), "a1") ==
          std::set<std::string>{"a1b2", "a1c3", "a1d4"});
}

TEST_CASE("INI: pseudo-royal types that no side can ever have more of are royal under check", "[ini]") {
    const std::string two = "[a:chess]\nking = -\ncommoner = k\nextinctionValue = loss\n"
                            "extinctionPseudoRoyal = true\nextinctionPieceTypes = k\n"
                            "extinctionPieceCount = 1\nstartFen = rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1\n";
    auto got = aviary::import_ini(two, "t.ini");
    REQUIRE(got.variants.size() == 1);
    const std::string& text = got.variants[0].text;
    CHECK(text.find("piece K Commoner K royal") != std::string::npos);
    CHECK(text.find("last-check") == std::string::npos);
    // both kings are protected: a move that leaves either attacked is illegal
    auto rules = imported(two);
    auto pos = at(rules, "3kk3/8/8/8/8/8/8/r2KK2r w - - 0 1");
    CHECK(testing::moves(pos).empty());   // both kings attacked, none can step off the rank
    // a third commoner in the setup: the type is pseudo-royal only while two or fewer stand
    CHECK(first_error("[a:chess]\nking = -\ncommoner = k\nextinctionPseudoRoyal = true\n"
                      "extinctionPieceTypes = k\nextinctionPieceCount = 1\n"
                      "startFen = rnbkkknr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKKNR w - - 0 1\n")
              .find("a pseudo-royal rule over several types or counts") != std::string::npos);
}

TEST_CASE("INI: a pseudo-royal type counts the pieces promoted into it", "[ini]") {
    // the king promotes into a second pseudo-royal type, which is also the flag piece: no side
    // ever has two of either, so both and the promoted king are royal, and the flag counts it
    const std::string crown = "[a]\nmaxRank = 6\nmaxFile = f\nrook = r\ncustomPiece1 = k:WF\n"
                              "customPiece2 = d:Q\nstartFen = r1k2r/6/6/6/6/R1K2R w - - 0 1\n"
                              "promotionRegionWhite = *6\npromotionRegionBlack = *1\n"
                              "promotedPieceType = k:d\nextinctionValue = loss\n"
                              "extinctionPieceTypes = kd\nextinctionPseudoRoyal = true\nflagPiece = d\n"
                              "flagRegionWhite = a1\nflagRegionBlack = a1\n";
    auto got = aviary::import_ini(crown, "t.ini");
    REQUIRE(got.variants.size() == 1);
    const std::string& text = got.variants[0].text;
    CHECK(text.find("piece A \"Promoted custom piece 1\" Q fen=+K san=D royal") != std::string::npos);
    CHECK(text.find("goal = DA a1") != std::string::npos);
    CHECK(text.find("last-check") == std::string::npos);
    auto rules = imported(crown);
    // the promoted king may not be left attacked (a2-a5, f6)
    CHECK(testing::moves_from(at(rules, "r5/6/6/6/6/+K5 w - - 0 1"), "a1") ==
          std::set<std::string>{"a1a6", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1b2", "a1c3", "a1d4", "a1e5"});
    // a piece of each type promoted into it: more than one, so royal only while the last one
    const std::string many = "[a:chess]\nking = -\ncommoner = k\nextinctionValue = loss\n"
                             "extinctionPseudoRoyal = true\nextinctionPieceTypes = k\npromotionPieceTypes = -\n"
                             "promotedPieceType = q:k r:k b:k n:k p:k\nmandatoryPiecePromotion = true\n";
    got = aviary::import_ini(many, "t.ini");
    REQUIRE(got.variants.size() == 1);
    CHECK(got.variants[0].text.find("royalty = last-check\nlast-check-count = before") != std::string::npos);
    CHECK(got.variants[0].text.find("piece F \"Promoted queen\" K fen=+Q san=K royal") != std::string::npos);
}

TEST_CASE("INI: pseudo-royal promotions Aviary cannot count are errors", "[ini]") {
    const std::string base = "[a:chess]\nking = -\ncommoner = k\nextinctionValue = loss\n"
                             "extinctionPieceTypes = k\npromotedPieceType = n:k\n";
    // extinction, not pseudo-royal: Aviary's extinction counts one type, not its promoted copies
    CHECK(first_error(base).find("promotion into a type that extinctionPieceTypes counts") != std::string::npos);
    // counted down to the last one in a drop game: Fairy-Stockfish's second one may go to a hand
    CHECK(first_error(base + "extinctionPseudoRoyal = true\npieceDrops = true\ncapturesToHand = true\n")
              .find("a pseudo-royal type counted down to its last piece in a drop game") != std::string::npos);
    // a pawn's promotion counts after the move, a piece's before: not both in one game
    CHECK(first_error(base + "extinctionPseudoRoyal = true\npromotionPieceTypes = qk\n")
              .find("promotion into a pseudo-royal type both as a pawn and as a piece") != std::string::npos);
    // pseudo-royal types counted down to their last pieces, a side holding pieces of both
    // (chess's knights and queens): Aviary's last-check counts a side's royal pieces together
    CHECK(first_error("[a:chess]\nking = -\nextinctionValue = loss\nextinctionPieceTypes = nq\n"
                      "extinctionPseudoRoyal = true\n")
              .find("a pseudo-royal rule over several types or counts") != std::string::npos);
    // a drop may give castling rights back to a promoted castling king
    CHECK(first_error("[a:chess]\npromotedPieceType = n:k\ncastlingDroppedPiece = true\n")
              .find("promotion into a type that castlingKingPiece counts") != std::string::npos);
}

TEST_CASE("INI: a type no hand can hold needs no drop ranks, even where none is left", "[ini]") {
    // the immobile type has no square to be dropped on (immobilityIllegal), but only knights
    // promoted into it stand on the board, and a capture gives back a knight
    const std::string ini = "[a:crazyhouse]\nimmobile = c\nimmobilityIllegal = true\n"
                            "promotedPieceType = n:c\nmandatoryPiecePromotion = true\n";
    auto got = aviary::import_ini(ini, "t.ini");
    REQUIRE(got.variants.size() == 1);
    CHECK(got.variants[0].text.find("piece C Immobile -\n") != std::string::npos);
    CHECK(got.variants[0].text.find("piece G \"Promoted knight\" - fen=+N san=C demote=N") != std::string::npos);
    // one in the setup's hand could be dropped nowhere
    CHECK(first_error("[a:crazyhouse]\nimmobile = c\nimmobilityIllegal = true\n"
                      "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[C] w KQkq - 0 1\n")
              .find("a piece in hand that may be dropped nowhere") != std::string::npos);
}

TEST_CASE("INI: a rule against checks needs Fairy-Stockfish's king type to check", "[ini]") {
    // Fairy-Stockfish sees checks to its king type only: atomic's pseudo-royal commoner is none
    auto got = aviary::import_ini("[a:atomic]\npieceDrops = true\ndropChecks = false\nchecking = false\n", "t.ini");
    REQUIRE(got.variants.size() == 1);
    CHECK(got.variants[0].text.find("drop-checks") == std::string::npos);
    CHECK(got.variants[0].text.find("giving-check") == std::string::npos);
    got = aviary::import_ini("[a:crazyhouse]\ndropChecks = false\n", "t.ini");
    REQUIRE(got.variants.size() == 1);
    CHECK(got.variants[0].text.find("drop-checks = no") != std::string::npos);
    // a king beside a pseudo-royal type: Aviary's rule would guard both
    CHECK(first_error("[a:chess]\ncommoner = c\nextinctionValue = loss\nextinctionPseudoRoyal = true\n"
                      "extinctionPieceTypes = c\nchecking = false\n")
              .find("checking = false: Aviary cannot express a rule against checks beside pseudo-royal pieces") !=
          std::string::npos);
}

TEST_CASE("INI: blasts beside hands", "[ini]") {
    auto got = aviary::import_ini("[a:atomic]\npieceDrops = true\ncapturesToHand = true\n", "t.ini");
    REQUIRE(got.variants.size() == 1);
    CHECK(got.variants[0].text.find("blast = K") != std::string::npos);
    CHECK(got.variants[0].text.find("captures-to-hand = all") != std::string::npos);
}

TEST_CASE("INI: a custom piece makes no moves along palace lines, and a lame camel is blocked "
          "on its orthogonal path", "[ini]") {
    // Janggi's palace lines beside a custom lame camel (nC): Fairy-Stockfish gives lame leapers
    // other than nN, nA and nD no moves at all, where Betza's camel leaps unless a square of its
    // path is taken; Aviary takes the path Fairy-Stockfish's own tables would (two orthogonal
    // steps, then a diagonal one). Worked by hand: the camel on e5 reaches the eight squares a
    // (1,3) leap away; a piece on e4 blocks the two leaps towards rank 2, one on f4 none.
    auto rules = imported("[lame:janggi]\ncustomPiece1 = o:nC\n"
                          "startFen = 4k4/9/9/9/9/4O4/9/9/9/4K4 w - - 0 1\n");
    const auto from_e5 = [&](const std::string& fen) {
        std::set<std::string> out;
        for (const auto& m : testing::moves(at(rules, fen)))
            if (m.rfind("e5", 0) == 0) out.insert(m.substr(2));
        return out;
    };
    using Set = std::set<std::string>;
    CHECK(from_e5("4k4/9/9/9/9/4O4/9/9/9/4K4 w - - 0 1") == Set{"b4", "b6", "d2", "d8", "f2", "f8", "h4", "h6"});
    CHECK(from_e5("4k4/9/9/9/9/4O4/4P4/9/9/4K4 w - - 0 1") == Set{"b4", "b6", "d8", "f8", "h4", "h6"});
    CHECK(from_e5("4k4/9/9/9/9/4O4/5P3/9/9/4K4 w - - 0 1") == Set{"b4", "b6", "d2", "d8", "f2", "f8", "h4", "h6"});
    // on e2, the centre of White's palace, where the lines cross: its leaps only, no step along
    // a line to d1, f1, d3 or f3
    Set from_e2;
    for (const auto& m : testing::moves(at(rules, "4k4/9/9/9/9/9/9/9/4O4/4K4 w - - 0 1")))
        if (m.rfind("e2", 0) == 0) from_e2.insert(m.substr(2));
    CHECK(from_e2 == Set{"b1", "b3", "d5", "f5", "h1", "h3"});
}

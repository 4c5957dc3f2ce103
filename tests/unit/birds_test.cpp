// This Game is for the Birds: the hand-worked positions B1-B7 of rules/birds.md, the examples of
// the source page, doomed pieces, castling after a peck, promotion, the options and bad FENs.
#include "helpers.hpp"

using testing::at;
using testing::count;
using testing::load;
using testing::moves;
using testing::moves_from;
using testing::S;

namespace {

const char* kStart = "cdfqkfdc/pppppppp/8/8/8/8/PPPPPPPP/CDFQKFDC w KQkq - 0 1";

// Plays moves written as the engine writes them (a peck may be given without its ",SQUARE").
aviary::Position play(const aviary::Ruleset& rules, const std::string& fen,
                      std::initializer_list<const char*> line) {
    auto pos = at(rules, fen);
    for (const char* text : line) {
        auto m = pos.parse_move(text);
        INFO(text << ": " << m.error_text());
        REQUIRE(m.ok());
        pos.make(*m);
    }
    return pos;
}

bool has(const std::set<std::string>& s, const std::string& m) { return s.count(m) == 1; }

std::string fen_error(const aviary::Ruleset& rules, const std::string& fen) {
    auto p = aviary::Position::from_fen(rules, fen);
    REQUIRE_FALSE(p.ok());
    return p.error_text();
}

}  // namespace

TEST_CASE("birds B1: the start position has 60 moves (flying)", "[birds]") {
    auto rules = load("birds");
    auto pos = at(rules, kStart);
    CHECK(count(pos) == 60);
    CHECK(moves_from(pos, "a1") == S({"a1a3", "a1a4", "a1a5", "a1a6"}));
    CHECK(moves_from(pos, "c1") == S({"c1a3", "c1e3", "c1f4", "c1g5", "c1h6"}));
    CHECK(moves_from(pos, "d1") == S({"d1d3", "d1d4", "d1d5", "d1d6", "d1c3", "d1e3"}));
    CHECK(moves_from(pos, "e1").empty());
    CHECK(moves_from(pos, "e2") == S({"e2e3", "e2e4", "e2e5", "e2e6"}));
    CHECK(aviary::Position::start(rules).fen() == kStart);
}

TEST_CASE("birds B2: a doomed piece may only peck", "[birds]") {
    auto rules = load("birds");
    // reached by play: 1.Ca1-a6 Ca8:a6
    auto pos = play(rules, kStart, {"a1a6", "a8a6"});
    CHECK(pos.fen() == "cdfqkfdc/pppppppp/C!7/8/8/8/PPPPPPPP/1DFQKFDC w Kk - 0 2");
    CHECK(count(pos) == 58);
    CHECK(moves_from(pos, "a6") == S({"a6a7,a6", "a6a8,a6"}));
    CHECK(moves_from(pos, "h1") == S({"h1a1", "h1h3", "h1h4", "h1h5", "h1h6"}));
    CHECK(moves_from(pos, "d1").size() == 7);
    CHECK(moves_from(pos, "f1") == S({"f1d3", "f1c4", "f1b5", "f1h3"}));
    CHECK(moves_from(pos, "a2") == S({"a2a3", "a2a4", "a2a5"}));
    // whatever White plays, the doomed Crane is gone afterwards
    auto after = play(rules, pos.fen(), {"h2h3"});
    CHECK(after.fen() == "cdfqkfdc/pppppppp/8/8/8/7P/PPPPPPP1/1DFQKFDC b Kk - 0 2");
    CHECK(after.hash() == after.compute_hash());
}

TEST_CASE("birds B3: a check is answered by pecking the checker", "[birds]") {
    auto rules = load("birds");
    auto pos = at(rules, "4k3/8/8/8/8/3d4/4P3/1F2K3 w - - 0 1");
    CHECK(pos.in_check());
    CHECK(moves(pos) == S({"e2d3,e2", "b1d3,b1", "e1d1", "e1d2", "e1f1"}));
}

TEST_CASE("birds B4: Road Runner moves and captured-piece promotion", "[birds]") {
    auto rules = load("birds");
    auto runner_moves = [](const aviary::Position& pos) {
        std::set<std::string> out;
        for (const char* sq : {"a2", "b7", "c4", "f7"})
            for (const auto& m : moves_from(pos, sq)) out.insert(m);
        return out;
    };
    auto pos = at(rules, "1d1k2c1/1P3P2/2d5/8/2P5/8/P7/CDF1KFDC w - - 0 1");
    CHECK(runner_moves(pos) == S({"a2a3", "a2a4", "a2a5", "a2a6", "a2a7", "c4c5", "f7f8q",
                                  "f7g8,f7"}));
    auto full = at(rules, "1d1k2c1/1P3P2/2d5/8/2P5/8/P7/CDFQKFDC w - - 0 1");
    CHECK(runner_moves(full).size() == 7);
    CHECK_FALSE(has(moves(full), "f7f8q"));
    auto bare = at(rules, "1d1k2c1/1P3P2/2d5/8/2P5/8/P7/4K3 w - - 0 1");
    CHECK(moves_from(bare, "f7") == S({"f7f8c", "f7f8d", "f7f8f", "f7f8q", "f7g8,f7"}));
    // a doomed piece still counts: with the doomed Crandodo on d1 no type is available
    auto doomed_q = at(rules, "k7/5P2/8/8/8/8/8/CDFQ!KFDC w - - 0 1");
    CHECK(moves_from(doomed_q, "f7").empty());
    // promotion resets the piece count: after f7-f8=Q no second Crandodo is available
    auto promoted = play(rules, "7k/1P3P2/8/8/8/8/8/CDF1KFDC w - - 0 1", {"f7f8q", "h8g7"});
    CHECK(moves_from(promoted, "b7").empty());
}

TEST_CASE("birds B5: castling with an attacked c1", "[birds]") {
    auto rules = load("birds");
    auto pos = at(rules, "4k3/8/8/8/8/1d6/8/C3K2C w KQ - 0 1");
    CHECK(count(pos) == 29);
    CHECK(moves_from(pos, "e1") == S({"e1d1", "e1e2", "e1f1", "e1f2", "e1g1,h1f1"}));
}

TEST_CASE("birds B6: the Dodo's Mate", "[birds]") {
    auto rules = load("birds");
    auto pos = play(rules, kStart, {"d1c3", "c7c6", "c3c7"});
    // (birds.md writes halfmove 0; the Crandodo's non-capturing move makes it 1)
    CHECK(pos.fen() == "cdfqkfdc/ppQppppp/2p5/8/8/8/PPPPPPPP/CDF1KFDC b KQkq - 1 2");
    CHECK(count(pos) == 0);
    CHECK(pos.in_check());
    auto o = pos.outcome();
    CHECK(o.termination == aviary::Termination::Checkmate);
    REQUIRE(o.winner.has_value());
    CHECK(*o.winner == aviary::Color::White);
    // "if the Road Runner on c7 had not moved, the Crandodo could not move there"
    auto early = play(rules, kStart, {"d1c3", "a7a6"});
    CHECK_FALSE(has(moves(early), "c3c7"));
    CHECK(has(moves(early), "c3d5"));
}

TEST_CASE("birds B7: a desperado peck cannot take the Roc's Egg", "[birds]") {
    auto rules = load("birds");
    auto pos = at(rules, "4k1f1/8/2d1C!3/8/8/8/8/4K3 w - - 0 1");
    CHECK(moves(pos) == S({"e6c6,e6", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
}

TEST_CASE("birds: the page's flying and pecking examples", "[birds]") {
    auto rules = load("birds");
    // after 1.Ca1-a4, 2.Ch1-a1 would be legal (flying over the pieces on b1-g1) ...
    auto a4 = play(rules, kStart, {"a1a4", "h7h6"});
    CHECK(has(moves(a4), "h1a1"));
    // ... but 1...Ca8-a1! blocks it, and threatens b1 and c1
    auto threat = play(rules, kStart, {"a1a4", "a8a1"});
    CHECK(threat.fen() == "1dfqkfdc/pppppppp/8/8/C7/8/PPPPPPPP/cDFQKFDC w Kk - 2 2");
    CHECK_FALSE(has(moves(threat), "h1a1"));
    auto next = play(rules, threat.fen(), {"h2h3"});
    auto pecks = moves_from(next, "a1");
    CHECK(has(pecks, "a1b1,a1"));
    CHECK(has(pecks, "a1c1,a1"));
    // a1:b1: the Dodo has nothing to peck (a3 empty, c3 empty, d2 its own)
    auto dodo = play(rules, next.fen(), {"a1b1"});
    CHECK(dodo.fen() == "1dfqkfdc/pppppppp/8/8/C7/7P/PPPPPPP1/cD!FQKFDC w Kk - 0 3");
    CHECK(moves_from(dodo, "b1").empty());
    // a1:c1: nor has the Flamingo (b2, d2 own; a3, e3 empty)
    auto flamingo = play(rules, next.fen(), {"a1c1"});
    CHECK(moves_from(flamingo, "c1").empty());
}

TEST_CASE("birds: 1.Ca1-a6 Ca8:a6 2.Ca6:a8 is legal", "[birds]") {
    auto rules = load("birds");
    auto pos = play(rules, kStart, {"a1a6", "a8a6", "a6a8"});
    // the white Crane died after its desperado peck; the black Crane a8 is now doomed and has
    // no target (a7, b8 and c8 are its own pieces), so the exchange stops there
    CHECK(pos.fen() == "c!dfqkfdc/pppppppp/8/8/8/8/PPPPPPPP/1DFQKFDC b Kk - 0 2");
    CHECK(moves_from(pos, "a8").empty());
    auto done = play(rules, pos.fen(), {"e7e6"});
    CHECK(done.fen() == "1dfqkfdc/pppp1ppp/4p3/8/8/8/PPPPPPPP/1DFQKFDC w Kk - 0 3");
}

TEST_CASE("birds: doomed pieces", "[birds]") {
    auto rules = load("birds");
    SECTION("a doomed Road Runner pecks but neither moves nor promotes") {
        auto pos = at(rules, "4k3/5P!2/8/8/8/8/8/4K3 w - - 0 1");
        CHECK(moves_from(pos, "f7").empty());
        auto pos2 = at(rules, "3dk1d1/5P!2/8/8/8/8/8/4K3 w - - 0 1");
        CHECK(moves_from(pos2, "f7") == S({"f7g8,f7"}));   // not e8 (the Egg), not f8
    }
    SECTION("a doomed piece blocks a Road Runner's slide and every landing") {
        auto pos = at(rules, "4k3/8/8/8/4F!3/8/4P3/K3C3 w - - 0 1");
        CHECK(moves_from(pos, "e2") == S({"e2e3"}));
        CHECK(moves_from(pos, "e4").empty());   // no target for its F/A pecks
        // the Crane flies over e2 and e4 but cannot land on the doomed Flamingo
        CHECK(moves_from(pos, "e1") == S({"e1e3", "e1e5", "e1e6", "e1e7", "e1b1", "e1c1",
                                          "e1d1", "e1f1", "e1g1", "e1h1"}));
    }
    SECTION("a desperado chain: the victim of a desperado peck pecks back in turn") {
        auto rules2 = load("birds");
        auto pos = play(rules2, "4k3/8/3c4/8/3C4/8/8/4K3 w - - 0 1", {"d4d6"});
        CHECK(pos.fen() == "4k3/8/3c!4/8/3C4/8/8/4K3 b - - 0 1");
        auto back = play(rules2, pos.fen(), {"d6d4"});
        CHECK(back.fen() == "4k3/8/8/8/3C!4/8/8/4K3 w - - 0 2");
        CHECK(moves_from(back, "d4").empty());
        CHECK(count(back) == 5);
    }
    SECTION("a doomed piece gives no check") {
        // the doomed black Dodo f3 would knight-peck e1, but its desperado peck cannot take
        // the Egg, so White is not in check after Black's move
        auto pecked = play(rules, "4k3/8/8/8/8/5d2/4P3/4K3 w - - 0 1", {"e2f3"});
        CHECK(pecked.fen() == "4k3/8/8/8/8/5d!2/4P3/4K3 b - - 0 1");
        CHECK(moves_from(pecked, "f3").empty());
        auto later = play(rules, pecked.fen(), {"e8d8"});
        CHECK(later.fen() == "3k4/8/8/8/8/8/4P3/4K3 w - - 1 2");
        CHECK_FALSE(later.in_check());
    }
    SECTION("the doomed square is part of the hash") {
        auto a = at(rules, "4k3/8/3c!4/8/3C4/8/8/4K3 b - - 0 1");
        auto b = at(rules, "4k3/8/3c4/8/3C4/8/8/4K3 b - - 0 1");
        CHECK(a.hash() != b.hash());
        auto played = play(rules, "4k3/8/3c4/8/3C4/8/8/4K3 w - - 0 1", {"d4d6"});
        CHECK(played.hash() == a.hash());
        played.unmake();
        CHECK(played.fen() == "4k3/8/3c4/8/3C4/8/8/4K3 w - - 0 1");
    }
}

TEST_CASE("birds: castling and pecks", "[birds]") {
    auto rules = load("birds");
    SECTION("a Crane that pecked may no longer castle") {
        auto pos = play(rules, "4k3/8/8/8/8/8/7p/4K2C w K - 0 1", {"h1h2"});
        CHECK(pos.fen() == "4k3/8/8/8/8/8/7p!/4K2C b - - 0 1");
    }
    SECTION("a pecked Crane keeps its castling flag until removed, but cannot castle") {
        // rules 3.4: the right is lost when the Crane is removed (issue 21)
        auto pos = play(rules, "4k3/8/8/8/8/7c/8/4K2C b K - 0 1", {"h3h1"});
        CHECK(pos.fen() == "4k3/8/8/8/8/7c/8/4K2C! w K - 0 2");
        // a doomed Crane cannot castle even with the flag
        auto flag = at(rules, "4k3/8/8/8/8/7c/8/4K2C! w K - 0 1");
        CHECK(moves_from(flag, "e1") == S({"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
        CHECK(moves_from(flag, "h1") == S({"h1h3,h1"}));
        auto unflagged = at(rules, "4k3/8/8/8/8/7c/8/4K2C w K - 0 1");
        CHECK(has(moves(unflagged), "e1g1,h1f1"));
    }
    SECTION("a doomed piece blocks the castling path") {
        auto pos = at(rules, "4k3/8/8/8/8/8/8/4KF!1C w K - 0 1");
        CHECK_FALSE(has(moves(pos), "e1g1,h1f1"));
        auto clear = at(rules, "4k3/8/8/8/8/8/8/4K2C w K - 0 1");
        CHECK(has(moves(clear), "e1g1,h1f1"));
    }
    SECTION("long castling needs b1 empty") {
        auto pos = at(rules, "4k3/8/8/8/8/8/8/CD2K3 w Q - 0 1");
        CHECK_FALSE(has(moves(pos), "e1c1,a1d1"));
        auto clear = at(rules, "4k3/8/8/8/8/8/8/C3K3 w Q - 0 1");
        CHECK(has(moves(clear), "e1c1,a1d1"));
    }
    SECTION("the Egg's move loses both rights") {
        auto pos = play(rules, "4k3/8/8/8/8/8/8/C3K2C w KQ - 0 1", {"e1e2", "e8e7", "e2e1"});
        CHECK(pos.fen() == "8/4k3/8/8/8/8/8/C3K2C b - - 3 2");
    }
}

TEST_CASE("birds: the seed's options", "[birds]") {
    SECTION("Flaming Crane queen") {
        auto rules = load("birds-flaming");
        auto pos = aviary::Position::start(rules);
        CHECK(pos.fen() == "cdfgkfdc/pppppppp/8/8/8/8/PPPPPPPP/CDFGKFDC w KQkq - 0 1");
        CHECK(moves_from(pos, "d1") ==
              S({"d1d3", "d1d4", "d1d5", "d1d6", "d1b3", "d1a4", "d1f3", "d1g4", "d1h5"}));
        CHECK(count(pos) == 63);
        auto peck = at(rules, "4k3/8/1d1d1d2/8/1d1G1d2/8/1d1d1d2/4K3 w - - 0 1");
        CHECK(moves_from(peck, "d4").count("d4b6,d4") == 1);
        std::size_t pecks = 0;
        for (const auto& m : moves_from(peck, "d4")) pecks += m.find(',') != std::string::npos;
        CHECK(pecks == 8);   // W, D, F, A: b2 b4 b6 d2 d6 f2 f4 f6
        auto promo = at(rules, "k7/5P2/8/8/8/8/8/CDF1KFDC w - - 0 1");
        CHECK(moves_from(promo, "f7") == S({"f7f8g"}));
    }
    SECTION("Nestlings: FIDE pawns capturing by replacement") {
        auto rules = load("birds-nestling");
        auto pos = aviary::Position::start(rules);
        CHECK(moves_from(pos, "e2") == S({"e2e3", "e2e4"}));
        CHECK(count(pos) == 16 + 8 + 4 + 10 + 6);   // pawns, Cranes, Dodos, Flamingos, Crandodo
        auto cap = play(rules, "4k3/8/8/3d4/4P3/8/8/4K3 w - - 0 1", {"e4d5"});
        CHECK(cap.fen() == "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");   // no doomed piece
        auto ep = play(rules, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", {"e2e4"});
        CHECK(has(moves(ep), "d4e3"));
        auto promo = at(rules, "4k3/P7/8/8/8/8/8/CDFQKFDC w - - 0 1");
        CHECK(moves_from(promo, "a7") == S({"a7a8c", "a7a8d", "a7a8f", "a7a8q"}));
    }
    SECTION("Kiwis: Nestling moves, pecking captures") {
        auto rules = load("birds-kiwi");
        auto pos = at(rules, "4k3/8/8/3d4/4P3/8/8/4K3 w - - 0 1");
        CHECK(moves_from(pos, "e4") == S({"e4e5", "e4d5,e4"}));
        CHECK(play(rules, pos.fen(), {"e4d5"}).fen() == "4k3/8/8/3d!4/4P3/8/8/4K3 b - - 0 1");
        // a peck counts as the Kiwi's first move: no double step afterwards
        auto start = at(rules, "4k3/8/8/8/8/3f4/4P3/4K3 w - - 0 1");
        CHECK(moves_from(start, "e2") == S({"e2e3", "e2e4", "e2d3,e2"}));
        auto after = play(rules, start.fen(), {"e2d3", "e8d8", "e1d1", "d8e8"});
        CHECK(moves_from(after, "e2") == S({"e2e3"}));
    }
    SECTION("Fledglings: Road Runner moves, capture by replacement") {
        auto rules = load("birds-fledgling");
        auto pos = at(rules, "4k3/8/8/3d4/4P3/8/8/4K3 w - - 0 1");
        CHECK(moves_from(pos, "e4") == S({"e4e5", "e4e6", "e4e7", "e4d5"}));
        CHECK(play(rules, pos.fen(), {"e4d5"}).fen() == "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");
        // a capture onto the last rank promotes too, only to a lost type
        auto promo = at(rules, "3dk3/4P3/8/8/8/8/8/CDF1KFDC w - - 0 1");
        CHECK(moves_from(promo, "e7") == S({"e7d8q"}));
    }
    SECTION("original rule: the desperado peck may kill the Roc's Egg") {
        auto rules = load("birds-original");
        // B3 again: pecking the checking Dodo no longer helps, its last peck would take e1
        auto b3 = at(rules, "4k3/8/8/8/8/3d4/4P3/1F2K3 w - - 0 1");
        CHECK(moves(b3) == S({"e1d1", "e1d2", "e1f1"}));
        // 1.Qd1-d6 is mate: pecking d6 (c7, e7, Flamingo f8, Crandodo d8) leaves a doomed
        // Crandodo that could still peck e8
        auto mate = play(rules, kStart, {"d1d6"});
        CHECK(count(mate) == 0);
        CHECK(mate.outcome().termination == aviary::Termination::Checkmate);
        auto revised = play(load("birds"), kStart, {"d1d6"});
        CHECK(moves(revised) == S({"c7d6,c7", "e7d6,e7", "f8d6,f8", "d8d6,d8"}));
    }
}

TEST_CASE("birds: bad FENs with doomed pieces", "[birds]") {
    auto rules = load("birds");
    auto two = fen_error(rules, "4k3/8/3c!4/8/3C!4/8/8/4K3 b - - 0 1");
    CHECK(two.find("only one piece can be doomed") != std::string::npos);
    CHECK(two.find(":1:16:") != std::string::npos);
    auto wrong_side = fen_error(rules, "4k3/8/3c!4/8/3C4/8/8/4K3 w - - 0 1");
    CHECK(wrong_side.find("the doomed piece must belong to the side to move") != std::string::npos);
    CHECK(wrong_side.find(":1:9:") != std::string::npos);
    auto empty = fen_error(rules, "4k3/8/3!4/8/3C4/8/8/4K3 w - - 0 1");
    CHECK(empty.find("a '!' must follow a piece letter") != std::string::npos);
    CHECK(empty.find(":1:8:") != std::string::npos);
    auto first = fen_error(rules, "!3k3/8/8/8/3C4/8/8/4K3 w - - 0 1");
    CHECK(first.find("a '!' must follow a piece letter") != std::string::npos);
    auto twice = fen_error(rules, "4k3/8/3c!!3/8/3C4/8/8/4K3 b - - 0 1");
    CHECK(twice.find("a '!' must follow a piece letter") != std::string::npos);
    auto chess = load("chess");
    auto none = fen_error(chess, "4k3/8/3r!4/8/3R4/8/8/4K3 b - - 0 1");
    CHECK(none.find("this game has no doomed pieces") != std::string::npos);
}

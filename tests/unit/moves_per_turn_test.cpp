// moves-per-turn (variants/marseillais, progressive, monster): turns of several moves, each
// made on its own; positions set up and worked by hand.
#include "helpers.hpp"

using testing::at;
using testing::load;
using testing::moves;
using testing::play;

namespace {
std::string tail_of(const std::string& fen) { return fen.substr(fen.rfind(' ') + 1); }
}  // namespace

TEST_CASE("moves-per-turn: the side changes after the turn's last move", "[turns]") {
    auto rules = load("marseillais");
    aviary::Position pos = aviary::Position::start(rules);
    CHECK(tail_of(pos.fen()) == "2");
    play(pos, {"e2e4"});
    CHECK(pos.side_to_move() == aviary::Color::White);
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1 1");
    play(pos, {"d2d4"});
    CHECK(pos.side_to_move() == aviary::Color::Black);
    CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 1 2");
    play(pos, {"e7e5", "d7d5"});
    CHECK(pos.fen() == "rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 2 2");
    // (no e.p. square: no enemy pawn could take) the FEN round-trips, moves left included, and unmake restores it
    CHECK(at(rules, pos.fen()).fen() == pos.fen());
    pos.unmake();
    CHECK(tail_of(pos.fen()) == "1");
}

TEST_CASE("marseillais: a first move that gives check ends the turn", "[turns]") {
    auto rules = load("marseillais");
    auto pos = at(rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 2");
    auto quiet = pos;
    play(quiet, {"a1a2"});
    CHECK(quiet.side_to_move() == aviary::Color::White);
    play(pos, {"a1a8"});
    CHECK(pos.side_to_move() == aviary::Color::Black);
    CHECK(pos.fen() == "R3k3/8/8/8/8/8/8/4K3 b - - 1 1 2");
    CHECK(pos.in_check());
    // the side in check must leave it with its first move: only king moves off the 8th rank
    CHECK(moves(pos) == std::set<std::string>{"e8d7", "e8e7", "e8f7"});
}

TEST_CASE("marseillais: en passant after either move of the opponent's turn", "[turns]") {
    auto rules = load("marseillais");
    // the double step as White's first move, then another move: d4xe3 e.p. with Black's first
    auto first = at(rules, "4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1 2");
    play(first, {"e2e4", "g1f3"});
    CHECK(first.fen() == "4k3/8/8/8/3pP3/5N2/8/4K3 b - e3 1 1 2");
    CHECK(moves(first).count("d4e3"));
    auto late = first;
    play(late, {"e8d8"});   // the right lasts for the first move only
    CHECK(!moves(late).count("d4e3"));
    // the double step as White's second move
    auto second = at(rules, "4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1 2");
    play(second, {"g1f3", "e2e4"});
    CHECK(moves(second).count("d4e3"));
    play(second, {"d4e3"});
    CHECK(second.fen() == "4k3/8/8/8/8/4pN2/8/4K3 b - - 0 1 1");
    // the pawn moved on in the same turn: no right
    auto moved = at(rules, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1 2");
    play(moved, {"e2e4", "e4e5"});
    CHECK(!moves(moved).count("d4e3"));
}

TEST_CASE("marseillais-balanced: White's first turn is one move", "[turns]") {
    auto rules = load("marseillais-balanced");
    aviary::Position pos = aviary::Position::start(rules);
    play(pos, {"e2e4"});
    CHECK(pos.side_to_move() == aviary::Color::Black);
    play(pos, {"e7e5"});
    CHECK(pos.side_to_move() == aviary::Color::Black);
    play(pos, {"g8f6", "g1f3"});
    CHECK(pos.side_to_move() == aviary::Color::White);
}

TEST_CASE("progressive: turn n has n moves; check only with the last", "[turns]") {
    auto rules = load("progressive");
    aviary::Position pos = aviary::Position::start(rules);
    play(pos, {"f2f3"});
    CHECK(pos.side_to_move() == aviary::Color::Black);
    CHECK(tail_of(pos.fen()) == "2");
    play(pos, {"e7e5", "d8h4"});   // check with the series' last move
    CHECK(pos.side_to_move() == aviary::Color::White);
    CHECK(tail_of(pos.fen()) == "3");
    CHECK(pos.in_check());
    CHECK(moves(pos) == std::set<std::string>{"g2g3"});

    // White's third turn: Ra8 would give check with the first or second move, illegal; the
    // king's move, then Ra7 and Ra8 mate with the third
    auto mate = at(rules, "7k/6pp/8/8/8/8/8/R1K5 w - - 0 2 3");
    CHECK(!moves(mate).count("a1a8"));
    play(mate, {"c1c2", "a1a7"});
    CHECK(moves(mate).count("a7a8"));
    play(mate, {"a7a8"});
    CHECK(mate.outcome().termination == aviary::Termination::Checkmate);
    CHECK(mate.outcome().winner == aviary::Color::White);
}

TEST_CASE("progressive: the only escape from check gives check: mate", "[turns]") {
    // Black (4 moves) in check from the rook on b8: its only escape, Ba4-e8, uncovers the
    // rook a7's check on a1, which the first of four moves may not give (legal in chess)
    auto chess = at(load("chess"), "1R5k/r5pp/8/8/b7/8/8/K7 b - - 0 1");
    CHECK(moves(chess) == std::set<std::string>{"a4e8"});
    auto pos = at(load("progressive"), "1R5k/r5pp/8/8/b7/8/8/K7 b - - 0 2 4");
    CHECK(pos.in_check());
    CHECK(moves(pos).empty());
    CHECK(pos.outcome().termination == aviary::Termination::Checkmate);
}

TEST_CASE("monster: White's king may stand attacked between its two moves", "[turns]") {
    auto rules = load("monster");
    auto pos = at(rules, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1 2");
    CHECK(moves(pos).count("e1e2"));   // into the rook's rank, for now
    CHECK(moves(pos).count("e1d1"));
    play(pos, {"e1d1"});
    CHECK(pos.side_to_move() == aviary::Color::White);
    // the turn's last move must leave the king safe: c2 and e2 stay on the rook's rank
    CHECK(moves(pos).count("d1d2"));
    CHECK(moves(pos).count("d1c1"));
    CHECK(!moves(pos).count("d1c2"));
    CHECK(!moves(pos).count("d1e2"));
    play(pos, {"d1d2"});
    CHECK(pos.side_to_move() == aviary::Color::Black);
}

TEST_CASE("monster: Black is in check when White could take its king in two moves", "[turns]") {
    auto rules = load("monster");
    // Wikipedia's example: d4-d5, d5-d6 mates (d7 then dxe8, or e7 then exd8/exf8)
    auto pos = at(rules, "4k3/8/4P3/8/3P4/8/2q5/7K w - - 0 1 2");
    play(pos, {"d4d5", "d5d6"});
    CHECK(pos.side_to_move() == aviary::Color::Black);
    CHECK(pos.in_check());
    CHECK(pos.outcome().termination == aviary::Termination::Checkmate);
    // with only one pawn there, the king escapes
    auto one = at(rules, "4k3/8/8/8/3P4/8/2q5/7K w - - 0 1 2");
    play(one, {"d4d5", "d5d6"});
    CHECK(one.outcome().termination == aviary::Termination::None);
}

TEST_CASE("moves-per-turn: FEN and key errors are located", "[turns]") {
    auto rules = load("marseillais");
    auto bad = aviary::Position::from_fen(rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 3");
    REQUIRE(!bad.ok());
    CHECK(bad.error_text().find("moves left in the turn are 1 to 2") != std::string::npos);
    auto zero = aviary::Position::from_fen(rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 0");
    CHECK(!zero.ok());
    auto chess = load("chess");
    CHECK(!aviary::Position::from_fen(chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 1").ok());
    auto r = aviary::load_ruleset(
        "board = 8x8\npiece K King K royal\nmoves-per-turn = 3 check-at-end\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
        "t.variant");
    REQUIRE(!r.ok());
    CHECK(r.error_text().find("check-at-end looks at most two moves ahead") != std::string::npos);
    auto w = aviary::load_ruleset(
        "board = 8x8\npiece K King K royal\nmoves-per-turn = 2 sometimes\nsetup = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
        "t.variant");
    REQUIRE(!w.ok());
    CHECK(w.error_text().find("'sometimes'") != std::string::npos);
}

TEST_CASE("moves-per-turn: rights held through the turn, PGN and a move too many", "[turns]") {
    auto rules = load("marseillais");
    auto pos = at(rules, "4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1 2");
    play(pos, {"e2e4"});   // held for Black (not White's to take), written and read back
    CHECK(pos.fen() == "4k3/8/8/8/3pP3/8/8/4K1N1 w - e3 0 1 1");
    CHECK(at(rules, pos.fen()).fen() == pos.fen());
    CHECK(at(rules, pos.fen()).hash() == pos.hash());
    auto start = aviary::Position::start(rules);
    std::vector<aviary::Move> ms;
    auto game = start;
    for (const char* s : {"e2e4", "d2d4", "e7e5", "d8h4"}) {
        auto m = game.parse_move(s);
        REQUIRE(m.ok());
        ms.push_back(*m);
        game.make(*m);
    }
    auto pgn = aviary::write_pgn(start, ms, "marseillais");
    REQUIRE(pgn.ok());
    CHECK(pgn->find("1. e4 d4 e5 Qh4") != std::string::npos);
    auto over = game;
    play(over, {"g1f3", "f1c4"});
    auto extra = over.parse_move("f3g5");   // White's turn is over
    REQUIRE(!extra.ok());
    CHECK(extra.error_text().find("it is Black's turn") != std::string::npos);
}

TEST_CASE("moves-per-turn: the moves left in the turn, as show and play say them", "[turns]") {
    // Marseillais: two moves a turn (the FEN's last field); chess has no such count
    auto rules = load("marseillais");
    aviary::Position pos = aviary::Position::start(rules);
    CHECK(pos.moves_left_in_turn() == 2);
    CHECK(pos.to_move_text() == "White to move, 2 moves left in this turn");
    const std::string line = "\nWhite to move, 2 moves left in this turn\nFEN: ";
    CHECK(pos.to_text().find(line) != std::string::npos);
    play(pos, {"e2e4"});
    CHECK(pos.moves_left_in_turn() == 1);
    CHECK(pos.to_move_text() == "White to move, 1 move left in this turn");
    play(pos, {"d2d4"});
    CHECK(pos.to_move_text() == "Black to move, 2 moves left in this turn");
    const std::string svg = aviary::position_svg(pos);
    CHECK(svg.find(">Black to move, 2 moves left in this turn<") != std::string::npos);
    // Progressive: Black's first turn is two moves, White's second three
    auto prog = load("progressive");
    aviary::Position p2 = aviary::Position::start(prog);
    CHECK(p2.to_move_text() == "White to move, 1 move left in this turn");
    play(p2, {"e2e4", "e7e5"});
    CHECK(p2.to_move_text() == "Black to move, 1 move left in this turn");
    play(p2, {"d7d5"});
    CHECK(p2.to_move_text() == "White to move, 3 moves left in this turn");
    auto chess = load("chess");
    CHECK(aviary::Position::start(chess).moves_left_in_turn() == 0);
    CHECK(aviary::Position::start(chess).to_move_text() == "White to move");
}

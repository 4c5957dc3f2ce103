// Self-consistency over random games of every shipped variant: at every ply the listed moves
// agree with the leaf count and with the general walk (perft's audit), every move string parses back to its move, make/unmake restore
// the FEN and the hash exactly, the incremental hash equals a from-scratch one, and the FEN
// round-trips.
#include <dirent.h>

#include <random>

#include "helpers.hpp"
#include "ir/access.hpp"
#include "ir/position_state.hpp"

namespace {

void random_games(const std::string& name, int games, int plies, std::uint32_t seed) {
    auto rules = testing::load(name);
    std::mt19937 rng(seed);
    int played = 0;
    for (int g = 0; g < games; ++g) {
        auto pos = aviary::Position::start(rules);
        std::vector<std::string> fens{pos.fen()};
        std::vector<std::uint64_t> hashes{pos.hash()};
        for (int p = 0; p < plies; ++p) {
            aviary::MoveList ml;
            pos.legal_moves(ml);
            INFO(name << " game " << g << " ply " << p << " " << pos.fen());
            REQUIRE(ml.size() == pos.count_legal_moves());
            // the fast paths' list against the general walk + make + attack test
            aviary::PerftOptions audit;
            audit.audit = true;
            // (moves-per-turn: perft 1 counts the rest of the turn; audited while it is short)
            if (aviary::detail::state_of(pos).turn_left <= 2)
                REQUIRE_NOTHROW(aviary::perft(pos, 1, audit));
            if (ml.empty()) break;
            const aviary::Move m = ml[rng() % ml.size()];
            std::string s = pos.move_to_string(m);
            auto back = pos.parse_move(s);
            INFO("move " << s);
            REQUIRE(back.ok());
            REQUIRE(*back == m);
            pos.make(m);
            ++played;
            REQUIRE(pos.hash() == pos.compute_hash());
            auto again = aviary::Position::from_fen(rules, pos.fen());
            REQUIRE(again.ok());
            REQUIRE(again->fen() == pos.fen());
            fens.push_back(pos.fen());
            hashes.push_back(pos.hash());
        }
        while (pos.ply() > 0) {
            pos.unmake();
            fens.pop_back();
            hashes.pop_back();
            REQUIRE(pos.fen() == fens.back());
            REQUIRE(pos.hash() == hashes.back());
        }
    }
    CHECK(played > 0);
}

}  // namespace

TEST_CASE("random games keep every invariant", "[consistency]") {
    for (const auto& name : testing::shipped_variants()) {
        SECTION(name) { random_games(name, 10, 100, 12345); }
    }
}

TEST_CASE("long random games keep every invariant", "[consistency][slow]") {
    for (const auto& name : testing::shipped_variants()) {
        SECTION(name) { random_games(name, 100, 200, 777); }
    }
}

// The move generator by parts (GenScope): the tactical and quiet moves of a position are its
// legal moves, split; is_legal() agrees with the legal list for the moves of the position and
// for moves of other positions; any_legal() agrees with the lists. Over random games of every
// shipped game (the staged search stands on these).
#include <algorithm>
#include <cstring>
#include <random>

#include "helpers.hpp"
#include "ir/access.hpp"
#include "movegen/movegen.hpp"

using testing::load;

namespace {

using aviary::Move;
using aviary::MoveList;
namespace d = aviary::detail;

bool same_moves(MoveList a, std::vector<Move> b) {
    std::vector<Move> x(a.begin(), a.end());
    auto less = [](const Move& p, const Move& q) {
        return std::memcmp(&p, &q, sizeof(Move)) < 0;
    };
    std::sort(x.begin(), x.end(), less);
    std::sort(b.begin(), b.end(), less);
    return x == b;
}

// The checks on one position; `others`: moves of earlier positions, most of them not legal here.
void check_parts(const aviary::Position& pos, const std::vector<Move>& others) {
    const auto& rd = d::rules_data(pos.ruleset());
    const auto& st = d::state_of(pos);
    MoveList all, tactical, quiet;
    pos.legal_moves(all);
    d::legal_moves(rd, st, tactical, nullptr, d::GenScope{d::MovePart::Tactical});
    d::legal_moves(rd, st, quiet, nullptr, d::GenScope{d::MovePart::Quiet});
    std::vector<Move> both(tactical.begin(), tactical.end());
    both.insert(both.end(), quiet.begin(), quiet.end());
    INFO(pos.fen());
    REQUIRE(same_moves(all, both));
    for (const Move& m : tactical) CHECK(d::is_tactical(st, m));
    for (const Move& m : quiet) CHECK_FALSE(d::is_tactical(st, m));
    CHECK(d::any_legal(rd, st, nullptr, d::GenScope{d::MovePart::Tactical}) == !tactical.empty());
    CHECK(d::any_legal(rd, st, nullptr, d::GenScope{d::MovePart::Quiet}) == !quiet.empty());
    for (const Move& m : all) REQUIRE(d::is_legal(rd, st, m, nullptr));
    for (const Move& m : others) {
        INFO(pos.move_to_string(m));
        REQUIRE(d::is_legal(rd, st, m, nullptr) == all.contains(m));
    }
}

}  // namespace

TEST_CASE("tactical and quiet moves split the legal moves; is_legal agrees", "[movegen]") {
    std::mt19937 rng(31);
    for (const auto& v : testing::shipped_variants()) {
        INFO(v);
        auto rules = load(v);
        auto pos = aviary::Position::start(rules);
        std::vector<Move> seen;   // moves of earlier positions (both sides)
        for (int ply = 0; ply < 24; ++ply) {
            check_parts(pos, seen);
            MoveList ml;
            pos.legal_moves(ml);
            if (ml.empty()) break;
            std::uniform_int_distribution<std::size_t> any(0, ml.size() - 1);
            for (std::size_t i = 0; i < ml.size() && i < 12; ++i) seen.push_back(ml[any(rng)]);
            if (seen.size() > 120) seen.erase(seen.begin(), seen.begin() + 40);
            pos.make(ml[any(rng)]);
        }
    }
}

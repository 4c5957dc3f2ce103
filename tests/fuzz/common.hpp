// Shared set-up for the libFuzzer targets (built by tools/fuzz with clang).
#pragma once
#include <aviary/aviary.hpp>

#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace fuzzing {

inline const std::vector<const char*>& shipped_names() {
    static const std::vector<const char*> names = {"chess", "duck", "grand", "capablanca",
                                                   "loonybird", "birds", "bombers", "friendly"};
    return names;
}

// The rules of shipped_names(), in that order.
inline const std::vector<aviary::Ruleset>& rulesets() {
    static std::vector<aviary::Ruleset> all = [] {
        std::vector<aviary::Ruleset> v;
        auto resolve = aviary::folder_resolver({AVIARY_VARIANTS_DIR});
        for (const char* name : shipped_names()) {
            auto found = resolve(name);
            if (!found) std::abort();   // every shipped name loads: a set-up failure, not a finding
            auto r = aviary::load_ruleset(found->second, found->first, resolve);
            if (!r) std::abort();
            v.push_back(*r);
        }
        return v;
    }();
    return all;
}

inline void check(bool ok) {
    if (!ok) std::abort();
}

// The expensive invariants of one position and move: the fast paths against the general walk
// (perft's audit, which throws), the move string and the FEN round trips, unmake.
inline void audit(aviary::Position& pos, const aviary::Move& m) {
    aviary::PerftOptions opt;
    opt.audit = true;
    aviary::perft(pos, 1, opt);
    const std::string before = pos.fen();
    auto back = pos.parse_move(pos.move_to_string(m));
    check(back.ok() && *back == m);
    pos.make(m);
    auto again = aviary::Position::from_fen(pos.ruleset(), pos.fen());
    check(again.ok() && again->fen() == pos.fen());
    pos.unmake();
    check(pos.fen() == before);
}

// Plays up to `plies` moves chosen by `bytes`. Every ply: the move count and the incremental
// hash; the full audit on the first plies and then on one ply in `every` (so games get long).
inline void play(aviary::Position pos, const std::uint8_t* bytes, std::size_t size,
                 std::size_t plies, std::size_t every = 1) {
    aviary::MoveList ml;
    std::size_t i = 0;
    for (std::size_t p = 0; p < plies && i < size; ++p, ++i) {
        pos.legal_moves(ml);
        check(ml.size() == pos.count_legal_moves());
        if (ml.empty()) return;
        const aviary::Move m = ml[bytes[i] % ml.size()];
        if (p < 2 || p % every == 0) audit(pos, m);
        pos.make(m);
        check(pos.hash() == pos.compute_hash());
    }
}

// Positions reached by random play (a fixed seed) in every shipped game, for the readers.
inline const std::vector<aviary::Position>& positions() {
    static std::vector<aviary::Position> all = [] {
        std::vector<aviary::Position> v;
        std::uint64_t seed = 0x5EED;
        for (const auto& rules : rulesets())
            for (int game = 0; game < 4; ++game) {
                auto pos = aviary::Position::start(rules);
                aviary::MoveList ml;
                for (int ply = 0; ply < 60; ++ply) {
                    pos.legal_moves(ml);
                    if (ml.empty()) break;
                    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                    pos.make(ml[(seed >> 33) % ml.size()]);
                    if (ply % 6 == 5) v.push_back(pos);
                }
            }
        return v;
    }();
    return all;
}

}  // namespace fuzzing

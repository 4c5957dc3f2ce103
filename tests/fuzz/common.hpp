// Shared set-up for the libFuzzer targets (built by tools/fuzz with clang).
#pragma once
#include <aviary/aviary.hpp>

#include <cstdlib>
#include <string>
#include <vector>

namespace fuzzing {

inline const std::vector<aviary::Ruleset>& rulesets() {
    static std::vector<aviary::Ruleset> all = [] {
        std::vector<aviary::Ruleset> v;
        auto resolve = aviary::folder_resolver({AVIARY_VARIANTS_DIR});
        for (const char* name : {"chess", "duck", "grand", "capablanca", "loonybird", "birds",
                                 "bombers", "friendly"}) {
            auto found = resolve(name);
            if (!found) continue;
            auto r = aviary::load_ruleset(found->second, found->first, resolve);
            if (r) v.push_back(*r);
        }
        if (v.empty()) std::abort();
        return v;
    }();
    return all;
}

inline void check(bool ok) {
    if (!ok) std::abort();
}

// Plays up to `plies` moves chosen by `bytes`, checking make/unmake and hashing.
inline void play(aviary::Position pos, const std::uint8_t* bytes, std::size_t size, std::size_t plies) {
    aviary::MoveList ml;
    std::size_t i = 0;
    for (std::size_t p = 0; p < plies && i < size; ++p, ++i) {
        pos.legal_moves(ml);
        check(ml.size() == pos.count_legal_moves());
        aviary::PerftOptions audit;   // the fast paths against the general walk (throws)
        audit.audit = true;
        aviary::perft(pos, 1, audit);
        if (ml.empty()) return;
        const aviary::Move m = ml[bytes[i] % ml.size()];
        std::string before = pos.fen();
        auto back = pos.parse_move(pos.move_to_string(m));
        check(back.ok() && *back == m);
        pos.make(m);
        check(pos.hash() == pos.compute_hash());
        auto again = aviary::Position::from_fen(pos.ruleset(), pos.fen());
        check(again.ok() && again->fen() == pos.fen());
        pos.unmake();
        check(pos.fen() == before);
        pos.make(m);
    }
}

}  // namespace fuzzing

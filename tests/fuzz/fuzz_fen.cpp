// The FEN reader on every shipped game: accepted FENs round-trip and play.
#include "common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const auto& all = fuzzing::rulesets();
    const auto& rules = all[data[0] % all.size()];
    std::string fen(reinterpret_cast<const char*>(data + 1), size - 1);
    auto pos = aviary::Position::from_fen(rules, fen);
    if (!pos) return 0;
    auto again = aviary::Position::from_fen(rules, pos->fen());
    fuzzing::check(again.ok() && again->fen() == pos->fen());
    fuzzing::play(*pos, data, size, 2);
    return 0;
}

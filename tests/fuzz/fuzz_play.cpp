// Random legal games chosen by the input: cheap invariants at every ply, the full audit on a
// sample of plies, so games run to hundreds of plies.
#include "common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const auto& all = fuzzing::rulesets();
    auto pos = aviary::Position::start(all[data[0] % all.size()]);
    fuzzing::play(pos, data + 1, size - 1, 1000, 16);
    return 0;
}

// The move-string reader: arbitrary text against positions from random play of every shipped
// game (byte 0 picks the position).
#include "common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const auto& all = fuzzing::positions();
    auto pos = all[data[0] % all.size()];
    std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto m = pos.parse_move(text);
    if (m) {
        aviary::MoveList ml;
        pos.legal_moves(ml);
        fuzzing::check(ml.contains(*m));
        fuzzing::audit(pos, *m);
        pos.make(*m);
    }
    return 0;
}

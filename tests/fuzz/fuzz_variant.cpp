// The variant-file parser and compiler on arbitrary text; a loaded game must also play.
#include "common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    auto rules = aviary::load_ruleset(text, "fuzz.variant");
    if (!rules) {
        for (const auto& d : rules.errors()) fuzzing::check(!d.render().empty());
        return 0;
    }
    auto pos = aviary::Position::start(*rules);
    aviary::MoveList ml;
    pos.legal_moves(ml);
    return 0;
}

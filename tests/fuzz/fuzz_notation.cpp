// The notation parser/compiler alone: any string as one piece's moves, then generation.
#include "common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string notation(reinterpret_cast<const char*>(data), size);
    if (notation.find_first_of("\n\r# \t") != std::string::npos) return 0;
    auto rules = aviary::load_ruleset("board = 9x9\npiece X Fuzz " + notation +
                                          "\npiece Y Other -\nsetup = 9/9/9/9/4X4/9/2y6/9/9 w - - 0 1\n",
                                      "fuzz.variant");
    if (!rules) return 0;
    auto pos = aviary::Position::start(*rules);
    fuzzing::play(pos, data, size, 3);
    return 0;
}

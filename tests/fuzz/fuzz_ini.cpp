// Fairy-Stockfish's INI format on arbitrary text: every section converts or is a located
// error, and every converted game loads and plays.
#include "common.hpp"

#include "aviary/ini.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    aviary::IniImport got = aviary::import_ini(text, "fuzz.ini");
    for (const auto& d : got.errors) fuzzing::check(!d.render().empty());
    for (const auto& v : got.variants) {
        auto rules = aviary::load_ruleset(v.text, "fuzz.ini:" + v.name);
        fuzzing::check(rules.ok());
        if (!rules) continue;
        auto pos = aviary::Position::start(*rules);
        fuzzing::play(pos, data, size, 2);
    }
    return 0;
}

// The variant-file parser and compiler on arbitrary text, with `extends` resolved in memory
// (the shipped games, a small base, a cycle, a diamond and a deep chain); a loaded game must
// also play.
#include "common.hpp"

#include <fstream>
#include <sstream>

namespace {

const std::map<std::string, std::string>& parents() {
    static std::map<std::string, std::string> all = [] {
        std::map<std::string, std::string> m;
        for (const char* name : fuzzing::shipped_names()) {
            std::ifstream in(std::string(AVIARY_VARIANTS_DIR) + "/" + name + ".variant");
            std::stringstream ss;
            ss << in.rdbuf();
            m[name] = ss.str();
        }
        m["base"] = "board = 6x6\npiece K King KisO2 royal\npiece R Rook R\ncastling = R\n"
                    "setup = r1k2r/6/6/6/6/R1K2R w KQkq - 0 1\n";
        m["loop"] = "extends = loop\n";
        m["left"] = "extends = base\npiece N Knight N\n";
        m["right"] = "extends = base\nremove = R\n";
        m["diamond"] = "extends = left\nextends = right\n";
        for (int i = 0; i < 70; ++i)
            m["d" + std::to_string(i)] = "extends = " + (i == 69 ? std::string("base") : "d" + std::to_string(i + 1)) + "\n";
        return m;
    }();
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    auto resolve = [](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        auto it = parents().find(name);
        if (it == parents().end()) return std::nullopt;
        return std::make_pair(name + ".variant", it->second);
    };
    auto rules = aviary::load_ruleset(text, "fuzz.variant", resolve);
    if (!rules) {
        for (const auto& d : rules.errors()) fuzzing::check(!d.render().empty());
        return 0;
    }
    auto pos = aviary::Position::start(*rules);
    fuzzing::play(pos, data, size, 3);
    return 0;
}

// The perft journal reader: arbitrary bytes as a journal of a chess depth-3 split-1 run. It
// must never crash or hang; a journal it takes holds only counts that a unit line of the text
// gives, and after a cut last line is dropped the file ends with a newline.
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "common.hpp"

namespace {

const aviary::PerftUnits& units() {
    static const aviary::PerftUnits u = [] {
        const auto& rules = fuzzing::rulesets().front();   // chess
        return aviary::PerftUnits::split(aviary::Position::start(rules), 3, 1);
    }();
    return u;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string path = (std::filesystem::temp_directory_path() /
                                     ("aviary-fuzz-journal-" + std::to_string(::getpid()))).string();
    std::string text(reinterpret_cast<const char*>(data), size);
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    for (char& c : text) c = char(std::tolower((unsigned char)c));   // (ids are hex either case)
    auto j = aviary::PerftJournal::open(path, units());
    if (j) {
        for (std::size_t i = 0; i < units().size(); ++i)
            if (const auto& c = j->counts()[i])
                fuzzing::check(text.find(aviary::format_unit_id(units().units()[i].id) + " " +
                                         std::to_string(*c) + " ") != std::string::npos);
        std::ifstream in(path, std::ios::binary);
        const std::string after((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        fuzzing::check(after.empty() || after.back() == '\n');
    }
    std::remove(path.c_str());
    return 0;
}

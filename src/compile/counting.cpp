// counting = R 16 S 44 N 64: the count limits of a bare side, by the other side's types.
#include <cctype>
#include <sstream>

#include "compile/setup_keys.hpp"

namespace aviary::detail {

std::string read_counting(const std::string& value, RulesetData& rd) {
    const std::string usage = "counting = LETTER MOVES ... (full moves from 1 to 127, such as R 16 S 44 N 64)";
    std::stringstream ss(value);
    std::string letter, moves;
    rd.ends.counting.clear();
    while (ss >> letter) {
        if (!(ss >> moves)) return usage;
        const int t = letter.size() == 1 ? rd.type_by_letter(letter[0]) : -1;
        if (t < 0) return "counting: '" + letter + "' is no piece letter of this game";
        int n = 0;
        for (char c : moves) {
            if (!std::isdigit((unsigned char)c) || n > 127) return usage;
            n = n * 10 + (c - '0');
        }
        if (n < 1 || n > 127) return usage;
        rd.ends.counting.push_back({t, n});
    }
    if (rd.ends.counting.empty()) return usage;
    return {};
}

}  // namespace aviary::detail

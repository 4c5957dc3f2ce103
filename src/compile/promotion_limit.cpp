// promotion-limit = LETTER COUNT ...: a piece may promote to that type only while its side has
// fewer than COUNT of it on the board (Spartan's second king).
#include <sstream>

#include "compile/catalogue_keys.hpp"

namespace aviary::detail {

std::string read_promotion_limit(const std::string& value, RulesetData& rd) {
    const std::string usage = "promotion-limit = LETTER COUNT pairs, such as K 2";
    std::stringstream ss(value);
    std::string letter, count;
    bool any = false;
    while (ss >> letter) {
        if (!(ss >> count)) return usage;
        const int t = letter.size() == 1 ? rd.type_by_letter(letter[0]) : -1;
        if (t < 0) return usage + " (no piece has the letter '" + letter + "')";
        if (count.size() > 2 || count.find_first_not_of("0123456789") != std::string::npos ||
            std::stoi(count) < 1)
            return usage + " (the count is 1 to 99, not '" + count + "')";
        rd.promo_limit[std::size_t(t)] = std::uint8_t(std::stoi(count));
        any = true;
    }
    return any ? "" : usage;
}

}  // namespace aviary::detail

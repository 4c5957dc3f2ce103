// promotion-limit = LETTERS COUNT ...: a piece may promote to that type only while its side has
// fewer than COUNT of it on the board (Spartan's second king); letters joined by + are counted
// together, each limited by their sum (a queen and a promoted queen: Q+U 1).
#include <sstream>
#include <vector>

#include "compile/catalogue_keys.hpp"

namespace aviary::detail {

std::string read_promotion_limit(const std::string& value, RulesetData& rd) {
    const std::string usage = "promotion-limit = LETTERS COUNT pairs, such as K 2 or Q+U 1";
    std::stringstream ss(value);
    std::string letters, count;
    bool any = false;
    while (ss >> letters) {
        if (!(ss >> count)) return usage;
        std::vector<int> group;
        for (std::size_t i = 0; i < letters.size(); i += 2) {
            const int t = rd.type_by_letter(letters[i]);
            if (t < 0 || (i + 1 < letters.size() && letters[i + 1] != '+'))
                return usage + " (no piece has the letter '" + letters.substr(i, 1) + "')";
            group.push_back(t);
        }
        if (count.size() > 2 || count.find_first_not_of("0123456789") != std::string::npos ||
            std::stoi(count) < 1)
            return usage + " (the count is 1 to 99, not '" + count + "')";
        TypeMask mask;
        for (int t : group) mask.set(t);
        for (int t : group) {
            rd.promo_limit[std::size_t(t)] = std::uint8_t(std::stoi(count));
            rd.promo_limit_of[std::size_t(t)] = mask;
        }
        any = true;
    }
    return any ? "" : usage;
}

}  // namespace aviary::detail

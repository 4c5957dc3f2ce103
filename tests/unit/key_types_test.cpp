// The key table is typed: a key whose type is a choice ("check | capture | last-check") or a
// range ("1-15") takes exactly what its row says, and anything else is an error that names it.
#include <map>

#include "helpers.hpp"
#include "load/key_table.hpp"

namespace {

std::vector<std::string> words_of(const std::string& type) {
    std::vector<std::string> out;
    for (std::size_t at = 0;;) {
        const std::size_t bar = type.find(" | ", at);
        out.push_back(type.substr(at, bar == std::string::npos ? std::string::npos : bar - at));
        if (bar == std::string::npos) return out;
        at = bar + 3;
    }
}

// A type of plain words only: a choice.
bool is_choice(const std::string& type) {
    if (type.find(" | ") == std::string::npos || type.find("letters") != std::string::npos) return false;
    for (const std::string& w : words_of(type))
        for (char c : w)
            if (!(std::islower(static_cast<unsigned char>(c)) || c == '-')) return false;
    return true;
}

// What a key that needs another is tried with.
const std::map<std::string, std::string> kParents = {{"extinction", "K"}, {"goal", "K d4"}};

std::string game_with(const aviary::load::KeyDoc& k, const std::string& value) {
    std::string text = "extends = chess\n";
    for (const auto& [parent, v] : kParents)
        if (std::string(k.key).rfind(parent + "-", 0) == 0) text += parent + " = " + v + "\n";
    return text + k.key + " = " + value + "\n";
}

bool needs_unknown_parent(const std::string& key) {
    for (const char* p : {"wall-", "blast-", "petrify-"})
        if (key.rfind(p, 0) == 0) return true;
    return false;
}

aviary::VariantResolver shipped() { return aviary::folder_resolver({AVIARY_VARIANTS_DIR}); }

aviary::RulesDetails chess_with(const std::string& line) {
    auto r = aviary::load_ruleset("extends = chess\n" + line + "\n", "test.variant", shipped());
    INFO(r.error_text());
    REQUIRE(r.ok());
    return aviary::inspect(*r);
}

}  // namespace

TEST_CASE("a choice key takes each word its row gives and names them for anything else", "[keys]") {
    int tried = 0;
    for (const auto& k : aviary::load::key_docs()) {
        if (!is_choice(k.type) || needs_unknown_parent(k.key)) continue;
        INFO(k.key);
        ++tried;
        for (const std::string& w : words_of(k.type)) {
            auto r = aviary::load_ruleset(game_with(k, w), "test.variant", shipped());
            INFO(w << ": " << r.error_text());
            CHECK(r.error_text().find(" is one of") == std::string::npos);
        }
        auto bad = aviary::load_ruleset(game_with(k, "bogus"), "test.variant", shipped());
        REQUIRE_FALSE(bad.ok());
        std::string list;
        for (const std::string& w : words_of(k.type)) list += (list.empty() ? "" : ", ") + w;
        CHECK(bad.error_text().find(std::string(k.key) + " is one of: " + list) != std::string::npos);
        CHECK(bad.error_text().find("test.variant:") != std::string::npos);
    }
    CHECK(tried >= 20);
}

TEST_CASE("the words of an enum key land as the public enum in their order", "[keys]") {
    const char* royalty[] = {"check", "capture", "last-check"};
    for (int i = 0; i < 3; ++i) {
        CHECK(chess_with("royalty = " + std::string(royalty[i])).royalty == aviary::RoyaltyRule(i));
    }
    const char* stalemate[] = {"draw", "win", "loss", "fewer-pieces"};
    for (int i = 0; i < 4; ++i) {
        CHECK(chess_with("stalemate = " + std::string(stalemate[i])).stalemate == aviary::StalemateRule(i));
    }
    const char* facing[] = {"allowed", "illegal", "bikjang"};
    for (int i = 0; i < 3; ++i) {
        CHECK(chess_with("royal-facing = " + std::string(facing[i])).facing == aviary::FacingRule(i));
    }
}

TEST_CASE("a range key takes the numbers of its row's range only", "[keys]") {
    auto ok = aviary::load_ruleset("extends = chess\ncheck-limit = 15\n", "test.variant", shipped());
    CHECK(ok.ok());
    for (const char* bad : {"0", "16", "x", "-1", "3 4"}) {
        auto r = aviary::load_ruleset(std::string("extends = chess\ncheck-limit = ") + bad + "\n",
                                      "test.variant", shipped());
        INFO(bad);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error_text().find("check-limit is a whole number from 1 to 15") != std::string::npos);
    }
    auto e = aviary::load_ruleset("extends = chess\nextinction = K\nextinction-count = 100\n",
                                  "test.variant", shipped());
    REQUIRE_FALSE(e.ok());
    CHECK(e.error_text().find("extinction-count is a whole number from 0 to 99") != std::string::npos);
}

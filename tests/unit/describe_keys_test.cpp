// The key table (src/load/rule_keys.cpp) documents and describes itself: describe says
// something for every key a shipped variant file sets, and variants/README.md's key reference
// is the table's.
#include <fstream>
#include <map>
#include <sstream>

#include "helpers.hpp"
#include "load/key_table.hpp"

namespace {

// What describe's own paragraphs say for the keys without a sentence of their own.
const std::map<std::string, std::vector<std::string>> kLayout = {
    {"name", {""}},        {"board", {"Board: "}},  {"symmetry", {"Black's moves "}},
    {"setup", {"Start: "}}, {"royalty", {"Check", "No check", "No royal pieces"}},
    {"stalemate", {"Stalemate"}}, {"rifle", {"Rifle captures"}},
    {"captures-to-hand", {"go to the captor's hand", "No hands"}},
    {"drops", {"drop a piece from the hand", "No hands"}},
    {"relocate", {"moves the neutral"}}, {"castling", {"Castling with", "No castling"}},
    {"lines", {"Line squares"}}, {"royal-facing", {"Royal pieces of both sides", "royal pieces face", "Royal pieces may face"}},
    {"pass", {"may pass"}}, {"drop-checks", {"A drop may not give check", "drop a piece"}},
    {"wall", {"Every move ", "Instead of moving"}}, {"wall-at", {"Every move ", "Instead of moving"}},
    {"wall-region", {"Every move ", "Instead of moving"}}, {"wall-or-move", {"Instead of moving"}},
};

bool says_any(const std::string& text, const std::vector<std::string>& marks) {
    for (const auto& m : marks)
        if (text.find(m) != std::string::npos) return true;
    return false;
}

// "a | b" from the reference's "`a` \| `b`".
std::string plain(std::string cell) {
    std::string out;
    for (std::size_t i = 0; i < cell.size(); ++i) {
        if (cell[i] == '`' || (cell[i] == '\\' && i + 1 < cell.size() && cell[i + 1] == '|')) continue;
        out += cell[i];
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    while (!out.empty() && out.front() == ' ') out.erase(out.begin());
    return out;
}

// The rows of the reference's key tables (one per topic, under `### CONCEPT` in its
// Settings section), in order: key, value, default, topic.
struct ReferenceRow {
    std::string key, value, fallback, topic;
};
std::vector<ReferenceRow> reference_keys() {
    std::ifstream in(std::string(AVIARY_VARIANTS_DIR) + "/README.md");
    std::vector<ReferenceRow> out;
    std::string line, topic;
    bool in_settings = false;
    while (std::getline(in, line)) {
        if (line.rfind("## ", 0) == 0) in_settings = line == "## Settings";
        if (!in_settings) continue;
        if (line.rfind("### ", 0) == 0) topic = line.substr(4);
        if (line.rfind("| `", 0) != 0) continue;
        std::vector<std::string> cells;
        std::string cell;
        for (std::size_t i = 1; i < line.size(); ++i) {
            if (line[i] == '|' && line[i - 1] != '\\') {
                cells.push_back(cell);
                cell.clear();
            } else {
                cell += line[i];
            }
        }
        if (cells.size() >= 3) out.push_back({plain(cells[0]), plain(cells[1]), plain(cells[2]), topic});
    }
    return out;
}

}  // namespace

TEST_CASE("describe says something for every key a shipped variant sets", "[describe]") {
    for (const auto& k : aviary::load::key_docs())
        if (!k.says) CHECK(kLayout.count(k.key));
    for (const std::string& name : testing::shipped_variants()) {
        const auto rules = testing::load(name);
        const std::string text = aviary::describe_rules(rules);
        for (const auto& k : aviary::inspect(rules).keys) {
            INFO(name << ": " << k.key << " = " << k.value);
            if (!k.sentence.empty()) CHECK(text.find(k.sentence) != std::string::npos);
            else CHECK(says_any(text, kLayout.at(k.key)));
        }
    }
}

// What describe's lines for a piece say for the properties without a sentence of their own.
const std::map<std::string, std::vector<std::string>> kPieceLayout = {
    {"royal", {"(royal"}}, {"neutral", {"neutral"}}, {"immune", {"immune"}},
    {"poison", {"poisonous"}}, {"borrow", {"also moves"}}, {"freeze", {"freezes"}},
    {"brake", {"brakes"}}, {"promote", {"promotes"}}, {"zone", {"promotes"}},
    {"optional", {"optional on"}},
};

TEST_CASE("describe says something for every piece property a shipped variant sets", "[describe]") {
    for (const auto& k : aviary::load::property_docs())
        if (!k.says) CHECK(kPieceLayout.count(k.key));
    for (const std::string& name : testing::shipped_variants()) {
        const auto rules = testing::load(name);
        const std::string text = aviary::describe_rules(rules);
        for (const auto& p : aviary::inspect(rules).pieces) {
            // the piece's own lines: from its heading to the next piece's
            const std::string head = "  " + p.id + " " + p.name;
            const std::size_t from = text.find(head);
            REQUIRE(from != std::string::npos);
            std::size_t to = text.find('\n', from);
            while (to != std::string::npos && text.compare(to, 7, "\n      ") == 0) to = text.find('\n', to + 1);
            const std::string own = text.substr(from, to == std::string::npos ? to : to - from);
            for (const auto& n : p.properties) {
                INFO(name << ": " << p.id << " " << n.key << "=" << n.value);
                if (!n.sentence.empty()) CHECK(own.find(n.sentence) != std::string::npos);
                else CHECK(says_any(own, kPieceLayout.at(n.key)));
            }
        }
    }
}

TEST_CASE("describe tells the rules that used to go unsaid", "[describe]") {
    auto text = [](const char* v) { return aviary::describe_rules(testing::load(v)); };
    CHECK(text("atomic").find("explode") != std::string::npos);
    CHECK(text("seirawan").find("gating") != std::string::npos);
    CHECK(text("kingofthehill").find("Goal (goal = K d4 e4 d5 e5)") != std::string::npos);
    CHECK(text("3check").find("gives 3 checks wins") != std::string::npos);
    CHECK(text("antichess").find("Check:") == std::string::npos);
    CHECK(text("antichess").find("Castling") == std::string::npos);
    CHECK(text("antichess").find("No royal pieces") != std::string::npos);
    CHECK(text("circe").find("reborn") != std::string::npos);
}

TEST_CASE("variants/README.md's key reference is the key table", "[describe]") {
    const auto reference = reference_keys();
    const auto table = aviary::load::key_docs();
    REQUIRE(reference.size() == table.size());
    for (std::size_t i = 0; i < table.size(); ++i) {   // the same keys, in the same order
        INFO(table[i].key);
        CHECK(reference[i].key == table[i].key);
        CHECK(reference[i].value == table[i].type);
        CHECK(reference[i].fallback == table[i].fallback);
        REQUIRE(table[i].topic != nullptr);
        CHECK(reference[i].topic == table[i].topic);
    }
}

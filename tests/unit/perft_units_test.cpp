// Perft work units: split totals and divides equal plain perft for every shipped variant;
// ids, the unit order and the journal (resume, strict reading).
#include "helpers.hpp"
#include "ir/access.hpp"
#include "ir/rules_data.hpp"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <stdexcept>

namespace {

struct Case {
    std::string fen;   // empty: the start position
    int depth;
};

// The default run: depth 3 from the start, except where a third ply of units is millions of
// positions (the Duck's placements, the 12x12 game, the Amazons' arrows): there a small
// position of the game.
const std::map<std::string, Case> kSmall = {
    {"amazons", {"7*1*/*1*7/4******/**2*q*3/1***3*2/2q*1*1*1*/1**2*q3/*Q1*4**/2*Q*1Q**1/6Q1*q w - - 0 1", 3}},
    {"isolation", {"**2*1/******/*****P/**p1*1/*1*1*1/******/******/**2** w - - 0 1", 3}},
    {"isolation7x7", {"***4/**2*2/**3*1/***4/5p*/2*3*/P**2*1 w - - 0 1", 3}},
    {"duck", {"rnbqkbnr/pppppppp/pppppppp/*7/PPPPPPPP/PPPPPPPP/PPPPPPPP/RNBQKBNR w - - 0 1", 3}},
    {"duck-diagram", {"rnbqkbnr/pppppppp/pppppppp/*7/PPPPPPPP/PPPPPPPP/PPPPPPPP/RNBQKBNR w - - 0 1", 3}},
    {"friendly", {"ff10/12/5ue5/12/7F4/9A2/12/4F7/12/2C9/12/12 w - - 0 1", 3}},
};
// The slow run: one ply deeper (the start position for those above; the Amazons' third ply
// from the start is billions of positions: there the small position again).
const std::map<std::string, Case> kDeep = {
    {"amazons", kSmall.at("amazons")},
    {"duck", {"", 3}},
    {"duck-diagram", {"", 3}},
    {"friendly", {"", 3}},
};

void check_split(const aviary::Position& root, int depth, int plies, const aviary::PerftOptions& opt = {}) {
    INFO("depth " << depth << " split " << plies << " from " << root.fen());
    auto pos = root;
    const auto plain = aviary::perft_divide(pos, depth);
    std::uint64_t plain_total = 0;
    for (const auto& [m, n] : plain) plain_total += n;
    const auto units = aviary::PerftUnits::split(root, depth, plies);
    std::vector<std::uint64_t> counts;
    std::uint64_t sequences = 0;
    for (std::size_t i = 0; i < units.size(); ++i) {
        counts.push_back(units.run(i, opt));
        sequences += units.units()[i].multiplicity;
    }
    CHECK(units.total(counts) == plain_total);
    CHECK(units.divide(counts) == plain);
    CHECK(sequences == aviary::perft(pos, plies));   // every K-ply sequence lands in one unit
}

void check_all(const std::map<std::string, Case>& special, int depth) {
    for (const auto& name : testing::shipped_variants()) {
        INFO(name);
        auto rules = testing::load(name);
        auto it = special.find(name);
        const Case c = it != special.end() ? it->second : Case{"", depth};
        const auto root = c.fen.empty() ? aviary::Position::start(rules) : testing::at(rules, c.fen);
        if (aviary::detail::rules_data(rules).turns.on()) {   // (perft counts whole turns there)
            CHECK_THROWS_AS(aviary::PerftUnits::split(root, 2, 1), std::invalid_argument);
            continue;
        }
        check_split(root, c.depth, 2);
        check_split(root, c.depth, 3);
    }
}

std::string temp_path(const char* name) {
    return (std::filesystem::temp_directory_path() / (std::string("aviary-") + name + "-" +
                                                      std::to_string(::getpid()))).string();
}

}  // namespace

TEST_CASE("split 2 and 3 totals and divides equal plain perft in every shipped game", "[perft_units]") {
    check_all(kSmall, 3);
}

TEST_CASE("split 2 and 3 equal plain perft one ply deeper", "[perft_units][slow]") {
    check_all(kDeep, 4);
}

TEST_CASE("units run with threads and a shared hash table keep the counts", "[perft_units]") {
    auto rules = testing::load("bombers");
    aviary::PerftOptions opt;
    opt.threads = 2;
    opt.hash_mb = 8;
    check_split(aviary::Position::start(rules), 4, 2, opt);
}

TEST_CASE("units are deterministic, merge transpositions and are found by id", "[perft_units]") {
    auto rules = testing::load("chess");
    const auto root = aviary::Position::start(rules);
    const auto a = aviary::PerftUnits::split(root, 5, 4), b = aviary::PerftUnits::split(root, 5, 4);
    REQUIRE(a.size() == b.size());
    bool merged = false, same = true, found = true;
    for (std::size_t i = 0; i < a.size(); ++i) {
        same = same && a.units()[i].id == b.units()[i].id;
        found = found && a.find(a.units()[i].id) == i;
        merged = merged || a.units()[i].multiplicity > 1;
    }
    CHECK(same);                     // the same ids in the same order
    CHECK(found);
    CHECK(merged);                   // 1.e4 e5 2.d4 and 1.d4 e5 2.e4 are one unit
    CHECK(a.size() < 197281);        // perft 4 sequences
    const auto id = a.units()[7].id;
    CHECK(aviary::parse_unit_id(aviary::format_unit_id(id)) == id);
    for (const char* bad : {"", "123", "0123456789abcdeg", "0123456789abcdef0", " 123456789abcdef"})
        CHECK_FALSE(aviary::parse_unit_id(bad));
    CHECK_FALSE(a.find(id ^ 1));
    CHECK_THROWS_AS(aviary::PerftUnits::split(root, 3, 4), std::invalid_argument);
    CHECK_THROWS_AS(aviary::PerftUnits::split(root, 3, 0), std::invalid_argument);
    CHECK_THROWS_AS(aviary::PerftUnits::split(root, 4, 3, 1000), std::length_error);
}

TEST_CASE("largest first orders units by their move count", "[perft_units]") {
    auto rules = testing::load("grand");
    const auto units = aviary::PerftUnits::split(aviary::Position::start(rules), 4, 2);
    const auto order = units.largest_first();
    REQUIRE(order.size() == units.size());
    std::vector<bool> seen(order.size());
    std::uint64_t last = ~0ull;
    for (std::size_t i : order) {
        CHECK_FALSE(seen[i]);
        seen[i] = true;
        auto p = units.position(i);
        const std::uint64_t n = aviary::perft(p, 1);
        CHECK(n <= last);
        last = n;
    }
}

TEST_CASE("the journal resumes a run and reads strictly", "[perft_units]") {
    auto rules = testing::load("chess");
    const auto root = aviary::Position::start(rules);
    const auto units = aviary::PerftUnits::split(root, 4, 2);
    const std::string path = temp_path("journal");
    std::filesystem::remove(path);
    {
        auto j = aviary::PerftJournal::open(path, units);
        REQUIRE(j.ok());
        CHECK(j->done() == 0);
        for (std::size_t i = 0; i < 10; ++i) j->record(i, units.run(i));
    }
    {
        auto j = aviary::PerftJournal::open(path, units);
        REQUIRE(j.ok());
        CHECK(j->done() == 10);
        CHECK(j->counts()[3] == units.run(3));
        CHECK_FALSE(j->counts()[10]);
    }
    const std::string good = [&] { std::ifstream in(path); std::stringstream s; s << in.rdbuf(); return s.str(); }();
    auto with = [&](const std::string& extra) {
        std::ofstream(path, std::ios::trunc) << good << extra;
        return aviary::PerftJournal::open(path, units);
    };
    const std::string id = aviary::format_unit_id(units.units()[0].id);
    {
        auto j = with("unit " + id.substr(0, 9));   // cut short by a kill
        REQUIRE(j.ok());
        CHECK(j->warnings().size() == 1);
        CHECK(j->done() == 10);
    }
    {
        auto j = with("uni7 0");   // not the start of a unit line: an error, the file kept
        CHECK_THAT(j.error_text(), Catch::Contains(":13:1: error: an unfinished last line that is not a 'unit' line"));
        std::ifstream in(path);
        std::stringstream s;
        s << in.rdbuf();
        CHECK(s.str() == good + "uni7 0");
    }
    std::ofstream(path, std::ios::trunc) << "# aviary perft jour";   // killed while starting
    CHECK(aviary::PerftJournal::open(path, units).ok());
    auto error = [&](const std::string& extra) {
        auto j = with(extra);
        REQUIRE_FALSE(j.ok());
        return j.error_text();
    };
    CHECK_THAT(error("unit zz 5\n"), Catch::Contains(":13:6: error: bad unit id 'zz'"));
    CHECK_THAT(error("unit 0123456789abcdef 5\n"), Catch::Contains("is not a unit of this run"));
    CHECK_THAT(error("unit " + id + " 5x\n"), Catch::Contains(":13:23: error: bad count '5x'"));
    CHECK_THAT(error("unit " + id + " 1\n"), Catch::Contains("unit " + id + ": no check after the count"));
    {   // a journaled count changed by one: the check names the unit, the total is not trusted
        const std::size_t at = good.find("\nunit ") + 1, sp = good.find(' ', at + 5) + 1;
        std::string tampered = good;
        tampered[sp] = tampered[sp] == '9' ? '8' : char(tampered[sp] + 1);
        std::ofstream(path, std::ios::trunc) << tampered;
        const std::string uid = good.substr(at + 5, 16);
        CHECK_THAT(aviary::PerftJournal::open(path, units).error_text(),
                   Catch::Contains("unit " + uid + ": the check does not match"));
    }
    std::ofstream(path, std::ios::trunc) << "# aviary perft journal 1\nrun x\n";
    CHECK_THAT(aviary::PerftJournal::open(path, units).error_text(), Catch::Contains("a journal of another format"));
    CHECK_THAT(error("done\n"), Catch::Contains("expected 'run ...' or 'unit ID COUNT CHECK'"));
    std::ofstream(path, std::ios::trunc) << "# aviary perft journal 2\nunit " << id << " 1\n";
    CHECK_THAT(aviary::PerftJournal::open(path, units).error_text(), Catch::Contains("before the 'run' line"));
    std::ofstream(path, std::ios::trunc) << good;
    const auto other = aviary::PerftUnits::split(root, 5, 2);
    CHECK_THAT(aviary::PerftJournal::open(path, other).error_text(), Catch::Contains("of another run"));
    std::filesystem::remove(path);
}

TEST_CASE("a root move that mates before the split plies counts 0 in the divide", "[perft_units]") {
    auto rules = testing::load("chess");
    const auto root = testing::at(rules, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    check_split(root, 3, 2);
    check_split(root, 4, 3);
    const auto units = aviary::PerftUnits::split(root, 3, 2);
    std::vector<std::uint64_t> counts;
    for (std::size_t i = 0; i < units.size(); ++i) counts.push_back(units.run(i));
    const auto div = units.divide(counts);
    const auto mate = std::find_if(div.begin(), div.end(), [](const auto& e) { return e.first == "d8h4"; });
    REQUIRE(mate != div.end());
    CHECK(mate->second == 0);
}

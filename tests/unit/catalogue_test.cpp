// The catalogue of shipped games compiled into the library: the same games as variants/, each
// loading, by name and through `extends`.
#include <fstream>
#include <sstream>

#include "helpers.hpp"

TEST_CASE("the catalogue holds exactly the files of variants/, with their text", "[catalogue]") {
    const auto names = aviary::shipped_names();
    CHECK(names == testing::shipped_variants());
    for (const aviary::ShippedVariant& v : aviary::shipped_variants()) {
        std::ifstream in(std::string(AVIARY_VARIANTS_DIR) + "/" + v.name + ".variant");
        std::stringstream file;
        file << in.rdbuf();
        INFO(v.name);
        CHECK(file.str() == v.text);
    }
}

TEST_CASE("a shipped game loads by name, and an unknown name suggests one", "[catalogue]") {
    auto duck = aviary::load_shipped("duck");
    REQUIRE(duck.ok());
    CHECK(duck->name() == testing::load("duck").name());
    CHECK(aviary::Position::start(*duck).fen() == aviary::Position::start(testing::load("duck")).fen());
    auto typo = aviary::load_shipped("chesss");
    REQUIRE_FALSE(typo.ok());
    CHECK(typo.error_text().find("no shipped variant is called 'chesss' (did you mean 'chess'?)") != std::string::npos);
    CHECK_FALSE(aviary::shipped_text("../variants/chess").has_value());
}

TEST_CASE("extends finds the shipped games, after the resolver given first", "[catalogue]") {
    auto r = aviary::load_ruleset("extends = capablanca\nname = Mine\n", "mine.variant", aviary::shipped_resolver());
    INFO(r.error_text());
    REQUIRE(r.ok());
    CHECK(r->shape().files == 10);
    aviary::VariantResolver mine = [](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        if (name == "chess")   // a 10x2 game of two kings
            return std::make_pair(std::string("mine/chess.variant"),
                                  std::string("board = 10x2\npiece K King K royal\nsetup = k9/9K w - - 0 1\n"));
        return std::nullopt;
    };
    auto shadowed = aviary::load_ruleset("extends = chess\n", "x.variant", aviary::shipped_resolver(mine));
    INFO(shadowed.error_text());
    REQUIRE(shadowed.ok());
    CHECK(shadowed->shape().files == 10);   // the first resolver's "chess"
}

// read_user_file (aviary/files.hpp): the one door to files the user names. Regular files only,
// size-limited; and the loaders that go through it (a FIFO never blocks them).
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "aviary/aviary.hpp"
#include "helpers.hpp"

namespace {

struct TempDir {
    std::filesystem::path path;
    TempDir() : path(std::filesystem::temp_directory_path() /
                     ("aviary-user-files-" + std::to_string(::getpid()))) {
        std::filesystem::create_directories(path);
    }
    ~TempDir() { std::filesystem::remove_all(path); }
    std::string file(const std::string& name, const std::string& text) const {
        const std::string p = (path / name).string();
        std::ofstream(p, std::ios::binary) << text;
        return p;
    }
    std::string fifo(const std::string& name) const {
        const std::string p = (path / name).string();
        REQUIRE(::mkfifo(p.c_str(), 0600) == 0);
        return p;
    }
};

}  // namespace

TEST_CASE("read_user_file reads regular files and nothing else", "[hostile][files]") {
    TempDir dir;
    const std::string text = std::string("a\0b\n", 4);
    auto ok = aviary::read_user_file(dir.file("a.txt", text), 100);
    REQUIRE(ok.ok());
    CHECK(*ok == text);
    auto big = aviary::read_user_file(dir.file("big.txt", std::string(101, 'x')), 100, "the journal");
    REQUIRE_FALSE(big.ok());
    CHECK(big.errors()[0].message == "the journal is larger than 100 bytes");
    CHECK(aviary::read_user_file(dir.file("edge.txt", std::string(100, 'x')), 100).ok());
    auto fifo = aviary::read_user_file(dir.fifo("f"), 100);   // must not block
    REQUIRE_FALSE(fifo.ok());
    CHECK_THAT(fifo.errors()[0].message, Catch::StartsWith("not a regular file"));
    CHECK(fifo.errors()[0].where.file == (dir.path / "f").string());
    auto folder = aviary::read_user_file(dir.path.string(), 100);
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.errors()[0].message == "a folder, not a file");
    auto none = aviary::read_user_file((dir.path / "none").string(), 100);
    REQUIRE_FALSE(none.ok());
    CHECK_THAT(none.errors()[0].message, Catch::StartsWith("cannot read the file"));
    CHECK_FALSE(aviary::read_user_file("/dev/zero", 100).ok());
}

TEST_CASE("variant files: a FIFO given or extended is refused, not waited on", "[hostile][files]") {
    TempDir dir;
    auto given = aviary::load_ruleset_file(dir.fifo("fifo.variant"));
    REQUIRE_FALSE(given.ok());
    CHECK_THAT(given.errors()[0].message, Catch::StartsWith("not a regular file"));
    dir.fifo("parent.variant");
    auto child = aviary::load_ruleset_file(dir.file("child.variant", "extends = parent\n"));
    REQUIRE_FALSE(child.ok());
    CHECK_THAT(child.error_text(), Catch::Contains("cannot find the variant 'parent' to extend"));
}

TEST_CASE("a NUL byte in a PGN is an error where it is", "[hostile][pgn]") {
    auto rules = testing::load("chess");
    const std::string text("1. e4\0 e5 *\n", 12);
    auto game = aviary::read_pgn(rules, text, "g.pgn");
    REQUIRE_FALSE(game.ok());
    CHECK(game.errors()[0].message == "a NUL byte (\\x00) in the PGN text");
    CHECK(game.errors()[0].where.column == 6);
    auto tags = aviary::read_pgn_tags(std::string("[Event \"a\0b\"]\n", 15), "g.pgn");
    REQUIRE_FALSE(tags.ok());
    CHECK(tags.errors()[0].where.column == 10);
}

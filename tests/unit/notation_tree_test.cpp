// The typed notation tree (src/dsl/notation.hpp): what the grammar builds, before any compiling.
#include <catch2/catch.hpp>

#include "dsl/notation.hpp"

using namespace aviary::dsl;

namespace {

std::vector<NotationMove> parse(const std::string& text) {
    auto r = parse_notation(text);
    if (auto* e = std::get_if<NotationError>(&r)) FAIL("parse error at " << e->offset << ": " << e->message);
    return std::get<std::vector<NotationMove>>(r);
}

NotationError error(const std::string& text) {
    auto r = parse_notation(text);
    REQUIRE(std::holds_alternative<NotationError>(r));
    return std::get<NotationError>(r);
}

}  // namespace

TEST_CASE("the tree holds typed atoms, ranges and conditions", "[notation-tree]") {
    auto ms = parse("fmWfceFifmnD");
    REQUIRE(ms.size() == 3);
    CHECK(ms[0].atom == Atom::Wazir);
    CHECK(ms[1].atom == Atom::Ferz);
    CHECK(ms[2].atom == Atom::Dabbaba);
    CHECK(ms[2].offset == 7);
    CHECK(ms[2].atom_offset == 11);
    const auto legs = ms[2].legs();
    REQUIRE(legs.size() == 1);
    CHECK(legs[0].dirs == std::vector<Dir>{Dir::Forward});
    CHECK(legs[0].modes == std::vector<Mode>{Mode::Move});
    CHECK(legs[0].flags == std::vector<Flag>{Flag::Initial, Flag::Lame});

    auto v = parse("N(2,5)0fmR{to:!8,if:attacked}")[1];
    CHECK(v.atom == Atom::Vector);
    CHECK(v.vx == 2);
    CHECK(v.vy == 5);
    CHECK(v.range == 0);
    auto r = parse("fmR{to:!8,if:attacked}")[0];
    CHECK(r.atom == Atom::Rook);
    REQUIRE(r.conds.size() == 2);
    CHECK(r.conds[0].key == CondKey::To);
    CHECK(r.conds[0].negate);
    CHECK(r.conds[0].lo == 8);
    CHECK(r.conds[1].key == CondKey::IfAttacked);

    auto c = parse("isO2:3")[0];
    CHECK(c.atom == Atom::Castling);
    CHECK(c.castle_steps == 2);
    CHECK(c.castle_gap == 3);
    CHECK(parse("NX")[0].extension == Extension::X);
}

TEST_CASE("older letters and doubled letters", "[notation-tree]") {
    CHECK(parse("L")[0].atom == Atom::Camel);
    CHECK(parse("J")[0].atom == Atom::Zebra);
    CHECK(parse("L")[0].atom_text == "L");
    auto nn = parse("NN");
    REQUIRE(nn.size() == 1);
    CHECK(nn[0].range == 0);
    CHECK(parse("CL").size() == 2);   // different letters: not a rider
    CHECK(parse("N3N").size() == 2);
}

TEST_CASE("legs split at a; groups repeat 0..n times", "[notation-tree]") {
    auto m = parse("(mpaf)mW")[0];
    REQUIRE(m.prefix.size() == 2);
    CHECK(m.prefix[0].repeat);
    CHECK_FALSE(m.prefix[1].repeat);
    const auto legs = m.legs();
    REQUIRE(legs.size() == 2);   // mp | fm
    CHECK(legs[0].repeated);
    CHECK(legs[0].modes == std::vector<Mode>{Mode::Move, Mode::Hop});
    CHECK(legs[1].dirs == std::vector<Dir>{Dir::Forward});
    CHECK(legs[1].offset == 4);
    // (a straight move: its expansions have at most `limit` legs, so 0..2 repeats of 3)
    auto expanded = expand_legs(m, 3);
    const auto& all = std::get<0>(expanded);
    REQUIRE(all.size() == 3);   // mW, mpafmW, mpafmpafmW (not the 4-leg mpafmpafmpafmW)
    CHECK(all[0].size() == 1);
    CHECK(all[1].size() == 2);
    CHECK(all[2].size() == 3);
    CHECK(all[2][1].offset == 4);   // (the repeated leg's letters, where they are written)
    auto huge = expand_legs(parse("(a)(a)(a)(a)W")[0], 15);
    CHECK(std::holds_alternative<std::string>(huge));
    // turning groups repeat 0..n times each, whatever the legs
    CHECK(std::get<0>(expand_legs(parse("(mafs)mW")[0], 2)).size() == 3);
    // straight groups share the line: a long leaper's four groups within 8 squares
    const auto leaper = expand_legs(parse("(maf)cafmaf(maf)cafmaf(maf)caf(maf)mK")[0], 8);
    CHECK(std::get<0>(leaper).size() == 15);   // (the 4 groups' repeats sum to at most 2)
}

TEST_CASE("one atom table: geometry and zones", "[notation-tree]") {
    CHECK(atom_info(Atom::Knight).a == 1);
    CHECK(atom_info(Atom::Knight).b == 2);
    CHECK(atom_info(Atom::Rook).range == 0);
    CHECK(atom_info(Atom::Queen).kind == AtomKind::King);
    CHECK(atom_info(Atom::Dabbaba).turned == Atom::Alfil);
    CHECK(atom_info(Atom::Alfil).turned == Atom::Dabbaba);
    auto zone = parse_zone_atoms("KN");
    CHECK(std::get<0>(zone) == std::vector<Atom>{Atom::King, Atom::Knight});
    CHECK(std::get<std::string>(parse_zone_atoms("R")).find("not 'R'") != std::string::npos);
    CHECK(std::holds_alternative<std::string>(parse_zone_atoms("")));
    CHECK(spelling(Modifier{Mode::Capture}) + spelling(Atom::Universal) == "cU");
    CHECK(spelling(std::vector<Dir>{Dir::Forward, Dir::Right}) == "fr");
}

TEST_CASE("=(x,y,z) is one exact vector, signs as written", "[notation-tree]") {
    auto ms = parse("fmWce=(0,1,-1)=(2,-1)0");
    REQUIRE(ms.size() == 3);
    CHECK_FALSE(ms[0].exact);
    CHECK(ms[1].atom == Atom::Vector);
    CHECK(ms[1].exact);
    CHECK(ms[1].solid);
    CHECK((ms[1].vx == 0 && ms[1].vy == 1 && ms[1].vz == -1));
    CHECK(ms[1].atom_text == "=(0,1,-1)");
    CHECK(ms[1].atom_offset == 5);
    CHECK(ms[1].legs()[0].modes == std::vector<Mode>{Mode::Capture, Mode::EnPassant});
    CHECK(ms[2].exact);
    CHECK_FALSE(ms[2].solid);
    CHECK((ms[2].vx == 2 && ms[2].vy == -1 && ms[2].range == 0));
    CHECK_FALSE(parse("(0,1,-1)")[0].exact);
    // '=' commits to a vector
    auto e = error("c=W");
    CHECK(e.offset == 2);
    CHECK(e.message.find("expected a vector (x,y) or (x,y,z) after '='") == 0);
    e = error("c=(0,1");
    CHECK(e.offset == 6);
    CHECK(e.message.find("ends early") != std::string::npos);
}

TEST_CASE("parse errors name the column", "[notation-tree]") {
    auto e = error("mRMN");
    CHECK(e.offset == 2);
    CHECK(e.message.find("unknown notation letter 'M'") == 0);
    e = error("O2:3:4");
    CHECK(e.offset == 4);
    e = error("W{");
    CHECK(e.offset == 2);
    CHECK(e.message.find("ends early") != std::string::npos);
    e = error("R100");
    CHECK(e.offset == 1);
    CHECK(e.message.find("too large") != std::string::npos);
}

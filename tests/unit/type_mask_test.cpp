// Sets of piece types and board cells hold every type up to MaxPieceTypes, not only 32.
#include <catch2/catch.hpp>

#include "ir/position_state.hpp"

using aviary::Color;
using aviary::MaxPieceTypes;
using aviary::TypeMask;

TEST_CASE("a type mask holds each type below MaxPieceTypes", "[types]") {
    STATIC_REQUIRE(MaxPieceTypes >= 70);   // Tenjiku Shogi's types with their promoted forms
    for (int t = 0; t < MaxPieceTypes; ++t) {
        const TypeMask m = TypeMask::of(t);
        CHECK(m.has(t));
        CHECK(m.any());
        for (int u : {0, 31, 32, 63, 64, MaxPieceTypes - 1})
            if (u != t) CHECK_FALSE(m.has(u));
        CHECK((~m).has(t) == false);
        CHECK((m | TypeMask::of(0)).has(0));
        CHECK((m & TypeMask::of(0)).any() == (t == 0));
    }
    CHECK(TypeMask{}.none());
    CHECK(TypeMask::all().has(MaxPieceTypes - 1));
}

TEST_CASE("a board cell keeps the largest type and every colour", "[types]") {
    for (int t : {0, 31, 32, 63, 64, MaxPieceTypes - 1})
        for (Color c : {Color::White, Color::Black, Color::Neutral}) {
            const aviary::Cell cell = aviary::make_cell(t, c);
            CHECK(cell != 0);
            CHECK(aviary::cell_type(cell) == t);
            CHECK(aviary::cell_color(cell) == c);
        }
}

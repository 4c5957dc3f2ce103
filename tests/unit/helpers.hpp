// Test helpers: load shipped variants, build one-piece games, list moves as strings.
#pragma once
#include <aviary/aviary.hpp>
#include <catch2/catch.hpp>

#include <dirent.h>

#include <algorithm>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

namespace testing {

inline aviary::Ruleset load(const std::string& name) {
    auto resolve = aviary::folder_resolver({AVIARY_VARIANTS_DIR});
    auto found = resolve(name);
    REQUIRE(found.has_value());
    auto r = aviary::load_ruleset(found->second, found->first, resolve);
    INFO(r.error_text());
    REQUIRE(r.ok());
    return *r;
}

// The names of the shipped variants (variants/*.variant), sorted.
inline std::vector<std::string> shipped_variants() {
    std::vector<std::string> out;
    if (DIR* d = opendir(AVIARY_VARIANTS_DIR)) {
        while (dirent* e = readdir(d)) {
            const std::string n = e->d_name;
            if (n.size() > 8 && n.ends_with(".variant")) out.push_back(n.substr(0, n.size() - 8));
        }
        closedir(d);
    }
    std::sort(out.begin(), out.end());
    return out;
}

inline aviary::Ruleset from_text(const std::string& text) {
    auto r = aviary::load_ruleset(text, "test.variant");
    INFO(r.error_text());
    REQUIRE(r.ok());
    return *r;
}

inline aviary::Position at(const aviary::Ruleset& rules, const std::string& fen) {
    auto p = aviary::Position::from_fen(rules, fen);
    INFO(p.error_text());
    REQUIRE(p.ok());
    return *p;
}

// Plays the moves (legal move strings) one after another.
// The legal move written `text` in pos (coordinate form); fails the test when there is none.
inline aviary::Move parsed(const aviary::Position& pos, const char* text) {
    auto m = pos.parse_move(text);
    INFO(text << " in " << pos.fen() << ": " << m.error_text());
    REQUIRE(m.ok());
    return *m;
}

inline void play(aviary::Position& pos, std::initializer_list<const char*> ms) {
    for (const char* s : ms) {
        auto m = pos.parse_move(s);
        INFO(s << " in " << pos.fen() << ": " << m.error_text());
        REQUIRE(m.ok());
        pos.make(*m);
    }
}

inline std::set<std::string> moves(const aviary::Position& pos) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    std::set<std::string> out;
    for (const auto& m : ml) out.insert(pos.move_to_string(m));
    return out;
}

inline std::size_t count(const aviary::Position& pos) {
    aviary::MoveList ml;
    pos.legal_moves(ml);
    return ml.size();
}

// Moves of the piece on `from` (strings starting with that square).
inline std::set<std::string> moves_from(const aviary::Position& pos, const std::string& from) {
    std::set<std::string> out;
    for (const auto& s : moves(pos))
        if (s.rfind(from, 0) == 0 && !std::isdigit((unsigned char)s[from.size()])) out.insert(s);
    return out;
}

// A game with piece X = `notation`, a moveless friendly blocker P and enemy blocker (p), on
// a board of the given size; `fen` places them.
inline aviary::Ruleset lone_piece(const std::string& notation, const std::string& board = "8x8") {
    std::string text = "board = " + board + "\npiece X Tester " + notation +
                       "\npiece P Blocker -\nsetup = " + "1/1/1 w - - 0 1\n";
    (void)text;
    int files = std::stoi(board.substr(0, board.find('x')));
    int ranks = std::stoi(board.substr(board.find('x') + 1));
    std::string rows;
    for (int r = 0; r < ranks; ++r) rows += (r ? "/" : "") + std::to_string(files);
    return from_text("board = " + board + "\npiece X Tester " + notation +
                     "\npiece P Blocker -\nsetup = " + rows + " w - - 0 1\n");
}

// The destination squares of X's moves, for a compact comparison.
inline std::set<std::string> targets(const std::string& notation, const std::string& fen,
                                     const std::string& from, const std::string& board = "8x8") {
    auto rules = lone_piece(notation, board);
    auto pos = at(rules, fen);
    std::set<std::string> out;
    for (const auto& s : moves_from(pos, from)) out.insert(s.substr(from.size()));
    return out;
}

inline std::set<std::string> S(std::initializer_list<const char*> l) {
    return std::set<std::string>(l.begin(), l.end());
}

}  // namespace testing

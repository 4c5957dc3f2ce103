// The loader's working state: the statements of a variant file and of the files it extends,
// and the small readers the loading stages share. Internal to src/load/.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/loader.hpp"
#include "ir/rules_data.hpp"
#include "dsl/variant_file.hpp"

namespace aviary::load {

using detail::RulesetData;

struct Source {
    std::string name, text;
};

struct Stmt {
    const Source* src;
    dsl::Setting setting;
};

struct PieceStmt {
    const Source* src;
    dsl::PieceStatement piece;
};

// A piece property kept for a later stage (promotion needs every letter first).
using PropRef = std::pair<const dsl::Located*, const dsl::Located*>;

struct Loader {
    std::vector<std::unique_ptr<Source>> sources;
    std::vector<Diagnostic> errors;
    std::map<std::string, Stmt> settings;       // key -> last statement
    std::vector<PieceStmt> pieces;              // in order; later files replace by letter
    std::map<char, std::string> removed;        // letter -> where `remove` dropped it
    std::vector<std::vector<PropRef>> promo_props;    // per piece type
    std::vector<std::vector<PropRef>> region_props;   // per piece type

    void error(const Source* s, std::size_t off, std::string msg) {
        errors.push_back(make_diagnostic(s->name, s->text, off, std::move(msg)));
    }
    std::string no_piece(char letter) const {
        auto it = removed.find(letter);
        return std::string("no piece has the letter '") + letter + "'" +
               (it == removed.end() ? "" : " (removed at " + it->second + ")");
    }
};

// `geometry = hexagonal` (1) or `hexagonal-ranks` (2) and `cells` (hex_board.cpp).
void read_hex(Loader& L, RulesetData& rd, int geometry);

// ---- shared readers (readers.cpp) ----
const Stmt* find_setting(const Loader& L, const std::string& key);
void setting_error(Loader& L, const Stmt* s, std::string msg);
// `key = one of the words`: the index of the word given (0 when the key is absent).
int word_choice(Loader& L, const std::string& key, const std::vector<std::string>& words);
// A choice key of the key table (rule_keys.cpp): the index of its value among the words its
// row's type lists (0 when the key is absent).
int key_choice(Loader& L, const char* key);
// A whole number in [lo, hi] for `key` (`fallback` when absent).
int number_setting(Loader& L, const std::string& key, int lo, int hi, int fallback);
// Piece letters of a setting's word starting at `at` (errors name the letter).
std::vector<int> letters_at(Loader& L, const Stmt* s, const RulesetData& rd, std::size_t at,
                            const std::string& word);
// "8" or "8-10" or "1,3" (1-based) -> bit mask of 0-based relative ranks.
bool parse_ranks(const std::string& v, int ranks, std::uint32_t& mask);
// `e4` or a range `a8-h8` (every square of the rectangle between the two) into `out`.
bool add_squares(const BoardShape& b, const std::string& word, detail::SquareSet& out);
// Squares `a8,b8,a7`, rectangles `a6-h8`, or both (detail::parse_square_list).
bool parse_squares(const BoardShape& b, const std::string& v, std::vector<Square>& out);

// ---- the stages, in the order load_ruleset runs them ----
// sources.cpp: parses `text` and (first) the files it extends into `L`.
bool gather(Loader& L, const std::string& name, const std::string& text,
            const VariantResolver& resolve, std::vector<std::string>& chain);
// Every key a variant file may set (rule_keys.cpp).
const std::vector<std::string>& known_keys();
// pieces.cpp: names, letters, properties and moves; then promotions (needs every letter).
void read_pieces(Loader& L, RulesetData& rd);
void read_promotions(Loader& L, RulesetData& rd);
// rule_keys.cpp: the game's rules, each key read by its own function.
void read_rules(Loader& L, RulesetData& rd);
// regions.cpp: region=, lines=, no-hurdle=, no-capture= (need every letter and `lines`).
void read_regions(Loader& L, RulesetData& rd);
// setup.cpp: the start position, what it implies (counts, castling squares) and its check.
bool read_setup(Loader& L, RulesetData& rd);

extern const std::string kTooLarge;

}  // namespace aviary::load

// A Fairy-Stockfish variant as its INI keys describe it (issue 29): piece types by name, each
// with its letter and moves, and the rule keys, typed. Sections fill it key by key (keys.cpp),
// inheriting a parent's model; lower.cpp writes it as an Aviary .variant text.
#pragma once
#include <bitset>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "aviary/diagnostics.hpp"

namespace aviary::ini {

// Squares in Fairy-Stockfish's absolute coordinates: bit rank * 16 + file.
using Squares = std::bitset<256>;
inline int bit(int file, int rank) { return rank * 16 + file; }
Squares rank_squares(int rank);

// Piece types by Fairy-Stockfish's names ("pawn", "customPiece1", "king", ...); "*" stands for
// "all pieces" where a key allows it.
using TypeSet = std::set<std::string>;

struct PieceDef {
    char letter = 0;     // lower case
    std::string betza;   // the moves (a built-in type's own, or a custom piece's)
};

struct Model {
    std::string name;
    int files = 8, ranks = 8;
    std::map<std::string, PieceDef> pieces;            // by type name
    std::map<std::string, std::string> values;         // bool/int/enum/text keys, as written
    std::map<std::string, TypeSet> sets;               // piece-set keys (White/Black split)
    std::map<std::string, std::string> types;          // one-type keys ("" none, "*" any)
    std::map<std::string, Squares> regions;            // square-set keys
    std::map<std::string, int> promotion_limit;        // type -> count
    std::map<std::string, std::string> promoted;       // type -> promoted type
    std::vector<std::string> notes;                    // keys lower.cpp reports, not applies
    std::map<std::string, int> lines;                  // key -> line it was set on (this section)

    // The type whose letter is `c` (either case), or "".
    std::string type_of(char c) const;
    bool flag(const std::string& key) const;
    int number(const std::string& key) const;
    const std::string& value(const std::string& key) const;
    const TypeSet& set(const std::string& key) const;
    Squares region(const std::string& key) const;
};

// Fairy-Stockfish's template for a section without a parent: chess rules, no pieces.
Model template_model();
// The moves of the built-in piece type `name`, or nullptr for an unknown name.
const char* builtin_betza(const std::string& name);
// Every piece-type key name, in Fairy-Stockfish's order (pawn ... commoner, centaur,
// customPiece1 ... customPiece25, king).
const std::vector<std::string>& piece_type_names();

// One key of a section, where it stands.
struct Entry {
    std::string key, value;
    int line = 0;
    std::size_t offset = 0;   // of the line, in the INI text
};

struct Section {
    std::string name, parent;
    int line = 0;
    std::size_t offset = 0;
    std::vector<Entry> entries;
};

// The sections of an INI text, in order; malformed lines are errors.
std::vector<Section> read_sections(const std::string& text, const std::string& file,
                                   std::vector<Diagnostic>& errors);

// Applies a section's keys to `m` (a copy of its parent's model, or template_model()) as
// Fairy-Stockfish reads them: the last of a repeated key counts, board size first, then
// piece types, then the rules. Errors name the key and line.
bool apply_section(Model& m, const Section& s, const std::string& text, const std::string& file,
                   std::vector<Diagnostic>& errors);

// The Aviary .variant text of `m`, or an error naming the key Aviary cannot express.
// `where` locates the section for such errors.
struct Lowered {
    std::string text;
    std::vector<std::string> notes;
};
Result<Lowered> lower(const Model& m, const Section& where, const std::string& text,
                      const std::string& file);

// The built-in games sections may name as parents, as INI text of their own (builtins.cpp).
const std::string& builtin_ini();

}  // namespace aviary::ini

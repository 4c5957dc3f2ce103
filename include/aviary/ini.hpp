// Fairy-Stockfish's variant configuration format (its variants.ini) as an input: each
// [NAME] or [NAME:PARENT] section becomes the text of an Aviary .variant file.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "aviary/diagnostics.hpp"

namespace aviary {

// One section, converted: `text` is a complete .variant file (readable and commented);
// `notes` are the keys whose effect Aviary's own rule replaces (repetition, the n-move rule:
// outside move generation), each "file:line: key = value: why".
struct IniVariant {
    std::string name;
    std::string text;
    std::vector<std::string> notes;
};

// What one INI text gave: the sections Aviary can express, and a located error for each one
// it cannot (an unknown key, a Betza string, a mechanic Aviary lacks, a missing parent, a
// cycle). Sections may inherit from the ones before them and from Fairy-Stockfish's
// built-in games that others inherit from (ini.cpp lists them).
struct IniImport {
    std::vector<IniVariant> variants;
    std::vector<Diagnostic> errors;
};

// The largest INI file the command-line programs read (Fairy-Stockfish's variants.ini is
// about 60 KiB).
inline constexpr std::size_t MaxIniFileBytes = std::size_t(8) << 20;

// At most this many sections are read from one INI text (the rest is an error).
inline constexpr std::size_t MaxIniSections = 1024;

// True when the first line that is not blank or a comment (# or ;) opens a [section].
bool is_ini_text(std::string_view text);

// Converts every section of `text`; `file_name` names it in diagnostics.
IniImport import_ini(const std::string& text, const std::string& file_name);

// The section `name` of `text`, converted; its error, or an error when there is none.
Result<IniVariant> import_ini_variant(const std::string& text, const std::string& file_name,
                                      const std::string& name);

}  // namespace aviary

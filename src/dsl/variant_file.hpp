// The syntax tree of a .variant file and its Spirit X3 parser (format: variants/README.md).
#pragma once
#include <cstddef>
#include <string>
#include <variant>
#include <vector>

namespace aviary::dsl {

struct Located {
    std::string text;
    std::size_t offset = 0;   // into the file text
};

// piece LETTER NAME NOTATION [property[=value] ...]
struct PieceStatement {
    Located letter, name, notation;
    std::vector<std::pair<Located, Located>> properties;   // value.text empty when absent
};

// key = value
struct Setting {
    Located key, value;
};

struct VariantFile {
    std::vector<Setting> settings;
    std::vector<PieceStatement> pieces;
};

struct FileError {
    std::size_t offset = 0;
    std::string message;
};

std::variant<VariantFile, FileError> parse_variant_file(const std::string& text);

}  // namespace aviary::dsl

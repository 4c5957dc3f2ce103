// Writing the SVG pictures (drawn by the library: aviary/diagram.hpp) to files.
#include <fstream>

#include "cli.hpp"

namespace aviary::cli {

bool write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    if (!out) return false;
    out << text;
    return bool(out);
}

}  // namespace aviary::cli

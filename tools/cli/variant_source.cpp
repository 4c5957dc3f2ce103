// Finding variants by name or path for the command-line programs (variant_source.hpp).
#include "variant_source.hpp"

#include <cstdlib>

#ifndef AVIARY_VARIANTS_DIR
#define AVIARY_VARIANTS_DIR ""
#endif

namespace aviary::cli {

std::vector<std::string> variant_dirs() {
    std::vector<std::string> dirs;
    if (const char* env = std::getenv("AVIARY_VARIANTS")) dirs.push_back(env);
    if (*AVIARY_VARIANTS_DIR) dirs.push_back(AVIARY_VARIANTS_DIR);
    dirs.push_back("variants");
    return dirs;
}

Result<Ruleset> load_variant(const std::string& name) {
    if (name.find('/') != std::string::npos || name.find(".variant") != std::string::npos)
        return load_ruleset_file(name, variant_dirs());   // extends: its folder, then shipped
    auto resolve = folder_resolver(variant_dirs());
    auto found = resolve(name);
    if (!found) {
        const std::vector<std::string> names = variant_names();
        return Diagnostic{SourceLocation{name, 1, 1},
                          "no shipped variant is called '" + name + "'" + did_you_mean(name, names) +
                              "; 'aviary variants' lists the shipped games",
                          name};
    }
    return load_ruleset(found->second, found->first, resolve);
}

std::vector<std::string> variant_names() { return variant_names_in(variant_dirs()); }

}  // namespace aviary::cli

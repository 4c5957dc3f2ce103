// Finding variants by name or path for the command-line programs (variant_source.hpp).
#include "variant_source.hpp"

#include <cstdlib>
#include <set>

namespace aviary::cli {

std::vector<std::string> variant_dirs() {
    std::vector<std::string> dirs;
    if (const char* env = std::getenv("AVIARY_VARIANTS"); env && *env) dirs.push_back(env);
    return dirs;
}

Result<Ruleset> load_variant(const std::string& name) {
    if (name.find('/') != std::string::npos || name.find(".variant") != std::string::npos)
        return load_ruleset_file(name, variant_dirs());   // extends: its folder, then shipped
    auto resolve = shipped_resolver(folder_resolver(variant_dirs()));
    auto found = resolve(name);
    if (!found)
        return Diagnostic{SourceLocation{name, 1, 1},
                          "no shipped variant is called '" + name + "'" + did_you_mean(name, variant_names()) +
                              "; 'aviary variants' lists the shipped games",
                          name};
    return load_ruleset(found->second, found->first, resolve);
}

std::vector<std::string> variant_names() {
    std::set<std::string> names;
    for (std::string& n : variant_names_in(variant_dirs())) names.insert(std::move(n));
    for (std::string& n : shipped_names()) names.insert(std::move(n));
    return {names.begin(), names.end()};
}

}  // namespace aviary::cli

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

// FILE.ini:NAME, the game of section NAME of a Fairy-Stockfish INI file.
static Result<Ruleset> load_ini_section(const std::string& arg, std::size_t colon) {
    const std::string path = arg.substr(0, colon), section = arg.substr(colon + 1);
    auto text = read_user_file(path, MaxIniFileBytes, "the INI file");
    if (!text) return text.errors();
    auto v = import_ini_variant(*text, path, section);
    if (!v) return v.errors();
    return load_ruleset(v->text, path + ":" + section);
}

Result<Ruleset> load_variant(const std::string& name) {
    if (const auto ini = name.find(".ini:"); ini != std::string::npos) return load_ini_section(name, ini + 4);
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

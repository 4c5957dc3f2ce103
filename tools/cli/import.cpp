// `aviary import FILE.ini [VARIANT ...] [--out DIR]`: Fairy-Stockfish's INI games written as
// DIR/NAME.variant files (--out -: on stdout). Every section that cannot be converted is reported with its line;
// the others are still written, and the exit code is 1 when any failed.
#include <fmt/core.h>

#include <algorithm>
#include <set>

#include "aviary/files.hpp"
#include "aviary/ini.hpp"
#include "cli.hpp"

namespace aviary::cli {

int cmd_import(const Args& a) {
    auto text = read_user_file(a.pos[0], MaxIniFileBytes, "the INI file");
    if (!text) return report(text.errors());
    if (!is_ini_text(*text))
        return report({Diagnostic{{a.pos[0], 1, 1}, "not an INI file: its first line that is not a comment is no [section]", ""}});
    const std::set<std::string> wanted(a.pos.begin() + 1, a.pos.end());
    IniImport got = import_ini(*text, a.pos[0]);
    std::set<std::string> found;
    const std::string dir = a.out.empty() ? "." : a.out;
    bool ok = true;
    for (const auto& v : got.variants) {
        if (!wanted.empty() && !wanted.count(v.name)) continue;
        found.insert(v.name);
        for (const auto& n : v.notes) fmt::print(stderr, "note: {}\n", n);
        if (dir == "-") {   // --out -: the files on stdout, one after the other
            fmt::print("{}\n", v.text);
            continue;
        }
        const std::string path = dir + "/" + v.name + ".variant";
        if (!write_file(path, v.text)) {
            fmt::print(stderr, "{}:1:1: error: cannot write the file (does the folder {} exist?)\n", path, dir);
            ok = false;
            continue;
        }
        fmt::print("{}\n", path);
    }
    if (wanted.empty() && !got.errors.empty()) {
        report(got.errors);
        ok = false;
    }
    for (const auto& w : wanted)
        if (!found.count(w)) {
            auto one = import_ini_variant(*text, a.pos[0], w);
            if (!one) report(one.errors());
            ok = false;
        }
    return ok ? 0 : 1;
}

}  // namespace aviary::cli

// The Python module aviary._aviary: variants (shipped ones embedded, others loaded from a path
// or a text), the exceptions, and the Board (board.cpp). Only the public C++ API is used.
#include <pybind11/stl.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

#include <unistd.h>

#include "bindings.hpp"

namespace aviary::python {

namespace {

std::mutex registry_mutex;
std::map<std::string, std::shared_ptr<Variant>>& registry() {
    static std::map<std::string, std::shared_ptr<Variant>> r;
    return r;
}

// The text each variant loaded from a text or a file was registered with: {file, text}.
std::map<std::string, std::pair<std::string, std::string>>& sources() {
    static std::map<std::string, std::pair<std::string, std::string>> r;
    return r;
}

// `extends = NAME` finds the folder of a loaded file, then the variants loaded before (an INI
// section's game too), then the shipped variants (the library's catalogue).
VariantResolver resolver(const std::string& dir) {
    VariantResolver folder = dir.empty() ? VariantResolver{} : folder_resolver({dir});
    return shipped_resolver([folder](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        if (folder)
            if (auto found = folder(name)) return found;
        std::lock_guard<std::mutex> lock(registry_mutex);
        auto it = sources().find(name);
        if (it == sources().end()) return std::nullopt;
        return it->second;
    });
}

std::shared_ptr<Variant> load_checked(const std::string& text, const std::string& file,
                                            const std::string& dir, const std::string& key) {
    auto rules = load_ruleset(text, file, resolver(dir));
    if (!rules) throw VariantError(rules.error_text());
    return std::make_shared<Variant>(Variant{key, *rules});
}

// "Duck chess" -> "duck-chess": the key of a variant loaded from a text without a name.
std::string key_of(const std::string& display) {
    std::string k;
    for (char c : display) k += std::isspace((unsigned char)c) ? '-' : char(std::tolower((unsigned char)c));
    return k;
}

// A path the caller named: a regular file of at most MaxVariantFileBytes (read_user_file);
// one that exists but cannot be read is an error naming it.
bool read_text(const std::string& path, std::string& out) {
    auto text = aviary::read_user_file(path, aviary::MaxVariantFileBytes, "the variant file");
    if (text) {
        out = std::move(*text);
        return true;
    }
    if (::access(path.c_str(), F_OK) == 0) throw VariantError(text.error_text());
    return false;
}

std::shared_ptr<Variant> register_variant(const std::string& key, const Ruleset& rules,
                                          const std::string& file, const std::string& text) {
    auto keyed = std::make_shared<Variant>(Variant{key, rules});
    std::lock_guard<std::mutex> lock(registry_mutex);
    registry()[key] = keyed;
    // (`extends = chess` keeps finding the shipped chess, so a game registered as "chess" that
    // extends it is no loop)
    if (!shipped_text(key)) sources()[key] = {file, text};
    return keyed;
}

// A Fairy-Stockfish INI text: the section `name`, or its only one.
std::shared_ptr<Variant> load_ini(const std::string& text, const std::string& file,
                                  std::optional<std::string> name) {
    IniImport got = import_ini(text, file);
    if (!name && got.errors.empty() && got.variants.size() == 1) name = got.variants[0].name;
    if (!name) {
        std::string names;
        for (const auto& v : got.variants) names += (names.empty() ? "" : ", ") + v.name;
        throw VariantError(file + ":1:1: error: an INI text of " + std::to_string(got.variants.size() + got.errors.size()) +
                           " sections: pass name= (" + names + ")" +
                           (got.errors.empty() ? "" : "\n" + Result<int>(got.errors).error_text()));
    }
    auto v = import_ini_variant(text, file, *name);
    if (!v) throw VariantError(v.error_text());
    auto rules = load_ruleset(v->text, file + ":" + *name);
    if (!rules) throw VariantError(rules.error_text());
    return register_variant(*name, *rules, file + ":" + *name, v->text);
}

// import_ini for Python: ([(name, variant text, notes)], [error text]).
py::tuple import_ini_py(const std::string& text, const std::string& file) {
    IniImport got = import_ini(text, file);
    py::list variants, errors;
    for (const auto& v : got.variants) variants.append(py::make_tuple(v.name, v.text, v.notes));
    for (const auto& e : got.errors) errors.append(e.render());
    return py::make_tuple(variants, errors);
}

std::shared_ptr<Variant> load_variant(const std::string& path_or_text, std::optional<std::string> name) {
    std::string text = path_or_text, file = "<variant>", dir, key;
    const bool one_line = path_or_text.find('\n') == std::string::npos;
    if (one_line && read_text(path_or_text, text)) {
        file = path_or_text;
        const auto slash = file.find_last_of('/');
        dir = slash == std::string::npos ? "." : file.substr(0, slash);
        key = file.substr(slash == std::string::npos ? 0 : slash + 1);
        if (key.size() > 8 && key.compare(key.size() - 8, 8, ".variant") == 0) key.resize(key.size() - 8);
    } else if (one_line && path_or_text.find('=') == std::string::npos) {
        throw VariantError(path_or_text + ":1:1: error: cannot read the file (give a path to a "
                           ".variant file or the text of one)");
    }
    if (is_ini_text(text)) return load_ini(text, file, name);
    auto v = load_checked(text, file, dir, key);
    if (name) key = *name;
    else if (key.empty()) key = key_of(v->rules.name());
    return register_variant(key, v->rules, file, text);
}

std::vector<std::string> variant_names() {
    std::vector<std::string> out = shipped_names();
    std::lock_guard<std::mutex> lock(registry_mutex);
    for (const auto& [k, v] : registry())
        if (std::find(out.begin(), out.end(), k) == out.end()) out.push_back(k);
    return out;
}

void bind_variant(py::module_& m) {
    py::class_<Variant, std::shared_ptr<Variant>>(m, "Variant", "A compiled game (a .variant file).")
        .def_property_readonly("key", [](const Variant& v) { return v.key; },
                               "The name it is registered under (aviary.Board(key) finds it).")
        .def_property_readonly("name", [](const Variant& v) { return v.rules.name(); },
                               "The game's display name (the file's `name =`).")
        .def_property_readonly("start_fen", [](const Variant& v) { return v.rules.start_fen(); })
        .def_property_readonly("files", [](const Variant& v) { return v.rules.shape().files; })
        .def_property_readonly("ranks", [](const Variant& v) { return v.rules.shape().ranks; },
                               "Rows of the board (of all its levels, on a layered board).")
        .def_property_readonly("levels", [](const Variant& v) { return v.rules.shape().levels; },
                               "Levels of a layered board (board = 5x5x5); 1 for a flat board.")
        .def_property_readonly("wrap_files", [](const Variant& v) { return v.rules.wraps_files(); },
                               "The first and last files are adjacent (wrap = files or both: a cylinder or ring board).")
        .def_property_readonly("wrap_ranks", [](const Variant& v) { return v.rules.wraps_ranks(); },
                               "The first and last ranks are adjacent (wrap = ranks or both).")
        .def_property_readonly("has_hands", [](const Variant& v) { return v.rules.has_hands(); })
        .def_property_readonly("two_boards", [](const Variant& v) { return v.rules.two_boards(); },
                               "One board of a two-board game (bughouse; the file's `two-boards`).")
        .def_property_readonly("notation", [](const Variant& v) { return v.rules.notation(); },
                               "How its players write moves (the file's `notation =`; SAN by default).")
        .def_property_readonly("captures_to_hand", [](const Variant& v) { return v.rules.captures_to_hand(); })
        .def_property_readonly(
            "pieces",
            [](const Variant& v) {
                py::list out;
                for (const auto& p : v.rules.pieces())
                    out.append(py::dict(py::arg("name") = p.name, py::arg("letter") = p.id, py::arg("id") = p.id,
                                        py::arg("notation") = p.notation, py::arg("royal") = p.royal,
                                        py::arg("neutral") = p.neutral,
                                        py::arg("demote") = p.demote ? std::string(1, p.demote) : std::string(),
                                        py::arg("fen") = p.fen.empty() ? p.id : p.fen));
                return out;
            },
            "The piece types: dicts with name, letter and id (its id: a letter, or +D, D', D!), notation,\n"
            "royal, neutral, demote (the letter it\n"
            "becomes when taken, '' for none), fen (the FEN spelling: P, +P, Q~).")
        .def("__repr__", [](const Variant& v) { return "<aviary.Variant '" + v.key + "': " + v.rules.name() + ">"; });
}

}  // namespace

std::shared_ptr<Variant> find_variant(const std::string& name) {
    {
        std::lock_guard<std::mutex> lock(registry_mutex);
        auto it = registry().find(name);
        if (it != registry().end()) return it->second;
    }
    if (auto text = shipped_text(name)) {
        auto loaded = load_checked(std::string(*text), "variants/" + name + ".variant", "", name);
        std::lock_guard<std::mutex> lock(registry_mutex);
        return registry().emplace(name, loaded).first->second;
    }
    const auto names = variant_names();
    std::string known;
    for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
    throw VariantError("no variant is called '" + name + "'" + did_you_mean(name, names) + "; known: " + known);
}

}  // namespace aviary::python

PYBIND11_MODULE(_aviary, m) {
    using namespace aviary::python;
    m.doc() = "Aviary, a generic fairy-chess rules engine (the C++ part of the aviary package).";
    static py::exception<VariantError> variant_error(m, "VariantError", PyExc_ValueError);
    static py::exception<FenError> fen_error(m, "InvalidFenError", PyExc_ValueError);
    static py::exception<MoveError> move_error(m, "IllegalMoveError", PyExc_ValueError);
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const VariantError& e) {
            variant_error(e.what());
        } catch (const FenError& e) {
            fen_error(e.what());
        } catch (const MoveError& e) {
            move_error(e.what());
        }
    });
    bind_variant(m);
    m.def("variants", &variant_names,
          "The names of the shipped variants (compiled into the module), then of those loaded.");
    m.def("load_variant", &load_variant, py::arg("path_or_text"), py::arg("name") = py::none(),
          "Loads a variant from a .variant file's path or from the text of one and registers it\n"
          "under `name` (default: the file's stem, or the game's name in lower case with '-' for\n"
          "spaces). `extends = NAME` finds the file's folder, then the shipped variants.\n"
          "A Fairy-Stockfish INI text (or file) loads its section `name` (or its only one).\n"
          "Raises VariantError with file:line:column on a bad file.");
    m.def("import_ini", &import_ini_py, py::arg("text"), py::arg("file") = "<ini>",
          "Converts a Fairy-Stockfish INI text: ([(name, .variant text, notes)], [errors]),\n"
          "each error located (file:line:column) and naming the key Aviary cannot express.");
    m.def("get_variant", [](const std::string& name) { return find_variant(name); },
          py::arg("name"), "The registered variant called `name` (VariantError if none).");
    bind_board(m);
}

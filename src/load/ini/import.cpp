// Fairy-Stockfish's INI texts in: sections read in order, each inheriting a model from an
// earlier section or a built-in game, then written as Aviary .variant texts that must load.
#include <map>

#include "aviary/ini.hpp"
#include "aviary/loader.hpp"
#include "load/ini/model.hpp"

namespace aviary {
namespace {

using ini::Model;
using ini::Section;

// The built-in games' models, read once from their own INI text.
const std::map<std::string, Model>& builtin_models() {
    static const std::map<std::string, Model> models = [] {
        std::map<std::string, Model> out;
        std::vector<Diagnostic> errors;
        const std::string& text = ini::builtin_ini();
        for (const auto& s : ini::read_sections(text, "<built-in games>", errors)) {
            Model m = s.parent.empty() ? ini::template_model() : out.at(s.parent);
            m.name = s.name;
            ini::apply_section(m, s, text, "<built-in games>", errors);
            out[s.name] = m;
        }
        return out;
    }();
    return models;
}

std::string builtin_list() {
    std::string all;
    for (const auto& [name, m] : builtin_models()) all += (all.empty() ? "" : ", ") + name;
    return all;
}

class Importer {
public:
    Importer(const std::string& text, const std::string& file) : text_(text), file_(file) {}

    IniImport run() {
        IniImport out;
        auto sections = ini::read_sections(text_, file_, out.errors);
        if (sections.size() > MaxIniSections) {
            out.errors.push_back(at(sections[MaxIniSections], "more than " + std::to_string(MaxIniSections) +
                                                                   " sections in one INI text"));
            sections.resize(MaxIniSections);
        }
        for (std::size_t i = 0; i < sections.size(); ++i) {
            const Section& s = sections[i];
            auto v = convert(s, sections, i);
            if (v) {
                out.variants.push_back(std::move(*v));
            } else {
                out.errors.insert(out.errors.end(), v.errors().begin(), v.errors().end());
                failed_[s.name] = v.errors();
            }
        }
        return out;
    }

    // The errors of the section `name`, after run(); empty when it converted or is absent.
    std::vector<Diagnostic> failed(const std::string& name) const {
        auto it = failed_.find(name);
        return it == failed_.end() ? std::vector<Diagnostic>{} : it->second;
    }

private:
    const std::string& text_;
    std::map<std::string, std::vector<Diagnostic>> failed_;
    const std::string& file_;
    std::map<std::string, Model> done_;   // sections converted so far

    Diagnostic at(const Section& s, const std::string& why) const {
        return make_diagnostic(file_, text_, s.offset, "[" + s.name + (s.parent.empty() ? "" : ":" + s.parent) + "]: " + why);
    }
    Result<Model> parent_of(const Section& s, const std::vector<Section>& all, std::size_t index) const {
        if (s.parent.empty()) return ini::template_model();
        if (s.parent == s.name) return at(s, "inherits from itself");
        if (auto it = done_.find(s.parent); it != done_.end()) return it->second;
        for (std::size_t j = index; j < all.size(); ++j)
            if (all[j].name == s.parent)
                return at(s, "inherits from '" + s.parent + "', which is defined below it (a section inherits only from one above it: a cycle or a misordered file)");
        if (auto it = builtin_models().find(s.parent); it != builtin_models().end()) return it->second;
        for (std::size_t j = 0; j < index; ++j)
            if (all[j].name == s.parent)
                return at(s, "inherits from '" + s.parent + "', which could not be converted");
        return at(s, "no parent '" + s.parent + "': neither a section above nor a built-in game the importer knows (" + builtin_list() + ")");
    }
    Result<IniVariant> convert(const Section& s, const std::vector<Section>& all, std::size_t index) {
        if (done_.count(s.name) || builtin_models().count(s.name))
            return at(s, "a variant called '" + s.name + "' already exists");
        auto parent = parent_of(s, all, index);
        if (!parent) return parent.errors();
        Model m = *parent;
        m.name = s.name;
        std::vector<Diagnostic> errors;
        if (!ini::apply_section(m, s, text_, file_, errors)) return errors;
        auto lowered = ini::lower(m, s, text_, file_);
        if (!lowered) return lowered.errors();
        auto loads = load_ruleset(lowered->text, file_ + ":" + s.name);
        if (!loads) {
            std::vector<Diagnostic> why{at(s, "the converted game does not load (the errors in its .variant text follow)")};
            why.insert(why.end(), loads.errors().begin(), loads.errors().end());
            return why;
        }
        done_[s.name] = m;
        std::vector<std::string> notes;
        for (const auto& n : lowered->notes) notes.push_back(file_ + ":" + std::to_string(s.line) + ": " + n);
        return IniVariant{s.name, lowered->text, notes};
    }
};

}  // namespace

bool is_ini_text(std::string_view text) {
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        const auto b = line.find_first_not_of(" \t\r");
        if (b == std::string_view::npos || line[b] == '#' || line[b] == ';') continue;
        return line[b] == '[' && line.find(']', b) != std::string_view::npos;
    }
    return false;
}

IniImport import_ini(const std::string& text, const std::string& file_name) {
    return Importer(text, file_name).run();
}

Result<IniVariant> import_ini_variant(const std::string& text, const std::string& file_name,
                                      const std::string& name) {
    Importer importer(text, file_name);
    IniImport all = importer.run();
    for (auto& v : all.variants)
        if (v.name == name) return v;
    auto errors = importer.failed(name);
    if (!errors.empty()) return errors;
    std::string names;
    for (const auto& v : all.variants) names += (names.empty() ? "" : ", ") + v.name;
    return make_diagnostic(file_name, text, 0, "no section [" + name + "] in the file" +
                                                   (names.empty() ? std::string() : " (it converts: " + names + ")"));
}

}  // namespace aviary

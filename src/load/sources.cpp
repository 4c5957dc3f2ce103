// Reading variant files: a file and the files it `extends`, `remove`, repeated keys.
#include <algorithm>

#include "load/loader_state.hpp"

namespace aviary::load {

const std::string kTooLarge =
    "the variant file is larger than " + std::to_string(MaxVariantFileBytes / 1024) + " KiB";

namespace {

int line_of(const Source* src, std::size_t offset) {
    return int(std::count(src->text.begin(), src->text.begin() + long(offset), '\n') + 1);
}

// `remove = LETTERS`: drops pieces the files this one extends declared (before its own pieces).
void remove_pieces(Loader& L, const Source* src, const dsl::Setting& s) {
    const std::string& v = s.value.text;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i] == ' ' || v[i] == ',') continue;
        auto it = std::find_if(L.pieces.begin(), L.pieces.end(), [&](const PieceStmt& q) {
            return q.piece.letter.text == std::string(1, v[i]) && q.src != src;
        });
        if (it == L.pieces.end()) {
            L.error(src, s.value.offset + i,
                    std::string("no inherited piece has the letter '") + v[i] + "' to remove");
            continue;
        }
        L.pieces.erase(it);
        L.removed[v[i]] = src->name + ":" + std::to_string(line_of(src, s.value.offset + i));
    }
}

// Reads the files `file` extends first, so that its own statements replace theirs.
bool gather_parents(Loader& L, const Source* src, const dsl::VariantFile& file,
                    const VariantResolver& resolve, std::vector<std::string>& chain) {
    for (const auto& s : file.settings) {
        if (s.key.text != "extends") continue;
        std::string parent = s.value.text;
        if (std::find(chain.begin(), chain.end(), parent) != chain.end()) {
            L.error(src, s.value.offset, "'extends' makes a cycle: " + parent + " extends itself");
            return false;
        }
        if (chain.size() >= MaxExtendsDepth) {
            L.error(src, s.value.offset, "'extends' goes more than " +
                                             std::to_string(MaxExtendsDepth) + " files deep");
            return false;
        }
        std::optional<std::pair<std::string, std::string>> found;
        if (resolve) found = resolve(parent);
        if (!found) {
            L.error(src, s.value.offset, "cannot find the variant '" + parent + "' to extend");
            return false;
        }
        chain.push_back(parent);   // (the files being read now: a parent met twice is no cycle)
        if (!gather(L, found->first, found->second, resolve, chain)) return false;
        chain.pop_back();
    }
    return true;
}

// Where `text` has a control character (ESC, BEL, NUL, ...; a tab is a blank), else npos.
std::size_t control_byte(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) < 0x20 && text[i] != '\t') || text[i] == '\x7f') return i;
    return std::string::npos;
}

void gather_settings(Loader& L, const Source* src, const dsl::VariantFile& file) {
    const auto& keys = known_keys();
    std::map<std::string, std::size_t> seen;   // key -> offset, in this file
    for (const auto& s : file.settings) {
        if (std::find(keys.begin(), keys.end(), s.key.text) == keys.end()) {
            L.error(src, s.key.offset, "unknown key '" + s.key.text + "'" + did_you_mean(s.key.text, keys));
            continue;
        }
        if (s.value.text.find_first_not_of(" \t") == std::string::npos) {   // no silent "none"
            L.error(src, s.value.offset, "'" + s.key.text + "' has no value (variants/README.md lists what it takes)");
            continue;
        }
        if (const std::size_t at = control_byte(s.value.text); at != std::string::npos) {
            L.error(src, s.value.offset + at, "a control character in the value of '" + s.key.text + "'");
            continue;
        }
        const bool repeatable = s.key.text == "extends" || s.key.text == "remove";
        if (auto [it, fresh] = seen.emplace(s.key.text, s.key.offset); !fresh && !repeatable) {
            L.error(src, s.key.offset, "'" + s.key.text + "' is given twice in this file (first on line " +
                                           std::to_string(line_of(src, it->second)) + ")");
            continue;
        }
        if (s.key.text == "remove") remove_pieces(L, src, s);
        else if (s.key.text != "extends") L.settings[s.key.text] = Stmt{src, s};
    }
}

void gather_pieces(Loader& L, const Source* src, const dsl::VariantFile& file) {
    for (const auto& p : file.pieces) {
        auto it = std::find_if(L.pieces.begin(), L.pieces.end(), [&](const PieceStmt& q) {
            return q.piece.letter.text == p.letter.text;
        });
        if (it != L.pieces.end() && it->src == src) {
            L.error(src, p.letter.offset, "the letter " + p.letter.text + " is used twice");
            continue;
        }
        if (it != L.pieces.end()) *it = PieceStmt{src, p};
        else L.pieces.push_back(PieceStmt{src, p});
    }
}

}  // namespace

bool gather(Loader& L, const std::string& name, const std::string& text,
            const VariantResolver& resolve, std::vector<std::string>& chain) {
    L.sources.push_back(std::make_unique<Source>(Source{name, text}));
    const Source* src = L.sources.back().get();
    if (text.size() > MaxVariantFileBytes) {   // (no source line: it may be the whole file)
        L.errors.push_back(Diagnostic{SourceLocation{name, 1, 1}, kTooLarge, ""});
        return false;
    }
    auto parsed = dsl::parse_variant_file(src->text);
    if (auto* e = std::get_if<dsl::FileError>(&parsed)) {
        L.error(src, e->offset, e->message);
        return false;
    }
    auto& file = std::get<dsl::VariantFile>(parsed);
    if (!gather_parents(L, src, file, resolve, chain)) return false;
    gather_settings(L, src, file);
    gather_pieces(L, src, file);
    return true;
}

}  // namespace aviary::load

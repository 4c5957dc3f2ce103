// The catalogue of shipped games (aviary/catalogue.hpp); the texts themselves are generated
// into the build by cmake/embed_variants.cmake.
#include "aviary/catalogue.hpp"

namespace aviary {

std::vector<std::string> shipped_names() {
    std::vector<std::string> out;
    for (const ShippedVariant& v : shipped_variants()) out.push_back(v.name);
    return out;
}

std::optional<std::string_view> shipped_text(std::string_view name) {
    for (const ShippedVariant& v : shipped_variants())
        if (name == v.name) return std::string_view(v.text);
    return std::nullopt;
}

VariantResolver shipped_resolver(VariantResolver first) {
    return [first](const std::string& name) -> std::optional<std::pair<std::string, std::string>> {
        if (first)
            if (auto found = first(name)) return found;
        if (auto text = shipped_text(name)) return std::make_pair("variants/" + name + ".variant", std::string(*text));
        return std::nullopt;
    };
}

Result<Ruleset> load_shipped(const std::string& name) {
    auto text = shipped_text(name);
    if (!text)
        return Diagnostic{SourceLocation{name, 1, 1},
                          "no shipped variant is called '" + name + "'" + did_you_mean(name, shipped_names()),
                          name};
    return load_ruleset(std::string(*text), "variants/" + name + ".variant", shipped_resolver());
}

}  // namespace aviary

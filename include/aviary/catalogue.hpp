// The shipped games (variants/*.variant), compiled into the library: the one catalogue the
// CLI, the Python module and the WebAssembly module find games in by name.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "aviary/diagnostics.hpp"
#include "aviary/loader.hpp"
#include "aviary/ruleset.hpp"

namespace aviary {

struct ShippedVariant {
    const char* name;   // the file's stem (variants/NAME.variant)
    const char* text;   // the file
};

// Every shipped game, sorted by name.
std::span<const ShippedVariant> shipped_variants();
// Their names, sorted.
std::vector<std::string> shipped_names();
// The text of the shipped game `name`, if there is one.
std::optional<std::string_view> shipped_text(std::string_view name);

// A resolver for `extends = NAME`: `first` (a folder's resolver, say), then the shipped games
// (found as "variants/NAME.variant").
VariantResolver shipped_resolver(VariantResolver first = {});

// The shipped game `name`, compiled; an unknown name is an error that suggests the nearest
// names ("no shipped variant is called ...").
Result<Ruleset> load_shipped(const std::string& name);

}  // namespace aviary

// Where the command-line programs (aviary, aviary-mpi) find a variant: a path to a .variant
// file, or a name looked up in $AVIARY_VARIANTS, the shipped folder, then ./variants.
#pragma once
#include <string>
#include <vector>

#include "aviary/aviary.hpp"

namespace aviary::cli {

std::vector<std::string> variant_dirs();
// A shipped name or a path; an unknown name suggests the nearest one.
Result<Ruleset> load_variant(const std::string& name);
// Every variant name the folders hold, sorted.
std::vector<std::string> variant_names();

}  // namespace aviary::cli

// Where the command-line programs (aviary, aviary-mpi) find a variant: a path to a .variant
// file, or a name looked up in the folder $AVIARY_VARIANTS names, then among the shipped games
// (the library's catalogue, aviary/catalogue.hpp).
#pragma once
#include <string>
#include <vector>

#include "aviary/aviary.hpp"

namespace aviary::cli {

// The folders the user named for games by name ($AVIARY_VARIANTS), searched before the
// shipped games.
std::vector<std::string> variant_dirs();
// A name or a path; an unknown name suggests the nearest one.
Result<Ruleset> load_variant(const std::string& name);
// Every game name: those of the folders and the shipped ones, sorted.
std::vector<std::string> variant_names();

}  // namespace aviary::cli

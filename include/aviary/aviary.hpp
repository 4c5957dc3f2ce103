// Aviary: a generic fairy-chess rules engine. Umbrella header.
#pragma once
#include "aviary/diagnostics.hpp"
#include "aviary/geometry.hpp"
#include "aviary/inspect.hpp"
#include "aviary/loader.hpp"
#include "aviary/move.hpp"
#include "aviary/perft.hpp"
#include "aviary/position.hpp"
#include "aviary/ruleset.hpp"
#include "aviary/search.hpp"

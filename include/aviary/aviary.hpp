// Aviary: a generic fairy-chess rules engine. Umbrella header.
#pragma once
#include "aviary/diagnostics.hpp"
#include "aviary/diagram.hpp"
#include "aviary/geometry.hpp"
#include "aviary/glyphs.hpp"
#include "aviary/inspect.hpp"
#include "aviary/loader.hpp"
#include "aviary/move.hpp"
#include "aviary/perft.hpp"
#include "aviary/pgn.hpp"
#include "aviary/position.hpp"
#include "aviary/ruleset.hpp"
#include "aviary/san.hpp"

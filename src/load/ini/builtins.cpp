// Fairy-Stockfish's built-in games that INI sections inherit from ([NAME:PARENT]), written in
// the INI format itself (builtins.ini, embedded by CMake): read like any INI text, so a child
// inherits their keys exactly as Fairy-Stockfish's own parents pass them on.
#include "load/ini/model.hpp"

namespace aviary::ini {

const std::string& builtin_ini() {
    static const std::string text =
#include "ini_builtins.inc"
        ;
    return text;
}

}  // namespace aviary::ini

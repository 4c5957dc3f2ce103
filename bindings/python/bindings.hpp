// Shared declarations of the Python module's C++ parts (module.cpp, board.cpp).
#pragma once
#include <pybind11/pybind11.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "aviary/aviary.hpp"

namespace aviary::python {

namespace py = pybind11;

// Raised as aviary.VariantError, aviary.InvalidFenError, aviary.IllegalMoveError (all
// ValueError subclasses); the message carries file:line:column and a caret.
struct VariantError : std::runtime_error { using std::runtime_error::runtime_error; };
struct FenError : std::runtime_error { using std::runtime_error::runtime_error; };
struct MoveError : std::runtime_error { using std::runtime_error::runtime_error; };

// A loaded game and the name it is known by.
struct Variant {
    std::string key;   // "chess", a file's stem, or the key a text was registered under
    Ruleset rules;
};

// The variant registered (shipped or loaded) as `name`; VariantError when there is none.
std::shared_ptr<Variant> find_variant(const std::string& name);

void bind_board(py::module_& m);

}  // namespace aviary::python

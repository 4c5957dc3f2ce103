// aviary xboard: the XBoard/WinBoard protocol (CECP v2).
#include "cli.hpp"
#include "engine.hpp"

namespace aviary::cli {
int cmd_xboard(const Args&) { return 1; }
}  // namespace aviary::cli

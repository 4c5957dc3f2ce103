// aviary describe: a readable summary of a game (the text comes from the library).
#include <fmt/core.h>

#include "aviary/inspect.hpp"
#include "cli.hpp"

namespace aviary::cli {

int cmd_describe(const Args& a) {
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    fmt::print("{}", describe_rules(*rs));
    return 0;
}

}  // namespace aviary::cli

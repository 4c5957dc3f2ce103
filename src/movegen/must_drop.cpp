// must-drop = yes: a side with a legal drop must drop (a setup phase of compulsory drops:
// placement, sittuyin). When it has none (its hand is empty, or no drop answers a check), it
// moves as usual.
#include "movegen/setup_phase.hpp"

namespace aviary::detail {

void keep_drops(MoveList& legal) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i].is_drop()) legal[n++] = legal[i];
    if (n) legal.resize(n);
}

}  // namespace aviary::detail

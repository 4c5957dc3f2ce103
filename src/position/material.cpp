// Insufficient material (aviary/material.hpp): each piece type judged by its moves from the
// middle of an empty board, then the pieces on the board by those judgements.
#include "aviary/material.hpp"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "ir/access.hpp"
#include "ir/rules_data.hpp"
#include "movegen/movegen.hpp"

namespace aviary {
namespace {

using namespace detail;

// What a type can do towards a mate. Major: mates with its king's help; bound: reaches
// squares of one colour only; minor: needs a helper (a knight, a cannon, a pawn that
// cannot promote to a major piece); restricted: never reaches the enemy royal piece's squares.
enum class Power { Royal, Restricted, Major, Bound, Minor };

// The kinds of step (|dx| <= |dy|) a lone piece of `type` captures from the middle of an
// empty board, and whether all its moves and captures keep it on one colour.
struct Reach {
    std::set<std::pair<int, int>> kinds;
    bool bound = true;
};

Reach reach_of(const RulesetData& rd, int type, Color c) {
    const BoardShape& b = rd.shape;
    const Square mid = b.square(b.files / 2, b.ranks / 2);
    MoveList ml;
    const LoneReach lone = lone_reach(rd, type, c, mid, ml);
    Reach r;
    for (int x = 0; x < rd.size(); ++x) {
        const Square s = Square(x);
        const bool attacked = lone.attacks.has(s);
        if (!attacked && !lone.moves.has(s)) continue;
        const int dx = std::abs(b.file_of(s) - b.file_of(mid)), dy = std::abs(b.rank_of(s) - b.rank_of(mid));
        if ((dx + dy) % 2) r.bound = false;
        if (attacked) r.kinds.insert(std::minmax(dx, dy));
    }
    return r;
}

bool regions_meet(const RulesetData& rd, int a, Color ca, int b, Color cb) {
    const int ra = rd.types[std::size_t(a)].region, rb = rd.types[std::size_t(b)].region;
    if (ra < 0 || rb < 0) return true;
    return rd.square_sets[std::size_t(ra)][int(ca)].meets(rd.square_sets[std::size_t(rb)][int(cb)].bits,
                                                          MaxSquares / 64);
}

bool reaches_enemy_royal(const RulesetData& rd, int type, Color c) {
    bool any = false;
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].royal) {
            any = true;
            if (regions_meet(rd, type, c, int(t), opposite(c))) return true;
        }
    return !any;
}

bool major(const Reach& r) { return !r.bound && r.kinds.size() >= 2; }

// The powers of every type, judged for `c`.
std::vector<Power> powers(const RulesetData& rd, Color c) {
    std::vector<Reach> reach;
    for (std::size_t t = 0; t < rd.types.size(); ++t) reach.push_back(reach_of(rd, int(t), c));
    std::vector<Power> out;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        const PieceType& pt = rd.types[t];
        Power p = Power::Minor;
        if (pt.royal) p = Power::Royal;
        else if (!reaches_enemy_royal(rd, int(t), c)) p = Power::Restricted;
        else if (pt.promo_source != PromotionKind::None) {   // a pawn: by what it may become
            const auto& to = pt.promo_choices[int(c)];
            if (pt.promo_source != PromotionKind::List ||
                std::any_of(to.begin(), to.end(), [&](int x) { return major(reach[std::size_t(x)]); }))
                p = Power::Major;
        } else if (major(reach[t])) p = Power::Major;
        else if (reach[t].bound && !reach[t].kinds.empty()) p = Power::Bound;
        out.push_back(p);
    }
    return out;
}

// Is it won otherwise than by mate: hands, a goal its pieces may reach, extinction of
// pieces that are not royal?
bool other_ways_to_win(const RulesetData& rd, const Position& pos, Color c) {
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].to_hand || pos.hand_count(c, int(t)) > 0) return true;
    for (const ExtinctionRule& e : rd.ends.extinction)
        for (int t : e.types)
            if (!rd.types[std::size_t(t)].royal) return true;
    return !rd.ends.goals.empty();
}

// A royal piece that cannot step to every neighbour may win by stalemating a lone king
// whose squares it shares (where stalemate is not a draw).
bool lone_royal_may_win(const RulesetData& rd, Color c) {
    if (rd.ends.stalemate == StalemateRule::Draw) return false;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        if (!rd.types[t].royal) continue;
        const Reach r = reach_of(rd, int(t), c);
        const bool king_like = r.kinds.count({0, 1}) && r.kinds.count({1, 1});
        for (std::size_t u = 0; u < rd.types.size(); ++u)
            if (!king_like && rd.types[u].royal && regions_meet(rd, int(t), c, int(u), opposite(c))) return true;
    }
    return false;
}

}  // namespace

bool insufficient_material(const Position& pos, Color side) {
    const RulesetData& rd = rules_data(pos.ruleset());
    const PositionState& st = state_of(pos);
    if (other_ways_to_win(rd, pos, side)) return false;
    const std::vector<Power> power = powers(rd, side);
    // stalemate not a draw, checks counted, a king in check that may only take the checker
    const bool easier = rd.ends.stalemate != StalemateRule::Draw || rd.ends.check_limit > 0 || rd.royal_takes_checker;
    int own_bound = 0, own_minor = 0, bound = 0, helpers = 0;   // helpers: every piece that counts
    bool light = false, dark = false;   // the colours of the colour-bound pieces
    for (int s = 0; s < rd.size(); ++s) {
        const Cell cell = st.board[std::size_t(s)];
        if (!cell || cell_color(cell) == Color::Neutral) continue;
        const Power p = power[std::size_t(cell_type(cell))];
        const bool own = cell_color(cell) == side;
        if (p == Power::Royal || (own && p == Power::Restricted)) continue;
        if (own && p == Power::Major) return false;
        ++helpers;
        if (p == Power::Bound) {
            ++bound;
            own_bound += own;
            ((rd.shape.file_of(Square(s)) + rd.shape.rank_of(Square(s))) % 2 ? light : dark) = true;
        } else {
            own_minor += own;
        }
    }
    // colour-bound pieces mate on both colours, or with a piece of another kind to help
    if (own_bound && ((light && dark) || helpers > bound || easier)) return false;
    if (own_minor && (helpers >= 2 || easier)) return false;
    return !lone_royal_may_win(rd, side);
}

}  // namespace aviary

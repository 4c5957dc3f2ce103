// The compiler's choice of fast forms (see fast_forms.hpp and FastKind): each path is sorted
// by its shape as it is inserted into the trie; a root whose paths all have fast shapes that
// fit together becomes one PlainLeg per colour.
#include "compile/fast_forms.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <set>
#include <tuple>

#include "compile/notation_compiler.hpp"
#include "ir/board_hex.hpp"

namespace aviary::detail {
namespace {

enum class PathShape : std::uint8_t {
    General,   // only the trie walk knows it
    OneLeg,    // one leg that moves, captures or takes e.p. where it stops
    Rifle,     // one step that captures and comes straight back (cabF)
    FlyStep,   // k unit steps along one vector passing anything, ending on an empty square
    Hop,       // an unlimited ride to the first piece, passed over, then on along the same
               // vector to move or capture (pR, gQ)
};

int steps(const ConcreteLeg& l, int cap) { return l.range == 0 ? cap : std::min(l.range, cap); }

bool one_leg(const ConcreteLeg& a, const Condition& cond) {
    return !(a.flags & ~(LegLame | LegEpRights)) &&
           !(a.final_modes & ~(ModeMove | ModeCapture | ModeEnPassant)) && !cond.if_attacked &&
           !cond.if_safe && !cond.if_guarded && !cond.if_unguarded && cond.from_set < 0 &&
           cond.to_set < 0;
}

bool rifle(const ConcreteLeg& a, const ConcreteLeg& b, int cap) {
    return steps(a, cap) == 1 && a.relay == ModeCapture && a.flags == 0 && !b.universal &&
           b.dx == -a.dx && b.dy == -a.dy && steps(b, cap) == 1 && b.flags == 0 &&
           (b.final_modes & ModeMove);
}

bool hop(const ConcreteLeg& a, const ConcreteLeg& b) {
    return !a.universal && !b.universal && a.range == 0 && a.relay == ModeHop &&
           !(a.flags & ~LegSlide) && !(b.flags & ~LegSlide) && a.block.empty() &&
           b.block.empty() && b.dx == a.dx && b.dy == a.dy && b.final_modes &&
           !(b.final_modes & ~(ModeMove | ModeCapture));
}

bool fly_step(const std::vector<ConcreteLeg>& legs, int cap) {
    for (std::size_t k = 0; k < legs.size(); ++k) {
        const ConcreteLeg& x = legs[k];
        const bool last = k + 1 == legs.size();
        if (x.universal || x.dx != legs[0].dx || x.dy != legs[0].dy || steps(x, cap) != 1 ||
            x.flags || (last ? x.final_modes != ModeMove : x.relay != (ModeMove | ModeHop)))
            return false;
    }
    return true;
}

PathShape shape_of(const std::vector<ConcreteLeg>& legs, const Condition& cond, int cap) {
    if (legs.empty() || legs[0].universal) return PathShape::General;
    if (legs.size() == 1) return one_leg(legs[0], cond) ? PathShape::OneLeg : PathShape::General;
    if (!(cond == Condition{})) return PathShape::General;
    if (legs.size() == 2 && rifle(legs[0], legs[1], cap)) return PathShape::Rifle;
    if (legs.size() == 2 && hop(legs[0], legs[1])) return PathShape::Hop;
    return fly_step(legs, cap) ? PathShape::FlyStep : PathShape::General;
}

// Flying paths of 2..K steps with the one-step move make a fly of range K.
std::optional<int> fly_range(std::vector<int> lengths) {
    lengths.push_back(1);
    std::sort(lengths.begin(), lengths.end());
    lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());
    if (lengths.back() != int(lengths.size())) return std::nullopt;   // a gap
    return lengths.back();
}

}  // namespace

void FastForms::add(std::size_t root, const std::vector<ConcreteLeg>& legs,
                    const Condition& cond) {
    if (root >= roots_.size()) {
        roots_.resize(root + 1);
        roots_[root].first = legs.at(0);
        roots_[root].cond = cond;
    }
    Root& r = roots_[root];
    switch (shape_of(legs, cond, cap_)) {
        case PathShape::General: r.general = true; break;
        case PathShape::OneLeg:
            r.ones = true;
            r.modes |= legs[0].final_modes;
            break;
        case PathShape::Rifle: r.rifle = true; break;
        case PathShape::FlyStep: r.fly_steps.push_back(int(legs.size())); break;
        case PathShape::Hop:
            // (one hop range per root: another makes the root general)
            if (r.hop_modes && r.hop_range != steps(legs[1], cap_)) r.general = true;
            r.hop_modes |= legs[1].final_modes;
            r.hop_range = steps(legs[1], cap_);
            break;
    }
}

std::optional<PlainLeg> FastForms::form(const Root& r) const {
    if (r.general) return std::nullopt;
    PlainLeg l;
    if (r.hop_modes && (!r.fly_steps.empty() || r.rifle || !(r.cond == Condition{}) ||
                        r.first.range != 0 || (r.first.flags & ~LegSlide)))
        return std::nullopt;
    if (!r.fly_steps.empty()) {
        const auto range = fly_range(r.fly_steps);
        if (!range || r.rifle || !r.ones || r.modes != ModeMove || r.first.flags ||
            !(r.cond == Condition{}))
            return std::nullopt;
        l.kind = FastKind::Fly;
        l.range = std::uint8_t(std::min(*range, 255));
        l.modes = ModeMove;
        return l;
    }
    l.range = std::uint8_t(steps(r.first, cap_));
    l.flags = r.first.flags;
    l.modes = r.modes;
    l.initial = r.cond.initial;
    l.from_ranks = r.cond.from_ranks;
    l.to_ranks = r.cond.to_ranks;   // (a Leap's targets leave out the other ranks)
    l.guarded = l.initial || l.from_ranks || (l.flags & LegLame);
    if (r.rifle && l.to_ranks) return std::nullopt;   // (the rifle shot ignores the ranks)
    if (r.rifle) l.kind = FastKind::Rifle;
    else if (l.range == 1 && !l.flags && !l.initial && !l.from_ranks) l.kind = FastKind::Leap;
    else l.kind = FastKind::Ride;
    l.counts_by_ray = l.kind != FastKind::Rifle && !(l.modes & ModeEnPassant) && !l.to_ranks;
    if (r.hop_modes) {   // (its moves past the screen are counted by the loop)
        l.counts_by_ray = false;
        l.guarded = true;   // (the fast walk takes it aside before the plain rides' loop)
        l.kind = FastKind::Ride;
        l.hop_modes = r.hop_modes;
        l.hop_range = std::uint8_t(std::min(r.hop_range, 255));
    }
    return l;
}

// The vectors of colour `black` (interned already when the trie was flattened).
PlainLeg FastForms::for_colour(RulesetData& rd, PlainLeg l, const ConcreteLeg& leg,
                               bool black) const {
    auto tr = [&](int dx, int dy) {
        if (!black) return std::make_pair(dx, dy);
        if (rd.shape.hex) return hex_black(rd.shape, rd.rotate, dx, dy);
        return rd.rotate ? std::make_pair(-dx, -dy) : std::make_pair(dx, -dy);
    };
    auto [dx, dy] = tr(leg.dx, leg.dy);
    l.vec = std::int16_t(intern_vector(rd, dx, dy));
    if (l.kind == FastKind::Fly) return l;
    l.passes = std::gcd(std::abs(dx), std::abs(dy)) > 1;
    for (std::size_t i = 0; i < leg.block.size() && i < 2; ++i) {
        auto [bx, by] = tr(leg.block[i].first, leg.block[i].second);
        l.block[i] = std::int16_t(intern_vector(rd, bx, by));
    }
    return l;
}

namespace {

// Do two fast forms of the piece give the same move (then moves need de-duplication)? The
// squares of rifle captures, where the piece stays home, are kept apart from those of moves.
// On a wrapped board a displacement is taken as the board sees it (both ways round).
bool forms_overlap(const RulesetData& rd, const std::vector<PlainLeg>& legs) {
    std::set<std::tuple<bool, int, int>> seen;
    const auto& w = rd.wrap;
    for (const PlainLeg& l : legs) {
        auto [dx, dy] = rd.vectors[l.vec];
        const int cap = std::min<int>(l.range, w.longest_line(rd.shape));
        const int n = w.line_steps(rd.shape, dx, dy, cap);
        for (int k = 1; k <= n; ++k) {   // (a hop's squares past the screen: the ride's too)
            if (!l.modes && !(l.hop_modes && k > 1)) continue;
            const auto [x, y] = w.canonical(rd.shape, dx * k, dy * k);
            if (!seen.insert({false, x, y}).second) return true;
        }
        const auto [x, y] = w.canonical(rd.shape, dx, dy);
        if (l.kind == FastKind::Rifle && !seen.insert({true, x, y}).second) return true;
    }
    return false;
}

}  // namespace

void FastForms::emit(RulesetData& rd, PieceType& pt) const {
    bool overlap = false;
    for (int c = 0; c < 2; ++c) {
        pt.leaps[c].clear();
        pt.plain[c].clear();
        pt.other_roots[c].clear();
        std::vector<PlainLeg> all;
        for (std::size_t i = 0; i < roots_.size(); ++i) {
            const auto f = form(roots_[i]);
            if (!f || (f->hop_modes && rd.wrap.any())) {   // (a hop may come round: the walk)
                pt.other_roots[c].push_back(pt.roots[c].at(i));
                continue;
            }
            const PlainLeg l = for_colour(rd, *f, roots_[i].first, c == 1);
            (l.kind == FastKind::Leap ? pt.leaps[c] : pt.plain[c]).push_back(l);
            all.push_back(l);
        }
        overlap = overlap || !pt.other_roots[c].empty() || forms_overlap(rd, all);
    }
    // A piece whose roots all have fast forms that never give the same move needs no
    // de-duplication: then its moves may also be counted instead of listed.
    pt.needs_dedupe = pt.needs_dedupe && overlap;
}

}  // namespace aviary::detail

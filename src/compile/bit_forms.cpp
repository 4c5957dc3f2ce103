// The bit forms (BitForm): on a board of one or two words, each fast form of a piece as the squares
// its plain moves end on from each origin, for counting moves by square sets
// (movegen/bit_count.cpp). A piece gets them when every move it has is such a form: leaps
// (one form for each way their moves end), rides and flies along rays that run one way along
// the square numbers (RulesetData::ray_dirs); not rifles or hops, nor moves found twice.
#include <algorithm>

#include "compile/fast_forms.hpp"
#include "compile/form_sets.hpp"

namespace aviary::detail {
namespace {

using namespace form_sets;

// Appends a form with its sets from each origin, each of rd.words words: half(0, s) its
// squares (a ride's: those up the square numbers), for a ride half(1, s) those down, for a lame
// form half(2, s) the squares that must be empty.
template <class Half>
void add_form(RulesetData& rd, BitForm f, Half half) {
    const std::size_t n = std::size_t(rd.size()), words = std::size_t(rd.words);
    const int halves = f.lame ? 3 : f.dir == 1 ? 2 : 1;
    f.at = std::uint32_t(rd.bit_sets.size());
    for (int h = 0; h < halves; ++h)
        for (std::size_t s = 0; s < n; ++s) {
            const Set set = half(h, Square(s));
            rd.bit_sets.insert(rd.bit_sets.end(), set.begin(), set.begin() + words);
        }
    rd.bit_forms.push_back(f);
}

// The leaps (leap_to): one form for each way their moves end.
void leap_forms(RulesetData& rd, const PieceType& pt, int c, BitPiece& bp) {
    std::uint16_t ways = 0;
    for (const auto& [t, modes] : pt.leap_to[c]) ways |= std::uint16_t(1) << (modes & 7);
    bp.ep_leaps = pt.leap_modes[c] & ModeEnPassant;
    for (int m = 1; m < 8; ++m) {
        if (!(ways >> m & 1)) continue;
        BitForm f;
        f.modes = std::uint8_t(m);
        add_form(rd, f, [&](int, Square s) {
            Set to{};
            for (std::uint32_t i = pt.leap_index[c][s]; i < pt.leap_index[c][s + 1]; ++i)
                if ((pt.leap_to[c][i].second & 7) == m) add(to, pt.leap_to[c][i].first);
            return to;
        });
    }
}

// A plain leg's form before rides are paired: its squares from each origin.
struct LegForm {
    BitForm f;
    int dir = 0;                // a ride's way along the square numbers (ray_dirs); 0: a fly
    std::vector<Set> squares;   // [origin]
    std::vector<Set> blocks;    // [origin], lame only
};

// Plain leg j's form; false when it has none.
bool leg_form(const RulesetData& rd, const PieceType& pt, int c, std::size_t j, LegForm& out) {
    const PlainLeg& l = pt.plain[c][j];
    const bool fly = l.kind == FastKind::Fly && !l.hop_modes;
    const int dir = rd.ray_dirs[std::size_t(l.vec)];
    if ((!l.counts_by_ray && !fly) || (l.modes & ~(ModeMove | ModeCapture | ModeDestroy)) || !dir ||
        l.to_ranks || l.to_set >= 0)   // (destination ranks, a region: walked)
        return false;
    const std::size_t n = std::size_t(rd.size()), legs = pt.plain[c].size();
    BitForm& f = out.f;
    f.modes = std::uint8_t(l.modes);
    f.dir = std::int8_t(fly ? 2 : 1);
    out.dir = fly ? 0 : dir;
    f.lame = l.flags & LegLame;
    if (l.initial && pt.initial_region)
        for (std::size_t w = 0; w < 2; ++w) f.from[w] &= pt.initial_from[c].bits[w];
    else f.virgin = l.initial;
    for (std::size_t s = 0; s < n; ++s) {
        const bool ranks = !l.from_ranks || (l.from_ranks >> rd.rel_rank(Color(c), Square(s)) & 1);
        const bool blocks_on_board = std::none_of(std::begin(l.block), std::end(l.block), [&](int b) {
            return f.lame && b >= 0 && rd.target(b, Square(s)) == NoSquare;
        });
        if (!ranks || !blocks_on_board) remove(f.from, Square(s));
        const auto ray = rd.ray_of(pt.plain_rays[c][s * legs + j], l.range);
        Set to{}, b{};
        for (int k = 0; k < ray.len; ++k) add(to, ray.sq[k]);
        for (int v : l.block)
            if (f.lame && v >= 0 && rd.target(v, Square(s)) != NoSquare)
                add(b, rd.target(v, Square(s)));
        out.squares.push_back(to);
        out.blocks.push_back(b);
    }
    return true;
}

// Two forms that count as one ride form: one runs up the square numbers, the other down, and
// they end their moves alike from the same origins.
bool pair_up(const LegForm& up, const LegForm& down) {
    return up.dir > 0 && down.dir < 0 && !up.f.lame && !down.f.lame && up.f.modes == down.f.modes &&
           up.f.virgin == down.f.virgin && up.f.from == down.f.from;
}

// The piece's leg forms as bit forms: rides two by two (one up the numbers, one down), a ride
// without a partner (or lame) with an empty half, flies alone.
void add_leg_forms(RulesetData& rd, const std::vector<LegForm>& legs) {
    std::vector<bool> used(legs.size());
    for (std::size_t i = 0; i < legs.size(); ++i) {
        if (used[i]) continue;
        used[i] = true;
        const LegForm& a = legs[i];
        std::size_t k = i + 1;
        auto partner = [&](const LegForm& o) { return pair_up(a, o) || pair_up(o, a); };
        while (a.dir && k < legs.size() && (used[k] || !partner(legs[k]))) ++k;
        const LegForm* other = a.dir && k < legs.size() ? &legs[k] : nullptr;
        if (other) used[k] = true;
        const LegForm* up = a.dir >= 0 ? &a : other;   // (a fly: its squares in the first half)
        const LegForm* down = a.dir < 0 ? &a : other;
        add_form(rd, a.f, [&](int h, Square s) {
            if (h == 2) return a.blocks[s];
            const LegForm* half = h ? down : up;
            return half ? half->squares[s] : Set{};
        });
    }
}

// The shift forms of a type (ShiftForm), one for each way a move goes: its distance in square
// numbers, how it ends, its first-move condition and blocks; none when a leg reaches further
// than one square or has more than two blocks.
std::vector<ShiftForm> shift_forms(const RulesetData& rd, const PieceType& pt, int c,
                                   const std::vector<LegForm>& legs) {
    std::vector<ShiftForm> out;
    auto put = [&](Square s, Square t, std::uint8_t modes, bool virgin, std::int16_t b0,
                   std::int16_t b1) {
        ShiftForm k;
        k.delta = std::int16_t(t - s);
        k.block[0] = b0, k.block[1] = b1, k.modes = modes, k.virgin = virgin;
        auto same = [&](const ShiftForm& o) {
            return o.delta == k.delta && o.block[0] == b0 && o.block[1] == b1 && o.modes == modes &&
                   o.virgin == virgin;
        };
        auto it = std::find_if(out.begin(), out.end(), same);
        if (it == out.end()) it = out.insert(out.end(), k);
        add(it->from, s);
    };
    for (int s = 0; s < rd.size(); ++s)
        for (std::uint32_t i = pt.leap_index[c][s]; i < pt.leap_index[c][s + 1]; ++i)
            put(Square(s), pt.leap_to[c][i].first, std::uint8_t(pt.leap_to[c][i].second & 7), false,
                0, 0);
    for (const LegForm& l : legs) {
        if (!l.dir) return {};   // (a fly)
        for (int s = 0; s < rd.size(); ++s) {
            const Set& to = l.squares[std::size_t(s)];
            if (!has(l.f.from, s) || empty(to)) continue;
            std::int16_t b[2] = {0, 0};
            int nb = 0;
            for (int x = 0; x < rd.size(); ++x)
                if (has(l.blocks[std::size_t(s)], x)) {
                    if (nb == 2) return {};
                    b[nb++] = std::int16_t(x - s);
                }
            const int t = lowest(to);
            if (Set one{}; add(one, Square(t)), one != to) return {};   // (further than one square)
            put(Square(s), Square(t), l.f.modes, l.f.virgin, b[0], b[1]);
        }
    }
    return out;
}

// Counts the type by shifts when that takes no more forms than twice its own (pawns: 4 against
// 3; a knight's 8 against 1 stays with its own), and a slot is free.
void choose_shifts(RulesetData& rd, const PieceType& pt, int c, const std::vector<LegForm>& legs,
                   BitPiece& bp) {
    if (rd.shift_slots[c] == MaxShiftTypes) return;
    const std::vector<ShiftForm> forms = shift_forms(rd, pt, c, legs);
    if (forms.empty() || forms.size() > 2 * std::size_t(bp.forms)) return;
    bp.shift_first = std::uint32_t(rd.shift_forms.size());
    bp.shifts = std::uint32_t(forms.size());
    rd.shift_forms.insert(rd.shift_forms.end(), forms.begin(), forms.end());
    bp.slot = std::int8_t(rd.shift_slots[c]);
    rd.shift_types[c][std::size_t(rd.shift_slots[c]++)] = std::uint8_t(&pt - rd.types.data());
}

BitPiece piece_forms(RulesetData& rd, const PieceType& pt, int c) {
    BitPiece bp;
    if (!pt.other_roots[c].empty() || pt.needs_dedupe) return bp;
    bp.first = std::uint32_t(rd.bit_forms.size());
    bp.skip = {pt.promo_from[c].bits[0], pt.promo_from[c].bits[1]};
    leap_forms(rd, pt, c, bp);
    std::vector<LegForm> legs(pt.plain[c].size());
    for (std::size_t j = 0; j < legs.size(); ++j)
        if (!leg_form(rd, pt, c, j, legs[j])) return BitPiece{};   // (its forms stay, unused)
    add_leg_forms(rd, legs);
    bp.forms = std::uint32_t(rd.bit_forms.size()) - bp.first;
    bp.counted = true;
    auto everywhere = [&](const BitForm& f) {
        for (int s = 0; s < rd.size(); ++s)
            if (!has(f.from, s)) return false;
        return !f.virgin && !f.lame;
    };
    bp.plain = std::all_of(rd.bit_forms.begin() + bp.first, rd.bit_forms.end(), everywhere);
    bp.formed = true;
    if (!pt.castles[c].empty()) {   // (a castling piece: its forms count a royal piece's moves)
        bp.counted = false;
        bp.skip = {~std::uint64_t(0), ~std::uint64_t(0)};
        return bp;
    }
    choose_shifts(rd, pt, c, legs, bp);
    fill_forms(rd, c, int(&pt - rd.types.data()), bp);
    return bp;
}

}  // namespace

void bit_forms(RulesetData& rd) {
    rd.bit_forms.clear();
    rd.bit_sets.clear();
    rd.shift_forms.clear();
    rd.shift_slots = {};
    rd.fill_up = {};
    rd.fill_down = {};
    rd.fill_slots = {};
    rd.fill_sources = {};
    rd.fill_types = {};
    for (int c = 0; c < 2; ++c) {
        rd.bit_pieces[c].clear();
        if (rd.words > 2) continue;
        for (const PieceType& pt : rd.types) rd.bit_pieces[c].push_back(piece_forms(rd, pt, c));
    }
}

}  // namespace aviary::detail

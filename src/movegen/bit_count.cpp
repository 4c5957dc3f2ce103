// Counting by square sets: each bit form of a piece (BitForm) is the set of squares its plain
// moves end on from the piece's square, a ride's cut at its first piece each way, so a form
// counts in a few instructions what the fast walk (paths.cpp, Walker::run_fast) counts square
// by square, by the same rule: a move ends on an empty square, an enemy's or its own, as its
// modes allow. A set is one word on a board of at most 64 squares, two (Wide) up to 128. On
// one word the unlimited rides of a type go by fills instead (FillForm, count_fills), with those
// of every other type that rides the same way.
#include "movegen/bit_count.hpp"

#include <bit>

#include "movegen/movegen.hpp"
#include "movegen/ray_bits.hpp"

namespace aviary::detail {
namespace {

template <class W>
bool has(const std::array<std::uint64_t, 2>& set, Square s) {
    if constexpr (sizeof(W) == 8) return set[0] >> s & 1;   // (one word: s < 64)
    return set[std::size_t(s) >> 6] >> (s & 63) & 1;
}

// A ride form's squares up to the first piece each way: `up` runs up the square numbers from
// the origin (the nearest piece: the lowest bit it meets), `down` down (the highest); with no
// piece met, all of it. No branch: m ^ (m - 1) is every bit up to m's lowest (all when m is 0).
template <class W>
W ride_reach(W up, W down, W occupied) {
    const W u = up & occupied, d = down & occupied;
    return (up & (u ^ (u - 1))) | (down & ~((W(1) << highest_bit(d | 1)) - 1));
}

// Does form f move from s (its origins, first move, lame block)? `at`: the origin's sets.
template <class W>
bool form_applies(const BitForm& f, const std::uint64_t* at, std::size_t size, Square s,
                  bool virgin, W occupied) {
    constexpr std::size_t words = sizeof(W) / 8;
    return has<W>(f.from, s) && (!f.virgin || virgin) &&
           !(f.lame && (first_words<W>(at + f.at + 2 * size * words) & occupied));
}

// The squares form f reaches from its origin (`at`: the origin's sets), a ride cut at its first
// piece each way, a flight's only where empty.
template <class W>
[[gnu::always_inline]] inline W form_reach(const BitForm& f, const std::uint64_t* at,
                                           std::size_t size, W occupied) {
    constexpr std::size_t words = sizeof(W) / 8;
    W to = first_words<W>(at + f.at);
    if (f.dir == 1) to = ride_reach(to, first_words<W>(at + f.at + size * words), occupied);
    else if (f.dir == 2) to &= ~occupied;
    return to;
}

template <class W>
W shifted(W x, int d) { return d > 0 ? x << d : x >> -d; }

// The moves of a type's pieces `on` counted by its shift forms, all pieces at once.
template <class W>
[[gnu::always_inline]] inline std::uint64_t count_shifts(const RulesetData& rd, const BitPiece& bp, W on, W occupied,
                           W virgin, const W* ends, W barred) {
    std::uint64_t counted = 0;
    const ShiftForm* f = rd.shift_forms.data() + bp.shift_first;
    for (const ShiftForm* end = f + bp.shifts; f != end; ++f) {
        W o = on & first_words<W>(f->from.data());
        if (f->virgin) o &= virgin;
        if (f->block[0]) o &= ~shifted(occupied, -f->block[0]);
        if (f->block[1]) o &= ~shifted(occupied, -f->block[1]);
        counted += std::uint64_t(bit_count_of(shifted(o, f->delta) & ends[f->modes] & ~barred));
    }
    return counted;
}

// The moves of the pieces `from` along fill form f: their rays filled through the empty
// squares, doubling the step each round (`Rounds` of them), then one step more onto the first
// piece met. The rays of two of them one way never share a square (one's ends where it meets
// the other), so the squares of all of them count each piece's moves.
template <class W, bool Up, int Rounds>
std::uint64_t fill_count(const FillForm& f, W from, W empty, const W* ends) {
    auto step = [](W x, int k) { return Up ? x << k : x >> k; };
    const W arrive = first_words<W>(f.arrive.data());
    W open = empty & arrive, filled = from;
    int k = f.shift;
    for (int r = 0; r < Rounds; ++r, k <<= 1) {   // (unrolled)
        filled |= open & step(filled, k);
        if (r + 1 < Rounds) open &= step(open, k);
    }
    return std::uint64_t(bit_count_of(step(filled, f.shift) & arrive & ends[f.modes]));
}

template <class W, bool Up>
std::uint64_t fill_count(const FillForm& f, W from, W empty, const W* ends) {
    switch (f.rounds) {
        case 0: return fill_count<W, Up, 0>(f, from, empty, ends);
        case 1: return fill_count<W, Up, 1>(f, from, empty, ends);
        case 2: return fill_count<W, Up, 2>(f, from, empty, ends);
        case 3: return fill_count<W, Up, 3>(f, from, empty, ends);
        case 4: return fill_count<W, Up, 4>(f, from, empty, ends);
        case 5: return fill_count<W, Up, 5>(f, from, empty, ends);
        case 6: return fill_count<W, Up, 6>(f, from, empty, ends);
        default: return fill_count<W, Up, 7>(f, from, empty, ends);
    }
}

// The moves of the pieces gathered in fill slots (`gathered`, BitPiece::fill_slot) along the
// side's fill forms, the pieces of each form's slots (FillForm::source) gathered once.
template <class W>
std::uint64_t count_fills(const RulesetData& rd, int c, const W* gathered, W empty,
                          const W* ends) {
    W on[MaxFillSources];
    const std::vector<std::uint8_t>& sources = rd.fill_sources[std::size_t(c)];
    for (std::size_t i = 0; i < sources.size(); ++i) {
        on[i] = 0;
        for (unsigned m = sources[i]; m; m &= m - 1) on[i] |= gathered[std::countr_zero(m)];
    }
    std::uint64_t n = 0;
    for (const FillForm& f : rd.fill_up[std::size_t(c)])
        if (on[f.source]) n += fill_count<W, true>(f, on[f.source], empty, ends);
    for (const FillForm& f : rd.fill_down[std::size_t(c)])
        if (on[f.source]) n += fill_count<W, false>(f, on[f.source], empty, ends);
    return n;
}

// `Apart` (BulkCount::captures_listed): a piece that could take an enemy piece is left out (not
// in `done`), for the walk to list its captures; no type is counted by shifts. `fails`
// (BulkCount::fails): the squares of each type where its moves are not counted. Without
// either, the rides of a type with a fill slot are counted by fills, for all its pieces at once.
template <class W, bool Apart, bool Barred>
std::uint64_t count_sets(const RulesetData& rd, const PositionState& st, W from, W& done,
                         const SquareSet* fails) {
    constexpr std::size_t words = sizeof(W) / 8;
    const int c = int(st.side) & 1;
    const W mine = first_words<W>(st.pieces[std::size_t(c)].data());
    const W theirs = first_words<W>(st.pieces[std::size_t(c ^ 1)].data());
    const W occupied = mine | theirs | first_words<W>(st.pieces[2].data());
    // [modes]: where a move of those modes ends plainly (ModeMove, ModeCapture and
    // ModeDestroy are bits 0, 1 and 2: empty squares, the enemy's, ours)
    static_assert(ModeMove == 1 && ModeCapture == 2 && ModeDestroy == 4);
    W ends[8];
    for (int m = 0; m < 8; ++m)
        ends[m] = (m & 1 ? ~occupied : 0) | (m & 2 ? theirs : 0) | (m & 4 ? mine : 0);
    const bool ep = st.ep_victim != NoSquare;
    const BitPiece* pieces = rd.bit_pieces[std::size_t(c)].data();
    const BitForm* forms = rd.bit_forms.data();
    const std::uint64_t* sets = rd.bit_sets.data();
    const std::size_t size = std::size_t(rd.size());
    std::uint64_t counted = 0;   // (it and `local`, not `done`, which may alias the tables)
    W local = 0;
    W gathered[MaxShiftTypes] = {};
    W left = from;
    // (on one word the pieces of the shift and fill slots' types are found in the board's
    // bytes, all of a type at once; the loop below takes the others, one by one)
    constexpr bool BySets = sizeof(W) == 8 && !Apart;
    constexpr bool Fills = BySets && !Barred;   // (fill_forms: one word)
    W filling[Fills ? MaxFillTypes : 1] = {};
    if constexpr (BySets) {
        auto of_type = [&](int type) -> W {
            const BitPiece& bp = pieces[type];
            if (ep && bp.ep_leaps) return 0;
            return squares_holding(st.board.data(), make_cell(type, st.side)) & from & ~bp.skip[0];
        };
        for (int k = 0; k < rd.shift_slots[std::size_t(c)]; ++k) {
            gathered[k] = of_type(rd.shift_types[std::size_t(c)][std::size_t(k)]);
            left &= ~gathered[k];
            local |= gathered[k];
        }
        if constexpr (Fills)
            for (int k = 0; k < rd.fill_slots[std::size_t(c)]; ++k) {
                const int type = rd.fill_types[std::size_t(c)][std::size_t(k)];
                filling[k] = of_type(type);
                if (pieces[type].kept) continue;   // (its other forms: counted below)
                left &= ~filling[k];
                local |= filling[k];
            }
    }
    for (; left; left &= left - 1) {
        const Square s = Square(lowest_bit(left));
        const BitPiece& bp = pieces[cell_type(st.board[s])];
        if (has<W>(bp.skip, s) || (ep && bp.ep_leaps)) continue;
        if (!Apart && !BySets && bp.slot >= 0) {   // (counted with its type's other pieces, below)
            gathered[bp.slot] |= W(1) << s;
            local |= W(1) << s;
            continue;
        }
        const std::uint64_t* at = sets + std::size_t(s) * words;   // (the origin's sets)
        const BitForm* end = forms + bp.first + bp.forms;
        if (Fills && bp.fill_slot >= 0)   // (its rides counted by fills, gathered above)
            end = forms + bp.first + bp.kept;
        W barred = 0;
        if constexpr (Barred) barred = first_words<W>(fails[cell_type(st.board[s])].bits.data());
        std::uint64_t n = 0;
        W takes = 0;
        for (const BitForm* f = forms + bp.first; f != end; ++f) {
            if (!bp.plain && !form_applies<W>(*f, at, size, s, st.is_virgin(s), occupied))
                continue;
            const W to = form_reach<W>(*f, at, size, occupied);
            n += std::uint64_t(bit_count_of(to & ends[f->modes] & ~barred));
            if constexpr (Apart) takes |= to & ends[f->modes] & theirs;
        }
        if (Apart && takes) continue;
        counted += n;
        local |= W(1) << s;
    }
    const W virgin = first_words<W>(st.virgin.data());
    for (int k = 0; k < rd.shift_slots[std::size_t(c)]; ++k) {
        if (!gathered[k]) continue;
        const int type = rd.shift_types[std::size_t(c)][std::size_t(k)];
        W barred = 0;
        if constexpr (Barred) barred = first_words<W>(fails[type].bits.data());
        counted += count_shifts(rd, pieces[type], gathered[k], occupied, virgin, ends, barred);
    }
    if constexpr (Fills) counted += count_fills<W>(rd, c, filling, ~occupied, ends);
    done = local;
    return counted;
}

// count_sets() with its flags as template arguments.
template <class W>
std::uint64_t count_sets_of(const RulesetData& rd, const PositionState& st, W from, W& done,
                            bool apart, const SquareSet* fails) {
    if (fails) {
        return apart ? count_sets<W, true, true>(rd, st, from, done, fails)
                     : count_sets<W, false, true>(rd, st, from, done, fails);
    }
    return apart ? count_sets<W, true, false>(rd, st, from, done, fails)
                 : count_sets<W, false, false>(rd, st, from, done, fails);
}

template <class W>
bool royal_moves(const RulesetData& rd, const PositionState& st, Square s, std::uint64_t& n) {
    constexpr std::size_t words = sizeof(W) / 8;
    const int c = int(st.side) & 1;
    const int type = cell_type(st.board[s]);
    const BitPiece& bp = rd.bit_pieces[std::size_t(c)][std::size_t(type)];
    constexpr std::uint32_t MaxRoyalForms = 8;
    if (!bp.formed || bp.forms > MaxRoyalForms ||
        rd.types[std::size_t(type)].promo_from[c].has(s) || (st.ep_victim != NoSquare && bp.ep_leaps))
        return false;
    const W mine = first_words<W>(st.pieces[std::size_t(c)].data());
    const W theirs = first_words<W>(st.pieces[std::size_t(c ^ 1)].data());
    const W occupied = mine | theirs | first_words<W>(st.pieces[2].data());
    const std::size_t size = std::size_t(rd.size());
    const std::uint64_t* at = rd.bit_sets.data() + std::size_t(s) * words;
    W each[MaxRoyalForms] = {};
    W all = 0;
    for (std::uint32_t i = 0; i < bp.forms; ++i) {
        const BitForm& f = rd.bit_forms[bp.first + i];
        if (!form_applies<W>(f, at, size, s, st.is_virgin(s), occupied)) continue;
        const W to = form_reach<W>(f, at, size, occupied);
        const W ends = (f.modes & ModeMove ? ~occupied : 0) | (f.modes & ModeCapture ? theirs : 0) |
                       (f.modes & ModeDestroy ? mine : 0);
        each[i] = to & ends;
        all |= each[i];
    }
    if (all >> s & 1) return false;   // (a move that stays: judged by make)
    W safe = 0;
    for (W left = all; left; left &= left - 1) {
        const Square t = Square(lowest_bit(left));
        if (!attacked(rd, st, t, opposite(st.side), nullptr, false, s)) safe |= W(1) << t;
    }
    for (std::uint32_t i = 0; i < bp.forms; ++i) n += std::uint64_t(bit_count_of(each[i] & safe));
    return true;
}

}  // namespace

bool count_royal_moves(const RulesetData& rd, const PositionState& st, Square s, std::uint64_t& n) {
    return rd.words == 1 ? royal_moves<std::uint64_t>(rd, st, s, n)
                         : royal_moves<Wide>(rd, st, s, n);
}

void bit_count(const RulesetData& rd, const PositionState& st, SquareSet& from,
               std::uint64_t& n, bool captures_apart, const SquareSet* fails) {
    if (rd.words == 1) {
        std::uint64_t done = 0;
        n += count_sets_of<std::uint64_t>(rd, st, from.bits[0], done, captures_apart, fails);
        from.bits[0] = done;
    } else {
        Wide done = 0;
        const Wide all = first_words<Wide>(from.bits.data());
        n += count_sets_of<Wide>(rd, st, all, done, captures_apart, fails);
        std::memcpy(from.bits.data(), &done, sizeof done);
    }
}

}  // namespace aviary::detail

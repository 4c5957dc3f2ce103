// The fill forms (FillForm): a piece's unlimited rides counted for all the pieces that ride
// them at once (movegen/bit_count.cpp). A half of a ride form (its squares from each origin one
// way along the square numbers) is a fill when, on the empty board, each of its rays is the
// chain of one step: the same number of squares on from every origin, repeated while the
// square reached has a step of its own. Whatever the board's shape, that is checked here from
// the form's own sets, so a fill counts exactly what the form counts.
#include <algorithm>
#include <bit>

#include "compile/fast_forms.hpp"
#include "compile/form_sets.hpp"

namespace aviary::detail {
namespace {

using namespace form_sets;

enum class Half { Empty, Fill, Not };

// Half h (0: up the numbers, 1: down) of ride form f as a fill in `out`.
Half half_fill(const RulesetData& rd, const BitForm& f, int h, FillForm& out) {
    const std::size_t n = std::size_t(rd.size()), words = std::size_t(rd.words);
    std::vector<Set> sets(n);
    int delta = 0;
    for (std::size_t s = 0; s < n; ++s) {
        for (std::size_t w = 0; w < words; ++w)
            sets[s][w] = rd.bit_sets[f.at + (std::size_t(h) * n + s) * words + w];
        if (empty(sets[s])) continue;
        const int d = (h ? highest(sets[s]) : lowest(sets[s])) - int(s);
        if (delta && d != delta) return Half::Not;
        delta = d;
    }
    if (!delta) return Half::Empty;
    Set arrive{};
    for (std::size_t s = 0; s < n; ++s)
        if (!empty(sets[s])) add(arrive, int(s) + delta);
    int longest = 0;
    for (std::size_t s = 0; s < n; ++s) {
        Set chain{};
        int len = 0;
        for (int t = int(s); !empty(sets[std::size_t(t)]); t += delta, ++len) add(chain, t + delta);
        if (chain != sets[s]) return Half::Not;
        longest = std::max(longest, len);
    }
    out.arrive = arrive;
    out.shift = std::uint8_t(std::abs(delta));
    out.rounds = std::uint8_t(std::bit_width(unsigned(longest - 1)));
    out.modes = f.modes;
    // (the longest shift of a doubling stays inside the set's bits)
    const bool fits = std::abs(delta) < 256 && (out.rounds == 0 ||
                      (std::abs(delta) << (out.rounds - 1)) < 64 * rd.words);
    return fits ? Half::Fill : Half::Not;
}

// Form f as fills (up to one each way); false when it is no plain ride whose halves are each a
// fill or empty.
bool form_fills(const RulesetData& rd, const BitForm& f, std::vector<FillForm>& up,
                std::vector<FillForm>& down) {
    if (f.dir != 1 || f.lame || f.virgin) return false;
    for (int s = 0; s < rd.size(); ++s)
        if (!has(f.from, s)) return false;
    FillForm u, d;
    const Half hu = half_fill(rd, f, 0, u), hd = half_fill(rd, f, 1, d);
    if (hu == Half::Not || hd == Half::Not || (hu == Half::Empty && hd == Half::Empty))
        return false;
    if (hu == Half::Fill) up.push_back(u);
    if (hd == Half::Fill) down.push_back(d);
    return true;
}

// Adds the fills of slot `slot` to a side's list, one entry for each fill however many types
// ride it.
void merge(std::vector<FillForm>& list, const std::vector<FillForm>& fills, int slot) {
    for (FillForm f : fills) {
        auto same = [&](const FillForm& o) {
            return o.arrive == f.arrive && o.shift == f.shift && o.rounds == f.rounds &&
                   o.modes == f.modes;
        };
        auto it = std::find_if(list.begin(), list.end(), same);
        if (it == list.end()) it = list.insert(list.end(), f);
        it->slots |= std::uint8_t(1 << slot);
    }
}

// Each fill form's set of slots as a source (FillForm::source), one for each set; false when
// there would be more than MaxFillSources.
bool number_sources(std::vector<FillForm>& up, std::vector<FillForm>& down,
                    std::vector<std::uint8_t>& sources) {
    sources.clear();
    for (auto* list : {&up, &down})
        for (FillForm& f : *list) {
            auto it = std::find(sources.begin(), sources.end(), f.slots);
            f.source = std::uint8_t(it - sources.begin());
            if (it == sources.end()) sources.push_back(f.slots);
        }
    return sources.size() <= MaxFillSources;
}

}  // namespace

void fill_forms(RulesetData& rd, int c, int type, BitPiece& bp) {
    const std::size_t side = std::size_t(c);
    // (on two words a fill's shifts cost more than the rides they replace: measured slower)
    if (rd.words != 1 || !bp.counted || bp.slot >= 0 || rd.fill_slots[side] == MaxFillTypes)
        return;
    std::vector<FillForm> up, down;
    std::vector<BitForm> kept, filled;
    for (std::uint32_t i = 0; i < bp.forms; ++i) {
        const BitForm& f = rd.bit_forms[bp.first + i];
        (form_fills(rd, f, up, down) ? filled : kept).push_back(f);
    }
    if (filled.empty()) return;
    const int slot = rd.fill_slots[side];
    std::vector<FillForm> all_up = rd.fill_up[side], all_down = rd.fill_down[side];
    merge(all_up, up, slot);
    merge(all_down, down, slot);
    std::vector<std::uint8_t> sources;
    if (!number_sources(all_up, all_down, sources)) return;   // (its own forms count it)
    rd.fill_up[side] = std::move(all_up);
    rd.fill_down[side] = std::move(all_down);
    rd.fill_sources[side] = std::move(sources);
    // (its own forms first, then those the fills count, which a royal piece still reads)
    kept.insert(kept.end(), filled.begin(), filled.end());
    std::copy(kept.begin(), kept.end(), rd.bit_forms.begin() + bp.first);
    bp.kept = bp.forms - std::uint32_t(filled.size());
    bp.fill_slot = std::int8_t(slot);
    rd.fill_types[side][std::size_t(slot)] = std::uint8_t(type);
    ++rd.fill_slots[side];
}

}  // namespace aviary::detail

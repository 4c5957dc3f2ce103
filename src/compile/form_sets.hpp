// The square sets of the bit forms as the compiler builds them (BitForm::from,
// RulesetData::bit_sets; bit_forms.cpp, fill_forms.cpp): two words, bit s % 64 of word s / 64.
#pragma once
#include <array>
#include <bit>
#include <cstdint>

namespace aviary::detail::form_sets {

using Set = std::array<std::uint64_t, 2>;

inline void add(Set& set, int s) { set[std::size_t(s) >> 6] |= std::uint64_t(1) << (s & 63); }
inline void remove(Set& set, int s) { set[std::size_t(s) >> 6] &= ~(std::uint64_t(1) << (s & 63)); }
inline bool has(const Set& set, int s) { return set[std::size_t(s) >> 6] >> (s & 63) & 1; }
inline bool empty(const Set& set) { return !(set[0] | set[1]); }
inline int lowest(const Set& set) {
    return set[0] ? std::countr_zero(set[0]) : 64 + std::countr_zero(set[1]);
}
inline int highest(const Set& set) {
    return set[1] ? 127 - std::countl_zero(set[1]) : 63 - std::countl_zero(set[0]);
}

}  // namespace aviary::detail::form_sets

// Small readers of setting values shared by the loading stages.
#include <algorithm>
#include <sstream>

#include "compile/regions.hpp"
#include "load/loader_state.hpp"

namespace aviary::load {

const Stmt* find_setting(const Loader& L, const std::string& key) {
    auto it = L.settings.find(key);
    return it == L.settings.end() ? nullptr : &it->second;
}

void setting_error(Loader& L, const Stmt* s, std::string msg) {
    L.error(s->src, s->setting.value.offset, std::move(msg));
}

int word_choice(Loader& L, const std::string& key, const std::vector<std::string>& words) {
    const Stmt* s = find_setting(L, key);
    if (!s) return 0;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (s->setting.value.text == words[i]) return int(i);
    std::string list;
    for (const auto& w : words) list += (list.empty() ? "" : ", ") + w;
    setting_error(L, s, key + " is one of: " + list);
    return 0;
}

int number_setting(Loader& L, const std::string& key, int lo, int hi, int fallback) {
    const Stmt* s = find_setting(L, key);
    if (!s) return fallback;
    const std::string& v = s->setting.value.text;
    if (v.empty() || v.size() > 4 || !std::all_of(v.begin(), v.end(), ::isdigit) ||
        std::stoi(v) < lo || std::stoi(v) > hi) {
        setting_error(L, s, key + " is a whole number from " + std::to_string(lo) + " to " +
                                std::to_string(hi));
        return fallback;
    }
    return std::stoi(v);
}

std::vector<int> letters_at(Loader& L, const Stmt* s, const RulesetData& rd, std::size_t at,
                            const std::string& word) {
    std::vector<int> out;
    for (std::size_t i = 0; i < word.size();) {
        if (word[i] == ' ') {
            ++i;
            continue;
        }
        const std::size_t from = i;
        const int t = rd.type_by_id(word, i);   // (X, +X, X', X!)
        if (t >= 0) {
            out.push_back(t);
            continue;
        }
        L.error(s->src, s->setting.value.offset + at + from, L.no_piece(word[from]));
        ++i;
    }
    return out;
}

bool parse_ranks(const std::string& v, int ranks, std::uint32_t& mask) {
    mask = 0;
    std::stringstream ss(v);
    std::string part;
    while (std::getline(ss, part, ',')) {
        int lo = 0, hi = 0;
        std::size_t dash = part.find('-');
        try {
            if (dash == std::string::npos) lo = hi = std::stoi(part);
            else {
                lo = std::stoi(part.substr(0, dash));
                hi = std::stoi(part.substr(dash + 1));
            }
        } catch (...) {
            return false;
        }
        if (lo < 1 || hi > ranks || lo > hi) return false;
        for (int r = lo; r <= hi; ++r) mask |= 1u << (r - 1);
    }
    return mask != 0;
}

bool add_squares(const BoardShape& b, const std::string& word, detail::SquareSet& out) {
    const std::size_t dash = word.find('-');
    auto a = b.parse(word.substr(0, dash));
    auto z = dash == std::string::npos ? a : b.parse(word.substr(dash + 1));
    if (!a || !z) return false;
    for (int f = std::min(b.file_of(*a), b.file_of(*z)); f <= std::max(b.file_of(*a), b.file_of(*z)); ++f)
        for (int r = std::min(b.rank_of(*a), b.rank_of(*z)); r <= std::max(b.rank_of(*a), b.rank_of(*z)); ++r)
            out.set(b.square(f, r));
    return true;
}

bool parse_squares(const BoardShape& b, const std::string& v, std::vector<Square>& out) {
    return !detail::parse_square_list(b, v, out);
}

}  // namespace aviary::load

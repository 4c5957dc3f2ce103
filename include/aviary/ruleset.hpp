// The compiled game: immutable, shared, safe to use from several threads.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary {

namespace detail {
struct RulesetData;
}

struct PieceInfo {
    std::string name;
    char letter = 0;          // upper-case FEN letter (or a symbol such as '*')
    std::string notation;     // as written in the variant file
    bool royal = false;
    bool neutral = false;
    int value = 0;            // value= in the variant file (centipawns), 0 when not given
    std::string fen;          // how FENs write it (White's): the letter, or fen= (`+P`, `Q~`)
};

class Ruleset {
public:
    explicit Ruleset(std::shared_ptr<const detail::RulesetData> data) : data_(std::move(data)) {}

    const std::string& name() const;
    BoardShape shape() const;
    std::string start_fen() const;
    std::vector<PieceInfo> pieces() const;
    bool has_hands() const;
    // Some type goes to the captor's hand when captured.
    bool captures_to_hand() const;

    const detail::RulesetData& data() const { return *data_; }
    const std::shared_ptr<const detail::RulesetData>& shared() const { return data_; }

private:
    std::shared_ptr<const detail::RulesetData> data_;
};

}  // namespace aviary

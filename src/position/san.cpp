// SAN: writing every move kind in short algebraic notation, and reading it back by matching
// the SAN of the legal moves (README: "SAN").
#include "aviary/san.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>

#include "ir/access.hpp"
#include "ir/rules_data.hpp"
#include "movegen/movegen.hpp"
#include "position/effects.hpp"
#include "position/notation.hpp"

namespace aviary {

using namespace detail;

namespace {

bool side_in_check(const RulesetData& rd, const PositionState& st) {
    return in_check(rd, st, st.side);
}

// What follows a move's SAN: its effects where `n` and `e` show them ("[P@d2,~e5]"), then "+"
// when it gives check, "#" when it mates.
std::string marks(const RulesetData& rd, const PositionState& st, const Move& m, Notation n,
                  SanEffects e = SanEffects::Omitted) {
    const bool checks = marks_checks(n) && rd.plan.safety != Safety::None;
    const bool effects = e == SanEffects::Shown && (n == Notation::San || n == Notation::Lan);
    if (!checks && !effects) return {};
    PositionState after = st;
    apply_move(rd, after, m);
    std::string out = effects ? effects_text(rd, st, effects_between(rd, st, after, m), n) : "";
    if (!checks || !side_in_check(rd, after)) return out;
    MoveList replies;
    Square hint = NoSquare;
    legal_moves(rd, after, replies, &hint);
    return out + (replies.empty() ? "#" : "+");
}

// The effects SAN shows for `m` ("[P@d2]"), "" when it has none.
std::string effects_of(const Position& pos, const Move& m) {
    const RulesetData& rd = detail::rules_data(pos.ruleset());
    PositionState after = detail::state_of(pos);
    apply_move(rd, after, m);
    return effects_text(rd, detail::state_of(pos), effects_between(rd, detail::state_of(pos), after, m), Notation::San);
}

// The effects written after a SAN ("[P@d2]"), "" when there are none.
std::string effects_part(std::string_view text) {
    const std::size_t open = text.find('['), close = text.rfind(']');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open) return {};
    return std::string(text.substr(open, close - open + 1));
}

// The tolerant form: no check marks, annotations, `x`, `=` or "e.p.", and `O` for `0`.
std::string normalized(std::string_view text) {
    std::string t(text);
    auto trim = [&] {
        while (!t.empty() && std::isspace((unsigned char)t.back())) t.pop_back();
    };
    trim();
    if (t.size() >= 4 && t.compare(t.size() - 4, 4, "e.p.") == 0) t.resize(t.size() - 4);
    trim();
    while (!t.empty() && std::strchr("+#!?", t.back())) t.pop_back();
    if (const std::string fx = effects_part(t); !fx.empty()) t.erase(t.find(fx), fx.size());
    for (std::size_t k = 0; k < t.size() && (t[k] == '0' || t[k] == 'O' || t[k] == '-'); ++k)
        if (t[k] == '0') t[k] = 'O';
    std::string out;
    for (char c : t)
        if (c != 'x' && c != '=') out += c;
    return out;
}

// The SAN of each legal move without its check mark.
std::vector<std::string> unmarked_sans(const Position& pos, const MoveList& legal, Notation n = Notation::San,
                                       bool fen_letters = false) {
    return write_moves(detail::rules_data(pos.ruleset()), detail::state_of(pos), legal, n, fen_letters);
}

// The legal moves whose SAN may be `text`: castlings and the moves whose destination (and
// neutral square) the text names. Moves that differ only in their origin stay together, so
// disambiguation among the candidates is that among all legal moves.
void candidates(const Position& pos, const std::string& text, MoveList& out) {
    const BoardShape b = pos.ruleset().shape();
    MoveList legal;
    pos.legal_moves(legal);
    for (const Move& m : legal) {
        if (!(m.flags & MoveCastle) && !m.is_pass() && text.find(b.name(m.to)) == std::string::npos) continue;
        if (m.neutral.to != NoSquare && text.find("," + b.name(m.neutral.to)) == std::string::npos) continue;
        out.push(m);
    }
}

// The moves whose tolerant form is `want`. A bare destination ("c3") is also the pawn push
// from its own file, which SAN writes "cc3" when a pawn on another file may step there too
// (a relayed or sideways pawn move); "^e2" is the pickup of whatever stands on e2.
std::vector<std::size_t> matching(const std::vector<std::string>& plain, const std::string& want) {
    std::vector<std::size_t> hits;
    for (std::size_t i = 0; i < plain.size(); ++i)
        if (normalized(plain[i]) == want) hits.push_back(i);
    if (hits.empty() && !want.empty() && std::islower((unsigned char)want[0]))
        for (std::size_t i = 0; i < plain.size(); ++i)
            if (normalized(plain[i]) == want.substr(0, 1) + want) hits.push_back(i);
    // a pickup without its piece's letter (^e2, as Sjaak II writes a pawn's): the square alone
    // names it
    if (hits.empty() && !want.empty() && want[0] == '^')
        for (std::size_t i = 0; i < plain.size(); ++i)
            if (const std::size_t at = plain[i].find('^'); at != std::string::npos && plain[i].substr(at) == want)
                hits.push_back(i);
    return hits;
}

}  // namespace

std::vector<std::string> moves_to_san(const Position& pos, const MoveList& legal, Notation n, SanEffects e) {
    std::vector<std::string> out = unmarked_sans(pos, legal, n);
    for (std::size_t i = 0; i < legal.size(); ++i)
        out[i] += marks(detail::rules_data(pos.ruleset()), detail::state_of(pos), legal[i], n, e);
    return out;
}

std::string move_to_san(const Position& pos, const Move& m, Notation n, SanEffects e) {
    MoveList legal;
    pos.legal_moves(legal);
    const std::vector<std::string> sans = unmarked_sans(pos, legal, n);   // marks: this move's only
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i] == m) return sans[i] + marks(detail::rules_data(pos.ruleset()), detail::state_of(pos), m, n, e);
    return pos.move_to_string(m);   // not a legal move: its coordinate form
}

Result<Move> parse_san(const Position& pos, std::string_view text, const std::string& source) {
    std::size_t lead = 0;
    while (lead < text.size() && std::isspace((unsigned char)text[lead])) ++lead;
    std::string body(text.substr(lead));
    while (!body.empty() && std::isspace((unsigned char)body.back())) body.pop_back();
    auto fail = [&](std::string msg, std::size_t at = 0) {
        return Result<Move>(make_diagnostic(source, std::string(text), lead + at, std::move(msg)));
    };
    // the move found, if the effects the text gives (if any) are its own
    auto found = [&](const Move& m) {
        const std::string given = effects_part(body), real = given.empty() ? given : effects_of(pos, m);
        if (given == real) return Result<Move>(m);
        return fail("the effects of " + pos.move_to_string(m) + " are " + (real.empty() ? "none" : real) +
                    ", not " + given, body.find('['));
    };
    if (body.empty()) return fail("empty move");
    // Match the tolerant forms first (no check marks to compute), then the exact SAN among
    // the moves that share a tolerant form.
    MoveList legal;
    candidates(pos, body, legal);
    std::vector<std::string> plain = unmarked_sans(pos, legal);
    const std::string want = normalized(body);
    std::vector<std::size_t> hits = matching(plain, want);
    if (hits.empty()) {   // the pieces by their FEN letters: Nc3 for xiangqi's horse (san=H)
        plain = unmarked_sans(pos, legal, Notation::San, true);
        hits = matching(plain, want);
    }
    if (hits.size() == 1) return found(legal[hits[0]]);
    if (hits.size() > 1) {
        std::string opts;
        for (std::size_t k = 0; k < hits.size(); ++k) {
            const std::string full = plain[hits[k]] + marks(detail::rules_data(pos.ruleset()), detail::state_of(pos),
                                                            legal[hits[k]], Notation::San, SanEffects::Shown);
            if (full == body || plain[hits[k]] == body) return found(legal[hits[k]]);
            if (k < 6) opts += (k ? ", " : "") + full;
        }
        return fail("ambiguous move '" + body + "': it could be " + opts);
    }
    Result<Move> coordinate = pos.parse_move(body, source);
    if (coordinate) return coordinate;
    // A SAN-looking text: say so rather than give the coordinate parser's view of it.
    const unsigned char c0 = (unsigned char)body[0];
    if (std::isupper(c0) || body[0] == '0' || body.find('x') != std::string::npos)
        return fail("no legal move is written '" + body + "' in " + pos.fen());
    return fail("no legal move is written '" + body + "': " + coordinate.errors().front().message);
}

}  // namespace aviary

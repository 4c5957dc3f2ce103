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
#include "position/notation.hpp"

namespace aviary {

using namespace detail;

namespace {

bool side_in_check(const RulesetData& rd, const PositionState& st) {
    return in_check(rd, st, st.side);
}

// "+" when the move gives check, "#" when it mates, else "".
std::string check_mark(const RulesetData& rd, const PositionState& st, const Move& m) {
    if (rd.plan.safety == Safety::None) return {};
    PositionState after = st;
    apply_move(rd, after, m);
    if (!side_in_check(rd, after)) return {};
    MoveList replies;
    Square hint = NoSquare;
    legal_moves(rd, after, replies, &hint);
    return replies.empty() ? "#" : "+";
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

std::vector<std::string> moves_to_san(const Position& pos, const MoveList& legal, Notation n) {
    std::vector<std::string> out = unmarked_sans(pos, legal, n);
    if (marks_checks(n))
        for (std::size_t i = 0; i < legal.size(); ++i)
            out[i] += check_mark(detail::rules_data(pos.ruleset()), detail::state_of(pos), legal[i]);
    return out;
}

std::string move_to_san(const Position& pos, const Move& m, Notation n) {
    MoveList legal;
    pos.legal_moves(legal);
    const std::vector<std::string> sans = unmarked_sans(pos, legal, n);   // marks: this move's only
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i] == m)
            return sans[i] + (marks_checks(n) ? check_mark(detail::rules_data(pos.ruleset()), detail::state_of(pos), m) : "");
    return pos.move_to_string(m);   // not a legal move: its coordinate form
}

Result<Move> parse_san(const Position& pos, std::string_view text, const std::string& source) {
    std::size_t lead = 0;
    while (lead < text.size() && std::isspace((unsigned char)text[lead])) ++lead;
    std::string body(text.substr(lead));
    while (!body.empty() && std::isspace((unsigned char)body.back())) body.pop_back();
    auto fail = [&](std::string msg) {
        return Result<Move>(make_diagnostic(source, std::string(text), lead, std::move(msg)));
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
    if (hits.size() == 1) return legal[hits[0]];
    if (hits.size() > 1) {
        std::string opts;
        for (std::size_t k = 0; k < hits.size(); ++k) {
            const std::string full = plain[hits[k]] + check_mark(detail::rules_data(pos.ruleset()), detail::state_of(pos), legal[hits[k]]);
            if (full == body || plain[hits[k]] == body) return legal[hits[k]];
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

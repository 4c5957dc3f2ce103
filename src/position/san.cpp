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

namespace aviary {

using namespace detail;

namespace {

// The one type written without its letter: the game's only promoting type (the pawn of
// chess-like games). -1 when no type or several types promote: then every move has a letter.
int letterless_type(const RulesetData& rd) {
    int found = -1;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        if (rd.types[t].promo_source == PromotionKind::None || rd.types[t].royal) continue;
        if (found >= 0) return -1;
        found = int(t);
    }
    return found;
}

// A move's SAN in pieces: head + disambiguation + tail + neutral, then the check mark.
struct SanParts {
    std::string head;     // the piece letter (or "P@" of a drop), or the castling token
    std::string tail;     // captures, destination, promotion, swap
    std::string neutral;  // ",d5": where the relocated neutral piece goes
    std::string castle_long;   // "/g1f1": the king's and the partner's squares
    Square from = NoSquare;
    bool castle = false, letterless = false, capture = false;
};

std::string letter_of(const RulesetData& rd, int type) { return std::string(1, rd.types[type].letter); }

// The captures, destination, promotion and swap of an ordinary (non-castling) move.
void describe_move(const RulesetData& rd, const PositionState& st, const Move& m, SanParts& p) {
    const BoardShape& b = rd.shape;
    std::string victims;
    if (!(m.flags & MoveEnPassant))
        for (Square v : m.victim)
            if (v != NoSquare) victims += "x" + b.name(v);
    const bool takes_to = (m.flags & MoveEnPassant) ||
                          (st.board[m.to] && m.to != m.from && m.unload == NoSquare);
    p.capture = takes_to || !victims.empty();
    if (!victims.empty()) p.tail = victims + (takes_to ? "x" : "-") + b.name(m.to);
    else p.tail = (takes_to ? "x" : "") + b.name(m.to);
    if (m.piece) p.tail += (m.is_gating() ? "/" : "=") + letter_of(rd, m.piece - 1);   // gating: Nc3/H
    if (m.unload != NoSquare) p.tail += "&" + b.name(m.unload);
}

SanParts parts_of(const RulesetData& rd, const PositionState& st, const Move& m, int pawn) {
    const BoardShape& b = rd.shape;
    SanParts p;
    if (m.neutral.to != NoSquare) p.neutral = "," + b.name(m.neutral.to);
    if (m.flags & MoveCastle) {
        p.castle = true;
        p.head = b.file_of(m.to) > b.file_of(m.from) ? "O-O" : "O-O-O";
        if (m.is_gating()) p.head += "/" + letter_of(rd, m.piece - 1) + b.name(m.gate_square());   // O-O/He1
        p.castle_long = "/" + b.name(m.to) + b.name(m.partner.to);
        return p;
    }
    if (m.is_pass()) {   // PGN's null move
        p.head = "--";
        return p;
    }
    if (m.is_drop()) {
        p.head = letter_of(rd, m.piece - 1) + "@";
        p.tail = b.name(m.to);
        return p;
    }
    p.from = m.from;
    const int type = cell_type(st.board[m.from]);
    p.letterless = type == pawn;
    if (!p.letterless) p.head = letter_of(rd, type);
    describe_move(rd, st, m, p);
    return p;
}

// The origin as chess writes it: nothing when no other move of the group starts elsewhere,
// else its file, else its rank, else the square; a letterless capture always has its file.
std::string disambiguation(const BoardShape& b, const std::vector<SanParts>& parts,
                           const std::vector<std::size_t>& group, std::size_t i) {
    const Square from = parts[i].from;
    if (from == NoSquare) return {};
    bool others = false, same_file = false, same_rank = false;
    for (std::size_t j : group) {
        if (j == i || parts[j].from == from) continue;
        others = true;
        same_file = same_file || b.file_of(parts[j].from) == b.file_of(from);
        same_rank = same_rank || b.rank_of(parts[j].from) == b.rank_of(from);
    }
    const std::string file(1, char('a' + b.file_of(from)));
    if (parts[i].letterless && parts[i].capture) return same_file ? b.name(from) : file;
    if (!others) return {};
    if (!same_file) return file;
    if (!same_rank) return std::to_string(b.rank_of(from) + 1);
    return b.name(from);
}

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
std::vector<std::string> unmarked_sans(const Position& pos, const MoveList& legal) {
    const RulesetData& rd = detail::rules_data(pos.ruleset());
    const PositionState& st = detail::state_of(pos);
    const int pawn = letterless_type(rd);
    std::vector<SanParts> parts;
    parts.reserve(legal.size());
    std::map<std::string, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        parts.push_back(parts_of(rd, st, legal[i], pawn));
        const SanParts& p = parts.back();
        groups[(p.castle ? "C|" : "M|") + p.head + "|" + p.tail + p.neutral].push_back(i);
    }
    std::vector<std::string> out(legal.size());
    for (auto& [key, group] : groups)
        for (std::size_t i : group) {
            const SanParts& p = parts[i];
            if (p.castle)
                out[i] = p.head + (group.size() > 1 ? p.castle_long : "") + p.neutral;
            else
                out[i] = p.head + disambiguation(rd.shape, parts, group, i) + p.tail + p.neutral;
        }
    return out;
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

}  // namespace

std::vector<std::string> moves_to_san(const Position& pos, const MoveList& legal) {
    std::vector<std::string> out = unmarked_sans(pos, legal);
    for (std::size_t i = 0; i < legal.size(); ++i)
        out[i] += check_mark(detail::rules_data(pos.ruleset()), detail::state_of(pos), legal[i]);
    return out;
}

std::string move_to_san(const Position& pos, const Move& m) {
    MoveList legal;
    pos.legal_moves(legal);
    const std::vector<std::string> sans = unmarked_sans(pos, legal);   // marks: this move's only
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i] == m) return sans[i] + check_mark(detail::rules_data(pos.ruleset()), detail::state_of(pos), m);
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
    const std::vector<std::string> plain = unmarked_sans(pos, legal);
    const std::string want = normalized(body);
    std::vector<std::size_t> hits;
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (normalized(plain[i]) == want) hits.push_back(i);
    // a bare destination ("c3") is also the pawn push from its own file, which SAN writes
    // "cc3" when a pawn on another file may step there too (a relayed or sideways pawn move)
    if (hits.empty() && !want.empty() && std::islower((unsigned char)want[0]))
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (normalized(plain[i]) == want.substr(0, 1) + want) hits.push_back(i);
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

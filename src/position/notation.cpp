// Writing moves in every notation (notation.hpp): each notation's tokens (files, ranks,
// squares, pieces, separators) and how it tells apart the moves that would read alike.
#include "position/notation.hpp"

#include <cstdlib>
#include <map>
#include <set>
#include <utility>

namespace aviary::detail {
namespace {

using N = Notation;

bool is_shogi(N n) { return n == N::ShogiHosking || n == N::ShogiHodges || n == N::ShogiHodgesNumber; }
bool is_thai(N n) { return n == N::ThaiSan || n == N::ThaiLan; }
bool is_chess(N n) { return n == N::San || n == N::Lan; }

// Thai chess writes files with the first eight letters of the Thai alphabet, ranks with Thai
// digits, and pieces by the initials of their Thai names.
const char* const kThaiFiles[] = {"ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ญ"};
const char* const kThaiDigits[] = {"๐", "๑", "๒", "๓", "๔", "๕", "๖", "๗", "๘", "๙"};

std::string thai_number(int v) {
    std::string out;
    for (char c : std::to_string(v)) out += kThaiDigits[c - '0'];
    return out;
}

// khun (king), khon, met, ma (horse), ruea (boat), bia (pawn), ai-wok: by makruk's letters.
std::string thai_piece(char letter) {
    switch (letter) {
    case 'K': return "ข";
    case 'S': return "ค";
    case 'M': return "ม็";
    case 'N': return "ม";
    case 'R': return "ร";
    case 'P': return "บ";
    case 'A': return "ว";
    default: return "X";
    }
}

// The one type written without its letter: the game's only promoting type (the pawn of
// chess-like games), unless san= says otherwise. -1 when no type or several types promote.
int default_letterless(const RulesetData& rd) {
    int found = -1;
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        if (rd.types[t].promo_source == PromotionKind::None || rd.types[t].royal) continue;
        if (found >= 0) return -1;
        found = int(t);
    }
    return found;
}

enum class Origin { None, File, Rank, Square };

// A move in pieces: head + origin + separator + destination + suffix + neutral.
struct Parts {
    std::string head;      // the piece, or the castling token, or "--" (a pass)
    std::string victims;   // "xd5xe5": the squares taken from besides the destination
    std::string dest, suffix, neutral, castle_long;
    Square from = NoSquare, to = NoSquare;
    int type = -1;
    bool castle = false, pass = false, drop = false, letterless = false;
    bool capture = false, takes_to = false;
    std::string key() const {   // what the moves to tell apart by their origin share
        return (castle ? "C|" : drop ? "D|" : "M|") + head + "|" + victims + (takes_to ? "x" : "") + dest + suffix + neutral;
    }
};

class Writer {
public:
    Writer(const RulesetData& rd, const PositionState& st, N n, bool fen_letters)
        : rd_(rd), st_(st), b_(rd.shape), n_(n), fen_letters_(fen_letters), pawn_(default_letterless(rd)) {}

    Parts parts(const Move& m, const std::set<std::pair<Square, Square>>& promotable) const;
    Origin origin_kind(const std::vector<Parts>& parts, const std::vector<std::size_t>& group,
                       std::size_t i, const Move& m) const;
    std::string assemble(const Parts& p, Origin o, std::size_t group_size) const;
    std::string effect(const aviary::MoveEffect& e) const {
        if (e.kind == EffectKind::ChangesSide) return "~" + square(e.square);
        return drop_letter(e.piece.type) + "@" + square(e.square);
    }

private:
    std::string file(Square s) const;
    std::string rank(Square s) const;
    std::string square(Square s) const {
        if (is_chess(n_)) return b_.name(s);
        return n_ == N::Janggi ? rank(s) + file(s) : file(s) + rank(s);
    }
    std::string letter(int t) const;
    std::string drop_letter(int t) const;
    bool letterless(int t) const;
    // A promoted type as shogi has them: spelled +X, X its unpromoted type.
    bool shogi_promoted(int t) const {
        const PieceType& pt = rd_.types[std::size_t(t)];
        return pt.demote >= 0 && !pt.token.empty() && pt.token[0] == '+';
    }
    std::string piece(const Move& m, int t) const;
    std::string destination(const Move& m) const;
    std::string suffix(const Move& m, int t, bool could_promote) const;
    std::string separator(const Parts& p, Origin o) const;
    std::string wxf_separator(const Parts& p) const;
    // The side to move's pieces of type t on the file of s (only those ahead of s: `ahead`).
    int on_file(Square s, int t, bool ahead) const;
    bool multi_tandem(int t) const;   // two files or more with two of them or more
    Origin wxf_origin(const Move& m, int t) const;

    const RulesetData& rd_;
    const PositionState& st_;
    const BoardShape& b_;
    N n_;
    bool fen_letters_;
    int pawn_;
};

std::string Writer::file(Square s) const {
    const int f = b_.file_of(s);
    switch (n_) {
    case N::ShogiHosking:
    case N::ShogiHodges:
    case N::ShogiHodgesNumber: return std::to_string(b_.files - f);   // from the right
    case N::Janggi: return std::to_string(f + 1);
    case N::XiangqiWxf: return std::to_string(st_.side == Color::White ? b_.files - f : f + 1);
    case N::ThaiSan:
    case N::ThaiLan:
        if (f < 8) return kThaiFiles[f];
        break;
    default: break;
    }
    return std::string(1, b_.file_letter(f));
}

std::string Writer::rank(Square s) const {
    const int r = b_.rank_of(s);
    switch (n_) {
    case N::ShogiHosking:
    case N::ShogiHodgesNumber: return std::to_string(b_.ranks - r);   // from Black's side
    case N::ShogiHodges: return std::string(1, char('a' + b_.ranks - 1 - r));
    case N::Janggi: return std::to_string((b_.ranks - r) % 10);     // the tenth rank is 0
    case N::XiangqiWxf: return on_file(s, cell_type(st_.board[s]), true) ? "-" : "+";   // rear, front
    case N::ThaiSan:
    case N::ThaiLan: return thai_number(r + 1);
    default: return std::to_string((b_.hex ? b_.named_rank(s) : r) + 1);   // (hex: along the file)
    }
}

// Its san= letter, else the letter of its FEN spelling (crazyhouse's promoted queen, Q~, is
// a Q), else its own (its id).
std::string Writer::letter(int t) const {
    const PieceType& pt = rd_.types[std::size_t(t)];
    if (fen_letters_) return pt.id_text();
    if (pt.san && pt.san != '-') return std::string(1, pt.san);
    if (pt.token.size() == 2 && pt.token[1] == '~') return pt.token.substr(0, 1);
    return pt.id_text();   // (a multi-character id, +D or D', whole)
}

// A dropped piece's letter; a promoted type (+L) whose letter another type also writes (Kyoto
// shogi's two golds, both G) by its FEN spelling, so that each drop has its own SAN.
std::string Writer::drop_letter(int t) const {
    const PieceType& pt = rd_.types[std::size_t(t)];
    std::string l = letter(t);
    if (pt.token.empty() || pt.token[0] != '+') return l;
    for (int u = 0; u < int(rd_.types.size()); ++u)
        if (u != t && letter(u) == l) return pt.token;
    return l;
}

bool Writer::letterless(int t) const {
    const char san = rd_.types[std::size_t(t)].san;
    return san == '-' || (t == pawn_ && !san);
}

int Writer::on_file(Square s, int t, bool ahead) const {
    const int f = b_.file_of(s), r = b_.rank_of(s);
    int count = 0;
    for (int rr = 0; rr < b_.ranks; ++rr) {
        const Cell c = st_.board[b_.square(f, rr)];
        if (!c || cell_type(c) != t || cell_color(c) != st_.side) continue;
        if (!ahead || (st_.side == Color::White ? rr > r : rr < r)) ++count;
    }
    return count;
}

bool Writer::multi_tandem(int t) const {
    int files = 0;
    for (int f = 0; f < b_.files; ++f) files += on_file(b_.square(f, 0), t, false) >= 2;
    return files >= 2;
}

// The piece token: none for chess's pawn, the place in a file of three or more of xiangqi's
// pieces (of two, when two files hold two), shogi's +X for a promoted piece, Thai initials.
std::string Writer::piece(const Move& m, int t) const {
    const PieceType& pt = rd_.types[std::size_t(t)];
    if (m.is_drop()) return is_thai(n_) ? thai_piece(pt.letter) : drop_letter(t);
    if ((is_chess(n_) || n_ == N::ThaiSan) && letterless(t)) return "";
    if (n_ == N::XiangqiWxf && on_file(m.from, t, false) >= 3 - multi_tandem(t))
        return std::to_string(on_file(m.from, t, true) + 1);
    if (is_shogi(n_) && shogi_promoted(t)) return "+" + letter(pt.demote);
    if (is_thai(n_)) return thai_piece(pt.letter);
    return letter(t);
}

std::string Writer::destination(const Move& m) const {
    if (n_ != N::XiangqiWxf || m.is_drop()) return square(m.to);
    if (b_.file_of(m.to) != b_.file_of(m.from)) return file(m.to);
    return std::to_string(std::abs(b_.rank_of(m.to) - b_.rank_of(m.from)));   // steps along the file
}

// =Q (a promotion), /H (gating), shogi's + (promotes), - (demotes) and = (could promote and
// does not), &d4 (an unload square).
std::string Writer::suffix(const Move& m, int t, bool could_promote) const {
    std::string s;
    if (m.piece) {
        const int to = m.piece - 1;
        if (m.is_gating()) s = "/" + letter(to);
        else if (is_shogi(n_) && shogi_promoted(to) && rd_.types[std::size_t(to)].demote == t) s = "+";
        else if (is_shogi(n_) && shogi_promoted(t) && rd_.types[std::size_t(t)].demote == to) s = "-";
        else s = "=" + letter(to);
    } else if (is_shogi(n_) && could_promote) {
        s = "=";
    }
    if (m.unload != NoSquare) s += "&" + square(m.unload);
    return s;
}

Parts Writer::parts(const Move& m, const std::set<std::pair<Square, Square>>& promotable) const {
    Parts p;
    if (m.neutral.to != NoSquare) p.neutral = "," + square(m.neutral.to);
    if (m.flags & MoveCastle) {
        p.castle = true;
        p.head = b_.file_of(m.to) > b_.file_of(m.from) ? "O-O" : "O-O-O";
        if (m.is_gating()) p.head += "/" + letter(m.piece - 1) + square(m.gate_square());   // O-O/He1
        p.castle_long = "/" + b_.name(m.to) + b_.name(m.partner.to);
        return p;
    }
    if (m.is_pickup()) {   // N^e2: a piece taken into the hand (pickup), as Sjaak II writes it
        p.pass = true;
        p.head = drop_letter(cell_type(st_.board[m.from])) + "^" + square(m.from);
        return p;
    }
    if (m.is_pass()) {   // PGN's null move; with the pieces it removes (remove-facing)
        p.pass = true;
        p.head = "--";
        for (Square v : m.victims()) p.head += "x" + square(v);
        return p;
    }
    if (m.is_drop()) {
        p.drop = true;
        p.type = m.piece - 1;
        p.head = piece(m, p.type);
        p.dest = square(m.to);
        return p;
    }
    p.from = m.from;
    p.to = m.to;
    p.type = cell_type(st_.board[m.from]);
    p.letterless = letterless(p.type);
    p.head = piece(m, p.type);
    if (!(m.flags & MoveEnPassant))
        for (Square v : m.victim)
            if (v != NoSquare) p.victims += "x" + square(v);
    p.takes_to = (m.flags & MoveEnPassant) || (st_.board[m.to] && m.to != m.from && m.unload == NoSquare);
    p.capture = p.takes_to || !p.victims.empty();
    p.dest = destination(m);
    p.suffix = suffix(m, p.type, !m.piece && promotable.count({m.from, m.to}));
    return p;
}

// WXF names the file a piece leaves, or (two of a type on one file, the other one's same
// step possible) whether it is the front (+) or the rear (-) one.
Origin Writer::wxf_origin(const Move& m, int t) const {
    if (on_file(m.from, t, false) != 2 || multi_tandem(t)) return Origin::File;
    const int f = b_.file_of(m.from);
    for (int r = 0; r < b_.ranks; ++r) {
        const Square s = b_.square(f, r);
        const Cell c = st_.board[s];
        if (s == m.from || !c || cell_type(c) != t || cell_color(c) != st_.side) continue;
        const int tf = b_.file_of(m.to) - f + b_.file_of(s);
        const int tr = b_.rank_of(m.to) - b_.rank_of(m.from) + r;
        if (!b_.contains(tf, tr)) return Origin::File;
        const int region = rd_.types[std::size_t(t)].region;
        const Square to = b_.square(tf, tr);
        return region < 0 || rd_.square_sets[std::size_t(region)][int(st_.side)].has(to) ? Origin::Rank : Origin::File;
    }
    return Origin::File;
}

// How much of the origin the move shows: chess's file, else rank, else square when another
// move of the group starts elsewhere; a pawn's capture always its file.
Origin Writer::origin_kind(const std::vector<Parts>& parts, const std::vector<std::size_t>& group,
                           std::size_t i, const Move& m) const {
    const Parts& p = parts[i];
    if (p.from == NoSquare) return Origin::None;
    if (n_ == N::Lan || n_ == N::ThaiLan || n_ == N::Janggi) return Origin::Square;
    if (n_ == N::XiangqiWxf) return wxf_origin(m, p.type);
    bool others = false, same_file = false, same_rank = false;
    for (std::size_t j : group) {
        if (j == i || parts[j].from == p.from) continue;
        others = true;
        same_file = same_file || b_.file_of(parts[j].from) == b_.file_of(p.from);
        same_rank = same_rank || b_.named_rank(parts[j].from) == b_.named_rank(p.from);
    }
    if (is_shogi(n_)) return others ? Origin::Square : Origin::None;
    // (on a layered board a file or a rank names squares of every level: the square)
    if (b_.layered()) return others || (p.letterless && p.capture) ? Origin::Square : Origin::None;
    if (p.letterless && p.capture) return same_file ? Origin::Square : Origin::File;
    // a pawn's promotion by a step aside that takes nothing (sittuyin's) shows where it starts
    if (p.letterless && m.piece && b_.file_of(m.to) != b_.file_of(m.from)) return Origin::Square;
    if (!others) return Origin::None;
    if (!same_file) return Origin::File;
    if (!same_rank) return Origin::Rank;
    return Origin::Square;
}

// WXF: = along the rank, + forward, - backward (the side's own forward).
std::string Writer::wxf_separator(const Parts& p) const {
    const int d = b_.rank_of(p.to) - b_.rank_of(p.from);
    if (d == 0) return "=";
    return (d > 0) == (st_.side == Color::White) ? "+" : "-";
}

std::string Writer::separator(const Parts& p, Origin o) const {
    if (p.drop) return n_ == N::ShogiHosking ? "'" : is_shogi(n_) ? "*" : "@";
    if (n_ == N::XiangqiWxf) return wxf_separator(p);
    if (p.capture) return p.victims.empty() ? "x" : p.victims + (p.takes_to ? "x" : "-");
    const bool dash = n_ == N::Lan || n_ == N::ThaiLan || n_ == N::Janggi || n_ == N::ShogiHodges ||
                      n_ == N::ShogiHodgesNumber || (n_ == N::ShogiHosking && o == Origin::Square) ||
                      (n_ == N::ThaiSan && !p.letterless);
    return dash ? "-" : "";
}

std::string Writer::assemble(const Parts& p, Origin o, std::size_t group_size) const {
    if (p.castle) return p.head + (group_size > 1 ? p.castle_long : "") + p.neutral;
    if (p.pass) return p.head + p.neutral;
    std::string out = p.head;
    if (n_ == N::ThaiLan) out += ' ';
    switch (o) {
    case Origin::File: out += file(p.from); break;
    case Origin::Rank: out += rank(p.from); break;
    case Origin::Square: out += square(p.from); break;
    case Origin::None: break;
    }
    return out + separator(p, o) + p.dest + p.suffix + p.neutral;
}

}  // namespace

bool marks_checks(Notation n) { return !is_shogi(n) && n != N::XiangqiWxf; }

std::vector<std::string> write_moves(const RulesetData& rd, const PositionState& st,
                                     const MoveList& legal, Notation n, bool fen_letters) {
    const Writer w(rd, st, n, fen_letters);
    std::set<std::pair<Square, Square>> promotable;   // (from, to) of the promotions
    for (const Move& m : legal)
        if (m.piece && !m.is_drop() && !m.is_gating()) promotable.insert({m.from, m.to});
    std::vector<Parts> parts;
    parts.reserve(legal.size());
    std::map<std::string, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        parts.push_back(w.parts(legal[i], promotable));
        groups[parts.back().key()].push_back(i);
    }
    std::vector<std::string> out(legal.size());
    for (auto& [key, group] : groups)
        for (std::size_t i : group)
            out[i] = w.assemble(parts[i], w.origin_kind(parts, group, i, legal[i]), group.size());
    return out;
}

std::string effects_text(const RulesetData& rd, const PositionState& st, const std::vector<aviary::MoveEffect>& effects,
                         Notation n) {
    const Writer w(rd, st, n, false);
    // a piece that left one square and appears on another was carried by the rules (Alice's
    // mover through the looking glass): not shown
    auto carried = [&](const aviary::MoveEffect& e) {
        for (const aviary::MoveEffect& r : effects)
            if (r.kind == EffectKind::Removed && r.piece == e.piece && r.square != e.square) return true;
        return false;
    };
    std::string out;
    for (const aviary::MoveEffect& e : effects)
        if (e.kind == EffectKind::ChangesSide || (e.kind == EffectKind::Appears && !carried(e)))
            out += (out.empty() ? "[" : ",") + w.effect(e);
    return out.empty() ? out : out + "]";
}

}  // namespace aviary::detail

// Position: FEN in and out, legal moves (src/movegen/legal.cpp), make/unmake by a state
// stack, move strings, outcome.
#include "aviary/position.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <stdexcept>

#include "compile/hand_rules.hpp"
#include "ir/access.hpp"
#include "position/fen.hpp"
#include "movegen/movegen.hpp"
#include "rules/piece_count.hpp"

namespace aviary {

using namespace detail;

Position::Position(Ruleset rules) : rules_(std::move(rules)), states_(1) {}
Position::Position(const Position&) = default;
Position::Position(Position&&) noexcept = default;
Position& Position::operator=(const Position&) = default;
Position& Position::operator=(Position&&) noexcept = default;
Position::~Position() = default;
inline Position::State& Position::st() { return states_[top_]; }
inline const Position::State& Position::st() const { return states_[top_]; }
std::size_t Position::ply() const { return top_; }

// ---- read-only views ----
Color Position::side_to_move() const { return st().side; }
std::optional<PlacedPiece> Position::piece_at(Square s) const {
    if (s >= rules_.shape().size() || !st().board[s]) return std::nullopt;
    return PlacedPiece{cell_type(st().board[s]), cell_color(st().board[s])};
}
int Position::hand_count(Color c, int type) const {
    return type >= 0 && type < MaxPieceTypes && int(c) <= 2 ? st().hand[int(c)][type] : 0;
}
bool Position::castling_right(Color c, CastlingSide side) const {
    if (c == Color::Neutral) return false;
    return st().castling >> (2 * int(c) + (side == CastlingSide::Queen ? 1 : 0)) & 1;
}
std::vector<Square> Position::en_passant_squares() const {
    std::vector<Square> out;
    for (Square e : st().ep)
        if (e != NoSquare) out.push_back(e);
    return out;
}
bool Position::is_unmoved(Square s) const {
    return s < rules_.shape().size() && st().board[s] && st().is_virgin(s);
}
std::optional<Square> Position::doomed_square() const {
    if (st().doomed == NoSquare) return std::nullopt;
    return st().doomed;
}
int Position::checks_to_give(Color c) const { return c == Color::Neutral ? 0 : st().checks_left[int(c)]; }
int Position::halfmove_clock() const { return st().halfmove; }
int Position::moves_left_in_turn() const {
    return rules_data(rules_).turns.on() ? int(st().turn_left) : 0;
}
std::string Position::to_move_text() const {
    std::string s = std::string(st().side == Color::White ? "White" : "Black") + " to move";
    if (const int left = moves_left_in_turn())
        s += ", " + std::to_string(left) + (left == 1 ? " move" : " moves") + " left in this turn";
    return s;
}
int Position::fullmove_number() const { return int(st().fullmove); }
std::uint64_t Position::hash() const { return st().hash; }

Result<Position> Position::from_fen(const Ruleset& rules, std::string_view fen,
                                    const std::string& source) {
    Position p(rules);
    if (auto e = read_fen(rules_data(rules), fen, p.st()))
        return make_diagnostic(source, std::string(fen), e->offset, e->message);
    return p;
}

Position Position::start(const Ruleset& rules) {
    Position p(rules);
    read_fen(rules_data(rules), rules.start_fen(), p.st());
    return p;
}

std::string Position::fen() const { return write_fen(rules_data(rules_), st()); }

std::uint64_t Position::compute_hash() const { return full_hash(rules_data(rules_), st()); }

void Position::legal_moves(MoveList& out) const {
    detail::legal_moves(rules_data(rules_), st(), out, &royal_hint_[int(st().side) & 1]);
}

std::uint64_t Position::count_legal_moves() const {
    return detail::count_legal(rules_data(rules_), st(), &royal_hint_[int(st().side) & 1]);
}

bool Position::in_check() const {
    const RulesetData& rd = rules_data(rules_);
    return detail::in_check(rd, st(), st().side);
}

Outcome Position::outcome() const {
    Outcome o = result();
    const auto odds = rules_data(rules_).ends.draw_odds;
    if (odds && o.termination != Termination::None && !o.winner) o.winner = odds;
    return o;
}

namespace {
// The side with fewer pieces (board and hand), none when they are equal.
std::optional<Color> fewer_pieces(const RulesetData& rd, const PositionState& st) {
    int n[2] = {0, 0};
    for (int c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < rd.types.size(); ++t) n[c] += st.count[c][t] + st.hand[c][t];
    if (n[0] == n[1]) return std::nullopt;
    return n[0] < n[1] ? Color::White : Color::Black;
}
}  // namespace

Outcome Position::result() const {
    const RulesetData& rd = rules_data(rules_);
    Outcome o;
    if (royal_lost(rd, st())) {
        o.termination = Termination::RoyalCaptured;
        o.winner = opposite(st().side);
        return o;
    }
    if (auto end = variant_end(rd, st())) return *end;
    MoveList ml;
    legal_moves(ml);
    if (!ml.empty()) {
        if (st().halfmove >= 100) o.termination = Termination::FiftyMoves;
        else if (repetitions() >= 3) o.termination = Termination::Repetition;
        return o;
    }
    if (in_check()) {
        o.termination = Termination::Checkmate;
        if (rd.ends.checkmate == SideResult::Loss) o.winner = opposite(st().side);
        else if (rd.ends.checkmate == SideResult::Win) o.winner = st().side;
        // drop-mate=loses: a mate given by such a drop loses for the dropper
        if (top_ > 0 && drop_check_by_loser(rd, states_[top_ - 1], st()))
            o.winner = st().side;
        return o;
    }
    o.termination = Termination::Stalemate;
    if (rd.ends.stalemate == StalemateRule::Win) o.winner = st().side;
    else if (rd.ends.stalemate == StalemateRule::Loss) o.winner = opposite(st().side);
    else if (rd.ends.stalemate == StalemateRule::FewerPieces) o.winner = fewer_pieces(rd, st());
    else if (rd.ends.stalemate == StalemateRule::MorePieces) o.winner = more_pieces(rd, st());
    return o;
}

int Position::repetitions() const {
    int n = 1;
    // only positions since the last capture or pawn-like move can repeat
    for (std::size_t k = top_, back = 0; k-- > 0 && back < st().halfmove; ++back)
        if (states_[k].hash == st().hash) ++n;
    return n;
}

void Position::make(const Move& m) {
    const char* unfit = move_unfit(rules_data(rules_), st(), m);
    if (*unfit) [[unlikely]] {
        assert(!"Position::make: a move this position did not generate");
        throw std::invalid_argument(std::string("Position::make: not a move of this position: ") + unfit);
    }
    make_unchecked(m);
}

[[gnu::noinline]] void Position::grow_history() { states_.emplace_back(); }

void Position::make_unchecked(const Move& m) {
    const RulesetData& rd = rules_data(rules_);
    if (top_ + 1 == states_.size()) [[unlikely]] grow_history();   // (once, then reused)
    copy_state(states_[top_ + 1], states_[top_], std::size_t(rd.size()), rd.types.size());
    ++top_;
    apply_move(rd, states_[top_], m);
}

void Position::unmake() {
    if (top_ == 0) [[unlikely]] {
        assert(!"Position::unmake: no move to take back");
        throw std::logic_error("Position::unmake: no move to take back");
    }
    --top_;
}

std::string Position::move_to_string(const Move& m) const {
    std::string s;
    append_move_string(m, s);
    return s;
}

namespace {
// The characters of a move string, gathered on the stack and appended once (a std::string
// grows by a call per character otherwise). The longest move string: three squares and
// two victims' squares with their commas, a promotion or gating letter, a partner's or a
// swap's two squares, a gating letter, the neutral piece's square; a drop's piece token
// goes to the string first.
class MoveText {
public:
    explicit MoveText(const BoardShape& b) : b_(b) {}
    void put(char c) { buf_[n_++] = c; }
    void put(const std::string& s) {
        for (char c : s) put(c);
    }
    void square(Square s) { n_ += b_.write_name(s, buf_ + n_); }
    void append_to(std::string& out) const { out.append(buf_, std::size_t(n_)); }

private:
    const BoardShape& b_;
    char buf_[9 * BoardShape::MaxNameLength + 16];
    int n_ = 0;
};
}  // namespace

void Position::append_move_string(const Move& m, std::string& s) const {
    const RulesetData& rd = rules_data(rules_);
    MoveText t(rd.shape);
    if (m.is_pickup()) {   // @@e2: the piece on e2 taken into the hand
        t.put('@');
        t.put('@');
        t.square(m.from);
    } else if (m.flags & MoveDrop) {
        s += drop_name(rd, m.piece - 1);   // N@e4, +P@c3
        t.put('@');
        t.square(m.to);
    } else {
        t.square(m.from);
        if (!(m.flags & MoveEnPassant))
            for (Square v : m.victim)
                if (v != NoSquare) {
                    t.square(v);
                    t.put(',');
                }
        t.square(m.to);
        // gating: the entering piece's letter after the move of the piece whose square it takes
        // (b1c3h; castling e1g1h,h1f1 or e1g1,h1f1h)
        std::string gate = m.is_gating() ? rd.types[m.piece - 1].id_text() : "";
        for (char& c : gate) c = char(std::tolower((unsigned char)c));
        if (m.piece && !m.is_gating())   // e8q, d1a4+, c3c4- (hand_rules)
            t.put(promotion_suffix(rd, cell_type(st().board[m.from]), m.piece - 1));
        if (m.flags & MoveGate) t.put(gate);
        if (m.flags & MoveCastle) {
            t.put(',');
            t.square(m.partner.from);
            t.square(m.partner.to);
        }
        if (m.flags & MoveGatePartner) t.put(gate);
        // a swap: the other piece's move, as for a castling partner
        if (m.unload != NoSquare) {
            t.put(',');
            t.square(m.to);
            t.square(m.unload);
        }
    }
    if (m.neutral.to != NoSquare) {
        t.put(',');
        t.square(m.neutral.to);
    }
    t.append_to(s);
}

namespace {

// Why a well-formed move string matches no legal move, when a common reason applies: a drop
// onto an occupied square or of a piece not in hand, a promotion letter that is not among
// the choices (or a move that needs one). Empty: no specific reason found.
std::string explain_illegal(const Position& pos, const std::string& body) {
    const RulesetData& rd = rules_data(pos.ruleset());
    const BoardShape& b = rd.shape;
    const PositionState& st = state_of(pos);
    const Color us = st.side;
    const char* side = us == Color::White ? "White" : "Black";
    if (body.size() > 1 && body[1] == '@') {
        int t = rd.type_by_letter(char(std::toupper((unsigned char)body[0])));
        auto sq = b.parse_prefix(std::string_view(body).substr(2));
        if (!rd.hand.drops) return "this game has no drops";
        if (st.hand[int(us)][t] == 0)
            return std::string("no '") + rd.types[t].letter + "' (" + rd.types[t].name + ") in " +
                   side + "'s hand";
        if (sq && st.board[sq->first]) return "the square " + b.name(sq->first) + " is occupied";
        if (sq && !((rd.hand.drop_ranks & rd.types[t].drop_ranks[int(us)]) >> rd.rel_rank(us, sq->first) & 1))
            return "drops are not allowed on " + b.name(sq->first);
        if (sq && rd.types[t].file_limit == 0)
            return "a '" + std::string(1, rd.types[t].letter) + "' in hand is never dropped (file-limit=0)";
        if (sq && rd.types[t].file_limit > 0)
            return "no drop of a '" + std::string(1, rd.types[t].letter) + "' on a file with " +
                   std::to_string(rd.types[t].file_limit) + " of them";
        return {};
    }
    auto from = b.parse_prefix(body);
    if (!from) return {};
    auto to = b.parse_prefix(std::string_view(body).substr(from->second));
    if (!to) return {};
    const std::size_t at = from->second + to->second;
    const Cell c = st.board[from->first];
    if (rd.turns.on() && c && cell_color(c) == opposite(us))   // (one move too many in a turn)
        return std::string("it is ") + side + "'s turn (" + std::to_string(st.turn_left) +
               " move" + (st.turn_left == 1 ? "" : "s") + " left in it): the other side's turn is over";
    if (!c || cell_color(c) != us) return {};
    const PieceType& pt = rd.types[cell_type(c)];
    if (!pt.promo_zone || !pt.promotes(int(us), from->first, to->first)) return {};
    const bool hand = pt.promo_source == PromotionKind::OpponentHand;
    // The promotion choices of the legal moves with these squares.
    MoveList ml;
    pos.legal_moves(ml);
    std::string choices, plain;
    for (const Move& m : ml) {
        if (m.from != from->first || m.to != to->first || m.is_drop()) continue;
        if (m.piece) {
            const std::string l = promotion_suffix(rd, cell_type(st.board[m.from]), m.piece - 1);
            if (choices.find(l) == std::string::npos) choices += (choices.empty() ? "" : ", ") + l;
        } else {
            plain = "or no letter";
        }
    }
    const std::string where = hand ? " (the types in the opponent's hand)" : "";
    if (!choices.empty()) {
        if (at < body.size() && (std::isalpha((unsigned char)body[at]) || body[at] == '+'))
            return "cannot promote to '" + std::string(body.substr(at, body.find(',', at) - at)) +
                   "' here: choose " + choices +
                   where + (plain.empty() ? "" : " " + plain);
        return "this move must promote: add one of " + choices + where;
    }
    // No choice at all: with promote=hand that is an empty opposing hand.
    const int them = 1 - int(us);
    bool empty = true;
    for (std::size_t t = 0; t < rd.types.size(); ++t) empty = empty && !st.hand[them][t];
    if (!hand || !empty) return {};
    // Would the move exist with something in that hand? (Else it is simply not a move.)
    Position probe = pos;
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (rd.types[t].to_hand) state_of(probe).hand[them][t] = 1;
    MoveList with;
    probe.legal_moves(with);
    bool reachable = false;
    for (const Move& m : with) reachable = reachable || (m.from == from->first && m.to == to->first);
    if (reachable)
        return "the " + pt.name + " cannot move to " + b.name(to->first) +
               ": it must promote to a type in the opponent's hand, and that hand is empty";
    return {};
}

// XBoard and HaChu write a piece's two steps as two moves, the second from where the first
// ended (a Lion's e7d8,d8c8; igui e7d8,d8e7): "e7d8,c8" as Aviary writes them; else `body`.
std::string two_steps(const BoardShape& b, const std::string& body) {
    const std::string_view v(body);
    const auto from = b.parse_prefix(v);
    const auto mid = from ? b.parse_prefix(v.substr(std::size_t(from->second))) : std::nullopt;
    if (!mid) return body;
    const std::size_t comma = std::size_t(from->second + mid->second);
    if (comma >= v.size() || v[comma] != ',') return body;
    const auto again = b.parse_prefix(v.substr(comma + 1));
    if (!again || again->first != mid->first) return body;
    const std::size_t rest = comma + 1 + std::size_t(again->second);
    if (!b.parse_prefix(v.substr(rest))) return body;
    return body.substr(0, comma + 1) + body.substr(rest);
}

// XBoard's pass, @@@@: the legal pass (a Lion's null move, pass = yes), or `none`'s error.
template <class Fail>
Result<Move> xboard_pass(const Position& pos, Fail none) {
    MoveList ml;
    pos.legal_moves(ml);
    for (const Move& m : ml)
        if (m.flags & MovePass) return m;
    return none();
}

// XBoard's and Sjaak II's forms with @@: a pass, @@@@ (xboard_pass), or a pickup, @@e2 (the
// piece on e2 into its owner's hand): the legal move, or why there is none.
template <class Fail>
Result<Move> xboard_at_at(const Position& pos, const std::string& body, Fail fail) {
    if (body == "@@@@") return xboard_pass(pos, [&] { return fail(0, "no pass is legal here"); });
    const BoardShape& b = pos.ruleset().shape();
    const auto sq = b.parse(std::string_view(body).substr(2));
    if (!sq) return fail(2, "expected a square after '@@' (a pickup such as @@e2)");
    MoveList ml;
    pos.legal_moves(ml);
    for (const Move& m : ml)
        if (m.is_pickup() && m.from == *sq) return m;
    if (!rules_data(pos.ruleset()).hand.pickup) return fail(0, "this game has no pickups");
    return fail(2, "no piece can be picked up on " + b.name(*sq) + " here");
}

// Fairy-Stockfish writes a move's neutral part (the Duck, a wall) from the mover's
// destination: "e2e4,e4d5" for Aviary's "e2e4,d5". "" for a move without one.
std::string fsf_neutral_form(const BoardShape& b, const Move& m, const std::string& s) {
    if (m.neutral.to == NoSquare) return {};
    const std::size_t comma = s.rfind(',');
    return s.substr(0, comma + 1) + b.name(m.to) + s.substr(comma + 1);
}

// A dressed letter's mark (C', C!) at body[i]: its length, 0 or 1.
std::size_t dress(const std::string& body, std::size_t i) {
    return i < body.size() && (body[i] == '\'' || body[i] == '!') ? 1 : 0;
}

// Where and why a move's text is no move string (SQUARE SQUARE ..., ID@SQUARE, then ",SQUARE..."
// parts; a promotion's or gating's id after a square, lowered in `body`), or none.
std::optional<std::pair<std::size_t, std::string>> syntax_error(const RulesetData& rd, const BoardShape& b,
                                                                std::string& body) {
    using Why = std::pair<std::size_t, std::string>;
    std::size_t i = 0;
    const std::size_t plus = body[0] == '+' ? 1 : 0;   // +P@c3: a promoted type dropped
    const std::size_t id_end = plus + 1 + dress(body, plus + 1);   // C'@e4: a dressed letter's
    if (body.size() > id_end && body[id_end] == '@') {
        std::string id = body.substr(0, id_end);
        for (char& c : id) c = char(std::toupper((unsigned char)c));
        std::size_t j = 0;
        const bool known = id_end == plus + 1 ? rd.type_by_letter(id[plus]) >= 0 : rd.type_by_id(id, j) >= 0 && j == id.size();
        if (!known) return Why{plus, "no piece has the letter '" + body.substr(plus, id_end - plus) + "'"};
        i = id_end + 1;
        auto sq = b.parse_prefix(std::string_view(body).substr(i));
        if (!sq) return Why{i, "expected a square after '@'"};
        i += sq->second;
    } else {
        auto a = b.parse_prefix(body);
        if (!a) return Why{0, "expected a square such as e2 (or a drop such as N@e4)"};
        i = a->second;
        auto c = b.parse_prefix(std::string_view(body).substr(i));
        if (!c) return Why{i, "expected the destination square"};
        i += c->second;
        if (i < body.size() && (body[i] == '+' || body[i] == '-')) {   // shogi: d1a4+, c3c4-
            ++i;
        } else if (i < body.size() && std::isalpha((unsigned char)body[i])) {   // promotion (any case)
            body[i] = char(std::tolower((unsigned char)body[i]));
            i += 1 + dress(body, i + 1);
        }
    }
    while (i < body.size()) {
        if (body[i] != ',') return Why{i, "expected ',' or the end of the move"};
        ++i;
        auto c = b.parse_prefix(std::string_view(body).substr(i));
        if (!c) return Why{i, "expected a square after ','"};
        i += c->second;
        // a second square (castling's partner move `h1f1`), else a promotion letter
        auto d = b.parse_prefix(std::string_view(body).substr(i));
        if (d) i += d->second;
        // a promotion letter or sign (a Lion's two steps that promote: e10e11,e12+), or after
        // a partner's move the piece gated onto its square
        if (i < body.size() && (body[i] == '+' || body[i] == '-')) {
            ++i;
        } else if (i < body.size() && std::isalpha((unsigned char)body[i])) {
            body[i] = char(std::tolower((unsigned char)body[i]));
            i += 1 + dress(body, i + 1);
        }
    }
    return std::nullopt;
}

}  // namespace

Result<Move> Position::parse_move(std::string_view text, const std::string& source) const {
    std::string t(text);
    while (!t.empty() && std::isspace((unsigned char)t.back())) t.pop_back();
    std::size_t lead = 0;
    while (lead < t.size() && std::isspace((unsigned char)t[lead])) ++lead;
    std::string body = t.substr(lead);
    auto fail = [&](std::size_t at, std::string msg) {
        return Result<Move>(make_diagnostic(source, std::string(text), lead + at, std::move(msg)));
    };
    const BoardShape& b = rules_.shape();
    if (body.empty()) return fail(0, "empty move");
    if (body.rfind("@@", 0) == 0) return xboard_at_at(*this, body, fail);   // @@@@, @@e2
    // Syntax first: SQUARE SQUARE ... or ID@SQUARE, then ",SQUARE..." parts.
    if (auto bad = syntax_error(rules_data(rules_), b, body)) return fail(bad->first, bad->second);
    MoveList ml;
    legal_moves(ml);
    // XBoard's and HaChu's two steps (e7d8,d8c8): the second from where the first ended
    if (const std::string alt = two_steps(b, body); alt != body)
        for (const Move& m : ml)
            if (move_to_string(m) == alt) return m;
    std::vector<Move> prefix_hits;
    for (const Move& m : ml) {
        std::string s = move_to_string(m);
        if (s == body || fsf_neutral_form(b, m, s) == body) return m;
        // Fairy-Stockfish's gating on the partner's square: h1e1h (the partner's square, the king's)
        if ((m.flags & MoveGatePartner) &&
            b.name(m.partner.from) + b.name(m.from) + s.back() == body)
            return m;
        if (s.rfind(body + ",", 0) == 0) prefix_hits.push_back(m);
    }
    const RulesetData& rd = rules_data(rules_);
    if (rd.neutral.relocate >= 0 && body.find(',') == std::string::npos && !prefix_hits.empty())
        return fail(body.size(), "the " + rd.types[rd.neutral.relocate].name +
                                     " square is missing: write the move as " + body + ",SQUARE");
    if (prefix_hits.size() == 1) return prefix_hits[0];
    if (prefix_hits.size() > 1) {
        std::string opts;
        for (std::size_t k = 0; k < prefix_hits.size() && k < 6; ++k)
            opts += (k ? ", " : "") + move_to_string(prefix_hits[k]);
        return fail(body.size(), "ambiguous move: add the extra part (" + opts +
                                     (prefix_hits.size() > 6 ? ", ..." : "") + ")");
    }
    if (rd.neutral.relocate >= 0 && body.find(',') != std::string::npos) {
        // The chess part may be fine and only the neutral piece's square wrong: say which.
        std::size_t comma = body.rfind(',');
        std::string head = body.substr(0, comma + 1);
        auto sq = b.parse(std::string_view(body).substr(comma + 1));
        for (const Move& m : ml) {
            if (move_to_string(m).rfind(head, 0) != 0 || !sq) continue;
            const std::string& duck = rd.types[rd.neutral.relocate].name;
            if (st().board[*sq] == make_cell(rd.neutral.relocate, Color::Neutral))
                return fail(comma + 1, "the " + duck + " must move: it already stands on " + b.name(*sq));
            return fail(comma + 1, "the " + duck + " cannot go to " + b.name(*sq) +
                                       ": the square is not empty after the move");
        }
    }
    if (rd.neutral.relocate >= 0 && body.find(',') == std::string::npos)
        return fail(body.size(), "every move of this game ends with ',SQUARE' for the " +
                                     rd.types[rd.neutral.relocate].name);
    if (std::string why = explain_illegal(*this, body); !why.empty())
        return fail(0, "illegal move '" + body + "': " + why);
    return fail(0, "illegal move '" + body + "' in " + fen());
}

namespace {

// One row of the text board: the squares of row `r` from file a, each as " X " (a hexagonal
// board's row by its named rank: the cells of that rank under their files, the others blank).
std::string text_row(const RulesetData& rd, const PositionState& st, int r) {
    std::string s;
    for (int f = 0; f < rd.shape.files; ++f) {
        const Square q = rd.shape.hex ? rd.shape.named_cell(f, r) : rd.shape.square(f, r);
        if (q == NoSquare) {
            s += "   ";
            continue;
        }
        const Cell c = st.board[q];
        // (three columns a square: " P ", an id of two characters "+D " or " D'", of three "+D'")
        std::string id = c ? rd.types[cell_type(c)].id_text() : ".";
        if (c && cell_color(c) == Color::Black)
            for (char& ch : id) ch = char(std::tolower((unsigned char)ch));
        if (id.size() == 1) s += ' ' + id + (st.doomed == q ? '!' : ' ');
        else if (id.size() == 3) s += id;
        else s += id[0] == '+' ? id + ' ' : ' ' + id;
    }
    return s;
}

std::string file_letters(const BoardShape& b) {
    std::string s;
    for (int f = 0; f < b.files; ++f) s += std::string(" ") + b.file_letter(f) + ' ';
    return s;
}

}  // namespace

// The board as text, rank numbers on the left; a layered board's levels side by side, the
// lowest (A) on the left, each headed by its letter.
std::string Position::to_text() const {
    const RulesetData& rd = rules_data(rules_);
    const BoardShape& b = rd.shape;
    const int lr = b.level_ranks();
    const std::string gap = "   ";
    std::string s;
    if (b.layered()) {
        s += "    ";
        for (int l = 0; l < b.levels; ++l)
            s += (l ? gap : "") + std::string(1, char('A' + l)) + std::string(std::size_t(3 * b.files - 1), ' ');
        s += '\n';
    }
    for (int r = lr - 1; r >= 0; --r) {
        std::string num = std::to_string(r + 1);
        s += std::string(3 - num.size(), ' ') + num + " ";
        for (int l = 0; l < b.levels; ++l) s += (l ? gap : "") + text_row(rd, st(), l * lr + r);
        s += '\n';
    }
    s += "    ";
    for (int l = 0; l < b.levels; ++l) s += (l ? gap : "") + file_letters(b);
    s += '\n';
    if (rd.hand.held) {
        for (int c = 0; c < 2; ++c) {
            s += c == 0 ? "White hand: " : "Black hand: ";
            for (std::size_t t = 0; t < rd.types.size(); ++t)
                for (int k = 0; k < st().hand[c][t]; ++k) s += rd.types[t].letter;
            s += '\n';
        }
    }
    s += to_move_text() + "\n";
    s += "FEN: " + fen() + "\n";
    return s;
}

}  // namespace aviary

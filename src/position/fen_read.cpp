// FEN reading: each field of the common dialect (position/fen.hpp) by its own step.
#include <algorithm>
#include <array>
#include <cctype>

#include "compile/hand_rules.hpp"
#include "position/castling_fen.hpp"
#include "position/fen.hpp"
#include "movegen/facing.hpp"
#include "movegen/movegen.hpp"

namespace aviary::detail {
namespace {

struct Cursor {
    std::string_view s;
    std::size_t i = 0;
    bool done() const { return i >= s.size(); }
    char peek() const { return done() ? '\0' : s[i]; }
};

int type_of_letter(const RulesetData& rd, char ch, Color& colour) {
    for (std::size_t t = 0; t < rd.types.size(); ++t) {
        const PieceType& pt = rd.types[t];
        if (pt.neutral) {
            if (ch == pt.letter || (std::isalpha((unsigned char)pt.letter) &&
                                    std::tolower((unsigned char)ch) ==
                                        std::tolower((unsigned char)pt.letter))) {
                colour = Color::Neutral;
                return int(t);
            }
            continue;
        }
        if (ch == pt.letter) { colour = Color::White; return int(t); }
        if (std::isalpha((unsigned char)pt.letter) && ch == std::tolower((unsigned char)pt.letter)) {
            colour = Color::Black;
            return int(t);
        }
    }
    return -1;
}

// A piece of the board part at the cursor: a letter, or a promoted type's spelling (`+P`,
// `Q~`), a two-character id (`D'`, `D!`) or a promoted one (`+D'`), lower case for Black.
// Leaves the cursor on its last character; -1 when unknown.
int read_piece(const RulesetData& rd, Cursor& c, Color& colour) {
    const char ch = c.peek();
    const bool plus = ch == '+' && c.i + 1 < c.s.size();
    const char letter = plus ? c.s[c.i + 1] : ch;
    const std::size_t after = c.i + (plus ? 2 : 1);
    const char next = after < c.s.size() ? c.s[after] : '\0';
    const bool suffix = next == '~' || next == '\'' || next == '!';   // Q~; XBoard's D', D!
    if (!plus && !suffix) return type_of_letter(rd, ch, colour);
    if (!std::isalpha((unsigned char)letter)) return -1;
    const char upper = char(std::toupper((unsigned char)letter));
    const std::string token = plus ? std::string{'+', upper} : std::string(1, upper);
    int t = suffix ? type_by_token(rd, token + next) : -1;
    if (t >= 0) c.i += plus ? 2 : 1;
    else if (plus) t = type_by_token(rd, token), ++c.i;   // (+D, then perhaps a doomed mark)
    else if (next == '!') return type_of_letter(rd, ch, colour);   // (a doomed mark)
    if (t < 0) return -1;
    colour = std::isupper((unsigned char)letter) ? Color::White : Color::Black;
    return t;
}

std::string letters(const RulesetData& rd) {
    std::string s;
    for (const auto& t : rd.types) {
        if (!s.empty()) s += ' ';
        s += t.id_text();
    }
    return s;
}

// Can a piece promote to `type` (so that a position may hold more of it than the setup)?
bool promoted_to(const RulesetData& rd, int type) {
    for (const PieceType& pt : rd.types)
        for (const auto& choices : pt.promo_choices)
            if (std::find(choices.begin(), choices.end(), type) != choices.end()) return true;
    return false;
}

// check-limit games: `W+B`, the checks White and Black must still give, after the en passant
// field (as Fairy-Stockfish writes it). Without it nobody has given a check yet.
std::optional<FenError> read_check_counter(const RulesetData& rd, Cursor& c, PositionState& st) {
    if (!rd.ends.check_limit) return std::nullopt;
    st.checks_left.fill(std::uint8_t(rd.ends.check_limit));
    std::size_t at = c.i;
    while (at < c.s.size() && c.s[at] == ' ') ++at;
    std::size_t end = at;
    while (end < c.s.size() && c.s[end] != ' ') ++end;
    const std::string_view tok = c.s.substr(at, end - at);
    const std::size_t plus = tok.find('+');
    if (plus == std::string_view::npos) return std::nullopt;
    const std::string_view parts[2] = {tok.substr(0, plus), tok.substr(plus + 1)};
    for (int side = 0; side < 2; ++side) {
        const std::string_view p = parts[side];
        const std::size_t p_at = at + (side ? plus + 1 : 0);
        if (p.empty() || p.size() > 2 ||
            !std::all_of(p.begin(), p.end(), [](char ch) { return std::isdigit((unsigned char)ch); }))
            return FenError{p_at, "the check counter is W+B: the checks each side must still give"};
        const int n = std::stoi(std::string(p));
        if (n > rd.ends.check_limit)
            return FenError{p_at, "at most " + std::to_string(rd.ends.check_limit) + " checks to give"};
        st.checks_left[side] = std::uint8_t(n);
    }
    c.i = end;
    return std::nullopt;
}

// How many royal pieces of type `t` colour `col` the setup has, on the board and in hand
// (placement starts with its kings in hand).
int setup_royals(const RulesetData& rd, int col, std::size_t t) {
    int n = rd.initial_count[col][t];
    const std::size_t open = rd.start_fen.find('['), close = rd.start_fen.find(']', open);
    if (open == std::string::npos || close == std::string::npos) return n;
    const char letter = col == 0 ? rd.types[t].letter : char(std::tolower((unsigned char)rd.types[t].letter));
    return n + int(std::count(rd.start_fen.begin() + long(open), rd.start_fen.begin() + long(close), letter));
}

// Under check rules, more royal pieces of a type (board and hand) than the setup has (fewer is
// allowed, none included: studies, piece diagrams); `at`: where the first one too many stands.
std::optional<FenError> too_many_royals(const RulesetData& rd, const PositionState& st,
                                        const std::array<std::array<std::size_t, MaxPieceTypes>, 2>& at) {
    for (int col = 0; col < 2; ++col)
        for (std::size_t t = 0; t < rd.types.size(); ++t) {
            if (!rd.types[t].royal || rd.royalty != RoyaltyRule::Check || promoted_to(rd, int(t))) continue;
            const int limit = setup_royals(rd, col, t);
            if (limit == 0 || st.count[col][t] + st.hand[col][t] <= limit) continue;
            const char letter = col == 0 ? rd.types[t].letter
                                         : char(std::tolower((unsigned char)rd.types[t].letter));
            return FenError{at[col][t], std::string("too many royal pieces '") + letter +
                                            "' (the setup has " + std::to_string(limit) + ")"};
        }
    return std::nullopt;
}

using Fail = std::optional<FenError>;

Fail fail(std::size_t at, std::string msg) { return FenError{at, std::move(msg)}; }

// Reads one FEN into `st`, field by field; each step returns the first error it finds.
class FenReader {
public:
    FenReader(const RulesetData& rd, std::string_view fen, PositionState& st, bool check_rules)
        : rd_(rd), b_(rd.shape), fen_(fen), c_{fen}, st_(st), check_(check_rules) {}

    Fail read() {
        st_ = PositionState{};
        if (const std::size_t tab = fen_.find_first_of("\t\r\n"); tab != std::string_view::npos)
            return fail(tab, "a tab or line break in the FEN: its fields are separated by single spaces");
        while (!c_.done() && c_.peek() == ' ') ++c_.i;
        if (auto e = board()) return e;
        if (auto e = hand()) return e;
        if (auto e = side()) return e;
        if (auto e = castling()) return e;
        if (auto e = en_passant()) return e;
        if (auto e = read_check_counter(rd_, c_, st_)) return e;
        if (auto e = clocks()) return e;
        if (auto e = turn_left()) return e;
        if (auto e = ep_victim_found()) return e;
        while (c_.peek() == ' ') ++c_.i;
        if (!c_.done()) return fail(c_.i, "unexpected text after the FEN");
        if (check_) {
            if (auto e = game_checks()) return e;
        }
        if (auto e = last_mover_safe()) return e;
        set_initial_rights();
        st_.hash = full_hash(rd_, st_);
        return std::nullopt;
    }

private:
    const RulesetData& rd_;
    const BoardShape& b_;
    std::string_view fen_;
    Cursor c_;
    PositionState& st_;
    bool check_;
    int rank_ = 0, file_ = 0;
    std::size_t extra_neutral_at_ = std::string_view::npos;   // first relocatable piece too many
    int relocatables_ = 0;
    std::size_t doomed_at_ = 0, side_at_ = 0;
    int ep_n_ = 0;            // en passant squares read
    std::size_t ep_at_ = 0;
    std::array<std::array<std::size_t, MaxPieceTypes>, 2> extra_royal_at_{};

    // The board from its top row down; on a layered board (5x5x5) the highest level first,
    // its ranks separated by '/' and the levels by '|' (as Jocly writes the rows, top first).
    Fail board() {
        rank_ = b_.ranks - 1;
        file_ = 0;
        while (!c_.done() && c_.peek() != ' ' && c_.peek() != '[') {
            const char ch = c_.peek();
            Fail e = ch == '/' || ch == '|' ? next_rank(ch)
                     : std::isdigit((unsigned char)ch) ? empty_run() : piece();
            if (e) return e;
        }
        if (rank_ != 0 || file_ != b_.row_cells(rank_)) {
            if (b_.hex)
                return fail(c_.i, "the board needs " + std::to_string(b_.ranks) + " ranks, of " +
                                      std::to_string(b_.row_cells(b_.ranks - 1)) + " to " +
                                      std::to_string(b_.files) + " cells from the top down");
            if (!b_.layered())
                return fail(c_.i, "the board needs " + std::to_string(b_.ranks) + " ranks of " +
                                      std::to_string(b_.files) + " squares");
            return fail(c_.i, "the board needs " + std::to_string(b_.levels) +
                                  " levels separated by '|', each " + std::to_string(b_.level_ranks()) +
                                  " ranks of " + std::to_string(b_.files) + " squares; level " +
                                  char('A' + rank_ / b_.level_ranks()) + " is missing or short");
        }
        return std::nullopt;
    }

    // "rank 3", or on a layered board "rank 3 of level B".
    std::string rank_text() const {
        if (!b_.layered()) return "rank " + std::to_string(rank_ + 1);
        return "rank " + std::to_string(rank_ % b_.level_ranks() + 1) + " of level " +
               char('A' + rank_ / b_.level_ranks());
    }

    Fail next_rank(char sep) {
        if (file_ != b_.row_cells(rank_))
            return fail(c_.i, rank_text() + " has " + std::to_string(file_) + " squares; " +
                                  (b_.hex ? "it has " + std::to_string(b_.row_cells(rank_)) + " cells"
                                          : "the board has " + std::to_string(b_.files) + " files"));
        if (rank_ == 0) return fail(c_.i, "too many ranks: the board has " + std::to_string(b_.ranks));
        const bool level_end = b_.layered() && rank_ % b_.level_ranks() == 0;
        if (sep == '|' && !level_end)
            return fail(c_.i, b_.layered() ? "'|' ends a level, but " + rank_text() + " is not its last"
                                           : std::string("'|' separates the levels of a layered board; this board is flat"));
        if (sep == '/' && level_end)
            return fail(c_.i, "level " + std::string(1, char('A' + rank_ / b_.level_ranks())) +
                                  " ends here: levels are separated by '|'");
        --rank_;
        file_ = 0;
        ++c_.i;
        return std::nullopt;
    }

    Fail empty_run() {
        const std::size_t at = c_.i;
        int n = 0;
        while (!c_.done() && std::isdigit((unsigned char)c_.peek())) {
            n = n * 10 + (c_.peek() - '0');
            ++c_.i;
            if (n > 99) break;
        }
        if (n == 0) return fail(at, "an empty-square count must be at least 1");
        file_ += n;
        if (file_ > b_.row_cells(rank_))
            return fail(at, rank_text() + " is longer than " +
                                std::to_string(b_.row_cells(rank_)) + (b_.hex ? " cells" : " files"));
        return std::nullopt;
    }

    Fail piece() {
        const char ch = c_.peek();
        const std::size_t at = c_.i;
        if (ch == '!') return fail(at, "a '!' must follow a piece letter (it marks that piece doomed)");
        Color colour;
        const int t = read_piece(rd_, c_, colour);
        if (t < 0 && (ch == '+' || (at + 1 < fen_.size() && fen_[at + 1] == '~')))
            return fail(at, "no piece of this game is written '" + std::string(fen_.substr(at, 2)) + "'");
        if (t < 0) return fail(at, std::string("unknown piece letter '") + ch + "' (this game has: " + letters(rd_) + ")");
        if (file_ >= b_.row_cells(rank_))
            return fail(at, rank_text() + " is longer than " +
                                std::to_string(b_.row_cells(rank_)) + (b_.hex ? " cells" : " files"));
        const Square sq = b_.row_cell(rank_, file_);
        if (t == rd_.neutral.relocate && ++relocatables_ > rd_.neutral.copies && extra_neutral_at_ == std::string_view::npos)
            extra_neutral_at_ = at;
        st_.put(sq, make_cell(t, colour));
        if (colour != Color::Neutral) st_.count[int(colour)][t]++;
        if (colour != Color::Neutral && rd_.types[t].royal) note_royal(int(colour), std::size_t(t), at);
        ++c_.i;
        ++file_;
        return c_.peek() == '!' ? doomed(sq, colour) : std::nullopt;
    }

    Fail doomed(Square sq, Color colour) {
        if (colour == Color::Neutral) return fail(c_.i, "a neutral piece cannot be doomed");
        if (st_.doomed != NoSquare) return fail(c_.i, "only one piece can be doomed at a time");
        st_.doomed = sq;
        doomed_at_ = c_.i;
        ++c_.i;
        return std::nullopt;
    }

    // Marks where the first royal piece too many of its type stands (board, then hand).
    void note_royal(int col, std::size_t t, std::size_t at) {
        if (st_.count[col][t] + st_.hand[col][t] == setup_royals(rd_, col, t) + 1) extra_royal_at_[col][t] = at;
    }

    Fail hand() {
        for (std::size_t t = 0; t < rd_.types.size(); ++t)   // free-drops: one always in hand
            if (rd_.hand.free.has(t)) st_.hand[0][t] = st_.hand[1][t] = 1;
        if (c_.peek() != '[')
            return rd_.hand.held ? fail(c_.i, "this game has hands: write them after the board, e.g. [] when empty")
                             : std::nullopt;
        if (!rd_.hand.held) return fail(c_.i, "this game has no hands: remove the [...] part");
        ++c_.i;
        while (!c_.done() && c_.peek() != ']') {
            const std::size_t at = c_.i;
            Color colour;
            const int t = read_piece(rd_, c_, colour);   // (a letter or an id: C', +P)
            const std::string id(c_.s.substr(at, std::min(c_.i + 1, c_.s.size()) - at));
            if (t < 0 || colour == Color::Neutral)
                return fail(at, "unknown piece letter '" + id + "' in the hand");
            if (check_ && !rd_.types[t].to_hand && !(rd_.hand.setup_types | rd_.hand.fen_types | rd_.hand.pickup).has(t))
                return fail(at, "'" + id + "' (" + rd_.types[t].name + ") can never be in a hand in this game");
            // (127: Othello on 10x10 starts with 96; the hash keys repeat every 64, which no two
            // positions of one game can tell apart by the hand alone)
            if (st_.hand[int(colour)][t] >= 127) return fail(c_.i, "too many pieces in the hand");
            st_.hand[int(colour)][t]++;
            if (rd_.types[t].royal) note_royal(int(colour), std::size_t(t), c_.i);
            ++c_.i;
        }
        if (c_.done()) return fail(c_.i, "the hand needs a closing ']'");
        ++c_.i;
        return std::nullopt;
    }

    // The next space-separated field into `out` (empty when an optional field is left out).
    Fail field(const char* what, std::string_view& out, bool optional) {
        out = {};
        if (c_.peek() != ' ') {
            if (optional && c_.done()) return std::nullopt;
            return fail(c_.i, std::string("expected a space before the ") + what);
        }
        while (c_.peek() == ' ') ++c_.i;
        if (c_.done()) {
            if (optional) return std::nullopt;
            return fail(c_.i, std::string("the FEN ends before the ") + what);
        }
        const std::size_t s = c_.i;
        while (!c_.done() && c_.peek() != ' ') ++c_.i;
        out = fen_.substr(s, c_.i - s);
        return std::nullopt;
    }

    Fail side() {
        std::string_view f;
        if (auto e = field("side to move", f, false)) return e;
        side_at_ = c_.i - f.size();
        if (f == "w") st_.side = Color::White;
        else if (f == "b") st_.side = Color::Black;
        else return fail(side_at_, "the side to move must be 'w' or 'b'");
        return std::nullopt;
    }

    // KQkq, Shredder-FEN files or initial-move rights (position/castling_fen.cpp).
    Fail castling() {
        std::string_view f;
        if (auto e = field("castling field", f, true)) return e;
        return read_castling(rd_, f, c_.i - f.size(), st_, check_);
    }

    Fail en_passant() {
        std::string_view f;
        if (auto e = field("en passant field", f, true)) return e;
        if (f.empty() || f == "-") return std::nullopt;
        const std::size_t at = c_.i - f.size();
        if (!rd_.ends.counting.empty() && std::isdigit((unsigned char)f[0])) return count_limit(f, at);
        int n = 0;
        std::size_t skipped_at = std::string_view::npos;
        for (std::size_t k = 0; k < f.size();) {
            auto sq = b_.parse_prefix(f.substr(k));
            if (!sq) return fail(at + k, "expected a square name in the en passant field");
            if (n >= 4) return fail(at + k, "at most 4 en passant squares");
            const Cell on = st_.board[sq->first];
            // Fairy-Stockfish lists a double step's squares unseparated and with the destination
            // (f5g6 after h7f5): a square holding the last mover's piece is skipped
            const bool destination = on && cell_color(on) == opposite(st_.side);
            if (on && cell_color(on) != Color::Neutral && !destination)   // (a Duck may sit there)
                return fail(at + k, "an en passant square must be empty");
            if (!destination) st_.ep[n++] = sq->first;
            else if (skipped_at == std::string_view::npos) skipped_at = at + k;
            k += sq->second;
            if (k < f.size() && f[k] == ',') ++k;
        }
        if (n == 0) return fail(skipped_at, "an en passant square must be empty");
        ep_n_ = n;
        ep_at_ = at;
        return std::nullopt;
    }

    // The en passant victim, once the turn is known: the other side's piece, or in the middle
    // of a turn of several moves the side to move's own (a move of this turn made the rights).
    Fail ep_victim_found() {
        if (ep_n_ == 0) return std::nullopt;
        const bool mid_turn = st_.turn_left < rd_.turns.length(st_.side, st_.fullmove);
        st_.ep_victim = ep_victim(ep_n_, mid_turn ? st_.side : opposite(st_.side));
        if (st_.ep_victim == NoSquare)
            return fail(ep_at_, "no piece of the side that just moved stands beyond the en passant square");
        if (mid_turn) {   // (held until the turn ends: rules/moves_per_turn.cpp)
            st_.held_ep = st_.ep;
            st_.held_victim = st_.ep_victim;
            st_.ep.fill(NoSquare);
            st_.ep_victim = NoSquare;
        }
        return std::nullopt;
    }

    // moves-per-turn: the moves the side to move still makes in this turn (this one included),
    // a field after the fullmove number; without it, the whole turn.
    Fail turn_left() {
        if (!rd_.turns.on()) return std::nullopt;
        const unsigned whole = rd_.turns.length(st_.side, st_.fullmove);
        st_.turn_left = std::uint16_t(whole);
        unsigned v = 0;
        bool given = false;
        std::size_t at = 0;
        if (auto e = number("moves left in the turn", 100000, v, given, at)) return e;
        if (!given) return std::nullopt;
        if (v == 0 || v > whole)
            return fail(at, "the moves left in the turn are 1 to " + std::to_string(whole) +
                                " (this turn has " + std::to_string(whole) + ")");
        st_.turn_left = std::uint16_t(v);
        return std::nullopt;
    }

    // counting: a count limit (plies, up to 254) where the en passant squares would be.
    Fail count_limit(std::string_view f, std::size_t at) {
        unsigned v = 0;
        for (char ch : f) {
            if (!std::isdigit((unsigned char)ch)) return fail(at, "the count limit must be a number");
            v = v * 10 + unsigned(ch - '0');
            if (v > 254) return fail(at, "the count limit goes up to 254");
        }
        if (v == 0) return fail(at, "the count limit is at least 1 (no count: -)");
        st_.count_limit = std::uint8_t(v);
        return std::nullopt;
    }

    // The victim stands just beyond the farthest square, in the last mover's forward direction.
    Square ep_victim(int n, Color last) const {
        const int dir = last == Color::White ? 1 : -1;
        Square far = st_.ep[0];
        for (int i = 1; i < n; ++i)
            if ((b_.rank_of(st_.ep[i]) - b_.rank_of(far)) * dir > 0) far = st_.ep[i];
        const int vr = b_.rank_of(far) + dir;
        int vf = b_.file_of(far);
        if (n > 1) {
            Square near = st_.ep[0];
            for (int i = 1; i < n; ++i)
                if ((b_.rank_of(st_.ep[i]) - b_.rank_of(near)) * dir < 0) near = st_.ep[i];
            vf = b_.file_of(far) + (b_.file_of(far) - b_.file_of(near)) /
                                       std::max(1, std::abs(b_.rank_of(far) - b_.rank_of(near)));
        }
        for (int df : {0, -1, 1}) {
            if (n > 1 && df != 0) break;
            if (!b_.contains(vf + df, vr)) continue;
            const Square s = b_.square(vf + df, vr);
            if (st_.board[s] && cell_color(st_.board[s]) == last) return s;
        }
        return NoSquare;
    }

    // A whole number field up to `max` (`what` names it in errors).
    Fail number(const char* what, unsigned max, unsigned& out, bool& given, std::size_t& at) {
        std::string_view f;
        if (auto e = field(what, f, true)) return e;
        given = !f.empty();
        at = c_.i - f.size();
        unsigned v = 0;
        for (char ch : f) {
            if (!std::isdigit((unsigned char)ch)) return fail(at, std::string("the ") + what + " must be a number");
            v = v * 10 + unsigned(ch - '0');
            if (v > max) return fail(at, std::string("the ") + what + " goes up to " + std::to_string(max));
        }
        out = v;
        return std::nullopt;
    }

    Fail clocks() {
        unsigned v = 0;
        bool given = false;
        std::size_t at = 0;
        if (auto e = number("halfmove clock", MaxHalfmoveClock, v, given, at)) return e;
        if (given) st_.halfmove = std::uint16_t(v);
        if (st_.count_limit) std::swap(st_.count_ply, st_.halfmove);   // (the count's plies)
        if (auto e = number("fullmove number", 100000000, v, given, at)) return e;
        if (!given) return std::nullopt;
        if (v == 0) return fail(at, "the fullmove number starts at 1");
        st_.fullmove = v;
        return std::nullopt;
    }

    Fail game_checks() {
        if (st_.doomed != NoSquare) {
            if (!rd_.rifle_dooms) return fail(doomed_at_, "this game has no doomed pieces ('!')");
            if (cell_color(st_.board[st_.doomed]) != st_.side)
                return fail(doomed_at_, "the doomed piece must belong to the side to move (it was pecked on the last move)");
        }
        if (rd_.neutral.relocate >= 0) {
            int on = 0;
            for (int s = 0; s < b_.size(); ++s)
                if (st_.board[s] && cell_type(st_.board[s]) == rd_.neutral.relocate) ++on;
            if (on > rd_.neutral.copies)
                return fail(extra_neutral_at_ == std::string_view::npos ? 0 : extra_neutral_at_,
                            "this game has " + std::to_string(rd_.neutral.copies) + " " +
                                rd_.types[rd_.neutral.relocate].name + " piece(s); the FEN has " + std::to_string(on));
            st_.hand[2][rd_.neutral.relocate] = std::uint8_t(rd_.neutral.copies - on);
        }
        return too_many_royals(rd_, st_, extra_royal_at_);
    }

    // The side that just moved may not have left its royal piece attacked (under check rules),
    // unless its move took the other side's last royal piece (a blast) or passed with the
    // royal pieces facing (bikjang): the game is then over.
    Fail last_mover_safe() const {
        const bool royals_taken = !rd_.royal_types.empty() && royal_count(rd_, st_, st_.side) == 0;
        if (!check_ || rd_.plan.safety == Safety::None || (royals_taken && rd_.plan.shelter)) return std::nullopt;
        // (bikjang: a side whose royal pieces face may pass in check; the game is then over)
        if (rd_.facing == FacingRule::Bikjang && royals_face(rd_, st_)) return std::nullopt;
        const Color last = opposite(st_.side);
        if (in_check(rd_, st_, last))
            return fail(side_at_, std::string("the side not to move (") +
                                      (last == Color::White ? "White" : "Black") +
                                      ") is in check: the position cannot arise");
        return std::nullopt;
    }

    // Initial-move rights: a piece with i-moves on a rank where the setup has its kind.
    void set_initial_rights() {
        for (int s = 0; s < b_.size(); ++s) {
            const Cell cl = st_.board[s];
            if (!cl || cell_color(cl) == Color::Neutral) continue;
            const int t = cell_type(cl);
            const Color col = cell_color(cl);
            // (from the FEN's castling field: initial rights, gating)
            if ((rd_.initial_in_fen || rd_.gating) && rd_.rel_rank(col, Square(s)) == 0) continue;
            if (rd_.types[t].has_initial && (rd_.setup_ranks[int(col)][t] >> rd_.rel_rank(col, Square(s)) & 1))
                st_.set_virgin(Square(s), true);
        }
    }
};

}  // namespace

std::optional<FenError> read_fen(const RulesetData& rd, std::string_view fen, PositionState& st,
                                 bool check_rules) {
    return FenReader(rd, fen, st, check_rules).read();
}

}  // namespace aviary::detail

// FEN reading and writing for every game (format: core/fen.hpp).
#include "core/fen.hpp"

#include "core/castling_fen.hpp"

#include "movegen/movegen.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

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

std::string letters(const RulesetData& rd) {
    std::string s;
    for (const auto& t : rd.types) {
        if (!s.empty()) s += ' ';
        s += t.letter;
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
    if (!rd.check_limit) return std::nullopt;
    st.checks_left.fill(std::uint8_t(rd.check_limit));
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
        if (n > rd.check_limit)
            return FenError{p_at, "at most " + std::to_string(rd.check_limit) + " checks to give"};
        st.checks_left[side] = std::uint8_t(n);
    }
    c.i = end;
    return std::nullopt;
}

// Under check rules, more royal pieces of a type than the setup has (fewer is allowed, none
// included: studies, piece diagrams); `at`: where the first one too many stands.
std::optional<FenError> too_many_royals(const RulesetData& rd, const PositionState& st,
                                        const std::array<std::array<std::size_t, MaxPieceTypes>, 2>& at) {
    for (int col = 0; col < 2; ++col)
        for (std::size_t t = 0; t < rd.types.size(); ++t) {
            if (!rd.types[t].royal || rd.royalty != Royalty::Check || rd.initial_count[col][t] == 0 ||
                st.count[col][t] <= rd.initial_count[col][t] || promoted_to(rd, int(t)))
                continue;
            const char letter = col == 0 ? rd.types[t].letter
                                         : char(std::tolower((unsigned char)rd.types[t].letter));
            return FenError{at[col][t], std::string("too many royal pieces '") + letter +
                                            "' (the setup has " +
                                            std::to_string(rd.initial_count[col][t]) + ")"};
        }
    return std::nullopt;
}

}  // namespace

std::uint64_t full_hash(const RulesetData& rd, const PositionState& st) {
    std::uint64_t h = 0;
    for (int s = 0; s < rd.size(); ++s) {
        if (st.board[s]) h ^= rd.piece_key(st.board[s], Square(s));
        if (st.is_virgin(Square(s))) h ^= rd.z_virgin[s];
    }
    for (Square e : st.ep)
        if (e != NoSquare) h ^= rd.z_ep[e];
    if (st.doomed != NoSquare) h ^= rd.z_doomed[st.doomed];
    h ^= rd.z_castle[st.castling & 15];
    for (int c = 0; c < 3; ++c)
        for (std::size_t t = 0; t < rd.types.size(); ++t)
            if (st.hand[c][t]) h ^= rd.hand_key(c, int(t), st.hand[c][t]);
    if (st.side == Color::Black) h ^= rd.z_side;
    if (rd.check_limit)
        for (int c = 0; c < 2; ++c) h ^= rd.z_checks[c][st.checks_left[c] & 15];
    return h;
}

std::optional<FenError> read_fen(const RulesetData& rd, std::string_view fen, PositionState& st,
                                 bool check_rules) {
    st = PositionState{};
    Cursor c{fen};
    const BoardShape& b = rd.shape;
    auto err = [&](std::size_t at, std::string msg) {
        return std::optional<FenError>(FenError{at, std::move(msg)});
    };
    while (!c.done() && c.peek() == ' ') ++c.i;
    // ---- board ----
    int rank = b.ranks - 1, file = 0;
    int doomed_count = 0;
    std::size_t extra_neutral_at = std::string_view::npos;   // first relocatable piece too many
    int relocatables = 0;
    std::size_t doomed_at = 0;
    std::array<std::array<std::size_t, MaxPieceTypes>, 2> extra_royal_at{};
    while (!c.done() && c.peek() != ' ' && c.peek() != '[') {
        char ch = c.peek();
        std::size_t at = c.i;
        if (ch == '/') {
            if (file != b.files)
                return err(at, "rank " + std::to_string(rank + 1) + " has " +
                                   std::to_string(file) + " squares; the board has " +
                                   std::to_string(b.files) + " files");
            if (rank == 0) return err(at, "too many ranks: the board has " + std::to_string(b.ranks));
            --rank;
            file = 0;
            ++c.i;
            continue;
        }
        if (std::isdigit((unsigned char)ch)) {
            int n = 0;
            while (!c.done() && std::isdigit((unsigned char)c.peek())) {
                n = n * 10 + (c.peek() - '0');
                ++c.i;
                if (n > 99) break;
            }
            if (n == 0) return err(at, "an empty-square count must be at least 1");
            file += n;
            if (file > b.files)
                return err(at, "rank " + std::to_string(rank + 1) + " is longer than " +
                                   std::to_string(b.files) + " files");
            continue;
        }
        if (ch == '!')
            return err(at, "a '!' must follow a piece letter (it marks that piece doomed)");
        Color colour;
        int t = type_of_letter(rd, ch, colour);
        if (t < 0)
            return err(at, std::string("unknown piece letter '") + ch + "' (this game has: " +
                               letters(rd) + ")");
        if (file >= b.files)
            return err(at, "rank " + std::to_string(rank + 1) + " is longer than " +
                               std::to_string(b.files) + " files");
        Square sq = b.square(file, rank);
        if (t == rd.relocate && ++relocatables > rd.relocate_total && extra_neutral_at == std::string_view::npos)
            extra_neutral_at = at;
        st.put(sq, make_cell(t, colour));
        if (colour != Color::Neutral) st.count[int(colour)][t]++;
        if (colour != Color::Neutral && rd.types[t].royal &&
            st.count[int(colour)][t] == rd.initial_count[int(colour)][t] + 1)
            extra_royal_at[int(colour)][t] = at;   // (the first one too many)
        ++c.i;
        if (c.peek() == '!') {
            if (colour == Color::Neutral) return err(c.i, "a neutral piece cannot be doomed");
            st.doomed = sq;
            doomed_at = c.i;
            ++doomed_count;
            if (doomed_count > 1) return err(c.i, "only one piece can be doomed at a time");
            ++c.i;
        }
        ++file;
    }
    if (rank != 0 || file != b.files)
        return err(c.i, "the board needs " + std::to_string(b.ranks) + " ranks of " +
                            std::to_string(b.files) + " squares");
    // ---- hand ----
    if (c.peek() == '[') {
        if (!rd.hands) return err(c.i, "this game has no hands: remove the [...] part");
        ++c.i;
        while (!c.done() && c.peek() != ']') {
            char ch = c.peek();
            Color colour;
            int t = type_of_letter(rd, ch, colour);
            if (t < 0 || colour == Color::Neutral)
                return err(c.i, std::string("unknown piece letter '") + ch + "' in the hand");
            if (check_rules && !rd.types[t].to_hand)
                return err(c.i, std::string("'") + ch + "' (" + rd.types[t].name +
                                    ") can never be in a hand in this game");
            if (st.hand[int(colour)][t] >= 63) return err(c.i, "too many pieces in the hand");
            st.hand[int(colour)][t]++;
            ++c.i;
        }
        if (c.done()) return err(c.i, "the hand needs a closing ']'");
        ++c.i;
    } else if (rd.hands) {
        return err(c.i, "this game has hands: write them after the board, e.g. [] when empty");
    }
    // ---- side ----
    auto field = [&](const char* what, std::string_view& out, bool optional) -> std::optional<FenError> {
        if (c.peek() != ' ') {
            if (optional && c.done()) { out = {}; return std::nullopt; }
            return err(c.i, std::string("expected a space before the ") + what);
        }
        while (c.peek() == ' ') ++c.i;
        if (c.done()) {
            if (optional) { out = {}; return std::nullopt; }
            return err(c.i, std::string("the FEN ends before the ") + what);
        }
        std::size_t s = c.i;
        while (!c.done() && c.peek() != ' ') ++c.i;
        out = fen.substr(s, c.i - s);
        return std::nullopt;
    };
    std::string_view f;
    if (auto e = field("side to move", f, false)) return e;
    std::size_t side_at = c.i - f.size();
    if (f == "w") st.side = Color::White;
    else if (f == "b") st.side = Color::Black;
    else return err(side_at, "the side to move must be 'w' or 'b'");
    // ---- castling ----
    if (auto e = field("castling field", f, true)) return e;
    std::size_t cast_at = c.i - f.size();
    if (auto e = read_castling(rd, f, cast_at, st, check_rules)) return e;
    // ---- en passant ----
    if (auto e = field("en passant field", f, true)) return e;
    std::size_t ep_at = c.i - f.size();
    if (!f.empty() && f != "-") {
        int n = 0;
        std::size_t k = 0, skipped_at = std::string_view::npos;
        while (k < f.size()) {
            auto sq = b.parse_prefix(f.substr(k));
            if (!sq) return err(ep_at + k, "expected a square name in the en passant field");
            if (n >= 4) return err(ep_at + k, "at most 4 en passant squares");
            Cell on = st.board[sq->first];
            // Fairy-Stockfish lists a double step's squares unseparated and with the destination
            // (f5g6 after h7f5): a square holding the last mover's piece is skipped
            const bool destination = on && cell_color(on) == opposite(st.side);
            if (on && cell_color(on) != Color::Neutral && !destination)   // (a Duck may sit there)
                return err(ep_at + k, "an en passant square must be empty");
            if (!destination) st.ep[n++] = sq->first;
            else if (skipped_at == std::string_view::npos) skipped_at = ep_at + k;
            k += sq->second;
            if (k < f.size() && f[k] == ',') ++k;
        }
        if (n == 0) return err(skipped_at, "an en passant square must be empty");
        // The victim stands just beyond the farthest square, in the last mover's forward direction.
        Color last = opposite(st.side);
        int dir = last == Color::White ? 1 : -1;
        Square far = st.ep[0];
        for (int i = 1; i < n; ++i)
            if ((b.rank_of(st.ep[i]) - b.rank_of(far)) * dir > 0) far = st.ep[i];
        int vr = b.rank_of(far) + dir, vf = b.file_of(far);
        if (n > 1) {
            Square near = st.ep[0];
            for (int i = 1; i < n; ++i)
                if ((b.rank_of(st.ep[i]) - b.rank_of(near)) * dir < 0) near = st.ep[i];
            vf = b.file_of(far) + (b.file_of(far) - b.file_of(near)) /
                                      std::max(1, std::abs(b.rank_of(far) - b.rank_of(near)));
        }
        Square victim = NoSquare;
        for (int df : {0, -1, 1}) {
            if (n > 1 && df != 0) break;
            if (!b.contains(vf + df, vr)) continue;
            Square s = b.square(vf + df, vr);
            if (st.board[s] && cell_color(st.board[s]) == last) { victim = s; break; }
        }
        if (victim == NoSquare)
            return err(ep_at, "no piece of the side that just moved stands beyond the en passant square");
        st.ep_victim = victim;
    }
    if (auto e = read_check_counter(rd, c, st)) return e;
    // ---- clocks ----
    if (auto e = field("halfmove clock", f, true)) return e;
    if (!f.empty()) {
        std::size_t at = c.i - f.size();
        unsigned v = 0;
        for (char ch : f) {
            if (!std::isdigit((unsigned char)ch)) return err(at, "the halfmove clock must be a number");
            v = v * 10 + unsigned(ch - '0');
            if (v > MaxHalfmoveClock)
                return err(at, "the halfmove clock goes up to " + std::to_string(MaxHalfmoveClock));
        }
        st.halfmove = std::uint16_t(v);
    }
    if (auto e = field("fullmove number", f, true)) return e;
    if (!f.empty()) {
        std::size_t at = c.i - f.size();
        unsigned v = 0;
        for (char ch : f) {
            if (!std::isdigit((unsigned char)ch)) return err(at, "the fullmove number must be a number");
            v = v * 10 + unsigned(ch - '0');
            if (v > 100000000) return err(at, "the fullmove number goes up to 100000000");
        }
        if (v == 0) return err(at, "the fullmove number starts at 1");
        st.fullmove = v;
    }
    while (c.peek() == ' ') ++c.i;
    if (!c.done()) return err(c.i, "unexpected text after the FEN");
    // ---- game-specific checks ----
    if (check_rules) {
        if (st.doomed != NoSquare) {
            if (!rd.rifle_dooms) return err(doomed_at, "this game has no doomed pieces ('!')");
            if (cell_color(st.board[st.doomed]) != st.side)
                return err(doomed_at, "the doomed piece must belong to the side to move (it was pecked on the last move)");
        }
        if (rd.relocate >= 0) {
            int on = 0;
            for (int s = 0; s < b.size(); ++s)
                if (st.board[s] && cell_type(st.board[s]) == rd.relocate) ++on;
            if (on > rd.relocate_total)
                return err(extra_neutral_at == std::string_view::npos ? 0 : extra_neutral_at, "this game has " + std::to_string(rd.relocate_total) + " " +
                                  rd.types[rd.relocate].name + " piece(s); the FEN has " + std::to_string(on));
            st.hand[2][rd.relocate] = std::uint8_t(rd.relocate_total - on);
        }
        if (auto e = too_many_royals(rd, st, extra_royal_at)) return e;
    }
    // The side that just moved may not have left its royal piece attacked (under check rules),
    // unless its move took the other side's last royal piece (a blast): the game is then over.
    const bool royals_taken = !rd.royal_types.empty() && royal_count(rd, st, st.side) == 0;
    if (check_rules && rd.royalty != Royalty::Capture && !(royals_taken && !rd.blast.empty())) {
        const Color last = opposite(st.side);
        const int royals = royal_count(rd, st, last);
        if ((rd.royalty == Royalty::Check || royals == 1) && royal_attacked(rd, st, last))
            return err(side_at, std::string("the side not to move (") +
                                    (last == Color::White ? "White" : "Black") +
                                    ") is in check: the position cannot arise");
    }
    // Initial-move rights: a piece with i-moves on a rank where the setup has its kind.
    for (int s = 0; s < b.size(); ++s) {
        Cell cl = st.board[s];
        if (!cl || cell_color(cl) == Color::Neutral) continue;
        int t = cell_type(cl);
        Color col = cell_color(cl);
        if (rd.initial_in_fen && rd.rel_rank(col, Square(s)) == 0) continue;   // (from the FEN)
        if (rd.types[t].has_initial &&
            (rd.setup_ranks[int(col)][t] >> rd.rel_rank(col, Square(s)) & 1))
            st.set_virgin(Square(s), true);
    }
    st.hash = full_hash(rd, st);
    return std::nullopt;
}

std::string write_fen(const RulesetData& rd, const PositionState& st) {
    const BoardShape& b = rd.shape;
    std::string out;
    for (int r = b.ranks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < b.files; ++f) {
            Square s = b.square(f, r);
            Cell cl = st.board[s];
            if (!cl) { ++empty; continue; }
            if (empty) { out += std::to_string(empty); empty = 0; }
            char l = rd.types[cell_type(cl)].letter;
            if (cell_color(cl) == Color::Black) l = char(std::tolower((unsigned char)l));
            out += l;
            if (st.doomed == s) out += '!';
        }
        if (empty) out += std::to_string(empty);
        if (r) out += '/';
    }
    if (rd.hands) {
        out += '[';
        for (int col = 0; col < 2; ++col)
            for (std::size_t t = 0; t < rd.types.size(); ++t)
                for (int k = 0; k < st.hand[col][t]; ++k)
                    out += col == 0 ? rd.types[t].letter
                                    : char(std::tolower((unsigned char)rd.types[t].letter));
        out += ']';
    }
    out += st.side == Color::White ? " w " : " b ";
    out += write_castling(rd, st);
    out += ' ';
    std::string ep;
    for (Square e : st.ep)
        if (e != NoSquare) ep += (ep.empty() ? "" : ",") + b.name(e);
    out += ep.empty() ? "-" : ep;
    if (rd.check_limit)
        out += ' ' + std::to_string(st.checks_left[0]) + '+' + std::to_string(st.checks_left[1]);
    out += ' ' + std::to_string(st.halfmove) + ' ' + std::to_string(st.fullmove);
    return out;
}

}  // namespace aviary::detail

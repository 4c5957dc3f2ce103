// aviary xboard: the XBoard/WinBoard protocol (CECP v2) over the library's search.
//
// On `variant NAME` for a game XBoard does not know by that name (xboard_knows), the engine
// sends `setup (PIECETOCHAR) WxH+H_fairy FEN` and a `piece` line for every piece whose
// notation XBoard's Betza reader can take (no conditions, repetition groups, vectors, swaps or
// friend-only hops); the royal piece takes XBoard's King slot. Moves XBoard cannot check
// (pieces without a `piece` line, borrowing, auras) are refereed by the engine: it answers
// `Illegal move (REASON): MOVE` and XBoard takes the move back, and with `highlight=1` it marks
// the legal targets when a piece is lifted. Moves are XBoard's coordinate form: ranks count
// from 0 on boards of exactly 10 ranks, multi-leg moves (locust, rifle) are legs separated by
// commas ("d4d5,d5d6"), castling is the king's move (O-O, O-O-O in Chess960 games). XBoard
// has no form for a swap (a Displacer's move): the engine plays none, and refuses one entered.
// A layered board is a tall board of its levels stacked (XBoard has no 3-D boards): Alice's
// Ba1 is a9 in the protocol; moves by level (Aa2Aa3) are read too.
#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iostream>
#include <optional>
#include <utility>

#include "cli.hpp"
#include "engine.hpp"
#include "uci_moves.hpp"
#include "protocol_io.hpp"

namespace aviary::cli {

namespace {

// Shipped games XBoard (and HaChu) know by another name: {Aviary's, XBoard's}.
constexpr std::pair<const char*, const char*> kXboardNames[] = {
    {"chess", "normal"}, {"chushogi", "chu"}, {"daishogi", "dai"}};

std::string xboard_name(const std::string& name) {
    for (const auto& [ours, theirs] : kXboardNames)
        if (name == ours) return theirs;
    return name;
}
std::string aviary_name(const std::string& name) {
    for (const auto& [ours, theirs] : kXboardNames)
        if (name == theirs) return ours;
    return name;
}

// Does XBoard 4.9 play the game of this (XBoard) name by its own rules? These are the names of
// its variant list (CECP v2, `variant`) that the shipped games share; for them the engine sends
// no `setup`, so XBoard keeps its rules, board and pieces. Janggi and Duck Chess came to XBoard
// after 4.9 and stay fairy games; so does Courier chess, whose shipped start (the Courier
// opening, as Fairy-Stockfish has it) is not XBoard's array.
bool xboard_knows(const std::string& name) {
    static const char* const kNative[] = {
        "normal", "wildcastle", "nocastle", "fischerandom", "bughouse", "crazyhouse", "losers",
        "suicide", "giveaway", "twokings", "kriegspiel", "atomic", "3check", "shatranj", "shogi",
        "gothic", "capablanca", "knightmate", "cylinder", "falcon", "caparandom",
        "berolina", "janus", "super", "great", "twilight", "makruk", "seirawan", "grand", "spartan",
        "xiangqi", "asean", "elven", "chu"};
    return std::find(std::begin(kNative), std::end(kNative), name) != std::end(kNative);
}

// Square names between Aviary (ranks from 1) and XBoard (ranks from 0 on 10-rank boards).
std::string shift_ranks(const std::string& s, int ranks, int delta) {
    if (ranks != 10) return s;
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        if (std::islower((unsigned char)s[i]) && i + 1 < s.size() && std::isdigit((unsigned char)s[i + 1]) &&
            (i == 0 || !std::isalpha((unsigned char)s[i - 1]) || s[i - 1] == '@' )) {
            std::size_t j = i + 1;
            while (j < s.size() && std::isdigit((unsigned char)s[j])) ++j;
            out += s[i];
            // a rank of more than 3 digits is on no board: left as it is for the move reader to refuse
            out += j - i - 1 > 3 ? s.substr(i + 1, j - i - 1) : std::to_string(std::stoi(s.substr(i + 1, j - i - 1)) + delta);
            i = j;
        } else {
            out += s[i++];
        }
    }
    return out;
}

// A layered board in XBoard, which has no 3-D boards: one tall board of its levels stacked, A
// at the bottom (the rows Aviary numbers them by), so Alice chess's Ba1 is XBoard's a9 and
// Raumschach's Ea5 is e25. The squares of a move or a FEN's board, both ways.
std::string tall_squares(const std::string& s, const BoardShape& b) {
    if (!b.layered()) return s;
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const bool level = std::isupper((unsigned char)s[i]);
        const auto sq = level ? b.parse_prefix(std::string_view(s).substr(i)) : std::nullopt;
        if (!sq) {
            out += s[i++];
            continue;
        }
        out += char('a' + b.file_of(sq->first)) + std::to_string(b.rank_of(sq->first) + 1);
        i += std::size_t(sq->second);
    }
    return out;
}
std::string level_squares(const std::string& s, const BoardShape& b) {
    if (!b.layered()) return s;
    const BoardShape tall{b.files, b.ranks, 1};
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const bool starts = i == 0 || !std::isalpha((unsigned char)s[i - 1]) || s[i - 1] == '@';
        const auto sq = starts ? tall.parse_prefix(std::string_view(s).substr(i)) : std::nullopt;
        if (!sq) {
            out += s[i++];
            continue;
        }
        out += b.name(sq->first);
        i += std::size_t(sq->second);
    }
    return out;
}
// A FEN as XBoard's, and back: the board's levels as its rows (`|` as `/`), the squares of the
// fields after it (en passant) by their rows.
std::string tall_fen(const std::string& fen, const BoardShape& b) {
    if (!b.layered()) return fen;
    const std::size_t end = std::min(fen.find(' '), fen.size());
    std::string board = fen.substr(0, end);
    std::replace(board.begin(), board.end(), '|', '/');
    return board + tall_squares(fen.substr(end), b);
}
std::string level_fen(const std::string& fen, const BoardShape& b) {
    if (!b.layered()) return fen;
    const std::size_t end = std::min(fen.find(' '), fen.size());
    std::string board = fen.substr(0, end);
    int rows = 1;
    if (board.find('|') == std::string::npos)
        for (char& c : board)
            if (c == '/' && rows++ % b.level_ranks() == 0) c = '|';
    return board + level_squares(fen.substr(end), b);
}

// Can XBoard 4.9's Betza reader take this notation as it stands?
bool xboard_can_read(const std::string& notation) {
    if (notation.empty() || notation == "-") return false;
    for (char c : notation)
        if (std::string("{}()utygdU").find(c) != std::string::npos) return false;
    return true;
}

struct XboardSession {
    Catalogue games;
    std::string variant = "chess";
    std::optional<Position> pos;
    SearchThread search;
    // Force mode (CECP v2): the engine plays neither side. `new` leaves it (the engine plays
    // Black), `go`, `playother`, `white` and `black` leave it, `force` and a result enter it;
    // `variant` does not change it.
    bool force = false;
    // Bumped by every command that discards a running search's move (read by the search
    // thread when it ends).
    std::atomic<unsigned> generation{0};
    bool quit = false, post = true;
    Color engine_side = Color::Black;
    int depth_limit = 0, move_seconds = 0, moves_per_session = 0;
    int base_ms = 0, inc_ms = 0, own_cs = -1, opp_cs = -1;

    int ranks() const { return pos->ruleset().shape().ranks; }
    std::string to_xboard(const Position& p, const Move& m) const;
    std::string xboard_pv(const Position& start, const std::vector<Move>& pv) const;
    std::optional<Move> from_xboard(const std::string& text, std::string& why) const;
    void send_setup();
    bool set_variant(const std::string& name);
    void handle(const std::vector<std::string>& w, const std::string& line);
    bool handle_mode(const std::string& c);
    void set_side_to_move(Color side);
    void cancel_search() {
        ++generation;
        search.stop();
    }
    void user_move(const std::string& text);
    void think();
    void play_engine_move(const Position& root, const Move& m);   // sent, then made
    bool report_end();
    // A multi-leg move entered with the mouse: the lifted piece's square and the squares the
    // user put it on so far (each a cyan-marked first leg), at ply lift_ply, and the last put.
    std::vector<Square> lift_path;
    int lift_ply = -1;
    std::optional<Square> last_put;
    void lift(const std::string& square);
    void put(const std::string& square);
    void level(const std::vector<std::string>& w);
};

// Where a piece that passes on after its move ends (Alice chess: the same square of the next
// level), so that XBoard's board follows the game: the one square the mover's side holds after
// the move and not before, when that is not the move's destination; nothing for other moves.
std::optional<Square> passed_to(const Position& p, const Move& m) {
    if (!p.ruleset().shape().layered() || m.is_castling() || m.is_pass()) return std::nullopt;
    Position after = p;
    after.make(m);
    std::optional<Square> gained;
    int count = 0;
    for (int s = 0; s < p.ruleset().shape().size(); ++s) {
        const auto now = after.piece_at(Square(s)), was = p.piece_at(Square(s));
        if (now && now->color == p.side_to_move() &&
            !(was && was->color == now->color && was->type == now->type)) {
            gained = Square(s);
            ++count;
        }
    }
    return count == 1 && *gained != m.to ? gained : std::nullopt;
}

// Aviary's string -> XBoard's: "e1g1,h1f1" (castling) -> "e1g1", in Chess960 games "O-O" or
// "O-O-O" (gating "e1g1h,h1f1" -> "e1g1h", "e1g1,h1f1h" -> "h1e1h"), "d4d5,d6" (locust: victims,
// then the destination) -> "d4d5,d5d6", a peck "a6a8,a6" -> "a6a8,a8a6", a pass -> "@@@@"; a
// pickup stays "@@e2".
std::string XboardSession::to_xboard(const Position& p, const Move& m) const {
    if (m.is_pass() && m.victims().empty()) return "@@@@";
    std::string s = p.move_to_string(m);
    if (m.is_pickup()) return s;   // @@e2, as Sjaak II writes it
    if (m.is_castling() && p.ruleset().castling_anywhere()) {   // Chess960 castling (CECP)
        const BoardShape b = p.ruleset().shape();
        return b.file_of(m.partner.from) > b.file_of(m.from) ? "O-O" : "O-O-O";
    }
    if (m.is_castling() && (m.flags & MoveGatePartner)) {   // gating on the rook's square: h1e1h
        const BoardShape b = p.ruleset().shape();
        s = b.name(m.partner.from) + b.name(m.from) + s.back();
    } else if (m.is_castling()) {
        // the king's move, unless a plain king move reads the same (a one-step castling):
        // then Aviary's form with the partner's leg
        const std::string king = s.substr(0, s.find(','));
        const auto plain = p.parse_move(king);
        if (!plain || *plain == m) s = king;
    } else if (!m.victims().empty() && !m.is_en_passant() && !m.neutral.present()) {
        const BoardShape b = p.ruleset().shape();
        std::string legs, at = b.name(m.from);
        std::vector<Square> stops(m.victims().begin(), m.victims().end());
        stops.push_back(m.to);
        for (Square sq : stops) {
            legs += (legs.empty() ? "" : ",") + at + b.name(sq);
            at = b.name(sq);
        }
        if (m.promotion_type()) legs += s.back();
        s = legs;
    } else if (const auto passed = passed_to(p, m)) {
        // Alice chess: Ab1Aa3 is b1a11; a capture takes on its level, then the piece passes
        // on, as two legs (Ah1xAh4 is h1h4,h4h12)
        const BoardShape b = p.ruleset().shape();
        const std::string promotion = m.promotion_type() ? std::string(1, s.back()) : "";
        s = b.name(m.from) + (p.piece_at(m.to) ? b.name(m.to) + "," + b.name(m.to) : "") +
            b.name(*passed) + promotion;
    }
    return shift_ranks(tall_squares(s, p.ruleset().shape()), p.ruleset().shape().ranks, -1);
}

// A principal variation in XBoard's move strings, as its engine-output window reads them (a
// 10-rank board's ranks from 0, a layered board's squares on its tall board).
std::string XboardSession::xboard_pv(const Position& start, const std::vector<Move>& pv) const {
    return pv_text(start, pv, [this](const Position& p, const Move& m) { return to_xboard(p, m); });
}

// Whether XBoard (4.9) shows the move as it is: it has no form for a swap (it reads Aviary's
// "h11f12,f12h11" as a capture on f12 and a return), nor for a castling whose king and partner
// pass on to another level (Alice chess: it would castle them on the level they left), so its
// board would no longer be the game's.
bool xboard_shows(const Position& p, const Move& m) {
    if (m.is_swap()) return false;
    if (!m.is_castling() || !p.ruleset().shape().layered()) return true;
    Position after = p;
    after.make(m);
    const auto king = after.piece_at(m.to), partner = after.piece_at(m.partner.to);
    return king && partner && king->color == p.side_to_move() && partner->color == p.side_to_move();
}

std::optional<Move> XboardSession::from_xboard(const std::string& given, std::string& why) const {
    // XBoard marks a promotion declined where it is optional with '=' (shogi's d5e3=): the
    // move without its promotion, as Aviary writes it
    const bool declined = given.size() > 2 && given.back() == '=';
    const std::string text = declined ? given.substr(0, given.size() - 1) : given;
    MoveList ml;
    pos->legal_moves(ml);
    std::string lower = text;
    for (char& c : lower) c = char(std::tolower((unsigned char)c));
    for (const Move& m : ml) {
        std::string x = to_xboard(*pos, m);
        for (char& c : x) c = char(std::tolower((unsigned char)c));
        if (x == lower && xboard_shows(*pos, m)) return m;
    }
    // Aviary's move strings (on a layered board also with the level's squares, Aa2Aa3); in
    // Chess960 games also castling as king takes rook (e1h1)
    const BoardShape b = pos->ruleset().shape();
    auto m = parse_uci_move(*pos, level_squares(shift_ranks(text, ranks(), +1), b),
                            pos->ruleset().castling_anywhere());
    if (m && xboard_shows(*pos, *m)) return *m;
    why = m ? (m->is_swap() ? "a swap, which XBoard cannot show"
                            : "a castling to another level, which XBoard cannot show")
            : m.errors().empty() ? "illegal" : m.errors().front().message;
    return std::nullopt;
}

// The legal moves XBoard can show, when it cannot show some (the engine plays only these);
// empty when it shows them all, or none (the engine then plays what it finds best).
std::vector<Move> xboard_moves(const Position& pos) {
    MoveList ml;
    pos.legal_moves(ml);
    std::vector<Move> shown;
    for (const Move& m : ml)
        if (xboard_shows(pos, m)) shown.push_back(m);
    return shown.size() == ml.size() ? std::vector<Move>{} : shown;
}

// A type in XBoard's piece table: its id (P, or a dressed letter P' or P!), a promoted type's
// +P as ^P (XBoard's "promoted form of P", shown as +P); Black's in lower case.
std::string xboard_table_id(const PieceInfo& p, Color c) {
    std::string s = p.id_for(c);
    if (s[0] == '+') s[0] = '^';
    return s;
}

// XBoard's piece table for the game's types, White's then Black's, King last: a type takes the
// slot of its letter (XBoard's default letters) when it is free, else the first free one; a game
// of more types than those slots gets slots after them.
std::string xboard_piece_table(const std::vector<PieceInfo>& pieces) {
    const std::string letters = "PNBRQFEACWMOHIJGDVLSU";
    std::vector<const PieceInfo*> slot(letters.size(), nullptr), rest;
    const PieceInfo* king = nullptr;
    for (const auto& p : pieces) {
        if (p.neutral) continue;
        const auto at = p.id.size() == 1 ? letters.find(p.id[0]) : std::string::npos;
        if (p.royal && !king) king = &p;
        else if (at != std::string::npos && !slot[at]) slot[at] = &p;
        else rest.push_back(&p);
    }
    for (const PieceInfo* p : rest) {
        auto free = std::find(slot.begin(), slot.end(), nullptr);
        if (free == slot.end()) slot.push_back(p);
        else *free = p;
    }
    std::string out;
    for (Color c : {Color::White, Color::Black}) {
        for (const PieceInfo* p : slot) out += p ? xboard_table_id(*p, c) : ".";
        out += king ? xboard_table_id(*king, c) : ".";
    }
    return out;
}

// setup (PIECETOCHAR) WxH+HOLDINGS_fairy FEN, then the piece lines (`piece +P& WfF`).
void XboardSession::send_setup() {
    const Ruleset& rs = pos->ruleset();
    const auto pieces = rs.pieces();
    const BoardShape b = rs.shape();
    const int holdings = rs.has_hands() ? int(pieces.size()) : 0;
    send_line(fmt::format("setup ({}) {}x{}+{}_fairy {}", xboard_piece_table(pieces), b.files, b.ranks,
                          holdings, tall_fen(pos->fen(), b)));
    for (const auto& p : pieces)
        if (!p.neutral && xboard_can_read(p.notation) && !b.layered())   // (no levels in XBoard)
            send_line(fmt::format("piece {}& {}", p.id, p.notation));
}

bool XboardSession::set_variant(const std::string& name) {
    if (!games.has(name)) return false;
    auto rs = games.load(name);
    if (!rs) return false;
    variant = name;
    pos = Position::start(*rs);
    return true;
}

// level MPS BASE INC: BASE in minutes or MIN:SEC, INC in seconds (a fraction allowed).
void XboardSession::level(const std::vector<std::string>& w) {
    if (w.size() != 4) return send_line("Error (expected level MPS BASE INC): " + echo_text(w[0]));
    std::string err;
    const std::size_t colon = w[2].find(':');
    const std::string min_text = w[2].substr(0, colon);
    auto mps = protocol_number(w[1], 0, 10000, "level MPS", err);
    auto minutes = mps ? protocol_number(min_text, 0, 10000, "level BASE (minutes)", err) : std::nullopt;
    std::optional<std::int64_t> secs = minutes ? std::optional<std::int64_t>(0) : std::nullopt;
    if (minutes && colon != std::string::npos) secs = protocol_number(w[2].substr(colon + 1), 0, 59, "level BASE (seconds)", err);
    auto inc = secs ? protocol_seconds_ms(w[3], 3600, "level INC", err) : std::nullopt;
    if (!inc) return send_line("Error (" + err + "): " + echo_text(w[0] + " " + w[1] + " " + w[2] + " " + w[3]));
    moves_per_session = int(*mps);
    base_ms = int(*minutes * 60000 + *secs * 1000);
    inc_ms = int(*inc);
    move_seconds = 0;
}

// The game has ended: "RESULT {reason}".
bool XboardSession::report_end() {
    const Outcome o = pos->outcome();
    if (o.termination == Termination::None) return false;
    const std::string result = !o.winner ? "1/2-1/2" : *o.winner == Color::White ? "1-0" : "0-1";
    const std::string who = !o.winner ? "" : *o.winner == Color::White ? "White" : "Black";
    std::string why;
    switch (o.termination) {
        case Termination::None: break;
        case Termination::Checkmate: why = who + " mates"; break;
        case Termination::Stalemate: why = o.winner ? "Stalemate: " + who + " wins" : "Stalemate"; break;
        case Termination::RoyalCaptured: why = who + " captured the royal piece"; break;
        case Termination::FiftyMoves: why = "Draw by the fifty-move rule"; break;
        case Termination::Repetition: why = "Draw by repetition"; break;
        case Termination::Extinction: why = o.winner ? who + " wins by extinction" : "Draw by extinction"; break;
        case Termination::Goal: why = o.winner ? who + " reached the goal" : "Both reached the goal"; break;
        case Termination::CheckLimit: why = who + " gave the last check"; break;
        case Termination::Passes: why = o.winner ? who + " wins: both passed" : "Draw by passing"; break;
        case Termination::BoardFull: why = o.winner ? who + " wins: the board is full" : "Draw: the board is full"; break;
        case Termination::Connection: why = o.winner ? who + " connects" : "Draw by a connection"; break;
    }
    send_line(result + " {" + why + "}");
    return true;
}

void XboardSession::think() {
    if (report_end()) return;
    engine_side = pos->side_to_move();
    SearchLimits l;
    if (depth_limit) l.depth = depth_limit;
    if (move_seconds) l.movetime_ms = move_seconds * 1000;
    else if (own_cs >= 0) {
        const int us = engine_side == Color::White ? 0 : 1;
        l.time_ms[us] = own_cs * 10;
        l.inc_ms[us] = inc_ms;
        if (moves_per_session > 0) {
            const int played = (pos->fullmove_number() - 1) % moves_per_session;
            l.moves_to_go = moves_per_session - played;
        }
    } else if (!depth_limit) {
        l.movetime_ms = 1000;
    }
    l.searchmoves = xboard_moves(*pos);
    const bool posting = post;
    const unsigned started = generation.load();
    search.start(*pos, l,
                 [this, root = *pos, posting](const SearchInfo& in) {
                     if (!posting) return;
                     send_line(fmt::format("{} {} {} {} {}", in.depth, in.mate ? (in.mate > 0 ? 100000 + *in.mate : -100000 + *in.mate) : in.score,
                                           in.time_ms / 10, in.nodes, xboard_pv(root, in.pv)));
                 },
                 [this, started, l](const Position& root, const SearchResult& r) {
                     if (!r.best || generation.load() != started) return;
                     play_engine_move(root, *r.best);
                     // a turn of several moves (moves-per-turn): the engine plays it out
                     while (!report_end() && pos->side_to_move() == engine_side &&
                            generation.load() == started) {
                         const Position now = *pos;
                         const SearchResult more = search.searcher().search(now, l, {});
                         if (!more.best || generation.load() != started) return;
                         play_engine_move(now, *more.best);
                     }
                 });
}

void XboardSession::play_engine_move(const Position& root, const Move& m) {
    const std::string x = to_xboard(root, m);
    std::size_t start = 0, comma;
    while ((comma = x.find(',', start)) != std::string::npos) {   // one leg per line
        send_line("move " + x.substr(start, comma - start + 1));
        start = comma + 1;
    }
    send_line("move " + x.substr(start));
    pos->make(m);
}

void XboardSession::put(const std::string& square) {
    const BoardShape b = pos->ruleset().shape();
    if (auto sq = b.parse(level_squares(shift_ranks(square, b.ranks, +1), b))) last_put = *sq;
    else last_put.reset();
}

void XboardSession::user_move(const std::string& text) {
    if (search.running()) search.stop();
    lift_path.clear();
    std::string why;
    auto m = from_xboard(text, why);
    if (!m) return send_line("Illegal move (" + echo_text(why) + "): " + echo_text(text));
    pos->make(*m);
    if (report_end()) return;
    if (!force && pos->side_to_move() == engine_side) think();
}

// The marks of `lift` for the piece on path[0] put on the first legs path[1..] so far.
std::vector<char> lift_marks(const Position& pos, const std::vector<Square>& path) {
    std::vector<char> mark(std::size_t(pos.ruleset().shape().size()), 0);
    MoveList ml;
    pos.legal_moves(ml);
    const std::size_t done = path.size() - 1;   // the legs already put
    for (const Move& m : ml) {
        if (m.from != path[0] || m.is_pickup()) continue;
        const bool legs = !m.victims().empty() && !m.is_en_passant();
        if (done && (!legs || m.victims().size() < done ||
                     !std::equal(path.begin() + 1, path.end(), m.victims().begin())))
            continue;
        const bool more = legs && m.victims().size() > done;
        const Square next = more ? m.victims()[done] : m.to;
        char& c = mark[next];
        const bool capture = more || (pos.piece_at(m.to) && !m.is_swap() && m.to != m.from);
        c = more ? 'C' : capture || m.is_en_passant() ? (c == 'C' ? c : 'R') : (c ? c : 'Y');
    }
    return mark;
}

// lift SQUARE: highlight where the piece there can go (red: captures, cyan: the first leg of
// a multi-leg move, yellow: other moves). XBoard lifts the piece again on a cyan square it was
// put on: then the marks are where that move goes on (For the Birds' peck c3b5,b5c3: c3).
void XboardSession::lift(const std::string& square) {
    const BoardShape b = pos->ruleset().shape();
    auto sq = b.parse(level_squares(shift_ranks(square, b.ranks, +1), b));
    if (!sq) return;
    std::vector<char> mark;
    if (!lift_path.empty() && lift_ply == pos->ply() && last_put == *sq) {
        lift_path.push_back(*sq);
        mark = lift_marks(*pos, lift_path);
    }
    if (std::all_of(mark.begin(), mark.end(), [](char c) { return !c; })) {   // a new piece
        lift_path = {*sq};
        mark = lift_marks(*pos, lift_path);
    }
    lift_ply = pos->ply();
    std::string fen;
    for (int r = b.ranks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < b.files; ++f) {
            const char c = mark[b.square(f, r)];
            if (!c) { ++empty; continue; }
            if (empty) fen += std::to_string(empty);
            empty = 0;
            fen += c;
        }
        if (empty) fen += std::to_string(empty);
        if (r) fen += '/';
    }
    send_line("highlight " + fen);
}

// The commands that choose who plays what (CECP v2): new, force, go, playother, white, black,
// result. False for any other command.
bool XboardSession::handle_mode(const std::string& c) {
    if (c == "new") {
        search.searcher().clear();
        set_variant("chess");
        force = false;
        engine_side = Color::Black;
        depth_limit = 0;
    } else if (c == "force" || c == "result") {
        force = true;
    } else if (c == "go") {
        force = false;
        think();   // think() gives the engine the side on move
    } else if (c == "playother") {
        force = false;
        engine_side = opposite(pos->side_to_move());
    } else if (c == "white" || c == "black") {   // obsolete: that side on move, the engine the other
        const Color side = c == "white" ? Color::White : Color::Black;
        set_side_to_move(side);
        force = false;   // as engines of that protocol's time did (gnuchess, crafty)
        engine_side = opposite(side);
    } else {
        return false;
    }
    return true;
}

// Puts `side` on move (the position's FEN with the other side-to-move field).
void XboardSession::set_side_to_move(Color side) {
    if (pos->side_to_move() == side) return;
    std::string fen = pos->fen();
    const std::size_t blank = fen.find(' ');
    if (blank == std::string::npos || blank + 1 >= fen.size()) return;
    fen[blank + 1] = side == Color::White ? 'w' : 'b';
    auto p = Position::from_fen(pos->ruleset(), fen);
    if (!p) return send_line("Error (cannot put that side on move): " + one_line(p.errors()));
    pos = *p;
}

void XboardSession::handle(const std::vector<std::string>& w, const std::string& line) {
    const std::string& c = w[0];
    auto number = [&](int& out, std::int64_t hi) {   // st SECONDS, sd DEPTH, time/otim CENTISECONDS
        std::string err;
        auto n = w.size() == 2 ? protocol_number(w[1], 0, hi, c, err) : std::nullopt;
        if (!n) send_line("Error (" + (w.size() == 2 ? err : c + " takes one number") + "): " + echo_text(line));
        else out = int(*n);
        return n.has_value();
    };
    if (c == "protover") {
        std::string names;
        std::vector<std::string> listed;   // chess and normal are both XBoard's normal
        for (const auto& n : games.names()) {
            if (std::find(listed.begin(), listed.end(), xboard_name(n)) != listed.end()) continue;
            listed.push_back(xboard_name(n));
            names += (names.empty() ? "" : ",") + listed.back();
        }
        send_line("feature ping=1 setboard=1 usermove=1 playother=1 time=1 draw=0 sigint=0 sigterm=0 reuse=1 "
                  "analyze=0 colors=0 san=0 highlight=1 exclude=0 myname=\"Aviary\" variants=\"" + names + "\"");
        send_line("feature done=1");
    } else if (c == "ping") send_line("pong" + (w.size() > 1 ? " " + w[1] : std::string()));
    else if (c == "quit") quit = true;
    else if (c == "?") search.stop();
    else if (handle_mode(c)) {
    } else if (c == "variant") {
        if (w.size() != 2 || !set_variant(aviary_name(w[1])))
            return send_line("Error (unknown variant): " + echo_text(w.size() > 1 ? w[1] : std::string()));
        if (!xboard_knows(w[1])) send_setup();
    } else if (c == "usermove" && w.size() == 2) user_move(w[1]);
    else if (c == "setboard") {
        search.stop();
        if (w.size() < 2) return send_line("tellusererror Illegal position: setboard needs a FEN");
        const std::size_t fen_at = line.find_first_not_of(" \t", line.find("setboard") + 8);
        std::string fen = line.substr(fen_at);
        if (const std::size_t dash = fen.find("[-]"); dash != std::string::npos)
            fen.erase(dash + 1, 1);   // XBoard writes empty holdings [-]
        auto p = Position::from_fen(pos->ruleset(), level_fen(fen, pos->ruleset().shape()));
        if (!p) return send_line("tellusererror Illegal position: " + echo_text(one_line(p.errors())));
        pos = *p;
    } else if (c == "undo" || c == "remove") {
        search.stop();
        for (int i = c == "undo" ? 1 : 2; i > 0 && pos->ply() > 0; --i) pos->unmake();
    } else if (c == "level") level(w);
    else if (c == "st") number(move_seconds, 1000000);
    else if (c == "sd") number(depth_limit, 1000);
    else if (c == "time") { if (!number(own_cs, 100000000)) own_cs = -1; }
    else if (c == "otim") { if (!number(opp_cs, 100000000)) opp_cs = -1; }
    else if (c == "post") post = true;
    else if (c == "nopost") post = false;
    else if (c == "lift" && w.size() == 2) { if (!search.running()) lift(w[1]); }
    else if (c == "put") { if (w.size() == 2) put(w[1]); }
    else if (c == "xboard" || c == "accepted" || c == "rejected" || c == "hard" || c == "easy" ||
             c == "random" || c == "computer" || c == "name" || c == "rating" ||
             c == "hover" || c == "ics" || c == "draw") {
        // nothing to do
    } else if (w.size() == 1 && !c.empty() && std::islower((unsigned char)c[0]) && std::isdigit((unsigned char)c.back()))
        user_move(c);   // a move without usermove (protocol 1)
    else send_line("Error (unknown command): " + echo_text(c));
}

}  // namespace

int cmd_xboard(const Args& a) {
    XboardSession s;
    if (const int failed = open_session(s, a.pos, "chess", report)) return failed;
    std::string line;
    bool too_long = false;
    while (!s.quit && read_protocol_line(std::cin, line, too_long)) {
        auto w = split_words(line);
        if (too_long) {
            send_line("Error (a line of more than " + std::to_string(MaxProtocolLine) + " bytes, ignored): " + echo_text(line));
            continue;
        }
        if (w.empty()) continue;
        // The search thread plays its move on the position when it ends: commands that end
        // thinking discard that move, the others touching the game wait for it.
        static const std::vector<std::string> kCancel = {"force", "result", "new", "quit", "undo",
                                                         "remove", "setboard", "variant", "playother",
                                                         "white", "black"};
        static const std::vector<std::string> kConcurrent = {"?", "ping", "post", "nopost", "lift",
                                                             "put", "hover", "time", "otim"};
        if (std::find(kCancel.begin(), kCancel.end(), w[0]) != kCancel.end()) {
            s.cancel_search();
        } else if (std::find(kConcurrent.begin(), kConcurrent.end(), w[0]) == kConcurrent.end()) {
            s.search.wait();
        }
        s.handle(w, line);
    }
    s.cancel_search();
    return 0;
}

}  // namespace aviary::cli

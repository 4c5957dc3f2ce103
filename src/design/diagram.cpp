// Move diagrams: where a piece moves from one square, found by generating its moves.
//
// Method: a small game with the board of the real one (compile_piece): the piece with
// its notation (castling O moves left out) and a moveless dummy. Each square is classified by
// generating the piece's moves on the empty board (moves), with an enemy dummy on that square
// (captures: the piece lands there; rifle: the piece stays and the square is a victim; locust:
// a victim while the piece lands elsewhere), with a friendly dummy there (hops over friends
// only, swaps), and with and without initial-move rights.
#include "aviary/diagram.hpp"

#include <algorithm>
#include <array>

#include "aviary/inspect.hpp"
#include "aviary/loader.hpp"
#include "ir/access.hpp"
#include "design/board_text.hpp"
#include "dsl/notation.hpp"

namespace aviary {

namespace {

const std::vector<std::pair<char, std::string>> kLegend = {
    {'o', "move only (to an empty square)"},
    {'x', "capture only (the piece lands on the victim's square)"},
    {'*', "move or capture"},
    {'i', "move only, and only while the piece has not moved yet (initial move)"},
    {'I', "capture (or move) only while the piece has not moved yet (initial move)"},
    {'s', "swap with a friendly piece there (it goes to the piece's square)"},
    {'a', "move only, and only while the piece is attacked ({if:attacked})"},
    {'h', "reached only by hopping over a piece standing on the way"},
    {'r', "rifle capture: the victim there is taken, the piece stays on its square"},
    {'l', "locust capture: the victim there is taken on the way, the piece lands elsewhere"},
    {'+', "both a rifle and a locust victim"},
    {'d', "drop from the hand"},
};

// The notation without its castling moves (O<n> or O<n>:<gap> with their modifiers), and
// what else the probes below need to know of it.
struct BareNotation {
    std::string text;
    bool hops = false;       // some move hops (p, g)
    bool attacked = false;   // some move has {if:attacked}
    bool guarded = false;    // some move had {if:guarded}, dropped: drawn as if guarded
    bool castles = false;    // some castling move was dropped
};

// One move's text without its {if:guarded} / {if:!guarded} conditions (the braces go too
// when nothing is left in them).
std::string without_guard(const std::string& move) {
    const std::size_t open = move.find('{');
    if (open == std::string::npos) return move;
    const std::size_t close = move.find('}', open);
    if (close == std::string::npos) return move;
    std::string kept, item;
    std::string items = move.substr(open + 1, close - open - 1) + ",";
    for (char ch : items) {
        if (ch != ',') { item += ch; continue; }
        if (item != "if:guarded" && item != "if:!guarded") kept += (kept.empty() ? "" : ",") + item;
        item.clear();
    }
    return move.substr(0, open) + (kept.empty() ? "" : "{" + kept + "}") + move.substr(close + 1);
}

BareNotation strip_castling(const std::string& notation) {
    auto parsed = dsl::parse_notation(notation);
    const auto* moves = std::get_if<std::vector<dsl::NotationMove>>(&parsed);
    if (!moves) return {notation};   // (the compiler reports the error)
    BareNotation bare;
    for (std::size_t i = 0; i < moves->size(); ++i) {
        const dsl::NotationMove& m = (*moves)[i];
        if (m.atom == dsl::Atom::Castling) {
            bare.castles = true;
            continue;
        }
        const std::size_t end = i + 1 < moves->size() ? (*moves)[i + 1].offset : notation.size();
        bool guard = false;
        for (const dsl::NotationCond& c : m.conds)
            guard = guard || c.key == dsl::CondKey::IfGuarded;
        bare.guarded = bare.guarded || guard;
        const std::string text = notation.substr(m.offset, end - m.offset);
        bare.text += guard ? without_guard(text) : text;
        for (const dsl::Modifier& mod : m.modifiers())
            bare.hops = bare.hops || mod == dsl::Modifier{dsl::Mode::Hop} ||
                        mod == dsl::Modifier{dsl::Mode::HopToggle};
        for (const dsl::NotationCond& c : m.conds) bare.attacked = bare.attacked || c.key == dsl::CondKey::IfAttacked;
    }
    if (bare.text.empty()) bare.text = "-";
    return bare;
}

void mark_moves(const Position& pos, Square origin, std::vector<unsigned>& flags, Square dummy,
                bool friendly_dummy) {
    MoveList ml;
    pos.legal_moves(ml);
    for (const auto& m : ml) {
        if (m.from != origin || (m.flags & MoveCastle)) continue;
        bool victim = false;
        for (Square v : m.victim) {
            if (v == NoSquare) continue;
            victim = true;
            if (!friendly_dummy) flags[v] |= m.to == origin ? DiagramRifle : DiagramLocust;
        }
        if (m.to == origin) continue;
        if (friendly_dummy && m.to == dummy && m.unload != NoSquare) flags[m.to] |= DiagramSwap;
        if (friendly_dummy || dummy == NoSquare) {
            if (victim) continue;
            if (dummy == NoSquare) flags[m.to] |= DiagramMove;
            else if (m.to != dummy) flags[m.to] |= DiagramHop;
        } else if (m.to == dummy) {
            flags[m.to] |= DiagramCapture;
        } else if (!victim) {
            flags[m.to] |= DiagramHop;   // reached over the dummy
        }
    }
}

struct Probe {
    const Ruleset& rules;
    BoardShape shape;
    Square origin;
    std::vector<unsigned> plain, virgin;

    Result<Position> at(std::vector<std::pair<Square, std::string>> pieces) const {
        pieces.insert(pieces.begin(), {origin, "X"});
        return Position::from_fen(rules, design::place(shape, pieces) + " w - - 0 1");
    }
    // The moves with one dummy (or none) on the board, with and without initial rights.
    std::optional<Diagnostic> run(Square dummy, bool friendly) {
        auto pos = dummy == NoSquare ? at({}) : at({{dummy, friendly ? "Y" : "y"}});
        if (!pos) return pos.errors().front();
        for (int init = 0; init < 2; ++init) {
            detail::state_of(*pos).set_virgin(origin, init == 1);
            mark_moves(*pos, origin, init ? virgin : plain, dummy, friendly);
        }
        return std::nullopt;
    }
    // Hoppers capture over a screen: every screen (enemy or friendly) with every victim.
    std::optional<Diagnostic> hops() {
        for (int t = 0; t < shape.size(); ++t) {
            if (Square(t) == origin) continue;
            for (int friendly = 0; friendly < 2; ++friendly) {
                for (int v = 0; v < shape.size(); ++v) {
                    if (Square(v) == origin || v == t) continue;
                    auto pos = at({{Square(t), friendly ? "Y" : "y"}, {Square(v), "y"}});
                    if (!pos) return pos.errors().front();
                    MoveList ml;
                    pos->legal_moves(ml);
                    for (const auto& m : ml) {
                        if (m.from != origin) continue;
                        for (Square q : m.victim)
                            if (q == Square(v)) plain[q] |= m.to == origin ? DiagramRifle : DiagramLocust;
                        if (m.to == Square(v)) plain[m.to] |= DiagramCapture;
                    }
                }
            }
        }
        return std::nullopt;
    }
    // Moves for an attacked piece only: an enemy that captures anywhere (cU) in one corner,
    // then in another (so that no square stays covered by it).
    std::optional<Diagnostic> attacked() {
        std::vector<Square> corners;
        for (Square c : {shape.square(0, 0), shape.square(shape.files - 1, shape.ranks - 1),
                         shape.square(shape.files - 1, 0), shape.square(0, shape.ranks - 1)})
            if (c != origin && corners.size() < 2 && std::find(corners.begin(), corners.end(), c) == corners.end())
                corners.push_back(c);
        for (Square a : corners) {
            auto pos = at({{a, "z"}});
            if (!pos) return pos.errors().front();
            MoveList ml;
            pos->legal_moves(ml);
            for (const auto& m : ml)
                if (m.from == origin && m.to != a && m.to != origin && m.victim[0] == NoSquare &&
                    !(plain[m.to] & DiagramMove))
                    plain[m.to] |= DiagramAttacked;
        }
        return std::nullopt;
    }
    // Initial-only reaches become their own marks.
    unsigned merged(std::size_t s) const {
        unsigned p = plain[s], v = virgin[s];
        unsigned f = p;
        if ((v & DiagramMove) && !(p & (DiagramMove | DiagramCapture))) f |= DiagramInitMove;
        if ((v & DiagramSwap) && !(p & DiagramSwap)) f |= DiagramSwap;
        if ((v & DiagramCapture) && !(p & (DiagramMove | DiagramCapture))) f |= DiagramInitCapture;
        if ((v & DiagramRifle) && !(p & DiagramRifle)) f |= DiagramRifle;   // initial rifle: shown as rifle
        if ((v & DiagramLocust) && !(p & DiagramLocust)) f |= DiagramLocust;
        if (f & (DiagramMove | DiagramCapture | DiagramInitMove | DiagramInitCapture)) f &= ~unsigned(DiagramHop);
        return f;
    }
};

int type_index(const Ruleset& rules, int type) {
    return type >= 0 && std::size_t(type) < rules.pieces().size() ? type : -1;
}

}  // namespace

std::string MoveDiagram::mark(Square s) const {
    const unsigned f = flags[s];
    char a = '.', b = ' ';
    bool m = f & DiagramMove, c = f & DiagramCapture;
    if (m && c) a = '*';
    else if (m) a = 'o';
    else if (c) a = 'x';
    else if (f & DiagramInitCapture) a = 'I';
    else if (f & DiagramInitMove) a = 'i';
    else if (f & DiagramAttacked) a = 'a';
    else if (f & DiagramHop) a = 'h';
    else if (f & DiagramDrop) a = 'd';
    if ((f & DiagramRifle) && (f & DiagramLocust)) b = '+';
    else if (f & DiagramRifle) b = 'r';
    else if (f & DiagramLocust) b = 'l';
    else if (f & DiagramSwap) b = 's';
    if (a == '.' && b != ' ') a = b, b = ' ';
    return std::string{a, b};
}

std::vector<std::pair<char, std::string>> MoveDiagram::legend() const {
    std::array<bool, 256> used{};
    for (int s = 0; s < shape.size(); ++s)
        if (Square(s) != origin)
            for (char c : mark(Square(s))) used[(unsigned char)c] = true;
    std::vector<std::pair<char, std::string>> out;
    for (const auto& [c, text] : kLegend) {
        if (!used[(unsigned char)c]) continue;
        if (in_position && c == 'o') out.push_back({c, "move to an empty square"});
        else if (in_position && c == 'x') out.push_back({c, "capture"});
        else out.push_back({c, text});
    }
    return out;
}

const std::vector<std::pair<char, std::string>>& diagram_marks() { return kLegend; }

Square default_diagram_square(const BoardShape& b) { return b.square(b.files / 2, (b.ranks - 1) / 2); }

Result<MoveDiagram> notation_diagram(const BoardShape& shape, const std::string& notation, Square origin,
                                     const std::string& source) {
    if (origin >= shape.size()) return make_diagnostic(source, notation, 0, "the square is not on the board");
    const BareNotation bare = strip_castling(notation);
    auto rs = compile_piece(bare.text, shape, source);
    if (!rs) return rs.errors();
    Probe p{*rs, shape, origin, std::vector<unsigned>(std::size_t(shape.size()), 0), {}};
    p.virgin = p.plain;
    if (auto e = p.run(NoSquare, false)) return *e;
    for (int s = 0; s < shape.size(); ++s) {
        if (Square(s) == origin) continue;
        if (auto e = p.run(Square(s), false)) return *e;
        if (auto e = p.run(Square(s), true)) return *e;
    }
    if (bare.hops)
        if (auto e = p.hops()) return *e;
    if (bare.attacked)
        if (auto e = p.attacked()) return *e;
    MoveDiagram d;
    d.shape = shape;
    d.origin = origin;
    d.label = "X";
    for (int s = 0; s < shape.size(); ++s) d.flags.push_back(p.merged(std::size_t(s)));
    if (bare.guarded)
        d.notes.push_back(
            "Moves marked {if:guarded} are drawn as made while a friendly piece guards it.");
    if (bare.castles) {
        d.notes.push_back("Castling is not shown:");
        for (const auto& phrase : explain_notation(notation))
            if (phrase.find(": castles") != std::string::npos) d.notes.push_back("  " + phrase);
    }
    return d;
}

Result<MoveDiagram> piece_diagram(const Ruleset& rules, int type, Square origin) {
    if (type_index(rules, type) < 0) return make_diagnostic("<piece>", "", 0, "no such piece type");
    RulesDetails info = inspect(rules);
    const PieceInfo& piece = info.pieces[std::size_t(type)];
    auto d = notation_diagram(info.shape, piece.notation, origin, piece.name);
    if (!d) return d;
    d->label = piece.id;
    d->glyph = piece.glyph;
    if (piece.borrow) d->notes.push_back("It also moves as every friendly piece that guards it (borrow).");
    return d;
}

Result<MoveDiagram> piece_diagram_in(const Ruleset& rules, int type, Square origin, const std::string& fen,
                                     const std::string& source) {
    if (type_index(rules, type) < 0) return make_diagnostic("<piece>", "", 0, "no such piece type");
    RulesDetails info = inspect(rules);
    const PieceInfo& piece = info.pieces[std::size_t(type)];
    if (origin >= info.shape.size()) return make_diagnostic(source, fen, 0, "the square is not on the board");
    auto given = Position::from_fen(rules, fen, source);
    if (!given) return given.errors();
    const std::size_t sp = fen.find(' ');
    design::Board b;
    if (!design::expand(fen.substr(0, sp), info.shape, b))
        return make_diagnostic(source, fen, 0, "the board does not fit " + std::to_string(info.shape.files) + "x" +
                                                   std::to_string(info.shape.ranks));
    const std::string rest = sp == std::string::npos ? "" : fen.substr(sp);
    const bool black = given->side_to_move() == Color::Black;
    const std::string tok = piece.id_for(black ? Color::Black : Color::White);
    b.at(origin) = tok;
    auto pos = Position::from_fen(rules, design::compress(b) + rest, source);
    if (!pos) return pos.errors();
    MoveDiagram d;
    d.in_position = true;
    d.shape = info.shape;
    d.origin = origin;
    d.label = tok;
    d.glyph = piece.glyph;
    d.fen = pos->fen();
    d.flags.assign(std::size_t(info.shape.size()), 0);
    MoveList ml;
    pos->legal_moves(ml);
    for (const auto& m : ml) {
        if (m.from != origin || (m.flags & MoveCastle)) continue;
        for (Square v : m.victim)
            if (v != NoSquare) d.flags[v] |= m.to == origin ? DiagramRifle : DiagramLocust;
        if (m.to == origin) continue;
        d.flags[m.to] |= pos->piece_at(m.to) ? DiagramCapture : DiagramMove;
    }
    if (piece.castles) d.notes.push_back("Castling is not shown.");
    return d;
}

std::optional<MoveDiagram> drop_diagram(const Ruleset& rules, int type) {
    if (type_index(rules, type) < 0) return std::nullopt;
    RulesDetails info = inspect(rules);
    const PieceInfo& piece = info.pieces[std::size_t(type)];
    if (!info.drops || !piece.to_hand) return std::nullopt;
    auto pos = Position::from_fen(rules, design::place(info.shape, {}, "[" + piece.id + "]") + " w - - 0 1");
    if (!pos) return std::nullopt;
    MoveDiagram dd;
    dd.shape = info.shape;
    dd.glyph = piece.glyph;
    dd.flags.assign(std::size_t(info.shape.size()), 0);
    MoveList ml;
    pos->legal_moves(ml);
    for (const auto& m : ml)
        if (m.is_drop()) dd.flags[m.to] |= DiagramDrop;
    return dd;
}

std::string diagram_text(const MoveDiagram& d, const std::string& title) {
    std::string s = title + "\n";
    const int per_level = d.shape.level_ranks();
    for (int r = d.shape.ranks - 1; r >= 0; --r) {
        // a layered board's rows by level and rank (E5 .. A1), a blank line between levels
        std::string num = std::to_string(r % per_level + 1);
        if (d.shape.layered()) num = char('A' + r / per_level) + num;
        if (d.shape.layered() && r != d.shape.ranks - 1 && r % per_level == per_level - 1) s += '\n';
        s += std::string(3 - num.size(), ' ') + num + " ";
        for (int f = 0; f < d.shape.files; ++f) {   // (hex: by named rank)
            const Square q = d.shape.hex ? d.shape.named_cell(f, r) : d.shape.square(f, r);
            if (q == NoSquare) {
                s += "   ";
                continue;
            }
            // cells of three characters; a label of three (+X') takes its cell's leading space
            const std::string cell = q == d.origin ? d.label + std::string(2 - std::min<std::size_t>(2, d.label.size()), ' ')
                                                   : d.mark(q);
            if (cell.size() < 3) s += ' ';
            s += cell;
        }
        while (s.back() == ' ') s.pop_back();
        s += '\n';
    }
    s += "    ";
    for (int f = 0; f < d.shape.files; ++f) s += std::string(" ") + d.shape.file_letter(f) + " ";
    s.pop_back();
    s += "\n";
    if (d.origin != NoSquare) s += "  " + d.label + "  the piece (on " + d.shape.name(d.origin) + ")\n";
    for (const auto& [c, text] : d.legend()) s += std::string("  ") + c + "  " + text + "\n";
    for (const auto& n : d.notes) s += "  " + n + "\n";
    return s;
}

}  // namespace aviary

// aviary.Board, Move, Piece, Outcome: a python-chess style game over the public C++ API.
#include <pybind11/stl.h>

#include <cctype>
#include <map>

#include "bindings.hpp"

namespace aviary::python {

namespace {


// A legal move with what Python shows of it, and where it was generated (so push() can
// accept it without listing the legal moves again).
struct PyMove {
    Move move;
    std::string text;               // the coordinate form (README: move strings)
    std::uint64_t position_hash = 0;
    std::uint64_t rules = 0;          // Ruleset::id()
    std::optional<int> from_square, neutral_square;
    int to_square = 0;
    std::vector<int> captures;
    std::optional<std::string> drop, promotion;
    bool castling = false;
};

struct PyPiece {
    std::string letter, name;   // letter: the type's id (one letter, or +D, D', D!)
    std::optional<bool> color;   // True White, False Black, None neutral
    bool royal = false;
    std::string fen;             // the FEN spelling (White's): the letter, +P, Q~
    std::string symbol() const {
        std::string s = fen.empty() ? letter : fen;
        if (color && !*color)
            for (char& c : s) c = char(std::tolower((unsigned char)c));
        return s;
    }
};

// A move's rule effect (aviary/effects.hpp): a piece that changes side, appears or is removed.
struct PyEffect {
    EffectKind kind = EffectKind::Appears;
    int square = 0;
    PyPiece piece;
};

struct PyOutcome {
    Termination termination = Termination::None;
    std::optional<bool> winner;
    std::string result() const { return !winner ? "1/2-1/2" : *winner ? "1-0" : "0-1"; }
};

std::optional<bool> color_flag(Color c) {
    if (c == Color::Neutral) return std::nullopt;
    return c == Color::White;
}

PyMove describe(const Position& pos, const Move& m) {
    PyMove pm;
    pm.move = m;
    pm.text = pos.move_to_string(m);
    pm.position_hash = pos.hash();
    pm.rules = pos.ruleset().id();
    if (!m.is_drop()) pm.from_square = m.from;
    pm.to_square = m.to;
    if (m.neutral.present()) pm.neutral_square = m.neutral.to;
    if (!m.is_pickup())   // (a pickup's victim is the mover's own piece, going to its hand)
        for (Square v : m.victims()) pm.captures.push_back(v);
    if (!m.is_drop() && m.to != m.from && !m.is_swap() && !m.is_castling())
        if (auto p = pos.piece_at(m.to); p && p->color != Color::Neutral) pm.captures.push_back(m.to);
    const auto& pieces = pos.ruleset().pieces();
    if (auto t = m.dropped_type()) pm.drop = pieces[std::size_t(*t)].id;
    if (auto t = m.promotion_type()) pm.promotion = pieces[std::size_t(*t)].id;
    pm.castling = m.is_castling();
    return pm;
}

class Board {
public:
    Board(std::shared_ptr<Variant> v, const std::optional<std::string>& fen)
        : variant_(std::move(v)), start_(make_start(*variant_, fen)), pos_(start_) {}

    static Position make_start(const Variant& v, const std::optional<std::string>& fen) {
        if (!fen) return Position::start(v.rules);
        auto p = Position::from_fen(v.rules, *fen);
        if (!p) throw FenError(p.error_text());
        return *p;
    }

    std::vector<PyMove> legal_moves() const {
        MoveList ml;
        {
            py::gil_scoped_release unlocked;
            pos_.legal_moves(ml);
        }
        std::vector<PyMove> out;
        out.reserve(ml.size());
        for (const auto& m : ml) out.push_back(describe(pos_, m));
        return out;
    }

    bool is_legal(const Move& m) const {
        MoveList ml;
        pos_.legal_moves(ml);
        return ml.contains(m);
    }

    void push(const PyMove& pm) {
        const bool here = pm.position_hash == pos_.hash() && pm.rules == pos_.ruleset().id();
        if (!here && !is_legal(pm.move))
            throw MoveError("illegal move '" + pm.text + "' in " + pos_.fen());
        play(pm.move);
    }
    PyMove push_uci(const std::string& text) {
        auto m = pos_.parse_move(text, "<move>");
        if (!m) throw MoveError(m.error_text());
        PyMove pm = describe(pos_, *m);
        play(*m);
        return pm;
    }
    PyMove push_san(const std::string& text) {
        PyMove pm = parse_san_move(text);
        play(pm.move);
        return pm;
    }
    PyMove parse_san_move(const std::string& text) const {
        auto m = parse_san(pos_, text, "<san>");
        if (!m) throw MoveError(m.error_text());
        return describe(pos_, *m);
    }
    PyMove parse_uci(const std::string& text) const {
        auto m = pos_.parse_move(text, "<move>");
        if (!m) throw MoveError(m.error_text());
        return describe(pos_, *m);
    }
    PyMove pop() {
        if (stack_.empty()) throw py::index_error("pop from an empty move stack");
        pos_.unmake();
        Move m = stack_.back();
        stack_.pop_back();
        return describe(pos_, m);
    }
    std::string san(const PyMove& pm, Notation n, bool effects) const {
        if (!is_legal(pm.move)) throw MoveError("illegal move '" + pm.text + "' in " + pos_.fen());
        return move_to_san(pos_, pm.move, n, effects ? SanEffects::Shown : SanEffects::Omitted);
    }
    std::vector<PyEffect> effects(const PyMove& pm) const {
        if (!is_legal(pm.move)) throw MoveError("illegal move '" + pm.text + "' in " + pos_.fen());
        std::vector<PyEffect> out;
        for (const MoveEffect& e : move_effects(pos_, pm.move)) {
            const auto& info = pos_.ruleset().pieces()[std::size_t(e.piece.type)];
            out.push_back({e.kind, int(e.square), PyPiece{info.id, info.name, color_flag(e.piece.color), info.royal, info.fen}});
        }
        return out;
    }
    std::optional<PyOutcome> outcome() const {
        const Outcome o = pos_.outcome();
        if (o.termination == Termination::None) return std::nullopt;
        PyOutcome out;
        out.termination = o.termination;
        if (o.winner) out.winner = *o.winner == Color::White;
        return out;
    }
    std::uint64_t perft(int depth, int threads) const {
        if (depth < 0) throw py::value_error("perft depth must be 0 or more, not " + std::to_string(depth));
        if (threads < 1) throw py::value_error("threads must be 1 or more");
        Position copy = pos_;
        PerftOptions opt;
        opt.threads = threads;
        py::gil_scoped_release unlocked;
        return aviary::perft(copy, depth, opt);
    }
    Square square_of(const py::object& sq) const {
        const BoardShape shape = pos_.ruleset().shape();
        if (py::isinstance<py::str>(sq)) {
            const auto name = sq.cast<std::string>();
            auto s = shape.parse(name);
            if (!s) throw py::value_error("'" + name + "' is not a square of this board");
            return *s;
        }
        if (!py::isinstance<py::int_>(sq))
            throw py::type_error("a square is an index (int) or a name (str), not " +
                                 std::string(py::str(sq.get_type().attr("__name__"))));
        long i = -1;
        try {
            i = sq.cast<long>();
        } catch (const py::cast_error&) {   // an int beyond a C long: off every board
        }
        if (i < 0 || i >= shape.size())
            throw py::value_error("square " + std::string(py::str(sq)).substr(0, 40) + " is off the board (0.." +
                                  std::to_string(shape.size() - 1) + ")");
        return Square(i);
    }
    std::optional<PyPiece> piece_at(const py::object& sq) const {
        auto p = pos_.piece_at(square_of(sq));
        if (!p) return std::nullopt;
        const auto& info = pos_.ruleset().pieces()[std::size_t(p->type)];
        return PyPiece{info.id, info.name, color_flag(p->color), info.royal, info.fen};
    }
    py::dict hand(bool white) const {
        py::dict out;
        const auto& pieces = pos_.ruleset().pieces();
        for (std::size_t t = 0; t < pieces.size(); ++t)
            if (int n = pos_.hand_count(white ? Color::White : Color::Black, int(t)))
                out[py::str(pieces[t].id)] = n;
        return out;
    }
    std::vector<PyMove> move_stack() const {
        Position replay = start_;
        std::vector<PyMove> out;
        for (const auto& m : stack_) {
            out.push_back(describe(replay, m));
            replay.make(m);
        }
        return out;
    }
    std::string pgn(const std::map<std::string, std::string>& tags) const {
        std::vector<PgnTag> list;
        for (const auto& [k, v] : tags) list.push_back({k, v});
        auto text = write_pgn(start_, stack_, variant_->key, list);
        if (!text) throw MoveError(text.error_text());
        return *text;
    }

    void play(const Move& m) {
        pos_.make(m);
        stack_.push_back(m);
    }

    std::shared_ptr<Variant> variant_;
    Position start_, pos_;
    std::vector<Move> stack_;
};

std::shared_ptr<Board> make_board(const py::object& variant, const std::optional<std::string>& fen) {
    if (py::isinstance<Variant>(variant)) return std::make_shared<Board>(variant.cast<std::shared_ptr<Variant>>(), fen);
    if (!py::isinstance<py::str>(variant))
        throw py::type_error("variant must be a name (str) or an aviary.Variant, not " +
                             std::string(py::str(variant.get_type().attr("__name__"))));
    return std::make_shared<Board>(find_variant(variant.cast<std::string>()), fen);
}

std::shared_ptr<Board> board_from_pgn(const std::string& text, const py::object& variant) {
    std::shared_ptr<Variant> v;
    if (py::isinstance<Variant>(variant)) v = variant.cast<std::shared_ptr<Variant>>();
    else if (!variant.is_none()) v = find_variant(variant.cast<std::string>());
    else {
        auto tags = read_pgn_tags(text, "<pgn>");
        if (!tags) throw MoveError(tags.error_text());
        std::string key = "chess";
        for (const auto& t : *tags)
            if (t.name == "Variant" && !t.value.empty()) key = t.value;
        v = find_variant(key);
    }
    auto game = read_pgn(v->rules, text, "<pgn>");
    if (!game) throw MoveError(game.error_text());
    auto board = std::make_shared<Board>(v, game->start_fen);
    for (const auto& m : game->moves) board->play(m);
    return board;
}

void bind_values(py::module_& m) {
    py::enum_<Notation>(m, "Notation", "How moves are written: SAN, LAN, shogi's, janggi's, xiangqi's, Thai chess's.")
        .value("SAN", Notation::San)
        .value("LAN", Notation::Lan)
        .value("SHOGI_HOSKING", Notation::ShogiHosking)
        .value("SHOGI_HODGES", Notation::ShogiHodges)
        .value("SHOGI_HODGES_NUMBER", Notation::ShogiHodgesNumber)
        .value("JANGGI", Notation::Janggi)
        .value("XIANGQI_WXF", Notation::XiangqiWxf)
        .value("THAI_SAN", Notation::ThaiSan)
        .value("THAI_LAN", Notation::ThaiLan);
    py::enum_<Termination>(m, "Termination", "How a game ended (python-chess's words).")
        .value("CHECKMATE", Termination::Checkmate)
        .value("STALEMATE", Termination::Stalemate)
        .value("ROYAL_CAPTURED", Termination::RoyalCaptured)
        .value("FIFTY_MOVES", Termination::FiftyMoves)
        .value("THREEFOLD_REPETITION", Termination::Repetition)
        .value("EXTINCTION", Termination::Extinction)
        .value("GOAL", Termination::Goal)
        .value("CHECK_LIMIT", Termination::CheckLimit)
        .value("PASSES", Termination::Passes)
        .value("BOARD_FULL", Termination::BoardFull)
        .value("CONNECTION", Termination::Connection);
    py::enum_<EffectKind>(m, "EffectKind", "What a rule does to a piece besides the move itself.")
        .value("CHANGES_SIDE", EffectKind::ChangesSide)
        .value("APPEARS", EffectKind::Appears)
        .value("REMOVED", EffectKind::Removed);
    py::class_<PyEffect>(m, "Effect", "A move's rule effect: a flip, a rebirth, a piece blown up or burnt.")
        .def_readonly("kind", &PyEffect::kind)
        .def_readonly("square", &PyEffect::square, "The square index (rank * files + file).")
        .def_readonly("piece", &PyEffect::piece, "The piece after the move (CHANGES_SIDE, APPEARS), before it (REMOVED).")
        .def("__repr__", [](const PyEffect& e) {
            return "Effect(" + std::string(py::str(py::cast(e.kind))) + ", " + std::to_string(e.square) + ", " +
                   e.piece.symbol() + ")";
        });
    py::class_<PyOutcome>(m, "Outcome", "The end of a game: termination and winner (None: a draw).")
        .def_readonly("termination", &PyOutcome::termination)
        .def_readonly("winner", &PyOutcome::winner, "True: White won, False: Black, None: a draw.")
        .def("result", &PyOutcome::result, "'1-0', '0-1' or '1/2-1/2'.")
        .def("__repr__", [](const PyOutcome& o) {
            return "Outcome(termination=" + std::string(py::str(py::cast(o.termination))) + ", winner=" +
                   (o.winner ? (*o.winner ? "True" : "False") : "None") + ")";
        });
    py::class_<PyPiece>(m, "Piece", "A piece on the board.")
        .def_readonly("letter", &PyPiece::letter, "The type's id: its FEN letter (upper case), or an id of several characters (+D, D', D!).")
        .def_readonly("id", &PyPiece::letter, "The type's id, as in variant files (the same as letter).")
        .def_readonly("name", &PyPiece::name)
        .def_readonly("color", &PyPiece::color, "True White, False Black, None neutral (the Duck).")
        .def_readonly("royal", &PyPiece::royal)
        .def("symbol", &PyPiece::symbol, "The FEN spelling (a letter, or +P / Q~ for a promoted type): lower case for Black.")
        .def("__repr__", [](const PyPiece& p) { return "Piece('" + p.symbol() + "', " + p.name + ")"; });
    py::class_<PyMove>(m, "Move", "A legal move of the board that listed it.")
        .def_readonly("from_square", &PyMove::from_square, "Origin square index (rank * files + file); None for a drop.")
        .def_readonly("to_square", &PyMove::to_square, "Where the moving (or dropped) piece ends.")
        .def_readonly("captures", &PyMove::captures, "Squares of the pieces it takes (or dooms, for a peck).")
        .def_readonly("drop", &PyMove::drop, "The dropped type's id (letter), or None.")
        .def_readonly("promotion", &PyMove::promotion, "The promotion type's id (letter), or None.")
        .def_readonly("is_castling", &PyMove::castling)
        .def_readonly("neutral_square", &PyMove::neutral_square, "Where the Duck goes, or None.")
        .def("uci", [](const PyMove& pm) { return pm.text; }, "The coordinate form: e2e4, e7e8q, N@e4, e2e4,d5.")
        .def("__str__", [](const PyMove& pm) { return pm.text; })
        .def("__repr__", [](const PyMove& pm) { return "Move('" + pm.text + "')"; })
        .def("__eq__", [](const PyMove& a, const PyMove& b) { return a.move == b.move && a.rules == b.rules; })
        .def("__hash__", [](const PyMove& pm) { return py::hash(py::str(pm.text)); });
}

}  // namespace

void bind_board(py::module_& m) {
    bind_values(m);
    m.def("_read_pgn", &board_from_pgn, py::arg("text"), py::arg("variant") = py::none());
    m.attr("WHITE") = true;
    m.attr("BLACK") = false;
    py::class_<Board, std::shared_ptr<Board>>(m, "Board", "A game in progress: a position and the moves that led to it.")
        .def(py::init(&make_board), py::arg("variant") = "chess", py::arg("fen") = py::none(),
             "Board(variant='chess', fen=None): the start position of a variant (a name or a Variant),\n"
             "or `fen`. Raises VariantError or InvalidFenError (with file:line:column).")
        .def_property_readonly("legal_moves", &Board::legal_moves, "The legal moves, as a list of Move.")
        .def("push", &Board::push, py::arg("move"), "Plays a legal Move (IllegalMoveError otherwise).")
        .def("push", [](Board& b, const std::string& s) { b.push_uci(s); }, py::arg("move"),
             "Plays a move in coordinate form.")
        .def("push_uci", &Board::push_uci, py::arg("move"), "Plays a move in coordinate form; returns it.")
        .def("push_san", &Board::push_san, py::arg("san"), "Plays a move in SAN; returns it.")
        .def("parse_san", &Board::parse_san_move, py::arg("san"), "The legal move written `san`.")
        .def("parse_uci", &Board::parse_uci, py::arg("move"), "The legal move in coordinate form.")
        .def("pop", &Board::pop, "Takes back the last move and returns it (IndexError when none).")
        .def("peek", [](const Board& b) {
                 if (b.stack_.empty()) throw py::index_error("no move played");
                 return b.move_stack().back();
             }, "The last move played.")
        .def("fen", [](const Board& b) { return b.pos_.fen(); }, "The position in FEN.")
        .def("san", &Board::san, py::arg("move"), py::arg("notation") = Notation::San, py::arg("effects") = true,
             "The SAN of a legal move (with + or #), or its form in another `notation`; `effects`:\n"
             "its rule effects after it, Bxd7[P@b8] (a rebirth), P@d3[~d4] (a flip).")
        .def("effects", &Board::effects, py::arg("move"),
             "A legal move's rule effects, by square: pieces that change side, appear or are removed.")
        .def("is_check", [](const Board& b) { return b.pos_.in_check(); }, "Is the side to move in check?")
        .def("outcome", &Board::outcome, "The Outcome when the game is over (mate, stalemate, royal piece\n"
                                          "captured, fifty moves, threefold repetition), else None.")
        .def("is_game_over", [](const Board& b) { return b.outcome().has_value(); })
        .def("result", [](const Board& b) { auto o = b.outcome(); return o ? o->result() : std::string("*"); })
        .def("perft", &Board::perft, py::arg("depth"), py::arg("threads") = 1,
             "Counts the leaves of the legal move tree (the GIL is released meanwhile).")
        .def("copy", [](const Board& b) { return std::make_shared<Board>(b); }, "An independent copy.")
        .def("piece_at", &Board::piece_at, py::arg("square"), "The Piece on a square (index or name), or None.")
        .def("hand", &Board::hand, py::arg("color"), "{id: count} of the pieces in a side's hand (ids as Piece.id).")
        .def("has_insufficient_material", [](const Board& b, bool white) {
                 return insufficient_material(b.pos_, white ? Color::White : Color::Black);
             }, py::arg("color"), "Has this side (True: White) too little material to win (aviary/material.hpp)?")
        .def_property_readonly("move_stack", &Board::move_stack, "The moves played since the start position.")
        .def_property_readonly("turn", [](const Board& b) { return b.pos_.side_to_move() == Color::White; },
                               "True when White is to move.")
        .def_property_readonly("ply", [](const Board& b) { return b.stack_.size(); })
        .def_property_readonly("fullmove_number", [](const Board& b) { return b.pos_.fullmove_number(); })
        .def_property_readonly("halfmove_clock", [](const Board& b) { return b.pos_.halfmove_clock(); })
        .def_property_readonly("ep_square", [](const Board& b) -> std::optional<int> {
                                   const auto ep = b.pos_.en_passant_squares();
                                   if (ep.empty()) return std::nullopt;
                                   return int(ep.front());
                               }, "The (first) en passant target square, or None.")
        .def("has_kingside_castling_rights", [](const Board& b, bool white) {
                 return b.pos_.castling_right(white ? Color::White : Color::Black, CastlingSide::King);
             }, py::arg("color"), "Has the side still its right to castle towards the h-file side?")
        .def("has_queenside_castling_rights", [](const Board& b, bool white) {
                 return b.pos_.castling_right(white ? Color::White : Color::Black, CastlingSide::Queen);
             }, py::arg("color"), "Has the side still its right to castle towards the a-file side?")
        .def_property_readonly("variant", [](const Board& b) { return b.variant_; })
        .def_property_readonly("start_fen", [](const Board& b) { return b.start_.fen(); })
        .def("square_name", [](const Board& b, int s) { return b.pos_.ruleset().shape().name(b.square_of(py::int_(s))); },
             py::arg("square"), "'e4' for a square index.")
        .def("parse_square", [](const Board& b, const std::string& s) { return int(b.square_of(py::str(s))); },
             py::arg("name"), "The index of a square name.")
        .def("pgn", &Board::pgn, py::arg("tags") = std::map<std::string, std::string>{},
             "The game in PGN from the start position (tags add to or override the defaults).")
        .def("__str__", [](const Board& b) { return b.pos_.to_text(); })
        .def("__repr__", [](const Board& b) { return "<aviary.Board of " + b.variant_->key + ">\n" + b.pos_.to_text(); });
}

}  // namespace aviary::python

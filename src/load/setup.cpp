// The start position: what it implies about the rules (counts, ranks, castling squares).
#include <algorithm>

#include "compile/castlings.hpp"
#include "position/fen.hpp"
#include "load/loader_state.hpp"

namespace aviary::load {
namespace {

// The cell of file f on the castling line of right `right` through `king` (NoSquare off the
// board): the king's rank, or a line whose rank grows with the file (castling-lines).
Square on_line(const RulesetData& rd, int right, Square king, int f) {
    const BoardShape& b = rd.shape;
    const int r = b.rank_of(king) + (f - b.file_of(king)) * rd.castling.slope[std::size_t(right)];
    return b.contains(f, r) ? b.square(f, r) : NoSquare;
}

// Do the king (from `king`) and its partner land on the board?
bool castling_fits(const RulesetData& rd, const detail::CastleRule& cr, Square king) {
    const int kto = rd.shape.file_of(king) + cr.dir * cr.king_steps, pto = kto - cr.dir * cr.gap;
    return on_line(rd, cr.right, king, kto) != NoSquare && on_line(rd, cr.right, king, pto) != NoSquare;
}

Square find_piece(const RulesetData& rd, const PositionState& st, Cell want) {
    Square found = NoSquare;
    for (int s = 0; s < rd.size(); ++s)
        if (st.board[s] == want) found = Square(s);
    return found;
}

// The outermost castling partner of colour `c` beyond `king` on the line of castling rule
// `cr` (the nearest under castling-partner = innermost).
Square find_partner(const RulesetData& rd, const PositionState& st, Square king,
                    const detail::CastleRule& cr, Color c) {
    Square partner = NoSquare;
    for (int f = rd.shape.file_of(king) + cr.dir;; f += cr.dir) {
        const Square s = on_line(rd, cr.right, king, f);
        if (s == NoSquare) break;
        const Cell cl = st.board[s];
        if (cl && cell_color(cl) == c &&
            std::find(rd.castling.partners.begin(), rd.castling.partners.end(), cell_type(cl)) != rd.castling.partners.end()) {
            partner = s;
            if (rd.castling.innermost) break;
        }
    }
    return partner;
}

// One castling rule of type `t`, colour `c`: its king and partner squares from the setup.
bool place_castling(Loader& L, RulesetData& rd, const PositionState& st, std::size_t t, int c,
                    const detail::CastleRule& cr) {
    const PieceStmt& ps = L.pieces[t];
    if (rd.castling.partners.empty()) {
        L.error(ps.src, ps.piece.notation.offset, "castling (O) needs 'castling = PARTNER-LETTERS'");
        return false;
    }
    const Square king = find_piece(rd, st, make_cell(int(t), Color(c)));
    if (king == NoSquare) return true;
    if (rd.shape.hex && !rd.shape.hex_ranks && !rd.castling.lines) {
        L.error(ps.src, ps.piece.notation.offset,
                "castling on a hexagonal board whose files run up needs 'castling-lines' (its "
                "ranks are no lines: castling-lines = fl fr)");
        return false;
    }
    const Square partner = find_partner(rd, st, king, cr, Color(c));
    if (partner == NoSquare) return true;
    if (!castling_fits(rd, cr, king)) {
        L.error(ps.src, ps.piece.notation.offset,
                "castling O" + std::to_string(cr.king_steps) + ":" + std::to_string(cr.gap) +
                    " takes the king on " + rd.shape.name(king) + " or its partner off the board");
        return false;
    }
    if (rd.castling.any && rd.castling.king_to[cr.right] >= 0) {
        L.error(ps.src, ps.piece.notation.offset, "castling-start = any takes one O move per side");
        return false;
    }
    rd.castling.king[cr.right] = king;
    rd.castling.partner[cr.right] = partner;
    // (the landing files, for castling-start = any)
    rd.castling.king_to[cr.right] = rd.shape.file_of(king) + cr.dir * cr.king_steps;
    rd.castling.partner_to[cr.right] = rd.castling.king_to[cr.right] - cr.dir * cr.gap;
    return true;
}

// Castling: the king and the outermost partner on each side, from the setup.
bool place_castlings(Loader& L, RulesetData& rd, const PositionState& st) {
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        for (int c = 0; c < 2; ++c)
            for (const auto& cr : rd.types[t].castles[c])
                if (!place_castling(L, rd, st, t, c, cr)) return false;
    for (int i = 0; i < 4; ++i)   // (castle_keep's table)
        for (Square s : {rd.castling.king[i], rd.castling.partner[i]})
            if (s != NoSquare) rd.castling.mask[s] &= std::uint8_t(~(1u << i));
    detail::plan_castlings(rd);
    return true;
}

// How many of each piece start, and on which ranks (relative to their side).
void record_setup(RulesetData& rd, const PositionState& st) {
    for (int c = 0; c < 2; ++c)
        for (std::size_t t = 0; t < rd.types.size(); ++t) {
            rd.initial_count[c][t] = st.count[c][t];
            rd.setup_total[c][t] = std::uint8_t(st.count[c][t] + st.hand[c][t]);
            if (st.hand[c][t]) rd.hand.setup_types.set(t);   // a starting hand (not from captures)
        }
    for (int s = 0; s < rd.size(); ++s) {
        const Cell cl = st.board[s];
        if (!cl || cell_color(cl) == Color::Neutral) continue;
        rd.setup_ranks[int(cell_color(cl))][cell_type(cl)] |= 1u << rd.rel_rank(cell_color(cl), Square(s));
        rd.setup_squares[int(cell_color(cl))][cell_type(cl)].set(Square(s));
    }
}

}  // namespace

bool read_setup(Loader& L, RulesetData& rd) {
    const Stmt* setup = find_setting(L, "setup");
    if (!setup) {
        L.error(L.sources.front().get(), 0, "the variant needs a 'setup = FEN' line");
        return false;
    }
    rd.start_fen = setup->setting.value.text;
    PositionState st;
    auto fen_error = [&](const detail::FenError& e) {
        L.error(setup->src, setup->setting.value.offset + e.offset, e.message);
        return false;
    };
    if (auto e = detail::read_fen(rd, rd.start_fen, st, false)) return fen_error(*e);
    record_setup(rd, st);
    if (!place_castlings(L, rd, st)) return false;
    // Validate the setup as a real position now that the rules are complete.
    if (auto e = detail::read_fen(rd, rd.start_fen, st, true)) return fen_error(*e);
    return true;
}

}  // namespace aviary::load

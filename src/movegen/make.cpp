// What a move does to the position: applied generically from the effects the move carries.
#include <algorithm>
#include <numeric>

#include "movegen/movegen.hpp"
#include "movegen/setup_phase.hpp"

namespace aviary::detail {
namespace {

struct Editor {
    const RulesetData& rd;
    PositionState& st;

    void put(Square s, Cell c) {
        st.put(s, c);
        st.hash ^= rd.piece_key(c, s);
        if (cell_color(c) != Color::Neutral) st.count[int(cell_color(c))][cell_type(c)]++;
    }
    Cell remove(Square s) {
        Cell c = st.board[s];
        if (!c) return 0;
        st.hash ^= rd.piece_key(c, s);
        if (cell_color(c) != Color::Neutral) st.count[int(cell_color(c))][cell_type(c)]--;
        st.clear(s);
        unvirgin(s);
        return c;
    }
    void unvirgin(Square s) {
        if (st.is_virgin(s)) {
            st.set_virgin(s, false);
            st.hash ^= rd.z_virgin[s];
        }
    }
    void hand(int colour, int type, int delta) {
        auto& n = st.hand[colour][type];
        if (n) st.hash ^= rd.hand_key(colour, type, n);
        n = std::uint8_t(n + delta);
        if (n) st.hash ^= rd.hand_key(colour, type, n);
    }
    // What a capture does besides taking, the mover (`mover`, before any promotion) standing
    // on `to`: it turns to stone (petrify), or explodes with its neighbours (blast).
    void capture_effects(Cell mover, Square to, std::uint8_t& keep) {
        if (st.board[to] && (rd.petrify >> cell_type(mover) & 1)) {
            remove(to);
            put(to, make_cell(rd.petrify_into, Color::Neutral));
        }
        if (rd.blast.empty()) return;
        for (Square s : blast_victims(rd, st, to)) {
            keep &= castle_keep(rd, st, s);
            const Cell c = remove(s);
            if (cell_color(c) != st.side) taken(c, st.side);
        }
    }
    // A piece taken by `captor`: to the captor's hand (changing colour, and back to its
    // unpromoted type: demote=) or out of the game.
    void taken(Cell victim, Color captor) {
        int t = cell_type(victim);
        if (rd.types[t].demote >= 0) t = rd.types[t].demote;
        if (rd.hands && rd.types[t].to_hand) hand(int(captor), t, +1);
    }
};

// Could any piece of `side` take en passant on one of the squares (by geometry alone)?
bool ep_useful(const RulesetData& rd, const PositionState& st, Color side) {
    for (Square e : st.ep) {
        if (e == NoSquare) continue;
        for (const EpRay& r : rd.ep_rays[int(side)]) {
            Square t = e;
            for (int k = 1; k <= r.range; ++k) {
                t = rd.target(r.rvec, t);
                if (t == NoSquare) break;
                if (st.board[t] == make_cell(r.type, side)) return true;
            }
        }
    }
    return false;
}

// check-limit: a move that leaves the other side's royal piece attacked counts as a check.
void count_check(const RulesetData& rd, PositionState& st, Color mover) {
    auto& left = st.checks_left[int(mover)];
    if (!left || !royal_attacked(rd, st, st.side)) return;
    st.hash ^= rd.z_checks[int(mover)][left];
    --left;
    st.hash ^= rd.z_checks[int(mover)][left];
}

// The squares a multi-step move passed become en passant targets, if some enemy piece could
// take there at all.
void set_ep(const RulesetData& rd, PositionState& st, const Move& m) {
    const BoardShape& b = rd.shape;
    int dx = b.file_of(m.to) - b.file_of(m.from), dy = b.rank_of(m.to) - b.rank_of(m.from);
    int g = std::gcd(std::abs(dx), std::abs(dy));
    int n = 0;
    for (int k = 1; k < g && n < 4; ++k)
        st.ep[n++] = b.square(b.file_of(m.from) + dx / g * k, b.rank_of(m.from) + dy / g * k);
    if (n && ep_useful(rd, st, opposite(st.side))) {
        for (int k = 0; k < n; ++k) st.hash ^= rd.z_ep[st.ep[k]];
        st.ep_victim = m.to;
    } else {
        st.ep.fill(NoSquare);
    }
}

// The move's end: the castling rights kept, passes, clocks, side to move, check counting.
void end_turn(const RulesetData& rd, PositionState& st, const Move& m, std::uint8_t keep,
              bool reset_clock) {
    const Color us = st.side;
    if (st.castling & ~keep) {
        st.hash ^= rd.z_castle[st.castling & 15];
        st.castling &= keep;
        st.hash ^= rd.z_castle[st.castling & 15];
    }
    const std::uint8_t passes = (m.flags & MovePass) ? std::uint8_t(std::min(st.passes + 1, 2)) : 0;
    if (passes != st.passes) {   // (z_passes[0] is 0)
        st.hash ^= rd.z_passes[st.passes] ^ rd.z_passes[passes];
        st.passes = passes;
    }
    st.halfmove = reset_clock ? 0 : std::uint16_t(st.halfmove + (st.halfmove < 0xFFFF));
    if (us == Color::Black) st.fullmove++;
    st.side = opposite(us);
    st.hash ^= rd.z_side;
    if (rd.check_limit) count_check(rd, st, us);
}

}  // namespace

void apply_move(const RulesetData& rd, PositionState& st, const Move& m) {
    if (m.flags & (MoveGate | MoveGatePartner)) [[unlikely]] return apply_gating(rd, st, m);
    Editor e{rd, st};
    const Color us = st.side, them = opposite(us);
    for (Square& s : st.ep)
        if (s != NoSquare) {
            st.hash ^= rd.z_ep[s];
            s = NoSquare;
        }
    st.ep_victim = NoSquare;
    const Square old_doomed = st.doomed;
    if (old_doomed != NoSquare) st.hash ^= rd.z_doomed[old_doomed];
    st.doomed = NoSquare;
    Square new_doomed = NoSquare;
    bool capture = false, reset = false, took = false;
    std::uint8_t keep = 0xFF;

    if (m.flags & MovePass) {
        // nothing moves
    } else if (m.flags & MoveDrop) {
        int t = m.piece - 1;
        e.hand(int(us), rd.types[t].hand_type(t), -1);   // (drop-promoted: +P from a P)
        e.put(m.to, make_cell(t, us));
        reset = rd.clock_drops;   // halfmove-reset = ... drops
        if (rd.castling_drops) drop_castling_rights(rd, st, m.to, us);
        // unmoved, as a FEN read it: on a rank where the setup has its kind (a pawn's double step)
        if (rd.types[t].has_initial && (rd.setup_ranks[int(us)][t] >> rd.rel_rank(us, m.to) & 1)) {
            st.set_virgin(m.to, true);
            st.hash ^= rd.z_virgin[m.to];
        }
    } else {
        const Cell mover = st.board[m.from];
        const bool rifle = m.to == m.from;
        const PieceType& mt = rd.types[cell_type(mover)];
        // (halfmove-reset: a promoter's move, a promotion)
        reset = (m.piece && rd.clock_promotions) || (mt.promo_zone != 0 && rd.clock_promoters);
        auto take = [&](Square s) {
            Cell v = st.board[s];
            if (!v) return;
            capture = true;
            if (rifle && rd.rifle_dooms) {   // (its castling right goes when it is removed)
                new_doomed = s;
                return;
            }
            keep &= castle_keep(rd, st, s);
            took = true;
            e.remove(s);
            e.taken(v, us);
        };
        for (Square v : m.victim)
            if (v != NoSquare) take(v);
        e.remove(m.from);
        keep &= castle_keep(rd, st, m.from);
        if (m.flags & MoveCastle) {
            Cell partner = e.remove(m.partner.from);
            keep &= castle_keep(rd, st, m.partner.from);
            e.put(m.partner.to, partner);
        }
        if (!rifle && st.board[m.to]) {
            keep &= castle_keep(rd, st, m.to);
            if (m.unload != NoSquare) {
                Cell other = e.remove(m.to);
                e.put(m.unload, other);
                e.unvirgin(m.unload);
                capture = capture || cell_color(other) != us;
            } else {
                take(m.to);
            }
        }
        // promote=hand: the chosen piece comes out of the opponent's hand in the mover's colour
        if (m.piece && mt.promo_source == PromotionSource::OpponentHand)
            e.hand(int(them), m.piece - 1, -1);
        e.put(m.to, m.piece ? make_cell(m.piece - 1, us) : mover);
        if (m.flags & MoveMoverDies) e.taken(e.remove(m.to), them);   // poisoned
        if (took) e.capture_effects(mover, m.to, keep);
        if (rd.aim_takes_initial >> cell_type(mover) & 1) aim_takes_initial(rd, st, m.to, cell_type(mover), us);
        if (m.flags & MoveMakesEp) set_ep(rd, st, m);
    }
    // The mover's doomed piece dies at the end of its owner's turn, whatever was played.
    if (old_doomed != NoSquare && st.board[old_doomed] && cell_color(st.board[old_doomed]) == us) {
        e.remove(old_doomed);
        keep &= castle_keep(rd, st, old_doomed);
    }
    if (new_doomed != NoSquare) {
        st.doomed = new_doomed;
        st.hash ^= rd.z_doomed[new_doomed];
    }
    if (m.neutral.to != NoSquare) {
        const int t = rd.neutral_step();   // a wall comes from nowhere, the Duck from its hand
        if (m.neutral.from != NoSquare) e.remove(m.neutral.from);
        else if (rd.relocate >= 0) e.hand(2, t, -1);
        e.put(m.neutral.to, make_cell(t, Color::Neutral));
    }
    end_turn(rd, st, m, keep, capture || reset);
    if (!rd.counting.empty()) advance_count(rd, st, capture || (m.piece && !(m.flags & MoveDrop)));
}

bool pieces_agree(const RulesetData& rd, const PositionState& st) {
    for (int s = 0; s < MaxSquares; ++s) {
        const Cell c = st.board[s];
        for (int col = 0; col < 3; ++col) {
            const bool listed = st.pieces[col][s >> 6] >> (s & 63) & 1;
            if (listed != (c && (c & 3) - 1 == col && s < rd.size())) return false;
        }
    }
    return true;
}

int royal_count(const RulesetData& rd, const PositionState& st, Color side) {
    int n = 0;
    for (int t : rd.royal_types) n += st.count[int(side)][std::size_t(t)];
    return n;
}

bool royal_attacked(const RulesetData& rd, const PositionState& st, Color side, bool walks_only) {
    if (rd.duple_check) return all_royals_attacked(rd, st, side, walks_only);
    int left = royal_count(rd, st, side);   // (the pieces after the last royal one need no look)
    for (int s : squares(st.pieces[int(side)])) {
        if (!left) break;
        const Cell c = st.board[s];
        if (!rd.types[cell_type(c)].royal) continue;
        if (!blast_shelters(rd, st, Square(s), side) &&
            attacked(rd, st, Square(s), opposite(side), nullptr, walks_only))
            return true;
        --left;
    }
    return false;
}

bool legal_after(const RulesetData& rd, const PositionState& st, Color mover, bool walks_only) {
    switch (rd.royalty) {
        case Royalty::Capture: return true;
        case Royalty::Check:
            if (!rd.blast.empty() && !rd.royal_types.empty()) {   // a capture may explode royals
                if (royal_count(rd, st, mover) == 0) return false;              // its own: illegal
                if (royal_count(rd, st, opposite(mover)) == 0) return true;     // theirs: it wins
            }
            return !royal_attacked(rd, st, mover, walks_only);
        case Royalty::LastCheck: {
            int n = royal_count(rd, st, mover);
            if (n == 0) return false;
            return n > 1 || !royal_attacked(rd, st, mover, walks_only);
        }
    }
    return true;
}

bool royal_lost(const RulesetData& rd, const PositionState& st) {
    if (rd.royalty == Royalty::Check) return false;
    bool has_royal_type = false;
    for (int t : rd.royal_types)
        if (rd.initial_count[int(st.side)][std::size_t(t)]) has_royal_type = true;
    return has_royal_type && royal_count(rd, st, st.side) == 0;
}

}  // namespace aviary::detail

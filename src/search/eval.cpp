// Piece values derived from the compiled moves, the mobility/centre table and the static
// evaluation the search calls at its leaves.
#include "search/eval.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <numeric>

#include "aviary/search.hpp"
#include "ir/access.hpp"
#include "movegen/movegen.hpp"

namespace aviary::detail {

namespace {

// A knight on 8x8 reaches 5.25 squares on average; it is worth 300. A piece's mobility is
// counted on a board where each square is taken with probability kOccupancy: a square k
// steps out along a line the piece also reaches the squares before (a slide) counts
// (1 - kOccupancy)^(k-1), a leap's counts whole. Values grow as that mobility to the power
// kExponent, which puts (8x8) a bishop near 325, a rook near 470 and a queen near 940, and
// on 10x8 an archbishop near 800 and a chancellor near 960 (fitted to the usual values of
// chess and Capablanca chess). Pawn-like pieces keep the empty-board count and the power
// 0.75, which puts a pawn near 100.
constexpr double kKnightMobility = 5.25, kKnightValue = 300.0, kExponent = 1.25;
constexpr double kOccupancy = 0.35, kPawnExponent = 0.75;
constexpr int kMinValue = 50;        // a piece with no moves of its own (a borrower)
constexpr int kRoyalVictim = 20000;  // taking a royal piece is tried first

// How many steps out `x` is from `sq` along a line whose nearer squares the piece reaches
// too (a slide); 1 when it is not (a leap).
int slide_steps(const RulesetData& rd, Square sq, Square x, const LoneReach& r) {
    const int dx = rd.shape.file_of(x) - rd.shape.file_of(sq);
    const int dy = rd.shape.rank_of(x) - rd.shape.rank_of(sq);
    const int g = std::gcd(std::abs(dx), std::abs(dy));
    for (int j = 1; j < g; ++j) {
        const int f = rd.shape.file_of(sq) + dx / g * j, k = rd.shape.rank_of(sq) + dy / g * j;
        const Square y = rd.shape.square(f, k);
        if (!r.moves.has(y) && !r.attacks.has(y)) return 1;
    }
    return std::max(g, 1);
}

// How many squares a lone piece of `type` (colour c) on `sq` moves to and captures on, on an
// empty board (`empty`) and on a board partly taken (kOccupancy); sets `back` when one of
// them is on a rank nearer c's side than sq.
struct Mobility {
    double empty = 0, occupied = 0;
};
Mobility mobility_at(const RulesetData& rd, int type, Color c, Square sq, MoveList& ml,
                     bool& back) {
    const LoneReach r = lone_reach(rd, type, c, sq, ml);
    Mobility m;
    for (int x = 0; x < rd.size(); ++x) {
        const bool to = r.moves.has(Square(x)), takes = r.attacks.has(Square(x));
        if (!to && !takes) continue;
        m.empty += (to + takes) / 2.0;
        const int k = slide_steps(rd, sq, Square(x), r);
        m.occupied += (to + takes) / 2.0 * std::pow(1.0 - kOccupancy, k - 1);
        if (rd.rel_rank(c, Square(x)) < rd.rel_rank(c, sq)) back = true;
    }
    return m;
}

int value_from_mobility(double avg, double exponent) {
    if (avg <= 0) return kMinValue;
    const double v = kKnightValue * std::pow(avg / kKnightMobility, exponent);
    return std::max(kMinValue, int(std::lround(v)));
}

void fill_type(const RulesetData& rd, int t, EvalTables& et, MoveList& ml) {
    const PieceType& pt = rd.types[std::size_t(t)];
    const int n = rd.size();
    std::array<std::vector<double>, 2> mob;   // (on the empty board: the placement bonus)
    double sum = 0, occupied = 0;
    bool back = false;
    for (int c = 0; c < 2; ++c) {
        mob[c].resize(std::size_t(n));
        for (int s = 0; s < n; ++s) {
            const Mobility m = mobility_at(rd, t, Color(c), Square(s), ml, back);
            mob[c][std::size_t(s)] = m.empty;
            sum += m.empty;
            occupied += m.occupied;
        }
    }
    if (!back) et.pawn_like.set(t);
    else if (!pt.royal) et.null_move_types.set(t);
    if (back && !pt.royal) et.attacker_types.set(t);
    const double avg = sum / (2.0 * n);
    const int derived = back ? value_from_mobility(occupied / (2.0 * n), kExponent)
                             : value_from_mobility(avg, kPawnExponent);
    et.value[std::size_t(t)] = pt.value ? pt.value : derived;
    const bool promotes = pt.promo_source != PromotionKind::None && pt.promo_zone;
    if (!back && promotes && !pt.promo_choices[0].empty()) {
        et.structure_types.set(t);
        et.zone_rank[std::size_t(t)] = std::countr_zero(pt.promo_zone);
    }
    for (int c = 0; c < 2; ++c)
        for (int s = 0; s < n; ++s) {
            const EvalParams& p = et.params;
            int b = pt.royal ? 0 : int(std::lround((mob[c][std::size_t(s)] - avg) * p.mobility));
            b = std::clamp(b, -p.cap, p.cap);
            if (promotes && rd.shape.ranks > 1)
                b += rd.rel_rank(Color(c), Square(s)) * p.advance / (rd.shape.ranks - 1);
            et.square_bonus[c][std::size_t(t) * n + std::size_t(s)] = std::int16_t(b);
        }
}

}  // namespace

// A pawn-like piece is worth what its moves say where it promotes to the game's strongest
// piece (a chess pawn, near 100), less where its best choice is weaker: times
// 0.6 + 0.4 * best / strongest (a shatranj pawn, which becomes a ferz, near 72: the pieces
// are worth more pawns there). Not for a type given a value= by its file.
void scale_pawns(const RulesetData& rd, EvalTables& et) {
    int strongest = 0;
    for (std::size_t t = 0; t < rd.types.size(); ++t)
        if (!rd.types[t].royal && !rd.types[t].neutral)
            strongest = std::max(strongest, et.value[t]);
    for (int t = 0; t < int(rd.types.size()); ++t) {
        const PieceType& pt = rd.types[std::size_t(t)];
        if (!(et.structure_types.has(t)) || pt.value || strongest <= 0) continue;
        int best = 0;
        for (int c : pt.promo_choices[0]) best = std::max(best, et.value[std::size_t(c)]);
        const double f = 0.6 + 0.4 * std::min(1.0, double(best) / strongest);
        int& v = et.value[std::size_t(t)];
        v = std::max(kMinValue, int(std::lround(v * f)));
    }
}

const std::array<EvalParamName, 9> kEvalParamNames{{
    {"mobility", &EvalParams::mobility}, {"advance", &EvalParams::advance},
    {"cap", &EvalParams::cap},           {"doubled", &EvalParams::doubled},
    {"isolated", &EvalParams::isolated}, {"passed", &EvalParams::passed},
    {"shelter", &EvalParams::shelter},   {"tropism", &EvalParams::tropism},
    {"tempo", &EvalParams::tempo},
}};

std::string eval_params_text(const EvalParams& p) {
    std::string out;
    for (const EvalParamName& n : kEvalParamNames) {
        if (!out.empty()) out += ' ';
        out += n.name;
        out += '=';
        out += std::to_string(p.*n.member);
    }
    return out;
}

// One word "name=value": the weight set in `p`, or why not.
std::optional<std::string> parse_eval_param(std::string_view word, EvalParams& p) {
    const std::size_t eq = word.find('=');
    if (eq == std::string_view::npos)
        return "'" + std::string(word) + "': expected name=value";
    const std::string_view name = word.substr(0, eq), value = word.substr(eq + 1);
    for (const EvalParamName& n : kEvalParamNames) {
        if (name != n.name) continue;
        int v = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (ec != std::errc{} || end != value.data() + value.size() || v < -10000 || v > 10000)
            return "'" + std::string(word) + "': expected a whole number from -10000 to 10000";
        p.*n.member = v;
        return std::nullopt;
    }
    std::string known;
    for (const EvalParamName& n : kEvalParamNames)
        known += std::string(known.empty() ? "" : " ") + n.name;
    return "'" + std::string(word) + "': no weight '" + std::string(name) +
           "' (one of: " + known + ")";
}

std::optional<std::string> parse_eval_params(std::string_view text, EvalParams& p) {
    EvalParams q = p;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == ',')) ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\t' && text[j] != ',') ++j;
        if (j > i)
            if (auto e = parse_eval_param(text.substr(i, j - i), q)) return e;
        i = j;
    }
    p = q;
    return std::nullopt;
}

std::shared_ptr<const EvalTables> build_eval_tables(const RulesetData& rd,
                                                    const EvalParams& params) {
    auto et = std::make_shared<EvalTables>();
    et->id = rd.id;
    et->params = params;
    et->value.assign(rd.types.size(), 0);
    for (auto& b : et->square_bonus) b.assign(rd.types.size() * std::size_t(rd.size()), 0);
    const int n = rd.size();
    et->file.resize(std::size_t(n));
    et->distance.resize(std::size_t(n) * std::size_t(n));
    for (int a = 0; a < n; ++a) {
        et->file[std::size_t(a)] = std::uint8_t(rd.shape.file_of(Square(a)));
        for (int b = 0; b < n; ++b)
            et->distance[std::size_t(a) * std::size_t(n) + std::size_t(b)] = std::uint8_t(std::max(
                std::abs(rd.shape.file_of(Square(a)) - rd.shape.file_of(Square(b))),
                std::abs(rd.shape.rank_of(Square(a)) - rd.shape.rank_of(Square(b)))));
    }
    et->promo_gain.assign(rd.types.size(), 0);
    et->zone_rank.assign(rd.types.size(), 0);
    MoveList ml;
    for (int t = 0; t < int(rd.types.size()); ++t)
        if (!rd.types[std::size_t(t)].neutral) fill_type(rd, t, *et, ml);
    scale_pawns(rd, *et);
    for (int t = 0; t < int(rd.types.size()); ++t) {   // (once every value is known)
        if (!(et->structure_types.has(t))) continue;
        int best = 0;
        for (int c : rd.types[std::size_t(t)].promo_choices[0])
            best = std::max(best, et->value[std::size_t(c)] - et->value[std::size_t(t)]);
        et->promo_gain[std::size_t(t)] = best;
    }
    return et;
}

const EvalTables& eval_tables_for(const RulesetData& rd) {
    thread_local std::shared_ptr<const EvalTables> cache[4];
    thread_local std::size_t next = 0;
    for (const auto& c : cache)
        if (c && c->id == rd.id) return *c;
    auto& slot = cache[next++ % 4];
    slot = build_eval_tables(rd);
    return *slot;
}

bool null_move_game(const RulesetData& rd) {
    if (rd.must_capture || rd.neutral.wall >= 0 || rd.turns.on() || rd.plan.turn_goes_on)
        return false;   // (a rule may keep the turn: the null move would break the turn)
    return !(rd.royal_types.empty() && rd.ends.stalemate != StalemateRule::Draw);
}

namespace {

// What the first pass over the pieces gathers for the second: where each side's lone royal
// piece stands, and per file (+1) how many pawn-like pieces each side has there and the
// highest relative rank, as the other side counts ranks, of one of them (-1: none): a piece of
// the other side's on that file or the next, below that rank, has one of them ahead of it.
struct Gathered {
    Square king[2] = {NoSquare, NoSquare};
    int royals[2] = {0, 0};
    bool pawns = false;
    std::array<std::array<std::int8_t, MaxFiles + 2>, 2> count{}, front{};
};

// Passed, doubled and isolated pawn-like pieces (EvalTables::structure_types). A passer
// earns part of its promotion gain, growing with the square of its progress to the zone.
int structure_at(const RulesetData& rd, const EvalTables& et, const Gathered& g, int c, int t,
                 int s) {
    const std::size_t f = std::size_t(et.file[std::size_t(s)] + 1);
    int v = 0;
    if (g.count[c][f] > 1) v -= et.params.doubled;
    if (!g.count[c][f - 1] && !g.count[c][f + 1]) v -= et.params.isolated;
    const int r = rd.rel_rank(Color(c), Square(s));
    const auto& theirs = g.front[1 - c];
    if (theirs[f - 1] > r || theirs[f] > r || theirs[f + 1] > r) return v;
    const int zone = std::max(1, et.zone_rank[std::size_t(t)]);
    const int progress = std::min(r, zone);
    return v + et.promo_gain[std::size_t(t)] * progress * progress * et.params.passed /
                   (zone * zone * 100);
}

// Material, placement, and what the second pass needs (Gathered).
void first_pass(const RulesetData& rd, const EvalTables& et, const PositionState& st, int c,
                int& score, Gathered& g) {
    const std::size_t n = std::size_t(rd.size());
    for (int s : squares(st.pieces[c])) {
        const int t = cell_type(st.board[s]);
        score += et.value[std::size_t(t)] + et.square_bonus[c][std::size_t(t) * n + std::size_t(s)];
        if (rd.types[std::size_t(t)].royal) {
            g.king[c] = Square(s);
            ++g.royals[c];
        }
        if (!(et.pawn_like.has(t))) continue;
        const std::size_t f = std::size_t(et.file[std::size_t(s)] + 1);
        ++g.count[c][f];
        const int r = rd.rel_rank(opposite(Color(c)), Square(s));
        g.front[c][f] = std::int8_t(std::max<int>(g.front[c][f], r));
        g.pawns = true;
    }
}

// Pawn structure, and the safety of each side's lone royal piece: its own pawn-like pieces
// next to it (shelter) and enemy attackers (types that can move back) within three steps,
// weighted by their value, while the enemy has two attackers or more.
void second_pass(const RulesetData& rd, const EvalTables& et, const PositionState& st,
                 const Gathered& g, int score[2]) {
    const std::size_t n = std::size_t(rd.size());
    int shelter[2] = {0, 0}, danger[2] = {0, 0}, attackers[2] = {0, 0};
    for (int c = 0; c < 2; ++c) {
        const Square own = g.royals[c] == 1 ? g.king[c] : NoSquare;
        const Square enemy = g.royals[1 - c] == 1 ? g.king[1 - c] : NoSquare;
        for (int s : squares(st.pieces[c])) {
            const int t = cell_type(st.board[s]);
            if (g.pawns && (et.structure_types.has(t)))
                score[c] += structure_at(rd, et, g, c, t, s);
            if (own != NoSquare && (et.pawn_like.has(t)) &&
                et.distance[std::size_t(own) * n + std::size_t(s)] == 1)
                ++shelter[c];
            if (enemy == NoSquare || !(et.attacker_types.has(t))) continue;
            ++attackers[c];
            const int near = 4 - et.distance[std::size_t(enemy) * n + std::size_t(s)];
            if (near > 0) danger[1 - c] += near * et.value[std::size_t(t)] / 100;
        }
    }
    for (int c = 0; c < 2; ++c)
        score[c] += attackers[1 - c] < 2 ? shelter[c] * et.params.shelter / 2
                                         : shelter[c] * et.params.shelter -
                                               danger[c] * et.params.tropism;
}

}  // namespace

int evaluate_state(const RulesetData& rd, const EvalTables& et, const PositionState& st) {
    int score[2] = {0, 0};
    Gathered g;
    for (auto& f : g.front) f.fill(-1);
    for (int c = 0; c < 2; ++c) {
        first_pass(rd, et, st, c, score[c], g);
        if (rd.hand.held)
            for (std::size_t t = 0; t < rd.types.size(); ++t) score[c] += st.hand[c][t] * et.value[t];
    }
    const int us = int(st.side);
    if (st.doomed != NoSquare && st.board[st.doomed])   // removed at the end of this turn
        score[us] -= et.value[std::size_t(cell_type(st.board[st.doomed]))];
    second_pass(rd, et, st, g, score);
    return score[us] - score[1 - us] + et.params.tempo;
}

int capture_value(const RulesetData& rd, const EvalTables& et, const PositionState& st,
                  const Move& m) {
    const Color them = opposite(st.side);
    auto enemy_value = [&](Square s) {
        if (s == NoSquare || !st.board[s] || cell_color(st.board[s]) != them) return 0;
        const int t = cell_type(st.board[s]);
        return rd.types[std::size_t(t)].royal ? kRoyalVictim : et.value[std::size_t(t)];
    };
    int v = 0;
    for (Square s : m.victims()) v += enemy_value(s);
    if (!(m.flags & MoveDrop) && m.to != m.from && m.unload == NoSquare) v += enemy_value(m.to);
    return v;
}

int promotion_gain(const RulesetData& rd, const EvalTables& et, const PositionState& st,
                   const Move& m) {
    (void)rd;
    if (!m.piece || (m.flags & MoveDrop) || m.is_gating() || m.from == NoSquare || !st.board[m.from]) return 0;
    return et.value[std::size_t(m.piece - 1)] - et.value[std::size_t(cell_type(st.board[m.from]))];
}

}  // namespace aviary::detail

namespace aviary {

std::vector<int> piece_values(const Ruleset& rules) {
    return detail::eval_tables_for(detail::rules_data(rules)).value;
}

int evaluate(const Position& pos) {
    const auto& rd = detail::rules_data(pos.ruleset());
    return detail::evaluate_state(rd, detail::eval_tables_for(rd), detail::state_of(pos));
}

bool is_capture(const Position& pos, const Move& m) {
    const auto& rd = detail::rules_data(pos.ruleset());
    return detail::capture_value(rd, detail::eval_tables_for(rd), detail::state_of(pos), m) > 0;
}

}  // namespace aviary

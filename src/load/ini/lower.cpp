// A Fairy-Stockfish variant (Model) written as an Aviary .variant text. Each Fairy-Stockfish
// mechanic maps to the Aviary key or piece property that says the same; one Aviary cannot
// say is an error naming the key, never an approximation. Keys outside move generation
// whose effect Aviary's own rule replaces (repetition, the n-move rule) become notes.
#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>

#include "load/ini/model.hpp"
#include "load/ini/setup_fen.hpp"

namespace aviary::ini {
namespace {

const char* const kWhite = "White";
const char* const kBlack = "Black";

std::string pretty(const std::string& type) {
    if (type.rfind("customPiece", 0) == 0) return "Custom piece " + type.substr(11);
    std::string s;
    for (char c : type) {
        if (std::isupper(static_cast<unsigned char>(c))) s += ' ';
        s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::string lower_case(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string quoted(const std::string& s) { return s.find(' ') == std::string::npos ? s : "\"" + s + "\""; }

class Lowerer {
public:
    Lowerer(const Model& m, const Section& where, const std::string& text, const std::string& file)
        : m_(m), where_(where), text_(text), file_(file) {}

    Result<Lowered> run() {
        if (!check_unsupported() || !assign_ids()) return *error_;
        setup_ = setup();
        if (!pieces() || !rules()) return *error_;
        return Lowered{render(), notes_};
    }

private:
    const Model& m_;
    const Section& where_;
    const std::string& text_;
    const std::string& file_;
    std::optional<Diagnostic> error_;
    std::vector<std::string> notes_;
    std::map<std::string, char> id_;           // FSF type -> Aviary letter
    std::vector<std::string> order_;           // FSF types in Fairy-Stockfish's order
    std::set<char> used_;
    std::vector<std::string> piece_lines_, key_lines_;
    std::map<char, std::string> props_;        // extra properties per Aviary letter
    // Drop ranks per side (White's, Black's counted from its side) when Black's drop region is
    // not White's mirrored
    std::optional<std::pair<std::set<int>, std::set<int>>> drop_sides_;
    bool rotate_ = false;                      // symmetry = rotate (a piece leans one way)
    std::map<char, std::string> betza_;
    std::map<char, std::string> names_;
    std::vector<std::string> extra_order_;     // ids of types the lowering adds (promoted)
    std::map<std::string, std::string> extra_line_;
    std::string wall_line_;
    std::string setup_;     // the start position, in Aviary's FEN form
    // FSF type -> ids of the types promoted into it
    std::map<std::string, std::vector<std::string>> promoted_into_;
    std::map<std::string, std::string> copy_of_;   // FSF type -> id of its copy a pawn promotes to

    // ---- errors ----
    bool fail(const std::string& key, const std::string& why) {
        auto it = std::find_if(where_.entries.rbegin(), where_.entries.rend(),
                               [&](const Entry& e) { return e.key == key; });
        if (it != where_.entries.rend())
            error_ = make_diagnostic(file_, text_, it->offset, key + " = " + it->value + ": " + why);
        else
            error_ = make_diagnostic(file_, text_, where_.offset,
                                     "[" + where_.name + "]: " + key + " (inherited): " + why);
        return false;
    }
    bool cannot(const std::string& key, const std::string& what) {
        return fail(key, "Aviary cannot express " + what + " yet");
    }
    void note(const std::string& key, const std::string& why) {
        notes_.push_back(key + " = " + m_.value(key) + ": " + why);
    }

    // ---- squares ----
    bool on_board(int f, int r) const { return f < m_.files && r < m_.ranks; }
    Squares board_part(const Squares& s) const {
        Squares out;
        for (int r = 0; r < m_.ranks; ++r)
            for (int f = 0; f < m_.files; ++f)
                if (s.test(bit(f, r))) out.set(bit(f, r));
        return out;
    }
    Squares all_squares() const {
        Squares out;
        for (int r = 0; r < m_.ranks; ++r)
            for (int f = 0; f < m_.files; ++f) out.set(bit(f, r));
        return out;
    }
    // Black's squares for White's `s` by the game's symmetry (ranks turned over; files too when
    // it rotates).
    Squares mirrored(const Squares& s) const {
        Squares out;
        for (int r = 0; r < m_.ranks; ++r)
            for (int f = 0; f < m_.files; ++f)
                if (s.test(bit(f, r))) out.set(bit(rotate_ ? m_.files - 1 - f : f, m_.ranks - 1 - r));
        return out;
    }
    bool full_board(const Squares& s) const { return board_part(s).count() == std::size_t(m_.files * m_.ranks); }
    // The ranks (1-based) wholly in `s`, or nothing when `s` holds part of a rank.
    std::optional<std::vector<int>> ranks_of(const Squares& s) const {
        std::vector<int> out;
        for (int r = 0; r < m_.ranks; ++r) {
            int n = 0;
            for (int f = 0; f < m_.files; ++f) n += s.test(bit(f, r));
            if (n == m_.files) out.push_back(r + 1);
            else if (n) return std::nullopt;
        }
        return out;
    }
    static std::string range_text(const std::vector<int>& ranks) {
        if (ranks.size() == 1) return std::to_string(ranks[0]);
        return std::to_string(ranks.front()) + "-" + std::to_string(ranks.back());
    }
    static bool contiguous(const std::vector<int>& r) { return !r.empty() && r.back() - r.front() + 1 == int(r.size()); }
    std::string square_list(const Squares& s, char sep) const {
        std::string out;
        for (int r = 0; r < m_.ranks; ++r)
            for (int f = 0; f < m_.files; ++f)
                if (s.test(bit(f, r))) {
                    if (!out.empty()) out += sep;
                    out += char('a' + f);
                    out += std::to_string(r + 1);
                }
        return out;
    }
    // Squares as Aviary's square keys take them: whole ranks as one rectangle, else a list.
    std::string squares_text(const Squares& s, char sep = ' ') const {
        auto ranks = ranks_of(s);
        if (ranks && contiguous(*ranks))
            return "a" + std::to_string(ranks->front()) + "-" + char('a' + m_.files - 1) + std::to_string(ranks->back());
        return square_list(s, sep);
    }
    // White's region of `key`, and Black's when it is not White's mirrored (else none): the
    // Aviary properties that take squares write Black's after a '/'.
    void sided_region(const std::string& key, Squares& white, std::optional<Squares>& black) const {
        white = board_part(m_.region(key + kWhite));
        const Squares b = board_part(m_.region(key + kBlack));
        if (mirrored(white) != b) black = b;
    }
    // The ranks of `s` (1-based, counted from `black`'s side when it is set) if whole, joined.
    std::string ranks_or_squares(const Squares& s, bool black) const {
        auto ranks = ranks_of(s);
        if (!ranks) return square_list(s, ',');
        if (black)
            for (int& r : *ranks) r = m_.ranks + 1 - r;
        std::sort(ranks->begin(), ranks->end());
        return join_ranks(*ranks);
    }

    // ---- pieces ----
    bool check_unsupported() {
        struct Off { const char* key; const char* what; };
        for (Off o : {Off{"sittuyinPromotion", "Sittuyin promotion"},
                      {"cambodianMoves", "Cambodian moves"},
                      {"petrifyBlastPieces", "petrified blasts"},
                      {"shatarMateRule", "Shatar's mating rule"}, {"sittuyinRookDrop", "Sittuyin rook drops"},
                      {"extinctionClaim", "an extinction claim"},
})
            if (m_.flag(o.key)) return cannot(o.key, o.what);
        for (const char* k : {"enclosingDrop", "flipEnclosedPieces"}) {
            const std::string& v = m_.value(k);
            const bool drop = std::string(k) == "enclosingDrop";
            const bool known = v == "" || v == "none" || v == "reversi" || v == "ataxx" ||
                               (drop ? v == "top" || v == "anyside" || v == "snort" : v == "quadwrangle");
            if (!known) return cannot(k, "the " + v + " rule");
        }
        if (m_.files > 16 || m_.ranks > 16) return fail("maxFile", "a board larger than 16x16");
        return counted_promotions();
    }
    // A Fairy-Stockfish piece promoted shogi-style becomes its promoted type, counted as such;
    // Aviary's promoted pieces are types of their own (promoted_into_), so a rule that counts
    // the promoted type must count them too. The pseudo-royal rule (royalty) and the flag
    // piece (goals) do; castling needs not: a piece that moves onto the castling king's square
    // ends its rights, so a piece promoted in play never castles (unless a drop can give
    // rights back).
    bool counted_promotions() {
        const bool royal_only = m_.flag("extinctionPseudoRoyal") && !m_.flag("blastOnCapture");
        const bool rights_back = m_.flag("castlingDroppedPiece");
        for (const auto& [from, to] : m_.promoted) {
            if (!m_.pieces.count(from) || !m_.pieces.count(to)) continue;
            struct Uses { const char* key; bool used; };
            const bool king = m_.types.at("castlingKingPieceWhite") == to;
            for (Uses u : {Uses{"extinctionPieceTypes",
                                !royal_only && m_.set("extinctionPieceTypes").count(to) > 0},
                           {"castlingKingPiece", rights_back && king},
                           {"mutuallyImmuneTypes", m_.set("mutuallyImmuneTypes").count(to) > 0},
                           {"blastImmuneTypes", m_.set("blastImmuneTypes").count(to) > 0}})
                if (u.used) return cannot("promotedPieceType", std::string("promotion into a type that ") + u.key + " counts");
        }
        return true;
    }

    bool assign_ids() {
        for (const auto& t : piece_type_names())
            if (m_.pieces.count(t)) {
                const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(m_.pieces.at(t).letter)));
                id_[t] = c;
                used_.insert(c);
                order_.push_back(t);
            }
        return true;
    }
    std::optional<std::string> fresh_id() {
        for (char c = 'A'; c <= 'Z'; ++c)
            if (!used_.count(c)) { used_.insert(c); return std::string(1, c); }
        return std::nullopt;
    }
    std::string ids(const TypeSet& s) const {
        std::string out;
        for (const auto& t : order_)
            if (s.count(t)) out += id_.at(t);
        return out;
    }

    // Every type but the king: what free drops drop (Fairy-Stockfish's freeDrops).
    std::string dropped_ids() const {
        std::string out;
        for (const auto& t : order_)
            if (t != "king") out += id_.at(t);
        return out;
    }

    std::string moves_of(const std::string& type) {
        const PieceDef& p = m_.pieces.at(type);
        if (type == "pawn") {
            const bool ep = m_.set("enPassantTypesWhite").count("pawn") > 0;
            return std::string("fmWfc") + (ep ? "e" : "") + "F";
        }
        if (type == "soldier" && m_.number("soldierPromotionRank") > 1)
            return "fWsW{from:" + std::to_string(m_.number("soldierPromotionRank")) + "-" + std::to_string(m_.ranks) + "}";
        return p.betza;
    }

    // Fairy-Stockfish turns Black's moves around (left becomes right) where Aviary's `mirror`
    // keeps left: a piece whose moves lean one way (`mfrW`) needs `symmetry = rotate`.
    static bool leans(const std::string& betza) {
        std::size_t l = 0, r = 0;
        int depth = 0;   // (not inside a {condition})
        for (char ch : betza) {
            depth += (ch == '{') - (ch == '}');
            if (!depth) l += ch == 'l', r += ch == 'r';
        }
        return l != r;
    }

    bool pieces() {
        for (const auto& t : order_) rotate_ = rotate_ || leans(moves_of(t));
        for (const auto& t : order_) {
            const char c = id_[t];
            names_[c] = pretty(t);
            betza_[c] = moves_of(t);
            if (t == "king") props_[c] += " royal";
            if (!betza_ok(t, c) || !en_passant(c) || !double_step(t, c) || !regions(t, c) || !lines(t, c)) return false;
            if (t == "janggiCannon") props_[c] += std::string(" no-hurdle=") + c + " no-capture=" + c;
        }
        if (!castling() || !promotions() || !drops()) return false;
        notation();
        return true;
    }

    // How Fairy-Stockfish writes moves: shogi's games (variantTemplate = shogi) in Hodges'
    // numbers; SAN without the pawn's letter and with every other one, where Aviary's SAN
    // leaves out the letter of a game's only promoting type: san= says where the two differ.
    void notation() {
        if (m_.value("variantTemplate") == "shogi") key_lines_.push_back("notation = shogi-hodges-number");
        std::vector<char> promoting;
        for (const auto& [c, p] : props_)
            if (p.find("promote=") != std::string::npos && p.find(" royal") == std::string::npos) promoting.push_back(c);
        const char pawn = id_.count("pawn") ? id_["pawn"] : 0;
        const char letterless = promoting.size() == 1 ? promoting[0] : 0;
        if (pawn && pawn != letterless) props_[pawn] += " san=none";
        if (letterless && letterless != pawn) props_[letterless] += std::string(" san=") + letterless;
    }

    // Betza that Fairy-Stockfish and Aviary read alike. A hopper with a range (pR2) is not:
    // Fairy-Stockfish counts the range from the piece's square, so pR2 and pB2 hop an adjacent
    // piece to the square just behind it, which Aviary writes as two legs (pafW, pafF); its
    // mode letters (m, c) go to the landing leg. Other ranges, and grasshoppers with one, are
    // refused.
    bool betza_ok(const std::string& t, char c) {
        std::string& b = betza_[c];
        for (std::size_t i = 0; i + 2 < b.size(); ++i) {
            if ((b[i] != 'p' && b[i] != 'g') || !std::isupper(static_cast<unsigned char>(b[i + 1])) ||
                !std::isdigit(static_cast<unsigned char>(b[i + 2])))
                continue;
            const bool two = b[i + 2] == '2' && (i + 3 == b.size() || !std::isdigit(static_cast<unsigned char>(b[i + 3])));
            const char atom = b[i + 1];
            if (b[i] == 'g' || !two || (atom != 'R' && atom != 'B'))
                return cannot(t, "a hopper with a range (" + b.substr(i, 3) + ")");
            std::size_t from = i;
            while (from > 0 && std::islower(static_cast<unsigned char>(b[from - 1]))) --from;
            std::string dirs, modes;
            for (std::size_t k = from; k < i; ++k) (b[k] == 'm' || b[k] == 'c' ? modes : dirs) += b[k];
            const std::string legs = dirs + "pa" + modes + "f" + (atom == 'R' ? "W" : "F");
            b.replace(from, i + 3 - from, legs);
            i = from + legs.size() - 1;
        }
        return true;
    }
    // En passant on the squares of enPassantRegion: everywhere, or (an empty region) nowhere.
    bool en_passant(char c) {
        for (const char* side : {"White", "Black"}) {
            const Squares r = board_part(m_.region(std::string("enPassantRegion") + side));
            if (r.none()) {
                betza_[c].erase(std::remove(betza_[c].begin(), betza_[c].end(), 'e'), betza_[c].end());
            } else if (!full_board(r)) {
                return cannot(std::string("enPassantRegion") + side, "en passant on part of the board");
            }
        }
        return true;
    }
    // Fairy-Stockfish's initial (i) moves start on its double-step region, whether or not the
    // piece moved there; its pawn's double step is one of them.
    bool double_step(const std::string& t, char c) {
        const bool pawn = t == "pawn";
        if (!pawn && betza_[c].find('i') == std::string::npos) return true;
        Squares white;
        std::optional<Squares> black;
        if (m_.flag("doubleStep")) sided_region("doubleStepRegion", white, black);
        if (white.none() && (!black || black->none())) {
            if (pawn) return true;
            return cannot(t, "initial moves without a double-step region");
        }
        if (pawn) betza_[c] += "ifmnD";
        if (pawn && !triple_step(c)) return false;
        props_[c] += " initial-from=" + ranks_or_squares(white, false);
        if (black) props_[c] += "/" + ranks_or_squares(*black, true);
        return true;
    }
    // The pawn's triple step (Wildebeest): fmnH from the ranks of tripleStepRegion, which must
    // be whole ranks, mirrored for Black and next to each other.
    bool triple_step(char c) {
        Squares white;
        std::optional<Squares> black;
        sided_region("tripleStepRegion", white, black);
        if (white.none() && (!black || black->none())) return true;
        const auto ranks = ranks_of(white);
        if (!ranks || !contiguous(*ranks)) return cannot("tripleStepRegionWhite", "triple steps from part of a rank");
        if (black) return cannot("tripleStepRegionBlack", "a Black triple-step region other than White's mirrored");
        betza_[c] += "fmnH{from:" + range_text(*ranks) + "}";
        return true;
    }
    static std::string join_ranks(const std::vector<int>& r) {
        std::string s;
        for (int x : r) s += (s.empty() ? "" : ",") + std::to_string(x);
        return s;
    }
    bool regions(const std::string& t, char c) {
        std::string key = "mobilityRegion";
        std::string cap = t;
        cap[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(cap[0])));
        Squares w = board_part(m_.region(key + kWhite + cap));
        Squares b = board_part(m_.region(key + kBlack + cap));
        if (w.none() && b.none()) return true;
        // a region given for one side only leaves the other side's piece the whole board
        if (w.none()) w = all_squares();
        if (b.none()) b = all_squares();
        props_[c] += " region=" + squares_text(w, ',');
        if (mirrored(w) != b) props_[c] += "/" + squares_text(b, ',');
        return true;
    }
    // The region= property of the piece `c` (with its leading space), or "": a promoted copy
    // of the piece keeps it.
    std::string region_of(char c) const {
        const auto it = props_.find(c);
        if (it == props_.end()) return "";
        const std::size_t at = it->second.find(" region=");
        return at == std::string::npos ? "" : it->second.substr(at, it->second.find(' ', at + 1) - at);
    }
    bool lines(const std::string& t, char c) {
        if (board_part(m_.region("diagonalLines")).none()) return true;
        static const std::map<std::string, std::string> along = {
            {"rook", "B"}, {"janggiCannon", "pB"}, {"wazir", "F"}, {"soldier", "fF"}};
        std::string moves = t == "king" && betza_[c] == "W" ? "F" : "";
        if (auto it = along.find(t); it != along.end()) moves = it->second;
        // (Fairy-Stockfish's palace lines serve its janggi types only: a custom piece, whatever
        // its moves, makes none along them)
        if (!moves.empty()) props_[c] += " lines=" + moves;
        return true;
    }

    // castlingWins (Castle chess) on a game that castles
    bool castling() {
        const std::size_t before = key_lines_.size();
        if (!castling_moves()) return false;
        const std::string& wins = m_.value("castlingWins");
        if (wins.empty() || wins == "-") return true;
        if (wins.find_first_not_of("KQkq") != std::string::npos)
            return fail("castlingWins", "expected castling letters K, Q, k and q");
        if (key_lines_.size() == before) return cannot("castlingWins", "castling as a goal without castling");
        key_lines_.push_back("castling-wins = " + wins);
        return true;
    }
    bool castling_moves() {
        if (!m_.flag("castling")) return true;
        const std::string king = m_.types.at("castlingKingPieceWhite");
        if (king != m_.types.at("castlingKingPieceBlack")) return cannot("castlingKingPieceBlack", "different castling kings");
        const TypeSet& rooks = m_.set("castlingRookPiecesWhite");
        if (rooks != m_.set("castlingRookPiecesBlack")) return cannot("castlingRookPiecesBlack", "different castling partners");
        if (!id_.count(king) || ids(rooks).empty()) return true;
        if (!has_castling_rights()) return true;
        if (m_.number("castlingRank") != 1) return cannot("castlingRank", "castling off the first rank");
        const int kf = king_file(id_[king]);
        if (kf < 0) return true;
        const int k = m_.number("castlingKingsideFile") - kf, q = kf - m_.number("castlingQueensideFile");
        if (k <= 0 || q <= 0) return cannot("castlingKingsideFile", "a king that castles onto or past its own file");
        char c = id_[king];
        betza_[c] += k == q ? "isO" + std::to_string(k) : "irO" + std::to_string(k) + "ilO" + std::to_string(q);
        key_lines_.push_back("castling = " + ids(rooks));
        if (m_.flag("chess960")) key_lines_.push_back("castling-start = any");
        if (m_.flag("oppositeCastling")) key_lines_.push_back("castling-opposite = yes");
        if (m_.flag("castlingDroppedPiece")) {
            const int kfile = m_.number("castlingKingFile");
            key_lines_.push_back(std::string("castling-drops = ") + char('a' + kfile) + "1 a1 " + char('a' + m_.files - 1) + "1");
        }
        return true;
    }
    // The file of the castling king in the setup (White's, else Black's: the sides mirror
    // each other), or -1.
    int king_file(char id) const {
        const auto rows = fen_rows(setup_.substr(0, setup_.find(' ')));
        if (rows.empty()) return -1;
        const auto white = fen_row_letters(rows.back()).find(id);
        if (white != std::string::npos) return int(white);
        const auto black = fen_row_letters(rows.front()).find(char(std::tolower(static_cast<unsigned char>(id))));
        return black == std::string::npos ? -1 : int(black);
    }

    // ---- promotion ----
    bool zone_text(const Squares& zone, std::string& out) {
        auto ranks = ranks_of(zone);
        if (ranks && contiguous(*ranks)) out = range_text(*ranks);
        else out = square_list(zone, ',');
        return true;
    }
    std::string optional_text(const Squares& zone, const std::set<int>& dead) {
        auto ranks = ranks_of(zone);
        if (!ranks) return "";
        std::vector<int> keep;
        for (int r : *ranks) if (!dead.count(r)) keep.push_back(r);
        if (keep.empty() || !contiguous(keep)) return "";
        return range_text(keep);
    }
    // (a mandatory pawn promotion with no promotionPieceTypes still counts: it closes the zone
    // to the pawn, written promote=-)
    bool promotes(const std::string& t) const {
        const bool must = m_.flag("mandatoryPawnPromotion");
        const auto side = [&](const std::string& s) {
            return m_.set("promotionPawnTypes" + s).count(t) &&
                   (must || !m_.set("promotionPieceTypes" + s).empty());
        };
        return side(kWhite) || side(kBlack) ||
               (m_.promoted.count(t) && id_.count(m_.promoted.at(t)));
    }
    bool promotions() {
        if (std::none_of(order_.begin(), order_.end(), [&](const std::string& t) { return promotes(t); })) return true;
        Squares zone;
        std::optional<Squares> black_zone;
        sided_region("promotionRegion", zone, black_zone);
        const TypeSet& pawns = m_.set("promotionPawnTypesWhite");
        const TypeSet& black_pawns = m_.set("promotionPawnTypesBlack");
        const bool copies = m_.flag("capturesToHand") && !m_.flag("dropLoop");
        if (pawns != black_pawns && copies)
            return cannot("promotionPawnTypesBlack", "different promoting types per side in a drop game");
        for (const auto& t : order_) {
            const bool pawn_like = pawns.count(t) > 0 || black_pawns.count(t) > 0;
            const bool shogi = m_.promoted.count(t) && id_.count(m_.promoted.at(t));
            if ((!pawn_like && !shogi) || (zone.none() && (!black_zone || black_zone->none()))) continue;
            std::string targets;
            Squares z = zone;
            std::optional<Squares> bz = black_zone;
            if (pawn_like && pawns.count(t) != black_pawns.count(t)) {
                if (shogi) return cannot("promotionPawnTypesBlack", "a one-sided pawn type that also promotes shogi-style");
                if (!one_sided(pawns.count(t) > 0, z, bz, targets)) return false;
            } else {
                if (pawn_like && !pawn_targets(t, copies, targets)) return false;
                if (shogi && !shogi_target(t, targets)) return false;
            }
            if (targets.empty() && !(pawn_like && m_.flag("mandatoryPawnPromotion"))) continue;
            // Fairy-Stockfish's mandatory promotion to nothing: no move into the zone
            if (targets.empty()) targets = "-";
            if (en_passant_into_zone(t, z, bz ? *bz : mirrored(z))) props_[id_[t]] += " ep-no-promotion";
            const std::size_t before = props_[id_[t]].size();
            place_promotion(t, targets, z, bz, pawn_like);
            if (shogi && m_.flag("pieceDemotion")) demotion(t, targets, props_[id_[t]].substr(before));
        }
        return limits();
    }
    // A type that promotes for one side only (promotionPawnTypesWhite or ...Black alone): that
    // side's targets, and its zone with the other side's part empty.
    bool one_sided(bool white, Squares& zone, std::optional<Squares>& black_zone, std::string& targets) {
        const TypeSet& to = m_.set(white ? "promotionPieceTypesWhite" : "promotionPieceTypesBlack");
        for (const auto& x : order_) if (to.count(x)) targets += id_[x];
        if (!m_.flag("mandatoryPawnPromotion"))   // (no type: no promotion)
            return targets.empty() ||
                   cannot("mandatoryPawnPromotion", "optional promotion of a one-sided pawn type");
        if (white) {
            black_zone = Squares{};
        } else {
            black_zone = black_zone ? *black_zone : mirrored(zone);
            zone = Squares{};
        }
        return true;
    }
    bool pawn_targets(const std::string& t, bool copies, std::string& out) {
        const TypeSet& w = m_.set("promotionPieceTypesWhite");
        const TypeSet& b = m_.set("promotionPieceTypesBlack");
        for (const auto& x : order_) {
            if (!w.count(x)) continue;
            if (!copies || x == "king") { out += id_[x]; continue; }
            if (!copy_of_.count(x)) {
                auto id = fresh_id();
                if (!id) return cannot("promotionPieceTypes", "more than 26 piece types");
                copy_of_[x] = *id;
                add_extra(*id, "Promoted " + lower_case(names_[id_[x]]), betza_[id_[x]],
                          std::string("fen=") + id_[x] + "~ demote=" + id_[t] + region_of(id_[x]));
            }
            out += copy_of_[x];
        }
        if (w != b) {
            std::string black;
            for (const auto& x : order_)
                if (b.count(x))
                    black += copies && x != "king" ? copy_of_.count(x) ? copy_of_[x] : "?" : std::string(1, id_[x]);
            if (black.empty()) black = "-";   // (Black promotes to nothing)
            if (black.find('?') != std::string::npos) return cannot("promotionPieceTypesBlack", "Black-only promotion types in a drop game");
            props_[id_[t]] += " promote-black=" + black;
        }
        return true;
    }
    // pieceDemotion (Kyoto shogi's flip): the promoted copy of `t` demotes back to `t` as `t`
    // promotes, in the same zone on the same terms (`promotion`: t's promotion properties).
    void demotion(const std::string& t, const std::string& targets, std::string promotion) {
        const std::string from = " promote=" + targets;
        const std::size_t at = promotion.find(from);
        if (at == std::string::npos) return;   // (place_promotion always writes it)
        promotion.replace(at, from.size(), " promote=" + std::string(1, id_[t]));
        std::string& line = extra_line_[extra_order_.back()];   // (t's shogi target, added last)
        // (demote= also makes the move string's '-', as Fairy-Stockfish writes a demotion)
        if (line.find(" demote=") == std::string::npos) line += std::string(" demote=") + id_[t];
        line += promotion;
    }
    // The promoted type takes a free letter, written +X in FENs; once the letters run out, its
    // id is +X itself (the base type's letter), as Fairy-Stockfish's FENs write it.
    bool shogi_target(const std::string& t, std::string& out) {
        const std::string plus = std::string("+") + id_[t];
        auto id = fresh_id();
        if (!id) id = plus;
        const std::string& to = m_.promoted.at(t);
        std::string props = (*id == plus ? std::string() : "fen=" + plus + " ") + "san=" + id_[to];   // SAN: its promoted type
        if (m_.flag("capturesToHand")) props += std::string(" demote=") + id_[t];
        props += region_of(id_[to]);   // (Fairy-Stockfish's mobility region is its type's)
        add_extra(*id, "Promoted " + lower_case(names_[id_[t]]), betza_[id_[to]], props);
        promoted_into_[to].push_back(*id);
        out += *id;
        return true;
    }
    // Fairy-Stockfish's en passant capture never promotes: one that can land in the zone (the
    // passed square of an enemy double step: rank R - r for White's double steps from rank r)
    // gets ep-no-promotion.
    // Could an en passant capture of `t` land in its zone (White's `zone`, Black's `black`
    // board squares)? It then never promotes, as in Fairy-Stockfish.
    bool en_passant_into_zone(const std::string& t, const Squares& zone, const Squares& black) const {
        if (betza_.at(id_.at(t)).find('e') == std::string::npos || !m_.flag("doubleStep")) return false;
        Squares steps_w, steps_b;   // where each side's double steps start
        std::optional<Squares> sb;
        sided_region("doubleStepRegion", steps_w, sb);
        steps_b = sb ? *sb : mirrored(steps_w);
        for (int r = 0; r < m_.ranks; ++r)
            for (int f = 0; f < m_.files; ++f) {
                // a White double step from (f, r) passes (f, r + 1), where Black takes it
                if (steps_w.test(bit(f, r)) && r + 1 < m_.ranks && black.test(bit(f, r + 1))) return true;
                if (steps_b.test(bit(f, r)) && r >= 1 && zone.test(bit(f, r - 1))) return true;
            }
        return false;
    }
    void place_promotion(const std::string& t, const std::string& targets, const Squares& zone,
                         const std::optional<Squares>& black_zone, bool pawn_like) {
        const char c = id_[t];
        std::string z;
        if (black_zone) z = squares_text(zone, ',') + "/" + squares_text(*black_zone, ',');
        else zone_text(zone, z);
        props_[c] += " promote=" + targets + " zone=" + z;
        const bool mandatory = pawn_like ? m_.flag("mandatoryPawnPromotion") : m_.flag("mandatoryPiecePromotion");
        if (!pawn_like) props_[c] += " zone-leaving";
        if (!pawn_like && m_.flag("piecePromotionOnCapture")) props_[c] += " promote-by=capture";
        if (!mandatory && !black_zone) {
            const std::string opt = optional_text(zone, dead_ranks(betza_[c]));
            if (!opt.empty()) props_[c] += " optional=" + opt;
        }
    }
    // The ids of the promoted copies of type `t` (a pawn's, then the types' promoted shogi-style
    // into it): pieces of type `t` in Fairy-Stockfish's count.
    std::vector<std::string> promoted_into(const std::string& t) const {
        std::vector<std::string> out;
        if (const auto it = copy_of_.find(t); it != copy_of_.end()) out.push_back(it->second);
        if (const auto it = promoted_into_.find(t); it != promoted_into_.end())
            out.insert(out.end(), it->second.begin(), it->second.end());
        return out;
    }
    std::string joined(const std::vector<std::string>& ids) const {
        std::string out;
        for (const auto& id : ids) out += id;
        return out;
    }
    bool limits() {
        if (m_.promotion_limit.empty()) return true;
        std::string text;
        for (const auto& t : order_) {
            auto it = m_.promotion_limit.find(t);
            if (it == m_.promotion_limit.end() || it->second == 0) continue;
            std::string group(1, id_[t]);
            for (const auto& c : promoted_into(t)) {   // copies count too
                if (c.size() > 1) return cannot("promotionLimit", "a limit on a type promoted into by a +X piece");
                group += "+" + c;
            }
            text += (text.empty() ? "" : " ") + group + " " + std::to_string(it->second);
        }
        if (!text.empty()) key_lines_.push_back("promotion-limit = " + text);
        return true;
    }
    void add_extra(const std::string& id, const std::string& name, const std::string& moves, const std::string& props) {
        extra_order_.push_back(id);
        extra_line_[id] = "piece " + id + " " + quoted(name) + " " + (moves.empty() ? "-" : moves) + " " + props;
    }

    // ---- drops ----
    bool drops() {
        // one board of two: the partner's captures fill the hands, so a FEN may hand any piece
        if (m_.flag("twoBoards")) key_lines_.push_back("two-boards = yes");
        if (!m_.flag("pieceDrops")) return true;
        if (m_.flag("twoBoards")) key_lines_.push_back("fen-hands = all");
        Squares region;
        std::optional<Squares> black;
        sided_region("dropRegion", region, black);
        if (black) return sided_drops(region, *black) && drop_rules();
        if (full_board(region)) {
            key_lines_.push_back("drops = anywhere");
        } else {
            auto ranks = ranks_of(region);
            if (ranks && contiguous(*ranks)) {
                key_lines_.push_back("drops = ranks " + range_text(*ranks));
            } else {
                key_lines_.push_back("drops = anywhere");
                key_lines_.push_back("drop-region = " + squares_text(region, ','));
            }
        }
        return drop_rules();
    }
    // A Black drop region that is not White's mirrored: each piece's drop= gives both sides'
    // ranks (Black's counted from its side) when both regions are whole ranks, else the game's
    // drop-region lists both sides' squares.
    bool sided_drops(const Squares& white, const Squares& black) {
        auto w = ranks_of(white), b = ranks_of(black);
        key_lines_.push_back("drops = anywhere");
        if (!w || !b || w->empty() || b->empty()) {
            key_lines_.push_back("drop-region = " + squares_text(white, ',') + "/" + squares_text(black, ','));
            return true;
        }
        drop_sides_ = {std::set<int>(w->begin(), w->end()), {}};
        for (int r : *b) drop_sides_->second.insert(m_.ranks + 1 - r);
        return true;
    }
    bool drop_rules() {
        if (m_.flag("capturesToHand")) key_lines_.push_back("captures-to-hand = all");
        if (!m_.flag("dropChecks") && !no_check_key("dropChecks", "drop-checks = no")) return false;
        if (m_.flag("dropPromoted")) key_lines_.push_back("drop-promoted = yes");
        if (m_.flag("mustDrop")) {
            const std::string& t = m_.types.at("mustDropType");
            key_lines_.push_back("must-drop = " + (t == "*" || t.empty() ? std::string("yes") : std::string(1, id_[t])));
        }
        if (m_.flag("dropOppositeColoredBishop") && id_.count("bishop"))
            key_lines_.push_back(std::string("drop-colours = ") + id_["bishop"]);
        for (const auto& t : order_) if (!drop_ranks(t)) return false;
        const auto nd = m_.types.find("dropNoDoubled");
        if (nd != m_.types.end() && id_.count(nd->second)) {
            const int n = m_.number("dropNoDoubledCount");
            if (n < 0 || n > 9) return cannot("dropNoDoubledCount", "a file limit outside 0 to 9");
            props_[id_[nd->second]] += " file-limit=" + std::to_string(n);
        }
        if (m_.flag("shogiPawnDropMateIllegal") && id_.count("shogiPawn")) props_[id_["shogiPawn"]] += " drop-mate=loses";
        return true;
    }
    // Can a piece of type `t` ever stand in a hand? Only one the setup has (board or hand), or
    // one a pawn promotes to as itself, where captures fill hands: a piece promoted into `t`
    // is otherwise a copy of its own type, which a capture demotes.
    bool reaches_hand(const std::string& t) const {
        if (count_in_setup(id_.at(t), true) || count_in_setup(id_.at(t), false)) return true;
        const bool copies = m_.flag("capturesToHand") && !m_.flag("dropLoop");
        const bool pawn_made = std::any_of(order_.begin(), order_.end(),
                                           [&](const auto& s) { return pawn_becomes(s, t); });
        return m_.flag("capturesToHand") && pawn_made && (!copies || t == "king");
    }
    // drop= for piece `t`: the ranks (each side's counted from its side) its rank bans and the
    // drop region leave, when they leave less than every rank.
    bool drop_ranks(const std::string& t) {
        std::array<std::set<int>, 2> banned;
        banned[0] = banned[1] = dead_ranks(betza_[id_[t]]);
        if (t == "pawn" && !m_.flag("firstRankPawnDrops")) banned[0].insert(1), banned[1].insert(1);
        if (t == "pawn" && !m_.flag("promotionZonePawnDrops")) {
            Squares white;
            std::optional<Squares> black;
            sided_region("promotionRegion", white, black);
            const auto zw = ranks_of(white), zb = ranks_of(black ? *black : mirrored(white));
            if (!zw || !zb) return cannot("promotionZonePawnDrops", "a pawn drop ban on part of a rank");
            banned[0].insert(zw->begin(), zw->end());
            for (int r : *zb) banned[1].insert(m_.ranks + 1 - r);
        }
        const bool sided = drop_sides_ || banned[0] != banned[1];
        if (banned[0].empty() && banned[1].empty() && !drop_sides_) return true;
        std::string text;
        for (int side = 0; side < (sided ? 2 : 1); ++side) {
            std::vector<int> keep;
            for (int r = 1; r <= m_.ranks; ++r)
                if (!banned[side].count(r) &&
                    (!drop_sides_ || (side ? drop_sides_->second : drop_sides_->first).count(r)))
                    keep.push_back(r);
            if (keep.empty() && !reaches_hand(t)) return true;   // (never in hand: no drop=)
            if (keep.empty()) return cannot("pieceDrops", "a piece in hand that may be dropped nowhere");
            if (!contiguous(keep)) return cannot("immobilityIllegal", "drops on ranks that are not one run");
            const std::string part = range_text(keep);
            if (side && text == part) break;   // (Black's the same counted from its side)
            text += (side ? "/" : "") + part;
        }
        props_[id_[t]] += " drop=" + text;
        return true;
    }

    // ---- the rules ----
    bool rules() {
        if (!walls() || !ends() || !captures() || !royalty()) return false;
        if (!passes() || !flipping() || !connection()) return false;
        if (m_.flag("mustCapture")) key_lines_.push_back("must-capture = yes");
        if (m_.flag("gating") || m_.flag("seirawanGating")) {
            if (!m_.flag("seirawanGating")) return cannot("gating", "gating without seirawanGating");
            key_lines_.push_back("gating = yes");
        }
        const auto diag = board_part(m_.region("diagonalLines"));
        if (diag.any()) key_lines_.push_back("lines = " + square_list(diag, ' '));
        halfmove();
        outside_move_generation();
        return true;
    }
    // pass and passOnStalemate (the latter wins: Fairy-Stockfish then allows any pass only
    // when no other move is legal)
    bool passes() {
        if (m_.flag("passWhite") != m_.flag("passBlack")) return cannot("passWhite", "a pass for one side only");
        if (m_.flag("passOnStalemateWhite") != m_.flag("passOnStalemateBlack"))
            return cannot("passOnStalemateWhite", "a pass on stalemate for one side only");
        if (m_.flag("passOnStalemateWhite")) key_lines_.push_back("pass = stuck");
        else if (m_.flag("passWhite")) key_lines_.push_back("pass = yes");
        return true;
    }
    // enclosingDrop, enclosingDropStart and flipEnclosedPieces (Othello's and Ataxx's rules)
    bool flipping() {
        const std::string& drop = m_.value("enclosingDrop");
        const std::string& flip = m_.value("flipEnclosedPieces");
        if (drop == "reversi") key_lines_.push_back("drop-to = enclosing");
        if (drop == "ataxx") key_lines_.push_back("drop-to = next-to-own");
        if (drop == "top") key_lines_.push_back("drop-to = stacked");
        if (drop == "anyside") key_lines_.push_back("drop-to = from-edge");
        if (drop == "snort") key_lines_.push_back("drop-to = apart");
        if (flip == "quadwrangle") key_lines_.push_back("flip = joined");
        if (flip == "reversi") key_lines_.push_back("flip = enclosed");
        if (flip == "ataxx") key_lines_.push_back("flip = adjacent");
        const auto start = board_part(m_.region("enclosingDropStart"));
        if (start.any() && drop != "" && drop != "none") key_lines_.push_back("drop-start = " + squares_text(start));
        if (m_.flag("freeDrops") && m_.flag("pieceDrops")) key_lines_.push_back("free-drops = " + dropped_ids());
        if (m_.flag("adjudicateFullBoard")) key_lines_.push_back("board-full = ends");
        return true;
    }
    // connectN, connectNxN, collinearN and the keys that shape them (Tic-tac-toe, Connect Four,
    // Teeko, Three Musketeers)
    bool connection() {
        const int n = m_.number("connectN"), nxn = m_.number("connectNxN"), apart = m_.number("collinearN");
        const int regions = connect_regions();
        if (regions < 0) return false;
        if (!n && !nxn && !apart && !regions) return true;
        if (n) key_lines_.push_back("connect = " + std::to_string(n));
        if (nxn) key_lines_.push_back("connect-square = " + std::to_string(nxn));
        if (apart) key_lines_.push_back("connect-line = " + std::to_string(apart));
        std::string lines;
        if (m_.flag("connectHorizontal")) lines += " ranks";
        if (m_.flag("connectVertical")) lines += " files";
        if (m_.flag("connectDiagonal")) lines += " diagonals";
        const bool along = n || apart || regions;
        if (along && lines.empty()) return cannot("connectDiagonal", "a connection along no line");
        if (along && lines != " ranks files diagonals") key_lines_.push_back("connect-lines =" + lines);
        const TypeSet& types = m_.set("connectPieceTypes");
        if (!types.empty() && !types.count("*")) key_lines_.push_back("connect-types = " + ids(types));
        const std::string& v = m_.value("connectValue");
        if (v != "win" && v != "loss" && v != "draw") return cannot("connectValue", "a connection with no result");
        if (v != "win") key_lines_.push_back("connect-result = " + v);
        return true;
    }
    // connectRegion1/2 White/Black: connect-from and connect-to (1: written, 0: none, -1: an
    // error). (Fairy-Stockfish floods only east and north, and north-east and south-east with
    // connectDiagonal: a chain that turns back west or south it does not see; Aviary's does.)
    int connect_regions() {
        Squares w1 = board_part(m_.region("connectRegion1White")), w2 = board_part(m_.region("connectRegion2White"));
        Squares b1 = board_part(m_.region("connectRegion1Black")), b2 = board_part(m_.region("connectRegion2Black"));
        if (w1.none() && w2.none() && b1.none() && b2.none()) return 0;
        if (w1.none() || w2.none() || b1.none() || b2.none())
            return cannot("connectRegion1White", "a connection of regions for one side only") ? 0 : -1;
        const auto sided = [&](const Squares& w, const Squares& b) {
            return squares_text(w, ',') + (mirrored(w) != b ? "/" + squares_text(b, ',') : "");
        };
        key_lines_.push_back("connect-from = " + sided(w1, b1));
        key_lines_.push_back("connect-to = " + sided(w2, b2));
        return 1;
    }
    bool walls() {
        const std::string& w = m_.value("wallingRule");
        if (w.empty() || w == "none") return !m_.flag("wallOrMove") || cannot("wallOrMove", "a wall instead of a move without walls");
        // Aviary's wall-region holds the same squares for both sides, as Fairy-Stockfish's
        // regions are written (not mirrored)
        const Squares region = board_part(m_.region("wallingRegionWhite"));
        if (board_part(m_.region("wallingRegionBlack")) != region)
            return cannot("wallingRegionBlack", "a Black walling region other than White's");
        if (w == "duck") {
            wall_line_ = "piece * Duck mU neutral";
            key_lines_.push_back("relocate = *");
        } else {
            wall_line_ = std::string("piece * ") + (w == "arrow" ? "Arrow" : "Wall") + " - neutral";
            key_lines_.push_back("wall = *");
            if (w == "arrow") key_lines_.push_back("wall-at = shot");
            if (w == "past") key_lines_.push_back("wall-at = origin");
            if (w == "edge") key_lines_.push_back("wall-at = edge");
            if (m_.flag("wallOrMove")) key_lines_.push_back("wall-or-move = yes");
        }
        if (!full_board(region)) key_lines_.push_back("wall-region = " + squares_text(region));
        return true;
    }
    bool ends() {
        const std::string& sm = m_.value("stalemateValue");
        if (sm == "none") return cannot("stalemateValue", "stalemate with no result");
        if (m_.flag("stalematePieceCount") && sm == "win") {
            // (Fairy-Stockfish counts the board only; Aviary's fewer-pieces counts hands too)
            if (m_.flag("pieceDrops") || m_.flag("capturesToHand"))
                return cannot("stalematePieceCount", "a stalemate won by fewer pieces, hands not counted");
            key_lines_.push_back("stalemate = fewer-pieces");
        } else if (m_.flag("stalematePieceCount") && sm == "loss") {
            key_lines_.push_back("stalemate = more-pieces");
        } else if (sm == "draw" && m_.value("materialCounting") == "unweighted") {
            key_lines_.push_back("stalemate = more-pieces");   // (the count decides a drawn stalemate)
        } else if (sm != "draw") {
            key_lines_.push_back("stalemate = " + sm);
        }
        const std::string& cm = m_.value("checkmateValue");
        if (cm == "none") return cannot("checkmateValue", "checkmate with no result");
        if (cm != "loss") key_lines_.push_back("checkmate = " + cm);
        if (!extinction() || !goals()) return false;
        if (m_.flag("checkCounting")) {
            const int n = check_count();
            if (n < 1 || n > 15) return fail("checkCounting", "the start position needs a check field such as 3+3");
            key_lines_.push_back("check-limit = " + std::to_string(n));
        }
        return true;
    }
    int check_count() const {
        std::istringstream in(m_.value("startFen"));
        std::string w;
        while (in >> w) {
            auto plus = w.find('+');
            if (plus != std::string::npos && plus > 0 && std::all_of(w.begin(), w.begin() + plus, ::isdigit))
                return std::stoi(w.substr(0, plus));
        }
        return 0;
    }
    bool extinction() {
        const std::string& v = m_.value("extinctionValue");
        if (v == "none" || v.empty()) return true;
        // Fairy-Stockfish: a pseudo-royal piece cannot be taken, so its extinction never ends
        // the game, unless a blast removes it
        if (m_.flag("extinctionPseudoRoyal") && !m_.flag("blastOnCapture")) return true;
        const TypeSet& types = m_.set("extinctionPieceTypes");
        if (types.empty()) return true;
        key_lines_.push_back("extinction = " + (types.count("*") ? std::string("all") : ids(types)));
        if (v != "loss") key_lines_.push_back("extinction-result = " + v);
        if (m_.number("extinctionPieceCount")) key_lines_.push_back("extinction-count = " + m_.value("extinctionPieceCount"));
        if (m_.number("extinctionOpponentPieceCount"))
            key_lines_.push_back("extinction-opponent = " + m_.value("extinctionOpponentPieceCount"));
        return true;
    }
    bool goals() {
        const std::string& pw = m_.types.at("flagPieceWhite");
        if (pw != m_.types.at("flagPieceBlack")) return cannot("flagPieceBlack", "different flag pieces per side");
        const Squares w = board_part(m_.region("flagRegionWhite"));
        const Squares b = board_part(m_.region("flagRegionBlack"));
        if (w.none() && b.none()) return true;
        // (the flag piece's promoted copies are flag pieces too)
        std::string who;
        if (pw == "*") {
            for (const auto& t : order_) who += id_[t];
            who += joined(extra_order_);
        } else if (id_.count(pw)) {
            who = std::string(1, id_[pw]) + joined(promoted_into(pw));
        }
        if (who.empty()) return true;
        // (a side without a flag region has no goal)
        key_lines_.push_back("goal = " + who + " " + (w.none() ? "none" : squares_text(w)));
        if (w != b) key_lines_.push_back("goal-black = " + (b.none() ? std::string("none") : squares_text(b)));
        if (m_.number("flagPieceCount") > 1)
            key_lines_.push_back("goal-count = " + std::to_string(m_.number("flagPieceCount")));
        if (m_.flag("flagPieceBlockedWin")) key_lines_.push_back("goal-filled = yes");
        if (m_.flag("flagPieceSafe")) {   // Aviary's dobutsu: a safe goal wins on either side's turn
            // (with flagMove, Alapo: an attacked flag piece gets the other side one move)
            key_lines_.push_back(m_.flag("flagMove") ? "goal-hold = safe-or-kept" : "goal-hold = safe");
            return true;
        }
        if (m_.flag("flagMove")) key_lines_.push_back("goal-reply = yes");
        return true;
    }
    bool captures() {
        if (m_.flag("blastOnCapture")) {
            key_lines_.push_back("blast = K");
            if (id_.count("pawn")) key_lines_.push_back(std::string("blast-spares = ") + id_["pawn"]);
            std::string immune = ids(m_.set("blastImmuneTypes"));
            const std::string& w = m_.value("wallingRule");
            if (!w.empty() && w != "none") immune += "*";
            if (!immune.empty()) key_lines_.push_back("blast-immune = " + immune);
        }
        if (!m_.set("mutuallyImmuneTypes").empty())
            key_lines_.push_back("mutual-immunity = " + ids(m_.set("mutuallyImmuneTypes")));
        if (!m_.set("petrifyOnCaptureTypes").empty()) {
            if (!wall_line_.empty()) return cannot("petrifyOnCaptureTypes", "petrification beside walls");
            wall_line_ = "piece * Wall - neutral";
            key_lines_.push_back("petrify = " + ids(m_.set("petrifyOnCaptureTypes")));
            key_lines_.push_back("petrify-into = *");
        }
        return true;
    }
    // A rule against giving check (`line`, from the INI `key`): Fairy-Stockfish sees a check only
    // to a king (the king type), never to a pseudo-royal piece, so without a king the rule does
    // nothing, and beside pseudo-royal pieces (Aviary's royal too) it has no Aviary form.
    bool no_check_key(const std::string& key, const std::string& line) {
        if (!m_.pieces.count("king")) return true;
        if (m_.flag("extinctionPseudoRoyal"))
            for (const auto& t : m_.set("extinctionPieceTypes"))
                if (t != "king")
                    return cannot(key, "a rule against checks beside pseudo-royal pieces");
        key_lines_.push_back(line);
        return true;
    }
    bool royalty() {
        if (!m_.flag("checking") && !no_check_key("checking", "giving-check = illegal"))
            return false;
        if (m_.flag("makpongRule")) key_lines_.push_back("royal-in-check = takes-checker");
        if (m_.flag("bikjangRule")) key_lines_.push_back("royal-facing = bikjang");
        else if (m_.flag("flyingGeneral")) key_lines_.push_back("royal-facing = illegal");
        if (m_.flag("dupleCheck")) key_lines_.push_back("duple-check = yes");
        if (!m_.flag("extinctionPseudoRoyal")) return true;
        return pseudo_royal(m_.set("extinctionPieceTypes"));
    }
    // Fairy-Stockfish: the pieces of a type are pseudo-royal while a side has at most
    // extinctionPieceCount + 1 of them, the pieces promoted into the type counted. Where no side
    // can ever have more, every piece of every listed type, promoted copies included, is royal
    // under the ordinary check rule; types counted down to their last piece are royal under
    // royalty = last-check, which counts a side's royal pieces of all types together: so one
    // type, or several of which each side only ever holds one (stardust: White's one type,
    // Black's another), and no royal piece in a hand (Aviary's never go there, Fairy-
    // Stockfish's can while a side has two).
    bool pseudo_royal(const TypeSet& types) {
        const auto count = m_.number("extinctionPieceCount");
        bool always = !types.count("*");
        for (const auto& t : types)
            if (id_.count(t)) always = always && at_most(t, types, count + 1);
        if (!always && ((types.size() != 1 && !one_type_a_side(types)) || types.count("*") || count != 0))
            return cannot("extinctionPseudoRoyal", "a pseudo-royal rule over several types or counts");
        if (!always && (m_.flag("capturesToHand") || in_a_hand(types)))
            return cannot("extinctionPseudoRoyal",
                          "a pseudo-royal type counted down to its last piece in a drop game");
        for (const auto& t : types) {
            if (!id_.count(t)) continue;
            if (t != "king") props_[id_[t]] += " royal";   // (the king is royal already)
            for (const auto& c : promoted_into(t)) extra_line_[c] += " royal";
        }
        if (!always) key_lines_.push_back("royalty = last-check");
        if (always) return true;
        for (const auto& t : types)
            if (id_.count(t) && !last_count(t)) return false;
        return true;
    }
    // Can each side only ever hold pieces of one of `types` (setup and promotions; no captures
    // to a hand)?
    bool one_type_a_side(const TypeSet& types) const {
        if (m_.flag("capturesToHand")) return false;
        for (bool white : {true, false}) {
            int held = 0;
            for (const auto& t : types) {
                if (!id_.count(t)) continue;
                const TypeSet from = sources(t);
                held += std::any_of(from.begin(), from.end(),
                                    [&](const auto& s) { return count_in_setup(id_.at(s), white) > 0; });
            }
            if (held > 1) return false;
        }
        return true;
    }
    // Does a hand of the setup hold a piece of `types`, or of a type promoting into one?
    bool in_a_hand(const TypeSet& types) const {
        const std::size_t open = setup_.find('['), close = setup_.find(']');
        if (open == std::string::npos || close == std::string::npos || close < open) return false;
        const std::string hand = setup_.substr(open + 1, close - open - 1);
        for (const auto& t : types) {
            if (!id_.count(t)) continue;
            for (const auto& s : sources(t)) {
                const char c = id_.at(s);
                if (hand.find(c) != std::string::npos ||
                    hand.find(char(std::tolower(static_cast<unsigned char>(c)))) != std::string::npos)
                    return true;
            }
        }
        return false;
    }
    // Fairy-Stockfish counts a side's pieces of the pseudo-royal type `t` after a pawn's
    // promotion into it, before a piece's (promotedPieceType: the piece it becomes is not yet
    // pseudo-royal, the one it had still is).
    bool last_count(const std::string& t) {
        bool pawn = false, piece = false;
        for (const auto& s : order_) {
            pawn = pawn || pawn_becomes(s, t);
            piece = piece || (m_.promoted.count(s) && m_.promoted.at(s) == t);
        }
        if (pawn && piece)
            return cannot("promotedPieceType",
                          "promotion into a pseudo-royal type both as a pawn and as a piece");
        if (piece) key_lines_.push_back("last-check-count = before");
        return true;
    }
    // Can no side ever have more than n pieces of type `t`? Each piece that can become one
    // counts: the setup's (board and hand) of `t` and of the types promoting into it, and where
    // captures go to a hand the other side's too, but for pieces of the pseudo-royal `types`
    // (never taken while the count holds).
    bool at_most(const std::string& t, const TypeSet& types, long n) const {
        if (n >= long(m_.files) * m_.ranks) return true;
        const bool to_hand = m_.flag("capturesToHand");
        for (bool white : {true, false}) {
            long total = 0;
            for (const auto& s : sources(t)) {
                total += count_in_setup(id_.at(s), white);
                if (to_hand && !types.count(s)) total += count_in_setup(id_.at(s), !white);
            }
            if (total > n) return false;
        }
        return true;
    }
    // `t` and the types whose pieces become a `t` by one promotion or several.
    TypeSet sources(const std::string& t) const {
        TypeSet out{t};
        for (bool grew = true; grew;) {
            grew = false;
            for (const auto& s : order_)
                if (!out.count(s) && std::any_of(out.begin(), out.end(),
                                                 [&](const auto& x) { return becomes(s, x); }))
                    grew = out.insert(s).second;
        }
        return out;
    }
    // Does a piece of type `s` promote to type `x` (shogi-style or as a pawn of either side)?
    bool becomes(const std::string& s, const std::string& x) const {
        const auto it = m_.promoted.find(s);
        return (it != m_.promoted.end() && it->second == x) || pawn_becomes(s, x);
    }
    bool pawn_becomes(const std::string& s, const std::string& x) const {
        for (const std::string side : {kWhite, kBlack})
            if (m_.set("promotionPawnTypes" + side).count(s) &&
                m_.set("promotionPieceTypes" + side).count(x))
                return true;
        return false;
    }
    // Fairy-Stockfish restarts the halfmove clock on captures, drops, promotions and the moves
    // of nMoveRuleTypes pieces; Aviary's nearest: `promoters`, the moves of pieces that can
    // promote. Where the two sets differ, a note says so.
    void halfmove() {
        std::string reset = "captures promotions drops";
        std::set<std::string> promoting, counted;
        for (const auto& t : order_)
            if (props_[id_[t]].find("promote=") != std::string::npos) promoting.insert(t);
        for (const char* k : {"nMoveRuleTypesWhite", "nMoveRuleTypesBlack"})
            for (const auto& t : m_.set(k))
                if (id_.count(t)) counted.insert(t);
        bool any_counted = !counted.empty();
        for (const auto& t : counted) any_counted = any_counted && promoting.count(t);
        if (any_counted) reset = "captures promoters promotions drops";
        if (any_counted ? promoting != counted : !counted.empty())
            notes_.push_back("nMoveRuleTypes: the halfmove clock restarts on the moves of the types that can promote (" +
                             ids(TypeSet(promoting.begin(), promoting.end())) + "), not of the nMoveRuleTypes (" +
                             ids(TypeSet(counted.begin(), counted.end())) + ")");
        key_lines_.push_back("halfmove-reset = " + reset);
    }
    void outside_move_generation() {
        const Model d = template_model();
        for (const char* k : {"nMoveRule", "nFoldRule", "nFoldValue", "nFoldValueAbsolute", "perpetualCheckIllegal",
                              "moveRepetitionIllegal", "chasingRule", "countingRule"})
            if (m_.value(k) != d.value(k) && !(m_.value(k) == "none" && d.value(k).empty()))
                note(k, "Aviary's own rule for repetition, counting and the n-move rule applies");
        const std::string& mc = m_.value("materialCounting");
        if (mc == "whitedrawodds") key_lines_.push_back("draw-odds = white");
        else if (mc == "blackdrawodds") key_lines_.push_back("draw-odds = black");
        else if (mc == "unweighted") key_lines_.push_back("material-count = pieces");
        else if (!mc.empty() && mc != "none") note("materialCounting", "Aviary adjudicates no material count");
    }

    // ---- the text ----
    std::string setup() const {
        return full_fen(m_.value("startFen"), m_.flag("pieceDrops") && !m_.flag("freeDrops"),
                        [this](const std::string& board, const std::string& castle) { return kept_rights(board, castle); });
    }
    std::set<int> dead_ranks(const std::string& betza) const {
        return m_.flag("immobilityIllegal") ? ini::dead_ranks(betza, m_.files, m_.ranks) : std::set<int>{};
    }
    bool right_stands(const std::string& board, char right) const {
        const bool white = std::isupper(static_cast<unsigned char>(right));
        const auto rows = fen_rows(board);
        if (rows.empty() || !m_.flag("castling")) return false;
        const std::string row = fen_row_letters(white ? rows.back() : rows.front());
        auto ci = [&](char c) { return white ? c : char(std::tolower(static_cast<unsigned char>(c))); };
        const std::string king = m_.types.at("castlingKingPieceWhite");
        if (!id_.count(king)) return false;
        const auto k = row.find(ci(id_.at(king)));
        if (k == std::string::npos) return false;
        const std::string partners = ids(m_.set("castlingRookPiecesWhite"));
        const bool kingside = std::toupper(static_cast<unsigned char>(right)) == 'K';
        for (std::size_t f = 0; f < row.size(); ++f)
            if ((kingside ? f > k : f < k) && partners.find(white ? row[f] : char(std::toupper(static_cast<unsigned char>(row[f])))) != std::string::npos &&
                bool(std::isupper(static_cast<unsigned char>(row[f]))) == white)
                return true;
        return false;
    }
    std::string kept_rights(const std::string& board, const std::string& castle) const {
        if (castle == "-") return castle;
        std::string out;
        for (char c : castle)
            if (std::string("KQkq").find(c) == std::string::npos || right_stands(board, c)) out += c;
        return out.empty() ? "-" : out;
    }
    int count_in_setup(char id, bool white) const {
        const std::string fen = setup_.substr(0, setup_.find(' '));
        const char want = white ? id : char(std::tolower(static_cast<unsigned char>(id)));
        return int(std::count(fen.begin(), fen.end(), want));
    }
    bool has_castling_rights() const {
        std::istringstream in(setup_);
        std::string board, side, castle;
        in >> board >> side >> castle;
        return castle.find_first_of("KQkq") != std::string::npos;
    }
    std::string render() {
        std::ostringstream o;
        o << "# " << where_.name << ": imported from Fairy-Stockfish's INI format ("
          << (where_.parent.empty() ? "no parent" : "parent " + where_.parent) << ").\n";
        for (const auto& n : notes_) o << "# not applied: " << n << "\n";
        o << "name = " << where_.name << "\n";
        o << "board = " << m_.files << "x" << m_.ranks << "\nsymmetry = " << (rotate_ ? "rotate" : "mirror") << "\n\n";
        // Fairy-Stockfish's piece order, last type first: the order hands are written in
        for (auto it = order_.rbegin(); it != order_.rend(); ++it) {
            const char c = id_[*it];
            o << "piece " << c << " " << quoted(names_[c]) << " " << (betza_[c].empty() ? "-" : betza_[c])
              << props_[c] << "\n";
        }
        for (const auto& c : extra_order_) o << extra_line_[c] << "\n";
        if (wall_line_.empty() && setup_.substr(0, setup_.find(' ')).find('*') != std::string::npos)
            wall_line_ = "piece * Wall - neutral";
        if (!wall_line_.empty()) o << wall_line_ << "\n";
        o << "\n";
        for (const auto& k : key_lines_) o << k << "\n";
        o << "setup = " << setup_ << "\n";
        return o.str();
    }
};

}  // namespace

Result<Lowered> lower(const Model& m, const Section& where, const std::string& text,
                      const std::string& file) {
    return Lowerer(m, where, text, file).run();
}

}  // namespace aviary::ini

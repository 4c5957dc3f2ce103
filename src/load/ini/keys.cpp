// The keys of Fairy-Stockfish's INI format (the header of its variants.ini), read into a
// Model as Fairy-Stockfish reads them: board size, then piece types, then the rule keys in
// one fixed order, so an alias ("pass") comes before the keys it stands for ("passWhite").
#include <algorithm>
#include <cctype>

#include "load/ini/model.hpp"

namespace aviary::ini {
namespace {

enum class Kind { Bool, Int, Rank, File, Value, Word, Text, Set, Type, Region, Ignored, Limits, Promoted };

struct KeyDef {
    const char* key;
    Kind kind;
    std::vector<const char*> targets;   // the model entries it sets; none: the key itself
    std::vector<const char*> words;     // a Word key's values
};

// Fairy-Stockfish's values of the EnclosingRule, WallingRule, ... keys.
const std::vector<const char*> kEnclosing{"reversi", "ataxx", "quadwrangle", "snort", "anyside", "top", "none"};
const std::vector<const char*> kWalling{"arrow", "duck", "edge", "past", "static", "none"};
const std::vector<const char*> kMaterial{"janggi", "unweighted", "whitedrawodds", "blackdrawodds", "none"};
const std::vector<const char*> kCounting{"makruk", "cambodian", "asean", "none"};
const std::vector<const char*> kChasing{"axf", "none"};

#define WB(x) {x "White", x "Black"}
// The keys of the board, the pieces' letters, promotion, blasts, double steps, en passant, in Fairy-Stockfish's order.
void board_keys(std::vector<KeyDef>& d) {
    d.insert(d.end(), {
        {"pieceValueMg", Kind::Ignored, {}, {}},
        {"pieceValueEg", Kind::Ignored, {}, {}},
        {"pawnTypes", Kind::Set, {"promotionPawnTypesWhite", "promotionPawnTypesBlack", "enPassantTypesWhite",
                                  "enPassantTypesBlack", "nMoveRuleTypesWhite", "nMoveRuleTypesBlack"}, {}},
        {"variantTemplate", Kind::Text, {}, {}},
        {"pieceToCharTable", Kind::Ignored, {}, {}},
        {"pocketSize", Kind::Ignored, {}, {}},
        {"chess960", Kind::Bool, {}, {}},
        {"twoBoards", Kind::Bool, {}, {}},
        {"startFen", Kind::Text, {}, {}},
        {"promotionRegionWhite", Kind::Region, {}, {}},
        {"promotionRegionBlack", Kind::Region, {}, {}},
        {"promotionPawnTypes", Kind::Set, WB("promotionPawnTypes"), {}},
        {"promotionPawnTypesWhite", Kind::Set, {}, {}},
        {"promotionPawnTypesBlack", Kind::Set, {}, {}},
        {"promotionPieceTypes", Kind::Set, WB("promotionPieceTypes"), {}},
        {"promotionPieceTypesWhite", Kind::Set, {}, {}},
        {"promotionPieceTypesBlack", Kind::Set, {}, {}},
        {"sittuyinPromotion", Kind::Bool, {}, {}},
        {"promotionLimit", Kind::Limits, {}, {}},
        {"promotedPieceType", Kind::Promoted, {}, {}},
        {"piecePromotionOnCapture", Kind::Bool, {}, {}},
        {"mandatoryPawnPromotion", Kind::Bool, {}, {}},
        {"mandatoryPiecePromotion", Kind::Bool, {}, {}},
        {"pieceDemotion", Kind::Bool, {}, {}},
        {"blastOnCapture", Kind::Bool, {}, {}},
        {"blastImmuneTypes", Kind::Set, {}, {}},
        {"mutuallyImmuneTypes", Kind::Set, {}, {}},
        {"petrifyOnCaptureTypes", Kind::Set, {}, {}},
        {"petrifyBlastPieces", Kind::Bool, {}, {}},
        {"doubleStep", Kind::Bool, {}, {}},
        {"doubleStepRegionWhite", Kind::Region, {}, {}},
        {"doubleStepRegionBlack", Kind::Region, {}, {}},
        {"tripleStepRegionWhite", Kind::Region, {}, {}},
        {"tripleStepRegionBlack", Kind::Region, {}, {}},
        {"enPassantRegion", Kind::Region, WB("enPassantRegion"), {}},
        {"enPassantRegionWhite", Kind::Region, {}, {}},
        {"enPassantRegionBlack", Kind::Region, {}, {}},
        {"enPassantTypes", Kind::Set, WB("enPassantTypes"), {}},
        {"enPassantTypesWhite", Kind::Set, {}, {}},
        {"enPassantTypesBlack", Kind::Set, {}, {}},
    });
}
// The keys of castling, in Fairy-Stockfish's order.
void castling_keys(std::vector<KeyDef>& d) {
    d.insert(d.end(), {
        {"castling", Kind::Bool, {}, {}},
        {"castlingDroppedPiece", Kind::Bool, {}, {}},
        {"castlingKingsideFile", Kind::File, {}, {}},
        {"castlingQueensideFile", Kind::File, {}, {}},
        {"castlingRank", Kind::Rank, {}, {}},
        {"castlingKingFile", Kind::File, {}, {}},
        {"castlingKingPiece", Kind::Type, WB("castlingKingPiece"), {}},
        {"castlingKingPieceWhite", Kind::Type, {}, {}},
        {"castlingKingPieceBlack", Kind::Type, {}, {}},
        {"castlingRookKingsideFile", Kind::File, {}, {}},
        {"castlingRookQueensideFile", Kind::File, {}, {}},
        {"castlingRookPieces", Kind::Set, WB("castlingRookPieces"), {}},
        {"castlingRookPiecesWhite", Kind::Set, {}, {}},
        {"castlingRookPiecesBlack", Kind::Set, {}, {}},
        {"oppositeCastling", Kind::Bool, {}, {}},
    });
}
// The keys of checks, captures, drops, walls, passing, in Fairy-Stockfish's order.
void move_keys(std::vector<KeyDef>& d) {
    d.insert(d.end(), {
        {"checking", Kind::Bool, {}, {}},
        {"dropChecks", Kind::Bool, {}, {}},
        {"mustCapture", Kind::Bool, {}, {}},
        {"mustDrop", Kind::Bool, {}, {}},
        {"mustDropType", Kind::Type, {}, {}},
        {"pieceDrops", Kind::Bool, {}, {}},
        {"dropLoop", Kind::Bool, {}, {}},
        {"capturesToHand", Kind::Bool, {}, {}},
        {"firstRankPawnDrops", Kind::Bool, {}, {}},
        {"promotionZonePawnDrops", Kind::Bool, {}, {}},
        {"enclosingDrop", Kind::Word, {}, kEnclosing},
        {"enclosingDropStart", Kind::Region, {}, {}},
        // (not read by Fairy-Stockfish's INI parser: its built-in ataxx sets it in code; the
        // importer's built-in ataxx section, builtins.ini, needs it)
        {"freeDrops", Kind::Bool, {}, {}},
        {"dropRegionWhite", Kind::Region, {}, {}},
        {"dropRegionBlack", Kind::Region, {}, {}},
        {"sittuyinRookDrop", Kind::Bool, {}, {}},
        {"dropOppositeColoredBishop", Kind::Bool, {}, {}},
        {"dropPromoted", Kind::Bool, {}, {}},
        {"dropNoDoubled", Kind::Type, {}, {}},
        {"dropNoDoubledCount", Kind::Int, {}, {}},
        {"immobilityIllegal", Kind::Bool, {}, {}},
        {"gating", Kind::Bool, {}, {}},
        {"wallingRule", Kind::Word, {}, kWalling},
        {"wallingRegionWhite", Kind::Region, {}, {}},
        {"wallingRegionBlack", Kind::Region, {}, {}},
        {"wallingRegion", Kind::Region, WB("wallingRegion"), {}},
        {"wallOrMove", Kind::Bool, {}, {}},
        {"seirawanGating", Kind::Bool, {}, {}},
        {"cambodianMoves", Kind::Bool, {}, {}},
        {"diagonalLines", Kind::Region, {}, {}},
        {"pass", Kind::Bool, WB("pass"), {}},
        {"passWhite", Kind::Bool, {}, {}},
        {"passBlack", Kind::Bool, {}, {}},
        {"passOnStalemate", Kind::Bool, WB("passOnStalemate"), {}},
        {"passOnStalemateWhite", Kind::Bool, {}, {}},
        {"passOnStalemateBlack", Kind::Bool, {}, {}},
        {"makpongRule", Kind::Bool, {}, {}},
        {"flyingGeneral", Kind::Bool, {}, {}},
        {"soldierPromotionRank", Kind::Rank, {}, {}},
        {"flipEnclosedPieces", Kind::Word, {}, kEnclosing},
    });
}
// The keys of the end of the game, in Fairy-Stockfish's order.
void end_keys(std::vector<KeyDef>& d) {
    d.insert(d.end(), {
        {"nMoveRuleTypes", Kind::Set, WB("nMoveRuleTypes"), {}},
        {"nMoveRuleTypesWhite", Kind::Set, {}, {}},
        {"nMoveRuleTypesBlack", Kind::Set, {}, {}},
        {"nMoveRule", Kind::Int, {}, {}},
        {"nFoldRule", Kind::Int, {}, {}},
        {"nFoldValue", Kind::Value, {}, {}},
        {"nFoldValueAbsolute", Kind::Bool, {}, {}},
        {"perpetualCheckIllegal", Kind::Bool, {}, {}},
        {"moveRepetitionIllegal", Kind::Bool, {}, {}},
        {"chasingRule", Kind::Word, {}, kChasing},
        {"stalemateValue", Kind::Value, {}, {}},
        {"stalematePieceCount", Kind::Bool, {}, {}},
        {"checkmateValue", Kind::Value, {}, {}},
        {"shogiPawnDropMateIllegal", Kind::Bool, {}, {}},
        {"shatarMateRule", Kind::Bool, {}, {}},
        {"bikjangRule", Kind::Bool, {}, {}},
        {"extinctionValue", Kind::Value, {}, {}},
        {"extinctionClaim", Kind::Bool, {}, {}},
        {"extinctionPseudoRoyal", Kind::Bool, {}, {}},
        {"dupleCheck", Kind::Bool, {}, {}},
        {"extinctionPieceTypes", Kind::Set, {}, {}},
        {"extinctionPieceCount", Kind::Int, {}, {}},
        {"extinctionOpponentPieceCount", Kind::Int, {}, {}},
        {"flagPiece", Kind::Type, WB("flagPiece"), {}},
        {"flagPieceWhite", Kind::Type, {}, {}},
        {"flagPieceBlack", Kind::Type, {}, {}},
        {"flagRegion", Kind::Region, WB("flagRegion"), {}},
        {"flagRegionWhite", Kind::Region, {}, {}},
        {"flagRegionBlack", Kind::Region, {}, {}},
        {"flagPieceCount", Kind::Int, {}, {}},
        {"flagPieceBlockedWin", Kind::Bool, {}, {}},
        {"flagMove", Kind::Bool, {}, {}},
        {"flagPieceSafe", Kind::Bool, {}, {}},
        {"checkCounting", Kind::Bool, {}, {}},
        {"connectN", Kind::Int, {}, {}},
        {"connectPieceTypes", Kind::Set, {}, {}},
        {"connectHorizontal", Kind::Bool, {}, {}},
        {"connectVertical", Kind::Bool, {}, {}},
        {"connectDiagonal", Kind::Bool, {}, {}},
        {"connectRegion1White", Kind::Region, {}, {}},
        {"connectRegion2White", Kind::Region, {}, {}},
        {"connectRegion1Black", Kind::Region, {}, {}},
        {"connectRegion2Black", Kind::Region, {}, {}},
        {"connectNxN", Kind::Int, {}, {}},
        {"collinearN", Kind::Int, {}, {}},
        {"connectValue", Kind::Value, {}, {}},
        {"materialCounting", Kind::Word, {}, kMaterial},
        {"adjudicateFullBoard", Kind::Bool, {}, {}},
        {"countingRule", Kind::Word, {}, kCounting},
        {"castlingWins", Kind::Text, {}, {}},
    });
}

const std::vector<KeyDef>& key_defs() {
    static const std::vector<KeyDef> defs = [] {
        std::vector<KeyDef> d;
        board_keys(d);
        castling_keys(d);
        move_keys(d);
        end_keys(d);
        return d;
    }();
    return defs;
}
#undef WB

std::string trim(const std::string& s) {
    auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

struct Reader {
    Model& m;
    const std::string& text;
    const std::string& file;
    std::vector<Diagnostic>& errors;

    bool fail(const Entry& e, const std::string& why) {
        errors.push_back(make_diagnostic(file, text, e.offset, e.key + " = " + e.value + ": " + why));
        return false;
    }
    bool read_number(const Entry& e, int lo, int hi, int& out) {
        const std::string& v = e.value;
        if (v.empty() || v.size() > 4 || !std::all_of(v.begin(), v.end(), ::isdigit))
            return fail(e, "expected a number");
        out = std::stoi(v);
        if (out < lo || out > hi)
            return fail(e, "expected a number from " + std::to_string(lo) + " to " + std::to_string(hi));
        return true;
    }
    bool read_file_letter(const Entry& e, int& out) {
        if (e.value.size() == 1 && std::islower(static_cast<unsigned char>(e.value[0]))) {
            out = e.value[0] - 'a';
            if (out < 16) return true;
        }
        if (!read_number(e, 1, 16, out)) return false;
        --out;
        return true;
    }
    bool read_set(const Entry& e, TypeSet& out) {
        out.clear();
        for (char c : e.value) {
            if (c == ' ' || c == '-') continue;
            if (c == '*') { out.insert("*"); continue; }
            const std::string t = m.type_of(c);
            if (t.empty()) return fail(e, std::string("no piece type has the letter ") + c);
            out.insert(t);
        }
        return true;
    }
    bool read_type(const Entry& e, std::string& out) {
        const std::string v = trim(e.value);
        if (v == "-") { out = ""; return true; }
        if (v == "*") { out = "*"; return true; }
        if (v.size() != 1) return fail(e, "expected one piece letter");
        out = m.type_of(v[0]);
        if (out.empty()) return fail(e, "no piece type has the letter " + v);
        return true;
    }
    bool read_region(const Entry& e, Squares& out) {
        out.reset();
        std::size_t i = 0;
        const std::string& v = e.value;
        while (i < v.size()) {
            while (i < v.size() && v[i] == ' ') ++i;
            std::size_t j = v.find(' ', i);
            if (j == std::string::npos) j = v.size();
            const std::string w = v.substr(i, j - i);
            i = j;
            if (w.empty() || w == "-") continue;
            if (!add_square_word(e, w, out)) return false;
        }
        return true;
    }
    bool add_square_word(const Entry& e, const std::string& w, Squares& out) {
        auto rank_of = [&](const std::string& digits, int& r) {
            if (digits.empty() || digits.size() > 2 || !std::all_of(digits.begin(), digits.end(), ::isdigit)) return false;
            r = std::stoi(digits) - 1;
            return r >= 0 && r < 16;
        };
        int r = 0;
        if (w.size() == 2 && std::isalpha(static_cast<unsigned char>(w[0])) && w[1] == '*') {
            const int f = std::tolower(static_cast<unsigned char>(w[0])) - 'a';
            if (f >= 16) return fail(e, "no file " + w.substr(0, 1));
            for (int k = 0; k < 16; ++k) out.set(bit(f, k));
            return true;
        }
        if (w[0] == '*' && rank_of(w.substr(1), r)) { out |= rank_squares(r); return true; }
        if (std::isalpha(static_cast<unsigned char>(w[0])) && rank_of(w.substr(1), r)) {
            const int f = std::tolower(static_cast<unsigned char>(w[0])) - 'a';
            if (f >= 16) return fail(e, "no file " + w.substr(0, 1));
            out.set(bit(f, r));
            return true;
        }
        return fail(e, "expected squares such as d4, *1 (a rank) or a* (a file), found '" + w + "'");
    }
    // "q:1 r:2" or "p:g s:g": letter, colon, then a count or a letter.
    bool read_pairs(const Entry& e, bool counts) {
        std::string v;
        for (char c : e.value) if (c != ' ') v += c;
        for (std::size_t i = 0; i < v.size();) {
            if (i + 2 >= v.size() || v[i + 1] != ':') return fail(e, "expected pairs such as p:g");
            const std::string t = m.type_of(v[i]);
            if (t.empty()) return fail(e, std::string("no piece type has the letter ") + v[i]);
            std::size_t j = i + 2;
            if (counts) {
                while (j < v.size() && std::isdigit(static_cast<unsigned char>(v[j]))) ++j;
                if (j == i + 2 || j - i - 2 > 3) return fail(e, "expected a count after " + v.substr(i, 2));
                m.promotion_limit[t] = std::stoi(v.substr(i + 2, j - i - 2));
            } else {
                const std::string to = v[j] == '-' ? "" : m.type_of(v[j]);
                if (v[j] != '-' && to.empty()) return fail(e, std::string("no piece type has the letter ") + v[j]);
                if (to.empty()) m.promoted.erase(t); else m.promoted[t] = to;
                ++j;
            }
            i = j;
        }
        return true;
    }

    bool apply(const KeyDef& d, const Entry& e) {
        std::vector<std::string> targets(d.targets.begin(), d.targets.end());
        if (targets.empty()) targets.push_back(d.key);
        for (const auto& t : targets) m.lines[t] = e.line;
        switch (d.kind) {
        case Kind::Ignored: return true;
        case Kind::Text:
            for (const auto& t : targets) m.values[t] = e.value;
            return true;
        case Kind::Bool:
            if (e.value != "true" && e.value != "false") return fail(e, "expected true or false");
            for (const auto& t : targets) m.values[t] = e.value;
            return true;
        case Kind::Int: case Kind::Rank: case Kind::File: {
            int n = 0;
            const bool ok = d.kind == Kind::File ? read_file_letter(e, n)
                          : read_number(e, d.kind == Kind::Rank ? 1 : 0, d.kind == Kind::Rank ? 16 : 9999, n);
            if (!ok) return false;
            for (const auto& t : targets) m.values[t] = std::to_string(n);
            return true;
        }
        case Kind::Value:
            if (e.value != "win" && e.value != "loss" && e.value != "draw" && e.value != "none")
                return fail(e, "expected win, loss, draw or none");
            for (const auto& t : targets) m.values[t] = e.value;
            return true;
        case Kind::Word:
            if (std::none_of(d.words.begin(), d.words.end(), [&](const char* w) { return e.value == w; })) {
                std::string all;
                for (const char* w : d.words) all += std::string(all.empty() ? "" : ", ") + w;
                return fail(e, "expected one of " + all);
            }
            for (const auto& t : targets) m.values[t] = e.value;
            return true;
        case Kind::Set: {
            TypeSet s;
            if (!read_set(e, s)) return false;
            for (const auto& t : targets) m.sets[t] = s;
            return true;
        }
        case Kind::Type: {
            std::string s;
            if (!read_type(e, s)) return false;
            for (const auto& t : targets) m.types[t] = s;
            return true;
        }
        case Kind::Region: {
            Squares s;
            if (!read_region(e, s)) return false;
            for (const auto& t : targets) m.regions[t] = s;
            return true;
        }
        case Kind::Limits: m.promotion_limit.clear(); return read_pairs(e, true);
        case Kind::Promoted: return read_pairs(e, false);
        }
        return true;
    }

    void remove_piece(const std::string& type) {
        m.pieces.erase(type);
        m.sets["promotionPieceTypesWhite"].erase(type);
        m.sets["promotionPieceTypesBlack"].erase(type);
    }
    bool piece(const std::string& type, const Entry& e) {
        const std::string& v = e.value;
        const unsigned char c = static_cast<unsigned char>(v[0]);
        if (!std::isalpha(c)) {
            if (v != "-") return fail(e, "expected a letter, or - to remove the piece");
            remove_piece(type);
            return true;
        }
        const std::string holder = m.type_of(static_cast<char>(c));
        if (!holder.empty() && holder != type) remove_piece(holder);
        PieceDef& p = m.pieces[type];
        p.letter = static_cast<char>(std::tolower(c));
        const bool custom = type.rfind("customPiece", 0) == 0;
        if (v.size() > 1 && (v[1] != ':' || v.size() < 3))
            return fail(e, "expected LETTER or LETTER:BETZA");
        if (custom || type == "king") {
            if (v.size() > 2) p.betza = v.substr(2);
            else if (custom) return fail(e, "a custom piece needs its moves: LETTER:BETZA");
            else p.betza = "K";
            if (custom && p.betza.find('e') != std::string::npos) {
                m.sets["enPassantTypesWhite"].insert(type);
                m.sets["enPassantTypesBlack"].insert(type);
            }
        } else {
            if (v.size() > 1) return fail(e, "only custom pieces and the king take moves");
            p.betza = builtin_betza(type);
        }
        return true;
    }
};

std::string capitalised(std::string s) {
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

}  // namespace

Squares rank_squares(int rank) {
    Squares s;
    for (int f = 0; f < 16; ++f) s.set(bit(f, rank));
    return s;
}

std::string Model::type_of(char c) const {
    const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const auto& [type, p] : pieces)
        if (p.letter == l) return type;
    return "";
}
bool Model::flag(const std::string& key) const { return value(key) == "true"; }
int Model::number(const std::string& key) const {
    const std::string& v = value(key);
    return v.empty() ? 0 : std::stoi(v);
}
const std::string& Model::value(const std::string& key) const {
    static const std::string none;
    auto it = values.find(key);
    return it == values.end() ? none : it->second;
}
const TypeSet& Model::set(const std::string& key) const {
    static const TypeSet none;
    auto it = sets.find(key);
    return it == sets.end() ? none : it->second;
}
Squares Model::region(const std::string& key) const {
    auto it = regions.find(key);
    return it == regions.end() ? Squares() : it->second;
}

const std::vector<std::string>& piece_type_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n = {
            "pawn", "knight", "bishop", "rook", "queen", "fers", "alfil", "fersAlfil", "silver",
            "aiwok", "bers", "archbishop", "chancellor", "amazon", "knibis", "biskni", "kniroo",
            "rookni", "shogiPawn", "lance", "shogiKnight", "gold", "dragonHorse", "clobber",
            "breakthrough", "immobile", "cannon", "janggiCannon", "soldier", "horse", "elephant",
            "janggiElephant", "banner", "wazir", "commoner", "centaur"};
        for (int i = 1; i <= 25; ++i) n.push_back("customPiece" + std::to_string(i));
        n.push_back("king");
        return n;
    }();
    return names;
}

const char* builtin_betza(const std::string& name) {
    static const std::map<std::string, const char*> moves = {
        {"pawn", "fmWfceF"}, {"knight", "N"}, {"bishop", "B"}, {"rook", "R"}, {"queen", "Q"},
        {"fers", "F"}, {"alfil", "A"}, {"fersAlfil", "FA"}, {"silver", "FfW"}, {"aiwok", "RNF"},
        {"bers", "RF"}, {"archbishop", "BN"}, {"chancellor", "RN"}, {"amazon", "QN"},
        {"knibis", "mNcB"}, {"biskni", "mBcN"}, {"kniroo", "mNcR"}, {"rookni", "mRcN"},
        {"shogiPawn", "fW"}, {"lance", "fR"}, {"shogiKnight", "fN"}, {"gold", "WfF"},
        {"dragonHorse", "BW"}, {"clobber", "cW"}, {"breakthrough", "fmWfF"}, {"immobile", ""},
        {"cannon", "mRcpR"}, {"janggiCannon", "pR"}, {"soldier", "fsW"}, {"horse", "nN"},
        {"elephant", "nA"}, {"janggiElephant", "mafsmafW"}, {"banner", "RcpRnN"},
        {"wazir", "W"}, {"commoner", "K"}, {"centaur", "KN"}, {"king", "K"}};
    auto it = moves.find(name);
    return it == moves.end() ? nullptr : it->second;
}

Model template_model() {
    Model m;
    for (const char* k : {"castling", "doubleStep", "checking", "dropChecks", "mandatoryPawnPromotion",
                          "connectHorizontal", "connectVertical", "connectDiagonal"})
        m.values[k] = "true";
    m.values["startFen"] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    m.values["nMoveRule"] = "50";
    m.values["nFoldRule"] = "3";
    m.values["nFoldValue"] = "draw";
    m.values["stalemateValue"] = "draw";
    m.values["checkmateValue"] = "loss";
    m.values["extinctionValue"] = "none";
    m.values["connectValue"] = "win";
    m.values["castlingKingsideFile"] = "6";
    m.values["castlingQueensideFile"] = "2";
    m.values["castlingKingFile"] = "4";
    m.values["castlingRank"] = "1";
    m.values["flagPieceCount"] = "1";
    m.values["dropNoDoubledCount"] = "1";
    m.values["soldierPromotionRank"] = "1";
    for (const char* side : {"White", "Black"}) {
        const std::string s = side;
        for (const char* k : {"promotionPawnTypes", "enPassantTypes", "nMoveRuleTypes"}) m.sets[k + s] = {"pawn"};
        m.sets["castlingRookPieces" + s] = {"rook"};
        m.types["castlingKingPiece" + s] = "king";
        m.types["flagPiece" + s] = "*";
        Squares all;
        all.set();
        for (const char* k : {"enPassantRegion", "dropRegion", "wallingRegion"}) m.regions[k + s] = all;
    }
    m.types["mustDropType"] = "*";
    m.regions["promotionRegionWhite"] = rank_squares(7);
    m.regions["promotionRegionBlack"] = rank_squares(0);
    m.regions["doubleStepRegionWhite"] = rank_squares(1);
    m.regions["doubleStepRegionBlack"] = rank_squares(6);
    return m;
}

bool apply_section(Model& m, const Section& s, const std::string& text, const std::string& file,
                   std::vector<Diagnostic>& errors) {
    Reader r{m, text, file, errors};
    std::map<std::string, const Entry*> last;
    for (const auto& e : s.entries) last[e.key] = &e;
    m.lines.clear();
    bool ok = true;
    if (auto it = last.find("maxRank"); it != last.end()) ok = r.read_number(*it->second, 1, 16, m.ranks) && ok;
    if (auto it = last.find("maxFile"); it != last.end()) {
        int f = 0;
        if (r.read_file_letter(*it->second, f)) m.files = f + 1; else ok = false;
    }
    std::set<std::string> known{"maxRank", "maxFile"};
    for (const auto& type : piece_type_names()) {
        known.insert(type);
        if (auto it = last.find(type); it != last.end() && !it->second->value.empty())
            ok = r.piece(type, *it->second) && ok;
        for (const char* side : {"White", "Black"}) {
            const std::string key = std::string("mobilityRegion") + side + capitalised(type);
            known.insert(key);
            if (auto it = last.find(key); it != last.end()) {
                Squares sq;
                if (r.read_region(*it->second, sq)) m.regions[key] = sq; else ok = false;
            }
        }
    }
    for (const auto& d : key_defs()) {
        known.insert(d.key);
        if (auto it = last.find(d.key); it != last.end()) ok = r.apply(d, *it->second) && ok;
    }
    std::vector<std::string> all(known.begin(), known.end());
    for (const auto& [key, e] : last)
        if (!known.count(key)) {
            errors.push_back(make_diagnostic(file, text, e->offset,
                                             "unknown key '" + key + "'" + did_you_mean(key, all)));
            ok = false;
        }
    return ok;
}

std::vector<Section> read_sections(const std::string& text, const std::string& file,
                                   std::vector<Diagnostic>& errors) {
    std::vector<Section> out;
    std::size_t pos = 0;
    int line = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string::npos) end = text.size();
        const std::string raw = text.substr(pos, end - pos);
        const std::size_t at = pos;
        pos = end + 1;
        ++line;
        const std::string l = trim(raw);
        if (l.empty() || l[0] == '#' || l[0] == ';') continue;
        if (l[0] == '[') {
            const auto close = l.find(']');
            if (close == std::string::npos || close == 1) {
                errors.push_back(make_diagnostic(file, text, at, "expected [NAME] or [NAME:PARENT]"));
                continue;
            }
            const std::string head = l.substr(1, close - 1);
            const auto colon = head.find(':');
            out.push_back({trim(head.substr(0, colon)), colon == std::string::npos ? "" : trim(head.substr(colon + 1)),
                           line, at, {}});
            continue;
        }
        const auto eq = l.find('=');
        if (out.empty() || eq == std::string::npos || eq == 0) {
            errors.push_back(make_diagnostic(file, text, at,
                                             out.empty() ? "a key before the first [section]" : "expected KEY = VALUE"));
            continue;
        }
        out.back().entries.push_back({trim(l.substr(0, eq)), trim(l.substr(eq + 1)), line, at});
    }
    return out;
}

}  // namespace aviary::ini

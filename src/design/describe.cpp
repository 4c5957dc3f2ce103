// describe: a readable summary of a game, generated from its compiled rules (`aviary describe`).
#include <algorithm>
#include <sstream>

#include "aviary/inspect.hpp"

namespace aviary {

namespace {

// "{}" in `f` replaced by the arguments in order.
template <class... A>
std::string format(const char* f, const A&... args) {
    std::ostringstream o;
    const std::string fs = f;
    std::size_t at = 0;
    [[maybe_unused]] auto one = [&](const auto& a) {
        const std::size_t p = fs.find("{}", at);
        o << fs.substr(at, p - at) << a;
        at = p + 2;
    };
    (one(args), ...);
    o << fs.substr(at);
    return o.str();
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : sep) + x;
    return s;
}

std::string ranks_text(const std::vector<int>& r) {
    if (r.empty()) return "none";
    std::string s;
    std::size_t i = 0;
    while (i < r.size()) {
        std::size_t j = i;
        while (j + 1 < r.size() && r[j + 1] == r[j] + 1) ++j;
        if (!s.empty()) s += ", ";
        s += j == i ? std::to_string(r[i]) : std::to_string(r[i]) + "-" + std::to_string(r[j]);
        i = j + 1;
    }
    return s;
}

// Piece ids one after another (`QR`, `+DN`, `C'D`), spaced: `Q R`, `+D N`, `C' D`.
std::string letters(const std::string& l) {
    std::string s;
    for (std::size_t i = 0; i < l.size(); ++i) {
        if (!s.empty() && l[i] != '\'' && l[i] != '!' && (i == 0 || l[i - 1] != '+')) s += ' ';
        s += l[i];
    }
    return s;
}

std::string zone_text(const std::vector<std::pair<int, int>>& z) {
    return format("{} square(s) around it", z.size());
}

std::string square_names(const BoardShape& b, const std::vector<Square>& squares) {
    std::vector<std::string> names;
    for (Square s : squares) names.push_back(b.name(s));
    return join(names, " ");
}

// Black's squares of region=: "the mirrored squares" (or turned around) when they follow
// White's, else their names.
std::string black_region(const RulesDetails& d, const PieceInfo& p) {
    const BoardShape& b = d.shape;
    auto turned = [&](bool files) {
        std::vector<Square> out;
        for (Square s : p.region)
            out.push_back(b.square(files ? b.files - 1 - b.file_of(s) : b.file_of(s), b.ranks - 1 - b.rank_of(s)));
        std::sort(out.begin(), out.end());
        return out;
    };
    std::vector<Square> black = p.region_black;
    std::sort(black.begin(), black.end());
    if (black == turned(false)) return "the mirrored squares";
    if (black == turned(true)) return "the squares turned around";
    return square_names(b, p.region_black);
}

// region=, lines=, no-hurdle=, no-capture= and no-hop-capture= of one piece.
std::string describe_regions(const RulesDetails& d, const PieceInfo& p) {
    std::string out;
    if (!p.region.empty())
        out += format("      moves and is dropped only within {} (Black: {})\n",
                      square_names(d.shape, p.region), black_region(d, p));
    if (!p.line_moves.empty())
        for (const auto& phrase : explain_notation(p.line_moves))
            out += format("      along line squares only: {}\n", phrase);
    if (!p.no_hurdle.empty()) out += format("      never hops over {}\n", letters(p.no_hurdle));
    if (!p.no_capture.empty()) out += format("      never captures {}\n", letters(p.no_capture));
    if (!p.no_hop_capture.empty())
        out += format("      never captures {} after a hop\n", letters(p.no_hop_capture));
    return out;
}

// One piece: its letter, name and moves, then one line per property.
std::string describe_piece(const RulesDetails& d, const PieceInfo& p) {
    std::string out;
    std::vector<std::string> tags;
    if (p.royal) tags.push_back("royal");
    if (p.neutral) tags.push_back("neutral: belongs to neither side, never captured");
    if (p.immune) tags.push_back("immune to a doomed piece's capture");
    out += format("  {} {}{}: {}\n", p.id, p.name, tags.empty() ? "" : " (" + join(tags, "; ") + ")",
               p.notation);
    for (const auto& phrase : explain_notation(p.notation, d.shape.hex)) out += format("      {}\n", phrase);
    if (p.borrow) out += format("      also moves, captures and uses powers as every friendly piece that guards it\n");
    if (p.poison) out += format("      poisonous: a piece that captures it (except by a rifle capture) is removed too\n");
    if (!p.freeze_zone.empty())
        out += format("      freezes enemy pieces on the {}: they cannot move, attack or guard\n", zone_text(p.freeze_zone));
    if (!p.brake_zone.empty())
        out += format("      brakes enemy sliding moves that start on or enter the {}\n", zone_text(p.brake_zone));
    if (p.promotion != PromotionKind::None) {
        std::string to = p.promotion == PromotionKind::OpponentHand ? "a piece from the opponent's hand"
                         : p.promotion == PromotionKind::Captured
                             ? "one of " + letters(p.promotion_letters) + " (only a type its side has lost)"
                         : p.promotion_letters.empty() ? ""
                                                       : "one of " + letters(p.promotion_letters);
        // a zone of whole ranks by its ranks, else by its squares (Rollerball's e6 e7)
        const bool whole = p.promotion_squares.empty() ||
                           p.promotion_squares.size() == p.promotion_ranks.size() * std::size_t(d.shape.files);
        const std::string zone = whole ? "rank(s) " + ranks_text(p.promotion_ranks)
                                       : "square(s) " + square_names(d.shape, p.promotion_squares);
        const std::string optional =
            p.optional_ranks.empty() ? "" : "; optional on rank(s) " + ranks_text(p.optional_ranks);
        if (to.empty())   // (promote=-)
            out += format("      must promote on {} and has no type to promote to: it may "
                          "not end a move there{}\n", zone, optional);
        else
            out += format("      promotes on {} to {}{}\n", zone, to, optional);
    }
    if (p.to_hand && d.hands) out += format("      when captured, changes sides and goes to the captor's hand\n");
    for (const auto& n : p.properties)
        if (!n.sentence.empty()) out += format("      {}\n", n.sentence);
    out += describe_regions(d, p);
    return out;
}

// The lines, royal-facing, pass, drop-check and wall rules.
std::string describe_board_rules(const RulesDetails& d) {
    std::string out;
    if (!d.lines.empty())
        out += format("  Line squares (for lines= moves): {}.\n", square_names(d.shape, d.lines));
    switch (d.facing) {
        case FacingRule::Allowed: break;
        case FacingRule::Illegal:
            out += "  Royal pieces of both sides may not face each other on a file or rank with only empty "
                   "squares between.\n";
            break;
        case FacingRule::Bikjang:
            out += "  A move may make the royal pieces face each other on an open file or rank; the side to "
                   "move must then part them or pass, and that pass ends the game as a draw.\n";
            break;
    }
    if (d.pass_rule == PassRule::Yes) out += "  A side not in check may pass; two passes in a row end the game.\n";
    if (d.pass_rule == PassRule::WhenStuck)
        out += "  A side may pass only when it has no other legal move; two passes in a row end the game.\n";
    if (d.drops && !d.drop_checks) out += "  A drop may not give check.\n";
    const std::string where = d.wall_region.empty() ? "" : " among " + square_names(d.shape, d.wall_region);
    if (d.wall_or_move && d.wall != WallRule::None)
        out += format("  Instead of moving, a side may put a new {} down{}{}.\n", d.wall_piece,
                      d.wall == WallRule::Edge ? " on an empty square at the board's edge or next to a wall" : "",
                      where);
    else switch (d.wall) {
        case WallRule::None: break;
        case WallRule::Any:
            out += format("  Every move also puts a new {} on any empty square{}.\n", d.wall_piece, where);
            break;
        case WallRule::Edge:
            out += format("  Every move also puts a new {} on an empty square at the board's edge or next to a "
                          "wall{}.\n", d.wall_piece, where);
            break;
        case WallRule::Origin:
            out += format("  Every move leaves a new {} on the square the mover left.\n", d.wall_piece);
            break;
        case WallRule::Shot:
            out += format("  Every move also shoots a new {} from where the mover lands, along a move it could "
                          "make from there (without capturing){}.\n", d.wall_piece, where);
            break;
    }
    return out;
}

// The check rule, or none when no piece is royal.
std::string describe_royalty(const RulesDetails& d) {
    bool royal = false;
    for (const auto& p : d.pieces) royal = royal || p.royal;
    if (!royal) return "  No royal pieces: nothing is ever in check.\n";
    std::string out;
    switch (d.royalty) {
        case RoyaltyRule::Check:
            out += format("  Check: a move may not leave one's royal piece attacked; checkmate wins.\n");
            break;
        case RoyaltyRule::Capture:
            out += format("  No check: royal pieces may be left attacked; capturing the last one wins.\n");
            break;
        case RoyaltyRule::LastCheck:
            out += format("  Check applies only to a side's last royal piece; losing it is not allowed.\n");
            break;
    }
    return out;
}

// Does the variant file set one of these keys?
bool sets(const RulesDetails& d, std::initializer_list<const char*> keys) {
    for (const auto& k : d.keys)
        for (const char* key : keys)
            if (k.key == key) return true;
    return false;
}

// Does some piece castle (an O move)?
bool castles(const RulesDetails& d) {
    for (const auto& p : d.pieces)
        if (p.castles) return true;
    return false;
}

}  // namespace

std::string describe_rules(const Ruleset& rules) {
    RulesDetails d = inspect(rules);
    std::string out;
    const BoardShape& b = d.shape;
    out += format("{}\n", d.name);
    const std::string size = b.layered() ? format("{}x{}x{}", b.files, b.level_ranks(), b.levels)
                                         : format("{}x{}", b.files, b.ranks);
    const std::string levels = b.layered() ? format("levels A-{}, ", char('A' + b.levels - 1)) : "";
    int count = 0;
    for (int s = 0; s < b.size() && b.hex; ++s) count += b.is_cell(Square(s));
    const std::string cells = b.hex ? format("{} hexagonal cells{}, ", count, b.hex_ranks ? " in ranks across" : "") : "";
    out += format("Board: {} ({}{}files a-{}, ranks 1-{}). Black's moves {}.\n", size, cells, levels,
               b.file_letter(b.files - 1), b.level_ranks(),
               d.rotate ? "are White's turned by 180 degrees (left and right swap)"
                        : "mirror White's (forward becomes backward; left stays left)");
    if (b.hex)
        out += "On a hexagonal board W, F and N stand for its moves: W a step to one of the six cells "
               "sharing an edge, F to one of the six across a corner, N a leap to one of twelve cells "
               "(a W step and an F step on); the words below name the square board's moves they stand for.\n";
    out += format("Start: {}\n\nPieces:\n", d.start_fen);
    for (const auto& p : d.pieces) out += describe_piece(d, p);
    out += format("\nRules:\n");
    out += describe_royalty(d);
    if (d.stalemate == StalemateRule::FewerPieces)
        out += "  Stalemate (no legal move, not in check): the side with fewer pieces wins (equal: a draw).\n";
    else if (d.stalemate == StalemateRule::MorePieces)
        out += "  Stalemate (no legal move, not in check): the side with more pieces on the board wins (equal: a draw).\n";
    else
        out += format("  Stalemate (no legal move, not in check): {} for the stalemated side.\n",
                      d.stalemate == StalemateRule::Draw  ? "a draw"
                      : d.stalemate == StalemateRule::Win ? "a win"
                                                          : "a loss");
    if (!d.castling_partners.empty() && !castles(d))
        out += "  No castling: no piece has an O move.\n";
    else if (!d.castling_partners.empty())
        out += format("  Castling with {}: the king and the partner must not have moved; the way must be empty{}.\n",
                   letters(d.castling_partners), d.royalty == RoyaltyRule::Check ? " and not attacked" : "");
    bool rifle = false;
    for (const auto& p : d.pieces)
        for (const auto& ph : explain_notation(p.notation))
            if (ph.find("rifle capture") != std::string::npos) rifle = true;
    if (rifle)
        out += format("  Rifle captures {}.\n",
                   d.rifle_dooms ? "doom their victim: it may make only its own rifle captures on its owner's "
                                   "next turn and is removed at the end of that turn"
                                 : "remove their victim at once");
    if (d.hands) {
        std::string h;
        for (const auto& p : d.pieces)
            if (p.to_hand) h += p.id;
        if (!h.empty()) out += format("  Captured {} change sides and go to the captor's hand.\n", letters(h));
    }
    if (!d.hands && sets(d, {"captures-to-hand", "drops"}))   // (said only when a file says it)
        out += "  No hands: captured pieces leave the game; nothing is dropped.\n";
    if (d.drops)
        out += format("  A move may instead drop a piece from the hand onto an empty square{}.\n",
                   d.drop_ranks.size() == std::size_t(b.ranks) ? "" : " of rank(s) " + ranks_text(d.drop_ranks));
    out += describe_board_rules(d);
    if (d.facing == FacingRule::Allowed && sets(d, {"royal-facing"}))
        out += "  Royal pieces may face each other on an open file or rank.\n";
    if (!d.relocate.empty())
        out += format("  After every move the mover also moves the neutral {} ({} of them) by its own moves.\n",
                   d.relocate, d.relocate_count);
    for (const auto& k : d.keys)
        if (!k.sentence.empty()) out += "  " + k.sentence + "\n";
    return out;
}

}  // namespace aviary

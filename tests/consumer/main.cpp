// A program outside the project, built against the installed package: loads a variant file
// (chess) through the public API, runs perft, reads a position through its accessors, asks
// moves what they do, and compiles one piece on its own.
#include <aviary/aviary.hpp>

#include <iostream>
#include <string>

namespace {

int failures = 0;

void check(bool ok, const std::string& what) {
    if (!ok) {
        std::cerr << "consumer: FAILED: " << what << "\n";
        ++failures;
    }
}

aviary::Move move(const aviary::Position& pos, const std::string& text) {
    auto m = pos.parse_move(text);
    if (!m) {
        std::cerr << m.error_text();
        ++failures;
        return {};
    }
    return *m;
}

char letter_at(const aviary::Position& pos, const std::string& square) {
    auto p = pos.piece_at(*pos.ruleset().shape().parse(square));
    return p ? pos.ruleset().pieces()[std::size_t(p->type)].letter : '.';
}

void position_views(const aviary::Ruleset& rules) {
    using aviary::CastlingSide;
    using aviary::Color;
    auto pos = aviary::Position::from_fen(rules, "r3k2r/p6p/8/8/3Pp3/8/P6P/R3K2R b Kq d3 4 30");
    if (!pos) {
        std::cerr << pos.error_text();
        ++failures;
        return;
    }
    const auto b = rules.shape();
    check(pos->side_to_move() == Color::Black, "side to move");
    check(pos->halfmove_clock() == 4 && pos->fullmove_number() == 30, "clocks");
    check(pos->castling_right(Color::White, CastlingSide::King) &&
              !pos->castling_right(Color::White, CastlingSide::Queen) &&
              pos->castling_right(Color::Black, CastlingSide::Queen),
          "castling rights");
    check(pos->en_passant_squares().size() == 1 && pos->en_passant_squares()[0] == *b.parse("d3"),
          "en passant square");
    check(letter_at(*pos, "e8") == 'K' && pos->piece_at(*b.parse("e8"))->color == Color::Black,
          "piece_at");

    const aviary::Move ep = move(*pos, "e4d3");
    check(ep.is_en_passant() && ep.victims().size() == 1 && ep.victims()[0] == *b.parse("d4"),
          "an en passant move names its victim");
    const aviary::Move castle = move(*pos, "e8c8,a8d8");
    check(castle.is_castling() && castle.partner.from == *b.parse("a8") &&
              castle.partner.to == *b.parse("d8") && !castle.neutral.present(),
          "castling names its partner's relocation");
    pos->make(castle);
    check(letter_at(*pos, "d8") == 'R' && !pos->castling_right(Color::Black, CastlingSide::Queen),
          "castling played");
    pos->unmake();

    auto promo = aviary::Position::from_fen(rules, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    const aviary::Move q = move(*promo, "e7e8n");
    check(q.promotion_type() && rules.pieces()[std::size_t(*q.promotion_type())].letter == 'N' &&
              !q.is_drop(),
          "promotion type");
    const auto& pawn = rules.pieces()[std::size_t(pos->piece_at(*b.parse("a2"))->type)];
    check(pawn.promotion == aviary::PromotionKind::List && pawn.has_initial, "piece description");
}

void one_piece() {
    auto knight = aviary::compile_piece("N", aviary::BoardShape{5, 5});
    if (!knight) {
        std::cerr << knight.error_text();
        ++failures;
        return;
    }
    auto pos = aviary::Position::from_fen(*knight, "5/5/5/5/X4 w - - 0 1");
    aviary::MoveList ml;
    pos->legal_moves(ml);
    check(ml.size() == 2, "a knight in the corner has two moves");
    check(!aviary::compile_piece("Nq!", aviary::BoardShape{8, 8}).ok(), "a bad notation is an error");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    auto rules = aviary::load_ruleset_file(argv[1]);
    if (!rules) {
        std::cerr << rules.error_text();
        return 1;
    }
    auto pos = aviary::Position::start(*rules);
    std::uint64_t n = aviary::perft(pos, 3);
    std::cout << rules->name() << " perft(3) = " << n << "\n";
    check(n == 8902, "perft(3) of chess");
    position_views(*rules);
    one_piece();
    return failures == 0 ? 0 : 1;
}

"""The Board API on every shipped variant: moves, push/pop, SAN, pieces, hands, copies."""
import random

import pytest

import aviary
from conftest import SHIPPED


def test_every_shipped_variant_is_listed():
    for name in ("chess", "duck", "loonybird", "birds", "bombers", "friendly", "grand", "capablanca"):
        assert name in SHIPPED
    assert aviary.get_variant("chess").start_fen.startswith("rnbqkbnr/")


@pytest.mark.parametrize("name", SHIPPED)
def test_random_game_api(name):
    rng = random.Random(name)
    board = aviary.Board(name)
    assert board.fen() == board.variant.start_fen
    assert board.outcome() is None and board.result() == "*"
    # (White moves first but where a setup by drops starts with Black: friendly-setup1)
    first = aviary.BLACK if board.variant.start_fen.split()[1] == "b" else aviary.WHITE
    assert board.turn is first
    fens = [board.fen()]
    for _ in range(12):
        moves = board.legal_moves
        if not moves:
            break
        assert len(set(str(m) for m in moves)) == len(moves)
        sans = [board.san(m) for m in rng.sample(moves, min(8, len(moves)))]
        assert len(set(sans)) == len(sans)
        move = rng.choice(moves)
        san = board.san(move)
        assert board.parse_san(san) == move
        assert board.parse_uci(move.uci()) == move
        assert move.to_square in range(board.variant.files * board.variant.ranks)
        assert (move.from_square is None) == (move.drop is not None)
        board.push(move)
        fens.append(board.fen())
        if board.outcome() is not None:
            break
    assert [m.uci() for m in board.move_stack] == [str(m) for m in board.move_stack]
    copy = board.copy()
    while board.ply:
        assert board.fen() == fens[board.ply]
        board.pop()
    assert board.fen() == fens[0]
    assert copy.fen() == fens[-1]   # the copy kept its own moves


@pytest.mark.parametrize("name", SHIPPED)
def test_pieces_agree_with_fen(name):
    board = aviary.Board(name)
    variant = board.variant
    rows = board.fen().split()[0].split("[")[0].split("/")
    letters = {p["letter"] for p in variant.pieces}
    count = 0
    for sq in range(variant.files * variant.ranks):
        piece = board.piece_at(sq)
        if piece is not None:
            assert piece.letter in letters
            assert piece.symbol() in "".join(rows)
            assert board.piece_at(board.square_name(sq)).symbol() == piece.symbol()
            count += 1
    assert count == sum(ch.isalpha() or ch == "*" for ch in "".join(rows))
    assert "FEN: " + board.fen() in repr(board)


def test_chess_details():
    board = aviary.Board()
    assert len(board.legal_moves) == 20
    e4 = board.push_san("e4")
    assert e4.from_square == board.parse_square("e2") and e4.to_square == board.parse_square("e4")
    board.push_san("d5")
    capture = board.parse_san("exd5")
    assert capture.captures == [board.parse_square("d5")]
    assert board.piece_at("d5").color is aviary.BLACK
    assert board.piece_at("e1").royal
    assert repr(board.piece_at("e1")) == "Piece('K', King)"
    for san in ("Nf3", "Nc6", "Bb5", "a6", "O-O"):
        board.push_san(san)
    assert board.peek().is_castling
    assert board.fen().startswith("r1bqkbnr/1pp1pppp/p1n5/1B1p4/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq")


def test_effects_of_a_rebirth_and_a_flip():
    board = aviary.Board("circe")
    board.push_san("e4")
    board.push_san("d5")
    capture = board.parse_san("exd5")
    assert board.san(capture) == "exd5[P@d7]"
    assert board.san(capture, effects=False) == "exd5"
    [reborn] = board.effects(capture)
    assert reborn.kind == aviary.EffectKind.APPEARS
    assert reborn.square == board.parse_square("d7")
    assert reborn.piece.symbol() == "p"
    assert board.effects(board.parse_san("Nf3")) == []
    othello = aviary.Board("flipello")
    drop = othello.parse_uci("P@e3")
    [flip] = othello.effects(drop)
    assert flip.kind == aviary.EffectKind.CHANGES_SIDE and flip.piece.color is aviary.WHITE
    assert othello.san(drop) == "P@e3[~e4]"
    # pyffish writes Fairy-Stockfish's SAN, without effects
    from aviary import pyffish
    assert pyffish.get_san("flipello", othello.fen(), "P@e3") == "P@e3"


def test_outcome_checkmate_and_stalemate():
    board = aviary.Board()
    for san in ("f3", "e5", "g4", "Qh4#"):
        board.push_san(san)
    outcome = board.outcome()
    assert outcome.termination == aviary.Termination.CHECKMATE
    assert outcome.winner is aviary.BLACK and outcome.result() == "0-1"
    assert board.is_check() and board.is_game_over()
    stale = aviary.Board("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert stale.outcome().termination == aviary.Termination.STALEMATE
    assert stale.outcome().winner is None
    # Duck Chess: the stalemated side wins; a captured king ends the game
    duck = aviary.Board("duck", "7k/8/5QK1/8/8/8/8/6*1 b - - 0 1")
    assert duck.outcome() is None or duck.outcome().winner is aviary.BLACK


def test_drops_and_hands_in_loonybird():
    board = aviary.Board("loonybird", "3k3/7/3K3/7/7/7/7[Fe] w - - 0 1")
    assert board.hand(aviary.WHITE) == {"F": 1}
    assert board.hand(aviary.BLACK) == {"E": 1}
    drop = board.push_san("F@d6")
    assert drop.drop == "F" and drop.from_square is None
    assert board.is_check()
    assert board.hand(aviary.WHITE) == {}


def test_duck_moves_name_the_duck_square():
    board = aviary.Board("duck")
    moves = board.legal_moves
    assert len(moves) == 640
    assert all(m.neutral_square is not None for m in moves)
    move = board.push_san("e4,d5")
    assert str(move) == "e2e4,d5"
    assert board.piece_at("d5").color is None


def test_push_pop_speed_path_accepts_moves_of_same_position():
    board = aviary.Board()
    move = board.legal_moves[0]
    for _ in range(100):
        board.push(move)
        board.pop()
    assert board.ply == 0 and board.fen() == board.start_fen


def test_outcome_by_variant_rules():
    hill = aviary.Board("kingofthehill", "4k3/8/8/8/8/4K3/8/8 w - - 0 1")
    hill.push_san("Kd4")
    assert hill.outcome().termination == aviary.Termination.GOAL
    assert hill.outcome().winner is aviary.WHITE
    assert len(hill.legal_moves) == 0
    checks = aviary.Board("3check", "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1")
    checks.push_san("Ra8+")
    assert checks.outcome().termination == aviary.Termination.CHECK_LIMIT
    assert checks.outcome().winner is aviary.WHITE
    extinct = aviary.Board("kinglet", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")
    extinct.push_san("exd5")
    assert extinct.outcome().termination == aviary.Termination.EXTINCTION


def test_position_views_castling_rights_and_ep_square():
    board = aviary.Board("chess", fen="r3k2r/p6p/8/8/3Pp3/8/P6P/R3K2R b Kq d3 0 3")
    assert board.ep_square == board.parse_square("d3")
    assert board.has_kingside_castling_rights(aviary.WHITE)
    assert not board.has_queenside_castling_rights(aviary.WHITE)
    assert not board.has_kingside_castling_rights(aviary.BLACK)
    assert board.has_queenside_castling_rights(aviary.BLACK)
    board.push_uci("e8c8,a8d8")
    assert board.ep_square is None
    assert not board.has_queenside_castling_rights(aviary.BLACK)


def test_piece_ids_of_several_characters():
    """Chu shogi's promoted types are +X: letter, id, symbol, moves and hands show the id."""
    variant = aviary.get_variant("chushogi")
    assert all(p["letter"] == p["id"] for p in variant.pieces)
    assert {"+L", "+E", "+X"} <= {p["id"] for p in variant.pieces}
    start = variant.start_fen.split()
    ranks = start[0].split("/")
    ranks[0], ranks[-1] = "+l" + ranks[0][1:], "+L" + ranks[-1][1:]   # lances promoted
    fen = " ".join(["/".join(ranks)] + start[1:])
    board = aviary.Board("chushogi", fen)
    white, black = board.piece_at("a1"), board.piece_at("a12")
    assert (white.letter, white.id, white.symbol()) == ("+L", "+L", "+L")
    assert black.symbol() == "+l" and black.color is aviary.BLACK
    assert board.fen() == fen
    promotions = {m.promotion for m in aviary.Board("chushogi", fen).legal_moves if m.promotion}
    assert promotions <= {p["id"] for p in variant.pieces}

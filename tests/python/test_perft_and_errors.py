"""Perft agrees with the C++ CLI; bad input raises exceptions naming where; the GIL is free
during perft."""
import re
import threading

import pytest

import aviary
from conftest import SHIPPED


def cli_nodes(cli, *args):
    out = cli("perft", *args)
    return int(re.search(r"Nodes searched: (\d+)", out).group(1))


@pytest.mark.parametrize("name", SHIPPED)
def test_perft_matches_cli(cli, name):
    board = aviary.Board(name)
    depth = 2
    assert board.perft(depth) == cli_nodes(cli, name, str(depth))


def test_perft_after_moves_and_deeper(cli):
    assert aviary.Board("birds").perft(3) == cli_nodes(cli, "birds", "3")
    board = aviary.Board("loonybird")
    for san in ("d3", "c5", "Gf3"):
        board.push_san(san)
    moves = " ".join(m.uci() for m in board.move_stack)
    assert board.perft(3) == cli_nodes(cli, "loonybird", "3", "--moves", moves)
    assert board.perft(3, threads=2) == board.perft(3)


def test_perft_releases_the_gil():
    board = aviary.Board("chess")
    result = []
    worker = threading.Thread(target=lambda: result.append(board.perft(5)))
    ticks = 0
    worker.start()
    while worker.is_alive():
        ticks += 1
    worker.join()
    assert result == [4865609]
    assert ticks > 1000   # the main thread ran while perft counted


def test_unknown_variant():
    with pytest.raises(aviary.VariantError, match="no variant is called 'chesss'.*did you mean 'chess'"):
        aviary.Board("chesss")


def test_bad_variant_text_names_line_and_column():
    with pytest.raises(aviary.VariantError, match=r"<variant>:2:16: error: notation ends early"):
        aviary.load_variant("board = 8x8\npiece K King Kx\n")
    with pytest.raises(ValueError, match=r"nowhere\.variant:1:1: error: cannot read"):
        aviary.load_variant("nowhere.variant")


def test_load_variant_from_text_and_file(tmp_path):
    text = "name = Tiny Rooks\nextends = chess\nsetup = 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n"
    v = aviary.load_variant(text)
    assert v.key == "tiny-rooks" and "tiny-rooks" in aviary.variants()
    assert aviary.Board("tiny-rooks").fen() == "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
    path = tmp_path / "mini.variant"
    path.write_text(text)
    assert aviary.load_variant(str(path)).key == "mini"
    bad = tmp_path / "bad.variant"
    bad.write_text("extends = chess\nboard = 99x2\n")
    with pytest.raises(aviary.VariantError, match=re.escape(str(bad)) + r":2:\d+: error"):
        aviary.load_variant(str(bad))


def test_bad_fen_and_moves():
    with pytest.raises(aviary.InvalidFenError, match=r"<fen>:1:\d+: error"):
        aviary.Board("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1")
    board = aviary.Board()
    with pytest.raises(aviary.IllegalMoveError, match="illegal move 'e2e5'"):
        board.push_uci("e2e5")
    with pytest.raises(aviary.IllegalMoveError, match="<san>:1:1: error: no legal move is written 'Nf4'"):
        board.push_san("Nf4")
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(ValueError, match="off the board"):
        board.piece_at(64)
    with pytest.raises(ValueError, match="not a square"):
        board.piece_at("z9")
    with pytest.raises(ValueError):
        board.perft(-1)
    with pytest.raises(TypeError):
        aviary.Board(42)
    other = aviary.Board()
    other.push_san("e4")
    with pytest.raises(aviary.IllegalMoveError):
        board.push(other.parse_san("e5"))   # a move of another position
    assert board.ply == 0

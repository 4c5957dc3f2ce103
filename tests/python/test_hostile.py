"""Hostile inputs from Python (issue 30): errors with their place, never a hang or a file
the caller did not name."""
import os

import pytest

import aviary


def test_nul_byte_in_pgn_is_an_error_at_its_place():
    with pytest.raises(aviary.IllegalMoveError, match=r"<pgn>:1:6: error: a NUL byte"):
        aviary.read_pgn("1. e4\0 e5 *\n")


def test_pgn_variant_tag_names_a_game_not_a_file():
    with pytest.raises(aviary.VariantError, match="no variant is called '../../../../etc/hostname'"):
        aviary.read_pgn('[Variant "../../../../etc/hostname"]\n\n1. e4 *\n')


def test_a_fifo_is_refused_not_waited_on(tmp_path):
    fifo = tmp_path / "f.variant"
    os.mkfifo(fifo)
    with pytest.raises(aviary.VariantError, match="not a regular file"):
        aviary.load_variant(str(fifo))


def test_piece_at_takes_an_int_or_a_name():
    board = aviary.Board("chess")
    with pytest.raises(TypeError, match="not NoneType"):
        board.piece_at(None)
    with pytest.raises(ValueError, match="off the board"):
        board.piece_at(10**30)
    assert board.piece_at("e1").symbol() == "K"

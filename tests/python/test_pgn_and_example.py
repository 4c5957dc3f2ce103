"""PGN from Python, reading it back, and the README's example script."""
import os
import subprocess
import sys

import aviary

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_pgn_round_trip():
    board = aviary.Board("loonybird")
    for san in ("d3", "c5", "Gf3", "c4", "dxc4"):
        board.push_san(san)
    text = board.pgn({"White": "me"})
    assert '[Variant "loonybird"]' in text and '[White "me"]' in text
    assert "1. d3 c5 2. Gf3 c4 3. dxc4" in text
    again = aviary.read_pgn(text)
    assert again.fen() == board.fen()
    assert [str(m) for m in again.move_stack] == [str(m) for m in board.move_stack]


def test_example_script_prints_a_loonybird_pgn():
    script = os.path.join(ROOT, "examples", "random_loonybird.py")
    out = subprocess.run([sys.executable, script, "3"], capture_output=True, text=True,
                         check=True, env=dict(os.environ)).stdout
    assert '[Variant "loonybird"]' in out
    replay = aviary.read_pgn(out)
    assert replay.ply > 0
    assert out.rstrip().endswith(replay.result())


def test_cli_writes_and_replays_pgn(cli, tmp_path):
    text = cli("pgn", "duck", "--moves", "e4,d5 e7e5,e2 Nf3,d6")
    assert '[Variant "duck"]' in text and "1. e4,d5 e5,e2 2. Nf3,d6 *" in text
    board = aviary.read_pgn(text)
    assert [str(m) for m in board.move_stack] == ["e2e4,d5", "e7e5,e2", "g1f3,d6"]
    path = tmp_path / "game.pgn"
    path.write_text(text)
    out = cli("pgn", str(path))
    assert "Moves: e2e4,d5 e7e5,e2 g1f3,d6" in out and "FEN: " + board.fen() in out
    bad = tmp_path / "bad.pgn"
    bad.write_text('[Variant "chess"]\n\n1. e4 e5 2. Ke3 *\n')
    failed = subprocess.run([os.environ["AVIARY_CLI"], "pgn", str(bad)], capture_output=True, text=True)
    assert failed.returncode != 0
    assert str(bad) + ":3:13: error: no legal move is written 'Ke3'" in failed.stderr

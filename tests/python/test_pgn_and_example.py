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


# Short games of a layered board (Raumschach, Alice chess), a wrapped one (cylinder) and a game of
# two moves a turn (Marseillais): played by move strings, written as PGN, read back; the CLI's PGN
# of the same moves reads back to the same position.
GAMES = {
    "raumschach": ["Ab2Ab3", "Eb4Eb3", "Bc2Cc2", "Dd4Dd3", "Ab1Cc1", "Eb5Cb4"],
    "alice": ["Ae2Ae4", "Ae7Ae5", "Ag1Af3", "Ad7Ad5", "Bf3Be5"],
    "cylinder": ["e2e4", "e7e5", "d1h5", "a7a6", "h5a5"],
    "marseillais": ["e2e4", "d2d4", "e7e5", "d7d6", "d4e5", "g1f3"],
}


def test_pgn_round_trip_of_layered_wrapped_and_multi_move_games(cli, tmp_path):
    for variant, moves in GAMES.items():
        board = aviary.Board(variant)
        for m in moves:
            board.push_uci(m)
        text = board.pgn({"Event": "round trip"})
        assert f'[Variant "{variant}"]' in text
        again = aviary.read_pgn(text)
        assert again.fen() == board.fen(), variant
        assert [str(m) for m in again.move_stack] == moves, variant
        assert again.pgn({"Event": "round trip"}) == text, variant
        # each move's SAN reads back as that move
        replay = aviary.Board(variant)
        for m in moves:
            move = replay.parse_uci(m)
            assert replay.parse_san(replay.san(move)) == move, (variant, m)
            replay.push(move)
        from_cli = aviary.read_pgn(cli("pgn", variant, "--moves", " ".join(moves)))
        assert from_cli.fen() == board.fen(), variant
        # and the CLI replays the module's PGN to the same moves and position
        path = tmp_path / f"{variant}.pgn"
        path.write_text(text)
        out = cli("pgn", str(path))
        assert "Moves: " + " ".join(moves) in out and "FEN: " + board.fen() in out, variant

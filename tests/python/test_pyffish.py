"""aviary.pyffish: every function of pyffish, with pyffish's argument orders, return types and
documented semantics, on the games Aviary has."""
import subprocess
import sys

import pytest

import aviary
from aviary import pyffish as sf

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
FOOLS_MATE = ["f2f3", "e7e5", "g2g4", "d8h4"]


def test_metadata_functions():
    v = sf.version()
    assert isinstance(v, tuple) and len(v) == 3 and all(isinstance(x, int) for x in v)
    assert isinstance(sf.info(), str)
    assert "chess" in sf.variants() and "duck" in sf.variants()
    assert sf.start_fen("chess") == START
    assert sf.two_boards("chess") is False
    assert sf.captures_to_hand("loonybird") is True
    assert sf.captures_to_hand("chess") is False
    sf.set_option("Threads", 1)
    sf.set_option("UCI_Chess960", False)
    with pytest.raises(ValueError):
        sf.set_option("NoSuchOption", 1)
    assert isinstance(sf.VALUE_MATE, int) and sf.VALUE_DRAW == 0 and sf.FEN_OK == 1


def test_duck_legal_moves_in_fairy_stockfish_form():
    moves = sf.legal_moves("duck", sf.start_fen("duck"), [])
    assert len(moves) == 640 and len(set(moves)) == 640
    # the move, then the Duck's move from the destination to its square
    assert "e2e4,e4d5" in moves and "g1f3,f3f6" in moves
    for m in moves:
        main, duck = m.split(",")
        assert duck[:2] == main[2:4]
    after = sf.get_fen("duck", sf.start_fen("duck"), ["e2e4,e4d5", "e7e5,e5e2"])
    assert after == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP*PPP/RNBQKBNR w KQkq - 0 2"
    assert sf.get_san("duck", sf.start_fen("duck"), "e2e4,e4d5") == "e4,d5"
    # Aviary's own form is accepted as input too
    assert sf.get_fen("duck", "startpos", ["e2e4,d5"]) == sf.get_fen("duck", "startpos", ["e2e4,e4d5"])


def test_legal_moves_get_fen_and_san():
    moves = sf.legal_moves("chess", START, [])
    assert isinstance(moves, list) and len(moves) == 20 and "e2e4" in moves
    castle = sf.legal_moves("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", [])
    assert "e1g1" in castle   # castling as the king's move
    assert sf.get_fen("chess", "startpos", ["e2e4"]) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    assert sf.get_fen("chess", START, ["e2e4"], False, False, False, 0) == sf.get_fen("chess", START, ["e2e4"])
    assert sf.get_san("chess", START, "g1f3") == "Nf3"
    assert sf.get_san("chess", START, "g1f3", False, sf.NOTATION_SAN) == "Nf3"
    assert sf.get_san_moves("chess", START, FOOLS_MATE) == ["f3", "e5", "g4", "Qh4#"]
    assert sf.get_fen("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", ["e1g1"]) == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    assert sf.legal_moves("loonybird", sf.start_fen("loonybird"), ["d2d3", "d6d5"]).count("A@d4") == 0
    with pytest.raises(ValueError, match="Invalid move 'e2e5'"):
        sf.legal_moves("chess", START, ["e2e5"])


def test_checks_captures_and_results():
    assert sf.gives_check("chess", START, FOOLS_MATE) is True
    assert sf.gives_check("chess", START, ["e2e4"]) is False
    assert sf.is_capture("chess", START, ["e2e4", "d7d5"], "e4d5") is True
    assert sf.is_capture("chess", START, ["e2e4", "d7d5"], "e4e5") is False
    # mated side to move: -VALUE_MATE; stalemate: draw
    assert sf.game_result("chess", START, FOOLS_MATE) == -sf.VALUE_MATE
    assert sf.game_result("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", []) == sf.VALUE_DRAW
    # Duck Chess: a stalemated side wins; a captured king ends the game at once
    assert sf.is_immediate_game_end("chess", START, []) == (False, 0)
    king_taken = "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1"
    ended = sf.is_immediate_game_end("duck", king_taken, [])
    assert ended == (True, -sf.VALUE_MATE)
    assert sf.is_optional_game_end("chess", START, []) == (False, 0)
    shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"] * 2
    assert sf.is_optional_game_end("chess", START, shuffle) == (True, sf.VALUE_DRAW)
    assert sf.is_optional_game_end("chess", "4k3/8/8/8/8/8/8/4K2R w - - 100 80", []) == (True, sf.VALUE_DRAW)


def test_material_and_fen_validation():
    assert sf.has_insufficient_material("chess", START, []) == (False, False)
    assert sf.has_insufficient_material("chess", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", []) == (False, True)
    assert sf.has_insufficient_material("chess", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", []) == (True, True)
    # captured pieces go to the hand in Loonybird: a bare king may still get material
    assert sf.has_insufficient_material("loonybird", "3k3/7/3K3/7/7/7/7[F] w - - 0 1", []) == (False, False)
    assert sf.validate_fen(START, "chess") == sf.FEN_OK
    assert sf.validate_fen("rnbqkbnr/ppppppp/8 w - - 0 1", "chess") < 0
    assert sf.validate_fen("", "chess") == 0


def test_load_variant_config():
    sf.load_variant_config("name = Kings Only\nboard = 4x4\npiece K King K royal\n"
                           "setup = 3k/4/4/K3 w - - 0 1\n")
    assert "kings-only" in sf.variants()
    assert sf.start_fen("kings-only") == "3k/4/4/K3 w - - 0 1"
    assert sorted(sf.legal_moves("kings-only", "startpos", [])) == ["a1a2", "a1b1", "a1b2"]
    with pytest.raises(aviary.VariantError, match=r"<variant>:1:"):
        sf.load_variant_config("board = 20x20\n")


INI = """# two games in Fairy-Stockfish's INI format, one Aviary cannot express
[tinyhouse:crazyhouse]
maxRank = 6
maxFile = f
bishop = -
startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
doubleStep = false
castling = false

[four:chess]
wallOrMove = true

[wazirking:chess]
king = k:W
"""


def test_load_variant_config_reads_fairy_stockfish_ini():
    with pytest.warns(sf.IniWarning, match=r"<variant config>:13:1: error: wallOrMove = true: Aviary cannot"):
        sf.load_variant_config(INI)
    assert "tinyhouse" in sf.variants() and "wazirking" in sf.variants()
    assert "four" not in sf.variants()
    assert sf.start_fen("tinyhouse") == "rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1"
    assert len(sf.legal_moves("tinyhouse", "startpos", [])) == 6 + 2 * 2
    # the wazir king: one step orthogonally only
    kings = [m for m in sf.legal_moves("wazirking", "8/8/8/3K4/8/8/8/k7 w - - 0 1", [])]
    assert sorted(kings) == ["d5c5", "d5d4", "d5d6", "d5e5"]


def test_load_variant_reads_one_ini_section():
    v = aviary.load_variant(INI, "tinyhouse")
    assert v.key == "tinyhouse"
    with pytest.raises(aviary.VariantError, match=r"pass name="):
        aviary.load_variant(INI)
    with pytest.raises(aviary.VariantError, match=r"wallOrMove = true"):
        aviary.load_variant(INI, "four")
    converted, errors = aviary._aviary.import_ini(INI, "x.ini")
    assert [c[0] for c in converted] == ["tinyhouse", "wazirking"]
    assert len(errors) == 1 and "x.ini:13:1" in errors[0]


def test_loaded_games_can_be_extended_and_played_as_chess960():
    sf.load_variant_config("[cannonhouse:crazyhouse]\ncannon = c\n")
    child = aviary.load_variant("name = Child\nextends = cannonhouse\nsetup = 4k3/8/8/8/8/8/8/2C1K3[] w - - 0 1\n",
                                "child")
    assert any(p["name"].lower() == "cannon" for p in child.pieces)
    # chess960=True extends the loaded game under the hood: king takes rook castles
    fen = "4k3/8/8/8/8/8/8/R3K2R[] w KQ - 0 1"
    assert "e1h1" in sf.legal_moves("cannonhouse", fen, [], True)
    # a game registered under a shipped name that extends it is no loop (in a process of its
    # own: the registry is the module's)
    code = ("import aviary; aviary.load_variant('name = Mine\\nextends = chess\\n', 'chess'); "
            "print(aviary.load_variant('name = Other\\nextends = chess\\n', 'other').name)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == "Other", out.stderr


def test_duck_castling_and_several_landings():
    fen = "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
    moves = sf.legal_moves("duck", fen, [])
    assert "e1g1,g1d5" in moves   # the king's move, then the Duck from g1 to d5
    assert sf.get_fen("duck", fen, ["e1g1,g1d5"]).startswith("rnbqk2r/pppp1ppp/5n2/2b*p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq")
    # Loonybird: the rook-bishop lands on c1 or d1, so castling keeps Aviary's full form
    loony = sf.legal_moves("loonybird", "a2k3/7/7/7/7/7/A2K3[] w Qq - 0 1", [])
    assert "d1b1,a1c1" in loony and "d1b1,a1d1" in loony and "d1b1" not in loony

"""aviary.pyffish following Fairy-Stockfish where Aviary's own API differs: chess960=True,
the FEN forms pyffish accepts, validate_fen's codes, castling and gating move forms, LAN,
get_fog_fen and piece_to_partner."""
import pytest

import aviary
from aviary import pyffish as sf

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# a Chess960 setup: king on f1 between rooks on b1 and g1
SETUP960 = "nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1"


def test_chess960_castling_is_king_takes_rook():
    cleared = SETUP960   # O-O needs only f1 and g1, which king and rook hold
    moves = sf.legal_moves("chess", cleared, [], True)
    assert "f1g1" in moves            # O-O: the king takes its rook
    assert "f1h1" not in moves
    after = sf.get_fen("chess", cleared, ["f1g1"], True)
    assert after.split()[0].endswith("/NRBBQRKN") and after.split()[2] == "gb"
    assert sf.is_capture("chess", cleared, [], "f1g1", True) is False
    assert sf.get_san("chess", cleared, "f1g1", True) == "O-O"


def test_chess960_fens_name_rooks_by_file_and_stay_hidden():
    assert sf.get_fen("chess", START, [], True) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    assert sf.validate_fen(SETUP960, "chess", True) == sf.FEN_OK
    assert not [v for v in sf.variants() if "960" in v and v not in ("chess960",)]
    assert sf.get_fen("chess", START, ["e2e4"]) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"


@pytest.mark.parametrize("variant, given, read", [
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq -", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"),
    ("chess", "4k3/8/8/8/8/8/8/4K3 w 7 30", "4k3/8/8/8/8/8/8/4K3 w - - 7 30"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3/Qp w - - 0 1", "4k3/8/8/8/8/8/8/4K3[Qp] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1"),
    ("shogi", "4k4/9/9/9/9/9/9/9/4K4[-] w - - 0 1", "4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1"),
    ("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4[] w - - 0 1", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
    ("3check", START + " +1+2", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+1 0 1"),
    ("makruk", "4k3/8/8/8/8/8/8/4K3 w - 64 3 20", "4k3/8/8/8/8/8/8/4K3 w - - 3 20"),
    ("xiangqi", "4k4/9/9/9/9/9/9/9/4h4/4K4 w - - 0 1", "4k4/9/9/9/9/9/9/9/4n4/4K4 w - - 0 1"),
    ("chess", "8/rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     "8/rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"),
])
def test_fen_forms_fairy_stockfish_accepts(variant, given, read):
    assert sf.get_fen(variant, given, []) == read


def test_promoted_marks_dropped_when_the_game_has_none():
    assert sf.get_fen("makruk", "4k3/8/8/8/5m~2/8/8/4K3 w - - 0 1", []) == "4k3/8/8/8/5m2/8/8/4K3 w - - 0 1"


def test_fen_errors_are_aviarys_about_the_fen_as_given():
    with pytest.raises(ValueError, match="longer than 8 files"):
        sf.get_fen("chess", "k8/8/8/8/8/8/8/K7 w - - 0 1", [])


@pytest.mark.parametrize("variant, fen, code", [
    ("chess", "", sf.FEN_EMPTY),
    ("chess", START, sf.FEN_OK),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x", sf.FEN_INVALID_MOVE_COUNTER),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", sf.FEN_INVALID_HALF_MOVE_COUNTER),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 42 - 0 1", sf.FEN_INVALID_CASTLING_INFO),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", sf.FEN_INVALID_SIDE_TO_MOVE),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", sf.FEN_INVALID_EN_PASSANT_SQ),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1", sf.FEN_INVALID_NUMBER_OF_KINGS),
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB+QKBNR w KQkq - 0 1", sf.FEN_INVALID_CHAR),
    ("chess", "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", sf.FEN_INVALID_CHAR),
    ("shogi", "4+k4/9/9/9/9/9/9/9/4K4[] w - - 0 1", sf.FEN_INVALID_PROMOTED_PIECE),
    ("3check", START + " +a+1", sf.FEN_INVALID_CHAR),
])
def test_validate_fen_codes(variant, fen, code):
    assert sf.validate_fen(fen, variant) == code


def test_validate_fen_keeps_castling_flags_strict():
    assert sf.validate_fen("8/rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "chess") == sf.FEN_INVALID_CASTLING_INFO


def test_gating_castling_forms():
    fen = "4k3/8/8/8/8/8/8/4K2R[H] w KEH - 0 1"
    moves = sf.legal_moves("seirawan", fen, [])
    assert {"e1g1", "e1g1h", "h1e1h"} <= set(moves)
    assert sf.get_san("seirawan", fen, "e1g1h") == "O-O/He1"
    assert sf.get_san("seirawan", fen, "h1e1h") == "O-O/Hh1"


def test_lan_notation():
    assert sf.get_san("chess", START, "e2e4", False, sf.NOTATION_LAN) == "e2-e4"
    assert sf.get_san("chess", START, "g1f3", False, sf.NOTATION_LAN) == "Ng1-f3"
    fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
    assert sf.get_san("chess", fen, "e4d5", False, sf.NOTATION_LAN) == "e4xd5"
    assert sf.get_san_moves("chess", START, ["e2e4", "e7e5"], False, sf.NOTATION_LAN) == ["e2-e4", "e7-e5"]
    assert sf.get_san("chess", "k7/4P3/8/8/8/8/8/K7 w - - 0 1", "e7e8q", False, sf.NOTATION_LAN) == "e7-e8=Q+"


def test_fog_fen_hides_what_the_side_to_move_cannot_reach():
    fog = sf.get_fog_fen(START, "chess")
    assert fog == "********/********/********/********/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    fog = sf.get_fog_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "chess")
    ranks = fog.split()[0].split("/")
    assert ranks[3] == "***p1***" and ranks[0] == "********"


def test_fog_fen_of_a_layered_board_keeps_its_levels():
    # Raumschach: five 5x5 levels; White (on A and B) sees its own men and where they move
    fog = sf.get_fog_fen(sf.start_fen("raumschach"), "raumschach")
    levels = fog.split()[0].split("|")
    assert len(levels) == 5 and all(len(level.split("/")) == 5 for level in levels)
    assert levels[4].split("/")[4] == "RNKNR"   # White's own men on level A, rank 1, are seen
    assert levels[0].split("/")[0] == "*****"   # Black's back rank on level E is not
    assert aviary.get_variant("raumschach").levels == 5
    assert aviary.get_variant("chess").levels == 1


def test_variant_says_which_edges_a_wrapped_board_joins():
    circular, chess = aviary.get_variant("circular"), aviary.get_variant("chess")
    assert (circular.wrap_files, circular.wrap_ranks) == (True, False)
    assert (chess.wrap_files, chess.wrap_ranks) == (False, False)


def test_piece_to_partner():
    fen = "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1"
    assert sf.piece_to_partner("crazyhouse", fen, ["e4d5"]) == "p"
    assert sf.piece_to_partner("crazyhouse", fen, ["e1e2"]) == ""
    assert sf.piece_to_partner("bughouse", fen, ["e4d5"]) == "p"
    assert sf.piece_to_partner("crazyhouse", fen, []) == ""
    # a promoted queen taken goes to the partner as the pawn it was
    promo = "r2qkbnr/1Ppppppp/2n5/8/8/8/1PPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    assert sf.piece_to_partner("bughouse", promo, ["b7a8q"]) == "r"
    assert sf.piece_to_partner("bughouse", promo, ["b7a8q", "d8a8"]) == "P"
    assert sf.piece_to_partner("bughouse", promo, ["b7a8q", "d8b8"]) == ""


def test_pieces_say_what_they_demote_to():
    pieces = {p["fen"]: p for p in aviary.get_variant("bughouse").pieces}
    assert pieces["Q~"]["demote"] == "P" and pieces["Q"]["demote"] == ""


def test_rule_ends_are_immediate():
    # a Lion reaching the far rank wins at once (Dobutsu's try rule)
    end = sf.is_immediate_game_end("dobutsu", "1L1/1g1/1G1/1l1[] w - - 0 1", ["b2a2"])
    assert end == (True, sf.VALUE_MATE)
    assert sf.is_immediate_game_end("chess", START, []) == (False, 0)


def test_castling_written_king_takes_rook_when_the_kings_move_is_another_move():
    # Fischer random: the king on f1 castles to g1 with the rook on h1, and may also step to g1
    moves = sf.legal_moves("fischerandom", "4k3/8/8/8/8/8/8/5K1R w H - 0 1", [])
    assert "f1h1" in moves and moves.count("f1g1") == 1
    after = sf.get_fen("fischerandom", "4k3/8/8/8/8/8/8/5K1R w H - 0 1", ["f1h1"])
    assert after.split()[0] == "4k3/8/8/8/8/8/8/5RK1"


def test_castling_on_a_layered_board_takes_the_kings_form():
    # 3D chess: the king steps from Bc1 to Bb1 and the rook lands on c1: the king's move
    moves = sf.legal_moves("3dchess", sf.start_fen("3dchess"), [])
    assert "Bc1Bb1" in moves and not any("," in m for m in moves)

"""pyffish-compatible functions on top of Aviary.

A program written for Fairy-Stockfish's ``pyffish`` runs on Aviary by changing its import
(``from aviary import pyffish as sf``) for the games Aviary has. Every function takes the
same arguments in the same order and returns the same types:

* positions are ``variant, fen, moves``: a variant name, a FEN (or ``"startpos"``) and a
  list of moves in UCI form played from it;
* FENs are read in the forms Fairy-Stockfish takes (README, Python: where the facade follows
  pyffish): a board alone, fields left out, ``[-]``, a hand as a ninth rank, ``~`` marks,
  ``+0+2`` check counts; Aviary's own reader is tried first and its error is the one raised;
* moves are written as Fairy-Stockfish writes them: ``e2e4``, ``e7e8q``, ``N@e4``, castling
  as the king's move ``e1g1`` (``e1g1h`` and ``h1e1h`` when a piece enters with it), under
  ``chess960=True`` as the king taking its rook (``e1h1``), and Duck Chess moves as ``e2e4,e4d5`` (the move, then the
  Duck's move from the destination square to its new square). Aviary's own move strings
  (``e2e4,d5``, ``e1g1,h1f1``) are accepted as input too; moves Fairy-Stockfish has no form
  for (locust captures, pecks, swaps, several rook landings) use Aviary's form;
* ``chess960=True`` plays the game with its king and rooks anywhere on the back rank
  (Aviary's ``castling-start = any``; FENs name the rooks by file, ``HAha``); ``sfen``,
  ``showPromoted`` and ``countStarted`` are accepted and ignored (no shogi-style output, no
  counting rules); ``notation`` gives SAN, or LAN for ``NOTATION_LAN`` (others: SAN);
* ``load_variant_config`` takes a Fairy-Stockfish INI text (each section a game; one Aviary
  cannot express is left out with an ``IniWarning``) or the text of an Aviary ``.variant``;
* ``set_option`` accepts Fairy-Stockfish's option names and ignores them; others raise.

Results (``game_result``, ``is_immediate_game_end``, ``is_optional_game_end``) are from the
side to move's point of view: ``-VALUE_MATE`` lost, ``VALUE_MATE`` won, ``VALUE_DRAW`` drawn.
"""

from __future__ import annotations

import re
import warnings
from typing import Dict, List, Tuple

from . import _aviary

VALUE_MATE = 32000
VALUE_DRAW = 0
# validate_fen's results (Fairy-Stockfish's values).
FEN_INVALID_COUNTING_RULE = -14
FEN_INVALID_CHECK_COUNT = -13
FEN_INVALID_PROMOTED_PIECE = -12
FEN_INVALID_NB_PARTS = -11
FEN_INVALID_CHAR = -10
FEN_TOUCHING_KINGS = -9
FEN_INVALID_BOARD_GEOMETRY = -8
FEN_INVALID_POCKET_INFO = -7
FEN_INVALID_SIDE_TO_MOVE = -6
FEN_INVALID_CASTLING_INFO = -5
FEN_INVALID_EN_PASSANT_SQ = -4
FEN_INVALID_NUMBER_OF_KINGS = -3
FEN_INVALID_HALF_MOVE_COUNTER = -2
FEN_INVALID_MOVE_COUNTER = -1
FEN_EMPTY = 0
FEN_OK = 1
NOTATION_DEFAULT = 0
NOTATION_SAN = 1
NOTATION_LAN = 2
NOTATION_SHOGI_HOSKING = 3
NOTATION_SHOGI_HODGES = 4
NOTATION_SHOGI_HODGES_NUMBER = 5
NOTATION_JANGGI = 6
NOTATION_XIANGQI_WXF = 7
NOTATION_THAI_SAN = 8
NOTATION_THAI_LAN = 9

error = ValueError


class IniWarning(UserWarning):
    """A section of a Fairy-Stockfish INI text that Aviary cannot load (left out)."""


# An INI text: its first line that is not blank or a comment opens a [section].
_INI_START = re.compile(r"\A(?:[ \t]*(?:[#;][^\n]*)?\r?\n)*[ \t]*\[[^\]\n]*\]")

_KNOWN_OPTIONS = {
    "Threads", "Hash", "Clear Hash", "Ponder", "MultiPV", "Skill Level", "Move Overhead",
    "Slow Mover", "nodestime", "UCI_Chess960", "UCI_Variant", "UCI_AnalyseMode",
    "UCI_LimitStrength", "UCI_Elo", "UCI_ShowWDL", "SyzygyPath", "SyzygyProbeDepth",
    "Syzygy50MoveRule", "SyzygyProbeLimit", "Use NNUE", "EvalFile", "VariantPath",
    "Protocol", "Debug Log File", "TsumeMode",
}
_options: Dict[str, str] = {}


def version() -> Tuple[int, int, int]:
    """The package version as three ints, like pyffish."""
    return tuple(int(x) for x in __import__("aviary").__version__.split("."))  # type: ignore[return-value]


def info() -> str:
    """A line naming the engine."""
    return "Aviary " + __import__("aviary").__version__ + " (pyffish-compatible API)"


def variants() -> List[str]:
    """The names of the games: shipped, then loaded."""
    return [v for v in _aviary.variants() if not v.endswith(_SUFFIX960)]


def set_option(name: str, value: object) -> None:
    """Accepts Fairy-Stockfish's UCI option names (and ignores them); raises ValueError else."""
    if name not in _KNOWN_OPTIONS:
        raise ValueError("No such option " + name + "'")
    if name == "UCI_Chess960" and str(value).lower() == "true":
        raise ValueError("UCI_Chess960 is not supported by Aviary")
    _options[name] = str(value)


def load_variant_config(config: str) -> None:
    """Loads the games of a Fairy-Stockfish INI text (variants.ini's format), each under its
    section's name, or an Aviary .variant text (its `name` in lower case, '-' for spaces).
    As in Fairy-Stockfish, a section that cannot be loaded is left out: here with a warning
    (IniWarning) that names its line and key. A .variant text with an error raises
    aviary.VariantError with line:column."""
    if not _INI_START.match(config):
        _aviary.load_variant(config)
        return
    converted, errors = _aviary.import_ini(config, "<variant config>")
    for name, text, _notes in converted:
        _aviary.load_variant(text, name)
    for e in errors:
        warnings.warn(e.strip(), IniWarning, stacklevel=2)


def start_fen(variant: str) -> str:
    """The start position of `variant` in FEN."""
    return _aviary.get_variant(variant).start_fen


def two_boards(variant: str) -> bool:
    """Is it one board of a two-board game (its variant file's `two-boards`)?"""
    return _aviary.get_variant(variant).two_boards


def captures_to_hand(variant: str) -> bool:
    """True when captured pieces go to the captor's hand (drop games)."""
    return _aviary.get_variant(variant).captures_to_hand


# chess960=True plays a game under Aviary's `castling-start = any` (the king and its rooks
# anywhere on the back rank): a variant extending the named one, loaded once, hidden from
# variants().
_SUFFIX960 = "~chess960"


def _variant(variant: str, chess960: bool) -> str:
    if not chess960 or variant.endswith(_SUFFIX960):
        return variant
    name = variant + _SUFFIX960
    if name not in _aviary.variants():
        base = _aviary.get_variant(variant)
        _aviary.load_variant("name = " + base.name + " (Chess960)\nextends = " + variant +
                             "\ncastling-start = any\n", name)
    return name


_CASTLING = re.compile(r"([A-Z]?[a-z][0-9]+)([A-Z]?[a-z][0-9]+)([a-z]*),([A-Z]?[a-z][0-9]+)([A-Z]?[a-z][0-9]+)([a-z]*)")


def _castle_form(board: _aviary.Board, text: str, king_takes_rook: bool = False) -> str:
    """Fairy-Stockfish's form of Aviary's castling `e1g1,h1f1` (with a gated piece after the
    square it enters on: e1g1h,h1f1 or e1g1,h1f1h): the king's move e1g1, e1g1h, or the
    rook's origin to the king's, h1e1h, when the piece enters on the rook's square; the king
    taking its rook, e1h1, under chess960=True or when asked."""
    king_from, king_to, king_gate, rook_from, _rook_to, rook_gate = _CASTLING.match(text).groups()
    if rook_gate:
        return rook_from + king_from + rook_gate
    if king_takes_rook or board.variant.key.endswith(_SUFFIX960):
        return king_from + rook_from + king_gate
    return king_from + king_to + king_gate


def _without_neutral(move: _aviary.Move) -> str:
    text = move.uci()
    return text[: text.rindex(",")] if move.neutral_square is not None else text


def _fsf_moves(board: _aviary.Board) -> List[Tuple[str, _aviary.Move]]:
    """The legal moves of `board` in Fairy-Stockfish's UCI form: castling as _castle_form,
    or as the king taking its rook where that form is also another move's (as Fairy-Stockfish
    does), or in Aviary's form where both are; the Duck as a move from the destination to
    its square."""
    moves = board.legal_moves
    forms = []
    for m in moves:
        base = _without_neutral(m)
        forms.append([base, _castle_form(board, base), _castle_form(board, base, True)] if m.is_castling else [base])
    taken: Dict[object, int] = {}
    for m, f in zip(moves, forms):
        for text in set(f[-2:] if m.is_castling else f):
            taken[(text, m.neutral_square)] = taken.get((text, m.neutral_square), 0) + 1
    out = []
    for m, f in zip(moves, forms):
        base = f[0]
        if m.is_castling:
            base = next((t for t in f[1:] if taken[(t, m.neutral_square)] == 1), f[0])
        if m.neutral_square is not None:
            base += "," + board.square_name(m.to_square) + board.square_name(m.neutral_square)
        out.append((base, m))
    return out


_DUCK_FORM = re.compile(r"^(.+),([a-p][0-9]+)([a-p][0-9]+)$")


def _to_move(board: _aviary.Board, text: str) -> _aviary.Move:
    if board.variant.key.endswith(_SUFFIX960):   # e1h1 is castling, before any king move
        for fsf, m in _fsf_moves(board):
            if fsf == text:
                return m
    duck = _DUCK_FORM.match(text)
    if duck:   # Fairy-Stockfish's "e2e4,e4d5" is Aviary's "e2e4,d5"
        try:
            return board.parse_uci(duck.group(1) + "," + duck.group(3))
        except _aviary.IllegalMoveError:
            pass
    try:
        return board.parse_uci(text)
    except _aviary.IllegalMoveError:
        for fsf, m in _fsf_moves(board):
            if fsf == text:
                return m
        raise ValueError("Invalid move '" + text + "'") from None


_NUMBER = re.compile(r"[0-9]+")
_CHECKS_GIVEN = re.compile(r"\+([0-9]+)\+([0-9]+)")
_CHECKS_LEFT = re.compile(r"[0-9]+\+[0-9]+")


def _board_part(v: _aviary.Variant, board: str) -> str:
    """Fairy-Stockfish's board spellings in Aviary's: [-] and a missing [...] for an empty
    hand, lichess's extra rank for the hand (.../RNBQKBNR/Np), [] in a game with no hands."""
    board = board.replace("[-]", "[]")
    if "[" not in board and v.has_hands:
        ranks = board.split("/")
        if len(ranks) == v.ranks + 1:
            return "/".join(ranks[:-1]) + "[" + ranks[-1] + "]"
        return board + "[]"
    if board.endswith("[]") and not v.has_hands:
        return board[:-2]
    return board


def _fields(v: _aviary.Variant, fields: List[str]) -> List[str]:
    """The fields after the board in Aviary's order: side, castling, en passant, (checks
    left), half-move clock, move number. The ones Fairy-Stockfish lets a FEN leave out are
    filled in (a FEN may stop after any field; castling and en passant may both be missing
    before the two counters, en passant before three), check counts given (+0+2, at the end)
    become checks left (3+1); any other field is kept for Aviary's reader to judge."""
    given = _CHECKS_GIVEN.fullmatch(fields[-1]) if fields else None
    if given:
        fields = fields[:-1]
    rest = list(fields)
    side = rest.pop(0) if rest and rest[0] in ("w", "b") else "w"
    castling, ep = "-", "-"
    if rest and (not _NUMBER.fullmatch(rest[0]) or len(rest) > 2):
        castling = rest.pop(0)
        tail_numbers = len(rest) == 3 and all(_NUMBER.fullmatch(f) for f in rest)
        if rest and not tail_numbers:
            ep = rest.pop(0)
    out = [side, castling, ep]
    limits = [f for f in v.start_fen.split()[1:] if _CHECKS_LEFT.fullmatch(f)]
    if limits:
        left = rest.pop(0) if rest and _CHECKS_LEFT.fullmatch(rest[0]) else limits[0]
        if given:
            limit = [int(x) for x in limits[0].split("+")]
            left = "%d+%d" % (limit[0] - int(given.group(1)), limit[1] - int(given.group(2)))
        out.append(left)
    if len(rest) == 3 and all(_NUMBER.fullmatch(f) for f in rest):
        rest = rest[1:]   # a counting rule's extra number (Fairy-Stockfish's makruk FENs)
    out += rest + ["0", "1"][len(rest):]
    return out


def _by_name_initials(v: _aviary.Variant, board: str) -> str:
    """`board` with each letter no piece of `v` has read as the one piece whose name starts
    with it (Fairy-Stockfish's h for a Horse N, e for an Elephant B in xiangqi and janggi)."""
    letters = {p["letter"] for p in v.pieces}
    out = []
    for c in board:
        named = [p["letter"] for p in v.pieces if p["name"][:1].upper() == c.upper()]
        if c.isalpha() and c.upper() not in letters and len(named) == 1:
            c = named[0] if c.isupper() else named[0].lower()
        out.append(c)
    return "".join(out)


def _aviary_fen(variant: str, fen: str) -> str:
    """A FEN as Fairy-Stockfish accepts it, in the form Aviary's FEN reader takes."""
    v = _aviary.get_variant(variant)
    parts = fen.split()
    return " ".join([_board_part(v, parts[0])] + _fields(v, parts[1:]))


_BAD_FLAG = re.compile(r"castling flag '(.)'")


def _without_bad_flags(variant: str, fen: str) -> _aviary.Board:
    """A board of `fen`, its castling flags that Aviary refuses (no king or rook on its
    square) dropped one by one, as Fairy-Stockfish ignores them."""
    for _ in range(64):
        try:
            return _aviary.Board(variant, fen)
        except _aviary.InvalidFenError as error:
            bad = _BAD_FLAG.search(str(error))
            fields = fen.split()
            if not bad or len(fields) < 3 or bad.group(1) not in fields[2]:
                raise
            fields[2] = fields[2].replace(bad.group(1), "", 1) or "-"
            fen = " ".join(fields)
    raise ValueError("too many castling flags")


def _new_board(variant: str, fen: str, drop_flags: bool = True) -> _aviary.Board:
    """A board of `fen`: as Aviary reads it, else in the forms Fairy-Stockfish also takes
    (see _aviary_fen; castling flags it ignores dropped), else with its ~ marks (promoted
    pieces) dropped. The error raised is Aviary's about the FEN as given."""
    if fen == "startpos":
        return _aviary.Board(variant)
    try:
        return _aviary.Board(variant, fen)
    except _aviary.InvalidFenError as error:
        first = error
    if not fen.strip():
        raise first
    v = _aviary.get_variant(variant)
    plain = _aviary_fen(variant, fen.replace("~", ""))
    for text in (_aviary_fen(variant, fen), plain, _by_name_initials(v, plain)):
        try:
            return _without_bad_flags(variant, text) if drop_flags else _aviary.Board(variant, text)
        except _aviary.InvalidFenError:
            pass
    raise first


def _board(variant: str, fen: str, moves: List[str], chess960: bool = False) -> _aviary.Board:
    if not isinstance(moves, list):
        raise TypeError("moves must be a list of strings")
    board = _new_board(_variant(variant, chess960), fen)
    for text in moves:
        board.push(_to_move(board, text))
    return board


def legal_moves(variant: str, fen: str, moves: List[str], chess960: bool = False) -> List[str]:
    """The legal moves after `moves`, in Fairy-Stockfish's UCI form."""
    return [fsf for fsf, _ in _fsf_moves(_board(variant, fen, moves, chess960))]


def get_fen(variant: str, fen: str, moves: List[str], chess960: bool = False,
            sfen: bool = False, showPromoted: bool = False, countStarted: int = 0) -> str:
    """The FEN after `moves` (sfen, showPromoted and countStarted are ignored)."""
    return _board(variant, fen, moves, chess960).fen()


def _notation(board: _aviary.Board, move: _aviary.Move, notation: int) -> str:
    """The move as `notation` writes it (NOTATION_DEFAULT: the game's own, its `notation =`)."""
    if notation == NOTATION_DEFAULT:
        return board.san(move, board.variant.notation, effects=False)
    if not NOTATION_SAN <= notation <= NOTATION_THAI_LAN:
        raise ValueError(f"notation: expected one of the NOTATION_* constants (0 to 9), got {notation!r}")
    return board.san(move, _aviary.Notation(notation - NOTATION_SAN), effects=False)


def get_san(variant: str, fen: str, move: str, chess960: bool = False,
            notation: int = NOTATION_DEFAULT) -> str:
    """The SAN of `move` in the position `fen`, or its form in another `notation`."""
    board = _board(variant, fen, [], chess960)
    return _notation(board, _to_move(board, move), notation)


def get_san_moves(variant: str, fen: str, movelist: List[str], chess960: bool = False,
                  notation: int = NOTATION_DEFAULT) -> List[str]:
    """The SAN of each move of `movelist`, played one after the other from `fen`."""
    board = _board(variant, fen, [], chess960)
    out = []
    for text in movelist:
        m = _to_move(board, text)
        out.append(_notation(board, m, notation))
        board.push(m)
    return out


def gives_check(variant: str, fen: str, moves: List[str], chess960: bool = False) -> bool:
    """Is the side to move in check after `moves`?"""
    return _board(variant, fen, moves, chess960).is_check()


def is_capture(variant: str, fen: str, moves: List[str], move: str, chess960: bool = False) -> bool:
    """Does `move` (played after `moves`) capture?"""
    board = _board(variant, fen, moves, chess960)
    return bool(_to_move(board, move).captures)


def _value(board: _aviary.Board, outcome: _aviary.Outcome) -> int:
    if outcome.winner is None:
        return VALUE_DRAW
    return VALUE_MATE if outcome.winner == board.turn else -VALUE_MATE


def game_result(variant: str, fen: str, moves: List[str], chess960: bool = False) -> int:
    """The result for the side to move of a game that has ended (no legal move, or a royal
    piece captured): -VALUE_MATE, VALUE_DRAW or VALUE_MATE. VALUE_DRAW when it has not ended."""
    board = _board(variant, fen, moves, chess960)
    outcome = board.outcome()
    return VALUE_DRAW if outcome is None else _value(board, outcome)


# The ends is_immediate_game_end reports: those of a rule, not of the side to move having
# no move (mate, stalemate) nor claims (fifty moves, repetition).
_IMMEDIATE = (_aviary.Termination.ROYAL_CAPTURED, _aviary.Termination.EXTINCTION,
              _aviary.Termination.GOAL, _aviary.Termination.CHECK_LIMIT, _aviary.Termination.PASSES,
              _aviary.Termination.BOARD_FULL, _aviary.Termination.CONNECTION)


def is_immediate_game_end(variant: str, fen: str, moves: List[str],
                          chess960: bool = False) -> Tuple[bool, int]:
    """(True, result) when a rule ends the game whatever the moves (a royal piece captured,
    as in Duck Chess; a piece reaching its goal; the last piece of a kind lost; the check
    limit; passes), else (False, 0). Mate and stalemate are not included,
    as in pyffish."""
    board = _board(variant, fen, moves, chess960)
    outcome = board.outcome()
    if outcome is not None and outcome.termination in _IMMEDIATE:
        return True, _value(board, outcome)
    return False, 0


def is_optional_game_end(variant: str, fen: str, moves: List[str], chess960: bool = False,
                         count_started: int = 0) -> Tuple[bool, int]:
    """(True, VALUE_DRAW) when a draw can be claimed (fifty-move rule, threefold
    repetition), else (False, 0)."""
    board = _board(variant, fen, moves, chess960)
    outcome = board.outcome()
    claim = (_aviary.Termination.FIFTY_MOVES, _aviary.Termination.THREEFOLD_REPETITION)
    if outcome is not None and outcome.termination in claim:
        return True, _value(board, outcome)
    return False, 0


def has_insufficient_material(variant: str, fen: str, moves: List[str],
                              chess960: bool = False) -> Tuple[bool, bool]:
    """(White, Black): has each side too little material to win (the library's judgement,
    aviary/material.hpp, which follows Fairy-Stockfish's)?"""
    board = _board(variant, fen, moves, chess960)
    return board.has_insufficient_material(True), board.has_insufficient_material(False)


# validate_fen's code for an Aviary FEN error: the first row whose words are in its message.
_FEN_CODES = [
    ("promot", FEN_INVALID_PROMOTED_PIECE), ("letter", FEN_INVALID_CHAR),
    ("is written", FEN_INVALID_CHAR), ("hand", FEN_INVALID_POCKET_INFO),
    ("rank", FEN_INVALID_BOARD_GEOMETRY), ("file", FEN_INVALID_BOARD_GEOMETRY),
    ("side to move", FEN_INVALID_SIDE_TO_MOVE), ("castling", FEN_INVALID_CASTLING_INFO),
    ("en passant", FEN_INVALID_EN_PASSANT_SQ), ("check", FEN_INVALID_CHECK_COUNT),
    ("half-move", FEN_INVALID_HALF_MOVE_COUNTER), ("halfmove", FEN_INVALID_HALF_MOVE_COUNTER),
    ("move number", FEN_INVALID_MOVE_COUNTER), ("fullmove", FEN_INVALID_MOVE_COUNTER),
    ("king", FEN_INVALID_NUMBER_OF_KINGS), ("royal", FEN_INVALID_NUMBER_OF_KINGS),
]


def _royals(board: _aviary.Board) -> Tuple[int, int]:
    """How many royal pieces each side (White, Black) has on the board and in hand."""
    royal = {p["letter"] for p in board.variant.pieces if p["royal"]}
    counts = []
    for color in (True, False):
        n = sum(k for letter, k in board.hand(color).items() if letter in royal)
        for sq in range(board.variant.files * board.variant.ranks):
            p = board.piece_at(sq)
            n += p is not None and p.color == color and p.royal
        counts.append(n)
    return counts[0], counts[1]


def validate_fen(fen: str, variant: str, chess960: bool = False) -> int:
    """FEN_OK (1) for a FEN of `variant` (in any form get_fen takes); FEN_EMPTY (0) for an
    empty one; else one of the FEN_INVALID_* codes, chosen from the words of Aviary's error
    (the reason, with its column, is in the InvalidFenError of aviary.Board(variant, fen));
    FEN_INVALID_CHAR when no word matches; FEN_INVALID_NUMBER_OF_KINGS when a side has
    other than as many royal pieces (board and hand) as in the start position."""
    if not fen.strip():
        return FEN_EMPTY
    name = _variant(variant, chess960)
    try:
        board = _new_board(name, fen, drop_flags=False)
    except _aviary.InvalidFenError as error:
        message = str(error).split("error:", 1)[-1].split("\n")[0].lower()
        promoted = any(p.get("fen", "").startswith("+") for p in _aviary.get_variant(name).pieces)
        if promoted and "written '+" in message:
            return FEN_INVALID_PROMOTED_PIECE   # a '+' on a type that has no promoted form
        return next((code for word, code in _FEN_CODES if word in message), FEN_INVALID_CHAR)
    if _royals(board) != _royals(_aviary.Board(name)):
        return FEN_INVALID_NUMBER_OF_KINGS
    return FEN_OK


def get_fog_fen(fen: str, variant: str, chess960: bool = False) -> str:
    """The FEN seen by the side to move in a fog-of-war game: each square it neither holds
    nor reaches with a legal move (nor takes a piece on) is written '*'. Aviary's legal
    moves respect check, so a square reached only by a move into check stays hidden."""
    board = _board(variant, fen, [], chess960)
    files, ranks = board.variant.files, board.variant.ranks
    seen = set()
    for m in board.legal_moves:
        seen.add(m.to_square)
        seen.update(m.captures)
    for sq in range(files * ranks):
        p = board.piece_at(sq)
        if p is not None and p.color == board.turn:
            seen.add(sq)
    rows = []
    for rank in reversed(range(ranks)):
        row, empty = "", 0
        for f in range(files):
            sq = rank * files + f
            p = board.piece_at(sq)
            if sq in seen and p is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + (p.symbol() if sq in seen else "*")
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    # (a layered board's levels apart by '|', the highest first)
    per_level = ranks // board.variant.levels
    text = "".join(("" if i == 0 else "|" if i % per_level == 0 else "/") + r for i, r in enumerate(rows))
    return text + " " + board.fen().split(" ", 1)[1]


def piece_to_partner(variant: str, fen: str, moves: List[str], chess960: bool = False) -> str:
    """The piece the last of `moves` captured, in the captured side's case; '' when it took
    nothing. In a game whose captures go to the captor's hand, the type that goes there (a
    promoted piece as its unpromoted type); else (bughouse: the partner's board is not
    Aviary's) the captured piece's FEN letter, a promoted one as the type it demotes to."""
    if not moves:
        return ""
    board = _board(variant, fen, moves[:-1], chess960)
    mover = board.turn
    before = board.hand(mover)
    move = _to_move(board, moves[-1])
    taken = [board.piece_at(sq) for sq in move.captures]
    board.push(move)
    for letter, n in board.hand(mover).items():
        if n > before.get(letter, 0):
            return letter.lower() if mover else letter.upper()
    demote = {p["fen"]: p["demote"] for p in board.variant.pieces if p["demote"]}
    return "".join(_partner_letter(p, demote) for p in taken if p is not None and p.color != mover)


def _partner_letter(piece, demote) -> str:
    """A taken piece as its side's partner gets it: a promoted one as the type it demotes to."""
    symbol = piece.symbol()
    letter = demote.get(symbol.upper())
    if not letter:
        return symbol.strip("~+")
    return letter.upper() if any(c.isupper() for c in symbol) else letter.lower()

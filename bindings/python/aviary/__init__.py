"""Aviary: a generic fairy-chess rules engine (python-chess style API).

    >>> import aviary
    >>> b = aviary.Board("loonybird")
    >>> b.push_san("d3")
    >>> print(b.fen())

The shipped variants are compiled into the module (``aviary.variants()``); others load from
a ``.variant`` file or its text with ``aviary.load_variant``. ``aviary.pyffish`` offers the
functions of Fairy-Stockfish's pyffish on top of the same engine.
"""

from ._aviary import (  # noqa: F401
    BLACK,
    WHITE,
    Board,
    Effect,
    EffectKind,
    IllegalMoveError,
    InvalidFenError,
    Move,
    Notation,
    Outcome,
    Piece,
    Termination,
    Variant,
    VariantError,
    get_variant,
    load_variant,
    variants,
)

__version__ = "0.1.0"

__all__ = [
    "BLACK", "WHITE", "Board", "Effect", "EffectKind", "IllegalMoveError", "InvalidFenError", "Move", "Notation", "Outcome",
    "Piece", "Termination", "Variant", "VariantError", "get_variant", "load_variant",
    "variants", "read_pgn",
]


def read_pgn(text: str, variant: "str | Variant | None" = None) -> Board:
    """Replays the first game of a PGN text; returns the Board after its last move.

    The variant is ``variant`` if given, else the ``[Variant]`` tag, else chess; the start
    position is the ``[FEN]`` tag if any. Comments, NAGs and variations are skipped. A bad
    move raises IllegalMoveError naming the line and column.
    """
    from ._aviary import _read_pgn
    return _read_pgn(text, variant)

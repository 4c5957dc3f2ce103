#!/usr/bin/env python3
"""`aviary uci` speaks UCI's conventions: move forms (castling as the king's move or, in
Chess960, king takes rook; the Duck's leg; gating; drops; shogi promotion), the old forms still
read, and the standard options. Usage: uci_conventions.py AVIARY_BINARY"""
import re
import subprocess
import sys

aviary = sys.argv[1]
fails = 0


def uci(*lines):
    out = subprocess.run([aviary, "uci"], input="\n".join(lines + ("quit",)) + "\n",
                         capture_output=True, text=True, timeout=120).stdout
    return out.splitlines()


def check(name, ok, out=()):
    global fails
    if ok:
        print("ok: " + name)
    else:
        fails += 1
        print("FAIL: " + name)
        for line in list(out)[:30]:
            print("  " + line)


def divide(out):
    return {l.split(":")[0] for l in out if re.match(r"^\S+: \d+$", l)}


def fens(out):
    return [l[5:] for l in out if l.startswith("Fen: ")]


CASTLE = "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"

# --- castling ---
out = uci(CASTLE, "go perft 1")
moves = divide(out)
check("castling is the king's move (e1g1, e1c1)", {"e1g1", "e1c1"} <= moves, out)
check("no comma forms for castling", not any("," in m for m in moves), out)
out = uci("setoption name UCI_Chess960 value true", CASTLE, "go perft 1")
moves = divide(out)
check("UCI_Chess960: king takes rook (e1h1, e1a1)", {"e1h1", "e1a1"} <= moves and "e1g1" not in moves, out)
out = uci(*[f"{CASTLE} moves {m}\nd" for m in ("e1g1", "e1g1,h1f1", "e1h1")])
check("castling read in all three forms", fens(out) == ["r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"] * 3, out)
out = uci("setoption name UCI_Variant value fischerandom",
          "position startpos moves g1f3 g8f6 e2e3 e7e6 f1e2 f8e7", "go perft 1")
check("a Chess960 game: king takes rook without the option", "e1h1" in divide(out) and "e1g1" not in divide(out), out)
out = uci("setoption name UCI_Chess960 value maybe")
check("bad UCI_Chess960 value is an error", any(l.startswith("info string error: UCI_Chess960") for l in out), out)

# --- the Duck ---
out = uci("setoption name UCI_Variant value duck", "position startpos", "go perft 1")
moves = divide(out)
check("Duck: the move, then its destination to the Duck's square", "e2e4,e4e6" in moves, out)
check("Duck: no old form in output", not any(re.match(r"^[a-h][1-8][a-h][1-8],[a-h][1-8]$", m) for m in moves), out)
out = uci("setoption name UCI_Variant value duck", "position startpos moves e2e4,e6", "d",
          "position startpos moves e2e4,e4e6", "d", "go depth 1")
check("Duck: old and new forms read alike", len(fens(out)) == 2 and fens(out)[0] == fens(out)[1], out)
best = [l for l in out if l.startswith("bestmove ")]
check("Duck: bestmove in the new form", bool(best) and re.match(r"^bestmove [a-h][1-8][a-h][1-8],[a-h][1-8][a-h][1-8]$", best[0]), out)

# --- gating, drops, shogi promotion ---
SEIRAWAN = "position fen r3k2r/8/8/8/8/8/8/R3K2R[EHeh] w KQAEHkq - 0 1"
out = uci("setoption name UCI_Variant value seirawan", SEIRAWAN, "go perft 1")
moves = divide(out)
check("Seirawan: e1g1h (king's square), h1e1h (rook's), no commas", {"e1g1h", "h1e1h", "a1e1h", "e1c1h"} <= moves and not any("," in m for m in moves), out)
out = uci("setoption name UCI_Variant value seirawan", f"{SEIRAWAN} moves e1g1,h1f1h", "d", f"{SEIRAWAN} moves h1e1h", "d")
check("Seirawan: old and new gating forms read alike", len(fens(out)) == 2 and fens(out)[0] == fens(out)[1], out)
out = uci("setoption name UCI_Variant value crazyhouse",
          "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1", "go perft 1")
check("drop: P@e4", "P@e4" in divide(out), out)
out = uci("setoption name UCI_Variant value shogi", "position fen 4k4/9/9/9/9/9/2R6/9/4K4[] w - - 0 1", "go perft 1")
check("shogi promotion: c3c7+", {"c3c7+", "c3c7"} <= divide(out), out)

print(f"{fails} failed")
sys.exit(1 if fails else 0)

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

# --- standard options ---
OPTIONS = {"Threads": "4", "MultiPV": "2", "Ponder": "true", "Move Overhead": "30",
           "UCI_Chess960": "false", "UCI_LimitStrength": "true", "UCI_Elo": "2000", "Skill Level": "10"}
out = uci("uci")
for name in OPTIONS:
    check(f"uci lists {name}", any(l.startswith(f"option name {name} type ") for l in out), out)
out = uci(*[f"setoption name {n} value {v}" for n, v in OPTIONS.items()], "position startpos", "go depth 2")
check("every standard option accepted", not any("error" in l for l in out) and any(l.startswith("bestmove ") for l in out), out)
out = uci("setoption name MultiPV value 0", "setoption name Threads value x", "setoption name Skill Level value 21",
          "setoption name UCI_Elo value 100", "setoption name Ponder value 1", "isready")
check("bad option values are errors", sum(l.startswith("info string error:") for l in out) == 5, out)
check("the engine stays alive after bad values", "readyok" in out, out)


def infos(out):
    return [dict(re.findall(r"(\w+) (-?\d+)", l.split(" pv ")[0])) | {"pv": l.split(" pv ")[1].split()}
            for l in out if l.startswith("info depth ")]


out = uci("setoption name MultiPV value 3", "position fen 6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1", "go depth 3")
last = [i for i in infos(out) if i["depth"] == "3"]
check("MultiPV 3: three lines at each depth", [i["multipv"] for i in last] == ["1", "2", "3"], out)
check("MultiPV 3: three different first moves", len({i["pv"][0] for i in last}) == 3, out)
best = [l for l in out if l.startswith("bestmove ")]
check("MultiPV 3: bestmove is line 1's move", bool(best) and last and best[0].split()[1] == last[0]["pv"][0], out)
check("MultiPV 3: the mate first, then two other lines", len(last) == 3 and last[0].get("mate") == "1" and
      last[0]["pv"][0] == "d1d8" and all("cp" in i for i in last[1:]), out)
# (a 1 MB table: hashfull reads the table's first thousand entries, which the few hundred
# positions of depth 4 may all miss in a table of 16 MB)
out = uci("setoption name Hash value 1", "position startpos", "go depth 4")
check("info lines carry hashfull and multipv 1", infos(out) and all("hashfull" in i and i["multipv"] == "1" for i in infos(out)), out)
check("hashfull grows from 0", infos(out) and int(infos(out)[-1]["hashfull"]) > 0, out)

out = uci("position fen 6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1", "go depth 3 searchmoves h2h3 d1d2")
best = [l.split()[1] for l in out if l.startswith("bestmove ")]
check("go searchmoves: the best of the given moves, not the mate", best in (["h2h3"], ["d1d2"]), out)
check("go searchmoves: every line starts with a given move",
      infos(out) and all(i["pv"][0] in ("h2h3", "d1d2") for i in infos(out)), out)
out = uci("position startpos", "go depth 2 searchmoves e2e5", "isready")
check("go searchmoves with an illegal move is an error naming it",
      any(l.startswith("info string error:") and "e2e5" in l for l in out) and "readyok" in out, out)


def max_depth(*lines):
    return max([int(i["depth"]) for i in infos(uci(*lines))] or [0])


check("Skill Level 0 searches depth 1", max_depth("setoption name Skill Level value 0", "position startpos", "go depth 6") == 1)
check("Skill Level 20 is full strength", max_depth("setoption name Skill Level value 20", "position startpos", "go depth 6") == 6)
check("UCI_Elo 500 with UCI_LimitStrength searches depth 1", max_depth(
    "setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 500", "position startpos", "go depth 6") == 1)
check("UCI_Elo alone changes nothing", max_depth(
    "setoption name UCI_Elo value 500", "position startpos", "go depth 6") == 6)
check("Move Overhead comes off the clock", max_depth(
    "setoption name Move Overhead value 5000", "position startpos", "go wtime 4000 btime 4000") < max_depth(
    "setoption name Move Overhead value 0", "position startpos", "go wtime 4000 btime 4000"))
out = uci("setoption name Ponder value true", "position startpos", "go ponder depth 3", "ponderhit")
best = [l for l in out if l.startswith("bestmove ")]
check("go ponder, ponderhit: one bestmove with a ponder move",
      len(best) == 1 and re.match(r"^bestmove \S+ ponder \S+$", best[0]), out)
check("ponderhit: the go's depth applies", infos(out) and infos(out)[-1]["depth"] == "3", out)
out = uci("position startpos", "go ponder", "stop")
check("go ponder, stop: one bestmove", sum(l.startswith("bestmove ") for l in out) == 1, out)
out = uci("ponderhit", "isready")
check("ponderhit without go ponder is an error", any(l.startswith("info string error: ponderhit") for l in out) and "readyok" in out, out)

print(f"{fails} failed")
sys.exit(1 if fails else 0)

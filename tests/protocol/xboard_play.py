#!/usr/bin/env python3
"""XBoard's own command streams against `aviary xboard`, for every shipped variant.

A human playing White: XBoard starts the game (new, random, variant, level, post, hard), then
sends the clocks and the human's move; the engine must answer with a legal move. A human
playing Black: the same start, then the clocks and `go`; the engine must move for White, and
after the human's reply move again. `variant` sends no `setup` for the games XBoard plays by
its own rules and a fairy `setup` for the others. Every engine move is checked by replaying the game in a
fresh session in force mode (no `Illegal move` and no `Error` may come back).

Usage: xboard_play.py AVIARY_BINARY [--shard K/N] [VARIANT ...]
(--shard K/N: only the shipped variants whose place in the list is K modulo N, and the modes
and swaps checks only in shard 0; ctest runs the shards as separate tests)
"""
import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

TIMEOUT = 30  # seconds to wait for one reply


class Engine:
    def __init__(self, aviary, files=()):
        self.p = subprocess.Popen([aviary, "xboard", *files], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.lines = queue.Queue()
        self.seen = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, *cmds):
        for c in cmds:
            self.p.stdin.write(c + "\n")
        self.p.stdin.flush()

    def wait_for(self, pred):
        """The first line for which pred is true (lines before it kept in self.seen)."""
        while True:
            try:
                line = self.lines.get(timeout=TIMEOUT)
            except queue.Empty:
                return None
            if line is None:
                return None
            self.seen.append(line)
            if pred(line):
                return line

    def engine_move(self):
        """The engine's next move (legs sent as several `move` lines joined), or a result."""
        move = ""
        while True:
            line = self.wait_for(lambda l: l.startswith("move ") or is_result(l) or is_error(l))
            if line is None or not line.startswith("move "):
                return None, line
            move += line[5:]
            if not move.endswith(","):
                return move, line

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=TIMEOUT)
        except (BrokenPipeError, subprocess.TimeoutExpired):
            self.p.kill()


def is_result(line):
    return line.split(" ")[0] in ("1-0", "0-1", "1/2-1/2")


def is_error(line):
    return line.startswith("Illegal move") or line.startswith("Error")


def start(aviary, variant, files=()):
    """A session as XBoard opens a game of `variant` (shipped, or from one of `files`)."""
    e = Engine(aviary, files)
    e.send("xboard", "protover 2")
    e.wait_for(lambda l: l == "feature done=1")
    e.send("new", "random")
    if variant != "chess":
        e.send("variant " + variant)
    e.send("level 40 0:30 0", "post", "hard")
    return e


def replay_errors(aviary, variant, moves):
    """Error lines when `moves` are played in force mode from the start (None: all legal);
    "white" among them is sent as it is (with force after it)."""
    e = start(aviary, variant)
    e.send("force", *[m + "\nforce" if m == "white" else "usermove " + m for m in moves], "ping 1")
    e.wait_for(lambda l: l == "pong 1")
    e.close()
    bad = [l for l in e.seen if is_error(l)]
    return bad or None


def reply(aviary, variant, moves):
    """A move for the side on move after `moves` (the engine's own choice, on a 1 s clock)."""
    e = start(aviary, variant)
    e.send("force", *["usermove " + m for m in moves], "time 100", "otim 100", "go")
    move, _ = e.engine_move()
    e.close()
    return move


def human_white(aviary, variant):
    first = reply(aviary, variant, [])
    if first is None:
        return "no legal first move found"
    e = start(aviary, variant)
    e.send("time 100", "otim 100", "usermove " + first)
    move, last = e.engine_move()
    e.close()
    if move is None:
        return None if last and is_result(last) else f"no reply to usermove {first}: {last}"
    bad = replay_errors(aviary, variant, [first, move])
    return f"reply {move} to {first}: {bad}" if bad else None


def human_black(aviary, variant):
    e = start(aviary, variant)
    e.send("time 100", "otim 100", "go")
    move, last = e.engine_move()
    if move is None:
        e.close()
        return f"no move after go: {last}"
    answer = reply(aviary, variant, [move])
    if answer is None:
        e.close()
        return None
    e.send("time 90", "otim 90", "usermove " + answer)
    second, last = e.engine_move()
    e.close()
    if second is None:
        return None if last and is_result(last) else f"no reply to usermove {answer}: {last}"
    bad = replay_errors(aviary, variant, [move, answer, second])
    return f"moves {move} {answer} {second}: {bad}" if bad else None


def modes(aviary):
    """force, playother, white/black and variant as CECP v2 says (chess)."""
    fails = []
    e = start(aviary, "chess")   # new: the engine plays Black
    listed = [l for l in e.seen if 'variants="' in l]
    names = listed[0].split('variants="')[1].split('"')[0].split(",") if listed else []
    if not names or len(names) != len(set(names)) or "chess" in names or "normal" not in names:
        fails.append(f"feature variants: each XBoard name once, chess as normal ({names})")
    e.send("force", "usermove e2e4", "usermove e7e5", "ping 1")
    e.wait_for(lambda l: l == "pong 1")
    if any(l.startswith("move ") for l in e.seen):
        fails.append("force: the engine moved")
    e.send("playother", "ping 2")   # White on move: the engine plays Black
    e.wait_for(lambda l: l == "pong 2")
    if any(l.startswith("move ") for l in e.seen):
        fails.append("playother: the engine moved for the side on move")
    e.send("usermove g1f3")
    move, last = e.engine_move()
    if move is None or replay_errors(aviary, "chess", ["e2e4", "e7e5", "g1f3", move]):
        fails.append(f"playother: no legal reply for Black ({move}, {last})")
    e.close()
    e = start(aviary, "chess")
    e.send("force", "usermove e2e4", "white", "usermove d2d4")   # White on move again
    move, last = e.engine_move()
    if move is None or replay_errors(aviary, "chess", ["e2e4", "white", "d2d4", move]):
        fails.append(f"white: the engine does not play Black ({move}, {last})")
    e.close()
    e = start(aviary, "birds")   # variant after new keeps the engine playing Black
    e.send("force", "new", "variant birds", "usermove e2e3")
    move, last = e.engine_move()
    if move is None:
        fails.append(f"variant: entered force mode ({last})")
    e.close()
    # Chess960 castling is O-O / O-O-O (CECP; the engine reads it only as its own form of the
    # move, so this checks the form it writes too), or king takes rook
    e = start(aviary, "fischerandom")
    opening = ["g1f3", "g8f6", "e2e3", "e7e6", "f1e2", "f8e7"]
    e.send("force", *["usermove " + m for m in opening], "usermove O-O", "usermove e8h8", "ping 1")
    e.wait_for(lambda l: l == "pong 1")
    if any(is_error(l) for l in e.seen):
        fails.append(f"fischerandom: O-O refused ({[l for l in e.seen if is_error(l)]})")
    e.close()
    return "; ".join(fails) or None


# A swapper (udW: it changes places with a friend next to it) whose swap e8e7 mates at once
SWAPPER = """name = Swapper
board = 8x8
piece P Pawn fmWfceFifmnD promote=R
piece R Rook R
piece S Swapper udW
piece K King K royal
royalty = check
setup = 4S2k/4Rppp/8/8/8/8/8/K7 w - - 0 1
"""


def swaps(aviary):
    """XBoard has no form for a swap: the engine plays none, even the mate, and refuses one."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "swapper.variant")
        with open(path, "w") as f:
            f.write(SWAPPER)
        e = start(aviary, "swapper", [path])
        e.send("force", "go")
        move, last = e.engine_move()
        e.close()
        if move is None or move.startswith("e8e7") or move.startswith("e7e8"):
            return f"the engine played {move} ({last}): a swap, or nothing"
        e = start(aviary, "swapper", [path])
        e.send("force", "usermove e8e7,e7e8", "ping 1")
        e.wait_for(lambda l: l == "pong 1")
        e.close()
        if not any(l.startswith("Illegal move (a swap") for l in e.seen):
            return f"a swap entered was not refused: {e.seen[-3:]}"
    return None


# The variant names of XBoard 4.9 (CECP v2, `variant`): XBoard plays these by its own rules.
# Courier is left out: the shipped game starts from another position than XBoard's.
XBOARD_VARIANTS = set("""normal wildcastle nocastle fischerandom bughouse crazyhouse losers suicide
    giveaway twokings kriegspiel atomic 3check shatranj shogi gothic capablanca knightmate
    cylinder falcon caparandom berolina janus super great twilight makruk seirawan grand spartan
    xiangqi asean elven""".split())


def setup_line(aviary, variant):
    """Why `variant` gets the wrong answer: no `setup` for XBoard's own games, a fairy one
    for the others (None: right)."""
    e = start(aviary, variant)
    e.send("ping 1")
    e.wait_for(lambda l: l == "pong 1")
    e.close()
    setups = [l for l in e.seen if l.startswith("setup ")]
    name = "normal" if variant == "chess" else variant
    if name in XBOARD_VARIANTS:
        return f"XBoard's own game got {setups[0]}" if setups else None
    if len(setups) != 1 or "_fairy " not in setups[0]:
        return f"expected one fairy setup line, got {setups}"
    return table_fault(setups[0], [l for l in e.seen if l.startswith("piece ")])


# XBoard's piece ids: a letter, or a dressed letter (P' or P!); in the setup's table a promoted
# type's +P is ^P. The table is White's ids then Black's, each side's King last.
TABLE_ID = re.compile(r"\.|\^?[A-Za-z]['!]?")
PIECE_LINE = re.compile(r"piece \+?[A-Z]['!]?& \S+$")


def table_fault(setup, piece_lines):
    """What XBoard could not read in a setup line's piece table and piece lines (None: all)."""
    table = setup.split("(", 1)[1].split(")", 1)[0] if "(" in setup else ""
    ids = TABLE_ID.findall(table)
    if "".join(ids) != table or len(ids) % 2 or not ids:
        return f"a piece table XBoard cannot read: ({table!r})"
    white, black = ids[:len(ids) // 2], ids[len(ids) // 2:]
    if [i.lower() for i in white] != black or any(i != "." and not i.lstrip("^")[0].isupper() for i in white):
        return f"the table's Black half is not White's in lower case: ({table})"
    bad = [l for l in piece_lines if not PIECE_LINE.match(l)]
    return f"piece lines XBoard cannot read: {bad}" if bad else None


def several_moves_a_turn(aviary, variant):
    """Is a turn of `variant` several moves (moves-per-turn, or a setup of several drops:
    drop-copy)? XBoard has no such turns: the human's games below assume one move a turn."""
    text = subprocess.run([aviary, "describe", variant], capture_output=True, text=True).stdout
    return "Each turn is several moves" in text or "the dropping side keeps the turn" in text


def check(aviary, variant):
    out = []
    started = time.monotonic()
    if several_moves_a_turn(aviary, variant):
        return [(f"{variant}: {name}", None) for name in ("setup", "human White", "human Black")]
    for name, run in (("setup", setup_line), ("human White", human_white), ("human Black", human_black)):
        why = run(aviary, variant)
        out.append((f"{variant}: {name}", why))
    out[-1] = (f"{out[-1][0]} ({time.monotonic() - started:.1f} s for the variant)", out[-1][1])
    return out


def shard_of(args):
    """(K, N) from `--shard K/N` at the front of args (0, 1 without it), and the rest."""
    if args[:1] != ["--shard"]:
        return 0, 1, args
    k, n = (int(x) for x in args[1].split("/"))
    if not 0 <= k < n:
        sys.exit(f"--shard {args[1]}: K must be at least 0 and less than N")
    return k, n, args[2:]


def main():
    aviary = sys.argv[1]
    k, n, named = shard_of(sys.argv[2:])
    variants = named or [l.split()[0] for l in subprocess.run(
        [aviary, "variants"], capture_output=True, text=True, check=True).stdout.splitlines() if l.strip()]
    variants = variants[k::n]
    fails = 0
    for name, run in (("modes", modes), ("swaps", swaps)) if k == 0 else ():
        why = run(aviary)
        print(f"FAIL: {name}: {why}" if why else f"ok: {name}")
        fails += bool(why)
    with ThreadPoolExecutor(max_workers=2) as pool:
        for results in pool.map(lambda v: check(aviary, v), variants):
            for name, why in results:
                if why:
                    fails += 1
                    print(f"FAIL: {name}: {why}")
                else:
                    print(f"ok: {name}")
    print(f"{fails} failed of {3 * len(variants) + (2 if k == 0 else 0)}")
    return 1 if fails or not variants else 0


if __name__ == "__main__":
    sys.exit(main())

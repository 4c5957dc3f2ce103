#!/usr/bin/env python3
"""Seeded random sessions of protocol lines against `aviary uci` and `aviary xboard`: valid
commands, commands with their arguments cut, swapped or garbled, huge numbers, control bytes
and overlong lines. Every session must end with the engine still answering (`readyok`, `pong`),
exit code 0, and nothing on stderr that is a crash. Files named in VariantPath are only ever
in a temporary folder. Usage: fuzz_lines.py AVIARY [SESSIONS] [--protocol uci|xboard]
[--seconds S] [--keep DIR] (default 24 sessions a protocol, both protocols; --seconds runs
sessions until S seconds have passed instead; --keep copies failing sessions to DIR;
FUZZ_SEED changes the seed)."""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ap = argparse.ArgumentParser(description="random protocol sessions against aviary")
ap.add_argument("aviary")
ap.add_argument("sessions", nargs="?", type=int, default=24)
ap.add_argument("--protocol", choices=["uci", "xboard"])
ap.add_argument("--seconds", type=float)
ap.add_argument("--keep")
args = ap.parse_args()
aviary = os.path.abspath(args.aviary)
seed = int(os.environ.get("FUZZ_SEED", "20261202"))
tmp = tempfile.mkdtemp()
with open(os.path.join(tmp, "mine.variant"), "w") as f:
    f.write("name = Mine\nextends = chess\nroyalty = capture\n")
with open(os.path.join(tmp, "broken.variant"), "w") as f:
    f.write("board = 8x\npiece K King K royal\n")

VARIANTS = ["chess", "duck", "shogi", "xiangqi", "crazyhouse", "birds", "friendly", "capablanca",
            "atomic", "seirawan", "janggi", "loonybird", "grand", "andernach", "nosuchgame", ""]
FENS = ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "8/8/8/8/8/8/8/8 w - - 0 1",
        "k7/8/8/8/8/8/8/7K b - - 99 200", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1"]
MOVES = ["e2e4", "e7e5", "g1f3", "e1g1", "e7e8q", "P@e4", "e2e4,e4e6", "a1a1", "z9z9", "0000",
         "@@@@", "e2", "e2e4e6", "a99999999999b0", "h7h8+", "7g7f", "b8c6", "e1g1,h1f1"]
NUMBERS = ["0", "1", "2", "-1", "99999999999999999999", "1e9", "x", "", "3.5", "2147483648"]


def garble(rng, line):
    """The line cut, with a word dropped, repeated or swapped, or with odd bytes in it."""
    words = line.split(" ")
    r = rng.random()
    if r < 0.2 and len(words) > 1:
        words = words[:rng.randrange(1, len(words))]
    elif r < 0.35 and len(words) > 1:
        del words[rng.randrange(len(words))]
    elif r < 0.5:
        i = rng.randrange(len(words))
        words.insert(i, words[i])
    elif r < 0.6 and len(words) > 2:
        i, j = rng.sample(range(len(words)), 2)
        words[i], words[j] = words[j], words[i]
    elif r < 0.75:
        s = " ".join(words)
        i = rng.randrange(len(s) + 1)
        junk = "".join(chr(rng.choice([1, 7, 9, 27, 127, 0xe9, 0x263a, rng.randrange(32, 127)])) for _ in range(rng.randrange(1, 6)))
        return s[:i] + junk + s[i:]
    elif r < 0.8:
        return line + " " + "x" * rng.randrange(1000, 20000)
    return " ".join(words)


def uci_line(rng):
    pick = rng.randrange(12)
    if pick == 0:
        return rng.choice(["uci", "isready", "ucinewgame", "stop", "ponderhit", "d", "flip", "eval"])
    if pick == 1:
        name = rng.choice(["Hash", "Threads", "MultiPV", "Ponder", "Move Overhead", "UCI_Chess960",
                           "Skill Level", "UCI_Elo", "UCI_LimitStrength", "Nonsense", "Clear Hash"])
        return f"setoption name {name} value {rng.choice(NUMBERS + ['true', 'false'])}"
    if pick == 2:
        return f"setoption name UCI_Variant value {rng.choice(VARIANTS)}"
    if pick == 3:
        path = os.path.join(tmp, rng.choice(["mine.variant", "broken.variant", "missing.variant", ""]))
        return f"setoption name VariantPath value {path}"
    if pick in (4, 5):
        start = rng.choice(["startpos", "fen " + rng.choice(FENS)])
        moves = " ".join(rng.choice(MOVES) for _ in range(rng.randrange(0, 6)))
        return f"position {start} moves {moves}".rstrip()
    if pick == 6:
        return f"go depth {rng.choice(['1', '2', rng.choice(NUMBERS)])}"
    if pick == 7:
        return f"go movetime {rng.choice(['5', '20', rng.choice(NUMBERS)])}"
    if pick == 8:
        return f"go wtime {rng.choice(NUMBERS)} btime {rng.choice(NUMBERS)} winc 0 binc 0 movestogo {rng.choice(NUMBERS)}"
    if pick == 9:
        return f"go perft {rng.choice(['1', '2', rng.choice(NUMBERS)])}"
    if pick == 10:
        return f"go nodes {rng.choice(['100', '1000', rng.choice(NUMBERS)])}"
    return rng.choice(["", "   ", "go", "go infinite", "position", "setoption", "debug on", "register later"])


def xboard_line(rng):
    pick = rng.randrange(12)
    if pick == 0:
        return rng.choice(["new", "force", "go", "undo", "remove", "hint", "post", "nopost", "hard",
                           "easy", "random", "draw", "computer", "edit", "c", "#", ".", "?", "bk"])
    if pick == 1:
        return f"variant {rng.choice(VARIANTS)}"
    if pick == 2:
        return f"setboard {rng.choice(FENS)}"
    if pick in (3, 4):
        return f"usermove {rng.choice(MOVES)}"
    if pick == 5:
        return rng.choice(MOVES)
    if pick == 6:
        return f"{rng.choice(['sd', 'st', 'time', 'otim', 'ping', 'memory', 'cores', 'nps'])} {rng.choice(NUMBERS)}"
    if pick == 7:
        return f"level {rng.choice(NUMBERS)} {rng.choice(['0:10', '5', 'x', '1:99:99'])} {rng.choice(NUMBERS)}"
    if pick == 8:
        return f"{rng.choice(['lift', 'hover', 'put'])} {rng.choice(['e2', 'a99999999999', 'zz', ''])}"
    if pick == 9:
        return f"result {rng.choice(['1-0', '0-1', '1/2-1/2', '*', 'x'])} {{fuzz}}"
    if pick == 10:
        return f"option {rng.choice(['Hash', 'Threads', 'VariantPath', 'x'])}={rng.choice(NUMBERS + [os.path.join(tmp, 'mine.variant')])}"
    return rng.choice(["", "  ", "protover", "protover 99999999999999", "accepted setboard", "rejected x", "analyze", "exit"])


def session(protocol, rng):
    make = uci_line if protocol == "uci" else xboard_line
    lines = ["uci"] if protocol == "uci" else ["xboard", "protover 2", "sd 2", "st 1"]
    for _ in range(rng.randrange(20, 60)):
        line = make(rng)
        lines.append(garble(rng, line) if rng.random() < 0.4 else line)
    # the last word: still alive?
    lines += ["stop", "isready"] if protocol == "uci" else ["force", "ping 424242"]
    return lines


def run(protocol, lines):
    text = "\n".join(lines) + "\nquit\n"
    try:
        p = subprocess.run([aviary, protocol], input=text.encode("utf-8", "surrogateescape"),
                           capture_output=True, timeout=120, cwd=tmp)
    except subprocess.TimeoutExpired:
        return "no answer within 120 s (a hang)"
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    alive = "readyok" if protocol == "uci" else "pong 424242"
    if p.returncode != 0:
        return f"exit code {p.returncode}"
    if alive not in out.split("\n")[-50:] and alive not in out:
        return f"no '{alive}' after the session"
    for bad in ("terminate called", "Segmentation", "Assertion", "AddressSanitizer", "runtime error"):
        if bad in err or bad in out:
            return f"'{bad}' in the output"
    return None


def fuzz(protocol, rng, deadline):
    """Sessions of one protocol, `args.sessions` of them or until `deadline`; the failures."""
    fails, n, lines_sent = 0, 0, 0
    while (n < args.sessions) if deadline is None else (time.time() < deadline):
        lines = session(protocol, rng)
        lines_sent += len(lines)
        why = run(protocol, lines)
        if why:
            fails += 1
            path = os.path.join(tmp, f"{protocol}-{n}.txt")
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write("\n".join(lines) + "\nquit\n")
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                path = shutil.copy(path, os.path.join(args.keep, f"{protocol}_lines-seed{seed}-{n}.txt"))
            print(f"FAIL: {protocol} session {n} (seed {seed}): {why}; input kept in {path}")
        n += 1
    print(f"{protocol}: {n} sessions, {lines_sent} lines, {fails} failed")
    return fails


rng = random.Random(seed)
protocols = [args.protocol] if args.protocol else ["uci", "xboard"]
fails = 0
for protocol in protocols:
    deadline = None if args.seconds is None else time.time() + args.seconds / len(protocols)
    fails += fuzz(protocol, rng, deadline)
print(f"{fails} failed")
sys.exit(1 if fails else 0)

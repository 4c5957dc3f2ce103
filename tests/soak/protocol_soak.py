#!/usr/bin/env python3
"""The protocols under load: SESSIONS random games (default 10,000, half UCI, half XBoard),
each a new game in a random shipped variant with random moves (some illegal), a short search
and a perft, all in ONE long-lived `aviary uci` and ONE `aviary xboard` process. Every session
must end with the engine answering (`readyok`, `pong`), and the process's resident memory at
the end may exceed what it had after the first tenth of the sessions by at most 4 MB + 5%.
Usage: protocol_soak.py AVIARY [SESSIONS] (FUZZ_SEED changes the seed)."""
import os
import random
import subprocess
import sys
import tempfile

from memory import growth_limit, rss_kb

aviary = os.path.abspath(sys.argv[1])
sessions = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
rng = random.Random(int(os.environ.get("FUZZ_SEED", "20261202")))
VARIANTS = ["chess", "duck", "shogi", "xiangqi", "crazyhouse", "birds", "capablanca", "atomic",
            "seirawan", "janggi", "loonybird", "grand", "makruk", "nosuchgame"]
MOVES = ["e2e4", "e7e5", "g1f3", "b8c6", "d2d4", "d7d5", "e1g1", "P@e4", "e2e4,e4e6", "7g7f",
         "3c3d", "h2e2", "b0c2", "a1a1", "z9z9", "e2e4e6", "0000"]


class Engine:
    def __init__(self, protocol):
        self.p = subprocess.Popen([aviary, protocol], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1, cwd=tempfile.gettempdir())

    def send(self, *lines):
        self.p.stdin.write("".join(line + "\n" for line in lines))
        self.p.stdin.flush()

    def wait_for(self, word):
        """Reads until a line starting with `word`; fails when the engine has gone."""
        for line in self.p.stdout:
            if line.startswith(word):
                return line
        sys.exit(f"FAIL: the engine ended (exit {self.p.wait()}) before '{word}'")

    def close(self, quit_line="quit"):
        self.send(quit_line)
        self.p.stdin.close()
        return self.p.wait(timeout=60)


def uci_session(e, n):
    moves = " ".join(rng.choice(MOVES) for _ in range(rng.randrange(0, 8)))
    e.send("ucinewgame", f"setoption name UCI_Variant value {rng.choice(VARIANTS)}",
           f"position startpos moves {moves}".rstrip(),
           rng.choice(["go depth 1", "go nodes 300", "go perft 2", "go movetime 2"]), "isready")
    e.wait_for("readyok")


def xboard_session(e, n):
    e.send("new", f"variant {rng.choice(VARIANTS)}", "force",
           *[f"usermove {rng.choice(MOVES)}" for _ in range(rng.randrange(0, 6))],
           "sd 1", "go", "force", f"ping {n}")
    e.wait_for(f"pong {n}")


def soak(protocol, count):
    e = Engine(protocol)
    if protocol == "uci":
        e.send("uci", "setoption name Hash value 1")
        e.wait_for("uciok")
    else:
        e.send("xboard", "protover 2", "memory 1")
    run = uci_session if protocol == "uci" else xboard_session
    warm = None
    for n in range(count):
        run(e, n)
        if n == count // 10:
            warm = rss_kb(e.p.pid)
    end = rss_kb(e.p.pid)
    code = e.close()
    limit = growth_limit(warm)
    print(f"{protocol}: {count} sessions, resident {warm} kB after {count // 10}, {end} kB at the end "
          f"(limit {limit} kB), exit {code}")
    return code == 0 and end <= limit


ok = soak("uci", sessions // 2)
ok = soak("xboard", sessions - sessions // 2) and ok
sys.exit(0 if ok else 1)

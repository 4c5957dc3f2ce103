#!/usr/bin/env python3
"""10^6 push/pop cycles through the Python module (aviary.Board), across shipped games: each
cycle pushes a legal move, reads the FEN, the legal moves' count and the outcome, and pops.
Fails when the process's resident memory at the end exceeds the figure after the first tenth
by more than 4 MB + 5%, or a pop does not restore the position. Usage: push_pop.py [CYCLES]."""
import random
import sys

import aviary
from memory import growth_limit, rss_kb

cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000


rng = random.Random(20261202)
boards = [aviary.Board(v) for v in ("chess", "duck", "shogi", "crazyhouse", "birds", "xiangqi")]
warm = None
for n in range(cycles):
    b = boards[n % len(boards)]
    moves = b.legal_moves
    if not moves or len(b.move_stack) > 80:
        while b.move_stack:
            b.pop()
        continue
    before = b.fen()
    b.push(moves[rng.randrange(len(moves))])
    b.fen(), len(b.legal_moves), b.outcome()
    b.pop()
    if b.fen() != before:
        sys.exit(f"FAIL: cycle {n}: pop did not restore {before}")
    if rng.random() < 0.5:   # walk on, so the positions change
        b.push(moves[rng.randrange(len(moves))])
    if n == cycles // 10:
        warm = rss_kb()
end = rss_kb()
limit = growth_limit(warm)
print(f"python: {cycles} push/pop cycles, resident {warm} kB after {cycles // 10}, {end} kB at the end (limit {limit} kB)")
sys.exit(0 if end <= limit else 1)

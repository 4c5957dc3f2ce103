"""Plays a random game of Loonybird and prints its PGN."""
import random
import sys

import aviary

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
board = aviary.Board("loonybird")
while board.outcome() is None and board.ply < 200:
    board.push(random.choice(board.legal_moves))
print(board.pgn({"Event": "Random Loonybird", "White": "random", "Black": "random"}))

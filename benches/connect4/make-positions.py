#!/usr/bin/env python3
"""Writes benches/connect4/positions.txt: the Connect Four benchmark set of
`benches/connect4/vs-pons`, six positions for each even number of discs from 8 to 30.

Each position is a random game (Python's `random`, seed 2026) of that many discs
from the empty board, written as Pons writes his test sets: the columns played,
1-based. A game that has ended, or where the side to move can complete a four at
once, is drawn again: those are solved without a search.
"""
import random
import sys

W, H = 7, 6


def fours(cells, side):
    for c in range(W):
        for r in range(H):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if all(
                    0 <= c + k * dc < W
                    and 0 <= r + k * dr < H
                    and cells.get((c + k * dc, r + k * dr)) == side
                    for k in range(4)
                ):
                    return True
    return False


def game(rng, discs):
    cells, heights, moves = {}, [0] * W, []
    for ply in range(discs):
        side = ply % 2
        col = rng.choice([c for c in range(W) if heights[c] < H])
        cells[(col, heights[col])] = side
        heights[col] += 1
        moves.append(col)
        if fours(cells, side):
            return None
    # Can the side to move win at once?
    side = discs % 2
    for c in range(W):
        if heights[c] < H:
            cells[(c, heights[c])] = side
            won = fours(cells, side)
            del cells[(c, heights[c])]
            if won:
                return None
    return "".join(str(c + 1) for c in moves)


def main():
    rng = random.Random(2026)
    out = []
    for discs in range(8, 31, 2):
        got = []
        while len(got) < 6:
            g = game(rng, discs)
            if g is not None and g not in got:
                got.append(g)
        out.extend(got)
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

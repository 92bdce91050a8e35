"""Cost per node of a game written in Python (AIMA's Game protocol, callbacks) vs the
built-in tic-tac-toe, and vs aima-python's own search of the same game. Run with the
package installed (scripts/test-python makes target/python-venv):

    target/python-venv/bin/python python/benches/cost_per_node.py
"""
import time
from pathlib import Path
import gametree
from aima3 import games

LINES = [(0,1,2),(3,4,5),(6,7,8),(0,3,6),(1,4,7),(2,5,8),(0,4,8),(2,4,6)]

class Lean:
    """Tic-tac-toe as a student writes it: a state is (board tuple, player to move)."""
    initial = ((None,) * 9, "X")
    def actions(self, s):
        return [i for i in range(9) if s[0][i] is None]
    def result(self, s, i):
        b = list(s[0]); b[i] = s[1]
        return (tuple(b), "O" if s[1] == "X" else "X")
    def _winner(self, b):
        for x, y, z in LINES:
            if b[x] is not None and b[x] == b[y] == b[z]:
                return b[x]
        return None
    def is_terminal(self, s):
        return self._winner(s[0]) is not None or None not in s[0]
    def utility(self, s, player):
        w = self._winner(s[0])
        return 0 if w is None else (1 if w == player else -1)
    def to_move(self, s):
        return s[1]

def timed(f):
    t = time.perf_counter(); r = f(); return r, time.perf_counter() - t

builtin = gametree.load(str(Path(__file__).resolve().parents[2] / "examples" / "tictactoe-empty.pos"))
for alg in ["minimax", "alphabeta"]:
    rb, tb = timed(lambda: gametree.search(builtin, algorithm=alg, max_nodes=10**7))
    rl, tl = timed(lambda: gametree.search(Lean(), algorithm=alg, max_nodes=10**7))
    ra, ta = timed(lambda: gametree.search(games.TicTacToe(), algorithm=alg, max_nodes=10**7))
    for name, r, t in [("built-in", rb, tb), ("lean Python", rl, tl), ("AIMA TicTacToe", ra, ta)]:
        n = r.stats["visited"]
        print(f"{alg:9} {name:15} {n:8} nodes {t:7.2f} s {t / n * 1e6:7.2f} µs/node")
g = games.TicTacToe()
_, t = timed(lambda: games.alphabeta_search(g.initial, g))
print(f"AIMA's own alphabeta_search on its TicTacToe: {t:.2f} s")
_, t = timed(lambda: games.minimax_decision(g.initial, g)) if hasattr(games, "minimax_decision") else (None, float("nan"))
print(f"AIMA's own minimax_decision on its TicTacToe: {t:.2f} s")

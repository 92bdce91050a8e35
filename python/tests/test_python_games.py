"""Games written in Python (AIMA's Game protocol), checked against aima-python's own
alpha-beta (the `aima3` package from the Python registry) and against the same tree
written as a position."""

import pytest

import gametree

from aima3 import games


class Counted(games.TicTacToe):
    """AIMA's tic-tac-toe, counting the utilities asked for (the leaves searched)."""

    def __init__(self):
        super().__init__()
        self.utilities = 0

    def utility(self, state, player):
        self.utilities += 1
        return super().utility(state, player)


def test_fig52_game_matches_aima_and_the_tree():
    g = games.Fig52Game()
    rec = gametree.search(g)
    assert rec.best_move == games.alphabeta_search(g.initial, g) == "a1"
    assert rec.value == 3
    # Moves are named str(action) of the state they are played from.
    assert [n["move"] for n in rec.nodes[1:5]] == ["a1", "b1", "b2", "b3"]
    assert [n["move"] for n in rec.nodes if n["kind"] == "pruned"] == ["c2", "c3"]
    # The same search as AIMA's Fig. 5.2 written as a tree: node for node.
    tree = gametree.search(gametree.tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    strip = lambda nodes: [{k: v for k, v in n.items() if k != "move"} for n in nodes]
    assert strip(rec.nodes) == strip(tree.nodes)
    # Drawn like the tree, with the actions on the edges.
    svg = rec.render("svg")
    for action in ("a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2", "d3"):
        assert f">{action}</text>" in svg


def test_tic_tac_toe_matches_aima_alpha_beta_leaf_for_leaf():
    aima = Counted()
    best = games.alphabeta_search(aima.initial, aima)
    ours = Counted()
    rec = gametree.search(ours)
    assert rec.best_move == str(best) == "(1, 1)"
    assert rec.value == 0
    # The same pruning: alpha-beta asks for exactly the utilities AIMA's does.
    assert ours.utilities == aima.utilities == rec.stats["leaves"]


@pytest.mark.parametrize("algorithm", ["minimax", "negamax", "alphabeta", "alphabeta-soft", "pvs", "alphabeta-tt", "mtdf"])
def test_every_algorithm_finds_the_value_of_a_python_game(algorithm):
    g = games.TicTacToe()
    state = g.result(g.result(g.initial, (1, 1)), (2, 2))
    rec = gametree.search(g, state, algorithm=algorithm)
    assert rec.value == 0
    # From a corner position X wins: x at (1,1), (3,3); o at (2,2), (1,3).
    won = g.result(g.result(state, (3, 3)), (1, 3))
    assert gametree.search(g, won, algorithm=algorithm).value == 1


def test_a_depth_limit_needs_an_evaluation():
    g = games.TicTacToe()
    with pytest.raises(gametree.GametreeError, match="give evaluate="):
        gametree.search(g, depth=2)
    rec = gametree.search(g, depth=2, evaluate=lambda state: len(state.moves) - 7)
    assert rec.value == 0
    assert max(n["ply"] for n in rec.nodes) == 2


class Broken(games.Fig52Game):
    def utility(self, state, player):
        if state == "C1":
            raise ZeroDivisionError("the student's bug")
        return super().utility(state, player)


def test_the_game_s_own_exception_is_raised():
    with pytest.raises(ZeroDivisionError, match="the student's bug"):
        gametree.search(Broken())


def test_utilities_are_whole_numbers():
    class Halves(games.Fig52Game):
        def utility(self, state, player):
            return super().utility(state, player) / 2

    with pytest.raises(gametree.GametreeError, match="whole numbers"):
        gametree.search(Halves())


def test_a_game_without_the_protocol():
    class NotAGame:
        initial = 0

        def actions(self, state):
            return []

    with pytest.raises(gametree.GametreeError, match="this one has no `result`"):
        gametree.search(NotAGame())


def test_the_student_s_own_game_with_is_terminal():
    """aima-python's newer protocol (is_terminal, a class of its own): Nim with one
    heap of 4, taking 1 to 3; whoever takes the last stone wins."""

    class Nim:
        initial = (4, "MAX")

        def actions(self, s):
            return [k for k in (1, 2, 3) if k <= s[0]]

        def result(self, s, k):
            return (s[0] - k, "MIN" if s[1] == "MAX" else "MAX")

        def is_terminal(self, s):
            return s[0] == 0

        def utility(self, s, player):
            # The player who just moved took the last stone.
            return -1 if s[1] == player else 1

        def to_move(self, s):
            return s[1]

    rec = gametree.search(Nim(), algorithm="minimax")
    # 4 is a lost heap for the side to move.
    assert rec.value == -1
    assert gametree.search(Nim(), (5, "MAX")).best_move == "1"


def test_the_transposition_table_tells_states_python_hashes_alike_apart():
    """CPython hashes (1, -1) and (1, -2) alike; the table must not take one for the
    other (a review found alphabeta-tt and mtdf returning 10 where the value is 20)."""
    assert hash((1, -1)) == hash((1, -2))

    class G:
        def actions(self, s):
            return [] if len(s) == 3 else ([0, 1] if s == (0, 0) else [0, 1])

        def result(self, s, a):
            if s == (0, 0):
                return (1, -1) if a == 0 else (1, -2)
            return (s[0], s[1], a)

        def is_terminal(self, s):
            return len(s) == 3

        def utility(self, s, player):
            base = 10 if s[1] == -1 else 20
            v = base + s[2]
            return v if player == "MAX" else -v

        def to_move(self, s):
            return "MAX" if s[0] % 2 == 0 and len(s) == 2 else "MIN"

    for algorithm in ["minimax", "alphabeta", "alphabeta-tt", "mtdf", "pvs"]:
        rec = gametree.search(G(), (0, 0), algorithm=algorithm)
        assert (rec.value, rec.best_move) == (20, "1"), algorithm


# ---- The table knows a state by its repr (issue 37) ---------------------------------


class Bare:
    """A student's state class without __repr__: Python's default shows its address,
    which a state freed during the search hands on to the next."""

    def __init__(self, depth, code):
        self.depth = depth
        self.code = code


class Shown(Bare):
    def __repr__(self):
        return f"Shown({self.depth}, {self.code})"


class Raising(Bare):
    def __repr__(self):
        raise ZeroDivisionError("the student's repr")


class Ternary:
    """Three moves a node, four plies, leaves scattered over -20..20."""

    def __init__(self, kind=Bare, wrap=False):
        self.kind = kind
        self.wrap = wrap
        self.initial = self.make(0, 0)

    def make(self, depth, code):
        s = self.kind(depth, code)
        # A state whose repr holds another's default repr: `(1, <Bare object at 0x…>)`.
        return (depth, s) if self.wrap else s

    def unwrap(self, s):
        return s[1] if self.wrap else s

    def actions(self, s):
        return [] if self.unwrap(s).depth == 4 else [0, 1, 2]

    def result(self, s, a):
        s = self.unwrap(s)
        return self.make(s.depth + 1, s.code * 3 + a)

    def is_terminal(self, s):
        return self.unwrap(s).depth == 4

    def utility(self, s, player):
        return (self.unwrap(s).code * 7919) % 41 - 20

    def to_move(self, s):
        return "MAX" if self.unwrap(s).depth % 2 == 0 else "MIN"


TABLE_USERS = [
    {"algorithm": "alphabeta-tt"},
    {"algorithm": "mtdf"},
    {"algorithm": "alphabeta", "order": "tt"},
]


@pytest.mark.parametrize("options", TABLE_USERS)
def test_a_state_without_repr_is_refused_by_the_table(options):
    # Without a table every state is searched as itself.
    value = gametree.search(Ternary(), algorithm="alphabeta").value
    assert gametree.search(Ternary(), algorithm="minimax").value == value
    # With one, a default repr (an address) could give another state's value: refused.
    with pytest.raises(gametree.GametreeError, match=r"shows a memory address, `<[\w.]*Bare object at 0x…>`.*__repr__"):
        gametree.search(Ternary(), **options)
    # Also inside a state's repr.
    with pytest.raises(gametree.GametreeError, match="memory address"):
        gametree.search(Ternary(wrap=True), **options)
    # A repr that shows the state: the table's value is the search's.
    assert gametree.search(Ternary(Shown), **options).value == value
    assert gametree.search(Ternary(Shown, wrap=True), **options).value == value


@pytest.mark.parametrize("options", TABLE_USERS)
def test_a_raising_repr_is_the_error(options):
    with pytest.raises(ZeroDivisionError, match="the student's repr"):
        gametree.search(Ternary(Raising), **options)
    # Without a table the repr is not needed.
    assert gametree.search(Ternary(Raising)).value == gametree.search(Ternary(Shown)).value

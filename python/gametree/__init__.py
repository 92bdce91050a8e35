"""gametree: how game-tree search works, in Python and Jupyter.

The Rust library of the ``gametree`` command, with Python types: load a position (a
textbook tree, tic-tac-toe, Kalah, draughts, Connect Four, Nim, chess) or write a game
in Python (AIMA's ``Game`` protocol), run minimax, negamax, alpha-beta, PVS, MTD(f),
expectiminimax, Star1/Star2 while every node is recorded, and draw the tree as the
textbooks do. In Jupyter a recording shows itself as a static SVG figure (it also
shows on GitHub and nbviewer); ``Recording.report()`` is the interactive replay.

Values, bounds and windows are from MAX's view unless a name says otherwise
(``Recording.node_table(values="side-to-move")`` gives negamax's). Every error is a
:class:`GametreeError` (a ``ValueError``) with the library's message: the file, line
and column of a bad position, options named as the keywords of these functions. For
programs it has ``kind`` (``"parse"``, ``"bad_option"``, ``"limit"``, … — docs/python.md
lists them), ``file``, ``line`` and ``column`` (``None`` where the error has none).

Messages, figures, verdicts and errors are in English unless a language is chosen:
``lang="cs"`` (``en``, ``cs``, ``sk``, ``de``, ``ru``) on a call, or
``gametree.set_language("cs")`` for every call after it.

>>> import gametree
>>> rec = gametree.search(gametree.tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
>>> rec.value, rec.best_move
(3, '1')

docs/python.md in the repository has the whole tour.
"""

from __future__ import annotations

import html
import json
import os
import reprlib
from fractions import Fraction
from typing import Any, Iterable, Optional, Union

from . import _gametree
from ._gametree import GametreeError

__all__ = [
    "GametreeError",
    "Position",
    "Recording",
    "Report",
    "Exercise",
    "Marks",
    "BoxMarks",
    "Solution",
    "load",
    "tree",
    "search",
    "compare",
    "perft",
    "solve",
    "exercise",
    "check",
    "check_boxes",
    "recording_from_json",
    "set_language",
    "language",
]

__version__ = "0.1.0"


def _error(text: str, kind: str = "usage") -> GametreeError:
    """A :class:`GametreeError` raised here rather than by the extension: its ``kind``,
    no ``file``, ``line`` or ``column``."""
    e = GametreeError(text)
    e.kind = kind
    return e


def _in(lang: Optional[str], work: Any) -> Any:
    """``work()`` with the messages, figures and errors it writes in ``lang`` (a code:
    ``"cs"``); in the package's language when ``lang`` is None."""
    if lang is None:
        return work()
    return _gametree.in_language(lang, work)


def set_language(lang: str) -> None:
    """Writes the messages, figures, verdicts and errors of every call without
    ``lang=`` in ``lang``: ``"en"`` (the default), ``"cs"``, ``"sk"``, ``"de"`` or
    ``"ru"``. Another code raises :class:`GametreeError` (a ``ValueError``)."""
    _gametree.set_language(lang)


def language() -> str:
    """The language calls without ``lang=`` write in: its code (``"en"``)."""
    return _gametree.language()


def _number(text: str) -> Union[int, Fraction, float]:
    """A value written exactly (``3``, ``2.1``, ``13/6``, ``inf``) as a number."""
    if text in ("inf", "∞"):
        return float("inf")
    if text in ("-inf", "-∞"):
        return float("-inf")
    f = Fraction(text)
    return f.numerator if f.denominator == 1 else f


class Position:
    """A position: a textbook tree or a game's position (docs/position-files.md).

    Made by :func:`load` or :func:`tree`. ``game`` is the game's name (``tree``,
    ``tictactoe``, ``kalah``, ``czech``, ``english``, ``nim``, ``connect4``,
    ``chess``); ``evaluations`` the static evaluations it offers, the default first.
    """

    def __init__(self, inner: Any, text: Optional[str] = None) -> None:
        self._inner = inner
        self.text = text

    @property
    def game(self) -> str:
        return self._inner.game

    @property
    def explicit(self) -> bool:
        """Whether it is an explicit tree, whose leaves carry their values."""
        return self._inner.explicit

    @property
    def evaluations(self) -> list:
        return list(self._inner.evaluations)

    def __repr__(self) -> str:
        return f"<gametree.Position: {self.game}>"


def load(source: Union[str, "os.PathLike[str]"], *, lang: Optional[str] = None) -> Position:
    """A position from a position file's path, or from its text.

    A ``str`` that names an existing file is read as that file; any other ``str`` is
    the file's text (``"game: tree\\ntree: [A: [B: 3 12 8] [C: 2 4 6]]"``).

    Raises :class:`GametreeError` with the file (``<text>`` for text), line and column
    of what is wrong (in ``lang``, as every function's ``lang=``).
    """
    if isinstance(source, os.PathLike) or (
        isinstance(source, str) and "\n" not in source and os.path.isfile(source)
    ):
        return Position(_in(lang, lambda: _gametree.load_file(os.fspath(source))))
    if not isinstance(source, str):
        raise TypeError(f"load() takes a path or a position file's text, not {type(source).__name__}")
    return Position(_in(lang, lambda: _gametree.load_text(source, "<text>")), source)


def _tree_text(nested: Any) -> str:
    """The ``tree:`` text of a nested tree (the root a list), walked without
    recursion: as deep a tree as the command line reads (``MAX_TREE_DEPTH`` levels
    below the root), and no deeper, whatever Python's recursion limit."""
    limit = _gametree.MAX_TREE_DEPTH
    out: list = []
    # What is left to write, last first: text, or a node with its depth and its place
    # among its siblings.
    todo: list = [(nested, 0, 1)]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        node, depth, place = item
        label = None
        if isinstance(node, tuple) and len(node) == 2 and isinstance(node[0], str):
            label, node = node
            if not _gametree.tree_label_ok(label):
                raise _error(
                    "a node's label is a word the position syntax can hold: not empty, "
                    "without spaces, `[`, `]`, `,`, `:`, control or bidirectional "
                    f"formatting characters; found {reprlib.repr(label)}"
                )
            if isinstance(node, tuple):
                raise _error(
                    f"a node has one label; found {reprlib.repr(label)} on the named node "
                    f"{reprlib.repr(node)}"
                )
        if depth > limit:
            raise _error(
                f"a tree at most {limit} levels deep (as the command line reads), "
                "found deeper nesting"
            )
        if isinstance(node, bool):
            raise _error(f"a tree's leaves are whole numbers, found {node!r}")
        if isinstance(node, int):
            out.append(str(node) if label is None else f"{label}: {node}")
        elif isinstance(node, list):
            if not node:
                raise _error("a tree's inner node has at least one child, found []")
            # `[NAME: …` names the node itself: an unnamed node whose first child is
            # named is named too, the root `root`, another node by its place among its
            # siblings, which is its move's name already.
            if label is None and isinstance(node[0], tuple):
                label = "root" if depth == 0 else str(place)
            out.append("[" if label is None else f"[{label}: ")
            todo.append("]")
            for i in range(len(node) - 1, -1, -1):
                todo.append((node[i], depth + 1, i + 1))
                if i:
                    todo.append(" ")
        else:
            raise _error(
                "a tree is nested lists of whole numbers, a node optionally named "
                f'("B", [3, 12, 8]); found {reprlib.repr(node)}'
            )
    return "".join(out)


def tree(nested: Any, root: str = "max", *, lang: Optional[str] = None) -> Position:
    """An explicit tree from nested Python lists: a list is an inner node, a whole
    number a leaf's value (MAX's view), a pair ``("B", [3, 12, 8])`` or ``("x", 5)`` a
    named node. ``root`` says who moves at the root (``"max"`` or ``"min"``); the
    players alternate below it.

    AIMA's Fig. 5.2 is ``tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])``; COSC367's
    ``[2, [-1, 5], [1, 3], 4]`` mixes leaves and inner nodes.

    A label is a word (no spaces, ``[``, ``]``, ``,``, ``:``); an unnamed node whose
    first child is named takes a name, ``root`` at the root, else its place among its
    siblings (its move's name). A tree is at most 500 levels deep, as the command
    line's. Anything else raises :class:`GametreeError`.
    """
    if root not in ("max", "min"):
        raise _error(f"root is \"max\" or \"min\", not {reprlib.repr(root)}")
    body = _tree_text(nested if isinstance(nested, list) else [nested])
    text = f"game: tree\nroot: {root}\ntree: {body}\n"
    return Position(_in(lang, lambda: _gametree.load_text(text, "<tree>")), text)


class Report:
    """The interactive HTML report of a recording: zoom, collapsible subtrees, the
    step-by-step replay. In Jupyter it shows in a frame of its own; ``html`` is the
    page, ``save(path)`` writes it."""

    def __init__(self, page: str, height: int = 640) -> None:
        self.html = page
        self.height = height

    def save(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Writes the page to ``path`` whole or not at all (a new file renamed over
        the old one: an error leaves the old file as it was)."""
        _gametree.write_file(os.fspath(path), self.html)

    def _repr_html_(self) -> str:
        return (
            f'<iframe srcdoc="{html.escape(self.html, quote=True)}" '
            f'style="width: 100%; height: {self.height}px; border: 1px solid #ccc"></iframe>'
        )


class Recording:
    """A recorded search: every node with its window, value, bound and cut-off.

    ``value`` is the root's value (MAX's view; a :class:`fractions.Fraction` under
    chance nodes), ``best_move`` and ``principal_variation`` are move names, ``stats``
    counts nodes, leaves, cut-offs and table probes, ``nodes`` is a list of dicts (one
    per recorded node, pruned ones too: ``pandas.DataFrame(rec.nodes)``). In Jupyter
    it shows itself as an SVG figure; :meth:`report` is the interactive replay.

    ``game``, ``algorithm``, ``perspective``, ``value``, ``best_move``,
    ``principal_variation`` and ``stats`` are read from the recording directly, however
    many nodes it has; ``nodes`` builds a dict per node (the first call reads the whole
    recording through its JSON, which takes time and memory in proportion to it).

    Its figures are in the language of the call that made it (``search(…, lang="cs")``)
    unless :meth:`render` is given another ``lang``.
    """

    def __init__(self, inner: Any, lang: Optional[str] = None) -> None:
        self._inner = inner
        self._json: Optional[dict] = None
        self._lang = lang

    def _data(self) -> dict:
        if self._json is None:
            self._json = json.loads(self._inner.to_json())
        return self._json

    @property
    def game(self) -> str:
        return self._inner.game

    @property
    def algorithm(self) -> str:
        return self._inner.algorithm

    @property
    def perspective(self) -> str:
        """The view the algorithm itself keeps its values in: ``max`` (minimax) or
        ``side-to-move`` (negamax, alpha-beta, …). :attr:`nodes` are MAX's view
        whatever it is; ``to_json()`` keeps the algorithm's own (docs/json.md)."""
        return self._inner.perspective

    @property
    def value(self) -> Union[int, Fraction]:
        return _number(self._inner.value_text)

    @property
    def best_move(self) -> Optional[str]:
        return self._inner.best_move

    @property
    def principal_variation(self) -> list:
        return list(self._inner.principal_variation)

    @property
    def stats(self) -> dict:
        return json.loads(self._inner.stats_json)

    @property
    def nodes(self) -> list:
        """One dict per recorded node in visit order (``id`` 0 is the root), every
        value from MAX's view: ``id``, ``parent``, ``move``, ``label``, ``ply``,
        ``player`` (``max``, ``min``, ``chance``), ``kind`` (``interior``, ``leaf``,
        ``terminal``, ``pruned``), ``alpha``, ``beta`` (the window on entry),
        ``value`` (what the node returned), ``bound`` (what the value proves:
        ``exact``, ``lower`` — the true value is at least it —, ``upper``) and
        ``cutoff``. Values are in the leaves' units (fractions under chance nodes);
        infinite window ends are ``float("inf")``; a pruned node's window, value and
        bound are ``None``. :meth:`node_table` gives the side to move's view."""
        return self.node_table("max")

    def node_table(self, values: str = "max") -> list:
        """:attr:`nodes` in ``values``' view: ``"max"`` (every value, bound and
        window from MAX's view) or ``"side-to-move"`` (negamax's: at a MIN node the
        value is negated, a lower bound is an upper one and the window ``[a, b]`` is
        ``[-b, -a]``; Kühr's and the negamax figures' convention)."""
        if values not in ("max", "side-to-move"):
            raise ValueError(f"values is `max` or `side-to-move`, not `{values}`")
        views = self._inner.shown(values)
        out = []
        for n, (alpha, beta, value, bound) in zip(self._data()["nodes"], views):
            node = dict(n)
            node.pop("score", None)
            # The window and value in the view asked for, as the library shows them
            # (its figures' flip at MIN nodes): exact text, read as numbers here.
            node["alpha"], node["beta"], node["value"] = (
                None if v is None else _number(v) for v in (alpha, beta, value)
            )
            node["bound"] = bound
            out.append(node)
        return out

    def to_json(self) -> str:
        """The recording as ``gametree/1`` JSON (docs/json.md), which
        :func:`recording_from_json` and ``gametree render`` read."""
        return self._inner.to_json()

    def render(self, format: Optional[str] = None, *, lang: Optional[str] = None, **options: Any) -> Union[str, bytes]:
        """The recording in ``format`` (default ``svg``): ``svg``, ``tikz``, ``typst``, ``forest``,
        ``dot``, ``beamer``, ``text``, ``json``, ``html`` (text) or ``png``, ``pdf``
        (bytes). Options are the command line's figure options as keywords:
        ``label`` (``value``, ``window``, ``triple``, ``book``), ``values`` (``max``,
        ``side-to-move``), ``style`` (``color``, ``mono``, ``aima``, ``dark``),
        ``direction``, ``pruned``, ``draw_depth``, ``max_children``, ``names``,
        ``edge_labels``, ``title``, ``background``, ``scale`` (png), ``max_drawn``.
        An option left out or ``None`` is the library's default, as the command line's.
        ``lang``: the language of its texts (default: the search's).
        """
        return _in(lang or self._lang, lambda: self._inner.render(format, **options))

    def report(self, height: int = 640, *, lang: Optional[str] = None) -> Report:
        """The interactive HTML report (replay, zoom, boards): shown in a frame in
        Jupyter, ``.save(path)`` writes the page."""
        return Report(_in(lang or self._lang, lambda: self._inner.render("html")), height)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict:
        return {"image/svg+xml": self.render("svg"), "text/plain": repr(self)}

    def __repr__(self) -> str:
        s = self.stats
        return (
            f"<gametree.Recording: {self.game}, {self.algorithm}: "
            f"{_in(self._lang, lambda: self._inner.result_text)}, {s['visited']} nodes visited>"
        )


def recording_from_json(text: str, *, lang: Optional[str] = None) -> Recording:
    """A recording read back from ``gametree/1`` JSON (every field checked)."""
    return Recording(_in(lang, lambda: _gametree.recording_from_json(text)), lang)


def search(
    position: Any,
    state: Any = None,
    *,
    algorithm: Optional[str] = None,
    depth: Optional[int] = None,
    max_nodes: Optional[int] = None,
    evaluate: Any = None,
    lang: Optional[str] = None,
    **options: Any,
) -> Recording:
    """Searches a position, recording every node.

    ``position`` is a :class:`Position`, or a game written in Python following AIMA's
    ``Game`` protocol (``actions``, ``result``, ``is_terminal`` or ``terminal_test``,
    ``utility``, ``to_move``) searched from ``state`` (default ``game.initial``):
    MAX is the player to move at ``state``; a terminal state is worth
    ``utility(state, MAX)``, a state at the depth limit ``evaluate(state)`` (MAX's
    view); moves are named ``str(action)``. Utilities are whole numbers.

    ``algorithm`` is one of ``minimax``, ``negamax``, ``alphabeta`` (fail-hard, the
    default), ``alphabeta-soft``, ``pvs``, ``alphabeta-tt``, ``mtdf``, ``test``,
    ``expectiminimax``, ``star1``, ``star2``, ``mcts`` (Monte Carlo tree search with
    UCT: ``iterations`` (default 1000), ``exploration`` (UCB1's C, a number ≥ 0 or
    ``"sqrt2"``, the default), ``seed`` (default 0: the same seed, the same tree) and
    ``playout`` (``random``, the default, or ``eval``, which needs ``depth``); each
    node's N and W are its ``visits`` and ``total``; every iteration is kept, and the
    nodes of their paths count against ``max_nodes``). Other options are the command line's:
    ``eval``, ``win_score``, ``win_threshold``, ``scoring`` (``distance``, Kühr's
    win distance, the default; ``plain``, +1/0/−1), ``utilities=(W, D, L)`` (MAX's
    win, draw and loss, e.g. ``(2, 1, 0)``; plain scoring), ``order``, ``tt_size``,
    ``quiescence``, ``guess``, ``test_value``, ``prune_on`` (``ge``, ``gt``),
    ``iterative``, ``leaf_bounds=(L, U)``, ``boards``.

    An option left out or ``None`` is the library's default, as the command line's.

    ``lang`` (``"cs"``, …): the language of its errors and of the recording's figures.
    """
    if isinstance(position, Position):
        if state is not None or evaluate is not None:
            raise TypeError("state= and evaluate= are for games written in Python")
        return Recording(
            _in(
                lang,
                lambda: _gametree.search(
                    position._inner, algorithm=algorithm, depth=depth, max_nodes=max_nodes, **options
                ),
            ),
            lang,
        )
    game = position
    if state is None:
        state = getattr(game, "initial", None)
        if state is None:
            raise TypeError("search(game) needs a state: search(game, state) or game.initial")
    if evaluate is None:
        evaluate = getattr(game, "evaluate", None)
    return Recording(
        _in(
            lang,
            lambda: _gametree.search_game(
                game,
                state,
                algorithm=algorithm,
                depth=depth,
                max_nodes=max_nodes,
                evaluate=evaluate,
                **options,
            ),
        ),
        lang,
    )


def compare(
    position: Position,
    algorithms: Union[str, Iterable[str], None] = None,
    orders: Union[str, Iterable[str], None] = None,
    *,
    lang: Optional[str] = None,
    **options: Any,
) -> list:
    """Runs several algorithms and move orderings on one position and compares their
    work: one dict per row (``algorithm``, ``order``, ``value``, ``best_move``,
    ``nodes``, ``leaves``, ``cutoffs``, …; docs/compare.md), ready for
    ``pandas.DataFrame``. Options: ``depth``, ``max_nodes``, ``tt_size``,
    ``quiescence``, ``iterative``, ``guess``, ``leaf_bounds``, ``eval``, ``win_score``,
    ``win_threshold``, ``scoring``, ``utilities`` (as :func:`search`). ``algorithms``,
    ``orders`` or an option left out or ``None``: the library's default, as ``gametree
    compare``'s.

    With ``"mcts"`` among the algorithms (Monte Carlo tree search, UCT: Kocsis &
    Szepesvári 2006; AIMA 4th ed. §5.4), ``gametree compare``'s options for it:
    ``iterations`` (``"10,100,1000"``, ``"10..1000"``, ``100`` or ``[10, 100]``),
    ``seeds`` (``"0..20"``, ``"0..=19"``, ``7`` or ``range(0, 20)``), ``exploration``
    (UCB1's C, a number ≥ 0 or ``"sqrt2"``), ``playout`` (``"random"``, ``"eval"``)
    and ``select`` (``"uct"``); a bad value is a :class:`GametreeError` naming the
    option. Each iteration count then adds a row after the others: ``algorithm``
    ``"mcts"``, ``iterations``, ``runs`` (one per seed), ``optimal`` (runs that play a
    minimax-optimal move), ``share`` (percent), ``most_frequent``,
    ``most_frequent_runs`` and ``moves`` (each seed's move)."""
    if algorithms is not None and not isinstance(algorithms, str):
        algorithms = ",".join(algorithms)
    if orders is not None and not isinstance(orders, str):
        orders = ",".join(orders)
    report = json.loads(
        _in(lang, lambda: _gametree.compare(position._inner, algorithms, orders, **options))
    )
    mcts = report.get("mcts") or {}
    return report["rows"] + [{"algorithm": "mcts", **row} for row in mcts.get("rows", [])]


def perft(
    position: Position, depth: int, count_finished: bool = False, *, lang: Optional[str] = None
) -> int:
    """The number of move sequences of exactly ``depth`` plies (perft's standard
    definition: a game that ends earlier counts 0, or 1 with ``count_finished``)."""
    return _in(lang, lambda: _gametree.perft(position._inner, depth, count_finished))


class Solution:
    """What :func:`solve` proved: ``verdict`` in words (who is to move, a win or loss
    and in how many plies, Kalah's final margin), the ``main_line``, the ``work`` done
    and the ``strategy`` tree (a :class:`Recording`, shown as a figure in Jupyter)."""

    def __init__(self, verdict: str, main_line: list, work: str, strategy: Recording) -> None:
        self.verdict = verdict
        self.main_line = main_line
        self.work = work
        self.strategy = strategy

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict:
        return {"image/svg+xml": self.strategy.render("svg"), "text/plain": repr(self)}

    def __repr__(self) -> str:
        return f"<gametree.Solution: {self.verdict}; main line {' '.join(self.main_line)}>"


def solve(
    position: Position,
    max_nodes: Optional[int] = None,
    time_limit: Optional[float] = 300.0,
    tt_size: Optional[int] = None,
    *,
    win_score: Optional[int] = None,
    win_threshold: Optional[int] = None,
    scoring: Optional[str] = None,
    utilities: Any = None,
    lang: Optional[str] = None,
) -> Solution:
    """Solves a game position: win, draw or loss for the side to move with best play
    (Kalah: the final margin), with the main line and the strategy tree.

    As ``gametree solve``: no node limit unless ``max_nodes`` is given, a time limit of
    five minutes (``None`` or 0: none), the solver's own table size unless ``tt_size`` is
    given (2^24 entries; Connect Four's solver 2^22). A solve stopped by a limit
    reports ``unknown`` and what it proved. ``win_score``, ``win_threshold``,
    ``scoring`` and ``utilities`` choose how the value is reported, as for
    :func:`search` (``scoring="plain"``: +1/0/−1; ``utilities=(2, 1, 0)``). ``lang``:
    the language of the verdict, the work, the errors and the strategy's figure."""
    verdict, line, work, strategy = _in(
        lang,
        lambda: _gametree.solve(
            position._inner,
            max_nodes,
            time_limit,
            tt_size,
            win_score=win_score,
            win_threshold=win_threshold,
            scoring=scoring,
            utilities=utilities,
        ),
    )
    return Solution(verdict, list(line), work, Recording(strategy, lang))


class Exercise:
    """A random exercise (alpha-beta, or Monte Carlo tree search with
    ``algorithm="mcts"``): ``text`` the position file (with the seed and the options
    that make it again, and its ``exercise:`` line, by which ``check`` marks it),
    ``position`` its tree, ``answer`` the model answer in ``gametree check``'s format,
    ``sheet`` the blank sheet as SVG (shown in Jupyter), ``question`` what it asks in
    words, and ``boxes`` the boxes a form asks to fill in (a PrairieLearn question's):
    one dict per box with ``name``, ``label``, ``size`` (characters), ``placeholder``
    and its ``correct`` answer; :func:`check_boxes` marks them."""

    def __init__(
        self, seed: int, text: str, answer: str, sheet: str, question: str = "", boxes: Any = ()
    ) -> None:
        self.seed = seed
        self.text = text
        self.answer = answer
        self.sheet = sheet
        self.question = question
        self.boxes = list(boxes)
        self.position = Position(_gametree.load_text(text, f"<exercise {seed}>"), text)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict:
        return {"image/svg+xml": self.sheet, "text/plain": repr(self)}

    def __repr__(self) -> str:
        return f"<gametree.Exercise: seed {self.seed}>"


def exercise(seed: int, *, lang: Optional[str] = None, **spec: Any) -> Exercise:
    """Makes a random alpha-beta exercise, the same for the same seed and options on
    every machine: ``depth`` (3), ``branching`` (``(3, 3)``: children drawn from a
    range), ``values`` (``(-20, 20)``), ``root`` (``"max"``), ``min_cutoffs`` (1),
    ``deep_cutoff``, ``chance`` (an expectiminimax exercise). The model answer follows
    the marking conventions given as :func:`check` takes them: ``algorithm``,
    ``convention``, ``prune_on``, ``view`` (``check``'s ``values``: ``"max"`` or
    ``"side-to-move"``), ``accept_bounds``, ``require_bounds``. ``lang``: the language
    of the sheet and the model answer's comments.

    ``algorithm="mcts"``: a Monte Carlo tree search exercise (``gametree exercise
    --algorithm mcts``): the tree after ``iterations`` (8) iterations of UCT with
    ``exploration`` (C, √2) and the seed, asking for the next iteration's path,
    expansion, and N and W along the path; mark it with ``check(...,
    algorithm="mcts", iterations=..., seed=..., exploration=...)``."""
    if isinstance(spec.get("branching"), int):
        spec["branching"] = (spec["branching"], spec["branching"])
    for key in ("branching", "values"):
        if isinstance(spec.get(key), list):
            spec[key] = tuple(spec[key])
    made = _in(lang, lambda: _gametree.make_exercise(seed, **spec))
    boxes = json.loads(made["boxes"])
    return Exercise(seed, made["text"], made["answer"], made["sheet"], made["question"], boxes)


class Marks:
    """An answer marked node by node, as ``gametree check`` marks it: ``correct`` of
    ``total`` nodes, ``score`` (per cent), ``verdict``, ``all_correct``, ``nodes`` (one
    dict per node: ``node``, ``answer``, ``expected``, ``correct``, ``mistakes`` with
    each mistake's ``kind`` and ``why``, ``right_under``), ``bad_lines``. In Jupyter it
    shows the tree with the wrong nodes marked."""

    def __init__(self, result: dict, figure: Optional[str]) -> None:
        if "error" in result:
            raise _error(result["error"], "parse")
        self._result = result
        self.figure = figure
        self.verdict = result["verdict"]
        self.all_correct = result["all_correct"]
        if "items" in result:
            # An MCTS answer (algorithm="mcts"): one dict per step, the expansion and
            # N and W of each node on the path: what, got, expected, asked, correct, why.
            self.correct = result["right"]
            self.total = result["asked"]
            self.score = result["percent"]
            self.nodes = result["items"]
            self.bad_lines = []
            return
        self.correct = result["correct"]
        self.total = result["total"]
        self.score = result["score"]
        self.nodes = result["nodes"]
        self.bad_lines = result["bad_lines"]

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict:
        bundle = {"text/plain": repr(self)}
        if self.figure:
            bundle["image/svg+xml"] = self.figure
        return bundle

    def __repr__(self) -> str:
        return f"<gametree.Marks: {self.verdict}>"


def check(tree: Position, answer: str, *, lang: Optional[str] = None, **conventions: Any) -> Marks:
    """Marks a hand-worked answer (text in ``gametree check``'s answer format,
    docs/homework.md: ``A = 3``, ``C <= 2``, ``C.2 pruned``) to an explicit tree,
    giving every mistake its reason. Conventions: ``algorithm`` (``alphabeta``,
    ``minimax``, ``expectiminimax``), ``convention`` (``fail-hard``, ``fail-soft``),
    ``prune_on`` (``ge``, ``gt``), ``values`` (``max``, ``side-to-move``),
    ``accept_bounds``, ``require_bounds``. ``lang``: the language of the verdict, the
    reasons, the marked figure and the errors. ``algorithm="mcts"`` with
    ``iterations``, ``seed``, ``exploration``: an answer to a Monte Carlo tree search
    exercise (``path: A B``, ``expand: B.1``, ``A N=9 W=23``; docs/homework.md), each
    step, the expansion and each N and W marked (``nodes``), no figure."""
    report, figure = _in(lang, lambda: _gametree.check(tree._inner, answer, **conventions))
    results = json.loads(report)["results"]
    return Marks(results[0], figure)


class BoxMarks:
    """The boxes of an exercise's form (:attr:`Exercise.boxes`) marked as ``gametree
    check`` marks the answer they make: ``boxes`` (one dict per box, in order:
    ``name``, ``score`` from 0 to 1, ``weight``, ``feedback`` with check's reasons),
    ``score`` (the whole answer's, 0 to 1) and ``verdict``."""

    def __init__(self, marks: dict) -> None:
        self.boxes = marks["boxes"]
        self.score = marks["score"]
        self.verdict = marks["verdict"]

    def __repr__(self) -> str:
        return f"<gametree.BoxMarks: {self.verdict}>"


def check_boxes(exercise: Any, answers: dict, *, lang: Optional[str] = None) -> BoxMarks:
    """Marks the boxes of ``exercise`` (an :class:`Exercise`, or the :class:`Position`
    of an exercise file) filled in: ``answers`` maps each box's name to its text (a box
    left out, or ``None``, is empty). The method is the exercise file's own (its
    ``exercise:`` line), as :func:`check` marks it; each box is scored by its share of
    check's items right. ``lang``: the language of the verdict and the reasons. The
    PrairieLearn grader of ``gametree exercise --format prairielearn`` is this call."""
    position = exercise.position if isinstance(exercise, Exercise) else exercise
    filled = {str(k): str(v or "") for k, v in answers.items()}
    marks = _in(lang, lambda: _gametree.check_boxes(position._inner, filled))
    return BoxMarks(json.loads(marks))

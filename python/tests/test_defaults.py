"""Issue 52 item 5, every default once: Python states none of the library's defaults.
A keyword the library has a default for takes ``None`` and leaves it to the library
(the command line's default), and leaving it out does what the command line does with
no flags. The few defaults that are Python's own are listed here with their reason."""

import inspect
import json

from conftest import run

import gametree
from gametree import _gametree

# Defaults that are not a library default left to the library, each with its reason.
OWN = {
    # The command line's five minutes, shown in the signature; `None` means no limit
    # (test_threads.py holds it to the library's, src/solve DEFAULT_TIME_LIMIT).
    ("solve", "time_limit"): 300.0,
    ("_gametree.solve", "time_limit"): 300.0,
    # The name marks give the answer (no option of the command line).
    ("_gametree.check", "name"): "answer",
    # Who moves at the root of a tree written as lists, written into its position text.
    ("tree", "root"): "max",
    # The view of a node table (Python's own table, no option of the command line).
    ("Recording.node_table", "values"): "max",
    # The notebook frame's height in pixels.
    ("Recording.report", "height"): 640,
    ("Report.__init__", "height"): 640,
}

FUNCTIONS = {
    "search": gametree.search,
    "compare": gametree.compare,
    "solve": gametree.solve,
    "perft": gametree.perft,
    "tree": gametree.tree,
    "exercise": gametree.exercise,
    "check": gametree.check,
    "Recording.render": gametree.Recording.render,
    "Recording.node_table": gametree.Recording.node_table,
    "Recording.report": gametree.Recording.report,
    "Report.__init__": gametree.Report.__init__,
    "_gametree.search": _gametree.search,
    "_gametree.search_game": _gametree.search_game,
    "_gametree.compare": _gametree.compare,
    "_gametree.solve": _gametree.solve,
    "_gametree.make_exercise": _gametree.make_exercise,
    "_gametree.check": _gametree.check,
}


def test_every_default_is_the_librarys():
    stated = []
    for name, function in FUNCTIONS.items():
        for p in inspect.signature(function).parameters.values():
            if p.default is inspect.Parameter.empty:
                continue
            if (name, p.name) in OWN:
                assert p.default == OWN[(name, p.name)], (name, p.name, p.default)
            # A switch is off unless given, on the command line too.
            elif p.default is not None and p.default is not False:
                stated.append(f"{name}({p.name}={p.default!r})")
    assert stated == [], "defaults stated in Python, not the library's: " + ", ".join(stated)


def test_the_rendered_signature_of_the_binding_has_no_default_of_its_own():
    # Recording.render passes its options to the binding's render, whose signature
    # must leave them to the library as well.
    fig = gametree.search(gametree.tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    stated = [
        f"{p.name}={p.default!r}"
        for p in inspect.signature(fig._inner.render).parameters.values()
        if p.default is not inspect.Parameter.empty and p.default not in (None, False)
    ]
    assert stated == []


def test_left_out_is_the_command_lines_default(cli, examples):
    # What `gametree search FILE` and `gametree compare FILE` do without flags.
    path = examples / "aima-fig-5-2.pos"
    pos = gametree.load(path)

    def out(*args: str) -> str:
        done = run(cli, *args)
        assert done.returncode == 0, done.stderr
        return done.stdout

    theirs = json.loads(out("search", str(path), "-f", "json"))
    assert json.loads(gametree.search(pos).to_json()) == theirs
    assert gametree.search(pos).render() == out("search", str(path), "-f", "svg")
    theirs = json.loads(out("compare", str(path), "-f", "json"))["rows"]
    rows = lambda table: [(r["algorithm"], r["order"]) for r in table]
    assert rows(gametree.compare(pos)) == rows(theirs)

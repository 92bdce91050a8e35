"""Monte Carlo tree search from Python: search(..., algorithm="mcts", iterations=,
exploration=, seed=, playout=) gives the command line's recording, and bad values are
errors naming the option."""

import json
import subprocess

import pytest

import gametree


def test_mcts_options_give_the_command_lines_recording(examples, cli):
    pos = examples / "tictactoe-empty.pos"
    rec = gametree.search(
        gametree.load(str(pos)), algorithm="mcts", iterations=50, exploration=0.5, seed=3
    )
    out = subprocess.run(
        [cli, "search", str(pos), "-a", "mcts", "--iterations", "50",
         "--exploration", "0.5", "--seed", "3", "-f", "json"],
        check=True, capture_output=True, text=True,
    ).stdout
    mine, theirs = json.loads(rec.to_json()), json.loads(out)
    assert mine["mcts"] == theirs["mcts"]
    assert mine["nodes"] == theirs["nodes"]
    root = theirs["nodes"][0]
    assert root["visits"] == 50


def test_the_seed_fixes_the_tree(examples):
    pos = gametree.load(str(examples / "tictactoe-empty.pos"))
    a = gametree.search(pos, algorithm="mcts", iterations=40, seed=1).to_json()
    assert a == gametree.search(pos, algorithm="mcts", iterations=40, seed=1).to_json()
    assert a != gametree.search(pos, algorithm="mcts", iterations=40, seed=2).to_json()


def test_exploration_takes_sqrt2_and_eval_playouts_take_a_depth(examples):
    pos = gametree.load(str(examples / "connect4-4453.pos"))
    rec = gametree.search(
        pos, algorithm="mcts", iterations=30, exploration="sqrt2", playout="eval", depth=4
    )
    assert rec.nodes[0]["visits"] == 30


@pytest.mark.parametrize(
    "options, named",
    [
        ({"iterations": 0}, "iterations"),
        ({"exploration": -1}, "exploration"),
        ({"exploration": "lots"}, "exploration"),
        ({"playout": "greedy"}, "playout"),
        ({"playout": "eval"}, "depth"),
    ],
)
def test_bad_mcts_options_name_the_option(options, named):
    with pytest.raises(gametree.GametreeError, match=named):
        gametree.search(gametree.tree([[1, 2], [3]]), algorithm="mcts", **options)


def test_mcts_options_need_mcts():
    with pytest.raises(gametree.GametreeError, match="seed"):
        gametree.search(gametree.tree([[1, 2], [3]]), algorithm="alphabeta", seed=1)


def test_kept_iterations_stay_within_max_nodes(examples):
    """A recording keeps every iteration (it may be rendered as a replay later), and
    their paths count against max_nodes: past it a GametreeError of kind "limit" naming
    the options, never an interpreter killed for memory (issue 51)."""
    nim = gametree.load(str(examples / "nim-2-2.pos"))
    for iterations, max_nodes in [(600, 1000), (10**9, 2_000_000)]:
        with pytest.raises(gametree.GametreeError, match="max_nodes") as e:
            gametree.search(nim, algorithm="mcts", iterations=iterations, max_nodes=max_nodes)
        assert e.value.kind == "limit"
        assert "iterations" in str(e.value)
    rec = gametree.search(nim, algorithm="mcts", iterations=300, max_nodes=2000)
    assert len(json.loads(rec.to_json())["mcts"]["iterations"]) == 300


def test_a_report_of_too_many_iterations_is_refused(examples):
    nim = gametree.load(str(examples / "nim-2-2.pos"))
    rec = gametree.search(nim, algorithm="mcts", iterations=10_001)
    with pytest.raises(gametree.GametreeError, match="10,000 iterations") as e:
        rec.render("html")
    assert e.value.kind == "limit"
    assert json.loads(rec.render("json"))["nodes"][0]["visits"] == 10_001


def test_an_mcts_recording_shows_an_estimate_not_a_value(examples, cli):
    """Issue 55 item 4a: the repr and the SVG's title say the move played with its N
    and Q, as the command line's summary does, never a minimax-like "value"."""
    pos = examples / "tictactoe-empty.pos"
    rec = gametree.search(gametree.load(str(pos)), algorithm="mcts", iterations=200, seed=1)
    shown = repr(rec)
    assert "move played b3 (N = 30, Q = 0.47 for MAX)" in shown, shown
    assert "value" not in shown, shown
    svg = rec.render("svg")
    assert "<title>tictactoe — mcts: move played b3 (N = 30, Q = 0.47 for MAX)</title>" in svg
    summary = subprocess.run(
        [cli, "search", str(pos), "-a", "mcts", "--iterations", "200", "--seed", "1", "-f", "json"],
        check=True, capture_output=True, text=True,
    ).stderr
    assert "move played b3 (N = 30, Q = 0.47 for MAX)" in summary

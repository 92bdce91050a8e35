"""Monte Carlo tree search in compare from Python: compare(..., iterations=, seeds=,
exploration=, playout=, select=) gives the command line's MCTS table as rows
(``algorithm`` "mcts"), and bad values are errors naming the option."""

import json
import subprocess

import pytest

import gametree


def cli_mcts_rows(cli, pos, *flags):
    out = subprocess.run(
        [cli, "compare", str(pos), "--algorithms", "minimax,mcts", "--columns", "all",
         "-f", "json", *flags],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)["mcts"]["rows"]


def test_mcts_options_give_the_command_lines_table(examples, cli):
    pos = examples / "tictactoe-empty.pos"
    want = cli_mcts_rows(cli, pos, "--iterations", "10,50", "--seeds", "0..4",
                         "--exploration", "0.5", "--playout", "random", "--select", "uct")
    assert [r["iterations"] for r in want] == [10, 50]
    loaded = gametree.load(str(pos))
    for iterations, seeds in [
        ([10, 50], range(0, 4)),
        ("10,50", "0..4"),
        ("10,50", "0..=3"),
    ]:
        rows = gametree.compare(loaded, ["minimax", "mcts"], iterations=iterations,
                                seeds=seeds, exploration=0.5, playout="random", select="uct")
        assert [r["algorithm"] for r in rows] == ["minimax", "mcts", "mcts"]
        got = [{k: v for k, v in r.items() if k != "algorithm"} for r in rows[1:]]
        assert got == want, (iterations, seeds)
    # The options reach the search: another C, another seed, another table.
    other = gametree.compare(loaded, ["minimax", "mcts"], iterations=[10, 50],
                             seeds=range(0, 4), exploration=3)
    assert [r["moves"] for r in other[1:]] == [
        r["moves"] for r in cli_mcts_rows(cli, pos, "--iterations", "10,50", "--seeds",
                                          "0..4", "--exploration", "3")
    ]


def test_one_count_and_one_seed(examples):
    rows = gametree.compare(gametree.load(str(examples / "aima-fig-5-2.pos")),
                            "minimax,mcts", iterations=20, seeds=5)
    mcts = [r for r in rows if r["algorithm"] == "mcts"]
    assert [(r["iterations"], r["runs"]) for r in mcts] == [(20, 1)]


@pytest.mark.parametrize(
    "options, named",
    [
        ({"iterations": 0}, "iterations"),
        ({"iterations": "ten"}, "iterations"),
        ({"iterations": 2.5}, "iterations"),
        ({"seeds": "a..b"}, "seeds"),
        ({"seeds": range(0, 10, 2)}, "seeds"),
        ({"seeds": 1.5}, "seeds"),
        ({"exploration": -1}, "exploration"),
        ({"exploration": "lots"}, "exploration"),
        ({"playout": "greedy"}, "playout"),
        ({"select": "ucb2"}, "select"),
    ],
)
def test_bad_mcts_options_name_the_option(options, named):
    with pytest.raises(gametree.GametreeError, match=named):
        gametree.compare(gametree.tree([[1, 2], [3]]), "minimax,mcts", **options)


@pytest.mark.parametrize("option", ["iterations", "seeds", "exploration", "playout", "select"])
def test_mcts_options_need_mcts(option):
    value = {"iterations": 10, "seeds": "0..2", "exploration": 1, "playout": "random",
             "select": "uct"}[option]
    with pytest.raises(gametree.GametreeError, match=option):
        gametree.compare(gametree.tree([[1, 2], [3]]), "minimax", **{option: value})

"""The package is the command line's library: the same input gives the same
recording, figure and marks."""

import json

import pytest

import gametree
from conftest import run


@pytest.mark.parametrize(
    "example, args, kwargs",
    [
        ("aima-fig-5-2.pos", [], {}),
        ("kuhr-fig-18.pos", ["-a", "alphabeta"], {"algorithm": "alphabeta"}),
        ("aima-fig-5-12.pos", ["-a", "expectiminimax"], {"algorithm": "expectiminimax"}),
        ("kalah-4-3.pos", ["-a", "pvs", "--depth", "4"], {"algorithm": "pvs", "depth": 4}),
        ("tictactoe-forced-win.pos", ["-a", "mtdf", "--order", "tt"], {"algorithm": "mtdf", "order": "tt"}),
        ("czech-kuhr-fig-10.pos", ["--depth", "3", "--prune-on", "gt"], {"depth": 3, "prune_on": "gt"}),
    ],
)
def test_the_same_json_as_the_command_line(cli, examples, example, args, kwargs):
    path = examples / example
    out = run(cli, "search", str(path), "-f", "json", *args)
    assert out.returncode == 0, out.stderr
    ours = json.loads(gametree.search(gametree.load(path), **kwargs).to_json())
    theirs = json.loads(out.stdout)
    assert ours == theirs


def test_the_same_figure_as_the_command_line(cli, examples):
    path = examples / "kuhr-fig-18.pos"
    out = run(cli, "search", str(path), "--label", "triple", "--values", "side-to-move", "-f", "svg")
    assert out.returncode == 0, out.stderr
    rec = gametree.search(gametree.load(path))
    assert rec.render("svg", label="triple", values="side-to-move") == out.stdout


def test_the_same_marks_as_the_command_line(cli, examples, tmp_path):
    pos = examples / "aima-fig-5-2.pos"
    answer = "A = 3\nB = 3\nC = 4\nD <= 2\nC.2 pruned\n"
    (tmp_path / "alice.txt").write_text(answer)
    out = run(cli, "check", str(pos), "--answer", str(tmp_path / "alice.txt"), "--format", "json")
    assert out.returncode == 1, out.stderr
    (theirs,) = json.loads(out.stdout)["results"]
    marks = gametree.check(gametree.load(pos), answer)
    # The same verdicts and reasons; a convention the answer is right under is said
    # as a keyword (convention="fail-soft") rather than a flag (--convention fail-soft).
    d = marks.nodes[5]
    assert d["node"] == "D" and d["right_under"] == [
        {"conventions": "fail-soft alpha-beta", "flags": 'convention="fail-soft"'}
    ]
    assert theirs["nodes"][5]["right_under"][0]["flags"] == "--convention fail-soft"
    for n in marks.nodes + theirs["nodes"]:
        for r in n["right_under"]:
            del r["flags"]
    assert marks.nodes == theirs["nodes"]
    assert (marks.correct, marks.total, marks.verdict) == (theirs["correct"], theirs["total"], theirs["verdict"])


def test_the_same_exercise_as_the_command_line(cli):
    out = run(cli, "exercise", "--seed", "7")
    assert out.returncode == 0, out.stderr
    ours = gametree.exercise(7).text.splitlines(keepends=True)
    theirs = out.stdout.splitlines(keepends=True)
    assert ours[1:] == theirs[1:]
    # The first line says how to make it again, in each one's words.
    # It names every setting of the tree and of the method (issue 52).
    assert theirs[0] == (
        "# gametree exercise --seed 7 --depth 3 --branching 3 --values -20..20 --root max --min-cutoffs 1"
        " --algorithm alphabeta --convention fail-hard --prune-on ge --view max --accept-bounds yes\n"
    )
    assert ours[0] == (
        '# gametree.exercise(seed=7, depth=3, branching=3, values=(-20, 20), root="max", min_cutoffs=1,'
        ' algorithm="alphabeta", convention="fail-hard", prune_on="ge", view="max", accept_bounds=True)\n'
    )
    assert eval(ours[0][2:]).text == gametree.exercise(7).text

"""The Python API on textbook trees and built-in games: values, moves, nodes,
rendering, compare, perft, solve, exercises and marking."""

import json
from fractions import Fraction

import pytest

import gametree

FIG_5_2 = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def test_aima_fig_5_2_from_nested_lists():
    rec = gametree.search(gametree.tree(FIG_5_2))
    assert rec.value == 3
    assert rec.best_move == "1"
    # AIMA Fig. 5.5: C's second and third leaves are pruned.
    assert rec.stats["visited"] == 11
    assert rec.stats["cutoffs"] == 1
    pruned = [n for n in rec.nodes if n["kind"] == "pruned"]
    assert [(n["parent"], n["move"]) for n in pruned] == [(5, "2"), (5, "3")]
    c = rec.nodes[5]
    # Fail-hard: C returns alpha = 3, an upper bound (MAX's view), window [3, inf].
    assert (c["player"], c["value"], c["bound"], c["cutoff"]) == ("min", 3, "upper", True)
    assert (c["alpha"], c["beta"]) == (3, float("inf"))


def test_nodes_in_the_side_to_move_view():
    rec = gametree.search(gametree.tree(FIG_5_2))
    c = rec.node_table(values="side-to-move")[5]
    # Negamax's view at the MIN node C: -3, a lower bound, window [-inf, -3].
    assert (c["value"], c["bound"], c["alpha"], c["beta"]) == (-3, "lower", float("-inf"), -3)
    m = gametree.search(gametree.tree(FIG_5_2), algorithm="minimax")
    assert m.node_table(values="side-to-move")[1]["value"] == -3
    assert m.nodes[1]["value"] == 3
    with pytest.raises(ValueError, match="values is `max` or `side-to-move`"):
        rec.node_table(values="min")


def test_cosc367_tree_mixes_leaves_and_inner_nodes():
    # MAX over 2, min(-1, 5), min(1, 3), 4.
    rec = gametree.search(gametree.tree([2, [-1, 5], [1, 3], 4]), algorithm="minimax")
    assert rec.value == 4
    assert rec.best_move == "4"
    assert rec.stats["leaves"] == 6


def test_named_nodes_and_a_min_root():
    pos = gametree.tree([("B", [3, 12, 8]), ("C", [2, 4, 6])], root="min")
    rec = gametree.search(pos, algorithm="minimax")
    # MIN picks the lesser of max(3, 12, 8) = 12 and max(2, 4, 6) = 6.
    assert rec.value == 6
    assert rec.best_move == "C"
    assert [n["label"] for n in rec.nodes if n["ply"] == 1] == ["B", "C"]
    assert rec.nodes[0]["player"] == "min"


def test_nodes_are_ready_for_a_data_frame():
    rec = gametree.search(gametree.tree(FIG_5_2))
    keys = {"id", "parent", "move", "label", "ply", "player", "kind", "alpha", "beta",
            "value", "bound", "cutoff"}
    for i, n in enumerate(rec.nodes):
        assert keys <= set(n), n
        assert n["id"] == i
    root = rec.nodes[0]
    assert root["parent"] is None
    assert root["alpha"] == float("-inf") and root["beta"] == float("inf")


def test_chance_values_are_fractions(examples):
    # AIMA 3rd ed., Fig. 5.12 (left): expectiminimax value 2.1.
    rec = gametree.search(gametree.load(examples / "aima-fig-5-12.pos"), algorithm="expectiminimax")
    assert rec.value == Fraction(21, 10)
    # A MAX root over a chance node (1/3: 3, 2/3: 5) and a leaf 4: 13/3 > 4.
    pos = gametree.load("game: tree\nroot: max\ntree: [A: [C: chance 1/3: 3 2/3: 5] 4]\n")
    rec = gametree.search(pos, algorithm="expectiminimax")
    assert rec.value == Fraction(13, 3)
    assert rec.best_move == "C"
    assert rec.nodes[1]["player"] == "chance"


def test_render_formats():
    rec = gametree.search(gametree.tree(FIG_5_2))
    svg = rec.render("svg")
    assert svg.startswith("<svg") and "≤3" in svg
    assert rec.render("png")[:8] == b"\x89PNG\r\n\x1a\n"
    assert rec.render("pdf")[:5] == b"%PDF-"
    assert "\\begin{tikzpicture}" in rec.render("tikz")
    assert rec.render("dot").startswith("digraph")
    assert "cut-off" in rec.render("text")
    html = rec.render("html")
    assert html.startswith("<!DOCTYPE html>")
    # Figure options are the command line's, as keywords.
    assert rec.render("svg", label="triple") != svg
    with pytest.raises(gametree.GametreeError, match="unknown label `nope`; expected one of: value, window, triple"):
        rec.render("svg", label="nope")


def test_json_round_trip():
    rec = gametree.search(gametree.tree(FIG_5_2))
    again = gametree.recording_from_json(rec.to_json())
    assert again.nodes == rec.nodes
    assert again.render("svg") == rec.render("svg")
    assert json.loads(rec.to_json())["schema"].startswith("gametree/")


def test_display_is_one_static_svg_and_the_report_is_asked_for():
    rec = gametree.search(gametree.tree(FIG_5_2))
    bundle = rec._repr_mimebundle_()
    assert set(bundle) == {"image/svg+xml", "text/plain"}
    assert not hasattr(rec, "_repr_html_")
    report = rec.report()
    assert "<iframe srcdoc=" in report._repr_html_()
    assert not hasattr(report, "_repr_mimebundle_")


def test_load_reads_files_and_text(examples):
    by_path = gametree.load(examples / "aima-fig-5-2.pos")
    by_name = gametree.load(str(examples / "aima-fig-5-2.pos"))
    by_text = gametree.load((examples / "aima-fig-5-2.pos").read_text())
    for pos in (by_path, by_name, by_text):
        assert pos.game == "tree" and pos.explicit
        assert gametree.search(pos).best_move == "B"


def test_games_search_to_a_depth(examples):
    kalah = gametree.load(examples / "kalah-4-3.pos")
    assert kalah.game == "kalah" and not kalah.explicit
    rec = gametree.search(kalah, algorithm="pvs", depth=3)
    assert rec.best_move is not None
    assert rec.value == gametree.search(kalah, algorithm="minimax", depth=3).value


def test_compare_rows():
    rows = gametree.compare(gametree.tree(FIG_5_2), ["minimax", "alphabeta"])
    assert [(r["algorithm"], r["nodes"], r["value"]) for r in rows] == [
        ("minimax", 13, 3),
        ("alphabeta", 11, 3),
    ]


def test_perft_counts_tic_tac_toe_games(examples):
    ttt = gametree.load(examples / "tictactoe-empty.pos")
    # 9, 72, 504, 3024, 15120; at 9 plies 127,872 games are still going (OEIS A008907).
    assert [gametree.perft(ttt, d) for d in range(1, 6)] == [9, 72, 504, 3024, 15120]
    assert gametree.perft(ttt, 9) == 127_872
    # With games that ended earlier counted: all 255,168 games.
    assert gametree.perft(ttt, 9, count_finished=True) == 255_168


def test_solve_tic_tac_toe_is_a_draw(examples):
    s = gametree.solve(gametree.load(examples / "tictactoe-empty.pos"))
    assert "draw" in s.verdict
    assert len(s.main_line) == 9
    # The strategy tree is true but wide: the figure says so.
    with pytest.warns(UserWarning, match="^the figure is 9,508 px wide"):
        assert "image/svg+xml" in s._repr_mimebundle_()


def test_exercise_is_seeded_and_its_answer_marks_all_correct():
    a, b = gametree.exercise(7), gametree.exercise(7)
    assert a.text == b.text and a.answer == b.answer and a.sheet == b.sheet
    assert gametree.exercise(8).text != a.text
    assert a.sheet.startswith("<svg")
    marks = gametree.check(a.position, a.answer)
    assert marks.all_correct and marks.correct == marks.total


def test_check_gives_each_mistake_its_reason(examples):
    pos = gametree.load(examples / "aima-fig-5-2.pos")
    answer = "A = 3\nB = 3\nC = 4\nD = 2\n"
    marks = gametree.check(pos, answer)
    assert not marks.all_correct
    wrong = {n["node"]: n for n in marks.nodes if not n["correct"]}
    assert "C" in wrong
    (mistake,) = [m for m in wrong["C"]["mistakes"] if m["kind"] == "wrong-value"]
    assert "C is cut off after C.1 (α = 3 ≥ β = 2)" in mistake["why"]
    assert marks.figure.startswith("<svg")
    assert "image/svg+xml" in marks._repr_mimebundle_()


def test_a_figure_too_wide_for_a_slide_warns_with_keywords(examples):
    rec = gametree.search(gametree.load(examples / "kalah-4-3.pos"), algorithm="minimax", depth=5)
    with pytest.warns(UserWarning, match=r"too wide for a slide: .* draw less: draw_depth=2 \(584 px\)"):
        svg = rec.render("svg")
    assert svg.startswith("<svg")


def test_a_named_first_child_does_not_name_the_root():
    rec = gametree.search(gametree.tree([("x", 5), ("y", 3)]))
    assert rec.best_move == "x"
    assert [n["label"] for n in rec.nodes[1:]] == ["x", "y"]


def test_a_big_recording_s_summary_is_read_without_its_nodes(examples):
    """value, stats, best_move, … read the recording as it is: reading them first (no
    cached JSON) allocates next to nothing, where going through the JSON of ~550k nodes
    took hundreds of megabytes (issue 37)."""
    import tracemalloc

    rec = gametree.search(gametree.load(examples / "tictactoe-empty.pos"), algorithm="minimax")
    tracemalloc.start()
    try:
        summary = (
            rec.game,
            rec.algorithm,
            rec.perspective,
            rec.value,
            rec.best_move,
            rec.principal_variation,
            rec.stats,
            repr(rec),
        )
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000, f"{peak} bytes allocated"
    game, algorithm, perspective, value, best, line, stats, shown = summary
    assert (game, algorithm, perspective, value) == ("tictactoe", "minimax", "max", 0)
    assert stats["visited"] == 549_946
    assert "549946 nodes visited" in shown


@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta", "mtdf", "pvs"])
def test_the_summary_is_the_json_s(examples, algorithm):
    pos = gametree.load("game: tictactoe\nto-move: x\nboard:\n  x . .\n  . o .\n  . . .\n")
    rec = gametree.search(pos, algorithm=algorithm)
    data = json.loads(rec.to_json())
    assert (rec.game, rec.algorithm, rec.perspective, rec.best_move, rec.principal_variation) == (
        data["game"],
        data["algorithm"],
        data["perspective"],
        data["best_move"],
        data["principal_variation"],
    )
    assert rec.value == data["value"]
    # The same keys in the same order.
    assert list(rec.stats.items()) == list(data["stats"].items())
    tree = gametree.search(gametree.tree(FIG_5_2), algorithm=algorithm)
    assert tree.best_move == json.loads(tree.to_json())["best_move"] == "1"


def test_plain_scoring_and_utilities_reach_search_compare_and_solve(examples):
    """Issue 40 item 14: AIMA's +1/0/-1 and text 003's 2/1/0, as on the command line."""
    empty = gametree.load(examples / "tictactoe-empty.pos")
    won = gametree.load(examples / "tictactoe-forced-win.pos")
    assert gametree.search(empty, scoring="plain").value == 0
    assert gametree.search(empty, utilities=(2, 1, 0)).value == 1
    assert gametree.search(won, scoring="plain").value == 1
    assert gametree.search(won, utilities="2,1,0", algorithm="mtdf").value == 2
    # Win distance stays the default: 99 - 3 plies.
    assert gametree.search(won).value == 96
    rows = gametree.compare(won, utilities=(2, 1, 0))
    assert {r["value"] for r in rows} == {2}
    s = gametree.solve(won, utilities=(2, 1, 0))
    assert "a win in 3 plies (value 2)" in s.verdict
    assert s.strategy.value == 2


def test_bad_utilities_are_a_gametree_error(examples):
    won = gametree.load(examples / "tictactoe-forced-win.pos")
    with pytest.raises(gametree.GametreeError, match="three whole numbers"):
        gametree.search(won, utilities=(2, 1))
    with pytest.raises(gametree.GametreeError, match="W > D > L"):
        gametree.search(won, utilities=(0, 1, 2))
    with pytest.raises(gametree.GametreeError, match="algorithm|scoring"):
        gametree.search(won, scoring="kuhr")
    # The hint names the keyword as Python writes it.
    with pytest.raises(gametree.GametreeError, match=r'utilities="9,0,-9"') as e:
        gametree.search(won, scoring="plain", depth=2)
    assert e.value.kind == "bad_option"

"""Errors are Python exceptions with the command line's located messages."""

import pytest

import gametree


def test_a_bad_file_names_its_path_line_and_column(tmp_path):
    bad = tmp_path / "bad.pos"
    bad.write_text("game: tree\ntree: [A: [B: 3 12 8]\n")
    with pytest.raises(gametree.GametreeError) as e:
        gametree.load(bad)
    assert str(e.value) == (
        f"{bad}:2:22: expected `]` closing the `[` of line 2 column 7, found the end of the tree"
    )
    # A ValueError, as Python's parsers raise.
    assert isinstance(e.value, ValueError)


def test_bad_text_is_located_in_the_text():
    with pytest.raises(gametree.GametreeError, match=r"^<text>:2:13: expected a leaf value"):
        gametree.load("game: tree\ntree: [A: 3 x]\n")
    with pytest.raises(gametree.GametreeError, match=r"^<text>:2:6: expected the placement"):
        gametree.load("game: chess\nfen: 8/8/8 w - - 0 1\n")


def test_options_are_named_as_keywords():
    pos = gametree.tree([[1, 2], [3]])
    with pytest.raises(gametree.GametreeError, match="^unknown algorithm `nope`; expected one of: minimax, negamax"):
        gametree.search(pos, algorithm="nope")
    with pytest.raises(gametree.GametreeError, match="^unknown prune_on `x`; expected one of: ge, gt$"):
        gametree.search(pos, prune_on="x")
    with pytest.raises(TypeError):
        gametree.search(pos, no_such_option=1)


def test_bad_nested_lists():
    with pytest.raises(gametree.GametreeError, match="found 2.5"):
        gametree.tree([[1, 2.5]])
    with pytest.raises(gametree.GametreeError, match=r"found \[\]"):
        gametree.tree([[1], []])
    with pytest.raises(gametree.GametreeError, match="whole numbers, found True"):
        gametree.tree([True, 1])


def test_a_tree_is_searched_not_solved():
    with pytest.raises(gametree.GametreeError, match="explicit trees have no finished games to solve"):
        gametree.solve(gametree.tree([[1, 2], [3]]))


def test_the_node_limit_is_an_error_that_names_the_keyword(examples):
    ttt = gametree.load(examples / "tictactoe-empty.pos")
    with pytest.raises(gametree.GametreeError, match="raise max_nodes"):
        gametree.search(ttt, algorithm="minimax", max_nodes=1000)


def test_an_exercise_too_big_for_a_sheet():
    with pytest.raises(gametree.GametreeError, match="at most 5000 fit on an exercise sheet"):
        gametree.exercise(1, depth=40)


def test_bad_json():
    with pytest.raises(gametree.GametreeError, match=r"^<json>:1:2: expected a gametree/1 JSON recording"):
        gametree.recording_from_json("{}")

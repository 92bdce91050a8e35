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


# ---- tree(): labels and depth (issue 37) ------------------------------------------


@pytest.mark.parametrize(
    "label",
    ["B: 5] [C", "a b", "", "x:", "[", "]", "a,b", "tab\there", "new\nline", "nul\0", "rtl\u202eltr"],
)
def test_a_label_the_position_syntax_cannot_hold_is_refused(label):
    with pytest.raises(gametree.GametreeError, match="label is a word") as e:
        gametree.tree([(label, [1, 2]), 3])
    # The label is named (escaped) in the message.
    assert repr(label) in str(e.value)
    with pytest.raises(gametree.GametreeError, match="label is a word"):
        gametree.tree([[1, (label, 4)], 3])


def test_a_label_never_becomes_another_tree():
    # Pasted into the text, "B: 5] [C" made the root's first child the leaf 5 (value 5).
    with pytest.raises(gametree.GametreeError):
        gametree.tree([("B: 5] [C", [1, 2]), 3])
    # A named node must hold one label.
    with pytest.raises(gametree.GametreeError, match="one label"):
        gametree.tree([("a", ("b", 5)), 3])
    with pytest.raises(gametree.GametreeError, match='root is "max" or "min"'):
        gametree.tree([1, 2], root="max\ntree: [9]")


def test_an_unnamed_node_whose_first_child_is_named_keeps_its_children():
    # `[a: 1 2]` would name the inner node `a` and drop a's own name: the node is named
    # by its place among its siblings instead, its move's name.
    rec = gametree.search(gametree.tree([[("a", 1), ("b", 2)], [("c", 3), 4]]), algorithm="minimax")
    inner = [n for n in rec.nodes if n["parent"] == 0]
    assert [(n["move"], n["label"]) for n in inner] == [("1", "1"), ("2", "2")]
    leaves = {n["move"]: n["value"] for n in rec.nodes if n["kind"] == "leaf"}
    assert leaves == {"a": 1, "b": 2, "c": 3, "2": 4}
    assert (rec.value, rec.best_move) == (3, "2")
    # The root alone too: a named leaf as the whole tree is the root's one child.
    one = gametree.search(gametree.tree(("x", 5)))
    assert (one.value, one.best_move) == (5, "x")


def _chain(levels, leaf=1):
    nested = leaf
    for _ in range(levels):
        nested = [nested]
    return nested


def test_tree_takes_as_deep_a_tree_as_the_command_line():
    limit = 500
    deepest = _chain(limit)
    pos = gametree.tree(deepest)
    # The same tree as text: the command line's reader takes it too.
    assert pos.text == f"game: tree\nroot: max\ntree: {'[' * limit}1{']' * limit}\n"
    gametree.load(pos.text)
    # One level more is refused, by tree() as by the reader, with a GametreeError and
    # not Python's RecursionError.
    with pytest.raises(gametree.GametreeError, match=f"at most {limit} levels deep"):
        gametree.tree(_chain(limit + 1))
    with pytest.raises(gametree.GametreeError, match=f"at most {limit} levels deep"):
        gametree.load(f"game: tree\ntree: {'[' * (limit + 1)}1{']' * (limit + 1)}\n")
    # Far deeper, or a list that holds itself, is refused the same way.
    with pytest.raises(gametree.GametreeError, match="levels deep"):
        gametree.tree(_chain(100_000))
    loop = [1]
    loop.append(loop)
    with pytest.raises(gametree.GametreeError, match="levels deep"):
        gametree.tree(loop)


# ---- kind, file, line, column: errors programs can match (issue 38) ----------------


def test_a_parse_error_in_a_position_text_has_its_kind_and_place():
    with pytest.raises(gametree.GametreeError) as e:
        gametree.load("game: tree\ntree: [A: 3 x]\n")
    assert (e.value.kind, e.value.file, e.value.line, e.value.column) == ("parse", "<text>", 2, 13)
    assert str(e.value).startswith("<text>:2:13: ")


def test_a_parse_error_in_a_file_names_the_file(tmp_path):
    bad = tmp_path / "bad.pos"
    bad.write_text("game: tree\ntree: [A: [B: 3 12 8]\n")
    with pytest.raises(gametree.GametreeError) as e:
        gametree.load(bad)
    assert (e.value.kind, e.value.file, e.value.line, e.value.column) == ("parse", str(bad), 2, 22)


def test_bad_json_and_a_bad_answer_are_parse_errors():
    with pytest.raises(gametree.GametreeError) as e:
        gametree.recording_from_json("{}")
    assert (e.value.kind, e.value.file, e.value.line, e.value.column) == ("parse", "<json>", 1, 2)
    tree = gametree.tree([[3, 12, 8], [2, 4, 6]])
    with pytest.raises(gametree.GametreeError) as e:
        gametree.check(tree, "{")
    assert (e.value.kind, e.value.line, e.value.column) == ("parse", 1, 2)
    assert str(e.value).startswith(f"{e.value.file}:{e.value.line}:{e.value.column}: ")


def test_the_node_limit_has_kind_limit(examples):
    ttt = gametree.load(examples / "tictactoe-empty.pos")
    with pytest.raises(gametree.GametreeError) as e:
        gametree.search(ttt, algorithm="minimax", max_nodes=1000)
    assert e.value.kind == "limit"
    assert (e.value.file, e.value.line, e.value.column) == (None, None, None)


def test_a_bad_option_has_kind_bad_option():
    pos = gametree.tree([[1, 2], [3]])
    with pytest.raises(gametree.GametreeError) as e:
        gametree.search(pos, algorithm="nope")
    assert (e.value.kind, e.value.file, e.value.line, e.value.column) == ("bad_option", None, None, None)


def test_usage_and_unsupported():
    with pytest.raises(gametree.GametreeError) as e:
        gametree.solve(gametree.tree([[1, 2], [3]]))
    assert e.value.kind == "unsupported"
    # Raised by the Python layer: a kind too, no place.
    with pytest.raises(gametree.GametreeError) as e:
        gametree.tree([[1], []])
    assert (e.value.kind, e.value.line) == ("usage", None)


def test_an_error_made_by_hand_has_the_attributes():
    e = gametree.GametreeError("mine")
    assert (e.kind, e.file, e.line, e.column) == (None, None, None, None)

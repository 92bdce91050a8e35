"""The PrairieLearn question `gametree exercise --format prairielearn` writes, run as
PrairieLearn runs it (generate, then grade) in plain Python: every variant seed draws
a tree, the model answer scores 1, and a wrong box scores 0 with check's reason."""

import importlib.util
import json

import pytest

import gametree
from conftest import run


@pytest.fixture(scope="module")
def question(cli, tmp_path_factory):
    d = tmp_path_factory.mktemp("question")
    out = run(cli, "exercise", "--seed", "2026", "--format", "prairielearn", "-o", str(d))
    assert out.returncode == 0, out.stderr
    spec = importlib.util.spec_from_file_location("server", d / "server.py")
    server = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(server)
    return d, server


def fresh(seed):
    return {"variant_seed": seed, "params": {}, "correct_answers": {}, "submitted_answers": {},
            "partial_scores": {}, "score": 0, "feedback": {}}


def test_the_directory_holds_what_prairielearn_reads(question):
    d, _ = question
    info = json.loads((d / "info.json").read_text())
    assert info["type"] == "v3" and len(info["uuid"]) == 36
    html = (d / "question.html").read_text()
    assert "{{{params.svg}}}" in html and 'answers-name="{{name}}"' in html
    assert "{{#params.boxes}}" in html


def test_the_boxes_are_each_inner_node_then_the_pruned_leaves(question):
    _, server = question
    data = fresh(7)
    server.generate(data)
    names = [b["name"] for b in data["params"]["boxes"]]
    assert names[-1] == "pruned_leaves" and names[0] == "node_A"
    assert all(n.startswith("node_") for n in names[:-1])
    assert set(data["correct_answers"]) == set(names)
    # What a box shows is all but its correct answer.
    assert all(set(b) == {"name", "label", "size", "placeholder"} for b in data["params"]["boxes"])


def test_each_variant_seed_draws_its_own_tree(question):
    _, server = question
    a, b = fresh(1), fresh(2)
    server.generate(a)
    server.generate(b)
    assert a["params"]["svg"].startswith("<svg")
    assert a["params"]["position"] != b["params"]["position"]
    again = fresh(1)
    server.generate(again)
    assert again["params"] == a["params"]
    # The seed is PrairieLearn's: the tree is `gametree.exercise(seed=…)`'s.
    assert a["params"]["position"] == gametree.exercise(seed=1).text


def test_the_model_answer_scores_full_marks(question):
    _, server = question
    data = fresh(7)
    server.generate(data)
    data["submitted_answers"] = dict(data["correct_answers"])
    server.grade(data)
    assert data["score"] == 1.0, data["partial_scores"]
    assert all(p["score"] == 1.0 for p in data["partial_scores"].values())


def test_a_wrong_box_scores_0_with_checks_reason(question):
    _, server = question
    data = fresh(7)
    server.generate(data)
    answers = dict(data["correct_answers"])
    answers["node_B"] = "5"
    answers["pruned_leaves"] = ""
    data["submitted_answers"] = answers
    server.grade(data)
    assert data["partial_scores"]["node_B"]["score"] == 0.0
    assert "B is a MIN node" in data["partial_scores"]["node_B"]["feedback"]
    # The pruned leaves no one named are missing.
    assert data["partial_scores"]["pruned_leaves"]["score"] < 1.0
    assert "missing (expected pruned)" in data["partial_scores"]["pruned_leaves"]["feedback"]
    assert 0 < data["score"] < 1
    # The same marks as `gametree check` of the same answer.
    ex = gametree.exercise(seed=7)
    marks = gametree.check(ex.position, answer_text(answers))
    assert data["score"] == marks.correct / marks.total


def answer_text(boxes):
    """The boxes as `gametree check`'s answer, as docs/homework.md says the grader
    writes them: `C = 3` for a bare number, `C pruned`, no line for an empty box or
    `not searched`, `LEAF pruned` for each leaf of the pruned-leaves box."""
    lines = []
    for key, raw in boxes.items():
        raw = raw.strip()
        if key.startswith("node_") and raw and raw.lower() not in ("not searched", "-"):
            node = key[len("node_"):]
            if raw.lower() == "pruned" or raw[0] in "=<>≤≥":
                lines.append(node + " " + raw)
            else:
                lines.append(node + " = " + raw)
    for leaf in boxes.get("pruned_leaves", "").replace(",", " ").split():
        lines.append(leaf + " pruned")
    return "\n".join(lines) + "\n"


def test_leaves_written_with_spaces_or_lower_case_and_strays(question):
    _, server = question
    data = fresh(7)
    server.generate(data)
    answers = dict(data["correct_answers"])
    answers["pruned_leaves"] = answers["pruned_leaves"].replace(",", "").lower()
    data["submitted_answers"] = answers
    server.grade(data)
    assert data["score"] == 1.0, data["partial_scores"]["pruned_leaves"]
    answers["pruned_leaves"] += ", Z.9"
    server.grade(data)
    box = data["partial_scores"]["pruned_leaves"]
    assert box["score"] < 1.0 and "Z.9: no leaf of the tree" in box["feedback"]


@pytest.mark.parametrize("option", [["--convention", "fail-soft"], ["--view", "side-to-move"], ["--prune-on", "gt"], ["--chance"]])
def test_the_questions_conventions_give_its_correct_answers(cli, tmp_path, option):
    out = run(cli, "exercise", "--seed", "3", *option, "--format", "prairielearn", "-o", str(tmp_path))
    assert out.returncode == 0, out.stderr
    spec = importlib.util.spec_from_file_location("server_" + option[-1].replace("-", "_"), tmp_path / "server.py")
    server = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(server)
    for seed in range(1, 8):
        data = fresh(seed)
        server.generate(data)
        data["submitted_answers"] = dict(data["correct_answers"])
        server.grade(data)
        assert data["score"] == 1.0, (option, seed, data["partial_scores"])


def test_a_question_made_in_czech_asks_and_marks_in_czech(cli, tmp_path):
    # `--lang cs`: the question's words and the feedback's are Czech, the tree and the
    # marks are the English question's.
    out = run(cli, "--lang", "cs", "exercise", "--seed", "2026", "--format", "prairielearn", "-o", str(tmp_path))
    assert out.returncode == 0, out.stderr
    html = (tmp_path / "question.html").read_text(encoding="utf-8")
    assert "{{{params.svg}}}" in html
    assert json.loads((tmp_path / "info.json").read_text(encoding="utf-8"))["title"] == "Alfa-beta ručně"
    spec = importlib.util.spec_from_file_location("server_cs", tmp_path / "server.py")
    server = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(server)
    assert server.LANG == {"lang": "cs"}
    data = fresh(7)
    server.generate(data)
    # The sheet in Czech (the package's `lang=`): the same tree as English's, with
    # the position file's comment in Czech.
    czech = gametree.exercise(seed=7, lang="cs").text
    assert data["params"]["position"] == czech and "Úloha na alfa-beta" in czech
    english = gametree.exercise(seed=7).text
    tree = lambda text: [l for l in text.splitlines() if not l.startswith("#")]
    assert tree(czech) == tree(english)
    data["submitted_answers"] = dict(data["correct_answers"])
    # The boxes' labels are the package's, in the question's language.
    assert data["params"]["boxes"][-1]["label"] == "Ořezané listy"
    node = data["params"]["boxes"][0]["name"]
    data["submitted_answers"][node] = "99"
    data["submitted_answers"]["pruned_leaves"] += ", Z.9"
    server.grade(data)
    assert data["partial_scores"][node]["score"] == 0.0
    assert "chybná hodnota (správně " in data["partial_scores"][node]["feedback"]
    assert "Z.9: takový list ve stromu není" in data["partial_scores"]["pruned_leaves"]["feedback"]


def test_an_mcts_question_grades_each_box_with_checks_reason(cli, tmp_path):
    # The same grader for Monte Carlo tree search: its boxes (path, expansion,
    # statistics), the model answer full marks, a wrong expansion the expansion box
    # only, with check's reason; everything typed into the stats box leaves the path
    # and expansion boxes unanswered; a box's own keyword is accepted.
    out = run(cli, "exercise", "-a", "mcts", "--seed", "4", "--iterations", "10", "--exploration", "10",
              "--format", "prairielearn", "-o", str(tmp_path))
    assert out.returncode == 0, out.stderr
    spec = importlib.util.spec_from_file_location("server_mcts", tmp_path / "server.py")
    server = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(server)
    data = fresh(4)
    server.generate(data)
    assert [b["name"] for b in data["params"]["boxes"]] == ["path", "expand", "stats"]
    assert data["params"]["svg"].startswith("<svg")
    c = data["correct_answers"]
    answer = gametree.exercise(4, **server.OPTIONS).answer
    model = [l for l in answer.splitlines() if l.strip() and not l.startswith("#")]
    assert model[0] == "path: " + c["path"] and model[1] == "expand: " + c["expand"]
    assert c["stats"] == "; ".join(model[2:])
    good = fresh(4)
    good["submitted_answers"] = dict(c)
    server.grade(good)
    assert good["score"] == 1.0 and all(p["score"] == 1.0 for p in good["partial_scores"].values())
    bad = fresh(4)
    bad["submitted_answers"] = dict(c, expand="Z")
    server.grade(bad)
    p = bad["partial_scores"]
    assert (p["expand"]["score"], p["path"]["score"], p["stats"]["score"]) == (0.0, 1.0, 1.0)
    assert "expansion adds the first move" in p["expand"]["feedback"] and bad["score"] < 1
    one = fresh(4)
    one["submitted_answers"] = {"path": "", "expand": "",
                                "stats": "path: " + c["path"] + "; expand: " + c["expand"] + "; " + c["stats"]}
    server.grade(one)
    assert (one["partial_scores"]["path"]["score"], one["partial_scores"]["expand"]["score"]) == (0.0, 0.0)
    assert one["score"] < 1
    own = fresh(4)
    own["submitted_answers"] = dict(c, path="path: " + c["path"], expand="Expand: " + c["expand"])
    server.grade(own)
    assert own["score"] == 1.0

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
    assert "{{{params.svg}}}" in html and 'answers-name="{{key}}"' in html


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
    text, _, _ = server._answer_text(data, server._inner_nodes(ex), server._leaf_names(ex))
    marks = gametree.check(ex.position, text)
    assert data["score"] == marks.correct / marks.total


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
    assert "Ořezané listy" in html and "{{{params.svg}}}" in html
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
    node = data["params"]["nodes"][0]["key"]
    data["submitted_answers"][node] = "99"
    data["submitted_answers"]["pruned_leaves"] += ", Z.9"
    server.grade(data)
    assert data["partial_scores"][node]["score"] == 0.0
    assert "chybná hodnota (správně " in data["partial_scores"][node]["feedback"]
    assert "Z.9: takový list ve stromu není" in data["partial_scores"]["pruned_leaves"]["feedback"]

"""Monte Carlo tree search exercises in the package: the same exercise and marks as
`gametree exercise/check --algorithm mcts` (issue 42)."""

import gametree

from conftest import run


def test_mcts_exercise_is_the_command_lines_and_its_key_marks_all_correct(cli, tmp_path):
    ex = gametree.exercise(5, algorithm="mcts", iterations=10, exploration=10)
    again = gametree.exercise(5, algorithm="mcts", iterations=10, exploration=10)
    assert ex.text == again.text and ex.answer == again.answer
    made = run(cli, "exercise", "-a", "mcts", "--seed", "5", "--iterations", "10",
               "--exploration", "10", "-f", "answer")
    assert made.returncode == 0, made.stderr
    assert ex.answer == made.stdout
    assert "N/W" in ex.sheet or "/" in ex.sheet
    marks = gametree.check(ex.position, ex.answer, algorithm="mcts", iterations=10,
                           seed=5, exploration=10)
    assert marks.all_correct and marks.correct == marks.total > 0
    # A wrong N at the root: the same reason as the command line's.
    lines = ex.answer.splitlines()
    root = next(l for l in lines if l.startswith("A N="))
    n = int(root.split()[1][2:])
    wrong = ex.answer.replace(root, f"A N={n + 5} {root.split()[2]}")
    marks = gametree.check(ex.position, wrong, algorithm="mcts", iterations=10, seed=5,
                           exploration=10)
    assert not marks.all_correct
    bad = [i for i in marks.nodes if not i["correct"]]
    assert [i["what"] for i in bad] == ["A: N"]
    assert bad[0]["why"].startswith(f"expected {n} ({n - 1} + 1)")
    pos = tmp_path / "ex.pos"
    pos.write_text(ex.text)
    ans = tmp_path / "wrong.txt"
    ans.write_text(wrong)
    out = run(cli, "check", str(pos), "--answer", str(ans), "-a", "mcts", "--iterations",
              "10", "--seed", "5", "--exploration", "10")
    assert out.returncode == 1
    assert bad[0]["why"] in out.stdout

"""Issue 41: the package in the seeds' languages. ``lang="cs"`` on a call, or
``gametree.set_language``, writes figures, verdicts and errors as ``gametree --lang cs``
writes them; an unknown language is a clear ValueError."""

import pytest

import gametree
from conftest import run


def cli_error(cli, *args):
    """The message of the command line's error, after its place (`FILE:LINE:COL: `)."""
    out = run(cli, *args)
    assert out.returncode == 2, out
    return out.stderr


def test_a_czech_figure_is_the_command_lines(cli, examples):
    path = examples / "aima-fig-5-2.pos"
    for label in ("value", "window"):
        out = run(cli, "--lang", "cs", "search", str(path), "--label", label, "-f", "svg")
        assert out.returncode == 0, out.stderr
        rec = gametree.search(gametree.load(path), lang="cs")
        # The recording remembers its language; render may be told another.
        assert rec.render("svg", label=label) == out.stdout
        english = run(cli, "search", str(path), "--label", label, "-f", "svg").stdout
        assert rec.render("svg", label=label, lang="en") == english
        assert gametree.search(gametree.load(path)).render("svg", label=label) == english


def test_a_czech_verdict_and_marks_are_the_command_lines(cli, examples, tmp_path):
    import json

    pos = examples / "aima-fig-5-2.pos"
    answer = "A = 3\nB = 3\nC = 4\nD <= 2\nC.2 pruned\n"
    (tmp_path / "a.txt").write_text(answer)
    out = run(cli, "--lang", "cs", "check", str(pos), "--answer", str(tmp_path / "a.txt"), "-f", "json")
    assert out.returncode == 1, out.stderr
    (theirs,) = json.loads(out.stdout)["results"]
    marks = gametree.check(gametree.load(pos), answer, lang="cs")
    assert marks.verdict == theirs["verdict"]
    assert [[m.get("why") for m in n["mistakes"]] for n in marks.nodes] == [
        [m.get("why") for m in n["mistakes"]] for n in theirs["nodes"]
    ]


def test_a_czech_solve_is_the_command_lines(cli, examples):
    path = examples / "tictactoe-forced-win.pos"
    out = run(cli, "--lang", "cs", "solve", str(path))
    assert out.returncode == 0, out.stderr
    solution = gametree.solve(gametree.load(path), lang="cs")
    assert solution.verdict in out.stdout


def test_a_czech_error_is_the_command_lines(cli, tmp_path):
    bad = "game: tree\ntree: [A: [B: 3 x]]\n"
    (tmp_path / "bad.pos").write_text(bad)
    said = cli_error(cli, "--lang", "cs", "search", str(tmp_path / "bad.pos"))
    message = said.split(f"{tmp_path / 'bad.pos'}:", 1)[1].split(":", 2)[2].strip()
    with pytest.raises(gametree.GametreeError) as e:
        gametree.load(bad, lang="cs")
    assert (e.value.line, e.value.kind) == (2, "parse")
    assert str(e.value).endswith(message)
    # An option's error in the search's language (on the thread the work runs on).
    said = cli_error(cli, "--lang", "cs", "search", "examples/aima-fig-5-2.pos", "-a", "test")
    with pytest.raises(gametree.GametreeError) as e:
        gametree.search(gametree.tree([[3, 12, 8], [2, 4, 6]]), algorithm="test", lang="cs")
    english = cli_error(cli, "search", "examples/aima-fig-5-2.pos", "-a", "test")
    if said != english:
        # The message names the option in Python's words, so only its language is
        # compared: it is not the English one.
        with pytest.raises(gametree.GametreeError) as e_en:
            gametree.search(gametree.tree([[3, 12, 8], [2, 4, 6]]), algorithm="test")
        assert str(e.value) != str(e_en.value)


def test_an_option_of_the_package_is_refused_in_the_calls_language():
    t = gametree.tree([[3, 12, 8], [2, 4, 6]])
    said = {}
    for lang in ("en", "cs", "sk", "de", "ru"):
        with pytest.raises(gametree.GametreeError) as e:
            gametree.search(t, prune_on="x", lang=lang)
        assert e.value.kind == "bad_option"
        assert "`x`" in str(e.value) and "ge, gt" in str(e.value) and "prune_on" in str(e.value)
        said[lang] = str(e.value)
    assert said["en"] == "unknown prune_on `x`; expected one of: ge, gt"
    assert said["cs"] == "neznámá hodnota `x` volby prune_on; očekávána jedna z: ge, gt"
    assert len(set(said.values())) == 5


def test_set_language_is_the_default_of_every_call(cli, examples):
    path = examples / "aima-fig-5-2.pos"
    czech = run(cli, "--lang", "cs", "search", str(path), "-f", "svg").stdout
    english = run(cli, "search", str(path), "-f", "svg").stdout
    assert gametree.language() == "en"
    gametree.set_language("cs")
    try:
        assert gametree.language() == "cs"
        assert gametree.search(gametree.load(path)).render("svg") == czech
        assert gametree.search(gametree.load(path), lang="en").render("svg") == english
    finally:
        gametree.set_language("en")
    assert gametree.search(gametree.load(path)).render("svg") == english


def test_an_unknown_language_is_a_clear_value_error():
    t = gametree.tree([[3, 12, 8], [2, 4, 6]])
    for call in (
        lambda: gametree.search(t, lang="xx"),
        lambda: gametree.check(t, "A = 3\n", lang="klingon"),
        lambda: gametree.exercise(7, lang="CZ"),
        lambda: gametree.set_language("english"),
    ):
        with pytest.raises(ValueError) as e:
            call()
        assert isinstance(e.value, gametree.GametreeError)
        assert e.value.kind == "bad_option"
        assert "en, cs, sk, de, ru" in str(e.value), str(e.value)
    assert gametree.language() == "en"


def test_a_language_code_is_read_in_any_case_as_on_the_command_line():
    # BCP 47 tags are case-insensitive: `CS` is Czech, as `--lang CS` and the
    # browser's `{lang: "CS"}` read it (issue 51).
    t = gametree.tree([[3, 12, 8], [2, 4, 6]])
    assert gametree.search(t, lang="CS").render("svg") == gametree.search(t, lang="cs").render("svg")

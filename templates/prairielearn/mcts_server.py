"""A PrairieLearn question made by `gametree exercise --algorithm mcts --format
prairielearn`: every student's variant is a Monte Carlo tree search exercise drawn from
PrairieLearn's variant seed (the tree after K iterations of UCT, asking the next
iteration), and the answer is marked by `gametree check --algorithm mcts` (the
`gametree` Python package must be installed in the course's Python environment).

generate() draws the tree; grade() writes the three boxes (path, expansion, N and W of
the nodes on the path) as a `gametree check` answer, marks it, and gives each box the
share of its items right and `check`'s reasons (with the UCB1 numbers).
"""

import json

import gametree

# The exercise options (written by gametree exercise; JSON): the tree's, and
# `iterations` and `exploration` (C).
SPEC = json.loads(r"""__SPEC__""")
MCTS = json.loads(r"""__MCTS__""")
# The name `check` gives the expansion's item in the question's language, and the
# option that has the gametree package write its sheet and marks in it.
TEXTS = json.loads(r"""__TEXTS__""")
LANG = json.loads(r"""__LANG__""")
BOXES = ["path", "expand", "stats"]


def _in_language(f, *args, **kwargs):
    """f(*args, **kwargs) writing in the question's language (LANG); a gametree package
    too old to know `lang` writes English."""
    if LANG:
        try:
            return f(*args, **kwargs, **LANG)
        except TypeError as e:
            if "lang" not in str(e):
                raise
    return f(*args, **kwargs)


def _seed(data):
    return int(data["variant_seed"]) % (2**63)


def _exercise(data):
    """The variant: the tree of PrairieLearn's seed searched from the same seed."""
    return _in_language(gametree.exercise, _seed(data), **SPEC, algorithm="mcts", **MCTS)


def generate(data):
    ex = _exercise(data)
    lines = ex.answer.splitlines()
    data["params"]["svg"] = ex.sheet
    data["params"]["question"] = "\n".join(l[2:] for l in lines if l.startswith("# "))
    model = [l for l in lines if l.strip() and not l.startswith("#")]
    data["correct_answers"]["path"] = model[0].split(":", 1)[1].strip()
    data["correct_answers"]["expand"] = model[1].split(":", 1)[1].strip()
    data["correct_answers"]["stats"] = "; ".join(model[2:])


def _box(text, keyword):
    """A box's text on one line, without the `path:` / `expand:` its line gets anyway."""
    text = " ".join(text.split())
    if text.lower().startswith(keyword + ":"):
        text = text[len(keyword) + 1 :].strip()
    return text


def _stats_line(line):
    """A line of the stats box: `NODE N=… W=…`. One that reads as a path or an
    expansion belongs to those boxes, so it is kept as a line check cannot read (marked
    not asked, with its reason) rather than answering them from here."""
    head = line.split("#", 1)[0].strip().lower()
    return "? " + line if head.startswith(("path:", "expand:")) else line


def _answer_text(data):
    """The boxes as `gametree check --algorithm mcts`'s answer text: `path: …`,
    `expand: …` and a line per `NODE N=… W=…` of the stats box (`;` or new lines
    between them). Each box answers only its own part."""
    got = {b: str(data["submitted_answers"].get(b, "") or "").strip() for b in BOXES}
    lines = []
    if got["path"]:
        lines.append("path: " + _box(got["path"], "path"))
    if got["expand"]:
        lines.append("expand: " + _box(got["expand"], "expand"))
    stats = [s.strip() for s in got["stats"].replace(";", "\n").splitlines() if s.strip()]
    lines += [_stats_line(s) for s in stats]
    return "\n".join(lines) + "\n"


def grade(data):
    ex = _exercise(data)
    marks = _in_language(
        gametree.check, ex.position, _answer_text(data), algorithm="mcts", seed=_seed(data), **MCTS
    )
    # check's items come in order: the path's steps, the expansion, N and W, then the
    # lines it could not use (not asked).
    box = "path"
    scores = {b: [] for b in BOXES}
    reasons = {b: [] for b in BOXES}
    for item in marks.nodes:
        if item["what"] == TEXTS["expand"]:
            box = "expand"
        elif box == "expand":
            box = "stats"
        if item["asked"]:
            scores[box].append(1.0 if item["correct"] else 0.0)
        if not item["correct"]:
            reasons[box].append(item["what"] + ": " + (item["why"] or item["expected"]))
    for b in BOXES:
        got = scores[b]
        data["partial_scores"][b] = {
            "score": sum(got) / len(got) if got else 1.0,
            "weight": len(got) or 1,
            "feedback": "; ".join(reasons[b]),
        }
    data["score"] = marks.correct / marks.total if marks.total else 1.0
    data["feedback"]["verdict"] = marks.verdict

"""A PrairieLearn question made by `gametree exercise --format prairielearn`: every
student's variant is an alpha-beta exercise drawn from PrairieLearn's variant seed,
and every node of the answer is marked by `gametree check` (the `gametree` Python
package must be installed in the course's Python environment: `pip install gametree`,
built from the gametree repository's `python/` directory).

generate() draws the tree; grade() writes the student's boxes as a `gametree check`
answer, marks it, and gives each box its own score and `check`'s reason.
"""

import json

import gametree

# The exercise options and the marking conventions the question was made with
# (written by gametree exercise; JSON).
SPEC = json.loads(r"""__SPEC__""")
CONVENTIONS = json.loads(r"""__CONVENTIONS__""")
CONVENTIONS_TEXT = __CONVENTIONS_TEXT__
# The feedback's words in the question's language (str.format templates), and the
# option that has the gametree package write its sheet and marks in it.
TEXTS = json.loads(r"""__TEXTS__""")
LANG = json.loads(r"""__LANG__""")


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


def _exercise(data):
    """The variant: the tree of PrairieLearn's seed, its model answer under the
    question's conventions."""
    seed = int(data["variant_seed"]) % (2**63)
    c = CONVENTIONS
    return _in_language(
        gametree.exercise, seed=seed, **SPEC, algorithm=c["algorithm"], convention=c["convention"], prune_on=c["prune_on"],
        view=c["values"], accept_bounds=c["accept_bounds"], require_bounds=c["require_bounds"],
    )


def _inner_nodes(ex):
    """The inner nodes' names (A, B, …) in visit order, leaves' parents included
    (expectiminimax: minimax on a tree without chance nodes, and chance trees too)."""
    rec = gametree.search(ex.position, algorithm="expectiminimax")
    return [n["label"] for n in rec.nodes if n["kind"] == "interior"]


def _leaf_names(ex):
    """The leaves' names (`C.2`: C's second child), by their lower-case spelling."""
    rec = gametree.search(ex.position, algorithm="expectiminimax")
    names = {}
    for n in rec.nodes:
        if n["kind"] != "interior" and n["parent"] is not None:
            parent = rec.nodes[n["parent"]]["label"]
            place = sum(1 for m in rec.nodes[: n["id"] + 1] if m["parent"] == n["parent"])
            names[(parent + "." + str(place)).lower()] = parent + "." + str(place)
    return names


def generate(data):
    ex = _exercise(data)
    nodes = _inner_nodes(ex)
    data["params"]["svg"] = ex.sheet
    data["params"]["conventions"] = CONVENTIONS_TEXT
    data["params"]["nodes"] = [{"name": n, "key": "node_" + n} for n in nodes]
    data["params"]["position"] = ex.text
    model = dict(line.split(None, 1) for line in ex.answer.splitlines() if line.strip())
    for n in nodes:
        data["correct_answers"]["node_" + n] = model.get(n, "not searched").split("[")[0].strip()
    data["correct_answers"]["pruned_leaves"] = ", ".join(
        name for name, what in model.items() if what.strip() == "pruned" and "." in name
    )


def _answer_text(data, nodes, leaves=None):
    """The boxes as `gametree check`'s answer text, which box each line came from, and
    the entries of the pruned-leaves box that name no leaf."""
    lines, origin, stray = [], {}, []
    leaves = leaves or {}
    for n in nodes:
        raw = str(data["submitted_answers"].get("node_" + n, "") or "").strip()
        if not raw or raw.lower() in ("not searched", "-"):
            continue
        origin[n] = "node_" + n
        if raw.lower() == "pruned":
            lines.append(n + " pruned")
        else:
            # A bare number is the node's value: `= 3`.
            lines.append(n + " " + (raw if raw[0] in "=<>≤≥" else "= " + raw))
    raw = str(data["submitted_answers"].get("pruned_leaves", "") or "")
    for leaf in raw.replace(";", " ").replace(",", " ").split():
        name = leaves.get(leaf.lower())
        if name is None:
            stray.append(leaf)
            continue
        origin[name] = "pruned_leaves"
        lines.append(name + " pruned")
    return "\n".join(lines) + "\n", origin, stray


def grade(data):
    ex = _exercise(data)
    nodes = _inner_nodes(ex)
    text, origin, stray = _answer_text(data, nodes, _leaf_names(ex))
    marks = _in_language(gametree.check, ex.position, text, **CONVENTIONS)
    scores = {key: [] for key in ["node_" + n for n in nodes] + ["pruned_leaves"]}
    reasons = {key: [] for key in scores}
    for m in marks.nodes:
        key = origin.get(m["node"]) or ("node_" + m["node"] if "node_" + m["node"] in scores else "pruned_leaves")
        scores[key].append(1.0 if m["correct"] else 0.0)
        for mistake in m["mistakes"]:
            what = TEXTS["kinds"].get(mistake["kind"], mistake["kind"].replace("-", " "))
            if mistake["kind"] == "missing":
                what = TEXTS["missing"].format(what=what, expected=m["expected"])
            elif mistake["kind"] == "bad-line":
                what = TEXTS["unreadable"].format(expected=mistake["expected"], found=mistake["found"])
            elif "got" in mistake:
                what = TEXTS["expected_got"].format(what=what, expected=mistake["expected"], got=mistake["got"])
            reasons[key].append(m["node"] + ": " + what + (": " + mistake["why"] if mistake.get("why") else ""))
    for line in marks.bad_lines:
        m = line["mistake"]
        scores["pruned_leaves"].append(0.0)
        reasons["pruned_leaves"].append(
            (line.get("node") or "?") + ": " + TEXTS["unreadable"].format(expected=m.get("expected", ""), found=m.get("found", ""))
        )
    for leaf in stray:
        scores["pruned_leaves"].append(0.0)
        reasons["pruned_leaves"].append(leaf + ": " + TEXTS["no_leaf"])
    for key, got in scores.items():
        data["partial_scores"][key] = {
            "score": sum(got) / len(got) if got else 1.0,
            "weight": 1,
            "feedback": "; ".join(reasons[key]),
        }
    data["score"] = marks.correct / marks.total if marks.total else 1.0
    data["feedback"]["verdict"] = marks.verdict

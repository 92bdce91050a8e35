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


def _exercise(data):
    seed = int(data["variant_seed"]) % (2**63)
    return gametree.exercise(seed=seed, **SPEC)


def _inner_nodes(ex):
    """The inner nodes' names (A, B, …) in visit order, leaves' parents included."""
    rec = gametree.search(ex.position, algorithm="minimax")
    return [n["label"] for n in rec.nodes if n["kind"] == "interior"]


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


def _answer_text(data, nodes):
    """The boxes as `gametree check`'s answer text, and which box each line came from."""
    lines, origin = [], {}
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
    for leaf in str(data["submitted_answers"].get("pruned_leaves", "") or "").replace(";", ",").split(","):
        leaf = leaf.strip()
        if leaf:
            origin[leaf] = "pruned_leaves"
            lines.append(leaf + " pruned")
    return "\n".join(lines) + "\n", origin


def grade(data):
    ex = _exercise(data)
    nodes = _inner_nodes(ex)
    text, origin = _answer_text(data, nodes)
    marks = gametree.check(ex.position, text, **CONVENTIONS)
    scores = {key: [] for key in ["node_" + n for n in nodes] + ["pruned_leaves"]}
    reasons = {key: [] for key in scores}
    for m in marks.nodes:
        key = origin.get(m["node"]) or ("node_" + m["node"] if "node_" + m["node"] in scores else "pruned_leaves")
        scores[key].append(1.0 if m["correct"] else 0.0)
        for mistake in m["mistakes"]:
            what = mistake["kind"].replace("-", " ")
            if mistake["kind"] == "missing":
                what += " (expected " + m["expected"] + ")"
            elif mistake["kind"] == "bad-line":
                what = "cannot be read: expected " + mistake["expected"] + ", found " + mistake["found"]
            elif "got" in mistake:
                what += " (expected " + mistake["expected"] + ", got " + mistake["got"] + ")"
            reasons[key].append(m["node"] + ": " + what + (": " + mistake["why"] if mistake.get("why") else ""))
    for line in marks.bad_lines:
        m = line["mistake"]
        reasons["pruned_leaves"].append(
            (line.get("node") or "?") + ": cannot be read: expected " + m.get("expected", "") + ", found " + m.get("found", "")
        )
    for key, got in scores.items():
        data["partial_scores"][key] = {
            "score": sum(got) / len(got) if got else 1.0,
            "weight": 1,
            "feedback": "; ".join(reasons[key]),
        }
    data["score"] = marks.correct / marks.total if marks.total else 1.0
    data["feedback"]["verdict"] = marks.verdict

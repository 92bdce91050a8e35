"""A PrairieLearn question made by `gametree exercise --format prairielearn`: every
student's variant is an exercise drawn from PrairieLearn's variant seed, and every box
of the answer is marked by `gametree check`, through the `gametree` Python package (it
must be installed in the course's Python environment, as new as the gametree that made
the question: `pip install gametree`, built from the gametree repository's `python/`
directory).

The grader is the same for every kind of exercise (alpha-beta, Monte Carlo tree
search): generate() draws the exercise and asks the package which boxes it has and
their correct answers (`Exercise.boxes`); grade() has the package mark the boxes
(`gametree.check_boxes`), each with its own score and `check`'s reasons.
"""

import json

import gametree

# The options of `gametree.exercise` the question was made with (written by gametree
# exercise; JSON), and the option that has the package write its sheet, boxes and
# marks in the question's language.
OPTIONS = json.loads(r"""__OPTIONS__""")
LANG = json.loads(r"""__LANG__""")
# What a box shows: everything of it but its correct answer.
SHOWN = ("name", "label", "size", "placeholder")


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
    """The variant: the exercise of PrairieLearn's seed."""
    seed = int(data["variant_seed"]) % (2**63)
    return _in_language(gametree.exercise, seed, **OPTIONS)


def generate(data):
    ex = _exercise(data)
    data["params"]["svg"] = ex.sheet
    data["params"]["question"] = ex.question
    data["params"]["position"] = ex.text
    data["params"]["boxes"] = [{k: box[k] for k in SHOWN} for box in ex.boxes]
    for box in ex.boxes:
        data["correct_answers"][box["name"]] = box["correct"]


def grade(data):
    ex = _exercise(data)
    marks = _in_language(gametree.check_boxes, ex, data["submitted_answers"])
    for box in marks.boxes:
        data["partial_scores"][box["name"]] = {
            "score": box["score"],
            "weight": box["weight"],
            "feedback": box["feedback"],
        }
    data["score"] = marks.score
    data["feedback"]["verdict"] = marks.verdict

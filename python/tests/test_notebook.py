"""The example notebook runs top to bottom in a real Jupyter kernel (nbclient,
ipykernel), and its figures are static SVG, one per cell that shows a recording."""

import os
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parents[1] / "examples" / "alpha-beta.ipynb"
# docs/python.md shows the notebook's figures: they must be what it draws.
IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"
FIGURES = {"rec": "python-fig-5-2.svg", "nim": "python-nim.svg", "ex": "python-exercise.svg", "marks": "python-marks.svg"}


def executed():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOK.parent)}}).execute()
    return nb


def outputs(cell):
    return [o for o in cell.get("outputs", []) if o["output_type"] in ("execute_result", "display_data")]


def test_the_notebook_shows_static_svg_figures():
    nb = executed()
    code = [c for c in nb.cells if c.cell_type == "code"]
    for c in code:
        assert not [o for o in c.outputs if o["output_type"] == "error"], c.source
    shown = {c.source.splitlines()[-1]: outputs(c) for c in code if outputs(c)}
    # A recording, an exercise and marks each show one SVG figure and no HTML (it
    # would draw twice); the report is HTML only.
    for last in ("rec", "nim", "ex", "marks"):
        (out,) = shown[last]
        assert set(out["data"]) == {"image/svg+xml", "text/plain"}, last
        assert out["data"]["image/svg+xml"].startswith("<svg")
    for last, name in FIGURES.items():
        svg = shown[last][0]["data"]["image/svg+xml"]
        if os.environ.get("GAMETREE_BLESS"):
            (IMAGES / name).write_text(svg)
        assert (IMAGES / name).read_text() == svg, f"docs/images/{name} is not the notebook's figure"
    (report,) = shown["rec.report()"]
    assert "text/html" in report["data"] and "image/svg+xml" not in report["data"]
    # What the cells print is true of AIMA's Fig. 5.2 and of Nim with 5 stones.
    assert shown["rec.value, rec.best_move, rec.stats[\"visited\"], rec.stats[\"cutoffs\"]"][0]["data"]["text/plain"] == "(3, '1', 11, 1)"
    assert shown["nim.value, nim.best_move, nim.principal_variation"][0]["data"]["text/plain"].startswith("(1, '1', ['1'")

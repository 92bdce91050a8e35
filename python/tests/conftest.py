"""Shared fixtures: the repository's examples and the command-line binary the
package is checked against."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


@pytest.fixture
def examples() -> Path:
    return EXAMPLES


@pytest.fixture(scope="session")
def cli() -> str:
    """The `gametree` binary: $GAMETREE_BIN, else the repository's own build, else one
    on PATH. A missing binary fails the tests that compare with it (never skipped)."""
    for candidate in (
        os.environ.get("GAMETREE_BIN"),
        str(ROOT / "target" / "debug" / "gametree"),
        str(ROOT / "target" / "release" / "gametree"),
        shutil.which("gametree"),
    ):
        if candidate and os.path.isfile(candidate):
            return candidate
    pytest.fail("no gametree binary: run `cargo build` at the repository's root or set GAMETREE_BIN")


def run(cli: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([cli, *args], capture_output=True, text=True)

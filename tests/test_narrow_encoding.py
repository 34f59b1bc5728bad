"""A standard output whose encoding cannot write every character (``PYTHONIOENCODING=ascii``,
a Latin-1 locale) still gets the command's output, with ``?`` for what it cannot write,
never a traceback at the first dash of a title."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def _run(encoding: str, *argv: str, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONIOENCODING": encoding, "XDG_DATA_HOME": str(cwd)}
    return subprocess.run(
        [sys.executable, "-m", "roadgames", *argv],
        capture_output=True,
        cwd=cwd,
        env=env,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    "argv",
    [
        ("rules", "classic"),
        ("rules", "rushshift"),
        ("simulate", "--games", "2", "--jobs", "1", "--seed", "3"),
        ("tournament", "--agents", "random,random", "--deals", "1", "--jobs", "1"),
    ],
)
def test_an_ascii_output_gets_the_output_not_a_traceback(
    argv: tuple[str, ...], tmp_path: Path
) -> None:
    done = _run("ascii", *argv, cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode("ascii", "replace")[-800:]
    assert b"Traceback" not in done.stderr
    assert done.stdout.isascii() and len(done.stdout.splitlines()) > 3


def test_a_latin_1_output_keeps_the_characters_it_has(tmp_path: Path) -> None:
    """Latin-1 has é: only the characters it lacks become ``?``."""
    done = _run("latin-1", "rules", "classic", "--lang", "fr", cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode("latin-1")[-800:]
    text = done.stdout.decode("latin-1")
    assert "é" in text


def test_a_utf_8_output_is_left_as_it_is(tmp_path: Path) -> None:
    done = _run("utf-8", "rules", "classic", cwd=tmp_path)
    assert done.returncode == 0
    assert "—" in done.stdout.decode("utf-8")  # the title's dash

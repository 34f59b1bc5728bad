"""Faults an audit of what the commands write when things around them go wrong found
(session 44), each pinned here: a path the system cannot even look up (a name over 255
bytes) ending in a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.tui.app import RoadgamesApp

#: A name longer than any file system's parts may be (255 bytes).
LONG = "n" * 300

# ------------------------------------------------ 1. a name the system cannot look up


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["simulate", "--seats", "random", "--games", "1", "--out", "{long}"], "--out"),
        (["simulate", "--seats", "random", "--games", "1", "--out", "{long}/h.csv"], "--out"),
        (["simulate", "--seats", "random", "--games", "1", "--record", "{long}"], "--record"),
        (["tournament", "--agents", "random,easy", "--deals", "1", "--out", "{long}"], "--out"),
        (
            ["tournament", "--agents", "random,easy", "--deals", "1", "--baseline", "{long}"],
            "--baseline",
        ),
    ],
)
def test_a_name_too_long_is_said_in_a_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], flag: str
) -> None:
    """A path with a part over 255 bytes is refused before play, in a line naming its
    option, not with a traceback from Python's ``exists()``."""
    long = str(tmp_path / LONG)
    assert main([part.format(long=long) for part in argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"roadgames: error: {flag} {long}")
    assert "too long" in err


def test_a_save_name_too_long_is_said_in_a_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play --save`` with such a name is refused before the table opens."""
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", lambda app: pytest.fail("the table opened"))
    long = str(tmp_path / LONG)
    assert main(["play", "--quick", "--seats", "human,random", "--save", long]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"roadgames: error: --save {long}")
    assert "too long" in err

"""Faults an audit of what the commands write when things around them go wrong found
(session 44), each pinned here: a path the system cannot even look up (a name over 255
bytes) ending in a traceback; a simulation's CSV replacing the one another run wrote at the
same ``--out`` while it played, both runs saying they wrote theirs there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.commands import play_launch, simulate
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


# -------------------------------------- 2. two simulations writing the same --out at once


def _another_run_writes(monkeypatch: pytest.MonkeyPatch, path: Path, text: str) -> None:
    """While the simulation plays, another run writes ``text`` at ``path`` (as its CSV)."""
    add_up = simulate._add_up

    def playing(*args: Any, **kwargs: Any) -> Any:
        stopped = add_up(*args, **kwargs)
        path.write_text(text)
        return stopped

    monkeypatch.setattr(simulate, "_add_up", playing)


def test_a_csv_written_meanwhile_is_not_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other run's CSV stays; this run's goes beside it, said, and the status says the
    file asked for was not written."""
    out = tmp_path / "hands.csv"
    _another_run_writes(monkeypatch, out, "the other run's rows\n")
    assert main(["simulate", "--seats", "random", "--games", "2", "--out", str(out)]) == 2
    assert out.read_text() == "the other run's rows\n"
    kept = tmp_path / "hands-1.csv"
    assert kept.read_text().startswith("game,seed,hand,")
    captured = capsys.readouterr()
    assert f"wrote every hand to {kept}" in captured.out
    assert captured.err.endswith(
        f"roadgames: error: --out {out} was written by another run while this one played: "
        f"this run's hands are in {kept}\n"
    )


def test_overwrite_replaces_a_csv_written_meanwhile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``--overwrite`` whatever is there is replaced, as asked."""
    out = tmp_path / "hands.csv"
    _another_run_writes(monkeypatch, out, "the other run's rows\n")
    argv = ["simulate", "--seats", "random", "--games", "2", "--out", str(out), "--overwrite"]
    assert main(argv) == 0
    assert out.read_text().startswith("game,seed,hand,")
    assert not (tmp_path / "hands-1.csv").exists()


def test_an_empty_file_left_meanwhile_is_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An empty file there (as the check before play allows) holds nothing to keep."""
    out = tmp_path / "hands.csv"
    _another_run_writes(monkeypatch, out, "")
    assert main(["simulate", "--seats", "random", "--games", "2", "--out", str(out)]) == 0
    assert out.read_text().startswith("game,seed,hand,")
    assert not (tmp_path / "hands-1.csv").exists()

"""Leaving a finished game opened only to look at (``play --resume FILE``) says that nothing
was saved and the game is still there: it said "The finished game is saved to FILE", when
the file was rightly not written (an audit of the README)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_helpers import drive_play

from roadgames.cli import main
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift.app import RushShiftApp


async def _quit_at_once(pilot: Pilot[str]) -> None:
    await pilot.press("q")
    await pilot.pause()


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_finished_game_looked_at_and_left_is_said_to_be_still_there(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = tmp_path / "rec"
    assert main(["simulate", game, "--games", "1", "--record", str(folder), "--seed", "3"]) == 0
    (path,) = folder.glob("*.json")
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    capsys.readouterr()
    drive_play(monkeypatch, _quit_at_once, RushShiftApp if game == "rushshift" else RoadgamesApp)
    assert main(["play", "--resume", str(path)]) == 0
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    out = " ".join(capsys.readouterr().out.split())
    assert "saved to" not in out, out
    assert f"Nothing was saved: the finished game at {path} is still there" in out, out
    assert f"roadgames replay {path}" in out, out

"""Review of session 27: a finished game kept from a game begun after ``n``, on a longer way
round (a Rush Hour Shift match played in between, from the form)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_loose_ends_s24 import Form, drive_apps, fill
from test_loose_ends_s26 import _finished, _kept, _start_on_the_form, _to_the_end
from textual.pilot import Pilot
from tui_helpers import settle

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.screens.new_game import NewGameScreen


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


async def to_a_rush_match(app: GameApp[Any], pilot: Pilot[str]) -> None:
    """The game at the table played to its end, ``n``; on the form a Rush Hour Shift match
    of computers with a short turn limit, started."""
    await _to_the_end(app, pilot)
    assert isinstance(app.screen, NewGameScreen)
    form: Form = {"#rs-kind-0": "random", "#rs-kind-1": "random", "#rs-opt-turn_limit": "2"}
    await fill(pilot, form, game="rushshift")
    await pilot.press("ctrl+s")
    await settle(pilot)


async def the_match_then_n(app: GameApp[Any], pilot: Pilot[str]) -> None:
    """The Rush Hour Shift match played out by its computers, then ``n``."""
    assert isinstance(app, RushShiftApp)
    for _ in range(200):
        if app.session.state.is_over:
            break
        await pilot.pause(0.02)
    await settle(pilot)
    assert app.session.state.is_over
    await pilot.press("n")
    await settle(pilot)


def test_a_finished_game_is_kept_after_a_match_played_in_between(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A finished Mille Bornes game, ``n``; on the form a Rush Hour Shift match (computers,
    a short turn limit), played to its end, ``n``; on the form a Mille Bornes game, saved
    where the finished one was: that one is kept beside it and named on leaving, as where
    no match came between (it was saved over, never named)."""
    path = default_save_path("millebornes")
    path.parent.mkdir(parents=True, exist_ok=True)
    finished = _finished("millebornes", path)

    async def last(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RoadgamesApp) and isinstance(app.screen, NewGameScreen)
        await _start_on_the_form(app, pilot, "millebornes")
        await pilot.press("q")
        await settle(pilot)

    drive_apps(monkeypatch, [to_a_rush_match, the_match_then_n, last])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    out = capsys.readouterr().out
    kept = _kept(path, finished)
    assert len(kept) == 1, (sorted(path.parent.iterdir()), out)
    assert f"The finished game saved there before is kept as {kept[0]}" in out, out
    rush = default_save_path("rushshift")  # the match between, not saved over: named
    assert f"The finished game is saved to {rush}" in out, out

"""Keys typed ahead of a screen: the new-game form that ``n`` brings up at the end of a
game takes the keys that reach it before it is on screen (a burst typed at once) as it
takes them once shown: one start however many come, Enter starting as the focused Start
button does, and nothing started after Esc has quit."""

from __future__ import annotations

from typing import Any

import pytest
from test_loose_ends_s24 import drive_apps
from test_loose_ends_s25 import _one_move_from_the_end
from textual import events
from textual.pilot import Pilot
from tui_helpers import settle

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import GameSession
from roadgames.tui.session_base import SessionBase

#: The characters the keys typed here come with.
CHARACTERS = {"n": "n", "enter": "\r", "escape": "\x1b", "ctrl+s": None}
#: The keys as a terminal delivers them when typed faster than a screen is built.
BURSTS = {
    "n, ctrl+s, ctrl+s": ("n", "ctrl+s", "ctrl+s"),
    "n, enter, enter": ("n", "enter", "enter"),
}
#: Bursts that quit on the form (Esc) before they would start a game.
QUITTING = {
    "n, escape, enter": ("n", "escape", "enter"),
    "n, escape, ctrl+s": ("n", "escape", "ctrl+s"),
}


def _finished_game_saved() -> GameSession:
    """A finished game, at the default save (``play --resume`` opens it at its end)."""
    finished = GameSession.new(make_rules("modern", 2), ["human", "random"], seed=3)
    _one_move_from_the_end(finished)
    finished.state.apply(finished.state.legal_actions()[0])
    assert finished.state.is_over
    finished.save(default_save_path())
    return finished


def _tables_built(monkeypatch: pytest.MonkeyPatch) -> list[SessionBase[Any, Any, Any, Any, Any]]:
    """The sessions the app builds a table for, in order (the game resumed first)."""
    built: list[SessionBase[Any, Any, Any, Any, Any]] = []
    table_for = RoadgamesApp.table_for

    def counted(app: RoadgamesApp, session: SessionBase[Any, Any, Any, Any, Any]) -> TableScreen:
        built.append(session)
        return table_for(app, session)

    monkeypatch.setattr(RoadgamesApp, "table_for", counted)
    return built


async def _burst_at_summary(app: GameApp[Any], pilot: Pilot[str], keys: tuple[str, ...]) -> None:
    """At the finished game's summary, ``keys`` all queued before the app handles the
    first; then wait for the app."""
    await settle(pilot)
    if isinstance(app.screen, ScoreSheetScreen):  # the last hand's sheet first
        await pilot.press("enter")
        await settle(pilot)
    assert isinstance(app.screen, SummaryScreen)
    for key in keys:
        app.post_message(events.Key(key, CHARACTERS[key]))
    await settle(pilot)


@pytest.mark.parametrize("burst", BURSTS)
def test_a_burst_at_the_summary_starts_one_new_game(
    monkeypatch: pytest.MonkeyPatch, burst: str
) -> None:
    _finished_game_saved()
    built = _tables_built(monkeypatch)
    tables: list[object] = []

    async def burst_at_summary(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RoadgamesApp)
        await _burst_at_summary(app, pilot, BURSTS[burst])
        tables.append(app.screen)
        assert app.session is not None and built[1:] == [app.session]
        await pilot.press("q")

    drive_apps(monkeypatch, [burst_at_summary])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert len(tables) == 1 and isinstance(tables[0], TableScreen), tables


@pytest.mark.parametrize("burst", QUITTING)
def test_esc_typed_ahead_quits_and_starts_nothing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], burst: str
) -> None:
    """Esc quits the form at once: the start typed after it comes too late (it built a
    table as the app closed, which crashed)."""
    path = _finished_game_saved().save(default_save_path())
    built = _tables_built(monkeypatch)

    async def burst_at_summary(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await _burst_at_summary(app, pilot, QUITTING[burst])

    opened = drive_apps(monkeypatch, [burst_at_summary])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert len(built) == 1 and len(opened) == 1  # the finished game's table only
    assert f"The finished game is saved to {path}" in capsys.readouterr().out

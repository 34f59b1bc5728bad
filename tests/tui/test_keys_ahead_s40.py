"""Keys typed ahead of a screen: the new-game form that ``n`` brings up at the end of a
game takes the keys that reach it before it is on screen (a burst typed at once) as it
takes them once shown: one start however many come, Enter starting as the focused Start
button does."""

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

#: The keys as a terminal delivers them when typed faster than a screen is built.
BURSTS = {
    "n, ctrl+s, ctrl+s": [
        events.Key("n", "n"),
        events.Key("ctrl+s", None),
        events.Key("ctrl+s", None),
    ],
    "n, enter, enter": [events.Key("n", "n"), events.Key("enter", "\r"), events.Key("enter", "\r")],
}


@pytest.mark.parametrize("burst", BURSTS)
def test_a_burst_at_the_summary_starts_one_new_game(
    monkeypatch: pytest.MonkeyPatch, burst: str
) -> None:
    finished = GameSession.new(make_rules("modern", 2), ["human", "random"], seed=3)
    _one_move_from_the_end(finished)
    finished.state.apply(finished.state.legal_actions()[0])
    assert finished.state.is_over
    finished.save(default_save_path())
    tables: list[object] = []
    started: list[GameSession] = []
    start_game = RoadgamesApp.start_game

    def counted_start(app: RoadgamesApp, session: GameSession) -> None:
        started.append(session)
        start_game(app, session)

    monkeypatch.setattr(RoadgamesApp, "start_game", counted_start)

    async def burst_at_summary(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RoadgamesApp)
        await settle(pilot)
        if isinstance(app.screen, ScoreSheetScreen):  # the last hand's sheet first
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, SummaryScreen)
        for key in BURSTS[burst]:  # all queued before the app handles the first
            app.post_message(key)
        await settle(pilot)
        tables.append(app.screen)
        assert app.session is not None and app.session is not finished
        assert started == [app.session]
        await pilot.press("q")

    drive_apps(monkeypatch, [burst_at_summary])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert len(tables) == 1 and isinstance(tables[0], TableScreen), tables

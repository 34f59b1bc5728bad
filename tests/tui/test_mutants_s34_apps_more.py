"""Session 34 mutation sweep, follow-up: the Mille Bornes session's hand-end view before any
hand ended and its teams' names, a game started from the new-game form (``tui/app.py``), a
notice's kind and an unexpected error in a running app (``tui/game_app.py``: it ends the
app, ringing the bell)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.message import Message
from textual.notifications import Notify
from textual.screen import Screen
from tui_helpers import make_app

from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession

# ------------------------------------------------------------------ the session


def test_no_hand_end_view_is_there_before_any_hand_has_ended() -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, PERSON], seed=5)
    assert session.hand_end_view(0) is None  # the deal: nothing to show behind a sheet
    for _ in range(4):  # moves made, the first hand still on
        seat = session.state.to_move
        assert seat is not None
        session.apply(seat, session.view(seat).legal_actions[0])
    assert session.state.hand_end is None
    assert session.hand_end_view(0) is None and session.hand_end_view(1) is None


def test_a_teams_name_joins_its_partners_names_with_an_ampersand() -> None:
    # the score sheet's columns and the log name teams so: partners sit across the table
    rules = make_rules("classic", 4)
    session = GameSession.new(rules, [PERSON] * 4, ["Ann", "Bob", "Cy", "Dee"], seed=1)
    assert session.team_names() == ["Ann & Cy", "Bob & Dee"]


# ------------------------------------------------------------------ a game from the form


def test_a_game_started_on_the_form_opens_its_table_and_n_brings_the_form_back_as_left(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    app = make_app(None, tmp_path / "g.json")
    form = NewGameScreen(app.setup, app.tr, app.start_game, app.start_rush)
    # the form as the person left it: Rush Hour Shift's part changed, Mille Bornes chosen
    left = Setup(rush_kinds=["random", PERSON], rush_names=["", "Ada"])
    monkeypatch.setattr(form, "choices", lambda: left)
    monkeypatch.setattr(RoadgamesApp, "screen", property(lambda self: form))
    shown: list[Screen[Any]] = []
    monkeypatch.setattr(app, "switch_screen", shown.append)
    session = GameSession.new(make_rules("classic", 2), [PERSON, "easy"], ["Bea", "Bot"], seed=4)
    app.start_game(session)
    assert app.setup == left and app.session is session
    (table,) = shown
    assert isinstance(table, TableScreen) and table.session is session
    assert table.save_path == tmp_path / "g.json"
    app.new_game()  # n at the game's end: the form, set as the game, its Rush part as left
    assert (app.setup.rush_kinds, app.setup.rush_names) == (["random", PERSON], ["", "Ada"])
    assert (app.setup.kinds, app.setup.names[:1]) == ([PERSON, "easy"], ["Bea"])
    assert isinstance(shown[-1], NewGameScreen) and shown[-1].setup is app.setup


# ------------------------------------------------------------------ notices and a crash


def test_a_notice_is_plain_information_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    app = make_app(None, tmp_path / "g.json")
    posted: list[Message] = []
    monkeypatch.setattr(app, "post_message", posted.append)
    app.notify("Saved for Bot [x]")
    (message,) = posted
    assert isinstance(message, Notify)
    notice = message.notification
    assert (notice.message, notice.severity, notice.markup) == (
        "Saved for Bot [x]",
        "information",
        False,
    )


def test_an_unexpected_error_in_a_running_app_ends_it_with_the_bell(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # a real run, not a test pilot (which stops at the first error by itself): without the
    # app closing on its own, the terminal would be left frozen on the broken screen
    app = make_app(None, tmp_path / "g.json")
    rung: list[bool] = []
    monkeypatch.setattr(app, "bell", lambda: rung.append(True))

    def broken() -> None:
        raise RuntimeError("an engine bug")

    def on_mount(self: RoadgamesApp) -> None:
        self.set_timer(0.01, broken)  # an error once the app runs, as in a key's handler

    monkeypatch.setattr(RoadgamesApp, "on_mount", on_mount)

    async def scenario() -> bool:
        run = asyncio.ensure_future(app.run_async(headless=True, size=(80, 24)))
        done, _ = await asyncio.wait({run}, timeout=10)
        if not done:  # the app hangs: end it, so that the test ends
            app.exit()
            await run
        return bool(done)

    assert asyncio.run(scenario())
    assert app.return_code == 1 and rung == [True]

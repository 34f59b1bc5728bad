"""A computer's move that reaches a table already closed (``q`` saved the game and the app
is leaving, as the computer's pause ended) is dropped: nothing applied, nothing saved
after the save the person was told of, no error raised on a screen taken down (the
benchmark of session 47 once met ``NoMatches('#status')`` there)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession


def computer_first() -> GameSession:
    """A classic game whose first move is a computer's."""
    return GameSession.new(make_rules("classic", 2), ["random", PERSON], seed=3)


def test_a_table_never_shown_takes_no_move(tmp_path: Path) -> None:
    session = computer_first()
    screen = TableScreen(session, Translator("en"), tmp_path / "save.json", delay=0)
    view = session.view(0)
    screen.computer_done(0, view.legal_actions[0], view, len(session.state.history))
    assert session.state.history == []
    assert not (tmp_path / "save.json").exists()


def test_a_move_after_the_app_began_to_leave_is_dropped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = computer_first()
    save = tmp_path / "save.json"
    # the computer's decision is handed to the table by hand below, as its worker would
    monkeypatch.setattr(TableScreen, "computer_turn", lambda self: None)

    async def scenario() -> None:
        app = make_app(session, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            turn = session.computer_turn()
            assert turn is not None
            seat, view = turn
            app.exit()  # as q does once the game is saved
            screen.computer_done(seat, view.legal_actions[0], view, 0)
            assert session.state.history == []
            assert not save.exists()

    asyncio.run(scenario())

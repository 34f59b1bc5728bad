"""Rush Hour Shift's end-of-game dialog opened as the app closes (the last move made as
the person quits): the seeded monkey (configuration 19, seed 9402) crashed there, the
dialog placing a box its skipped compose never made."""

from __future__ import annotations

import asyncio

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from roadgames.rushshift.state import GameResult
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.dialogs import GameEndScreen


class _Table(App[None]):
    """An app with one line on its screen, standing in for the table."""

    def compose(self) -> ComposeResult:
        yield Static("table")


def _game_end() -> GameEndScreen:
    """The dialog after game 1 of 3, won by Ann, the board's column ending at cell 60."""
    return GameEndScreen(
        GameResult(0, 0, 30),
        1,
        3,
        [1, 0],
        ["Ann", "Bob"],
        Translator("en"),
        False,
        beside=lambda size: 60,
    )


@pytest.mark.parametrize("exit_first", [True, False])
def test_the_game_end_opened_as_the_app_closes_does_not_crash(exit_first: bool) -> None:
    """Pushed just after the app was told to exit, or just before: the app closes with no
    error (it raised ``NoMatches`` for ``#summary-box``)."""
    dialog = _game_end()

    async def scenario() -> BaseException | None:
        app = _Table()
        async with app.run_test(size=(120, 40)) as pilot:
            if exit_first:
                app.exit()
                app.push_screen(dialog)
            else:
                app.push_screen(dialog)
                app.exit()
            await pilot.pause()
        return app._exception

    assert asyncio.run(scenario()) is None


def test_the_game_end_still_goes_beside_the_board_where_there_is_room() -> None:
    """The guard leaves the placing as it was: at 120 columns, with the board's column
    ending at 60, the box takes the 60 cells right of it."""
    dialog = _game_end()

    async def scenario() -> tuple[bool, int]:
        app = _Table()
        async with app.run_test(size=(120, 40)) as pilot:
            app.push_screen(dialog)
            await pilot.pause()
            return dialog.has_class("-beside"), dialog.query_one("#summary-box").region.width

    assert asyncio.run(scenario()) == (True, 60)

"""Mutants of :mod:`roadgames.tui.screens.new_game_controls` that the other tests let live
(session 43's second sweep): the seat rows the form shows as it opens."""

from __future__ import annotations

import asyncio

import pytest
from tui_helpers import Host

from roadgames.tui.i18n import Translator
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_controls import MAX_SEATS
from roadgames.tui.screens.new_game_setup import Setup


def _seat_rows_shown(setup: Setup) -> list[bool]:
    """Which of the form's seat rows are shown once it has opened on ``setup``."""
    screen = NewGameScreen(setup, Translator("en"), lambda _: None, None)
    shown: list[bool] = []

    async def scenario() -> None:
        async with Host(screen).run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            shown.extend(
                bool(screen.query_one(f"#seat-row-{seat}").display) for seat in range(MAX_SEATS)
            )

    asyncio.run(scenario())
    return shown


@pytest.mark.parametrize("players", [2, 4])
def test_the_form_opens_with_a_row_for_each_seat_and_no_more(players: int) -> None:
    """As it opens (no seat count chosen yet), the form shows exactly the setup's seats: a
    row more would offer a seat the game will not have."""
    shown = _seat_rows_shown(Setup(players=players))
    assert shown == [seat < players for seat in range(MAX_SEATS)]

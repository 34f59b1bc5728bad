"""A pop-up opened again as the same one closes (its answer's callback opens the next):
a Rush Hour Shift match's next game that the computer wins at once (``--delay 0``) opens a
new game-end dialog while the last one is still being taken off the screen. Each pop-up
had an id of its own kind (``rs-game-end``), so that the second one crashed the game
(``DuplicateIds``); no pop-up must."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from test_ctrl_c_on_popups_s38 import MILLE, RUSH, Make, _mille_app, _rush_app
from tui_helpers import settle

from roadgames.tui.game_app import GameApp


def _opened_again(app: GameApp[Any], make: Make) -> None:
    """Open ``make``'s pop-up over ``app``'s table and close it: its callback opens another
    at once, which must be the one shown after; the app still running."""

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            again = make(app)

            def closed(_: object) -> None:
                app.push_screen(again)

            first = make(app)
            app.push_screen(first, closed)
            await settle(pilot)
            first.dismiss(None)
            await settle(pilot)
            assert app.screen is again and app.is_running

    asyncio.run(scenario())


@pytest.mark.parametrize("name", list(MILLE))
def test_a_mille_bornes_pop_up_opens_again_as_it_closes(name: str, tmp_path: Path) -> None:
    _opened_again(_mille_app(tmp_path), MILLE[name][0])


@pytest.mark.parametrize("name", list(RUSH))
def test_a_rush_hour_shift_pop_up_opens_again_as_it_closes(name: str, tmp_path: Path) -> None:
    _opened_again(_rush_app(tmp_path), RUSH[name][0])

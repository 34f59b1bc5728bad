"""A game stopped from outside (``kill``: SIGTERM; the terminal closed: SIGHUP) is saved
and leaves as quitting does, so that the terminal is given back (an audit saw the game's
screen mode, mouse reporting and a hidden cursor left behind), with the exit status of a
process stopped by that signal; once the app is gone the signals are as they were."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import pytest
from tui_helpers import make_app, person_moves, settle

from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.tui.session import PERSON, GameSession

pytestmark = pytest.mark.usefixtures("no_collection")  # stops sent to this process


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_to_stop_saves_the_game_and_leaves(tmp_path: Path, signum: int) -> None:
    unhandled: list[int] = []

    def before(number: int, frame: object) -> None:  # the app's absence must not kill pytest
        unhandled.append(number)

    old = signal.signal(signum, before)
    path = tmp_path / "save.json"
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    app = make_app(session, path)
    moves: list[int] = []

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await person_moves(pilot, 2)
            moves.append(len(session.record().actions))
            os.kill(os.getpid(), signum)
            for _ in range(100):
                await pilot.pause(0.01)
                if app.return_code is not None:
                    break
            await settle(pilot)

    try:
        asyncio.run(scenario())
    finally:
        now = signal.signal(signum, old)
    assert not unhandled and app.return_code == 128 + signum
    assert app.return_value == str(path)
    assert len(GameRecord.load(path).actions) == moves[0]
    assert now is before  # the process's own handler back once the app is gone

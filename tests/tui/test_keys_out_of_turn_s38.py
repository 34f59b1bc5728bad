"""Picking a card while the computers play: a number key, an arrow or a click on a card of
the Mille Bornes hand picked it during their turns (the play, discard and draw keys did
nothing, as every key that chooses does while it is not the person's turn). The pick stayed
into the person's turn, by its place in the hand: the card drawn, sorted in, moved another
card to that place, which Enter then played. Now nothing picks a card until the person is
to choose; Rush Hour Shift's number keys, which move the list's cursor, did nothing already
(the list is empty while others play), pinned here too."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from test_mouse_and_edges_s27 import hand_of, rolled_session
from textual.pilot import Pilot
from textual.widgets import OptionList
from tui_helpers import make_app, make_rush_app, rush_table, settle, table

from roadgames.agents import Decision, register_agent
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.widgets.card import CardWidget

#: Set by the blocking players as they start thinking; released by a test to let them answer.
THINKING = threading.Event()
RELEASE = threading.Event()


class Blocked:
    """A computer player that thinks until :data:`RELEASE` is set, then plays its first
    legal action."""

    name = "test-s38-blocked"

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """The first legal action, once released (or after ten seconds)."""
        THINKING.set()
        RELEASE.wait(10)
        return Decision(legal[0], "released")


register_agent("millebornes", "test-s38-blocked", lambda seed: Blocked())
register_agent("rushshift", "test-s38-blocked", lambda seed: Blocked())

#: The keys that pick a card at the person's turn: each number, the arrows.
PICKING_KEYS = ("1", "4", "7", "left", "right")


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Nothing saved in the real home folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


async def _thinking(pilot: Pilot[str]) -> None:
    """Wait until the blocked player thinks."""
    for _ in range(200):
        if THINKING.is_set():
            break
        await pilot.pause(0.02)
    assert THINKING.is_set()
    await pilot.pause()


def test_no_key_or_click_picks_a_mille_bornes_card_while_a_computer_plays(
    tmp_path: Path,
) -> None:
    THINKING.clear()
    RELEASE.clear()
    session = rolled_session(other="test-s38-blocked", rolled=False)
    start = len(session.state.history)
    app = make_app(session, tmp_path / "save.json")
    picked: list[int | None] = []

    async def go() -> None:  # not settled first: the computer never finishes until released
        async with app.run_test(size=(100, 30)) as pilot:
            screen = table(app)
            try:
                await _thinking(pilot)
                assert screen.busy and session.state.to_move == 1
                hand = hand_of(screen)
                for key in PICKING_KEYS:
                    await pilot.press(key)
                    await pilot.pause()
                    assert screen.selected is None, key
                    assert screen.message == "", key
                await pilot.click("#hand-3")
                await pilot.pause()
                assert screen.selected is None
                assert not any(card.has_class("selected") for card in screen.query(CardWidget))
                assert hand_of(screen) == hand and len(session.state.history) == start
            finally:
                RELEASE.set()
            await settle(pilot)
            assert session.state.to_move == 0  # the person's turn: nothing picked for it
            picked.append(screen.selected)
            await pilot.press("4")  # a number picks now, as ever
            await pilot.pause()
            picked.append(screen.selected)

    asyncio.run(go())
    assert picked == [None, 3]


def test_rush_hour_shift_number_keys_do_nothing_while_a_computer_plays(tmp_path: Path) -> None:
    THINKING.clear()
    RELEASE.clear()
    rules = RUSHSHIFT.rules_from_options(None, 2)
    session = RushSession.new(rules, ["test-s38-blocked", PERSON], ["Bot", "Me"], seed=1)
    app = make_rush_app(session, tmp_path / "r.json")
    cursors: list[int | None] = []

    async def go() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            screen = rush_table(app)
            options = screen.query_one("#rs-actions", OptionList)
            try:
                await _thinking(pilot)
                assert screen.busy and screen.listed == ()
                start = len(session.state.history)
                for key in ("1", "2", "3"):
                    await pilot.press(key)
                    await pilot.pause()
                    assert screen.message == "" and len(session.state.history) == start, key
                    cursors.append(options.highlighted)
            finally:
                RELEASE.set()
            await settle(pilot)
            assert session.state.to_move == 1 and screen.listed
            cursors.append(options.highlighted)  # the person's list, from its top

    asyncio.run(go())
    assert cursors[-1] == 0 and set(cursors[:-1]) <= {None}

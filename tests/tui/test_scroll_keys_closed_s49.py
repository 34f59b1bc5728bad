"""A scrolling pop-up asked for its keys once it has no box (session 49, found by the
monkey: the score sheet opened and closed by keys pressed ahead, then Ctrl+C, which asks
the pop-up on top what keys it has, crashed the app with ``NoMatches``)."""

from __future__ import annotations

import asyncio

import pytest
from test_sheet_room_s48 import POPUPS
from tui_helpers import Host

from roadgames.tui.screens.scrolling import ScrollingPopUp


@pytest.mark.parametrize("which", sorted(POPUPS))
def test_a_pop_up_closed_has_no_scroll_keys_and_asking_does_not_crash(which: str) -> None:
    make, _, _ = POPUPS[which]
    popup = make()
    assert isinstance(popup, ScrollingPopUp)

    async def scenario() -> bool | None:
        app = Host(popup)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter" if which == "sheet" else "q")
            for _ in range(3):
                await pilot.pause()
            assert not popup.is_attached
            return popup.check_action("scroll_box", ("down",))

    assert asyncio.run(scenario()) is False

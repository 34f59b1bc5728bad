"""The screen that hides the table while the device goes to the next person (a game between
people on one screen) was the one screen without a footer of keys: every other screen
shows its keys at the bottom, in the interface's language. It shows its own two, Enter
(ready) and ``q`` (save and quit), in every language, at 80×24, and its help stays whole."""

from __future__ import annotations

import asyncio

import pytest
from test_loose_ends_s24 import _footer
from textual.widgets._footer import FooterKey
from tui_helpers import Host, flat, shown

from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.screens.pass_device import PassDeviceScreen


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_pass_device_screen_shows_its_keys(lang: str) -> None:
    tr = Translator(lang)
    name = tr("seat", n=2)
    text = shown(PassDeviceScreen(name, tr, lambda: None), (80, 24))
    footer = _footer(text)
    assert tr.key_label("Ready") in footer, footer
    assert f"q {tr.key_label('Save & quit')}" in footer, footer
    assert flat(tr("pass_device_help", name=name)) in flat(text)  # the help above it, whole


def _clicked(key: str) -> tuple[bool, int]:
    """The pass-the-device screen at 80×24, its footer's ``key`` clicked: whether the screen
    is still up, and how many times it was asked to save and quit."""
    quits: list[None] = []

    async def scenario() -> bool:
        app = Host(PassDeviceScreen("Ann", Translator("en"), lambda: quits.append(None)))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            footer_key = next(k for k in app.screen.query(FooterKey) if k.key == key)
            await pilot.click(footer_key)
            await pilot.pause()
            return isinstance(app.screen, PassDeviceScreen)

    up = asyncio.run(scenario())
    return up, len(quits)


def test_a_click_on_the_save_and_quit_key_leaves_the_table_covered() -> None:
    """The screen's click (ready) is not also a click on a key of its footer: ``q`` clicked
    would have saved and, where saving failed, shown the table to whoever held the device."""
    assert _clicked("q") == (True, 1)


def test_a_click_on_the_ready_key_uncovers_the_table_once() -> None:
    assert _clicked("enter") == (False, 0)

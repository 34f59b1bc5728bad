"""A mutant of the footer that the other tests let live (session 19's audit): composed
again while its screen is going (a dialog closed), the footer leaves its keys as they are
instead of failing. No test of the tables reaches that moment headless, so the screen's
bindings are made to fail as a screen that is going makes them."""

from __future__ import annotations

import asyncio
from typing import ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.dom import NoScreen
from textual.screen import Screen
from textual.widgets._footer import FooterKey

from roadgames.tui.widgets.footer import TranslatedFooter


class _KeysScreen(Screen[None]):
    """Two keys and the footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", "Play"),
        Binding("s", "save", "Save"),
    ]

    def compose(self) -> ComposeResult:
        yield TranslatedFooter()


class _KeysApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(_KeysScreen())


def _going(_: Screen[None]) -> object:
    raise NoScreen("the screen is going")


def test_a_footer_composed_again_as_its_screen_goes_keeps_its_keys(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = _KeysApp()

    async def scenario() -> tuple[list[str], list[str]]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            footer = app.screen.query_one(TranslatedFooter)
            before = [key.action for key in footer.query(FooterKey)]
            with monkeypatch.context() as going:
                going.setattr(Screen, "active_bindings", property(_going))
                await footer.recompose()  # no error: nothing to compose from
            await pilot.pause()
            return before, [key.action for key in footer.query(FooterKey)]

    before, after = asyncio.run(scenario())
    assert before == after == ["play", "save"]

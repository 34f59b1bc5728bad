"""A footer whose keys change over and over (Rush Hour Shift's "End turn", shown and hidden
each turn) keeps only the keys it shows: Textual's footer bound every key it composed to
its own ``compact`` and kept each one so bound, gone from the screen or not, so that a long
match held a few more keys (with their styles and caches) every turn."""

from __future__ import annotations

import asyncio
import gc
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets._footer import FooterKey

from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.footer import TranslatedFooter

#: How many times the footer's keys change in the test.
CHANGES = 40


class TogglingScreen(Screen[None]):
    """Three keys and the footer; the last is left out of it every other time (as the
    table leaves out a key the rules refuse for now)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", "Play"),
        Binding("s", "save", "Save"),
        Binding("e", "end_turn", "End turn"),
    ]
    keys_worded: ClassVar[dict[str, str]] = {}
    keys_spared_first: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        super().__init__()
        self.keys_left_out: frozenset[str] = frozenset()

    def compose(self) -> ComposeResult:
        yield TranslatedFooter(Translator("en"))

    def toggle(self) -> None:
        """The last key shown if it was not, left out if it was."""
        self.keys_left_out = frozenset() if self.keys_left_out else frozenset({"end_turn"})
        self.refresh_bindings()


class TogglingApp(App[None]):
    """An app showing :class:`TogglingScreen`."""

    def on_mount(self) -> None:
        self.push_screen(TogglingScreen())


def footer_keys_alive() -> int:
    """The footer keys still in memory, garbage collected first."""
    gc.collect()
    return sum(1 for thing in gc.get_objects() if isinstance(thing, FooterKey))


def test_a_footer_whose_keys_change_keeps_only_those_it_shows() -> None:
    app = TogglingApp()

    async def scenario() -> tuple[int, int, int]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, TogglingScreen)
            counts: list[int] = []
            for _ in range(CHANGES):
                screen.toggle()
                await pilot.pause()
                await pilot.pause()
                counts.append(len(screen.query(FooterKey)))
            assert sorted(counts[-2:]) == [2, 3]  # the keys did change
            return len(screen.query(FooterKey)), footer_keys_alive(), max(counts)

    shown, alive, most = asyncio.run(scenario())
    assert shown in (2, 3)
    # the keys on show, and at most a recomposition's worth more (not yet collected);
    # before, every key composed in the CHANGES recompositions stayed
    assert alive <= 2 * most, alive

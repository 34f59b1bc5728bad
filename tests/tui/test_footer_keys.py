"""The footer of key bindings has its keys from the first frame, and keeps them while the
bindings are reported again unchanged: a screenshot taken as soon as a table was up (the
language and snapshot tests, on a loaded machine) showed an empty footer now and then."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets._footer import FooterKey
from tui_helpers import make_app, settle

from roadgames.tui import demo
from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.footer import TranslatedFooter


class KeysScreen(Screen[None]):
    """A screen of two keys and the footer; it notes the footer's labels once mounted."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", "Play"),
        Binding("s", "save", "Save"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.at_mount: list[str] = []

    def compose(self) -> ComposeResult:
        yield TranslatedFooter(Translator("fr"))

    def on_mount(self) -> None:
        """The footer (a child) is mounted before its screen: what it shows already."""
        self.at_mount = [key.description for key in self.query(FooterKey)]


class KeysApp(App[None]):
    """An app showing :class:`KeysScreen`."""

    def on_mount(self) -> None:
        self.push_screen(KeysScreen())


def test_the_footer_has_its_keys_when_its_screen_is_mounted() -> None:
    """Textual's footer composed no key until the screen had reported its bindings and the
    screen had refreshed once more."""
    app = KeysApp()

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, KeysScreen)
            tr = Translator("fr")
            assert screen.at_mount == [tr.key_label("Play"), tr.key_label("Save")]

    asyncio.run(scenario())


def test_the_footer_keeps_its_keys_when_the_bindings_are_reported_again(
    tmp_path: Path,
) -> None:
    """Each report of the table's bindings (a focus change, a dialog closed) removed the
    footer's keys and mounted the same again: now the keys stay as they are."""
    app = make_app(demo.demo_session(), tmp_path / "save.json")

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            before = list(app.screen.query(FooterKey))
            assert before
            app.screen.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            after = list(app.screen.query(FooterKey))
            assert [id(key) for key in after] == [id(key) for key in before]

    asyncio.run(scenario())


def test_the_footer_tightens_and_loosens_with_the_width(tmp_path: Path) -> None:
    """The French keys need the tight spacing at 80 columns, not at 140: through a widening
    and a narrowing again, the spacing follows and the last label stays whole."""
    app = make_app(demo.demo_session(), tmp_path / "save.json", lang="fr")
    tr = Translator("fr")
    last = f"q {tr.key_label('Save & quit')}"

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            footer = app.screen.query_one(TranslatedFooter)
            seen = []
            for width in (80, 140, 80):
                await pilot.resize_terminal(width, 24)
                await pilot.pause()
                await pilot.pause()
                row = app.screen._compositor.render_strips()[-1].text
                seen.append((footer.has_class("-tight"), last in row))
            assert seen == [(True, True), (False, True), (True, True)]

    asyncio.run(scenario())

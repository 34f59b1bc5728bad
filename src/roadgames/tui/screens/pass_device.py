"""The screen that hides everything while the device goes to the next person."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.events import Click
from textual.screen import Screen
from textual.widgets import Static

from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.footer import TranslatedFooter
from roadgames.tui.widgets.typeset import Typeset


class PassDeviceScreen(Screen[None]):
    """Opaque: nothing of the table shows through. Enter, space or a click goes on; ``q``
    saves and quits as at the table (the game is saved after every move anyway). Its
    footer shows those keys, as every screen's does."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "Ready"),
        Binding("space", "ready", "Ready", show=False),
        Binding("q", "quit_game", "Save & quit"),
    ]

    def __init__(self, name: str, tr: Translator, on_quit: Callable[[], None]) -> None:
        super().__init__()
        self.person = name
        self.tr = tr
        self.on_quit = on_quit

    def compose(self) -> ComposeResult:
        """Two centred lines: who gets the device, and how to go on; the keys below."""
        with Vertical(id="pass-box"):  # each line centred on its own
            with Center():
                yield Static(
                    self.tr("pass_device", name=self.person), id="pass-title", markup=False
                )
            with Center():
                # "…quand c'est prêt ; q enregistre…": not broken before its ";"
                yield Typeset(self.tr("pass_device_help", name=self.person), id="pass-help")
        yield TranslatedFooter(self.tr)

    def action_ready(self) -> None:
        """The person is ready: uncover the table."""
        self.dismiss(None)

    def action_quit_game(self) -> None:
        """Save and leave, from behind the screen (``on_quit``: the table's own quitting)."""
        self.on_quit()

    def on_click(self, event: Click) -> None:
        """A click means ready too; not one on a key of the footer, which does that key's
        work (``q`` clicked would also have uncovered the table)."""
        event.stop()
        if event.widget is not None and any(
            isinstance(node, TranslatedFooter) for node in event.widget.ancestors_with_self
        ):
            return
        self.dismiss(None)

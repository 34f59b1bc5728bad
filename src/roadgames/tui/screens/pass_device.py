"""The screen that hides everything while the device goes to the next person."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.events import Click
from textual.screen import Screen
from textual.widgets import Static

from roadgames.tui.i18n import Translator


class PassDeviceScreen(Screen[None]):
    """Opaque: nothing of the table shows through. Enter, space or a click goes on."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "Ready"),
        Binding("space", "ready", "Ready", show=False),
    ]

    def __init__(self, name: str, tr: Translator) -> None:
        super().__init__(id="pass-device")
        self.person = name
        self.tr = tr

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(self.tr("pass_device", name=self.person), id="pass-title", markup=False)
            yield Static(
                self.tr("pass_device_help", name=self.person), id="pass-help", markup=False
            )

    def action_ready(self) -> None:
        """The person is ready: uncover the table."""
        self.dismiss(None)

    def on_click(self, event: Click) -> None:
        """A click means ready too."""
        event.stop()
        self.dismiss(None)

"""The frame every game's rules screen shares: a titled, scrolling box over the table, and
the keys that close it."""

from __future__ import annotations

from typing import ClassVar, Generic, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.footer import TranslatedFooter

RulesT = TypeVar("RulesT")


class RulesFrame(ModalScreen[None], Generic[RulesT]):
    """The rules of a game in a scrolling box; a game's screen writes the body. Escape
    closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("question_mark", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
    ]

    def __init__(self, rules: RulesT, tr: Translator) -> None:
        super().__init__(id="rules")
        self.rules = rules
        self.tr = tr

    def compose(self) -> ComposeResult:
        with Vertical(id="rules-box"):
            yield Static(self.tr("rules_title"), classes="dialog-title", markup=False)
            with VerticalScroll(id="rules-text"):
                yield from self.body()
            yield Static(self.tr("close"), classes="dialog-help", markup=False)
        yield TranslatedFooter(self.tr)  # its own keys, not the table's below it

    def body(self) -> ComposeResult:
        """The rules text's widgets."""
        raise NotImplementedError

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)

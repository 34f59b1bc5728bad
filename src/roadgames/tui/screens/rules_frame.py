"""The frame every game's rules screen shares: a titled, scrolling box over the table, and
the keys that close it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Generic, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from roadgames.tui.i18n import Translator
from roadgames.tui.screens.scrolling import SCROLL_BINDINGS, ScrollingPopUp
from roadgames.tui.widgets.footer import TranslatedFooter
from roadgames.tui.widgets.typeset import Typeset

RulesT = TypeVar("RulesT")


class RulesFrame(ScrollingPopUp[None], Generic[RulesT]):
    """The rules of a game in a scrolling box; a game's screen writes the body. Escape
    closes it. While the rules are taller than their box (at 80×24 they always are), the
    footer shows the keys that scroll them, as the summary's does."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("question_mark", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
        *SCROLL_BINDINGS,
    ]
    SCROLLED = "#rules-text"

    def __init__(self, rules: RulesT, tr: Translator, keys: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__()
        self.rules = rules
        self.tr = tr
        #: The table's keys, (keys, label) each, for the help (none: no Keys heading).
        self.keys = list(keys)

    def compose(self) -> ComposeResult:
        """The title, the scrolling body the game's screen writes, and how to close it."""
        with Vertical(id="rules-box"):
            yield Static(self.tr("rules_title"), classes="dialog-title", markup=False)
            with VerticalScroll(id="rules-text"):
                yield from self.body()
            yield Static(self.tr("close"), classes="dialog-help", markup=False)
        yield TranslatedFooter(self.tr)  # its own keys, not the table's below it

    def body(self) -> ComposeResult:
        """The rules text's widgets."""
        raise NotImplementedError

    def key_lines(self, pick: str) -> ComposeResult:
        """The Keys heading, the line ``pick`` on choosing a card, and a line for each key:
        nothing where the table gave no keys."""
        tr = self.tr
        if not self.keys:
            return
        yield Static(tr("help_keys"), classes="help-heading", markup=False)
        yield Typeset(pick, classes="help-line")
        for shown, label in self.keys:
            line = tr("key_line", keys=shown, label=label)
            yield Typeset(line, classes="help-line")

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)

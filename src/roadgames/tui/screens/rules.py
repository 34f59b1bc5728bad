"""The rules screen: the options in force, in words."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from roadgames.millebornes import Rules
from roadgames.tui.i18n import Translator
from roadgames.tui.rules_text import describe_rules


class RulesScreen(ModalScreen[None]):
    """Every rule in force as a sentence. Escape closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("question_mark", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
    ]

    def __init__(self, rules: Rules, tr: Translator) -> None:
        super().__init__(id="rules")
        self.rules = rules
        self.tr = tr

    def compose(self) -> ComposeResult:
        with Vertical(id="rules-box"):
            yield Static(self.tr("rules_title"), classes="dialog-title")
            with VerticalScroll(id="rules-text"):
                for line in describe_rules(self.rules, self.tr):
                    yield Static(f"• {line}", classes="rule-line")
            yield Static(self.tr("close"), classes="dialog-help")

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)

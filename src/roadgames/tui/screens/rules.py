"""The rules screen: the options in force, in words."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Static

from roadgames.millebornes import Rules
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.screens.rules_frame import RulesFrame


class RulesScreen(RulesFrame[Rules]):
    """Every rule in force as a sentence. Escape closes it."""

    def body(self) -> ComposeResult:
        """One line a rule."""
        for line in describe_rules(self.rules, self.tr):
            yield Static(f"• {line}", classes="rule-line", markup=False)

"""The rules screen (the help key): the options in force in words, then the table's keys
and what its signs mean."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Static

from roadgames.millebornes import Rules
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.screens.rules_frame import RulesFrame
from roadgames.tui.widgets.bullet import Bullet
from roadgames.tui.widgets.hand import DRAWN_MARK
from roadgames.tui.widgets.typeset import Typeset


class RulesScreen(RulesFrame[Rules]):
    """Every rule in force as a sentence; then ``keys`` (key, label) and the signs of the
    table (the safeties' ▯ and ▭, the ✓ of a playable card, the double frame of the card
    picked, the mark of the card just drawn, a hint's ✗ and ▶). Escape closes it."""

    def body(self) -> ComposeResult:
        """One line a rule, then the keys and the signs under their headings."""
        tr = self.tr
        for line in describe_rules(self.rules, tr):
            yield Bullet(line, classes="rule-line")
        yield from self.key_lines(tr("help_pick"))
        yield Static(tr("help_marks"), classes="help-heading", markup=False)
        signs = (
            tr("help_safety"),
            tr("help_coup"),
            tr("help_legal"),
            tr("help_selected"),
            tr("help_drawn", mark=DRAWN_MARK),
            tr("help_hint_marks"),
        )
        for sign in signs:
            yield Typeset(sign, classes="help-line")

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
from roadgames.tui.screens.popup import PopUp
from roadgames.tui.widgets.footer import TranslatedFooter

RulesT = TypeVar("RulesT")


class RulesFrame(PopUp[None], Generic[RulesT]):
    """The rules of a game in a scrolling box; a game's screen writes the body. Escape
    closes it. While the rules are taller than their box (at 80×24 they always are), the
    footer shows the keys that scroll them, as the summary's does."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("question_mark", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
        # the screen's, before the box's own; the arrows shown as one key
        Binding("up", "scroll_rules('up')", "Scroll", show=False, priority=True),
        Binding("down", "scroll_rules('down')", "Scroll", key_display="↑↓", priority=True),
    ]

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

    def on_mount(self) -> None:
        """The scroll keys shown once the rules are laid out (and known to scroll)."""
        self.call_after_refresh(self.refresh_bindings)

    def on_resize(self) -> None:
        """A new size may make the rules fit, or not."""
        self.call_after_refresh(self.refresh_bindings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The scroll keys act, and show, only where the rules are taller than their box."""
        if action == "scroll_rules":
            return self.query_one("#rules-text", VerticalScroll).max_scroll_y > 0
        return True

    def action_scroll_rules(self, how: str) -> None:
        """Scroll the rules a line up or down."""
        box = self.query_one("#rules-text", VerticalScroll)
        box.scroll_relative(y=-1 if how == "up" else 1, animate=False)

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
        yield Static(pick, classes="help-line", markup=False)
        for shown, label in self.keys:
            line = tr("key_line", keys=shown, label=label)
            yield Static(line, classes="help-line", markup=False)

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)

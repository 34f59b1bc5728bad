"""A bullet point whose wrapped lines start under its text, not under the bullet."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.widgets import Static


class Bullet(HorizontalGroup):
    """``mark`` (a bullet, a dash) in a column of its own, then ``text`` wrapping beside it
    (a hanging indent: Textual's text has no indent of its own for the lines after the
    first)."""

    DEFAULT_CSS = """
    Bullet > .bullet-mark {
        width: 2;
    }
    Bullet > .bullet-text {
        width: 1fr;
    }
    """

    def __init__(self, text: str, mark: str = "•", classes: str | None = None) -> None:
        super().__init__(classes=classes)
        self.text = text
        self.mark = mark

    def compose(self) -> ComposeResult:
        """The mark, then the text beside it."""
        yield Static(self.mark, classes="bullet-mark", markup=False)
        yield Static(self.text, classes="bullet-text", markup=False)

"""A bullet point whose wrapped lines start under its text, not under the bullet."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from roadgames.tui.fitting import wrap_french


class Bullet(Static):
    """``mark`` (a bullet, a dash) in a column of its own, then ``text`` wrapping beside it
    (a hanging indent: Textual's text has no indent of its own for the lines after the
    first). One widget, its two columns a Rich grid: a rules screen holds dozens of them,
    and three widgets each made it slow to open."""

    #: The width of the mark's column.
    MARK_WIDTH = 2

    def __init__(self, text: str, mark: str = "•", classes: str | None = None) -> None:
        self.text = text
        self.mark = mark
        super().__init__(self._grid(text), classes=classes)

    def _grid(self, text: str) -> Table:
        """The mark and ``text`` in their two columns."""
        grid = Table.grid(expand=True)
        grid.add_column(width=self.MARK_WIDTH, no_wrap=True)
        grid.add_column(ratio=1)
        grid.add_row(Text(self.mark), Text(text))  # as written: a rule's words are no markup
        return grid

    def on_resize(self) -> None:
        """The text's lines broken again at the new width, where French typography allows
        (:func:`~roadgames.tui.fitting.wrap_french`: not before the ``:`` of "Arrivée :")."""
        room = self.content_size.width - self.MARK_WIDTH
        if room > 0:
            self.update(self._grid(wrap_french(self.text, room)))

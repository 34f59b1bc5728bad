"""Text whose lines are broken where French typography allows, at the width it has."""

from __future__ import annotations

from textual.widgets import Static

from roadgames.tui.fitting import french_lines


class Typeset(Static):
    """Plain text (no markup) on lines broken by :func:`~roadgames.tui.fitting.wrap_french`
    at the widget's width, again at each new width: the screen's own wrapping breaks at
    any space, and began a line with the ``?`` of "…votre As du Volant ?". Text with no
    mark set apart (:func:`~roadgames.tui.fitting.sets_marks_apart`) is shown as given,
    for the screen to break."""

    def __init__(
        self, text: str = "", *, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(text, id=id, classes=classes, markup=False)
        #: The text as given, its lines not yet broken.
        self.text = text

    def show(self, text: str) -> None:
        """Show ``text`` instead."""
        self.text = text
        self._break_lines()

    def on_resize(self) -> None:
        """A new width breaks the lines again."""
        self._break_lines()

    def _break_lines(self) -> None:
        width = self.content_size.width
        # no width yet, or no mark set apart (the screen breaks it as wrap_french would):
        # the text stays as given
        self.update(french_lines(self.text, width) if width else self.text)

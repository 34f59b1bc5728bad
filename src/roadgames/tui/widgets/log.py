"""The scrolling log of what happened, in words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from rich.console import RenderableType
from rich.measure import measure_renderables
from rich.text import Text
from textual.events import Resize
from textual.widgets import RichLog

from roadgames.tui.fitting import sets_marks_apart, wrap_french
from roadgames.tui.i18n import Translator, describe_event

#: The most lines a game's log keeps, the oldest let go first: a whole Mille Bornes match
#: of six seats, a dozen games of Rush Hour Shift. Each line kept holds a few kilobytes, and
#: a long match (99 games of Rush Hour Shift) wrote tens of thousands of them.
LOG_LINES = 2000


class TypesetLog(RichLog):
    """A log whose lines of text are broken where French typography allows
    (:func:`~roadgames.tui.fitting.wrap_french`), at the width they are written at: the
    log's own wrapping breaks at any space, and began a line with the ``?`` of "Annoncer
    l'allonge à 1000 ?". Text without those marks, and text with markup
    (``markup=True``), is left to the log to break; a log that does not wrap
    (``wrap=False``) breaks none."""

    def write(
        self,
        content: RenderableType | object,
        width: int | None = None,
        expand: bool = False,
        shrink: bool = True,
        scroll_end: bool | None = None,
        animate: bool = False,
    ) -> Self:
        """Write ``content`` at the bottom of the log, a text's lines broken first."""
        if (
            isinstance(content, str)
            and sets_marks_apart(content)
            and self.wrap
            and not self.markup
            and width is None
            and self._size_known
        ):
            # the width the log wraps the text at, measured as RichLog.write measures it;
            # before the size is known the write is put off, and made here again once it is
            console = self.app.console
            room = measure_renderables(console, console.options, [Text(content)]).maximum
            if shrink:
                room = min(room, self.scrollable_content_region.width)
            content = wrap_french(content, max(room, self.min_width))
        return super().write(content, width, expand, shrink, scroll_end, animate)


class GameLog(TypesetLog):
    """Appends the public events of the engine's log, as sentences, once each."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(
            max_lines=LOG_LINES, wrap=True, markup=False, highlight=False, min_width=20, id=id
        )
        self._hand = -1
        self._seen = 0

    def show(
        self,
        hand: int,
        entries: Sequence[tuple[int, str]],
        names: Sequence[str],
        team_names: Sequence[str],
        tr: Translator,
    ) -> None:
        """Write the entries not yet written (the engine starts a new log each hand)."""
        if hand != self._hand:
            self._hand = hand
            self._seen = 0
        for seat, text in entries[self._seen :]:
            self.write(describe_event(seat, text, names, team_names, tr))
        self._seen = len(entries)

    def note(self, text: str) -> None:
        """A line from the interface itself (saved, hint …)."""
        self.write(text)

    def on_resize(self, event: Resize) -> None:
        """The latest lines stay in sight when the log gives up rows (a hint below the
        hand, more lines of safeties above)."""
        if self.auto_scroll:
            self.scroll_end(animate=False, x_axis=False)

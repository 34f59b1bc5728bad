"""The scrolling log of what happened, in words."""

from __future__ import annotations

from collections.abc import Sequence

from textual.events import Resize
from textual.widgets import RichLog

from roadgames.tui.i18n import Translator, describe_event


class GameLog(RichLog):
    """Appends the public events of the engine's log, as sentences, once each."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, min_width=20, id=id)
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

"""A pop-up whose text scrolls in a box (the rules, a score sheet, the final scores): the
arrows that scroll it, shown in its footer only while the box is taller than it shows."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll

from roadgames.tui.screens.popup import PopUp

ResultT = TypeVar("ResultT")

#: The keys that scroll the box, last among a pop-up's own (its footer shows them last):
#: the screen's, before the box's own (which the footer does not show), the arrows shown
#: as one key, since a Textual group of keys cannot be translated.
SCROLL_BINDINGS: list[BindingType] = [
    Binding("up", "scroll_box('up')", "Scroll", show=False, priority=True),
    Binding("down", "scroll_box('down')", "Scroll", key_display="↑↓", priority=True),
]


class ScrollingPopUp(PopUp[ResultT]):
    """A pop-up with a box of text that may be taller than the screen shows (its
    :attr:`SCROLLED`). Its bindings add :data:`SCROLL_BINDINGS`, which act, and show, only
    while the box scrolls: once it is laid out, and again at each new size."""

    #: The selector of the scrolling box.
    SCROLLED: ClassVar[str]

    def on_mount(self) -> None:
        """The scroll keys shown once the box is laid out (and known to scroll)."""
        self.call_after_refresh(self.refresh_bindings)

    def on_resize(self) -> None:
        """A new size may make the text fit, or not."""
        self.call_after_refresh(self.refresh_bindings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The scroll keys act, and show, only where the text is taller than its box."""
        if action == "scroll_box":
            return self.query_one(self.SCROLLED, VerticalScroll).max_scroll_y > 0
        return True

    def action_scroll_box(self, how: str) -> None:
        """Scroll the text a line ``up`` or ``down``, or a ``page`` down."""
        box = self.query_one(self.SCROLLED, VerticalScroll)
        if how == "page":
            box.scroll_page_down(animate=False)
        else:
            box.scroll_relative(y=-1 if how == "up" else 1, animate=False)

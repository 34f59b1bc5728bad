"""A pop-up whose text scrolls in a box (the rules, a score sheet, the final scores): the
box given the room its dialog leaves, and the arrows that scroll it, shown in its footer
only while the box is taller than it shows."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.css.scalar import Scalar
from textual.geometry import Size
from textual.widget import Widget

from roadgames.tui.screens.popup import PopUp

ResultT = TypeVar("ResultT")

#: The fewest lines the box keeps on the smallest screen, where the dialog's other lines
#: leave it nothing: the dialog is then cut at its foot rather than lose its text.
MIN_ROOM = 3

#: The keys that scroll the box, last among a pop-up's own (its footer shows them last):
#: the screen's, before the box's own (which the footer does not show), the arrows shown
#: as one key, since a Textual group of keys cannot be translated.
SCROLL_BINDINGS: list[BindingType] = [
    Binding("up", "scroll_box('up')", "Scroll", show=False, priority=True),
    Binding("down", "scroll_box('down')", "Scroll", key_display="↑↓", priority=True),
]


class ScrollingPopUp(PopUp[ResultT]):
    """A pop-up with a box of text that may be taller than the screen shows (its
    :attr:`SCROLLED`, in a dialog whose height is capped). At each size the box is given
    the room the dialog's other lines leave (they may wrap), so that none of them, the
    keys last of all, is cut. Its bindings add :data:`SCROLL_BINDINGS`, which act, and
    show, only while the box scrolls: once it is laid out, and again at each new size."""

    #: The selector of the scrolling box.
    SCROLLED: ClassVar[str]

    def on_mount(self) -> None:
        """The box fitted, and the scroll keys shown, once the dialog is laid out."""
        self.call_after_refresh(self.fit_scrolled)

    def on_resize(self) -> None:
        """A new size may make the text fit, or not, and the lines around it wrap anew."""
        self.call_after_refresh(self.fit_scrolled)

    def fit_scrolled(self) -> None:
        """Cap the box at the room its dialog leaves it (the dialog's greatest height, a
        share of the screen less the footer, less its frame and its other lines as now
        laid out), then, once that is laid out, show the scroll keys or not. The room is
        reckoned from the dialog's cap, not its height, so that the box grows again on a
        taller screen."""
        found = self.query(self.SCROLLED).results(VerticalScroll)
        box = next(found, None)
        if box is None:  # closed at once (a key pressed ahead), before it was laid out
            return
        dialog = box.parent
        if isinstance(dialog, Widget) and dialog.styles.max_height is not None:
            area = self.size - Size(0, dialog.dock_gutter.height)  # less the footer
            cap = int(dialog.styles.max_height.resolve(area, self.app.size))
            others = sum(
                child.outer_size.height + child.styles.margin.height
                for child in dialog.displayed_children
                if child is not box
            )
            room = max(cap - dialog.styles.gutter.height - others, MIN_ROOM)
            # a box showing its whole text in its room is left as it is (no second layout)
            cut = box.outer_size.height > room or box.max_scroll_y > 0
            if cut and box.styles.max_height != Scalar.from_number(room):
                box.styles.max_height = room
        self.call_after_refresh(self.refresh_bindings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The scroll keys act, and show, only where the text is taller than its box (none
        on a pop-up with no box: closed, a key pressed ahead, as Ctrl+C asks what keys it
        has)."""
        if action == "scroll_box":
            box = next(self.query(self.SCROLLED).results(VerticalScroll), None)
            return box is not None and box.max_scroll_y > 0
        return True

    def action_scroll_box(self, how: str) -> None:
        """Scroll the text a line ``up`` or ``down``, or a ``page`` down."""
        box = self.query_one(self.SCROLLED, VerticalScroll)
        if how == "page":
            box.scroll_page_down(animate=False)
        else:
            box.scroll_relative(y=-1 if how == "up" else 1, animate=False)

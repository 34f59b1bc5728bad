"""What every screen over the table shares (the rules, a score sheet, a question, the end of
a game or of the match): Ctrl+C says how to leave from there, as it does at the table."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from textual.binding import Binding, BindingType
from textual.screen import ModalScreen

ResultT = TypeVar("ResultT")


class PopUp(ModalScreen[ResultT]):
    """A screen over the table. Ctrl+C, with no text selected to copy (Textual's own use of
    it on a screen, kept first), is the app's: it says how to leave from here
    (:meth:`~roadgames.tui.game_app.GameApp.action_help_quit`). Textual looks for a key's
    binding no further than a modal screen, and the app's Ctrl+C is not a priority one (it
    would keep text in a field from being copied), so that it did nothing here.

    A pop-up names the actions of its keys that close it, back to the table
    (:attr:`CLOSE_ACTIONS`), and of those that leave the game from it
    (:attr:`LEAVE_ACTIONS`), for the notice to name their keys."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # a key's bindings on a screen replace its base class's: Textual's copy, kept first
        # (unlabelled: never shown)
        Binding("ctrl+c,super+c", "screen.copy_text", show=False),
        Binding("ctrl+c", "app.help_quit", show=False),
    ]

    #: The actions of the keys that close the pop-up, back to the table.
    CLOSE_ACTIONS: ClassVar[tuple[str, ...]] = ("close",)
    #: The actions of the keys that leave the game from the pop-up (the end of a match).
    LEAVE_ACTIONS: ClassVar[tuple[str, ...]] = ()

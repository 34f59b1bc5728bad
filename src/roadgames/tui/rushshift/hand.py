"""The hand: a seat's cards face up with the playable ones marked, or card backs when the
hand is hidden (the other seat's, or on a shared screen between turns)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.events import Click
from textual.message import Message
from textual.widgets import Static

from roadgames.rushshift.cards import CARD_SHIFTS, CARD_SLIDES, CARD_STEPS, Card
from roadgames.rushshift.rules import MAX_HAND_SIZE
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.words import card_face

#: The most cards a hand can hold under any rules.
MAX_HAND = MAX_HAND_SIZE
_STATE_CLASSES = {"legal", "back", "dim", "kind-move", "kind-slide", "kind-shift", "kind-ms"}


def card_kind(card: Card) -> str:
    """``move``, ``slide``, ``shift`` or ``ms`` (move & shift): the card's colour."""
    if CARD_SLIDES[card]:
        return "slide"
    if CARD_SHIFTS[card]:
        return "ms" if CARD_STEPS[card] else "shift"
    return "move"


class RushCard(Static):
    """One card face or back; a click on a face chooses it."""

    class Chosen(Message):
        """The card at ``index`` was clicked."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, index: int, tr: Translator) -> None:
        super().__init__(id=f"rs-card-{index}", classes="rs-card")
        self.index = index
        self.tr = tr
        self.card: Card | None = None

    def show(self, card: Card | None, legal: bool, dim: bool) -> None:
        """A face (``card``) or a back (``None``)."""
        self.card = card
        wanted = {"back"} if card is None else {f"kind-{card_kind(card)}"}
        if legal:
            wanted.add("legal")
        if dim:
            wanted.add("dim")
        self.set_classes((set(self.classes) - _STATE_CLASSES) | wanted)
        self.update(Text("▚▚▚" if card is None else card_face(card, self.tr), style="bold"))
        self.border_title = str(self.index + 1)
        self.border_subtitle = "✓" if legal else ""

    def on_click(self, event: Click) -> None:
        """Choose this card."""
        event.stop()
        if self.card is not None:
            self.post_message(self.Chosen(self.index))


class RushHand(Horizontal):
    """Up to :data:`MAX_HAND` card slots, their faces in ``tr``'s language."""

    def __init__(self, tr: Translator, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.tr = tr

    def compose(self) -> ComposeResult:
        """Every slot; :meth:`show` fills them and hides those the hand leaves empty."""
        for index in range(MAX_HAND):
            yield RushCard(index, self.tr)

    def show(
        self, cards: Sequence[Card] | None, count: int, legal: Sequence[Card], active: bool
    ) -> None:
        """Show ``cards`` face up, ``legal`` ones marked (``None``: ``count`` backs).
        While ``active`` (the seat must choose a card), the others are dimmed."""
        for index, slot in enumerate(self.query(RushCard)):
            shown = count if cards is None else len(cards)
            slot.display = index < shown
            if not slot.display:
                continue
            if cards is None:
                slot.show(None, False, False)
            else:
                card = cards[index]
                playable = card in legal
                slot.show(card, playable, active and not playable)

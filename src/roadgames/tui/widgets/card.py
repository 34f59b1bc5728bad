"""A card drawn as a small bordered box, coloured by kind; a hand card can be clicked."""

from __future__ import annotations

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widgets import Static

from roadgames.millebornes.cards import Card
from roadgames.tui.i18n import Translator

_KIND_CLASSES = ("kind-distance", "kind-hazard", "kind-remedy", "kind-safety", "kind-back")
_STATE_CLASSES = ("legal", "selected", "empty", "dim")


def card_kind(card: Card) -> str:
    """``distance``, ``hazard``, ``remedy`` or ``safety``."""
    if card <= Card.D200:
        return "distance"
    if card <= Card.STOP:
        return "hazard"
    if card <= Card.ROLL:
        return "remedy"
    return "safety"


class CardWidget(Static):
    """One card face, a card back, or an empty slot."""

    class Chosen(Message):
        """A card (by position) was clicked."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, index: int | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="card")
        self.index = index
        self.card: Card | None = None
        self._shown: tuple[object, ...] | None = None

    def show(
        self,
        card: Card | None,
        tr: Translator,
        *,
        label: str = "",
        note: str = "",
        legal: bool = False,
        selected: bool = False,
        back: bool = False,
        dim: bool = False,
        empty_text: str = "",
    ) -> None:
        """Draw ``card`` (or a back, or an empty slot with ``empty_text``)."""
        key = (card, tr.lang, label, note, legal, selected, back, dim, empty_text)
        if key == self._shown:
            return  # redrawing costs a restyle and a repaint
        self._shown = key
        self.card = None if back else card
        wanted: set[str] = set()
        if back:
            wanted.add("kind-back")
            self.update(Text("▚▚▚", style="bold"), layout=False)
        elif card is None:
            wanted.add("empty")
            self.update(Text(empty_text, style="italic"), layout=False)
        else:
            wanted.add(f"kind-{card_kind(card)}")
            self.update(Text(tr.card(card), style="bold"), layout=False)
        for flag, name in ((legal, "legal"), (selected, "selected"), (dim, "dim")):
            if flag:
                wanted.add(name)
        managed = set(_KIND_CLASSES + _STATE_CLASSES)
        current = set(self.classes) & managed
        if current != wanted:
            # One restyle, not one per class: restyling is what costs.
            self.set_classes((set(self.classes) - managed) | wanted)
        self.border_title = label
        self.border_subtitle = note

    def on_click(self, event: Click) -> None:
        """A click on a hand card chooses it."""
        if self.index is not None:
            event.stop()
            self.post_message(self.Chosen(self.index))

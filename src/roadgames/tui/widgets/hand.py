"""The person's hand: up to seven cards, the legal plays marked, one selected."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal

from roadgames.millebornes.cards import Card
from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.card import CardWidget

MAX_HAND = 7
#: The mark on the card drawn this turn, beside its number (a sign: the same in every
#: language; the help says what it means).
DRAWN_MARK = "★"


class HandWidget(Horizontal):
    """Seven card slots; ``show`` fills them from the seat's view."""

    def compose(self) -> ComposeResult:
        """The seven slots, which :meth:`show` fills."""
        for index in range(MAX_HAND):
            yield CardWidget(index, id=f"hand-{index}")

    def show(
        self,
        cards: Sequence[Card] | None,
        count: int,
        tr: Translator,
        playable: Sequence[bool] = (),
        selected: int | None = None,
        active: bool = False,
        drawn: Sequence[bool] = (),
    ) -> None:
        """Show ``cards`` (``None``: ``count`` card backs, the hand being hidden).

        ``playable[i]`` marks a card with a legal play; cards that can only be discarded are
        dimmed while it is the seat's turn to play. ``drawn[i]`` marks the card drawn this
        turn (:data:`DRAWN_MARK` beside its number): the hand is sorted, so that a drawn
        card would otherwise be lost among the others.
        """
        for index, slot in enumerate(self.query(CardWidget)):
            if cards is None:
                slot.display = index < count
                slot.show(None, tr, back=True, label=str(index + 1))
                continue
            if index >= len(cards):
                slot.display = False
                continue
            slot.display = True
            legal = index < len(playable) and playable[index]
            new = index < len(drawn) and drawn[index]
            slot.show(
                cards[index],
                tr,
                label=f"{index + 1} {DRAWN_MARK}" if new else str(index + 1),
                note="✓" if legal else "",
                legal=legal,
                selected=index == selected,
                dim=active and not legal,
                drawn=new,
            )

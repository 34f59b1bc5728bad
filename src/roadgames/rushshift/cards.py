"""The cards: four kinds (MOVE n, SLIDE, SHIFT, MOVE & SHIFT n) and the deck's make-up.

The deck's make-up is not published in any source found (RUSH_HOUR_SHIFT.md); the default
below comes from one amateur implementation and is a placeholder. It is plain data: change
:data:`DEFAULT_DECK`, or pass another make-up as the rules option ``deck``.

>>> parse_card("ms2"), CARD_STEPS[Card.MOVE3], sum(DEFAULT_DECK.values())
(Card.MS2, 3, 32)
"""

from __future__ import annotations

from enum import IntEnum

from roadgames.core.errors import MalformedActionError
from roadgames.core.switches import short_repr


class Card(IntEnum):
    """Every card type; the name is the code used in notation, decks and records."""

    MOVE1 = 0
    MOVE2 = 1
    MOVE3 = 2
    MOVE4 = 3
    SLIDE = 4
    SHIFT = 5
    MS1 = 6
    MS2 = 7
    MS3 = 8
    MS4 = 9

    @property
    def code(self) -> str:
        """The notation code (``MOVE3``, ``SLIDE``, ``MS2`` …)."""
        return self.name

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        # pasteable, as an action's repr is: the enum's own (<Card.SLIDE: 4>) is no Python
        return f"Card.{self.name}"


ALL_CARDS: tuple[Card, ...] = tuple(Card)
NUM_CARD_TYPES = len(ALL_CARDS)
#: Single-square steps each card allows (MOVE n and MOVE & SHIFT n).
CARD_STEPS: tuple[int, ...] = (1, 2, 3, 4, 0, 0, 1, 2, 3, 4)
#: Whether each card allows one shift.
CARD_SHIFTS: tuple[bool, ...] = (False,) * 5 + (True,) * 5
#: Whether each card allows one slide.
CARD_SLIDES: tuple[bool, ...] = (False,) * 4 + (True,) + (False,) * 5

#: The make-up of the 32-card deck (unconfirmed; see the module docstring).
DEFAULT_DECK: dict[Card, int] = {
    Card.MOVE1: 3,
    Card.MOVE2: 5,
    Card.MOVE3: 5,
    Card.MOVE4: 3,
    Card.SLIDE: 5,
    Card.SHIFT: 6,
    Card.MS2: 3,
    Card.MS3: 2,
}

#: Longer names for people (the rules text, the UI): the printed English titles.
TITLES: dict[Card, str] = {
    Card.MOVE1: "MOVE 1",
    Card.MOVE2: "MOVE 2",
    Card.MOVE3: "MOVE 3",
    Card.MOVE4: "MOVE 4",
    Card.SLIDE: "SLIDE",
    Card.SHIFT: "SHIFT",
    Card.MS1: "MOVE & SHIFT 1",
    Card.MS2: "MOVE & SHIFT 2",
    Card.MS3: "MOVE & SHIFT 3",
    Card.MS4: "MOVE & SHIFT 4",
}


#: The titles in the languages whose rules booklet names the cards (any other language shows
#: :data:`TITLES`). The French booklet (pages 14–15, "Règles des cartes") names DÉPLACEMENT,
#: DÉCALAGE DE LA GRILLE and GLISSEMENT; it shows no MOVE & SHIFT card, whose French title
#: here joins the booklet's words for the two things it does (a title of ours, not printed).
LOCAL_TITLES: dict[str, dict[Card, str]] = {
    "fr": {
        **{
            card: f"DÉPLACEMENT {CARD_STEPS[card]}"
            for card in (Card.MOVE1, Card.MOVE2, Card.MOVE3, Card.MOVE4)
        },
        Card.SLIDE: "GLISSEMENT",
        Card.SHIFT: "DÉCALAGE DE LA GRILLE",
        **{
            card: f"DÉPLACEMENT ET DÉCALAGE {CARD_STEPS[card]}"
            for card in (Card.MS1, Card.MS2, Card.MS3, Card.MS4)
        },
    },
}
#: Shorter titles for a card's narrow face in a hand, where a title is longer than it.
FACE_TITLES: dict[str, dict[Card, str]] = {
    "fr": {
        Card.SHIFT: "DÉCALAGE",
        **{
            card: f"DÉPL. ET DÉCAL. {CARD_STEPS[card]}"
            for card in (Card.MS1, Card.MS2, Card.MS3, Card.MS4)
        },
    },
}


def parse_card(text: str) -> Card:
    """A card from its code (case-insensitive); raises ``MalformedActionError``."""
    if not isinstance(text, str):  # a card number or None: refused as any bad code is
        raise MalformedActionError(f"a card must be text (a code), not {type(text).__name__}")
    code = text.strip().upper().replace(" ", "").replace("&", "S").replace("MOVESSHIFT", "MS")
    try:
        return Card[code]
    except KeyError:
        raise MalformedActionError(
            f"unknown card {short_repr(text)}; cards are {', '.join(c.name for c in ALL_CARDS)}"
        ) from None


def deck_list(counts: dict[Card, int]) -> list[Card]:
    """The deck as a list in card order (before shuffling)."""
    return [card for card in ALL_CARDS for _ in range(counts.get(card, 0))]

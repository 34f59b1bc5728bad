"""The cards of Mille Bornes (RULES.md §1): codes, kinds, the hazard/remedy/safety pairs and
the deck's make-up.

Cards are small ints (``Card`` is an ``IntEnum``) so that hands can be held as count arrays
and legal-move generation stays fast.
"""

from __future__ import annotations

from enum import IntEnum

from roadgames.core.errors import MalformedActionError
from roadgames.core.switches import short_repr


class Card(IntEnum):
    """Every card type; the name is the code used in notation and records."""

    D25 = 0
    D50 = 1
    D75 = 2
    D100 = 3
    D200 = 4
    ACCIDENT = 5
    OUT_OF_GAS = 6
    FLAT_TIRE = 7
    SPEED_LIMIT = 8
    STOP = 9
    REPAIRS = 10
    GASOLINE = 11
    SPARE_TIRE = 12
    END_OF_LIMIT = 13
    ROLL = 14
    DRIVING_ACE = 15
    EXTRA_TANK = 16
    PUNCTURE_PROOF = 17
    RIGHT_OF_WAY = 18

    @property
    def code(self) -> str:
        """The notation code: ``25`` … ``200`` for distance, the name otherwise."""
        return CODES[self]

    def __str__(self) -> str:
        return CODES[self]

    def __repr__(self) -> str:
        # pasteable, as an action's repr is: the enum's own (<Card.STOP: 9>) is no Python
        return f"Card.{self.name}"


NUM_CARD_TYPES = 19
ALL_CARDS: tuple[Card, ...] = tuple(Card)

DISTANCES: tuple[Card, ...] = (Card.D25, Card.D50, Card.D75, Card.D100, Card.D200)
HAZARDS: tuple[Card, ...] = (
    Card.ACCIDENT,
    Card.OUT_OF_GAS,
    Card.FLAT_TIRE,
    Card.SPEED_LIMIT,
    Card.STOP,
)
REMEDIES: tuple[Card, ...] = (
    Card.REPAIRS,
    Card.GASOLINE,
    Card.SPARE_TIRE,
    Card.END_OF_LIMIT,
    Card.ROLL,
)
SAFETIES: tuple[Card, ...] = (
    Card.DRIVING_ACE,
    Card.EXTRA_TANK,
    Card.PUNCTURE_PROOF,
    Card.RIGHT_OF_WAY,
)
BATTLE_HAZARDS: tuple[Card, ...] = (Card.ACCIDENT, Card.OUT_OF_GAS, Card.FLAT_TIRE, Card.STOP)

#: Miles of each distance card, indexed by card value (0 for other cards).
MILES: tuple[int, ...] = (25, 50, 75, 100, 200) + (0,) * 14

#: The remedy of each hazard.
REMEDY_OF: dict[Card, Card] = {
    Card.ACCIDENT: Card.REPAIRS,
    Card.OUT_OF_GAS: Card.GASOLINE,
    Card.FLAT_TIRE: Card.SPARE_TIRE,
    Card.SPEED_LIMIT: Card.END_OF_LIMIT,
    Card.STOP: Card.ROLL,
}
#: The hazard each remedy cures.
HAZARD_OF: dict[Card, Card] = {remedy: hazard for hazard, remedy in REMEDY_OF.items()}
#: The safety that protects against each hazard.
SAFETY_OF: dict[Card, Card] = {
    Card.ACCIDENT: Card.DRIVING_ACE,
    Card.OUT_OF_GAS: Card.EXTRA_TANK,
    Card.FLAT_TIRE: Card.PUNCTURE_PROOF,
    Card.SPEED_LIMIT: Card.RIGHT_OF_WAY,
    Card.STOP: Card.RIGHT_OF_WAY,
}

FULL_DECK_COUNTS: dict[Card, int] = {
    Card.D25: 10,
    Card.D50: 10,
    Card.D75: 10,
    Card.D100: 12,
    Card.D200: 4,
    Card.ACCIDENT: 3,
    Card.OUT_OF_GAS: 3,
    Card.FLAT_TIRE: 3,
    Card.SPEED_LIMIT: 4,
    Card.STOP: 5,
    Card.REPAIRS: 6,
    Card.GASOLINE: 6,
    Card.SPARE_TIRE: 6,
    Card.END_OF_LIMIT: 6,
    Card.ROLL: 14,
    Card.DRIVING_ACE: 1,
    Card.EXTRA_TANK: 1,
    Card.PUNCTURE_PROOF: 1,
    Card.RIGHT_OF_WAY: 1,
}


def deck_counts(short: bool) -> list[int]:
    """How many of each card type the deck holds: 106 full, or 101 short (one of each hazard
    removed, *rulebook* for 2–3 players)."""
    counts = [FULL_DECK_COUNTS[card] for card in ALL_CARDS]
    if short:
        for hazard in HAZARDS:
            counts[hazard] -= 1
    return counts


def deck_list(short: bool) -> list[Card]:
    """The deck as a list of cards in a fixed (unshuffled) order."""
    cards: list[Card] = []
    for card, count in zip(ALL_CARDS, deck_counts(short), strict=True):
        cards.extend([card] * count)
    return cards


CODES: dict[Card, str] = {card: card.name for card in ALL_CARDS}
CODES.update({card: str(MILES[card]) for card in DISTANCES})

_ALIASES: dict[str, Card] = {code.upper(): card for card, code in CODES.items()}
_ALIASES.update({card.name: card for card in DISTANCES})
_ALIASES.update(
    {
        "GO": Card.ROLL,
        "DRIVE": Card.ROLL,
        "RED_LIGHT": Card.STOP,
        "GREEN_LIGHT": Card.ROLL,
        "END_LIMIT": Card.END_OF_LIMIT,
        "GAS": Card.GASOLINE,
        "OUT_OF_FUEL": Card.OUT_OF_GAS,
        "FLAT": Card.FLAT_TIRE,
        "SPARE": Card.SPARE_TIRE,
        "LIMIT": Card.SPEED_LIMIT,
        "ACE": Card.DRIVING_ACE,
        "TANK": Card.EXTRA_TANK,
        "EMERGENCY_VEHICLE": Card.RIGHT_OF_WAY,
    }
)


def parse_card(text: str) -> Card:
    """A card from its code, case-insensitive (``roll``, ``Stop``, ``75``, ``end-of-limit``).

    >>> parse_card("end-of-limit")
    Card.END_OF_LIMIT
    >>> parse_card("200").code
    '200'
    """
    if not isinstance(text, str):  # a card number or None: refused as any bad code is
        raise MalformedActionError(f"a card must be text (a code), not {type(text).__name__}")
    key = text.strip().upper().replace("-", "_").replace(" ", "_")
    card = _ALIASES.get(key)
    if card is None:
        raise MalformedActionError(f"unknown card {short_repr(text)}")
    return card

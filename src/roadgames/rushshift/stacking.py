"""Stacked decks for tests and puzzles: name the hands and the first draws; the rest of
the deck follows in card order.

>>> from roadgames.rushshift.rules import make_rules
>>> deck = stacked_deck(make_rules(), hands=[["SLIDE"] * 4, ["SHIFT"] * 4], draw=["MOVE4"])
>>> [c.code for c in deck[:9]][-2:], len(deck)
(['SHIFT', 'MOVE4'], 32)
"""

from __future__ import annotations

from collections.abc import Sequence

from roadgames.core.errors import RulesError
from roadgames.rushshift.cards import ALL_CARDS, Card, parse_card
from roadgames.rushshift.rules import Rules


def stacked_deck(
    rules: Rules, hands: Sequence[Sequence[str | Card]] = (), draw: Sequence[str | Card] = ()
) -> list[Card]:
    """A full deck in dealing order: ``hands[i]`` is seat i's hand (``hand_size`` cards;
    seats not named get the first remaining cards), ``draw`` the next cards drawn, in
    order. Raises ``RulesError`` if the named cards are not all in the deck."""
    remaining = rules.deck_counts

    def take(code: str | Card) -> Card:
        card = code if isinstance(code, Card) else parse_card(code)
        if not remaining.get(card):
            raise RulesError(f"the deck has no more {card.code} cards")
        remaining[card] -= 1
        return card

    named = [[take(c) for c in hand] for hand in hands]
    if len(named) > 2 or any(len(hand) != rules.hand_size for hand in named):
        raise RulesError(f"name at most two hands of {rules.hand_size} cards")
    first_draws = [take(c) for c in draw]
    rest = [card for card in ALL_CARDS for _ in range(remaining.get(card, 0))]
    deck: list[Card] = []
    for seat in range(2):
        if seat < len(named):
            deck.extend(named[seat])
        else:
            deck.extend(rest[: rules.hand_size])
            del rest[: rules.hand_size]
    return deck + first_draws + rest

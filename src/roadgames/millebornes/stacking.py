"""Stacked decks for tests and puzzles: name the hands and the first draws, the rest follows
in a fixed order.

>>> from roadgames.millebornes.rules import make_rules
>>> deck = stacked_deck(make_rules("modern", 2), hands=[["ROLL"] * 6], draw=["200"])
>>> len(deck), deck[:6] == [Card.ROLL] * 6, deck[12]
(106, True, Card.D200)
"""

from __future__ import annotations

from collections.abc import Sequence

from roadgames.core.errors import RulesError
from roadgames.millebornes.cards import ALL_CARDS, Card, deck_counts, parse_card
from roadgames.millebornes.rules import Rules
from roadgames.millebornes.state import HAND_SIZE


def stacked_deck(
    rules: Rules,
    hands: Sequence[Sequence[str | Card]] = (),
    draw: Sequence[str | Card] = (),
    filler: Sequence[str | Card] = (),
) -> list[Card]:
    """A full deck in dealing order.

    ``hands[i]`` is seat i's hand (exactly six cards; seats not named get filler), ``draw``
    the next cards drawn, in order. Every other card follows: first ``filler`` cards (as far
    as the deck still holds them), then the rest in card order (25s first, safeties last).
    Raises ``RulesError`` if the named cards are not all in the deck.
    """
    remaining = list(deck_counts(rules.deck == "short"))

    def take(code: str | Card) -> Card:
        card = code if isinstance(code, Card) else parse_card(code)
        if remaining[card] == 0:
            raise RulesError(f"the {rules.deck} deck has no more {card.code} cards")
        remaining[card] -= 1
        return card

    named_hands = [[take(c) for c in hand] for hand in hands]
    for seat, hand in enumerate(named_hands):
        if len(hand) != HAND_SIZE:
            raise RulesError(f"hand of seat {seat} must hold {HAND_SIZE} cards, not {len(hand)}")
    if len(named_hands) > rules.players:
        raise RulesError(f"{len(named_hands)} hands named for {rules.players} seats")
    named_draw = [take(c) for c in draw]
    rest: list[Card] = []
    for code in filler:
        card = code if isinstance(code, Card) else parse_card(code)
        if remaining[card]:
            remaining[card] -= 1
            rest.append(card)
    for card in ALL_CARDS:
        rest.extend([card] * remaining[card])
        remaining[card] = 0
    deck: list[Card] = []
    for seat in range(rules.players):
        if seat < len(named_hands):
            deck.extend(named_hands[seat])
        else:
            deck.extend(rest[:HAND_SIZE])
            del rest[:HAND_SIZE]
    return deck + named_draw + rest

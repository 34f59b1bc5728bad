"""Possible worlds for search players: full states consistent with one seat's view.

The cards a seat has not seen are the deck less its own hand and the discard pile; they lie
in the other hand and the draw pile in an unknown order. :func:`sample_world` deals them at
random, so every world it returns is one the seat cannot rule out.
"""

from __future__ import annotations

import random

from roadgames.rushshift.cards import ALL_CARDS, Card
from roadgames.rushshift.state import RushShiftState
from roadgames.rushshift.view import RushShiftView


def unseen_cards(view: RushShiftView) -> list[Card]:
    """The cards in the other hand and the draw pile, as a sorted multiset."""
    counts = view.rules.deck_counts
    for card in (*view.hand, *view.discard_pile):
        counts[card] -= 1
    return [card for card in ALL_CARDS for _ in range(counts.get(card, 0))]


def sample_world(view: RushShiftView, rng: random.Random) -> RushShiftState:
    """A state consistent with ``view``: the unseen cards shuffled into the other hand and
    the draw pile; the world's own generator is seeded from ``rng``."""
    unseen = unseen_cards(view)
    rng.shuffle(unseen)
    size = view.hand_sizes[1 - view.seat]
    return RushShiftState.from_view(view, unseen[:size], unseen[size:], rng.getrandbits(64))

"""Possible worlds for search players: full states consistent with one seat's view.

The cards a seat has not seen are the deck less its own hand and the discard pile; they lie
in the other hand and the draw pile in an unknown order. Before the current game's first
reshuffle any of them may be in either. After one, the draw pile holds only cards that were
shuffled into it (:attr:`RushShiftView.reshuffled`, public) and have not been seen since:
the other hand holds the rest. :func:`sample_world` deals them at random within that, so
every world it returns is one the seat cannot rule out.
"""

from __future__ import annotations

import random
from collections import Counter

from roadgames.rushshift.cards import ALL_CARDS, Card
from roadgames.rushshift.state import RushShiftState
from roadgames.rushshift.view import RushShiftView


def unseen_cards(view: RushShiftView) -> list[Card]:
    """The cards in the other hand and the draw pile, as a sorted multiset."""
    counts = view.rules.deck_counts
    for card in (*view.hand, *view.discard_pile):
        counts[card] -= 1
    return [card for card in ALL_CARDS for _ in range(counts.get(card, 0))]


def draw_pile_candidates(view: RushShiftView) -> list[Card]:
    """The cards the draw pile is some of, as a sorted multiset: the unseen cards, or after
    a reshuffle in this game those of them that were reshuffled."""
    return _candidates(unseen_cards(view), view.reshuffled)


def _candidates(unseen: list[Card], reshuffled: tuple[Card, ...] | None) -> list[Card]:
    if reshuffled is None:
        return unseen
    return sorted((Counter(unseen) & Counter(reshuffled)).elements())


def sample_world(view: RushShiftView, rng: random.Random) -> RushShiftState:
    """A state consistent with ``view``: the unseen cards dealt at random to the other hand
    and the draw pile, which after a reshuffle gets only cards of it (the other hand the
    rest); the world's own generator is seeded from ``rng``. A world holds exactly the deck
    (:meth:`RushShiftState.from_view` checks the sizes)."""
    unseen = unseen_cards(view)
    reshuffled = view.reshuffled  # read from the log: once
    if reshuffled is None:  # as it always was: the same worlds for the same generator
        rng.shuffle(unseen)
        size = view.hand_sizes[1 - view.seat]
        return RushShiftState.from_view(view, unseen[:size], unseen[size:], rng.getrandbits(64))
    pool = _candidates(unseen, reshuffled)
    rng.shuffle(pool)
    draw = pool[: view.draw_pile_size]
    other = list((Counter(unseen) - Counter(draw)).elements())
    return RushShiftState.from_view(view, other, draw, rng.getrandbits(64))

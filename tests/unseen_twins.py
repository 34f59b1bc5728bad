"""Twin states for hidden-information tests: a copy of a game that differs from it only in
what one seat cannot see, so that anything the seat is shown or told must be the same in
both."""

from __future__ import annotations

import random

from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.cards import ALL_CARDS
from roadgames.rushshift import RushShiftState
from roadgames.rushshift.cards import NUM_CARD_TYPES


def permute_unseen(state: MilleBornesState, seat: int, rng: random.Random) -> MilleBornesState:
    """A copy of ``state`` that differs only in what ``seat`` cannot see: the cards of the
    other hands and of the draw pile, shuffled among them (hand sizes kept)."""
    other = state.clone()
    unseen = list(other.draw_pile)
    for s, hand in enumerate(other.hands):
        if s != seat:
            unseen += [card for card, k in enumerate(hand) for _ in range(k)]
    rng.shuffle(unseen)
    for s in range(other.num_seats):
        if s != seat:
            hand = [0] * len(ALL_CARDS)
            for _ in range(other.hand_sizes[s]):
                hand[unseen.pop()] += 1
            other.hands[s] = hand
    other.draw_pile = unseen
    return other


def deal_unseen_otherwise(state: RushShiftState, seat: int, rng: random.Random) -> RushShiftState:
    """A copy of ``state`` that differs only in what ``seat`` cannot see: the other hand and
    the draw pile, their cards dealt among them afresh (the other hand's size kept)."""
    other = state.clone()
    rival = 1 - seat
    unseen = list(other.draw_pile)
    unseen += [card for card, k in enumerate(other.hands[rival]) for _ in range(k)]
    rng.shuffle(unseen)
    hand = [0] * NUM_CARD_TYPES
    for _ in range(other.hand_sizes[rival]):
        hand[unseen.pop()] += 1
    other.hands[rival] = hand
    other.draw_pile = unseen
    return other

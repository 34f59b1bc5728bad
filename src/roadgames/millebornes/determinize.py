"""Possible worlds: a full state consistent with everything one seat knows.

Search players never see the true state. From a seat's view they sample a world: the
cards that seat has not seen (the deck, less its own hand, every tableau and the discard
pile) are shuffled and dealt to the other hands (by their known sizes) and to the draw
pile (after a reshuffle, the draw pile only from the cards that went into it then). The
count is checked: a world always holds exactly the deck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from roadgames.core.errors import RoadgamesError
from roadgames.millebornes.cards import REMEDY_OF, Card, deck_counts
from roadgames.millebornes.state import PHASE_FAST_REMEDY, MilleBornesState
from roadgames.millebornes.view import MilleBornesView


def unseen_counts(view: MilleBornesView) -> list[int]:
    """How many of each card the seat has not seen (in other hands or the draw pile)."""
    counts = deck_counts(view.rules.deck == "short")
    seen: list[int] = [card for card in view.hand]
    seen.extend(view.discard_pile)
    for tab in view.public.tableaux:
        seen.extend(tab.battle_pile)
        seen.extend(tab.speed_pile)
        seen.extend(tab.distance_cards)
        seen.extend(tab.safety_cards)
    for card in seen:
        counts[card] -= 1
    if min(counts) < 0:
        raise RoadgamesError("the view holds more cards than the deck")
    return counts


@dataclass(frozen=True, slots=True)
class Absence:
    """What a seat's play showed it did not hold: none of ``cards`` were in its hand then,
    and it has taken ``drawn_since`` cards into its hand since (only those can be any of
    ``cards`` now)."""

    seat: int
    cards: frozenset[int]
    drawn_since: int


def sample_world(
    view: MilleBornesView, rng: random.Random, absences: Sequence[Absence] = ()
) -> MilleBornesState:
    """A state consistent with ``view``, the unseen cards dealt at random (seeded by ``rng``).

    ``absences`` (inferred from the other seats' play, see
    :mod:`roadgames.agents.millebornes.belief`) shape the deal: of a seat's ``h`` cards, the
    ``h - drawn_since`` it has held since an absence was shown are dealt from the unseen
    cards outside ``cards``. An absence that no unseen card can satisfy (a wrong inference)
    is ignored for that card. Only meaningful for the seat whose decision it is (its view
    shows the true phase).
    """
    if view.public.phase < 0:
        raise RoadgamesError("a world can only be sampled by the seat that must act")
    counts = unseen_counts(view)
    others = sum(size for seat, size in enumerate(view.hand_sizes) if seat != view.seat)
    if sum(counts) != others + view.draw_pile_size:
        raise RoadgamesError(
            f"card count mismatch: {sum(counts)} unseen cards for {others} in other hands "
            f"and {view.draw_pile_size} in the draw pile"
        )
    pile = _reshuffled_pile(view, counts, rng)
    unseen = [card for card, k in enumerate(counts) for _ in range(k)]
    rng.shuffle(unseen)
    rules = view.rules
    state = MilleBornesState.__new__(MilleBornesState)
    n = rules.players
    teams = rules.num_teams
    state.rules = rules
    state.seed = rng.getrandbits(63)
    state.rng = random.Random(state.seed)
    state.decks = []
    state._deck_counts = deck_counts(rules.deck == "short")
    state.team_of = [seat % teams for seat in range(n)]
    state.seats_of_team = [[s for s in range(n) if s % teams == t] for t in range(teams)]
    state.scores = list(view.scores)
    state.results = list(view.results)
    state.winners = list(view.winners)
    state.history = []
    state.hand_end = None  # a world is only searched, never shown
    state.hand_number = view.hand_number - 1
    state.starter = view.public.starter
    state.hands = []
    for seat in range(n):
        hand = [0] * 19
        if seat == view.seat:
            for card in view.hand:
                hand[card] += 1
        else:
            _deal(hand, view.hand_sizes[seat], unseen, [a for a in absences if a.seat == seat])
        state.hands.append(hand)
    if absences:
        rng.shuffle(unseen)  # the cards passed over while dealing must not gather on top
    state.hand_sizes = list(view.hand_sizes)
    state.draw_pile = unseen if pile is None else pile
    state.discard_pile = [int(c) for c in view.discard_pile]
    state.reshuffled = view.public.reshuffled
    state.tableaux = [t.copy() for t in view.public.tableaux]
    state.trip = view.trip
    state.extended_by = view.extended_by
    state.completer = view.public.completer
    state.attacker = view.public.attacker
    state.pending = view.public.pending
    state.responders = _later_responders(state, view)
    state.redraw_discards = view.public.redraw_discards
    state.dry_reshuffles = view.public.dry_reshuffles
    state.dry_since = view.public.dry_since
    state.turns = view.public.turns
    state.quiet = None  # a world is only searched, never shown
    state.log = []
    state.phase = view.public.phase
    state.actor = view.public.actor
    state.turn_player = view.turn_player
    return state


def _reshuffled_pile(
    view: MilleBornesView, counts: list[int], rng: random.Random
) -> list[int] | None:
    """After a reshuffle this hand, the world's draw pile (taken out of ``counts``): drawn
    from the cards that went into it then and that the seat has not seen since (in its hand
    or on the table), since it can hold no other; the other hands get the rest. ``None``
    before any reshuffle: every unseen card may be anywhere."""
    if not view.public.reshuffled:
        return None
    room = [0] * len(counts)
    for card in view.public.reshuffled:
        room[card] += 1
    pool = [card for card, k in enumerate(counts) for _ in range(min(k, room[card]))]
    size = view.draw_pile_size
    if len(pool) < size:
        raise RoadgamesError(
            f"card count mismatch: {size} cards to draw, {len(pool)} reshuffled ones unseen"
        )
    rng.shuffle(pool)
    pile = pool[:size]
    for card in pile:
        counts[card] -= 1
    return pile


def _deal(hand: list[int], size: int, unseen: list[int], absences: Sequence[Absence]) -> None:
    """Deal ``size`` cards from the (shuffled) ``unseen`` into ``hand``: first the cards held
    since each absence (oldest first, each avoiding every absence it has lived through), then
    the rest at random."""
    for slot in range(size):
        banned: set[int] = set()
        for absence in absences:
            if slot < size - absence.drawn_since:
                banned |= absence.cards
        k = len(unseen) - 1
        if banned:
            while k >= 0 and unseen[k] in banned:
                k -= 1
            if k < 0:  # nothing fits: the inference was wrong, deal any card
                k = len(unseen) - 1
        unseen[k], unseen[-1] = unseen[-1], unseen[k]
        hand[unseen.pop()] += 1


def _later_responders(state: MilleBornesState, view: MilleBornesView) -> list[int]:
    """In a fast-play remedy question, the partners still to be asked after the seat (those
    holding the remedy in this world), so that declining passes the question on as it would."""
    if view.public.phase != PHASE_FAST_REMEDY:
        return []
    remedy = REMEDY_OF[Card(view.public.pending)]
    order = view.rules.seats_after(view.public.attacker)
    later = order[order.index(view.seat) + 1 :]
    return [s for s in later if state.team_of[s] == view.team and state.hands[s][remedy]]

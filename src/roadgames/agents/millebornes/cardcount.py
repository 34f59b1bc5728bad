"""What one seat knows, in the compact form the Mille Bornes players reason with.

A :class:`Situation` is built either from a seat's view (what a real decision sees) or,
inside a search player's rollouts, from a sampled world for the seat to move there. In
both cases it holds only that seat's hand, the public tableaux and piles, and the count of
cards the seat has not seen (``unseen``): how many of each hazard, remedy and safety may
still turn up, in another hand or the draw pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from roadgames.millebornes.cards import NUM_CARD_TYPES, deck_counts
from roadgames.millebornes.determinize import unseen_counts
from roadgames.millebornes.rules import Rules
from roadgames.millebornes.state import PHASE_NAMES, MilleBornesState
from roadgames.millebornes.tableau import Tableau
from roadgames.millebornes.view import MilleBornesView

#: The engine's number of each phase, by the name a view gives it.
_PHASES = {name: number for number, name in enumerate(PHASE_NAMES)}


@dataclass(slots=True)
class Situation:
    """One seat's knowledge at a decision (hand as counts indexed by ``Card``)."""

    rules: Rules
    seat: int
    team: int
    team_of: tuple[int, ...]
    hand: list[int]
    tableaux: list[Tableau]
    trip: int
    draw_size: int
    hand_sizes: tuple[int, ...]
    discard_top: int | None
    #: The team that called an extension this hand, if any.
    extended_by: int | None
    #: Each team's match score before this hand.
    scores: Sequence[int]
    #: The engine's phase number (``PHASE_PLAY`` …; -1 for a view's ``waiting``).
    phase: int
    pending: int
    #: The unseen counts, or the state to compute them from on first use (rollouts often
    #: decide without them).
    counts: list[int] | MilleBornesState

    @property
    def unseen(self) -> list[int]:
        """How many of each card the seat has not seen (other hands and the draw pile)."""
        counts = self.counts
        if isinstance(counts, list):
            return counts
        self.counts = computed = _unseen_in_state(counts)
        return computed

    @property
    def own(self) -> Tableau:
        """The seat's team's tableau."""
        return self.tableaux[self.team]

    @property
    def opponents(self) -> list[int]:
        """The other teams."""
        return [t for t in range(len(self.tableaux)) if t != self.team]

    @property
    def unseen_total(self) -> int:
        """How many cards the seat has not seen."""
        return sum(self.unseen)

    def remaining(self, team: int) -> int:
        """Miles the team still needs to complete the trip."""
        return self.trip - self.tableaux[team].miles

    def odds_held_by(self, card: int, seats: int) -> float:
        """Rough chance that one of ``seats`` other hands (of typical size) holds ``card``."""
        total = self.unseen_total
        if total <= 0 or not self.unseen[card]:
            return 0.0
        others = sum(s for i, s in enumerate(self.hand_sizes) if i != self.seat)
        per_seat = others / max(1, len(self.hand_sizes) - 1)
        share = min(1.0, per_seat * seats / total)
        return 1.0 - (1.0 - share) ** self.unseen[card]


def from_view(view: MilleBornesView) -> Situation:
    """The situation of the view's seat (only what the view shows)."""
    hand = [0] * NUM_CARD_TYPES
    for card in view.hand:
        hand[card] += 1
    return Situation(
        rules=view.rules,
        seat=view.seat,
        team=view.team,
        team_of=tuple(view.rules.team_of(s) for s in range(view.rules.players)),
        hand=hand,
        tableaux=list(view.public.tableaux),
        trip=view.trip,
        draw_size=view.draw_pile_size,
        hand_sizes=view.hand_sizes,
        discard_top=int(view.discard_pile[-1]) if view.discard_pile else None,
        counts=unseen_counts(view),
        extended_by=view.extended_by,
        scores=view.scores,
        phase=_PHASES.get(view.phase, -1),
        pending=view.public.pending,
    )


def from_state(state: MilleBornesState) -> Situation:
    """The situation of the seat to move in a (sampled) state, built as its view would be.

    The unseen counts are computed from that seat's side (deck, less its hand and every
    public card), so the rollout policy knows no more than the seat would.
    """
    seat = state.actor
    hand = state.hands[seat]
    return Situation(
        rules=state.rules,
        seat=seat,
        team=state.team_of[seat],
        team_of=tuple(state.team_of),
        hand=hand,
        tableaux=state.tableaux,
        trip=state.trip,
        draw_size=len(state.draw_pile),
        hand_sizes=tuple(state.hand_sizes),
        discard_top=state.discard_pile[-1] if state.discard_pile else None,
        extended_by=state.extended_by,
        scores=state.scores,
        phase=state.phase,
        pending=state.pending,
        counts=state,
    )


_DECKS = {short: deck_counts(short) for short in (False, True)}


def _unseen_in_state(state: MilleBornesState) -> list[int]:
    """The unseen counts of the seat to move: the deck less its hand and the public cards."""
    hand = state.hands[state.actor]
    unseen = [d - h for d, h in zip(_DECKS[state.rules.deck == "short"], hand, strict=True)]
    for card in state.discard_pile:
        unseen[card] -= 1
    for tab in state.tableaux:
        for pile in (tab.battle_pile, tab.speed_pile, tab.distance_cards, tab.safety_cards):
            for card in pile:
                unseen[card] -= 1
    return unseen

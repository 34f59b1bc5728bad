"""The ``easy`` Mille Bornes player: random, with a little sense.

It never misses the obvious (completing the trip, a coup fourré, a fast-play remedy, getting
going again when stopped) and never throws away a safety; otherwise it picks at random among
the card plays, and discards at random only when it cannot play. Where several obvious plays
are open it takes the one the heuristic values most (completing the trip before a safety
that would cure a hazard, and that safety before the hazard's remedy: the safety cures it
for good and plays again), the first of the legal actions among equals. Asked whether to
extend the trip, it declines: it takes the completed trip.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from roadgames.agents.base import Decision, Reason
from roadgames.agents.millebornes.cardcount import from_view
from roadgames.agents.millebornes.heuristic import (
    COUP,
    CURE_WITH_SAFETY,
    FINISH,
    REMEDY_NOW,
    ROLL_ON,
    action_value,
    reason_for,
    reasoned,
)
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.view import MilleBornesView

_OBVIOUS = (FINISH, COUP, CURE_WITH_SAFETY, ROLL_ON, REMEDY_NOW)


class EasyAgent:
    """Random over sensible plays; takes the obvious ones."""

    name = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """The most valued obvious play if there is one, else ``decline`` where it is legal
        (the question left by then: the extension), else a random card play, else a random
        discard."""
        assert isinstance(view, MilleBornesView)
        sit = from_view(view)
        values = [action_value(sit, action) for action in legal]
        obvious = [index for index, value in enumerate(values) if value in _OBVIOUS]
        if obvious:
            action = legal[max(obvious, key=values.__getitem__)]  # the first among equals
            return reasoned(action, reason_for(sit, action))
        decline = next((a for a in legal if a.kind == Kind.DECLINE), None)
        if decline is not None:
            return reasoned(decline, Reason("no_thanks"))
        plays = [a for a in legal if a.kind == Kind.PLAY]
        if plays:
            return reasoned(self.rng.choice(plays), Reason("playable"))
        keep = [a for a in legal if a.card is None or a.card < Card.DRIVING_ACE]
        return reasoned(self.rng.choice(keep or list(legal)), Reason("at_random"))

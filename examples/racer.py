"""A Mille Bornes player of your own, to pit against the built-in ones:

    roadgames tournament --agents examples/racer.py:Racer,heuristic --deals 50
    roadgames simulate --seats examples/racer.py:Racer,random --games 200

``Racer`` is named by a class (or function) that takes the seed, an ``int`` or ``None``.
Its ``decide`` gets what any player gets, its seat's view
(:class:`roadgames.millebornes.MilleBornesView`) and the legal actions, and returns one of
them (an ``Action``, a ``Decision`` with an explanation, or the action's notation such as
``"play 200"``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from roadgames.millebornes import Action, Kind, MilleBornesView
from roadgames.millebornes.cards import DISTANCES


class Racer:
    """Drives as far as it can; else plays any card rather than throw one away; calls
    every coup fourré it can; discards at random."""

    name = "racer"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: MilleBornesView, legal: Sequence[Action]) -> Action:
        """The longest drive, else a coup fourré, else any other card played, else a
        legal action at random (a draw, a discard, an answer)."""
        plays = [a for a in legal if a.kind == Kind.PLAY]
        drives = [a for a in plays if a.card in DISTANCES]
        if drives:
            return max(drives, key=lambda a: int(str(a.card)))
        coups = [a for a in legal if a.kind == Kind.COUP_FOURRE]
        if coups:
            return coups[0]
        return self.rng.choice(plays or list(legal))

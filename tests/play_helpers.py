"""Games played by agents in tests: one loop, every decision checked."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from roadgames.agents import Agent, Decision
from roadgames.core.game import GameState

#: The source of a player of one's own, class ``Mine``, that plays the first legal action
#: (a file player's code is what resuming a game from elsewhere would run).
FIRST_LEGAL_PLAYER = """
class Mine:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        return legal[0]
"""

#: The agents of a game: one per seat, or a choice by (decision number, seat).
Players = Sequence[Agent] | Callable[[int, int], Agent]


def play(
    state: GameState,
    players: Players,
    limit: int | None = None,
    watch: Callable[[GameState, int], None] | None = None,
) -> list[Any]:
    """Let ``players`` play ``state`` (in place) until it ends, or for ``limit`` decisions.

    Each gets its seat's view and the legal actions and must answer with a :class:`Decision`
    naming one of them. ``watch(state, seat)`` sees every position before its decision.
    Returns the actions taken.
    """
    taken: list[Any] = []
    while not state.is_over and (limit is None or len(taken) < limit):
        seat = state.to_move
        assert seat is not None
        if watch is not None:
            watch(state, seat)
        legal = state.legal_actions()
        agent = players(len(taken), seat) if callable(players) else players[seat]
        decision = agent.decide(state.view(seat), legal)
        assert isinstance(decision, Decision) and isinstance(decision.explanation, str)
        assert decision.action in legal, f"{agent.name} chose {decision.action}, not legal"
        state.apply(decision.action, seat=seat)
        taken.append(decision.action)
    return taken

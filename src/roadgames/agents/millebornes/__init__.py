"""The Mille Bornes computer players, registered by name on import.

=========  ===================================================================
name       player
=========  ===================================================================
random     uniformly random legal actions (generic)
easy       random with a little sense (:mod:`.easy`)
heuristic  the documented rule-based player (:mod:`.heuristic`); ``medium`` too
hard       determinized Monte-Carlo search, small budget (:mod:`.search`)
expert     the same search with a larger budget
=========  ===================================================================
"""

from __future__ import annotations

from roadgames.agents.base import Agent, register_agent
from roadgames.agents.millebornes.easy import EasyAgent
from roadgames.agents.millebornes.heuristic import HeuristicAgent
from roadgames.agents.millebornes.search import SearchAgent

#: Worlds searched per decision by each search level. Fewer than about 40 worlds rarely
#: show a gain clear enough to leave the heuristic's favourite: 24 played like ``medium``
#: (50.7% of 400 classic hands against it, counted by who completed the trip), 64 wins
#: 53.8% of classic games (modern: 55.0%), close to ``expert``: more worlds add little.
HARD_ITERATIONS = 64
EXPERT_ITERATIONS = 128
#: Time cap per decision (milliseconds) for people-facing play; None keeps it reproducible.
EXPERT_MILLIS: float | None = None

__all__ = ["EasyAgent", "HeuristicAgent", "SearchAgent"]


def _medium(seed: int | None) -> Agent:
    agent = HeuristicAgent(seed)
    agent.name = "medium"
    return agent


def _hard(seed: int | None) -> Agent:
    return SearchAgent(seed, iterations=HARD_ITERATIONS, name="hard")


def _expert(seed: int | None) -> Agent:
    return SearchAgent(seed, iterations=EXPERT_ITERATIONS, millis=EXPERT_MILLIS, name="expert")


register_agent("millebornes", "easy", EasyAgent)
register_agent("millebornes", "heuristic", HeuristicAgent, same_as="medium")
register_agent("millebornes", "medium", _medium)
register_agent("millebornes", "hard", _hard)
register_agent("millebornes", "expert", _expert)

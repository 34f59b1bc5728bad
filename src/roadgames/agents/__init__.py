"""Computer players. An agent sees only its seat's view and the legal actions.

Use :func:`get_agent` to build one by name (``random``, and whatever the game modules
register); the registry lives in :mod:`roadgames.agents.base`.
"""

from roadgames.agents.base import (
    Agent,
    Decision,
    Player,
    agent_aliases,
    agent_names,
    get_agent,
    register_agent,
)

__all__ = [
    "Agent",
    "Decision",
    "Player",
    "agent_aliases",
    "agent_names",
    "get_agent",
    "register_agent",
]

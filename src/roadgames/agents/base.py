"""The agent protocol and the registry of computer players.

An agent is asked for a decision with only what its seat may know: the seat's view and
the legal actions (which are part of what the seat knows). It returns one of those
actions, with an optional short explanation (shown by the hint key) and, for players that
give one, the same reason as a :class:`Reason` an interface can word in its own language. It
never receives the true state: search players rebuild possible worlds from the view
(determinization).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from roadgames.core.errors import RoadgamesError
from roadgames.core.switches import short_repr


@dataclass(frozen=True)
class Reason:
    """Why an action was chosen, as a sentence still to be worded: ``key`` names the
    sentence, ``values`` fill it in (cards, actions, numbers, letters, or a nested
    ``Reason``). The player's English explanation and an interface's translation are both
    rendered from it, each from its own table of templates."""

    key: str
    values: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, key: str, **values: object) -> Reason:
        """The reason ``key`` filled in with ``values``."""
        return cls(key, tuple(values.items()))

    def render(
        self,
        templates: Mapping[str, str],
        word: Callable[[object], object] = str,
        fill: Callable[..., str] = str.format,
    ) -> str:
        """The template of ``key`` filled in by ``fill`` (``str.format``, or a formatter of
        one's own), each value put into words by ``word`` first (a nested reason is
        rendered the same way, with the same templates)."""
        words = {
            name: value.render(templates, word, fill) if isinstance(value, Reason) else word(value)
            for name, value in self.values
        }
        return fill(templates[self.key], **words)


@dataclass(frozen=True)
class Decision:
    """An agent's choice: one of the legal actions, and why: in English (may be empty),
    and as a :class:`Reason` to translate (``None`` when the player gives none)."""

    action: Any
    explanation: str = ""
    reason: Reason | None = None


class Agent(Protocol):
    """A computer player for one seat."""

    name: str

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """Choose one of ``legal`` knowing only ``view`` (the seat's view)."""
        ...


@runtime_checkable
class Player(Protocol):
    """A player of one's own, as ``tournament``, ``simulate`` and ``play`` take it by
    ``module:Name`` (see :mod:`roadgames.agents.external`): ``decide`` gets its seat's view
    and the legal actions, and returns one of them, its notation (``"play 200"``) or a
    :class:`Decision`. Annotate a player with it to have a type checker hold it to that."""

    def decide(self, view: Any, legal: Sequence[Any]) -> object:
        """Choose one of ``legal`` knowing only ``view``."""
        ...


class RandomAgent:
    """Uniformly random over the legal actions (any game)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """A uniformly random legal action."""
        return Decision(self.rng.choice(list(legal)), "chosen at random")


AgentFactory = Callable[[int | None], Agent]
_REGISTRY: dict[tuple[str, str], AgentFactory] = {}
_GENERIC: dict[str, AgentFactory] = {"random": RandomAgent}
_SAME_AS: dict[tuple[str, str], str] = {}


def register_agent(game: str, name: str, factory: AgentFactory, same_as: str | None = None) -> None:
    """Make ``name`` available for ``game`` (``factory(seed)`` builds one); ``same_as``
    names the player it is under a name of its own, one that plays exactly as it does
    (:func:`agent_aliases`)."""
    _REGISTRY[(game, name)] = factory
    if same_as is None:
        _SAME_AS.pop((game, name), None)  # registered again as a player of its own
    else:
        _SAME_AS[(game, name)] = same_as


def _load(game: str) -> None:
    # Game-specific agents register themselves when their module is imported.
    import importlib

    for module in (f"roadgames.agents.{game}", f"roadgames.{game}.agents"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            # missing: that module, or its package (a game with no package of its own)
            if exc.name is None or not module.startswith(exc.name):
                raise


def _check_game(game: str) -> None:
    """Refuse a game that is none (``RoadgamesError``): neither a registered game nor one
    that players were registered for."""
    from roadgames.core.registry import game_names

    if any(known == game for known, _ in _REGISTRY) or game in game_names():
        return
    raise RoadgamesError(f"unknown game {short_repr(game)}; known games: {', '.join(game_names())}")


def agent_names(game: str) -> list[str]:
    """Names of the agents available for ``game``."""
    _load(game)
    return sorted(set(_GENERIC) | {n for g, n in _REGISTRY if g == game})


def agent_aliases(game: str) -> dict[str, str]:
    """The players of ``game`` that are another under a name of their own (kept for the
    command line and the games saved with it), each with the other's name: a list of
    players to choose from shows the two as one choice."""
    _load(game)
    return {name: other for (known, name), other in _SAME_AS.items() if known == game}


def get_agent(game: str, name: str, seed: int | None = None, limit: float | None = None) -> Agent:
    """Build the agent ``name`` for ``game`` (it and a built-in player named in any case; raises
    ``RoadgamesError`` if either is unknown): a registered player, or one written outside
    the package, ``module:Name`` or ``file.py:Name`` (:mod:`roadgames.agents.external`),
    held to ``limit`` seconds to load, to be built and per decision (None: no limit; the
    built-in players keep their own; ``RoadgamesError`` for what is no number of seconds,
    as :func:`~roadgames.agents.external.checked_limit` reads it)."""
    from roadgames.agents.external import (
        checked_limit,
        external_agent,
        is_external,
        player_name,
    )

    checked_limit(limit)
    if not isinstance(name, str):
        raise RoadgamesError(f"a player is named by text, not {type(name).__name__}")
    game = game.lower() if isinstance(game, str) else game  # in any case, as get_game reads it
    _load(game)
    _check_game(game)
    if is_external(name):
        return external_agent(name, seed, limit)
    looked_up = player_name(name)  # in any case, as the command line reads it
    factory = _REGISTRY.get((game, looked_up)) or _GENERIC.get(looked_up)
    if factory is None:
        raise RoadgamesError(
            f"unknown player {name!r} for {game}; choose from {', '.join(agent_names(game))}"
        )
    return factory(seed)

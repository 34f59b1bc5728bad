"""Rules under which a game of computer players only may never end, refused before one is
played: the command line and the new-game screen both ask here, and each game says for
itself which of its rules those are (a game's optional ``never_ends_unattended``)."""

from __future__ import annotations

from typing import Any

from roadgames.core.errors import RulesError
from roadgames.core.registry import get_game


class EndlessMatchError(RulesError):
    """Rules under which a game of computer players alone may never end (an interface
    words it as suits it: the command line names the option to give)."""


def refuse_endless(game: str, rules: Any, humans: int = 0) -> None:
    """Refuse rules of the game named ``game`` under which a game of computer players
    only may never end, unless ``humans`` people sit at the table. The game says which
    rules those are, and why, by a method ``never_ends_unattended(rules)`` returning the
    reason or ``None`` (a game without it always ends). ``simulate`` and ``tournament``
    seat no one, so there it is a plain refusal, before any game. Raises
    :class:`EndlessMatchError` with the game's reason."""
    if humans:
        return
    never_ends = getattr(get_game(game), "never_ends_unattended", None)
    reason = None if never_ends is None else never_ends(rules)
    if reason is not None:
        raise EndlessMatchError(reason)

"""Rules under which a game of computer players only may never end, refused before one is
played: the command line and the new-game screen both ask here."""

from __future__ import annotations

from typing import Any

from roadgames.core.errors import RulesError

#: Why Rush Hour Shift with no turn limit is refused to computer players alone, and what to do.
ENDLESS = "with computer players only a game may never end: give a turn limit, -o turn_limit=N"


class EndlessMatchError(RulesError):
    """Rules under which a game of computer players alone may never end (an interface
    words it as suits it: the command line names the option to give)."""


def refuse_endless(game: str, rules: Any, humans: int = 0) -> None:
    """Refuse rules under which a game of computer players only may never end, unless
    ``humans`` people sit at the table: Rush Hour Shift with no turn limit
    (``turn_limit=0``), where two players with both heroes blocked, neither backing off,
    play for ever (a person can give way, or stop). ``simulate`` and ``tournament`` seat no
    one, so there it is a plain refusal, before any game. Raises
    :class:`EndlessMatchError`."""
    if humans == 0 and game == "rushshift" and getattr(rules, "turn_limit", None) == 0:
        raise EndlessMatchError(f"-o turn_limit=0 sets no turn limit, but {ENDLESS}")

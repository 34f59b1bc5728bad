"""Error types shared by every game.

All of them are ``ValueError`` subclasses, so a caller that only wants to know "was this
input bad" can catch ``ValueError``; callers that care (the CLI, a server) catch the specific
class and map it to a stable error code (:attr:`RoadgamesError.code`).
"""

from __future__ import annotations

from dataclasses import dataclass

#: The most characters of a refused text that an error repeats: it stays on one line.
ECHO_ROOM = 40


def echoed(text: str, room: int = ECHO_ROOM) -> str:
    """``text`` typed, as a refusal repeats it: whole up to ``room`` characters, else its
    start and an ellipsis.

    >>> echoed("7"), echoed("1" * 50, room=5)
    ('7', '1111…')
    """
    return text if len(text) <= room else f"{text[: room - 1]}…"


class RoadgamesError(ValueError):
    """Base class of every error the engines raise on bad input."""

    code = "error"


class MalformedActionError(RoadgamesError):
    """An action's text (or object) is not an action of this game at all."""

    code = "malformed"


class IllegalActionError(RoadgamesError):
    """A well-formed action that the rules do not allow now."""

    code = "illegal"


class NotYourTurnError(IllegalActionError):
    """A seat tried to act while another seat is the one to act."""

    code = "not_your_turn"


class GameOverError(IllegalActionError):
    """An action was sent after the game ended."""

    code = "game_over"


class NoSuchSeatError(RoadgamesError):
    """A seat that is no seat number of the game (``-1``, ``2`` of two seats, ``"0"``,
    ``True``), given to a per-seat query such as ``view``."""

    code = "no_seat"


class RulesError(RoadgamesError):
    """A rules configuration that makes no sense (unknown option, bad value, bad combination)."""

    code = "rules"


@dataclass(frozen=True)
class GameTitle:
    """A game in a :class:`Wording`, by its registry name: worded as its title."""

    name: str


@dataclass(frozen=True)
class Wording:
    """What a message says, still to be put into words in a language: ``key`` names the
    sentence among the interface's strings (:mod:`roadgames.tui.i18n`), ``values`` fill it
    in (a nested ``Wording`` worded first, a :class:`GameTitle` as the game's title). The
    English message is written where it is raised; a command speaking another language
    words this instead (:meth:`roadgames.tui.i18n.Translator.said`)."""

    key: str
    values: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, key: str, **values: object) -> Wording:
        """The sentence ``key`` filled in with ``values``."""
        return cls(key, tuple(values.items()))


class RecordError(RoadgamesError):
    """A game record that cannot be read or does not replay; ``wording``: what it says,
    for a command to say in another language (``None``: English only)."""

    code = "record"

    def __init__(self, message: str, wording: Wording | None = None) -> None:
        super().__init__(message)
        self.wording = wording

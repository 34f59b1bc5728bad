"""The protocol every game implements, so that agents, records, the tournament runner and
the user interfaces can drive any registered game the same way.

A game is declared once (:class:`GameSpec`: its name, seat counts, how to build rules and
states) apart from its changing :class:`GameState`. Legality has one source per game:
``legal_actions()``; ``apply()`` checks against it, ``apply_unchecked()`` is the documented
fast path for search and must agree with it (the conformance tests check that).
"""

from __future__ import annotations

import operator
import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self, TypeVar, runtime_checkable

from roadgames.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    NoSuchSeatError,
    NotYourTurnError,
)

A = TypeVar("A")


@runtime_checkable
class GameAction(Protocol):
    """An action: a small immutable value whose ``str`` is its notation."""

    def __str__(self) -> str: ...


class GameView(Protocol):
    """What one seat may know. Never another seat's hand, never the draw pile's order."""

    @property
    def seat(self) -> int:
        """The seat this view is for (counted from 0)."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """The view as plain JSON-ready data (for the wire, logs and tests)."""
        ...


class GameState(Protocol):
    """A game in progress: whose decision it is, what they may do, and the outcome."""

    @property
    def num_seats(self) -> int:
        """How many seats play (seats are numbered from 0)."""
        ...

    @property
    def to_move(self) -> int | None:
        """The seat that must act now, or ``None`` once the game is over."""
        ...

    @property
    def history(self) -> Sequence[Any]:
        """Every action applied so far, in order: what a record keeps to replay the game."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game (the whole match) has ended: then no seat is to move."""
        ...

    def legal_actions(self) -> list[Any]:
        """Every action the seat to move may take now; the one source of legality."""
        ...

    def apply(self, action: Any, seat: int | None = None) -> None:
        """Apply a legal action, or raise without changing anything.

        ``seat``, when given, is who sends it: another seat than :attr:`to_move` gets
        :class:`~roadgames.core.errors.NotYourTurnError`, and what is no seat number of
        the game :class:`~roadgames.core.errors.NoSuchSeatError`.
        """
        ...

    def apply_unchecked(self, action: Any) -> None:
        """Apply an action known to be legal (from :meth:`legal_actions`), without checks."""
        ...

    def parse_action(self, text: str) -> Any:
        """Parse an action's notation (raises ``MalformedActionError``)."""
        ...

    def clone(self) -> Self:
        """An independent copy: acting on either leaves the other as it was, and the copy's
        random generator goes on as the original's would (so the same actions play the same
        game on both)."""
        ...

    def view(self, seat: int) -> GameView:
        """What ``seat`` may know now (never another seat's hand nor the draw pile's order);
        the only thing agents and screens read."""
        ...

    def outcome(self) -> list[float]:
        """Per seat: 1.0 for a winner, 0.0 for a loser (shared wins split); game must be over."""
        ...


class GameSpec(Protocol):
    """A game as declared once: its name, seat range, rules and how to start a state.

    A game may also declare ``rules_revision``, an ``int``: which reading of its rules this
    roadgames plays, bumped whenever the same actions on the same deal can give a different
    game (see :func:`rules_revision`; records and saved tournament runs keep it).
    """

    name: str
    title: str

    def rules_from_options(self, preset: str | None, players: int, **options: Any) -> Any:
        """Build a rules object from a preset name and option overrides."""
        ...

    def rules_from_dict(self, data: Mapping[str, Any]) -> Any:
        """Rebuild a rules object from :meth:`rules_to_dict` output (as found in records)."""
        ...

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        """Every option of ``rules`` as JSON-ready data (what records store); read back by
        :meth:`rules_from_dict`."""
        ...

    def new_state(
        self, rules: Any, seed: int | None = None, decks: Sequence[Sequence[str]] | None = None
    ) -> GameState:
        """A new game: shuffled with ``seed``, or dealt from explicit decks (for tests)."""
        ...


#: The rules revision of a game that declares none, and the one that records and saved
#: tournament runs made before revisions were kept were made under.
FIRST_REVISION = 1


def rules_revision(spec: GameSpec | str) -> int:
    """The revision of its rules that ``spec``'s game plays (a game's spec, or its name:
    ``rules_revision("millebornes")``): its ``rules_revision``, else
    :data:`FIRST_REVISION`. A game bumps it whenever the same actions on the same deal can
    give a different game, so that a record, a saved game or a tournament run made under
    another can say so where it no longer fits."""
    if isinstance(spec, str):  # a name: the game's spec (a name was read as a spec, 1)
        from roadgames.core.registry import get_game

        spec = get_game(spec)
    revision = getattr(spec, "rules_revision", FIRST_REVISION)
    if isinstance(revision, bool) or not isinstance(revision, int) or revision < FIRST_REVISION:
        raise TypeError(f"{spec!r}: rules_revision must be a whole number from 1")
    return revision


def legal_from(state: GameState, action: object, seat: int | None) -> bool:
    """Whether ``action`` (an action, or notation the state parses: ``MalformedActionError``
    for notation that is no action) is legal now, and, with ``seat``, from that seat: a
    state's ``is_legal``. A seat not to move is told False, as ``apply`` refuses it, and
    never whether the action would be legal for the seat that is: asking for a card
    another seat holds must tell nothing of that seat's hand. ``NoSuchSeatError`` for what
    is no seat (:func:`check_seat`)."""
    if isinstance(action, str):
        action = state.parse_action(action)
    if seat is not None:
        check_seat(seat, state.num_seats)
        if seat != state.to_move:
            return False
    return action in state.legal_actions()


def checked_action(
    state: GameState, action: object, seat: int | None, action_type: type[A], game: str
) -> A:
    """The checks every game's ``apply`` makes, in order, before it changes anything:
    well-formed (an ``action_type`` or its notation), game not over, the sender's turn,
    and legal now (among ``state.legal_actions()``, the one source of legality).

    Returns the action object; raises ``MalformedActionError``, ``NoSuchSeatError`` (a
    ``seat`` that is no seat number of the game, as a per-seat query raises it),
    ``GameOverError``, ``NotYourTurnError`` or ``IllegalActionError``.
    """
    if isinstance(action, str):
        parsed = state.parse_action(action)
    elif isinstance(action, action_type):
        parsed = action
    else:
        raise MalformedActionError(f"not a {game} action: {action!r}")
    if seat is not None:
        # said apart from a seat waiting its turn: "0" or 0.0 equals no seat number
        check_seat(seat, state.num_seats)
    if state.is_over:
        raise GameOverError("the game is over")
    if seat is not None and seat != state.to_move:
        raise NotYourTurnError(f"seat {seat} cannot act now")
    if parsed not in state.legal_actions():
        # no phase named: it would tell whether a private question is pending
        raise IllegalActionError(f"'{parsed}' is not legal now")
    assert isinstance(parsed, action_type)
    return parsed


def is_seat(seat: object, num_seats: int) -> bool:
    """Whether ``seat`` is a seat number of a game of ``num_seats`` seats: a whole number
    (an ``int`` or a NumPy integer, not a ``bool``) from 0.

    >>> is_seat(1, 2), is_seat(2, 2), is_seat("0", 2), is_seat(True, 2)
    (True, False, False, False)
    """
    if isinstance(seat, bool):
        return False
    try:
        number = operator.index(seat)  # type: ignore[arg-type]
    except TypeError:
        return False
    return 0 <= number < num_seats


def check_seat(seat: object, num_seats: int) -> None:
    """Refuse what is no seat number of a game of ``num_seats`` seats (:func:`is_seat`)
    with a :class:`~roadgames.core.errors.NoSuchSeatError` (a ``ValueError``) naming it as
    given: what a state's per-seat queries (``view``, ``hand_cards`` …) raise, rather than
    an ``IndexError`` or another seat's answer (seat ``-1`` or ``True`` indexes a list).
    Only the public queries check: the engine's own paths are given seats it made.

    >>> check_seat(-1, 2)
    Traceback (most recent call last):
    roadgames.core.errors.NoSuchSeatError: no seat -1 in a 2-seat game
    """
    if not is_seat(seat, num_seats):
        raise NoSuchSeatError(f"no seat {seat!r} in a {num_seats}-seat game")


def equal_slots(one: object, other: object) -> bool:
    """Whether ``one`` and ``other``, of one class with ``__slots__``, hold equal values in
    every slot: a game state's ``__eq__``, exact by construction (a slot added later counts
    at once). A random generator compares by its state (the chances to come), and an
    object with slots but no equality of its own by its slots, in a list or a
    tuple too; anything else by its own ``==``."""
    if type(one) is not type(other):
        return False
    return all(
        _same(getattr(one, name, _UNSET), getattr(other, name, _UNSET))
        for name in _slot_names(type(one))
    )


_UNSET = object()


def _slot_names(cls: type) -> list[str]:
    """Every slot of ``cls``, its bases' included."""
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return names


def _same(one: object, other: object) -> bool:
    """Equality as :func:`equal_slots` takes it, for one slot's values."""
    if isinstance(one, random.Random) and isinstance(other, random.Random):
        return type(one) is type(other) and one.getstate() == other.getstate()
    if one is other or one == other:
        return True
    if isinstance(one, list | tuple) and type(one) is type(other):
        assert isinstance(other, list | tuple)  # for mypy: the same type
        return len(one) == len(other) and all(map(_same, one, other))
    if type(one) is type(other) and type(one).__eq__ is object.__eq__:
        return hasattr(type(one), "__slots__") and equal_slots(one, other)
    return False

"""Actions and their notation. A turn is a short sequence of small decisions.

=========================  ================================================================
notation                   meaning
=========================  ================================================================
``play MOVE3``             play a card from the hand (starts the turn)
``move A right``           one single-square step of a vehicle (MOVE and MOVE & SHIFT)
``slide Q down 3``         slide a vehicle 1 or more squares in one direction (SLIDE)
``shift left up 2``        shift a side section (``left``/``right``) up or down (SHIFT, M&S)
``end``                    end the turn (leaving any rest of the card unused)
=========================  ================================================================

Vehicles are named as in :mod:`roadgames.rushshift.vehicles`; directions are ``up``,
``down``, ``left``, ``right`` (``u``/``d``/``l``/``r`` on input). Input is case-insensitive.
Every action is an interned frozen value, so ``parse_action(str(a)) == a`` and the
legal-action generator never allocates.

>>> action = parse_action("Slide q D 3")
>>> action.kind, action.vehicle, action.direction, action.distance
(Kind.SLIDE, 12, Dir.DOWN, 3)
>>> action
Action.parse('slide Q down 3')
>>> str(parse_action("shift l u 2")), str(parse_action("play ms2"))
('shift left up 2', 'play MS2')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from roadgames.core.errors import MalformedActionError
from roadgames.core.switches import short_repr
from roadgames.rushshift.board import COLS, LEFT, RIGHT, Dir
from roadgames.rushshift.cards import ALL_CARDS, Card, parse_card
from roadgames.rushshift.vehicles import NAMES, NUM_VEHICLES, index_of

#: The longest slide (a hero from one end of the grid to wholly out of the other).
MAX_DISTANCE = COLS + 2
#: The largest shift (from one stop to the other).
MAX_SHIFT = 10


class Kind(IntEnum):
    """What kind of action."""

    PLAY = 0
    MOVE = 1
    SLIDE = 2
    SHIFT = 3
    END = 4

    def __repr__(self) -> str:
        # pasteable, as a card's and an action's repr are: the enum's own (<Kind.SLIDE: 2>)
        # is no Python
        return f"Kind.{self.name}"


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``card`` for play; ``vehicle`` and ``direction`` for move and slide
    (``distance`` for slide); ``side`` (0 left, 2 right) and ``distance`` (signed rows, up
    negative) for shift."""

    kind: Kind
    card: Card | None = None
    vehicle: int | None = None
    direction: Dir | None = None
    distance: int = 0
    side: int | None = None
    #: The notation, computed once (actions are interned, and the log writes it for every
    #: action applied).
    text: str = field(default="", init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", self._notation())

    def __str__(self) -> str:
        return self.text

    def _notation(self) -> str:
        kind = self.kind
        if kind == Kind.PLAY:
            assert self.card is not None
            return f"play {self.card.code}"
        if kind == Kind.MOVE:
            assert self.vehicle is not None and self.direction is not None
            return f"move {NAMES[self.vehicle]} {self.direction.word}"
        if kind == Kind.SLIDE:
            assert self.vehicle is not None and self.direction is not None
            return f"slide {NAMES[self.vehicle]} {self.direction.word} {self.distance}"
        if kind == Kind.SHIFT:
            side = "left" if self.side == LEFT else "right"
            way = "up" if self.distance < 0 else "down"
            return f"shift {side} {way} {abs(self.distance)}"
        return "end"

    def __repr__(self) -> str:
        # the notation, pasteable, as python-chess writes Move.from_uci('e2e4'): the same
        # text as logs and records; the fields' repr is long and names a vehicle by index
        return f"Action.parse({self.text!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action written ``text`` (:func:`parse_action`; ``MalformedActionError``).

        >>> Action.parse("move a r")
        Action.parse('move A right')
        """
        return parse_action(text)


END = Action(Kind.END)
#: ``PLAY[card]``.
PLAY: tuple[Action, ...] = tuple(Action(Kind.PLAY, card) for card in ALL_CARDS)
#: ``MOVE[vehicle][direction]``.
MOVE: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action(Kind.MOVE, None, v, d) for d in Dir) for v in range(NUM_VEHICLES)
)
#: ``SLIDE[vehicle][direction][distance]`` (distance 0 unused).
SLIDE: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    tuple(tuple(Action(Kind.SLIDE, None, v, d, n) for n in range(MAX_DISTANCE + 1)) for d in Dir)
    for v in range(NUM_VEHICLES)
)
#: ``SHIFT[side][rows + MAX_SHIFT]`` (rows signed, up negative; side 0 left, 2 right).
SHIFT: dict[int, tuple[Action, ...]] = {
    side: tuple(
        Action(Kind.SHIFT, None, None, None, n, side) for n in range(-MAX_SHIFT, MAX_SHIFT + 1)
    )
    for side in (LEFT, RIGHT)
}

_DIRS = {"up": Dir.UP, "u": Dir.UP, "down": Dir.DOWN, "d": Dir.DOWN}
_DIRS.update({"left": Dir.LEFT, "l": Dir.LEFT, "right": Dir.RIGHT, "r": Dir.RIGHT})
_SIDES = {"left": LEFT, "l": LEFT, "right": RIGHT, "r": RIGHT}
_HELP = "expected e.g. 'play MOVE3', 'move A right', 'slide Q down 3', 'shift left up 2', 'end'"


def _direction(word: str, text: str) -> Dir:
    direction = _DIRS.get(word)
    if direction is None:
        raise MalformedActionError(
            f"bad direction {short_repr(word)} in {short_repr(text)}; {_HELP}"
        )
    return direction


def _count(word: str, high: int, text: str) -> int:
    # ASCII digits only, and few: int() refuses some other digits ("²") that isdigit()
    # accepts, and thousands of digits, with a bare ValueError
    number = word.lstrip("0") or word[:1]
    if not (number.isascii() and number.isdigit() and len(number) <= 3):
        number = "0"  # out of range below
    if not 1 <= int(number) <= high:
        raise MalformedActionError(
            f"bad number {short_repr(word)} in {short_repr(text)} (1 to {high})"
        )
    return int(word)


def parse_action(text: str) -> Action:
    """Parse an action's notation (case-insensitive); raises ``MalformedActionError``."""
    if not isinstance(text, str):
        raise MalformedActionError(f"an action must be text, not {type(text).__name__}")
    words = text.strip().lower().split()
    if words == ["end"]:
        return END
    if len(words) == 2 and words[0] == "play":
        return PLAY[parse_card(words[1])]
    if len(words) == 3 and words[0] == "move":
        return MOVE[index_of(words[1])][_direction(words[2], text)]
    if len(words) == 4 and words[0] == "slide":
        direction = _direction(words[2], text)
        return SLIDE[index_of(words[1])][direction][_count(words[3], MAX_DISTANCE, text)]
    if len(words) == 4 and words[0] == "shift":
        side = _SIDES.get(words[1])
        if side is None:
            raise MalformedActionError(
                f"bad side {short_repr(words[1])} in {short_repr(text)} (left or right)"
            )
        way = _direction(words[2], text)
        if way not in (Dir.UP, Dir.DOWN):
            raise MalformedActionError(f"a section shifts up or down, not {short_repr(words[2])}")
        rows = _count(words[3], MAX_SHIFT, text)
        return SHIFT[side][MAX_SHIFT + (-rows if way == Dir.UP else rows)]
    raise MalformedActionError(f"cannot read action {short_repr(text)}; {_HELP}")

"""Actions and their notation.

=====================  ==========================================================
notation               meaning
=====================  ==========================================================
``draw``               draw from the draw pile (only asked where there is a choice)
``draw discard``       take the top of the discard pile (``draw_from_discard``)
``redraw``             fast play: start discarding any number of cards, then refill
``refill``             fast play: draw back up to six and end the turn
``play 75``            play a card on one's own tableau (distance, remedy, safety)
``play STOP > 1``      play a hazard on team 1's tableau
``discard ROLL``       discard a card
``coup-fourre``        call coup fourré with the safety that matches the attack
``decline``            let a coup fourré, a fast-play remedy or an extension pass
``extend``             call the extension after completing a 700 trip
=====================  ==========================================================

Card codes are those of :mod:`roadgames.millebornes.cards`, case-insensitive on input.
Every action is an interned, frozen value, so ``parse(str(a)) == a`` and legal-action
generation never allocates.

>>> action = parse_action("play stop > 1")
>>> action.kind, action.card, action.target
(Kind.PLAY, Card.STOP, 1)
>>> action
Action.parse('play STOP > 1')
>>> str(parse_action("Discard roll"))
'discard ROLL'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from roadgames.core.errors import MalformedActionError
from roadgames.core.switches import short_repr
from roadgames.millebornes.cards import ALL_CARDS, HAZARDS, Card, parse_card

MAX_TEAMS = 6


class Kind(IntEnum):
    """What kind of action."""

    DRAW = 0
    DRAW_DISCARD = 1
    REDRAW = 2
    REFILL = 3
    COUP_FOURRE = 4
    PLAY = 5
    DISCARD = 6
    DECLINE = 7
    EXTEND = 8

    def __repr__(self) -> str:
        # pasteable, as a card's and an action's repr are: the enum's own (<Kind.PLAY: 5>)
        # is no Python
        return f"Kind.{self.name}"


_WORDS = {
    Kind.DRAW: "draw",
    Kind.DRAW_DISCARD: "draw discard",
    Kind.REDRAW: "redraw",
    Kind.REFILL: "refill",
    Kind.COUP_FOURRE: "coup-fourre",
    Kind.DECLINE: "decline",
    Kind.EXTEND: "extend",
}


@dataclass(frozen=True, slots=True)
class Action:
    """One action; ``card`` for play and discard, ``target`` (a team) for hazards."""

    kind: Kind
    card: Card | None = None
    target: int | None = None
    #: The notation, computed once (actions are interned, and logs use it on the hot path).
    text: str = field(default="", init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", _notation(self.kind, self.card, self.target))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        # the notation, pasteable, as python-chess writes Move.from_uci('e2e4'): the same
        # text as logs and records, shorter than the fields' Action(kind=Kind.PLAY, ...)
        return f"Action.parse({self.text!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action written ``text`` (:func:`parse_action`; ``MalformedActionError``).

        >>> Action.parse("play stop > 1")
        Action.parse('play STOP > 1')
        """
        return parse_action(text)


def _notation(kind: Kind, card: Card | None, target: int | None) -> str:
    if kind == Kind.PLAY:
        assert card is not None
        return f"play {card.code}" if target is None else f"play {card.code} > {target}"
    if kind == Kind.DISCARD:
        assert card is not None
        return f"discard {card.code}"
    return _WORDS[kind]


DRAW = Action(Kind.DRAW)
DRAW_DISCARD = Action(Kind.DRAW_DISCARD)
REDRAW = Action(Kind.REDRAW)
REFILL = Action(Kind.REFILL)
COUP_FOURRE = Action(Kind.COUP_FOURRE)
DECLINE = Action(Kind.DECLINE)
EXTEND = Action(Kind.EXTEND)
#: ``PLAY[card]``: play a card on one's own tableau.
PLAY: tuple[Action, ...] = tuple(Action(Kind.PLAY, card) for card in ALL_CARDS)
#: ``ATTACK[card][team]``: play a hazard on a team (only hazard entries are filled).
ATTACK: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action(Kind.PLAY, card, team) for team in range(MAX_TEAMS)) if card in HAZARDS else ()
    for card in ALL_CARDS
)
#: ``DISCARD[card]``: discard a card.
DISCARD: tuple[Action, ...] = tuple(Action(Kind.DISCARD, card) for card in ALL_CARDS)

# the interned actions themselves, so that parsing a word allocates nothing either
_SIMPLE = {str(a): a for a in (DRAW, DRAW_DISCARD, REDRAW, REFILL, COUP_FOURRE, DECLINE, EXTEND)}
# as RULES.md §6 writes it, or run together, as people type it
_SIMPLE.update(
    (f"coup{joint}{last}", COUP_FOURRE)
    for joint in ("-", " ", "_", "")
    for last in ("fourre", "fourré")
)


def parse_action(text: str) -> Action:
    """Parse an action's notation (case-insensitive); raises ``MalformedActionError``."""
    if not isinstance(text, str):
        raise MalformedActionError(f"an action must be text, not {type(text).__name__}")
    words = " ".join(text.strip().lower().split())
    simple = _SIMPLE.get(words)
    if simple is not None:
        return simple
    verb, _, rest = words.partition(" ")
    if verb == "discard" and rest and ">" not in rest:
        return DISCARD[parse_card(rest)]
    if verb == "play" and rest:
        card_text, arrow, target_text = rest.partition(">")
        card = parse_card(card_text)
        if not arrow:
            return PLAY[card]
        if card not in HAZARDS:
            raise MalformedActionError(f"only hazards take a target, not {card.code}")
        target_text = target_text.strip()
        # ASCII digits only, and few: int() refuses '²' (which isdigit() accepts) and
        # thousands of digits with a bare ValueError
        number = target_text.lstrip("0") or target_text[:1]  # "000" is 0, "" no team
        digits = number.isascii() and number.isdigit() and len(number) <= 3
        if not digits or int(number) >= MAX_TEAMS:
            raise MalformedActionError(
                f"bad target team {short_repr(target_text)} in {short_repr(text)}"
            )
        return ATTACK[card][int(number)]
    raise MalformedActionError(
        f"cannot read action {short_repr(text)}; expected e.g. 'play 75', 'play STOP > 1', "
        "'discard ROLL', 'draw', 'coup-fourre', 'decline'"
    )

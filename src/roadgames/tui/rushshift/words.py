"""Rush Hour Shift actions, cards and log entries in words, in the interface language.

Card titles are the rules booklet's where one in the language names them: French has the
booklet of seed 003 (``DÉPLACEMENT 3``, ``DÉCALAGE DE LA GRILLE``, ``GLISSEMENT``). No
source names them in German, Italian or Finnish: those keep the printed English titles
(``MOVE 3``, ``MOVE & SHIFT 2``) rather than titles of our own. Vehicle letters and the
notation are never translated. A game of a match is a "partie" in French (the booklet's
word), a "Manche" in Italian, a "Runde" in German and an "erä" in Finnish; the match a
"match" in French, a "Partie" in German, a "Partita" in Italian and an "ottelu" in Finnish
(the ``rs_`` strings of :mod:`roadgames.tui.i18n`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from roadgames.core.errors import RoadgamesError
from roadgames.rushshift.actions import Action, Kind, parse_action
from roadgames.rushshift.board import LEFT, Dir
from roadgames.rushshift.cards import FACE_TITLES, LOCAL_TITLES, TITLES, Card
from roadgames.rushshift.vehicles import GOLD, SILVER
from roadgames.rushshift.vehicles import NAMES as VEHICLE_NAMES
from roadgames.tui.i18n import Translator

_DIR_KEYS = {Dir.UP: "rs_up", Dir.DOWN: "rs_down", Dir.LEFT: "rs_left", Dir.RIGHT: "rs_right"}
_START = re.compile(r"^game (\d+): (gold|silver) starts$")
_WON = re.compile(r"^game (\d+) won by (gold|silver)$")
_DRAWN = re.compile(r"^game (\d+) drawn after (\d+) turns$")


def shift_mark(offset: int) -> str:
    """How far a side section has shifted, as the board's header marks it: ``↑2``, ``↓1``,
    ``±0``."""
    arrow = "↑" if offset < 0 else "↓" if offset > 0 else "±"
    return f"{arrow}{abs(offset)}"


def colour(seat: int, tr: Translator) -> str:
    """A seat's colour: gold (seat 0) or silver (seat 1)."""
    return tr("rs_gold") if seat == 0 else tr("rs_silver")


def seat_named(seat: int, name: str, tr: Translator) -> str:
    """Seat ``seat`` as ``name`` (its name, or its name cut short to fit a line) with its
    colour: ``You (gold)``."""
    return tr("rs_seat", name=name, colour=colour(seat, tr))


def seat_label(seat: int, names: Sequence[str], tr: Translator) -> str:
    """A seat's name with its colour: ``You (gold)``."""
    return seat_named(seat, names[seat], tr)


def card_title(card: Card, tr: Translator | None = None) -> str:
    """The card's title in ``tr``'s interface language: the rules booklet's where one in that
    language names the cards (French), else the printed English title (no source names
    them in German, Italian or Finnish); without ``tr``, the printed title."""
    if tr is None:
        return TITLES[card]
    return LOCAL_TITLES.get(tr.ui_lang, {}).get(card) or TITLES[card]


def card_face(card: Card, tr: Translator | None = None) -> str:
    """The card's title as its narrow face in a hand shows it: :func:`card_title`, shortened
    where it would not fit (``DÉCALAGE`` for ``DÉCALAGE DE LA GRILLE``)."""
    if tr is not None and card in FACE_TITLES.get(tr.ui_lang, {}):
        return FACE_TITLES[tr.ui_lang][card]
    return card_title(card, tr)


def vehicle_label(vehicle: int, tr: Translator) -> str:
    """A vehicle's letter, with its colour for a hero."""
    letter = VEHICLE_NAMES[vehicle]
    if vehicle in (GOLD, SILVER):
        return tr("rs_hero", letter=letter, colour=colour(vehicle - GOLD, tr))
    return letter


def describe(action: Action, tr: Translator) -> str:
    """An action in words: ``Slide Q down 3 squares``."""
    if action.kind == Kind.PLAY:
        assert action.card is not None
        return tr("rs_play", card=card_title(action.card, tr))
    if action.kind == Kind.END:
        return tr("rs_end")
    if action.kind == Kind.SHIFT:
        side = tr("rs_side_left") if action.side == LEFT else tr("rs_side_right")
        way = tr("rs_up") if action.distance < 0 else tr("rs_down")
        return tr("rs_shift", side=side, dir=way, n=abs(action.distance))
    assert action.vehicle is not None and action.direction is not None
    vehicle = vehicle_label(action.vehicle, tr)
    way = tr(_DIR_KEYS[action.direction])
    if action.kind == Kind.MOVE:
        return tr("rs_move", vehicle=vehicle, dir=way)
    return tr("rs_slide", vehicle=vehicle, dir=way, n=action.distance)


def describe_event(seat: int, text: str, names: Sequence[str], tr: Translator) -> str:
    """One public log entry of the engine (``seat``, ``text``) in words."""
    if seat >= 0:
        who = seat_label(seat, names, tr) if seat < len(names) else f"#{seat}"
        try:
            what = describe(parse_action(text), tr)
        except RoadgamesError:
            what = text
        return tr("rs_event", who=who, what=what)
    if match := _START.match(text):
        starter = 0 if match.group(2) == "gold" else 1
        return tr("rs_event_start", n=match.group(1), name=seat_label(starter, names, tr))
    if match := _WON.match(text):
        winner = 0 if match.group(2) == "gold" else 1
        return tr("rs_event_won", n=match.group(1), name=seat_label(winner, names, tr))
    if match := _DRAWN.match(text):
        return tr("rs_event_drawn", n=match.group(1), turns=match.group(2))
    if text.startswith("discards shuffled"):
        return tr("event_reshuffle")
    return text

"""Comparing what seats are given, for the hidden-information tests: every form a view
reaches the outside in, what a seat is told when it sends an action, and two deals a seat
cannot tell apart."""

from __future__ import annotations

import dataclasses
import json
import random
from enum import Enum
from functools import cache
from typing import Any

from roadgames.core.errors import IllegalActionError
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes import actions as act
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.view import MilleBornesView

_MISSING = object()


def freeze(obj: Any) -> Any:
    """Everything an object holds, recursively, as comparable data (dataclasses, slotted
    objects, containers, random generators); an object's identity never matters."""
    if obj is None or isinstance(obj, bool | int | float | str | Enum):
        return obj
    if isinstance(obj, random.Random):
        return ("Random", obj.getstate())
    if isinstance(obj, list | tuple):
        # The engine's lists are homogeneous; a list of values (history, log) is copied as is.
        if not obj or _is_value(obj[0]):
            return (type(obj).__name__, tuple(obj))
        return (type(obj).__name__, tuple(freeze(x) for x in obj))
    if isinstance(obj, dict):
        return ("dict", tuple((freeze(k), freeze(v)) for k, v in obj.items()))
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        fields = dataclasses.fields(obj)
        return (type(obj).__name__, tuple((f.name, freeze(getattr(obj, f.name))) for f in fields))
    cls: type = type(obj)
    names = _slot_names(cls)
    if hasattr(obj, "__dict__"):
        names = names + tuple(vars(obj))
    if not names:
        raise TypeError(f"cannot freeze a {type(obj).__name__}")
    return (type(obj).__name__, tuple((n, freeze(getattr(obj, n, _MISSING))) for n in names))


@cache
def _slot_names(cls: type) -> tuple[str, ...]:
    return tuple(n for klass in cls.__mro__ for n in getattr(klass, "__slots__", ()))


def _is_value(obj: Any) -> bool:
    """Whether ``obj`` compares by value and cannot change: numbers, text, tuples of those,
    frozen dataclasses."""
    if isinstance(obj, int | str | float):
        return True
    if isinstance(obj, tuple):
        return all(isinstance(x, int | str | float) for x in obj)
    params = getattr(type(obj), "__dataclass_params__", None)
    return params is not None and bool(params.frozen)


def view_forms(view: MilleBornesView) -> tuple[Any, ...]:
    """Every form a view reaches the outside in: its data, JSON text, repr, and the whole
    object (public details included)."""
    data = view.to_dict()
    return data, json.dumps(data, sort_keys=True), repr(view), freeze(view)


def answer(state: MilleBornesState, action: act.Action, seat: int) -> str:
    """What ``seat`` is told when it sends ``action`` (tried on a copy): the error, or ok."""
    try:
        state.clone().apply(action, seat=seat)
    except IllegalActionError as exc:
        return f"{type(exc).__name__}: {exc}"
    return "ok"


def discarder_twins(
    dry_reshuffles: int, dry_since: int | None = None
) -> tuple[MilleBornesState, MilleBornesState]:
    """Two leaflet deals alike but for seat 1's sixth card, ROLL (it could play) or
    REPAIRS (it could not), each after seat 0 and then seat 1 discarded a 25, the stall
    guard set first to ``dry_reshuffles`` (and ``dry_since``) as after reshuffles in which
    nobody could play: the one that could play comes first."""
    rules = make_rules("leaflet", 2)
    mine = ["25", "25", "25", "50", "50", "50"]
    twins = []
    for spare in ("ROLL", "REPAIRS"):
        theirs = ["25", "75", "75", "100", "100", spare]
        deck = stacked_deck(rules, hands=[mine, theirs], draw=["75", "75", "100"])
        state = new_game(rules, decks=[deck])
        state.apply("discard 25")
        state.dry_reshuffles = dry_reshuffles
        if dry_since is not None:
            state.dry_since = dry_since
        assert state.has_play(1) == (spare == "ROLL")  # a ROLL to play, or nothing
        state.apply("discard 25")
        twins.append(state)
    return twins[0], twins[1]

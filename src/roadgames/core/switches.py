"""The words a rule option that is a switch takes, the same in every game, and the check
that refuses a switch set to anything else; with them, how an error message echoes a value
refused (:func:`given`, :func:`short_repr`), typed (:class:`Typed`) or read from a file."""

from __future__ import annotations

import json
from collections.abc import Iterable

from roadgames.core.errors import RulesError

#: The words a switch takes besides ``True`` and ``False``, in any case: those its error
#: message names (the command line reads ``yes``/``no`` too, before the rules see them).
SWITCH_WORDS: dict[str, bool] = {"on": True, "true": True, "off": False, "false": False}
#: The longest value an error message writes out whole.
_SHOWN = 40


class Typed(str):
    """A value read from the command line (``-o NAME=VALUE``): the text the rules read
    (stripped, lower-cased: ``-o finish=EXACT`` is ``exact``), keeping what was typed for an
    error to echo (:func:`given`). Otherwise a ``str`` as any other."""

    typed: str

    def __new__(cls, typed: str) -> Typed:
        """The value stripped and lower-cased, remembering what was typed."""
        value = super().__new__(cls, typed.strip().lower())
        value.typed = typed.strip()
        return value

    def __reduce__(self) -> tuple[type[Typed], tuple[str]]:
        """Pickled (for worker processes) as what was typed, which makes it again."""
        return (Typed, (self.typed,))


def switch_value(value: object) -> object:
    """A switch's value: ``on``/``off`` and the other :data:`SWITCH_WORDS` as booleans,
    anything else as it is (for :func:`check_switches` to refuse if it is no boolean)."""
    if isinstance(value, str):
        return SWITCH_WORDS.get(value.strip().lower(), value)
    return value


def read_switches(options: dict[str, object], names: Iterable[str]) -> None:
    """Read the words of the switches ``names`` among ``options`` as booleans, in place
    (:func:`switch_value`); the options not given stay out."""
    for name in names:
        if name in options:
            options[name] = switch_value(options[name])


def short_repr(value: object) -> str:
    """``value`` as Python writes it, cut short for an error message: rules also come from
    records, which may hold a value of any size (a megabyte string, a huge number).

    >>> short_repr("maybe"), short_repr("x" * 50)
    ("'maybe'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...")
    """
    try:
        text = repr(value)
    except ValueError:  # an int too long to write out
        return "a number too large to show"
    return _cut(text)


def _cut(text: str) -> str:
    """``text`` as an error message writes it: whole up to :data:`_SHOWN` characters, else
    cut short with ``...``."""
    return text if len(text) <= _SHOWN else f"{text[: _SHOWN - 3]}..."


def given(value: object, json_file: bool = False) -> str:
    """A value refused, as an error message echoes it: one typed on the command line
    (:class:`Typed`) as it was typed, case and all, without quotes (``-o target=Abc`` is
    "not Abc"; nothing typed, ``-o target=``, is "not ''"); a switch as ``-o`` writes it
    (``on``, ``off``: never Python's ``True``); a record's nothing as JSON writes it
    (``null``); anything else, from a record or from Python, cut short
    (:func:`short_repr`: ``'abc'``, where the quotes tell a text ``'5'`` from a number).

    A value of a JSON file that is no record of rules (a run's ``settings.json``:
    ``json_file``) is echoed as the file spells it (``"abc"``, ``true``, ``2.5``).

    >>> given(Typed("Abc")), given(True), given(None), given("abc"), given(Typed(" "))
    ('Abc', 'on', 'null', "'abc'", "''")
    >>> given("abc", json_file=True), given(True, json_file=True)
    ('"abc"', 'true')
    """
    if json_file:
        try:
            text = json.dumps(value)
        except (TypeError, ValueError):  # not from JSON after all, or an int too long
            return short_repr(value)
        return _cut(text)
    if isinstance(value, Typed):
        if not value.typed:  # nothing typed (-o target=): seen, not left out of the line
            return "''"
        text = value.typed if value.typed.isprintable() else ascii(value.typed)[1:-1]
        return _cut(text)
    if isinstance(value, bool):
        return "on" if value else "off"
    return "null" if value is None else short_repr(value)


def check_switches(rules: object, names: Iterable[str]) -> None:
    """Refuse rules whose switch ``names`` (attributes of ``rules``) are not all booleans:
    :class:`~roadgames.core.errors.RulesError` naming the first, its value cut short
    (:func:`short_repr`)."""
    for name in names:
        value = getattr(rules, name)
        if not isinstance(value, bool):
            raise RulesError(
                f"option {name!r} must be on or off (true or false), not {given(value)}"
            )

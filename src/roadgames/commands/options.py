"""Command-line arguments shared by the subcommands: the rules of either game (``--preset``,
Mille Bornes' only; ``--players``; ``-o NAME=VALUE``), and the seeds and counts they take."""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from dataclasses import fields
from typing import Any

from roadgames.core.errors import RoadgamesError, RulesError, echoed
from roadgames.core.seeds import read_seed
from roadgames.core.switches import Typed, given
from roadgames.millebornes.rules import (
    OPTION_NAMES,
    PRESETS,
    Rules,
    make_rules,
    preset_players,
)
from roadgames.rushshift.rules import OPTION_NAMES as SHIFT_OPTION_NAMES
from roadgames.rushshift.rules import PRESETS as SHIFT_PRESETS
from roadgames.rushshift.rules import SETUP_FORMS as SHIFT_SETUP_FORMS
from roadgames.rushshift.rules import Rules as ShiftRules

#: The options ``--option`` may set: every rule option but the number of seats
#: (``--players``).
RULE_OPTIONS = tuple(name for name in OPTION_NAMES if name != "players")
#: The Rush Hour Shift options ``--option`` may set (the deck's make-up is a mapping, set
#: in Python or a record, not on the command line).
SHIFT_OPTIONS = tuple(name for name in SHIFT_OPTION_NAMES if name not in ("players", "deck"))
#: What the help of a command for both games adds to ``--option``: the options, and what
#: ``setup`` takes (the words the rules' own error messages use).
SHIFT_OPTIONS_HELP = (
    f"; Rush Hour Shift options: {', '.join(SHIFT_OPTIONS)}; setup is {SHIFT_SETUP_FORMS}"
)

#: What Rush Hour Shift takes instead of a preset, for the errors.
SHIFT_TAKES = (
    "; Rush Hour Shift has one set of rules, changed with -o NAME=VALUE "
    f"({', '.join(SHIFT_OPTIONS)})"
)
#: ``--preset``'s help.
PRESET_HELP = (
    f"Mille Bornes rules preset: {', '.join(PRESETS)} (default: classic); Rush Hour Shift "
    "takes none, only -o options"
)


def add_rules_arguments(
    parser: argparse.ArgumentParser,
    preset: bool = True,
    players_from_seats: bool = False,
    other_games: str = "",
    preset_default: str | None = "classic",
) -> None:
    """``--preset``, ``--players`` and repeatable ``--option NAME=VALUE``. With
    ``players_from_seats`` a missing ``--players`` is ``None``: the command counts the seats
    it was given. ``other_games`` adds to the help the options of the other games. A
    ``preset_default`` of ``None`` lets the command tell a preset given from none (it is
    Mille Bornes' ``classic`` all the same)."""
    if preset:
        parser.add_argument("--preset", type=preset_name, default=preset_default, help=PRESET_HELP)
    usual = "2; the club preset: 4, in partnerships"
    by_preset = ", ".join(f"{name} {_counts(preset_players(name))}" for name in PRESETS)
    seats = f"Mille Bornes seats by preset: {by_preset}"
    if players_from_seats:
        players_help = (
            f"{seats} (default: as many as --seats names, else {usual}); Rush Hour Shift has 2"
        )
    else:
        players_help = f"{seats} (default {usual}); Rush Hour Shift has 2"
    count = seat_count("--seats" if players_from_seats else None)
    parser.add_argument("--players", type=count, default=None, help=players_help)
    add_option_argument(parser, option_help(other_games))


def _counts(counts: tuple[int, ...]) -> str:
    """Seat counts in words: ``2 to 6``, or ``2, 3, 4 or 6`` where one is missing."""
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"


def option_help(other_games: str = "") -> str:
    """``--option``'s help: the Mille Bornes options, and what ``other_games`` (such as
    :data:`SHIFT_OPTIONS_HELP`) adds, in the same words for every command."""
    mille_bornes = ", ".join(RULE_OPTIONS)
    return f"override a rule option (repeatable); Mille Bornes options: {mille_bornes}{other_games}"


def preset_name(text: str) -> str:
    """A Mille Bornes preset named on the command line (in any case): an unknown one,
    Rush Hour Shift's ``standard`` say, is refused saying what that game takes instead."""
    name = text.strip().lower()
    if name in SHIFT_PRESETS:
        raise argparse.ArgumentTypeError(
            f"--preset names a Mille Bornes preset ({', '.join(PRESETS)}); Rush Hour Shift has "
            f"one set of rules, {name!r}, taken without --preset and changed with -o "
            f"NAME=VALUE ({', '.join(SHIFT_OPTIONS)})"
        )
    if name not in PRESETS:
        raise argparse.ArgumentTypeError(
            f"unknown preset {text!r}; Mille Bornes' presets are {', '.join(PRESETS)}"
        )
    return name


#: What every command's ``--seed`` help says of the seeds it takes.
SEED_RANGE = "a whole number from 0"


def deal_seed(text: str) -> int:
    """``play``'s ``--seed``: a whole number from 0, of no more digits than Python reads,
    as the new-game form takes it (:func:`~roadgames.core.seeds.read_seed`)."""
    return _seed(text, deals=True)


def run_seed(text: str) -> int:
    """``--seed`` of ``simulate`` and ``tournament``: the same rule as ``play``'s
    (:func:`deal_seed`), a whole number from 0; a negative one is refused as ``play``
    refuses it, less its note on which seed deals the same game (a run's games are dealt
    from seeds drawn from its seed, so that none does)."""
    return _seed(text, deals=False)


def _seed(text: str, deals: bool) -> int:
    """A ``--seed`` read by :func:`~roadgames.core.seeds.read_seed`, its error argparse's."""
    try:
        return read_seed(text, deals=deals)
    except RoadgamesError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


#: A count as the command line takes it: ASCII digits, after a minus sign for the
#: command's own range check to refuse in its words (``--jobs must be from 0 ...``).
_DIGITS = re.compile(r"-?[0-9]+")
#: A letter, in any script: what a player's name has and a count has not.
_LETTER = re.compile(r"[^\W\d_]")


def whole_number(text: str) -> int:
    """A count typed on the command line (``--games``, ``--deals``, ``--jobs``,
    ``--players``): plain digits, not the other spellings Python's ``int`` reads (``1_0``,
    ``+5``, ``١٠``): each command checks its range after.

    >>> whole_number("10"), whole_number(" -1 ")
    (10, -1)
    >>> whole_number("1_0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: '1_0' is not a whole number: write digits only
    """
    digits = text.strip()
    if _DIGITS.fullmatch(digits) is None:
        raise argparse.ArgumentTypeError(
            f"{echoed(digits)!r} is not a whole number: write digits only"
        )
    try:
        return int(digits)
    except ValueError:  # more digits than Python reads
        raise argparse.ArgumentTypeError(
            f"a number of {len(digits.lstrip('-'))} digits is far too large"
        ) from None


def usual_players(game: str, preset: str | None) -> int:
    """The seats a game is played with when nobody says: 2, but 4 (two partnerships) for
    Mille Bornes' ``club`` preset, as the club rules play it (RULES.md §10)."""
    return 4 if game == "millebornes" and preset == "club" else 2


def refuse_preset(game: str, preset: str | None) -> None:
    """A ``--preset`` (Mille Bornes') given for another ``game`` is an error, not ignored:
    the message says what Rush Hour Shift takes instead."""
    if preset is not None and game != "millebornes":
        raise RulesError(f"--preset is for Mille Bornes{SHIFT_TAKES}")


def seat_count(players_option: str | None) -> Callable[[str], int]:
    """``--players``' type: a count of seats (:func:`whole_number`); for a command that
    names its players with ``players_option``, players named in ``--players`` instead
    (:func:`_names_players`) are refused in words that say where they go.

    >>> seat_count("--agents")("2")
    2
    >>> seat_count("--agents")("easy,ok")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: 'easy,ok' is not a number of seats: choose the players with --agents
    """

    def read(text: str) -> int:
        try:
            return whole_number(text)
        except argparse.ArgumentTypeError:
            if players_option is None or not _names_players(text):
                raise
            raise argparse.ArgumentTypeError(
                f"{echoed(text.strip())!r} is not a number of seats: choose the players "
                f"with {players_option}"
            ) from None

    return read


def _names_players(text: str) -> bool:
    """Whether ``text`` reads as players named rather than a count mistyped: one built-in
    player among its parts, or several parts each with a letter (``module:Name``, a
    player of one's own)."""
    from roadgames.agents.base import agent_names
    from roadgames.agents.external import player_name
    from roadgames.core.registry import game_names
    from roadgames.tui.seats import PERSON

    parts = [part.strip() for part in text.replace(":", ",").split(",") if part.strip()]
    built_in = {name for game in game_names() for name in agent_names(game)} | {PERSON}
    if any(player_name(part) in built_in for part in parts):
        return True
    return len(parts) > 1 and all(_LETTER.search(part) for part in parts)


def add_option_argument(parser: argparse.ArgumentParser, help_text: str) -> None:
    """The repeatable ``--option NAME=VALUE`` (``-o``), read by :func:`parse_overrides`."""
    parser.add_argument(
        "--option", "-o", action="append", default=[], metavar="NAME=VALUE", help=help_text
    )


#: The options of either game that are switches (on or off): only they read ``yes`` or
#: ``off`` as a boolean; any other option gets the word as typed, to refuse it as typed.
SWITCHES = frozenset(
    field.name
    for rules in (Rules, ShiftRules)
    for field in fields(rules)
    if field.type in ("bool", bool)
)


def parse_option_value(text: str, switch: bool = True) -> Any:
    """``true``/``false``/``on``/``off``/``yes``/``no`` as booleans (for a ``switch``;
    else as typed), ASCII digits as ints (``²`` is text), anything else as text, lower-cased
    for the rules, keeping what was typed for an error to echo
    (:class:`~roadgames.core.switches.Typed`)."""
    value = Typed(text)
    if switch and value in ("true", "on", "yes"):
        return True
    if switch and value in ("false", "off", "no"):
        return False
    if value.isascii() and value.lstrip("-").isdigit():
        return int(value)
    return value


def parse_overrides(items: list[str], preset_by: str = "--preset NAME") -> dict[str, Any]:
    """``["fast_play=on", "target=700"]`` as a dict of option values. The seats are not an
    option (``--players`` sets them), nor is the preset (chosen ``preset_by``: ``--preset
    NAME``, or ``roadgames rules NAME``'s argument)."""
    overrides: dict[str, Any] = {}
    for item in items:
        name, equals, value = item.partition("=")
        if not equals or not name.strip():
            raise RulesError(f"--option wants NAME=VALUE, not {given(Typed(item))}")
        name = name.strip().replace("-", "_").lower()
        if name == "players":
            raise RulesError(f"the seats are set with --players N, not --option {item}")
        if name == "preset":  # else it reaches the rules twice: a TypeError, a traceback
            raise RulesError(
                f"a Mille Bornes preset is chosen with {preset_by}, not --option {item}"
                f"{SHIFT_TAKES}"
            )
        overrides[name] = parse_option_value(value, switch=name in SWITCHES)
    return overrides


def rules_from_args(args: argparse.Namespace, preset_by: str = "--preset NAME") -> Rules:
    """Validated rules from the parsed arguments (the preset chosen ``preset_by``, for an
    error to say)."""
    players = usual_players("millebornes", args.preset) if args.players is None else args.players
    return make_rules(args.preset, players, **parse_overrides(args.option, preset_by))

"""Rules as data: every option of RULES.md part 1, the four presets of §10, and validation.

A :class:`Rules` value is frozen; build one with :func:`make_rules` (a preset plus
overrides), which refuses unknown options, bad values and combinations that make no sense,
naming the option. It reads preset names in any case and switches (on/off options) spelt as
the command line spells them, so that Python and ``-o NAME=VALUE`` take the same words.

>>> r = make_rules("classic", players=2)
>>> (r.target, r.deck, r.extension)
(700, 'short', True)
>>> make_rules("classic", players=4).teams
True
>>> make_rules("modern", players=3, fast_play=True).fast_play
True
>>> make_rules("Modern", players=3, fast_play="on") == make_rules("modern", 3, fast_play=True)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal, get_args

from roadgames.core.errors import RulesError
from roadgames.core.switches import check_switches, given, read_switches, short_repr

Deck = Literal["full", "short"]
Finish = Literal["exact", "reach"]
EmptyDrawPile = Literal["play_out", "reshuffle", "stop"]
Scoring = Literal["classic", "modern", "leaflet"]
TieBreak = Literal["shared", "fewer_cards_played"]
NextStarter = Literal["rotate", "winner"]

PRESETS = ("classic", "modern", "leaflet", "club")
#: The seat counts Mille Bornes is played by, at all (each preset keeps to some of them).
SEAT_COUNTS = range(2, 7)


@dataclass(frozen=True, slots=True)
class Rules:
    """One complete, validated rules configuration (see RULES.md for each option)."""

    preset: str
    players: int
    teams: bool
    deck: Deck
    target: int
    finish: Finish
    max_200s: int
    roll_after_remedy: bool
    draw_from_discard: bool
    empty_draw_pile: EmptyDrawPile
    attack_needs_target_moving: bool
    hazard_on_hazard: bool
    attacker_must_have_started: bool
    speed_limit_on_limit: bool
    discard_any_time: bool
    fast_play: bool
    extension: bool
    scoring: Scoring
    match_target: int
    tie_break: TieBreak
    next_starter: NextStarter

    def __post_init__(self) -> None:
        # dataclasses.replace and Rules(...) build rules too, and a study varies them so:
        # the checks of make_rules, else a game is dealt under rules that make no sense
        validate(self)

    @property
    def num_teams(self) -> int:
        """Teams in play: seats // 2 in partnership play, else one per seat."""
        return self.players // 2 if self.teams else self.players

    def team_of(self, seat: int) -> int:
        """The team a seat plays for (partners sit apart: 0+2, 1+3 / 0+3, 1+4, 2+5)."""
        return seat % self.num_teams

    def seats_after(self, seat: int) -> list[int]:
        """The other seats in turn order (clockwise) from ``seat``: the order in which
        partners are asked a fast remedy after an attack."""
        return [(seat + step) % self.players for step in range(1, self.players)]

    def offers_extension(self, trip: int, extended_by: int | None, miles: int) -> bool:
        """Whether completing ``trip`` with ``miles`` asks the completer to call an extension
        (RULES.md §7) instead of ending the hand at once: not where the play reached 1000
        already (``finish = reach``), as §7 plays the 1000 trip only until a team reaches it."""
        return self.extension and extended_by is None and trip < 1000 and miles < 1000

    def to_dict(self) -> dict[str, Any]:
        """Every option as JSON-ready data (what records store)."""
        return asdict(self)

    def differences(self) -> dict[str, Any]:
        """Options that differ from the plain preset for this seat count, and with each of
        those that another follows (:data:`FOLLOWERS`) that other too: the preset and these
        make the same rules again (:func:`make_rules`)."""
        base = preset_rules(self.preset, self.players)
        changed = {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if getattr(self, f.name) != getattr(base, f.name)
        }
        for leader in list(changed):
            for follower in FOLLOWERS.get(leader, ()):
                changed.setdefault(follower, getattr(self, follower))
        return changed

    def differences_from(self, plain: Rules) -> dict[str, Any]:
        """The options to name (as :meth:`to_dict` writes them, in its order) to make these
        rules again from ``plain`` (:func:`make_rules` with ``plain``'s preset), and say all
        they change: those that differ from ``plain``'s (a follower that changed as it
        follows too: ``scoring=classic, match_target=5000`` on modern), and each that
        follows one of them (:data:`FOLLOWERS`) where it was set against the way it follows
        (``scoring=classic, match_target=0``: one hand). Unlike :meth:`differences`, a
        follower that neither changed nor was set against its leader is left out."""
        before, after = plain.to_dict(), self.to_dict()
        named = {name for name, value in after.items() if value != before.get(name)}
        for leader in list(named):
            following = followed_by(self.preset, leader, after[leader], before)
            named |= {name for name, value in following.items() if after[name] != value}
        return {name: value for name, value in after.items() if name in named}


#: The options that follow another where it is given without them (:func:`make_rules`):
#: classic's extension follows the target (§10), the match's length the scoring table (§8).
FOLLOWERS: dict[str, tuple[str, ...]] = {"target": ("extension",), "scoring": ("match_target",)}

#: The values each option of a few choices takes (``deck``: ``full``, ``short``).
CHOICES: dict[str, tuple[str, ...]] = {
    "deck": get_args(Deck),
    "finish": get_args(Finish),
    "empty_draw_pile": get_args(EmptyDrawPile),
    "scoring": get_args(Scoring),
    "tie_break": get_args(TieBreak),
    "next_starter": get_args(NextStarter),
}
_BOOLS = (
    "teams",
    "roll_after_remedy",
    "draw_from_discard",
    "attack_needs_target_moving",
    "hazard_on_hazard",
    "attacker_must_have_started",
    "speed_limit_on_limit",
    "discard_any_time",
    "fast_play",
    "extension",
)
_PRESET_PLAYERS: dict[str, tuple[int, ...]] = {
    "classic": (2, 3, 4, 6),
    "modern": (2, 3, 4, 5, 6),
    "leaflet": (2, 3, 4, 5, 6),
    "club": (2, 3, 4),
}
OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules) if f.name != "preset")
#: The options an error lists as settable (the seat count is an argument of its own).
_SETTABLE = tuple(name for name in OPTION_NAMES if name != "players")


def team_letter(team: int) -> str:
    """How people name team ``team`` (counted from 0, as the notation does): A, B, C …"""
    return "ABCDEF"[team]


def preset_key(preset: str) -> str:
    """A preset's name as the rules keep it, from any case and spacing (``" Modern"`` is
    ``modern``, as ``--preset`` reads it); ``RulesError`` for an unknown one."""
    name = preset.strip().lower() if isinstance(preset, str) else ""
    if name not in _PRESET_PLAYERS:
        raise RulesError(f"unknown preset {given(preset)}; presets: {', '.join(PRESETS)}")
    return name


def preset_players(preset: str) -> tuple[int, ...]:
    """The seat counts a preset is played with (RULES.md §10)."""
    return _PRESET_PLAYERS[preset_key(preset)]


def preset_rules(preset: str, players: int) -> Rules:
    """A preset exactly as RULES.md §10 tables it, for a seat count."""
    preset = preset_key(preset)
    allowed = preset_players(preset)
    if players not in allowed:
        raise RulesError(
            f"players: preset {preset!r} is played by "
            f"{', '.join(map(str, allowed))} players, not {players}"
        )
    teams = players in (4, 6)
    if preset == "classic":
        target = 1000 if players == 4 else 700
        return Rules(
            preset, players, teams, "short" if players <= 3 else "full", target, "exact", 2,
            True, False, "play_out", True, False, False, True, True, False, target == 700,
            "classic", 5000, "shared", "rotate",
        )  # fmt: skip
    if preset == "modern":
        return Rules(
            preset, players, teams, "full", 1000, "reach", 2,
            False, True, "reshuffle", False, False, False, False, True, False, False,
            "modern", 0, "shared", "rotate",
        )  # fmt: skip
    if preset == "leaflet":
        return Rules(
            preset, players, teams, "full", 1000, "exact", 1,
            False, False, "reshuffle", True, False, False, False, True, False, False,
            "leaflet", 5000, "shared", "rotate",
        )  # fmt: skip
    return Rules(
        preset, players, teams, "full", 1000 if players == 4 else 700, "exact", 2,
        False, False, "play_out", True, False, False, False, True, False, False,
        "classic", 5000, "shared", "rotate",
    )  # fmt: skip


def make_rules(preset: str = "classic", players: int = 2, **options: Any) -> Rules:
    """A preset for ``players`` seats with any options overridden, validated.

    The preset is named in any case (:func:`preset_key`); a switch takes ``True``/``False``
    or the words of the command line, ``"on"``/``"off"``, ``"true"``/``"false"``
    (:data:`~roadgames.core.switches.SWITCH_WORDS`). Raises
    :class:`~roadgames.core.errors.RulesError` naming the offending option.
    """
    _check_players(players)
    preset = preset_key(preset)
    rules = preset_rules(preset, players)
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise RulesError(
            f"unknown option {short_repr(unknown[0])}; options are: {', '.join(_SETTABLE)}"
        )
    options.pop("players", None)
    read_switches(options, _BOOLS)
    for leader in FOLLOWERS:  # the options that follow one given, where they are not
        if leader in options:
            following = followed_by(preset, leader, options[leader], rules.to_dict())
            for name, value in following.items():
                options.setdefault(name, value)
    return replace(rules, **options)  # checked as every Rules is (validate)


#: §8: how long a game scored by each table lasts: points to win the match (0: one hand).
MATCH_TARGETS = {"classic": 5000, "modern": 0, "leaflet": 5000}


def followed_by(
    preset: str, leader: str, value: object, current: Mapping[str, Any]
) -> dict[str, Any]:
    """The options that follow ``leader`` set to ``value`` (:data:`FOLLOWERS`), from the
    ``current`` options: §10, classic plays the extension "where the target is 700", even an
    overridden one; §8, each scoring table has its game's length (:func:`match_target_of`).
    Empty where nothing follows under this preset."""
    if leader == "target" and preset_key(preset) == "classic":
        return {"extension": value == 700}
    if leader == "scoring":
        return {"match_target": match_target_of(value, current["match_target"])}
    return {}


def match_target_of(scoring: object, current: int) -> int:
    """The match length that goes with the ``scoring`` table (:data:`MATCH_TARGETS`): the
    ``current`` one where the table plays a match and ``current`` is one (a longer match
    chosen stays), else the table's own; ``current`` for a table not known (refused later,
    naming the option)."""
    if not isinstance(scoring, str) or scoring not in MATCH_TARGETS:
        return current
    return MATCH_TARGETS[scoring] and (current or MATCH_TARGETS[scoring])


def rules_from_dict(data: Mapping[str, Any]) -> Rules:
    """Rebuild rules from :meth:`Rules.to_dict` output (a record), validating everything."""
    data = dict(data)
    preset = data.pop("preset", "classic")
    players = data.pop("players", 2)
    if not isinstance(preset, str):
        raise RulesError(f"preset must be one of {', '.join(PRESETS)}, not {given(preset)}")
    return make_rules(preset, players, **data)


def _check_players(players: object) -> None:
    """Refuse a seat count Mille Bornes is not played by. Not called an option: the command
    line sets it with ``--players`` (or counts ``--seats``), a record as ``players``."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in SEAT_COUNTS:
        raise RulesError(
            f"players must be an integer from {SEAT_COUNTS[0]} to {SEAT_COUNTS[-1]}, "
            f"not {given(players)}"
        )


def validate(rules: Rules) -> None:
    """Refuse a configuration that makes no sense, naming the option (every :class:`Rules`
    is checked so when it is made)."""
    if rules.preset not in PRESETS:
        raise RulesError(f"unknown preset {given(rules.preset)}; presets: {', '.join(PRESETS)}")
    _check_players(rules.players)
    for name, choices in CHOICES.items():
        value = getattr(rules, name)
        if value not in choices:
            raise RulesError(
                f"option {name!r} must be one of {', '.join(map(str, choices))}, not {given(value)}"
            )
    check_switches(rules, _BOOLS)
    for name, low, high in (("target", 100, 5000), ("max_200s", 0, 4), ("match_target", 0, 100000)):
        value = getattr(rules, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise RulesError(
                f"option {name!r} must be an integer from {low} to {high}, not {given(value)}"
            )
    if rules.target % 25:
        raise RulesError(f"option 'target' must be a multiple of 25, not {rules.target}")
    if rules.teams and rules.players not in (4, 6):
        raise RulesError(
            f"option 'teams': partnerships need 4 (2×2) or 6 (3×2) players, not {rules.players}"
        )
    if rules.extension and rules.target >= 1000:
        raise RulesError(
            f"option 'extension' needs a trip shorter than 1000 (-o target=700), "
            f"not target {rules.target}"
        )
    if rules.scoring == "modern" and rules.match_target:
        raise RulesError(
            "option 'match_target': modern scoring is one hand (-o match_target=0), "
            f"not {rules.match_target}"
        )

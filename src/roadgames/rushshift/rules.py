"""Rules as data: one frozen :class:`Rules` value per configuration, validated.

Options (all but ``players`` are this project's, see :mod:`roadgames.rushshift.text`):

- ``setup``: a printed set-up ``"1"`` … ``"10"``, or ``"random"`` (a point-symmetric set-up
  drawn with the game's seed), or a board picture (rows separated by ``/``, as
  :meth:`~roadgames.rushshift.board.Board.from_picture` reads them) for puzzles and tests.
- ``deck``: the make-up, ``{card code: count}`` (default: the placeholder 32 cards).
- ``hand_size``: cards in hand (4).
- ``games``: games in the match (1); the previous winner starts the next one.
- ``first_player``: the seat that starts the first game (0: gold; the seed says the youngest).
- ``turn_limit``: turns after which a game is drawn (0: no limit), so every game ends.

>>> r = make_rules(setup="3", games=3)
>>> (r.setup, r.games, r.hand_size, r.deck_size)
('3', 3, 4, 32)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from roadgames.core.errors import RoadgamesError, RulesError
from roadgames.rushshift.cards import DEFAULT_DECK, Card, parse_card

PRESETS = ("standard",)
SETUP_NAMES = tuple(str(n) for n in range(1, 11))


@dataclass(frozen=True, slots=True)
class Rules:
    """One complete, validated rules configuration."""

    preset: str = "standard"
    players: int = 2
    setup: str = "1"
    deck: tuple[tuple[Card, int], ...] = tuple(DEFAULT_DECK.items())
    hand_size: int = 4
    games: int = 1
    first_player: int = 0
    turn_limit: int = 300

    @property
    def deck_counts(self) -> dict[Card, int]:
        """The deck's make-up."""
        return dict(self.deck)

    @property
    def deck_size(self) -> int:
        """Cards in the deck."""
        return sum(n for _, n in self.deck)

    def to_dict(self) -> dict[str, Any]:
        """Every option as JSON-ready data (what records store)."""
        return {
            "preset": self.preset,
            "players": self.players,
            "setup": self.setup,
            "deck": {card.code: n for card, n in self.deck},
            "hand_size": self.hand_size,
            "games": self.games,
            "first_player": self.first_player,
            "turn_limit": self.turn_limit,
        }


OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules) if f.name != "preset")


def _deck(value: Any) -> tuple[tuple[Card, int], ...]:
    if isinstance(value, tuple) and all(isinstance(k, Card) for k, _ in value):
        items = list(value)
    elif isinstance(value, Mapping):
        try:
            items = [
                (k if isinstance(k, Card) else parse_card(str(k)), n) for k, n in value.items()
            ]
        except RoadgamesError as exc:
            raise RulesError(f"option 'deck': {exc}") from None
    else:
        raise RulesError("option 'deck' must map card codes to counts")
    counts: dict[Card, int] = {}
    for card, n in items:
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise RulesError(f"option 'deck': the count of {card.code} must be a whole number")
        counts[card] = counts.get(card, 0) + n
    return tuple((card, counts[card]) for card in Card if counts.get(card))


def make_rules(preset: str = "standard", players: int = 2, **options: Any) -> Rules:
    """The rules with any options overridden, validated (``RulesError`` names the option)."""
    if preset not in PRESETS:
        raise RulesError(f"unknown preset {preset!r}; presets: {', '.join(PRESETS)}")
    if players != 2 or isinstance(players, bool):
        raise RulesError(f"option 'players': Rush Hour Shift is for 2 players, not {players!r}")
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise RulesError(f"unknown option {unknown[0]!r}; options are: {', '.join(OPTION_NAMES)}")
    options.pop("players", None)
    if "deck" in options:
        options["deck"] = _deck(options["deck"])
    if "setup" in options and isinstance(options["setup"], int) and options["setup"] is not True:
        options["setup"] = str(options["setup"])
    rules = replace(Rules(), **options)
    validate(rules)
    return rules


def rules_from_dict(data: Mapping[str, Any]) -> Rules:
    """Rebuild rules from :meth:`Rules.to_dict` output (a record), validating everything."""
    data = dict(data)
    preset = data.pop("preset", "standard")
    players = data.pop("players", 2)
    if not isinstance(preset, str):
        raise RulesError("option 'preset' must be a string")
    return make_rules(preset, players, **data)


def validate(rules: Rules) -> None:
    """Refuse a configuration that makes no sense, naming the option."""
    if not isinstance(rules.setup, str):
        raise RulesError("option 'setup' must be '1' to '10', 'random' or a board picture")
    if rules.setup not in SETUP_NAMES and rules.setup != "random" and "/" not in rules.setup:
        raise RulesError(
            f"option 'setup' must be '1' to '10', 'random' or a board picture, not {rules.setup!r}"
        )
    for name, low, high in (
        ("hand_size", 1, 8),
        ("games", 1, 99),
        ("first_player", 0, 1),
        ("turn_limit", 0, 100_000),
    ):
        value = getattr(rules, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise RulesError(f"option {name!r} must be an integer from {low} to {high}")
    if rules.deck_size < 2 * rules.hand_size + 1:
        raise RulesError(
            f"option 'deck': {rules.deck_size} cards cannot deal two hands of {rules.hand_size}"
        )

"""Rules as data: one frozen :class:`Rules` value per configuration, validated.

Options (all but ``players`` are this project's, see :mod:`roadgames.rushshift.text`):

- ``setup``: a printed set-up ``"1"`` … ``"10"``, or ``"random"`` (a point-symmetric set-up
  drawn with the game's seed), or a board picture (rows separated by ``/``, as
  :meth:`~roadgames.rushshift.board.Board.from_picture` reads them) for puzzles and tests.
  A picture is checked here (6 rows of 14 squares, whole vehicles, both heroes), so every
  command refuses a bad one the same way.
- ``deck``: the make-up, ``{card code: count}`` (default: the placeholder 32 cards); each
  count from 0 to :data:`MAX_CARD_COUNT`.
- ``hand_size``: cards in hand (4; 1 to 8).
- ``games``: games in the match (1; at most 99); the previous winner starts the next one.
- ``first_player``: the seat that starts the first game (0: gold; the seed says the youngest).
- ``turn_limit``: turns after which a game is drawn (300; 0: no limit; at most 100 000),
  so every game ends.
- ``move_exact``: a switch (off). Off, a MOVE n is up to n steps; on, a MOVE n whose first
  step is taken must take all n unless no step is legal any more (the seed's "du nombre de
  cases indiqué" read strictly). A switch takes ``True``/``False`` or the command line's
  words (:data:`~roadgames.core.switches.SWITCH_WORDS`, in any case), as Mille Bornes'
  switches do.

Every number that sizes memory or a loop is bounded, since rules also come from records,
which may be damaged or hostile: a record must not make the program build a deck of
10**10 cards.

>>> r = make_rules(setup="3", games=3, move_exact="on")
>>> (r.setup, r.games, r.hand_size, r.deck_size, r.move_exact)
('3', 3, 4, 32, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from roadgames.core.errors import RoadgamesError, RulesError
from roadgames.core.switches import check_switches, given, read_switches, short_repr
from roadgames.rushshift.cards import DEFAULT_DECK, Card, parse_card
from roadgames.rushshift.setups import setup_board

PRESETS = ("standard",)
SETUP_NAMES = tuple(str(n) for n in range(1, 11))
#: The most copies of one card type a deck may hold: the whole placeholder deck (32 cards),
#: five times its largest count (SHIFT ×6). Rules also come from records, so the counts
#: are bounded: a deck is at most 10 × 32 = 320 cards, never a list of 10**10.
MAX_CARD_COUNT = 32
#: The most cards in a hand (the terminal game has room for this many).
MAX_HAND_SIZE = 8
#: The most games in a match, and the longest turn limit: each bounds how long a match runs.
MAX_GAMES = 99
MAX_TURN_LIMIT = 100_000
#: How the ``setup`` option writes a board picture (error messages and ``--help``).
PICTURE_FORM = "6 rows of 14 squares, each a vehicle letter or '.', with '/' between rows"
#: What the ``setup`` option may be (error messages and ``--help``).
SETUP_FORMS = f"'1' to '10', 'random' or a board picture ({PICTURE_FORM})"
#: The options that are switches.
_SWITCHES = ("move_exact",)


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
    move_exact: bool = False

    def __post_init__(self) -> None:
        # dataclasses.replace and Rules(...) build rules too, and a study varies them so:
        # the checks of make_rules, else a game is dealt under rules that make no sense
        validate(self)

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
            "move_exact": self.move_exact,
        }

    def differences_from(self, plain: Rules) -> dict[str, Any]:
        """The options to name (as :meth:`to_dict` writes them, in its order) to make these
        rules again from ``plain`` (:func:`make_rules`): those that differ from ``plain``'s,
        as no option here follows another."""
        before = plain.to_dict()
        return {name: value for name, value in self.to_dict().items() if value != before[name]}


OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules) if f.name != "preset")
#: The options an error lists as settable (the seat count is an argument of its own; the
#: deck's make-up comes from a record or from Python, not as a value on the command line).
_SETTABLE = tuple(name for name in OPTION_NAMES if name not in ("players", "deck"))


def _check_players(players: object) -> None:
    """Refuse a seat count other than 2. Not called an option: the command line sets it
    with ``--players`` (or counts ``--seats``), a record as ``players``."""
    if isinstance(players, bool) or not isinstance(players, int) or players != 2:
        raise RulesError(f"players: Rush Hour Shift is for 2 players, not {given(players)}")


def _check_count(card: Card, n: object) -> int:
    """``n`` if it is a card count the rules allow (``RulesError`` otherwise)."""
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_CARD_COUNT:
        raise RulesError(
            f"option 'deck': the count of {card.code} must be a whole number "
            f"from 0 to {MAX_CARD_COUNT}, not {given(n)}"
        )
    return n


def _is_deck_tuple(value: object) -> bool:
    """Whether ``value`` is already a :attr:`Rules.deck`: ``((card, count), ...)``."""
    return isinstance(value, tuple) and all(
        isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], Card) for item in value
    )


def _deck(value: Any) -> tuple[tuple[Card, int], ...]:
    """A deck's make-up, ``{card code: count}`` or a :attr:`Rules.deck`, checked (each count,
    and each card's total over repeated codes, at most :data:`MAX_CARD_COUNT`)."""
    if _is_deck_tuple(value):
        items = list(value)
    elif isinstance(value, Mapping):
        try:
            items = [
                (k if isinstance(k, Card) else parse_card(str(k)), n) for k, n in value.items()
            ]
        except RoadgamesError as exc:
            raise RulesError(f"option 'deck': {exc}") from None
    else:
        raise RulesError(
            "option 'deck' must map card codes to counts (a record or Python sets it; -o cannot)"
        )
    counts: dict[Card, int] = {}
    for card, n in items:
        counts[card] = _check_count(card, counts.get(card, 0) + _check_count(card, n))
    return tuple((card, counts[card]) for card in Card if counts.get(card))


def make_rules(preset: str = "standard", players: int = 2, **options: Any) -> Rules:
    """The rules with any options overridden, validated (``RulesError`` names the option).
    The preset is named in any case, as Mille Bornes' are; a switch takes ``True``/``False``
    or ``"on"``/``"off"``, ``"true"``/``"false"``
    (:data:`~roadgames.core.switches.SWITCH_WORDS`)."""
    name = preset.strip().lower() if isinstance(preset, str) else ""
    if name not in PRESETS:
        raise RulesError(f"unknown preset {given(preset)}; presets: {', '.join(PRESETS)}")
    _check_players(players)
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise RulesError(
            f"unknown option {short_repr(unknown[0])}; options are: {', '.join(_SETTABLE)}"
        )
    options.pop("players", None)
    if "deck" in options:
        options["deck"] = _deck(options["deck"])
    read_switches(options, _SWITCHES)
    setup = options.get("setup")
    # -o setup=3 reads as the number 3: its name is "3"; a switch word (off: False, an int
    # to Python) stays a boolean, refused as one, not read as the set-up "False"; a number
    # that names no set-up stays a number, refused as given ("not 11", not "not '11'")
    if isinstance(setup, int) and not isinstance(setup, bool) and str(setup) in SETUP_NAMES:
        options["setup"] = str(setup)
    return replace(Rules(), **options)  # checked as every Rules is (validate)


def rules_from_dict(data: Mapping[str, Any]) -> Rules:
    """Rebuild rules from :meth:`Rules.to_dict` output (a record), validating everything."""
    data = dict(data)
    preset = data.pop("preset", "standard")
    players = data.pop("players", 2)
    if not isinstance(preset, str):
        raise RulesError(f"preset must be {', '.join(PRESETS)}, not {given(preset)}")
    return make_rules(preset, players, **data)


def validate(rules: Rules) -> None:
    """Refuse a configuration that makes no sense, naming the option (every :class:`Rules`
    is checked so when it is made)."""
    if rules.preset not in PRESETS:
        raise RulesError(f"unknown preset {given(rules.preset)}; presets: {', '.join(PRESETS)}")
    _check_players(rules.players)
    _validate_setup(rules.setup)
    if not _is_deck_tuple(rules.deck):  # a mapping is make_rules' to read, not a Rules'
        raise RulesError(
            "option 'deck' must map card codes to counts, read by make_rules(deck={'SLIDE': 5, "
            "...}); a Rules holds them as ((Card.SLIDE, 5), ...)"
        )
    _deck(rules.deck)  # the counts again, for rules built without make_rules
    for name, low, high in (
        ("hand_size", 1, MAX_HAND_SIZE),
        ("games", 1, MAX_GAMES),
        ("first_player", 0, 1),
        ("turn_limit", 0, MAX_TURN_LIMIT),
    ):
        value = getattr(rules, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise RulesError(
                f"option {name!r} must be an integer from {low} to {high}, not {given(value)}"
            )
    check_switches(rules, _SWITCHES)
    if rules.deck_size < 2 * rules.hand_size + 1:
        raise RulesError(
            f"option 'deck': {rules.deck_size} cards cannot deal two hands of "
            f"{rules.hand_size} and leave a draw pile"
        )


def _validate_setup(setup: object) -> None:
    """A printed set-up's name, ``random``, or a board picture that builds a board."""
    if not isinstance(setup, str):
        raise RulesError(f"option 'setup' must be {SETUP_FORMS}, not {given(setup)}")
    if setup in SETUP_NAMES or setup == "random":
        return
    if "/" not in setup:
        raise RulesError(f"option 'setup' must be {SETUP_FORMS}, not {given(setup)}")
    try:
        setup_board(setup)
    except RoadgamesError as exc:
        reason = str(exc).removeprefix("option 'setup': ")
        raise RulesError(
            f"option 'setup': {reason} (write a board picture as {PICTURE_FORM})"
        ) from None

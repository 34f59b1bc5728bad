"""The new-game form's controls, as the screen composes them from its :class:`Setup`: Mille
Bornes' preset, seat count, seats and every rule option; Rush Hour Shift's two seats, set-up
board, games in the match and options. Each control starts as given (the command line, the
game just played), else as the rules have it; reading them back is the screen's."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Input, Label, Select, Static, Switch

from roadgames.agents import agent_aliases
from roadgames.agents.external import label_of
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import PRESETS, Rules, make_rules
from roadgames.millebornes.rules import CHOICES, SEAT_COUNTS, preset_players, preset_rules
from roadgames.rushshift.rules import Rules as RushRules
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift import session as rush
from roadgames.tui.screens.new_game_setup import EDITABLE, RUSH_EDITABLE, RUSH_SETUPS, Setup
from roadgames.tui.session import GAME, PERSON, default_level

#: The most seats the form has rows for.
MAX_SEATS = SEAT_COUNTS[-1]
#: Rush Hour Shift's options of a few choices, each shown as a select: their values.
RUSH_CHOICES: dict[str, tuple[int, ...]] = {"first_player": (0, 1)}
#: The built-in computer players from weakest to strongest (either game's), the order a
#: seat's choices list them in: the registry's is alphabetical, which put ``expert``
#: before ``hard`` and ``medium``, and read as no order at all once translated.
LEVEL_ORDER = ("random", "easy", "greedy", "medium", "heuristic", "hard", "search", "expert")


def mille_seats(setup: Setup, tr: Translator, levels: Sequence[str]) -> ComposeResult:
    """Mille Bornes' preset, seat count and seats (a person or a computer player of one of
    ``levels`` each, and a name)."""
    kinds = setup.seat_kinds()
    with Horizontal(classes="row"):
        yield Label(tr("preset"), classes="field")
        yield Select(
            [(tr.preset(p), p) for p in PRESETS],
            value=setup.preset,
            allow_blank=False,
            id="preset",
        )
        yield Label(tr("players"), classes="field")
        yield Select(
            [(str(n), n) for n in SEAT_COUNTS],
            value=setup.players,
            allow_blank=False,
            id="players",
        )
    options = kind_options(levels, tr, kinds, agent_aliases(GAME))
    # players of one's own named on the command line (or by the game resumed)
    options += [
        (tr("computer", level=label_of(kind)), kind)
        for kind in dict.fromkeys(kinds)
        if kind != PERSON and kind not in levels
    ]
    for seat in range(MAX_SEATS):
        kind = kinds[seat] if seat < len(kinds) else default_level()
        name = setup.names[seat] if seat < len(setup.names) else ""
        with Horizontal(classes="row seat", id=f"seat-row-{seat}") as row:
            row.display = seat < setup.players
            yield Label(tr("seat", n=seat + 1), classes="field")
            yield Select(options, value=kind, allow_blank=False, id=f"kind-{seat}")
            yield Input(value=name, placeholder=tr("name"), id=f"name-{seat}")


def mille_options(setup: Setup, tr: Translator) -> ComposeResult:
    """Every Mille Bornes rule option, as given or as the preset has it."""
    base = base_rules(setup.preset, setup.players)
    yield Static(tr("options"), classes="dialog-title", markup=False)
    shown = followed(setup.preset, setup.players, setup.options)
    for name in EDITABLE:
        value = setup.options.get(name, getattr(shown or base, name))
        with Horizontal(classes="row option"):
            yield Label(option_label(name, tr), classes="option-name")
            yield option_widget(name, value, tr)
            if name == "target":
                yield Label(tr.distance_unit(), classes="option-unit")


def kind_options(
    levels: Sequence[str],
    tr: Translator,
    held: Collection[str] = (),
    same_as: Mapping[str, str] | None = None,
) -> list[tuple[str, str]]:
    """A seat's choices: a person, or a computer player of one of ``levels``, weakest
    first (:data:`LEVEL_ORDER`; any other after them, as given), less a level that is
    another of them under a name of its own (``same_as``, as
    :func:`~roadgames.agents.agent_aliases` gives it: two choices, one player) unless a
    seat holds it now (``held``)."""
    other = same_as or {}
    listed = [level for level in levels if other.get(level) not in levels or level in held]
    ranked = sorted(listed, key=_rank)
    return [(tr("person"), PERSON)] + [
        (tr("computer", level=tr.level(level)), level) for level in ranked
    ]


def _rank(level: str) -> int:
    """Where ``level`` comes among the seat's choices (:data:`LEVEL_ORDER`; others last)."""
    return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER)


def rush_seats(setup: Setup, tr: Translator) -> ComposeResult:
    """Rush Hour Shift's two seats (gold, silver: a person, for hot seat, or a computer
    player each), its set-up board and the games of the match, as ``play rushshift``
    starts them."""
    kinds = setup.rush_kinds[: rush.SEATS] or [PERSON, rush.default_level()]
    levels = rush.computer_levels()
    options = kind_options(levels, tr, kinds, agent_aliases(rush.GAME))
    # players of one's own (a resumed match's)
    options += [
        (tr("computer", level=label_of(kind)), kind)
        for kind in dict.fromkeys(kinds)
        if kind != PERSON and kind not in levels
    ]
    for seat, colour in enumerate(("rs_gold", "rs_silver")):
        name = setup.rush_names[seat] if seat < len(setup.rush_names) else ""
        with Horizontal(classes="row seat", id=f"rs-seat-row-{seat}"):
            # the seat's colour below its number: "Seat 1 (gold)" is too long a label
            label = Content.assemble(tr("seat", n=seat + 1), "\n", (tr(colour), "dim"))
            yield Label(label, classes="field rs-seat-label")
            yield Select(options, value=kinds[seat], allow_blank=False, id=f"rs-kind-{seat}")
            yield Input(value=name, placeholder=tr("name"), id=f"rs-name-{seat}")
    with Horizontal(classes="row"):
        yield Label(tr("rs_setup"), classes="field")
        choices = [(tr("rs_setup_random") if s == "random" else s, s) for s in RUSH_SETUPS]
        value = rush_option(setup, "setup")
        yield Select(choices, value=value, allow_blank=False, id="rs-setup")
        yield Label(tr("rs_games"), classes="field")
        yield Input(value=str(rush_option(setup, "games")), type="integer", id="rs-games")


def rush_option(setup: Setup, name: str) -> Any:
    """Rush Hour Shift's option ``name`` as the form starts it: as given, else as its
    rules have it."""
    return setup.rush_options.get(name, getattr(RushRules(), name))


def rush_options(setup: Setup, tr: Translator) -> ComposeResult:
    """Rush Hour Shift's other options (:data:`RUSH_EDITABLE`), as its rules have them."""
    yield Static(tr("options"), classes="dialog-title", markup=False)
    for name in RUSH_EDITABLE:
        with Horizontal(classes="row option"):
            yield Label(option_label(name, tr), classes="rs-option-name")
            yield option_widget(name, rush_option(setup, name), tr, prefix="rs-opt")


def base_rules(preset: str, players: int) -> Rules:
    """The preset's rules for ``players`` seats (for its first seat count where it has
    none for that many): the options the form starts from."""
    try:
        return preset_rules(preset, players)
    except RoadgamesError:
        return preset_rules(preset, preset_players(preset)[0])


def option_widget(
    name: str, value: Any, tr: Translator, prefix: str = "opt"
) -> Switch | Select[str] | Select[int] | Input:
    """The control of option ``name`` (id ``{prefix}-{name}``)."""
    if isinstance(value, bool):
        return Switch(value=value, id=f"{prefix}-{name}")
    if name in CHOICES and prefix == "opt":  # Mille Bornes' choices
        choices = [(tr.option_value(name, code), code) for code in CHOICES[name]]
        return Select(choices, value=value, allow_blank=False, id=f"{prefix}-{name}")
    if name in RUSH_CHOICES and prefix == "rs-opt":  # Rush Hour Shift's: who starts
        seats = [(rush_seat_words(seat, tr), seat) for seat in RUSH_CHOICES[name]]
        return Select(seats, value=value, allow_blank=False, id=f"{prefix}-{name}")
    return Input(value=str(value), type="integer", id=f"{prefix}-{name}")


def followed(preset: str, players: int, options: dict[str, Any]) -> Rules | None:
    """The rules ``options`` make, the options that follow them (:data:`FOLLOWERS`)
    followed; None where they are refused (the form then shows them as given)."""
    try:
        return make_rules(preset, players, **options)
    except RoadgamesError:
        return None


def rush_seat_words(seat: int, tr: Translator) -> str:
    """A Rush Hour Shift seat as a choice names it: "Seat 1 (gold)"."""
    return f"{tr('seat', n=seat + 1)} ({tr(('rs_gold', 'rs_silver')[seat])})"


def option_label(name: str, tr: Translator) -> Content:
    """A rule option's label: its words in the interface language, and below them, dimmed,
    the name ``-o`` and the rules table use."""
    return Content.assemble(tr.option(name), "\n", (name, "dim"))

"""The new-game screen: the game (Mille Bornes or Rush Hour Shift), then that game's set-up:
Mille Bornes' preset, seats (people or computer levels, names), partnerships and every rule
option; Rush Hour Shift's two seats, set-up board, games in the match and options; the seed.
Enter on Start begins."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, Static, Switch

from roadgames.agents.external import label_of
from roadgames.core.endless import refuse_endless
from roadgames.core.errors import RoadgamesError
from roadgames.core.seeds import read_seed
from roadgames.millebornes import PRESETS, Rules, make_rules
from roadgames.millebornes.rules import (
    CHOICES,
    followed_by,
    preset_players,
    preset_rules,
)
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.rushshift.rules import Rules as RushRules
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift import session as rush
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.new_game_errors import (
    FormError,
    control_label,
    echoed,
    form_error,
    refused_control,
)
from roadgames.tui.screens.new_game_setup import (
    EDITABLE,
    GAMES,
    RUSH_EDITABLE,
    RUSH_SETUPS,
    Setup,
)
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession, computer_levels, default_level
from roadgames.tui.widgets.footer import TranslatedFooter

MAX_SEATS = 6
#: Rush Hour Shift's options of a few choices, each shown as a select: their values.
RUSH_CHOICES: dict[str, tuple[int, ...]] = {"first_player": (0, 1)}


class NewGameScreen(Screen[None]):
    """Set up a game; ``on_start`` receives a new Mille Bornes session, ``on_rush`` a new
    Rush Hour Shift one (without it, the screen sets up Mille Bornes only)."""

    DEFAULT_CSS = """
    NewGameScreen .option-unit {
        padding: 1 0 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "app.quit", "Quit"),
    ]

    def __init__(
        self,
        setup: Setup,
        tr: Translator,
        on_start: Callable[[GameSession], None],
        on_rush: Callable[[RushSession], None] | None = None,
    ) -> None:
        super().__init__(id="new-game")
        self.setup = setup
        self.tr = tr
        self.on_start = on_start
        self.on_rush = on_rush
        self.levels = computer_levels()
        #: The preset and seat count the option controls were last set from: the selects
        #: report their first values when mounted, which must not undo the options given.
        self.options_for = (setup.preset, setup.players)
        #: The trip length the extension was last set for (the same reason).
        self.target_for = str(
            setup.options.get("target", self.base_rules(setup.preset, setup.players).target)
        )
        #: The scoring table the match's length was last set for (the same reason).
        self.scoring_for = setup.options.get(
            "scoring", self.base_rules(setup.preset, setup.players).scoring
        )
        #: The refusal shown below the form ("": none).
        self.refusal = ""

    def compose(self) -> ComposeResult:
        tr = self.tr
        rush_chosen = self.on_rush is not None and self.setup.game == "rushshift"
        with VerticalScroll(id="setup"):
            yield Static(tr("new_game"), classes="dialog-title", markup=False)
            with Horizontal(classes="row", id="game-row") as game_row:
                game_row.display = self.on_rush is not None
                yield Label(tr("game"), classes="field")
                yield Select(
                    [(tr("title"), GAMES[0]), (tr("rs_title"), GAMES[1])],
                    value=GAMES[1] if rush_chosen else GAMES[0],
                    allow_blank=False,
                    id="game",
                )
            yield from self._game_part("mb-seats", rush_chosen, self._mille_seats())
            yield from self._game_part("rs-seats", rush_chosen, self._rush_seats())
            with Horizontal(classes="row"):
                yield Label(tr("seed"), classes="field")
                yield Input(
                    value="" if self.setup.seed is None else str(self.setup.seed),
                    placeholder=tr("seed_blank"),
                    type="integer",
                    id="seed",
                )
            yield Button(tr("start"), id="start", variant="success")
            yield from self._game_part("mb-options", rush_chosen, self._mille_options())
            yield from self._game_part("rs-options", rush_chosen, self._rush_options())
        # below the form, not in it: in sight however far the form is scrolled to the field
        # refused, and shown only while it says something
        error = Static("", id="setup-error", markup=False)
        error.display = False
        yield error
        yield TranslatedFooter(self.tr)

    def _game_part(self, part_id: str, rush_chosen: bool, content: ComposeResult) -> ComposeResult:
        """One game's part of the form (``mb-…`` or ``rs-…``), shown while that game is
        chosen; the other game's is hidden, not removed, so that going back to it finds it
        as it was left."""
        with Vertical(id=part_id, classes="game-part") as part:
            part.display = _part_shown(part_id, rush_chosen)
            yield from content

    def _mille_seats(self) -> ComposeResult:
        """Mille Bornes' preset, seat count and seats."""
        tr = self.tr
        setup = self.setup
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
                [(str(n), n) for n in range(2, MAX_SEATS + 1)],
                value=setup.players,
                allow_blank=False,
                id="players",
            )
        kind_options = self._kind_options(self.levels)
        # players of one's own named on the command line (or by the game resumed)
        kind_options += [
            (tr("computer", level=label_of(kind)), kind)
            for kind in dict.fromkeys(kinds)
            if kind != PERSON and kind not in self.levels
        ]
        for seat in range(MAX_SEATS):
            kind = kinds[seat] if seat < len(kinds) else default_level()
            name = setup.names[seat] if seat < len(setup.names) else ""
            with Horizontal(classes="row seat", id=f"seat-row-{seat}") as row:
                row.display = seat < setup.players
                yield Label(tr("seat", n=seat + 1), classes="field")
                yield Select(kind_options, value=kind, allow_blank=False, id=f"kind-{seat}")
                yield Input(value=name, placeholder=tr("name"), id=f"name-{seat}")

    def _mille_options(self) -> ComposeResult:
        """Every Mille Bornes rule option, as given or as the preset has it."""
        tr = self.tr
        setup = self.setup
        base = self.base_rules(setup.preset, setup.players)
        yield Static(tr("options"), classes="dialog-title", markup=False)
        shown = self._followed(setup.preset, setup.players, setup.options)
        for name in EDITABLE:
            value = setup.options.get(name, getattr(shown or base, name))
            with Horizontal(classes="row option"):
                yield Label(option_label(name, tr), classes="option-name")
                yield self._option_widget(name, value, tr)
                if name == "target":
                    yield Label(tr.distance_unit(), classes="option-unit")

    def _kind_options(self, levels: Sequence[str]) -> list[tuple[str, str]]:
        """A seat's choices: a person, or a computer player of one of ``levels``."""
        tr = self.tr
        return [(tr("person"), PERSON)] + [
            (tr("computer", level=tr.level(level)), level) for level in levels
        ]

    def _rush_seats(self) -> ComposeResult:
        """Rush Hour Shift's two seats (gold, silver: a person, for hot seat, or a computer
        player each), its set-up board and the games of the match, as ``play rushshift``
        starts them."""
        tr = self.tr
        setup = self.setup
        kinds = setup.rush_kinds[: rush.SEATS] or [PERSON, rush.default_level()]
        levels = rush.computer_levels()
        options = self._kind_options(levels)
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
            value = self._rush_option("setup")
            yield Select(choices, value=value, allow_blank=False, id="rs-setup")
            yield Label(tr("rs_games"), classes="field")
            yield Input(value=str(self._rush_option("games")), type="integer", id="rs-games")

    def _rush_option(self, name: str) -> Any:
        """Rush Hour Shift's option ``name`` as the form starts it: as given, else as its
        rules have it."""
        return self.setup.rush_options.get(name, getattr(RushRules(), name))

    def _rush_options(self) -> ComposeResult:
        """Rush Hour Shift's other options (:data:`RUSH_EDITABLE`), as its rules have them."""
        tr = self.tr
        yield Static(tr("options"), classes="dialog-title", markup=False)
        for name in RUSH_EDITABLE:
            with Horizontal(classes="row option"):
                yield Label(option_label(name, tr), classes="rs-option-name")
                yield self._option_widget(name, self._rush_option(name), tr, prefix="rs-opt")

    def on_mount(self) -> None:
        """Start has the focus: Enter plays the default game at once."""
        self.query_one("#start", Button).focus()
        if self.game == "rushshift":
            self.app.title = self.tr("rs_title")

    @staticmethod
    def base_rules(preset: str, players: int) -> Rules:
        """The preset's rules for ``players`` seats (for its first seat count where it has
        none for that many): the options the form starts from."""
        try:
            return preset_rules(preset, players)
        except RoadgamesError:
            return preset_rules(preset, preset_players(preset)[0])

    @staticmethod
    def _option_widget(
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

    def _set_option(self, name: str, value: Any) -> None:
        widget = self.query_one(f"#opt-{name}")
        if isinstance(widget, Switch):
            widget.value = bool(value)
        elif isinstance(widget, Select):
            widget.value = value
        elif isinstance(widget, Input):
            widget.value = str(value)

    def _read_option(self, name: str, prefix: str = "opt") -> Any:
        widget = self.query_one(f"#{prefix}-{name}")
        if isinstance(widget, Switch):
            return widget.value
        if isinstance(widget, Select):
            return widget.value
        if isinstance(widget, Input):
            try:
                return int(widget.value.strip())
            except ValueError:
                raise FormError(
                    f"option {name!r} needs a whole number",
                    "form_whole_number",
                    name,
                    option=control_label(name, self.tr),
                ) from None
        raise RoadgamesError(f"no control for option {name!r}")

    def on_select_changed(self, event: Select.Changed) -> None:
        """A new preset or seat count resets the options to that preset's; a scoring table
        brings the length of game it is played to (§8); another game shows its own parts
        of the form. A refusal said may go (:meth:`_form_changed`)."""
        self._form_changed()
        if event.select.id == "game":
            rush_chosen = event.value == "rushshift"
            for part in self.query(".game-part"):
                part.display = _part_shown(part.id or "", rush_chosen)
            self._say_refusal("")  # said of the other game
            self.app.title = self.tr("rs_title" if rush_chosen else "title")  # the window's
            return
        if event.select.id == "opt-scoring":
            if event.value != self.scoring_for:  # not its first report, nor a preset's
                self.scoring_for = event.value
                self._follow("scoring", event.value)
            return
        if event.select.id not in ("preset", "players"):
            return
        preset = self.query_one("#preset", Select).value
        players = self.query_one("#players", Select).value
        if not isinstance(preset, str) or not isinstance(players, int):
            return
        if (preset, players) == self.options_for:
            return
        self.options_for = (preset, players)
        for seat in range(MAX_SEATS):
            self.query_one(f"#seat-row-{seat}").display = seat < players
        base = self.base_rules(preset, players)
        self.scoring_for = base.scoring  # the preset's table comes with its own length
        self.target_for = str(base.target)
        for name in EDITABLE:
            self._set_option(name, getattr(base, name))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Start."""
        if event.button.id == "start":
            event.stop()
            self.action_start()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a field starts too."""
        event.stop()
        self.action_start()

    def collect(self) -> GameSession:
        """The session the form describes (raises ``RoadgamesError`` with a reason)."""
        rules, seed = self._mille_choices()
        kinds, names = self._seats(rules.players)
        return GameSession.new(
            rules, kinds, names=localised_names(names, kinds, self.tr), seed=seed
        )

    def _mille_choices(self) -> tuple[Rules, int | None]:
        """The Mille Bornes rules and the seed the form describes (raises
        ``RoadgamesError`` with a reason)."""
        preset = self.query_one("#preset", Select).value
        players = self.query_one("#players", Select).value
        if not isinstance(preset, str) or not isinstance(players, int):
            raise RoadgamesError("choose a preset and a number of players")
        # every option as shown: those that follow another were kept in step as it changed
        rules = make_rules(preset, players, **{name: self._read_option(name) for name in EDITABLE})
        return rules, self._seed()

    def _seats(self, players: int) -> tuple[list[str], list[str]]:
        """Each Mille Bornes seat's kind (a person where none is chosen) and name as typed."""
        kinds: list[str] = []
        names: list[str] = []
        for seat in range(players):
            kind = self.query_one(f"#kind-{seat}", Select).value
            kinds.append(kind if isinstance(kind, str) else PERSON)
            names.append(self.query_one(f"#name-{seat}", Input).value)
        return kinds, names

    def _seed(self) -> int | None:
        """The seed typed, if one is (blank: the session draws one); ``RoadgamesError`` for
        one that is no seed (a negative one deals its positive's game), echoing it cut short
        (:func:`echoed`)."""
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            return read_seed(seed_text) if seed_text else None
        except RoadgamesError as exc:
            option = control_label("seed", self.tr)
            text = echoed(seed_text)
            number = _whole_number(seed_text)
            if number is not None and number < 0:  # read_seed's reason
                positive = echoed(str(-number))  # the seed as it deals: "-05" deals 5's game
                raise FormError(
                    str(exc),
                    "form_seed_negative",
                    "seed",
                    option=option,
                    text=text,
                    positive=positive,
                ) from None
            raise FormError(str(exc), "form_seed", "seed", option=option, text=text) from None

    def choices(self) -> Setup:
        """The form as it is left, the seed aside (a new game gets a fresh deal): the game
        chosen and each game's part as shown (a number field that holds no number as the
        screen was given it), so that a game of either begun from it finds the other's
        part as it was left when its ``n`` brings the form back."""
        left = replace(self.setup, seed=None, game=self.game, **self._rush_left())
        preset = self.query_one("#preset", Select).value
        players = self.query_one("#players", Select).value
        if not isinstance(preset, str) or not isinstance(players, int):
            return left
        options: dict[str, Any] = {}
        for name in EDITABLE:
            try:
                options[name] = self._read_option(name)
            except RoadgamesError:
                if name in self.setup.options:
                    options[name] = self.setup.options[name]
        kinds, names = self._seats(players)
        return replace(
            left, preset=preset, players=players, options=options, kinds=kinds, names=names
        )

    def _rush_left(self) -> dict[str, Any]:
        """Rush Hour Shift's part of the form as shown, as :class:`Setup` holds it (a
        number field that holds no number as the screen was given it)."""
        kinds, names = self._rush_seat_choices()
        options = dict(self.setup.rush_options)
        setup = self.query_one("#rs-setup", Select).value
        if isinstance(setup, str):
            options["setup"] = setup
        for name, prefix in (("games", "rs"), *((name, "rs-opt") for name in RUSH_EDITABLE)):
            with contextlib.suppress(RoadgamesError):
                options[name] = self._read_option(name, prefix)
        return {"rush_kinds": kinds, "rush_names": names, "rush_options": options}

    def _rush_seat_choices(self) -> tuple[list[str], list[str]]:
        """Each Rush Hour Shift seat's kind (a person where none is chosen) and name as
        typed."""
        kinds: list[str] = []
        names: list[str] = []
        for seat in range(rush.SEATS):
            kind = self.query_one(f"#rs-kind-{seat}", Select).value
            kinds.append(kind if isinstance(kind, str) else PERSON)
            names.append(self.query_one(f"#rs-name-{seat}", Input).value)
        return kinds, names

    @property
    def game(self) -> str:
        """The game chosen (one of :data:`GAMES`)."""
        game = self.query_one("#game", Select).value
        return game if isinstance(game, str) else GAMES[0]

    @property
    def rush_chosen(self) -> bool:
        """Whether the form starts a Rush Hour Shift match (chosen, where it is offered)."""
        return self.on_rush is not None and self.game == "rushshift"

    def collect_rush(self) -> RushSession:
        """The Rush Hour Shift match the form describes, made as ``roadgames play
        rushshift`` makes it with the same choices (raises ``RoadgamesError`` with a
        reason: a match of computers with no turn limit is refused, as there)."""
        rules, seed = self._rush_choices()
        kinds, names = self._rush_seat_choices()
        return RushSession.for_people(rules, kinds, names, self.tr, seed=seed)

    def _rush_choices(self) -> tuple[RushRules, int | None]:
        """The Rush Hour Shift rules and the seed the form describes (raises
        ``RoadgamesError`` with a reason)."""
        setup = self.query_one("#rs-setup", Select).value
        options = {name: self._read_option(name, "rs-opt") for name in RUSH_EDITABLE}
        rules = RUSHSHIFT.rules_from_options(
            None,
            rush.SEATS,
            setup=setup if isinstance(setup, str) else RushRules().setup,
            games=self._read_option("games", "rs"),
            **options,
        )
        return rules, self._seed()

    def _check(self) -> None:
        """Refuse the form as Start would (:meth:`collect`, :meth:`collect_rush`), without
        making the game: its rules, its seed, a match of computers that may never end."""
        if not self.rush_chosen:
            self._mille_choices()
            return
        rules, _ = self._rush_choices()
        kinds, _ = self._rush_seat_choices()
        refuse_endless(RUSHSHIFT.name, rules, humans=kinds.count(PERSON))

    @staticmethod
    def _followed(preset: str, players: int, options: dict[str, Any]) -> Rules | None:
        """The rules ``options`` make, the options that follow them (:data:`FOLLOWERS`)
        followed; None where they are refused (the form then shows them as given)."""
        try:
            return make_rules(preset, players, **options)
        except RoadgamesError:
            return None

    def on_switch_changed(self, event: Switch.Changed) -> None:
        """A refusal said may go (:meth:`_form_changed`)."""
        self._form_changed()

    def on_input_changed(self, event: Input.Changed) -> None:
        """A new trip length brings the extension that goes with it (classic, §10). A
        refusal said may go (:meth:`_form_changed`)."""
        self._form_changed()
        if event.input.id != "opt-target":
            return
        text = event.value.strip()
        if text != self.target_for and text.isdigit():
            self.target_for = text
            self._follow("target", int(text))

    def _follow(self, leader: str, value: object) -> None:
        """Show the options that follow ``leader``, now ``value``, as the rules would set
        them (:func:`~roadgames.millebornes.rules.followed_by`)."""
        preset = self.query_one("#preset", Select).value
        if not isinstance(preset, str):
            return
        try:
            current = {"match_target": self._read_option("match_target")}
        except RoadgamesError:  # not a number yet: the table's own length
            current = {"match_target": 0}
        for name, followed in followed_by(preset, leader, value, current).items():
            self._set_option(name, followed)

    def action_start(self) -> None:
        """Build the game, or say what is wrong with the form."""
        on_rush = self.on_rush if self.rush_chosen else None
        try:
            session = self.collect() if on_rush is None else self.collect_rush()
        except RoadgamesError as exc:
            self._refuse(form_error(exc, self.tr), refused_control(exc))
            return
        if isinstance(session, RushSession) and on_rush is not None:
            on_rush(session)
        elif isinstance(session, GameSession):
            self.on_start(session)

    def _refuse(self, words: str, control: str | None) -> None:
        """Say why the form was refused, and bring the control that holds the value
        refused (named ``control``), if any, into sight with the focus: at 80×24 most of
        the form is below the fold, and nothing moved."""
        self._say_refusal(words)
        widget = None if control is None else self._control(control)
        if widget is None:
            return
        widget.focus(scroll_visible=False)
        self.call_after_refresh(self._bring_into_sight, widget)  # once the line has its room

    def _bring_into_sight(self, widget: Widget) -> None:
        """Scroll the form to centre ``widget``, where it is not wholly in sight already
        (as Textual does for a focus, but at once: not animated)."""
        if not self.can_view_entire(widget):
            self.query_one("#setup", VerticalScroll).scroll_to_center(widget, animate=False)

    def _say_refusal(self, words: str) -> None:
        """Show ``words`` on the refusal's line (none: the line goes)."""
        self.refusal = words
        error = self.query_one("#setup-error", Static)
        error.update(words)
        error.display = bool(words)

    def _form_changed(self) -> None:
        """A control reported a change: the refusal shown goes once the form is no longer
        refused in its words (it stayed, "a multiple of 25" beside the 700 typed since);
        Start says what else is wrong, if anything. Judged by the form as it is, not by
        the change reported: one reported after Start, of a value set before it, and
        what follows from it (the extension after the trip's length) leave it."""
        if not self.refusal:
            return
        try:
            self._check()
        except RoadgamesError as exc:
            if form_error(exc, self.tr) == self.refusal:
                return
        self._say_refusal("")

    def _control(self, name: str) -> Widget | None:
        """The control of the game chosen that holds ``name`` (an option, ``games``,
        ``seed``, ``players``), if it has one."""
        rush_chosen = self.rush_chosen
        ids = _RUSH_CONTROLS if rush_chosen else _MILLE_CONTROLS
        default = f"rs-opt-{name}" if rush_chosen else f"opt-{name}"
        return next(iter(self.query(f"#{ids.get(name, default)}")), None)


#: The ids of the Mille Bornes controls not named ``opt-NAME`` after what they hold.
_MILLE_CONTROLS = {"seed": "seed", "preset": "preset", "players": "players"}
#: The ids of the Rush Hour Shift controls not named ``rs-opt-NAME`` after what they hold.
_RUSH_CONTROLS = {"seed": "seed", "games": "rs-games", "setup": "rs-setup"}


def _whole_number(text: str) -> int | None:
    """``text`` as a whole number, if it reads as one."""
    try:
        return int(text)
    except ValueError:
        return None


def _part_shown(part_id: str, rush_chosen: bool) -> bool:
    """Whether a game's part of the form shows: Rush Hour Shift's (``rs-…``) while it is
    chosen, Mille Bornes' the rest of the time."""
    return part_id.startswith("rs-") == rush_chosen


def rush_seat_words(seat: int, tr: Translator) -> str:
    """A Rush Hour Shift seat as a choice names it: "Seat 1 (gold)"."""
    return f"{tr('seat', n=seat + 1)} ({tr(('rs_gold', 'rs_silver')[seat])})"


def option_label(name: str, tr: Translator) -> Content:
    """A rule option's label: its words in the interface language, and below them, dimmed,
    the name ``-o`` and the rules table use."""
    return Content.assemble(tr.option(name), "\n", (name, "dim"))

"""The new-game screen: the game (Mille Bornes or Rush Hour Shift), then that game's set-up:
Mille Bornes' preset, seats (people or computer levels, names), partnerships and every rule
option; Rush Hour Shift's two seats, set-up board, games in the match and options; the seed.
Enter on Start begins, or the topmost field refused says why. The controls are composed in
:mod:`.new_game_controls`; the refusals are worded in :mod:`.new_game_errors`."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, ClassVar, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, Static, Switch

from roadgames.core.endless import refuse_endless
from roadgames.core.errors import RoadgamesError
from roadgames.core.seeds import SeedTooLongError, read_seed
from roadgames.millebornes import Rules, make_rules
from roadgames.millebornes.rules import (
    followed_by,
)
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.rushshift.rules import Rules as RushRules
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift import session as rush
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.new_game_controls import (
    MAX_SEATS,
    base_rules,
    mille_options,
    mille_seats,
    rush_options,
    rush_seats,
)
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
    Setup,
)
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession, computer_levels
from roadgames.tui.widgets.footer import TranslatedFooter
from roadgames.tui.widgets.typeset import Typeset

RulesT = TypeVar("RulesT")


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
        # Enter that reaches the screen itself, not a control: one typed ahead of the
        # screen, before Start has the focus, starts as Start would
        Binding("enter", "start", "Start", show=False),
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
            setup.options.get("target", base_rules(setup.preset, setup.players).target)
        )
        #: The scoring table the match's length was last set for (the same reason).
        self.scoring_for = setup.options.get(
            "scoring", base_rules(setup.preset, setup.players).scoring
        )
        #: The refusal shown below the form ("": none).
        self.refusal = ""

    def compose(self) -> ComposeResult:
        """The form: the game first, then that game's fields, the refusal line and the keys."""
        tr = self.tr
        rush_chosen = self.on_rush is not None and self.setup.game == "rushshift"
        with VerticalScroll(id="setup"):
            yield Static(tr("new_game"), classes="dialog-title", markup=False)
            with Horizontal(classes="row", id="game-row") as game_row:
                game_row.display = self.on_rush is not None
                yield Label(tr("game"), classes="field")
                yield Select(
                    [(tr.game_title(game), game) for game in GAMES],
                    value=GAMES[1] if rush_chosen else GAMES[0],
                    allow_blank=False,
                    id="game",
                )
            yield from self._game_part(
                "mb-seats", rush_chosen, mille_seats(self.setup, tr, self.levels)
            )
            yield from self._game_part("rs-seats", rush_chosen, rush_seats(self.setup, tr))
            with Horizontal(classes="row"):
                yield Label(tr("seed"), classes="field")
                yield Input(
                    value="" if self.setup.seed is None else str(self.setup.seed),
                    placeholder=tr("seed_blank"),
                    type="integer",
                    id="seed",
                )
            yield Button(tr("start"), id="start", variant="success")
            yield from self._game_part("mb-options", rush_chosen, mille_options(self.setup, tr))
            yield from self._game_part("rs-options", rush_chosen, rush_options(self.setup, tr))
        # below the form, not in it: in sight however far the form is scrolled to the field
        # refused, and shown only while it says something
        error = Typeset(id="setup-error")  # "… une seule manche ; pas 2": not before ";"
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

    def on_mount(self) -> None:
        """Start has the focus: Enter plays the default game at once."""
        self.query_one("#start", Button).focus()
        if self.game == "rushshift":
            self.app.title = self.tr("rs_title")

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
            self.app.title = self.tr.game_title(self.game)  # the window's
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
        base = base_rules(preset, players)
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
        (:func:`echoed`), or one too long to read (how long one may be)."""
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            return read_seed(seed_text) if seed_text else None
        except SeedTooLongError as exc:  # a whole number all the same: how long it may be
            option = control_label("seed", self.tr)
            values = {"option": option, "limit": exc.limit, "digits": exc.digits}
            raise FormError(str(exc), "form_seed_too_long", "seed", **values) from None
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
        """Refuse the form as Start does, without making the game: the refusal of its
        topmost bad field (:meth:`_refusals`), if any."""
        refusals = self._refusals()
        if refusals:
            raise refusals[0]

    def _refusals(self) -> list[RoadgamesError]:
        """Every refusal the form of the game chosen earns (its rules, its seed, a match of
        computers that may never end), as far as they can be found, the topmost field's
        first: in the order a person reads the form (:data:`_MILLE_ORDER`,
        :data:`_RUSH_ORDER`), not the engine's; one that names no field the form knows,
        last."""
        rush_chosen = self.rush_chosen
        found = self._rush_refusals() if rush_chosen else self._mille_refusals()
        order = _RUSH_ORDER if rush_chosen else _MILLE_ORDER
        return sorted(found, key=lambda exc: _place(order, refused_control(exc)))

    def _mille_refusals(self) -> list[RoadgamesError]:
        """The refusals of Mille Bornes' part of the form and the seed, in no order."""
        preset = self.query_one("#preset", Select).value
        players = self.query_one("#players", Select).value
        if not isinstance(preset, str) or not isinstance(players, int):
            return [RoadgamesError("choose a preset and a number of players")]
        options, found = self._read_options(EDITABLE, "opt")
        _, refused = engine_refusals(lambda given: make_rules(preset, players, **given), options)
        return found + refused + self._seed_refusals()

    def _rush_refusals(self) -> list[RoadgamesError]:
        """The refusals of Rush Hour Shift's part of the form and the seed, in no order."""
        setup = self.query_one("#rs-setup", Select).value
        options, found = self._read_options(RUSH_EDITABLE, "rs-opt")
        games, unread = self._read_options(("games",), "rs")
        options |= games

        def make(given: dict[str, Any]) -> RushRules:
            chosen = setup if isinstance(setup, str) else RushRules().setup
            return RUSHSHIFT.rules_from_options(None, rush.SEATS, setup=chosen, **given)

        rules, refused = engine_refusals(make, options)
        found += unread + refused + self._seed_refusals()
        if rules is not None and "turn_limit" in options:  # else refused already
            kinds, _ = self._rush_seat_choices()
            try:
                refuse_endless(RUSHSHIFT.name, rules, humans=kinds.count(PERSON))
            except RoadgamesError as exc:
                found.append(exc)
        return found

    def _read_options(
        self, names: Sequence[str], prefix: str
    ) -> tuple[dict[str, Any], list[RoadgamesError]]:
        """The options ``names`` as their controls (``{prefix}-{name}``) hold them, and
        the refusal of each that holds no value (a number field that holds no number)."""
        options: dict[str, Any] = {}
        refused: list[RoadgamesError] = []
        for name in names:
            try:
                options[name] = self._read_option(name, prefix)
            except RoadgamesError as exc:
                refused.append(exc)
        return options, refused

    def _seed_refusals(self) -> list[RoadgamesError]:
        """The seed's refusal, if it earns one."""
        try:
            self._seed()
        except RoadgamesError as exc:
            return [exc]
        return []

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
            self._check()  # the topmost bad field first, as the form is read
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
        error = self.query_one("#setup-error", Typeset)
        error.show(words)
        error.display = bool(words)

    def _form_changed(self) -> None:
        """A control reported a change: the refusal shown goes once the form no longer
        earns it (it stayed, "a multiple of 25" beside the 700 typed since); Start says
        what else is wrong, if anything. Judged by the form as it is, not by
        the change reported: one reported after Start, of a value set before it, and
        what follows from it (the extension after the trip's length) leave it."""
        if not self.refusal:
            return
        if any(form_error(exc, self.tr) == self.refusal for exc in self._refusals()):
            return  # still earned, whatever else is wrong above it
        self._say_refusal("")

    def _control(self, name: str) -> Widget | None:
        """The control of the game chosen that holds ``name`` (an option, ``games``,
        ``seed``, ``players``), if it has one."""
        rush_chosen = self.rush_chosen
        ids = _RUSH_CONTROLS if rush_chosen else _MILLE_CONTROLS
        default = f"rs-opt-{name}" if rush_chosen else f"opt-{name}"
        return next(iter(self.query(f"#{ids.get(name, default)}")), None)


#: What Mille Bornes' controls hold, in the order the form shows them (the seat count's
#: refusal is its preset's), for the topmost refusal to be said first.
_MILLE_ORDER = ("preset", "players", "seed", *EDITABLE)
#: What Rush Hour Shift's controls hold, in the order the form shows them.
_RUSH_ORDER = ("setup", "games", "seed", *RUSH_EDITABLE)
#: The ids of the Mille Bornes controls not named ``opt-NAME`` after what they hold.
_MILLE_CONTROLS = {"seed": "seed", "preset": "preset", "players": "players"}
#: The ids of the Rush Hour Shift controls not named ``rs-opt-NAME`` after what they hold.
_RUSH_CONTROLS = {"seed": "seed", "games": "rs-games", "setup": "rs-setup"}


def _place(order: Sequence[str], control: str | None) -> int:
    """Where ``control`` comes in the form's ``order`` (one it does not know: last)."""
    return order.index(control) if control in order else len(order)


def engine_refusals(
    make: Callable[[dict[str, Any]], RulesT], options: dict[str, Any]
) -> tuple[RulesT | None, list[RoadgamesError]]:
    """The rules ``make`` makes of ``options`` and each option it refuses, found one by
    one: an engine says the first refusal in its own order, so each option refused is
    left out in turn (the rules' own value then stands in for it) until the rest are
    accepted. No rules where a refusal names no option left to leave out (the seat
    count's); a refusal that only the value standing in earns comes below the option
    that it stands in for, refused already."""
    given = dict(options)
    refused: list[RoadgamesError] = []
    while True:
        try:
            return make(given), refused
        except RoadgamesError as exc:
            refused.append(exc)
            name = refused_control(exc)
            if name is None or name not in given:
                return None, refused
            del given[name]


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

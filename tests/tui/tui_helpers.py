"""Helpers for the terminal game's tests: run an app headless, let computer players finish
their turns, read the screen as text, and make a person's move with the keys."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import html
import json
import re
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path, PurePath
from typing import Any, ClassVar, TypeVar

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.geometry import Size
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList
from textual.worker import WorkerCancelled

from roadgames.agents import Decision, register_agent
from roadgames.agents.millebornes import SearchAgent
from roadgames.commands import play_launch
from roadgames.millebornes import MilleBornesView, make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import MILES, Card
from roadgames.millebornes.scoring import HandResult
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession

Script = Callable[[Pilot[str], RoadgamesApp], Awaitable[None]]


def make_app(session: GameSession | None, save_path: Path, lang: str = "en") -> RoadgamesApp:
    """An app on ``session`` with no pause before computer moves."""
    return RoadgamesApp(session=session, lang=lang, save_path=save_path, delay=0)


def make_rush_app(session: RushSession, save_path: Path, lang: str = "en") -> RushShiftApp:
    """A Rush Hour Shift app on ``session`` with no pause before computer moves."""
    return RushShiftApp(session, lang=lang, save_path=save_path, delay=0)


def rush_table(app: RushShiftApp) -> RushTableScreen:
    """The Rush Hour Shift table screen (it must be on)."""
    screen = app.table
    assert screen is not None
    return screen


async def settle(pilot: Pilot[str]) -> None:
    """Wait until the computer players have finished and the screen has caught up (either
    game's app)."""
    app = pilot.app
    assert isinstance(app, GameApp)
    for _ in range(10_000):
        await pilot.pause(0)
        screen = app.table
        running = [w for w in app.workers if not w.is_finished]
        if not running and (screen is None or not screen.busy):
            await pilot.pause(0)
            return
        if running:
            # a computer's worker replaced by the next one's (the table keeps one thinking
            # at a time) ends cancelled: a normal end, not the game's failure
            with contextlib.suppress(WorkerCancelled):
                await app.workers.wait_for_complete(running)
    raise AssertionError("the computer players never finished")


async def pass_to_first_person(pilot: Pilot[str]) -> RushTableScreen:
    """A Rush Hour Shift app just opened with people sharing the screen, past its first
    pass-the-device screen: settled, that screen shown (it must be), Enter, settled again;
    the table, its hand now shown to whoever was passed the device."""
    app = pilot.app
    assert isinstance(app, RushShiftApp)
    await settle(pilot)
    assert isinstance(app.screen, PassDeviceScreen)
    await pilot.press("enter")
    await settle(pilot)
    return rush_table(app)


async def press_rush_action(pilot: Pilot[str], screen: RushTableScreen, action: Any) -> None:
    """A person's Rush Hour Shift step: ``action`` picked in the table's list, Enter, and
    the screen settled."""
    screen.query_one("#rs-actions", OptionList).highlighted = screen.listed.index(action)
    await pilot.press("enter")
    await settle(pilot)


async def at_rush_table(
    session: RushSession,
    save_path: Path,
    check: Callable[[Pilot[str], RushTableScreen], Awaitable[None]],
) -> None:
    """Open the Rush Hour Shift table on ``session`` at 80×24, settled, and run ``check``."""
    app = make_rush_app(session, save_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await check(pilot, rush_table(app))


class StandInApp:
    """What a table screen asks of its app, with no app running: the notices, exits and
    dialogs it would show are kept; ``new`` offers a new game (counted)."""

    def __init__(self, new: bool = False) -> None:
        self.notices: list[tuple[str, str]] = []
        self.exits: list[str | None] = []
        self.last_saved: Path | None = None
        self.new_games = 0
        self.pushed: list[tuple[object, Callable[[Any], None]]] = []
        self.screen: object = None
        self.size = Size(80, 24)  # the terminal's: what a screen's own size derives from
        if new:
            self.new_game = self.start_new

    def start_new(self) -> None:
        self.new_games += 1

    def notify(self, message: str, severity: str = "information") -> None:
        self.notices.append((message, severity))

    def exit(self, result: str | None = None) -> None:
        self.exits.append(result)

    def get_key_display(self, binding: Binding) -> str:
        return binding.key

    def push_screen(self, screen: object, callback: Callable[[Any], None]) -> None:
        self.pushed.append((screen, callback))


class OnStandInApp:
    """Mixed into a screen (first), it stands on :attr:`fake_app`, a :class:`StandInApp`,
    rather than a running app (Textual's ``Screen.app`` is a property: this one wins)."""

    fake_app: StandInApp

    @property
    def app(self) -> Any:
        return self.fake_app

    @app.setter
    def app(self, app: Any) -> None:
        self.fake_app = app

    @property
    def is_attached(self) -> bool:
        """Shown, as on a running app (a closed table drops a computer's late move)."""
        return True


def controls_past_the_form(app: App[Any]) -> list[str]:
    """The new-game screen's controls that end past the right edge of its form."""
    form = app.screen.query_one("#setup")
    right = form.scrollable_content_region.right
    return [
        f"{widget!r} ends at {widget.region.right} > {right}"
        for widget in form.query("Select, Input, Label, Button, Switch")
        if widget.display and widget.region.right > right
    ]


def screen_text(app: RoadgamesApp) -> str:
    """What the screen shows, as plain text (from the SVG screenshot)."""
    return svg_text(app.export_screenshot())


def flat(text: str) -> str:
    """``text`` with every run of blanks and line ends as one space (text wrapped on screen
    compared with the text it wraps)."""
    return " ".join(text.split())


def svg_text(svg: str) -> str:
    """The text of an SVG screenshot, tags removed."""
    text = re.sub(r"<style.*?</style>", "", svg, flags=re.S)
    text = re.sub(r"<[^>]+>", "", text)
    return html.unescape(text).replace("\xa0", " ")


def table(app: RoadgamesApp) -> TableScreen:
    """The table screen (it must be on)."""
    screen = app.table
    assert screen is not None
    return screen


def choose(view: MilleBornesView) -> Action:
    """A person's quick choice: the longest distance, else any play, else the first
    action (a discard or a draw)."""
    plays = [a for a in view.legal_actions if a.kind == Kind.PLAY]
    distance = [a for a in plays if a.card is not None and a.card <= Card.D200]
    if distance:
        return max(distance, key=lambda a: MILES[a.card or 0])
    return plays[0] if plays else view.legal_actions[0]


async def press_action(pilot: Pilot[str], view: MilleBornesView, action: Action) -> None:
    """Make ``action`` with the keys a person would press."""
    app = pilot.app
    assert isinstance(app, RoadgamesApp)
    if isinstance(app.screen, PromptScreen):
        await pilot.press("c" if action.kind in (Kind.COUP_FOURRE, Kind.PLAY) else "n")
        return
    simple = {Kind.DRAW: "d", Kind.DRAW_DISCARD: "t", Kind.REDRAW: "r", Kind.REFILL: "f"}
    if action.kind in simple:
        await pilot.press(simple[action.kind])
        return
    if action.kind == Kind.EXTEND:
        await pilot.press("e")
        return
    assert action.card is not None
    index = view.hand.index(action.card)
    await pilot.press(str(index + 1))
    if action.kind == Kind.DISCARD:
        await pilot.press("x")
        return
    await pilot.press("p")
    if action.target is not None and table(app).targeting:
        await pilot.press(str(action.target + 1))


async def play_card(pilot: Pilot[str], card: Card) -> None:
    """The person plays ``card`` (its first legal action) with the keys, then the screen
    settles."""
    app = pilot.app
    assert isinstance(app, RoadgamesApp)
    view = table(app).current_view()
    await press_action(pilot, view, next(a for a in view.legal_actions if a.card == card))
    await settle(pilot)


async def person_moves(pilot: Pilot[str], count: int = 1) -> None:
    """The person on display makes ``count`` quick moves (:func:`choose`), each once the
    computers are done."""
    app = pilot.app
    assert isinstance(app, RoadgamesApp)
    for _ in range(count):
        await settle(pilot)
        view = table(app).current_view()
        await press_action(pilot, view, choose(view))
        await settle(pilot)


async def play_until(pilot: Pilot[str], screen: type[Any], most: int = 60) -> None:
    """The person on display makes quick moves (:func:`choose`) until a ``screen`` shows
    (a question, a score sheet), at most ``most`` of them; fails if none shows."""
    app = pilot.app
    assert isinstance(app, RoadgamesApp)
    for _ in range(most):
        await settle(pilot)
        if isinstance(app.screen, screen):
            return
        view = table(app).current_view()
        await press_action(pilot, view, choose(view))
    await settle(pilot)
    assert isinstance(app.screen, screen), f"no {screen.__name__} after {most} moves"


class ScriptedAgent:
    """A test computer player: attacks when it can, answers private questions with
    ``answer`` (``coup-fourre`` or ``decline``), else plays, else discards."""

    name = "scripted"

    def __init__(self, answer: Kind) -> None:
        self.answer = answer

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """Attack > private answer > play > first legal action."""
        for action in legal:
            if action.kind == Kind.PLAY and action.target is not None:
                return Decision(action, "attack")
        for action in legal:
            if action.kind == self.answer:
                return Decision(action, "answer")
        plays = [a for a in legal if a.kind == Kind.PLAY]
        return Decision(plays[0] if plays else legal[0], "scripted")


register_agent("millebornes", "test-calls", lambda seed: ScriptedAgent(Kind.COUP_FOURRE))
register_agent(  # a search player small enough for tests (it samples worlds: a seeded one)
    "millebornes", "test-search", lambda seed: SearchAgent(seed, iterations=6, name="test-search")
)
register_agent("millebornes", "test-declines", lambda seed: ScriptedAgent(Kind.DECLINE))


def attacked_session(*held: str, **options: object) -> GameSession:
    """Seat 0 (a person) can roll, then attack seat 1 with OUT_OF_GAS; seat 1, a computer
    that declines every private question, holds the cards ``held`` besides ROLL and 50s."""
    rules = make_rules("classic", 2, **options)
    deck = stacked_deck(
        rules,
        hands=[
            ("ROLL", "OUT_OF_GAS", "25", "25", "25", "25"),
            ("ROLL", *held, *["50"] * (5 - len(held))),
        ],
        draw=["75", "75", "75", "75"],
    )
    return GameSession.new(
        rules,
        [PERSON, "test-declines"],
        names=["You", "Robot"],
        seed=5,
        decks=[[c.code for c in deck]],
    )


def three_safeties_session() -> GameSession:
    """Classic, a person against ``random``, the person having laid three safeties (each
    giving another turn): the fullest tableau the table must fit at 80×24."""
    rules = make_rules("classic", 2)
    hand = ["DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "ROLL", "25", "50"]
    deck = stacked_deck(rules, hands=[hand, ["25"] * 6], draw=["75"] * 4)
    session = GameSession.new(rules, [PERSON, "random"], seed=4, decks=[[c.code for c in deck]])
    for code in ("DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF"):
        session.state.apply(session.state.parse_action(f"play {code}"))
    return session


#: What a record's file is written through (the records module's own ``os.fdopen``).
FDOPEN = "roadgames.core.records.os.fdopen"


def refused_write(*args: Any, **kwargs: Any) -> Any:
    """Stands in for a file operation the file system refuses, whatever it is given."""
    raise PermissionError(errno.EACCES, "Permission denied")


AppT = TypeVar("AppT", RoadgamesApp, RushShiftApp)


def opened_apps(monkeypatch: pytest.MonkeyPatch, app_type: type[AppT]) -> list[AppT]:
    """The apps ``roadgames play`` opens, kept instead of run (there is no terminal here)."""
    opened: list[AppT] = []

    def run(app: AppT) -> str:
        opened.append(app)
        return str(app.save_path)

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(app_type, "run", run)
    return opened


def drive_play(
    monkeypatch: pytest.MonkeyPatch,
    script: Callable[[Pilot[str]], Awaitable[None]],
    app_type: type[GameApp[Any]] = RoadgamesApp,
) -> None:
    """``roadgames play`` runs its app headless at 100×30 through ``script`` (there is no
    terminal here), the new-game screen, where it opens, started as set up."""

    def run(app: GameApp[Any]) -> str | None:
        async def go() -> str | None:
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                if isinstance(app.screen, NewGameScreen):
                    await pilot.press("ctrl+s")  # start the game as set up
                    await settle(pilot)
                await script(pilot)
            return app.return_value

        return asyncio.run(go())

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(app_type, "run", run)


class Host(App[None]):
    """An empty app that opens one dialog, styled as the games' apps are."""

    CSS_PATH: ClassVar[list[str | PurePath]] = list(RushShiftApp.CSS_PATH)

    def __init__(self, dialog: Screen[Any]) -> None:
        super().__init__()
        self.dialog = dialog

    def on_mount(self) -> None:
        self.push_screen(self.dialog)


class WidgetAlone(App[None]):
    """A bare app holding one widget (a bullet point, a text), unstyled."""

    def __init__(self, widget: Widget) -> None:
        super().__init__()
        self.widget = widget

    def compose(self) -> ComposeResult:
        yield self.widget


def shown(dialog: Screen[Any], size: tuple[int, int], *keys: str) -> str:
    """The text of the screen with ``dialog`` open on an app of ``size``, after ``keys``."""

    async def scenario() -> str:
        app = Host(dialog)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.press(*keys)
            await pilot.pause()
            return svg_text(app.export_screenshot())

    return asyncio.run(scenario())


def hand(number: int, points: Sequence[int]) -> HandResult:
    """A hand whose teams scored ``points`` (distance alone)."""
    lines = tuple((("distance", p),) for p in points)
    return HandResult(number, "trip", 0, None, (700, 0), lines, (0,))


def made_newer(path: Path) -> Path:
    """``path``'s record as a newer roadgames would have written it (a rules revision this
    one does not play)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_revision"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def spoiled(path: Path) -> Path:
    """``path`` damaged past reading (no longer JSON)."""
    path.write_text("{not json", encoding="utf-8")
    return path

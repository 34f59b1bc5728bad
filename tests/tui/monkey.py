"""A seeded monkey for the terminal game: random keys of those the screens bind, random
clicks and short pauses, a resize part way, on headless apps of either game; after every
step the app must not have failed, the game's state must keep its invariants, and every
step must settle within a time limit; after every app, the saves left must load.

A run is a sequence of apps (one quit with ``q`` is resumed from its save, as
``roadgames play --resume`` would, and ``n`` at the end of a match plays on), each driven
for a share of the steps. Everything random comes from the seed, but the computer players
think in threads, so that a run is repeatable in its keys, not always in its timings.

``test_monkey.py`` runs a few short runs; a longer hunt runs :meth:`Monkey.run` over every
one of :func:`configurations`, at each of :data:`SIZES`, for many seeds and thousands of
steps (a run per configuration, size and seed, each in a folder of its own).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textual import events
from textual.pilot import OutOfBounds, Pilot
from textual.worker import WorkerCancelled

from play_helpers import counted_cards
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import deck_counts
from roadgames.millebornes.state import MilleBornesState
from roadgames.rushshift import make_rules as rush_rules
from roadgames.rushshift.state import RushShiftState
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.game_table import GameTableScreen
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession

#: Every key a screen of the game binds (the tables, the pop-ups, the new-game form), and a
#: few it does not; the weights make the keys that play more frequent than those that leave.
KEYS: dict[str, int] = {
    **{str(n): 3 for n in range(1, 10)},
    "left": 2,
    "right": 2,
    "up": 2,
    "down": 2,
    "enter": 8,
    "space": 3,
    "p": 4,
    "x": 2,
    "delete": 1,
    "d": 4,
    "t": 2,
    "r": 1,
    "f": 1,
    "c": 2,
    "n": 3,
    "e": 3,
    "h": 1,  # a hint: the strongest player searches (slow)
    "o": 2,
    "question_mark": 2,
    "f1": 1,
    "escape": 3,
    "s": 1,
    "q": 1,
    "tab": 2,
    "shift+tab": 1,
    "ctrl+c": 1,
    "ctrl+s": 1,
    "home": 1,
    "end": 1,
    "pageup": 1,
    "pagedown": 1,
}
#: The terminal sizes the apps open at; a run resizes to another part way.
SIZES = ((80, 24), (100, 30), (120, 40))
#: The share of steps that move the game on (the rest are random keys and clicks).
PURPOSEFUL = 0.4
#: The share of the random events that are bursts: keys sent at once, none waiting for the
#: last to be handled (a fast typist, a key held down), as the screens change under them.
BURSTS = 0.15
#: The share of the steps that move the game on sent as a burst, with a few random keys
#: after them: typed ahead of the screen the move brings (``n`` at a game's end, then the
#: new-game form's keys before it is built).
PURPOSEFUL_BURSTS = 0.25
#: The characters of the named keys a burst sends.
_CHARACTERS = {"space": " ", "enter": "\r", "tab": "\t", "escape": "\x1b", "question_mark": "?"}
#: The longest a step may take to settle before the app counts as hung.
STEP_SECONDS = 20.0


@dataclass
class Config:
    """One configuration: the game, its rules and seats, the size."""

    game: str  # "millebornes" or "rushshift"
    preset: str = "classic"
    players: tuple[str, ...] = (PERSON, "random")
    options: dict[str, Any] = field(default_factory=dict)
    size: tuple[int, int] = (80, 24)
    #: Mille Bornes from the new-game screen (else straight to the table).
    form: bool = False

    def label(self) -> str:
        """A short name for reports."""
        seats = ",".join("H" if p == PERSON else p[0] for p in self.players)
        extra = "+form" if self.form else ""
        opts = "".join(f",{k}={v}" for k, v in self.options.items())
        width, height = self.size
        return f"{self.game}:{self.preset}[{seats}{opts}]{extra}@{width}x{height}"


@dataclass
class Finding:
    """Something wrong: what, at which step of which app, after which events."""

    kind: str
    detail: str
    step: int
    events: list[str]

    def __str__(self) -> str:
        tail = " ".join(self.events[-25:])
        return f"{self.kind} at step {self.step}: {self.detail}\n    last events: {tail}"


def mille_invariants(state: MilleBornesState) -> list[str]:
    """Cards conserved (every card of the deck in exactly one place) and hand sizes in
    bounds (only the seat to act may hold seven, and once the match is over the one whose
    draw ended it)."""
    problems = []
    counts = counted_cards(state)
    if counts != deck_counts(state.rules.deck == "short"):
        problems.append(f"cards not conserved: {counts}")
    for seat, hand in enumerate(state.hands):
        bound = 7 if seat == state.to_move or state.is_over else 6
        if state.hand_sizes[seat] != sum(hand) or not 0 <= sum(hand) <= bound:
            problems.append(f"seat {seat} holds {sum(hand)} cards (bound {bound})")
    return problems


def rush_invariants(state: RushShiftState) -> list[str]:
    """The board's own check, and every card of the deck in a hand or a pile (the card in
    play is on the discard pile already)."""
    problems = []
    try:
        state.board.check()
    except AssertionError as exc:
        problems.append(f"board: {exc}")
    deck = sum(count for _, count in state.rules.deck)
    held = sum(state.hand_sizes) + len(state.draw_pile) + len(state.discard_pile)
    if held != deck:
        problems.append(f"cards not conserved: {held} of {deck}")
    for seat in range(2):
        if state.hand_sizes[seat] != sum(state.hands[seat]):
            problems.append(f"seat {seat}: hand size {state.hand_sizes[seat]} but holds more")
    return problems


def invariants(app: GameApp[Any]) -> list[str]:
    """The invariants of the state of the game at ``app``'s table, if any."""
    table = app.table
    if table is None:
        return []
    state = table.session.state
    if isinstance(state, MilleBornesState):
        return mille_invariants(state)
    if isinstance(state, RushShiftState):
        return rush_invariants(state)
    return []


def saves_load(folder: Path) -> list[str]:
    """Every save file under ``folder`` loads as a record that replays (none corrupt)."""
    problems = []
    for path in sorted(folder.glob("*.json")):
        try:
            record = GameRecord.load(path)
            session_type = GameSession if record.game == "millebornes" else RushSession
            session_type.from_record(record)
        except Exception as exc:
            problems.append(f"{path.name}: {type(exc).__name__}: {exc}")
    return problems


async def settle(pilot: Pilot[str], seconds: float) -> bool:
    """Wait until the app's workers are done and its table is not busy; whether it did
    within ``seconds`` (it may have exited meanwhile: that counts as settled)."""
    app = pilot.app
    assert isinstance(app, GameApp)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not app.is_running or app._exception is not None:
            return True
        await pilot.pause(0)
        table = app.table
        running = [w for w in app.workers if not w.is_finished]
        if not running and (table is None or not table.busy):
            return True
        if running:
            with contextlib.suppress(WorkerCancelled, asyncio.TimeoutError):
                await asyncio.wait_for(app.workers.wait_for_complete(running), 0.5)
    return False


def stuck(app: GameApp[Any]) -> str | None:
    """What is wrong where the game waits for nothing: the table on top, nothing running,
    no dialog open, a computer to move (it must be thinking)."""
    table: GameTableScreen[Any, Any] | None = app.table
    if table is None or app.screen is not table or table.in_dialog or table.busy:
        return None
    session = table.session
    actor = session.to_move
    if actor is None or session.is_person(actor) or session.state.is_over:
        return None
    if any(not w.is_finished for w in app.workers):
        return None
    return f"the computer's seat {actor} is to move but nothing runs"


async def burst(pilot: Pilot[str], keys: list[str]) -> None:
    """Send ``keys`` to the app all at once, as a terminal would pass them on typed fast,
    then wait for the app to be idle."""
    app = pilot.app
    driver = app._driver
    assert driver is not None
    for key in keys:
        char = key if len(key) == 1 else _CHARACTERS.get(key)
        event = events.Key(key, char)
        event.set_sender(app)
        driver.send_message(event)
    await pilot.pause()


class Monkey:
    """One seeded run over a configuration: apps one after another, ``steps`` events in
    all."""

    def __init__(self, config: Config, seed: int, steps: int, folder: Path) -> None:
        self.config = config
        self.rng = random.Random(seed)
        self.steps = steps
        self.folder = folder
        self.save_path = folder / f"{config.game}-save.json"
        self.findings: list[Finding] = []
        self.events: list[str] = []
        self.step = 0
        self.apps = 0
        #: The actions the games made, in all (how far the monkey got into them).
        self.actions = 0
        keys, weights = zip(*KEYS.items(), strict=True)
        self.keys: tuple[str, ...] = keys
        self.weights: tuple[int, ...] = weights
        self.resize_at = self.rng.randrange(steps // 4, max(steps // 4 + 1, 3 * steps // 4))

    def note(self, kind: str, detail: str) -> None:
        """Record a finding."""
        self.findings.append(Finding(kind, detail, self.step, list(self.events)))

    # ------------------------------------------------------------------ apps

    def first_app(self) -> GameApp[Any]:
        """The configuration's app."""
        config = self.config
        seed = self.rng.randrange(1 << 30)
        if config.game == "rushshift":
            match = rush_rules("standard", 2, **config.options)
            session = RushSession.new(match, list(config.players), seed=seed)
            return RushShiftApp(session, save_path=self.save_path, delay=0)
        if config.form:
            setup = Setup(
                config.preset, len(config.players), dict(config.options), list(config.players)
            )
            return RoadgamesApp(setup=setup, save_path=self.save_path, delay=0)
        rules = make_rules(config.preset, len(config.players), **config.options)
        game = GameSession.new(rules, list(config.players), seed=seed)
        return RoadgamesApp(session=game, save_path=self.save_path, delay=0)

    def next_app(self, app: GameApp[Any]) -> GameApp[Any] | None:
        """After ``app`` closed: Rush Hour Shift chosen on the form, or the game resumed from
        its save (as ``--resume`` does), or a fresh one where nothing was saved."""
        if app.next_session is not None and isinstance(app.next_session, RushSession):
            form = app.setup if isinstance(app, RoadgamesApp) else None
            path = self.folder / "rushshift-save.json"
            return RushShiftApp(app.next_session, save_path=path, delay=0, form=form)
        if app.next_setup is not None:
            return RoadgamesApp(setup=app.next_setup, save_path=self.save_path, delay=0)
        saved = app.return_value
        if saved:
            path = Path(saved)
            try:
                record = GameRecord.load(path)
            except Exception as exc:
                self.note("save", f"{path.name} does not load: {exc}")
                return None
            if record.game == "rushshift":
                rush = RushSession.from_record(record)
                return RushShiftApp(rush, save_path=path, delay=0)
            game = GameSession.from_record(record)
            return RoadgamesApp(session=game, save_path=path, delay=0)
        return self.first_app()

    # ---------------------------------------------------------------- events

    def purposeful(self, app: GameApp[Any]) -> list[str]:
        """Keys that move the game on from where it is (a legal move at the table, an
        answer to a question, a dialog closed), so that the monkey gets through hands,
        games and matches; nothing where it knows none."""
        screen = app.screen
        rng = self.rng
        if isinstance(screen, PromptScreen):
            return [rng.choice(screen.answers)[0]]
        if isinstance(screen, SummaryScreen | GameEndScreen):
            return [rng.choice(("n", "enter", "q", "escape"))]
        if isinstance(screen, NewGameScreen):
            return ["ctrl+s"]
        if screen is not app.table and not isinstance(screen, TableScreen | RushTableScreen):
            return ["enter"]  # a score sheet, the rules, passing the device
        if isinstance(screen, TableScreen):
            view = screen.current_view()
            if not screen.my_turn(view) or not view.legal_actions:
                return []
            plays = [a for a in view.legal_actions if a.kind == Kind.PLAY]
            action = rng.choice(plays if plays and rng.random() < 0.7 else view.legal_actions)
            simple = {Kind.DRAW: "d", Kind.DRAW_DISCARD: "t", Kind.REDRAW: "r", Kind.REFILL: "f"}
            if action.kind in simple:
                return [simple[action.kind]]
            if action.card is None:
                return ["enter"]
            keys = [str(view.hand.index(action.card) + 1)]
            if action.kind == Kind.DISCARD:
                return [*keys, "x"]
            keys.append(rng.choice(("p", "enter", "space")))
            if action.target is not None:
                keys.append(str(action.target + 1))
            return keys
        if isinstance(screen, RushTableScreen) and screen.listed:
            index = rng.randrange(len(screen.listed))
            numbers = screen.numbers[index] if index < len(screen.numbers) else ()
            if numbers and rng.random() < 0.5:
                return [str(numbers[0]), "enter"]
            return ["home", *["down"] * index, "enter"]
        return []

    async def event(self, pilot: Pilot[str]) -> None:
        """One random event: a key (mostly), a click, a pause, the resize; or keys that
        move the game on (:meth:`purposeful`)."""
        app = pilot.app
        assert isinstance(app, GameApp)
        if self.step == self.resize_at:
            width, height = self.rng.choice([s for s in SIZES if s != self.config.size])
            self.events.append(f"resize({width}x{height})")
            await pilot.resize_terminal(width, height)
            return
        if self.rng.random() < PURPOSEFUL:
            keys = self.purposeful(app)
            if keys and self.rng.random() < PURPOSEFUL_BURSTS:
                keys += self.rng.choices(self.keys, self.weights, k=self.rng.randrange(1, 4))
                self.events.append("burst(" + "+".join(keys) + ")")
                await burst(pilot, keys)
                return
            if keys:
                self.events.append("+".join(keys))
                await pilot.press(*keys)
                return
        roll = self.rng.random()
        if roll < BURSTS:
            keys = self.rng.choices(self.keys, self.weights, k=self.rng.randrange(2, 6))
            self.events.append("burst(" + "+".join(keys) + ")")
            await burst(pilot, keys)
        elif roll < 0.75:
            key = self.rng.choices(self.keys, self.weights)[0]
            self.events.append(key)
            await pilot.press(key)
        elif roll < 0.93:
            x = self.rng.randrange(app.size.width)
            y = self.rng.randrange(app.size.height)
            self.events.append(f"click({x},{y})")
            with contextlib.suppress(OutOfBounds):
                await pilot.click(offset=(x, y))
        else:
            delay = self.rng.choice((0.0, 0.01, 0.05))
            self.events.append(f"pause({delay})")
            await pilot.pause(delay)

    async def drive(self, app: GameApp[Any], steps: int) -> bool:
        """Drive ``app`` for up to ``steps`` events; whether the run may go on."""
        self.apps += 1
        self.events.append(f"<app {type(app).__name__}>")
        made = 0
        try:
            async with app.run_test(size=self.config.size) as pilot:
                if not await settle(pilot, STEP_SECONDS):
                    self.note("hang", "the app never settled after opening")
                    return False
                for _ in range(steps):
                    if not app.is_running or app._exception is not None:
                        break
                    self.step += 1
                    try:
                        await asyncio.wait_for(self.event(pilot), STEP_SECONDS)
                    except TimeoutError:
                        self.note("hang", "an event never finished")
                        return False
                    if app._exception is not None:
                        break
                    if not await settle(pilot, STEP_SECONDS):
                        self.note("hang", "a step never settled")
                        return False
                    table = app.table
                    if table is not None:
                        made = len(table.session.state.history)
                    for problem in invariants(app):
                        self.note("invariant", problem)
                        return False
                    if self.rng.random() < 0.05:  # now and then: does anything wait?
                        await pilot.pause(0.01)
                        if await settle(pilot, STEP_SECONDS):
                            waiting = stuck(app)
                            if waiting is not None and app.is_running:
                                self.note("stuck", waiting)
                                return False
        except Exception as exc:
            self.note("crash", f"{type(exc).__name__}: {exc}")
            return False
        finally:
            self.actions += made
        if app._exception is not None:
            self.note("crash", f"{type(app._exception).__name__}: {app._exception}")
            return False
        for problem in saves_load(self.folder):
            self.note("save", problem)
            return False
        return True

    async def run(self) -> list[Finding]:
        """The whole run."""
        app: GameApp[Any] | None = self.first_app()
        while app is not None and self.step < self.steps:
            if not await self.drive(app, self.steps - self.step):
                break
            app = self.next_app(app)
        return self.findings


def configurations() -> list[Config]:
    """Every configuration the exploration covers (before sizes): Mille Bornes with 2, 3,
    4 (partnership) and 6 seats, a person alone or several on one screen, mixed with
    computers; from the new-game screen too; Rush Hour Shift matches of several games, a
    person against a computer or two people."""
    h, r, e = PERSON, "random", "heuristic"
    fast = {"fast_play": True, "draw_from_discard": True, "extension": True}
    return [
        Config("millebornes", "classic", (h, r)),
        Config("millebornes", "classic", (h, h)),
        Config("millebornes", "modern", (h, r, e)),
        Config("millebornes", "modern", (h, h, r)),
        Config("millebornes", "classic", (h, r, h, r)),
        Config("millebornes", "leaflet", (h, h, r, r)),
        Config("millebornes", "classic", (h, r, r, h, r, r)),
        Config("millebornes", "modern", (h, h, r, h, r, r)),
        Config("millebornes", "club", (h, r, r)),
        Config("millebornes", "modern", (h, r, r, r, r)),
        Config("millebornes", "classic", (h, r), form=True),
        Config("millebornes", "leaflet", (h, h, r, r), form=True),
        Config("millebornes", "classic", (h, r), {"match_target": 100}, form=True),
        Config("millebornes", "classic", (h, h), {"match_target": 100}),
        Config("millebornes", "leaflet", (h, r, h, r), {"match_target": 100}),
        Config("millebornes", "classic", (h, r), {"match_target": 100, **fast}),
        Config("millebornes", "classic", (h, h, r), {"match_target": 100, **fast}),
        Config("rushshift", "standard", (h, "greedy"), {"games": 3}),
        Config("rushshift", "standard", (h, "random"), {"games": 5, "turn_limit": 20}),
        Config("rushshift", "standard", (h, h), {"games": 3, "turn_limit": 30}),
        Config("rushshift", "standard", (h, "greedy"), {"games": 3, "move_exact": True}),
    ]

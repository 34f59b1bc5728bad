"""Time from a person's move key at the terminal table to the table laid out and painted
again, headless: Mille Bornes for 2 players and for 6 (three teams of two), and Rush Hour
Shift, at 80×24 and at 120×40.

    .venv/bin/python benchmarks/table_redraw.py --moves 20
    .venv/bin/python benchmarks/table_redraw.py --moves 60 --case rushshift

Prints, per game and terminal size, the median and largest over ``--moves`` moves of the
person (one seat; the others the random player, no pause before their moves) of three
figures: the time to the first paint after the move's last key (the move applied and
saved, the table drawn from the new view, the computer's turn begun, laid out, painted);
the time to the last paint, once the screen has been quiet for :data:`QUIET` seconds (what
the first frame set off: widgets resized and drawn again, the footer's keys changed); and
the processor time the interface's thread spent until that last paint (less swayed than
the wall clock by other work on the machine).

A Mille Bornes move is a card's number, then ``p`` (the longest distance, else another card
played on the person's own tableau) or ``x`` (the first card discarded); a question is
declined, a score sheet closed, between moves. A Rush Hour Shift move is Enter on the first
action of the list. The computer players answer only once the time is taken: their
thinking and their moves are left out. The app paints its frames by its own timer, as in a
terminal (headless, it sends nothing out); a paint is noted where the app would write it
out. (The pilot's ``press`` and ``pause`` wait 40 ms and more for the process to go idle:
timed through them, as ``screen_open`` is, a move would read as those waits.)
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import statistics
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import RenderableType
from textual.pilot import Pilot
from textual.screen import Screen

from roadgames.agents import Agent, Decision
from roadgames.millebornes import MilleBornesView, make_rules
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import MILES
from roadgames.rushshift.rules import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.game_table import GameTableScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.session_base import SessionBase

SIZES = ((80, 24), (120, 40))
#: The cases: a name, the game, the seats.
CASES = (
    ("millebornes-2", "millebornes", 2),
    ("millebornes-6", "millebornes", 6),
    ("rushshift", "rushshift", 2),
)
#: Seconds without a paint after which a move's frames are taken to be all painted.
QUIET = 0.03
#: The most waits of :data:`QUIET` seconds for the screen to be quiet after a move.
MOST_QUIET_WAITS = 100
#: The most waits (of 5 ms) for the computers to be done before the person's turn.
MOST_WAITS = 4000

#: When the app on test painted its screen (:meth:`ClockedMille._display`): the wall clock
#: (:func:`time.perf_counter`) and the interface thread's processor time
#: (:func:`time.thread_time`), in seconds.
PAINTS: list[tuple[float, float]] = []


class ClockedMille(RoadgamesApp):
    """The Mille Bornes app, noting when it paints in :data:`PAINTS`."""

    # its stylesheet, found beside the app's module (a relative path is beside this one)
    CSS_PATH = str(Path(inspect.getfile(RoadgamesApp)).with_name("roadgames.tcss"))

    def _display(self, screen: Screen[Any], renderable: RenderableType | None) -> None:
        super()._display(screen, renderable)
        PAINTS.append((time.perf_counter(), time.thread_time()))


class ClockedRush(RushShiftApp):
    """The Rush Hour Shift app, noting when it paints in :data:`PAINTS`."""

    def _display(self, screen: Screen[Any], renderable: RenderableType | None) -> None:
        super()._display(screen, renderable)
        PAINTS.append((time.perf_counter(), time.thread_time()))


class HeldPlayer:
    """A computer player that answers only once ``gate`` is open: while a move of the
    person is timed, the computers' thinking takes no time from it."""

    def __init__(self, agent: Agent, gate: threading.Event) -> None:
        self.agent = agent
        self.gate = gate
        self.name = agent.name
        #: The player's own generator, which the session seeds for each decision.
        self.rng = getattr(agent, "rng", None)

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """The held player's decision, once the gate is open."""
        self.gate.wait()
        return self.agent.decide(view, legal)


def _held(session: SessionBase[Any, Any, Any, Any, Any], gate: threading.Event) -> None:
    """Every computer seat of ``session`` held back by ``gate``."""
    for seat, agent in list(session.agents.items()):
        session.agents[seat] = HeldPlayer(agent, gate)


def _app(game: str, seats: int, seed: int, folder: Path, gate: threading.Event) -> GameApp[Any]:
    """A table of ``game`` for ``seats``, a person against the random player (held back by
    ``gate``), no pause before the computers' moves, its paints noted."""
    path = folder / f"{game}-{seats}-{seed}.json"
    players = [PERSON] + ["random"] * (seats - 1)
    if game == "millebornes":
        session = GameSession.new(make_rules("classic", seats), players, seed=seed)
        _held(session, gate)
        return ClockedMille(session=session, save_path=path, delay=0)
    rush = RushSession.new(make_rush_rules(), players, seed=seed)
    _held(rush, gate)
    return ClockedRush(rush, save_path=path, delay=0)


def mille_keys(view: MilleBornesView) -> tuple[str, str]:
    """The person's move as keys: a card's number, then ``p`` to play it on their own
    tableau (the longest distance, else the first such play) or ``x`` to discard the first
    card."""
    own = [a for a in view.legal_actions if a.kind == Kind.PLAY and a.target is None]
    cards = [a.card for a in own if a.card is not None]
    if cards:
        card = max(cards, key=lambda c: MILES[c])
        return str(view.hand.index(card) + 1), "p"
    return "1", "x"


async def _persons_turn(pilot: Pilot[str], app: GameApp[Any]) -> GameTableScreen[Any, Any] | None:
    """Once the computers are done, the table at the person's turn; ``None`` where the
    match is over. Questions are declined, score sheets and a game's end closed."""
    for _ in range(MOST_WAITS):
        await pilot.pause(0.005)
        table: GameTableScreen[Any, Any] | None = app.table
        screen = app.screen
        if table is None or table.session.state.is_over:
            return None
        on_table = screen is table  # apart: after `screen is table`, mypy takes it for a Screen
        if isinstance(screen, PromptScreen):
            await pilot.press("n")
        elif isinstance(screen, ScoreSheetScreen | GameEndScreen):
            await pilot.press("enter")
        elif on_table and table.my_turn(table.current_view()):
            await _quiet(pilot)
            return table
    raise AssertionError("the person's turn never came")


async def _move_keys(pilot: Pilot[str], table: GameTableScreen[Any, Any]) -> str:
    """Press the keys of the person's move but its last, and return that one."""
    view = table.current_view()
    if not isinstance(view, MilleBornesView):
        return "enter"
    if view.phase == "draw":
        await pilot.press("d")
        await _quiet(pilot)
        view = table.current_view()
    pick, move = mille_keys(view)
    await pilot.press(pick)
    await _quiet(pilot)
    return move


async def _quiet(pilot: Pilot[str]) -> None:
    """Wait until the screen has painted nothing for :data:`QUIET` seconds."""
    for _ in range(MOST_QUIET_WAITS):
        painted = len(PAINTS)
        await pilot.pause(QUIET)
        if len(PAINTS) == painted:
            return


async def _timed_move(pilot: Pilot[str], key: str) -> tuple[float, float, float]:
    """Press ``key``; the seconds until the first paint, until the last before the screen
    was quiet, and of the interface thread's processor time until that last."""
    PAINTS.clear()
    start, worked = time.perf_counter(), time.thread_time()
    await pilot.press(key)
    await _quiet(pilot)
    if not PAINTS:
        raise AssertionError(f"nothing was painted after {key!r}")
    (first, _), (last, done) = PAINTS[0], PAINTS[-1]
    return first - start, last - start, done - worked


async def _moves(
    case: tuple[str, str, int], size: tuple[int, int], count: int
) -> list[tuple[float, float, float]]:
    """The times of :func:`_timed_move`, ``count`` moves (a match that ends makes way for
    another). The computers answer between the moves, not while one is timed."""
    _, game, seats = case
    spent: list[tuple[float, float, float]] = []
    gate = threading.Event()
    with tempfile.TemporaryDirectory() as folder:
        seed = 4
        while len(spent) < count:
            gate.set()
            app = _app(game, seats, seed, Path(folder), gate)
            async with app.run_test(size=size) as pilot:
                # left at the person's turn: no computer's move comes as the app closes
                table = await _persons_turn(pilot, app)
                while table is not None and len(spent) < count:
                    key = await _move_keys(pilot, table)
                    gate.clear()
                    spent.append(await _timed_move(pilot, key))
                    gate.set()
                    table = await _persons_turn(pilot, app)
            seed += 1
    return spent


def _summary(spent: Sequence[float]) -> str:
    """The median and the largest of ``spent`` (seconds), in milliseconds."""
    return f"median {statistics.median(spent) * 1000:.1f} ms, max {max(spent) * 1000:.1f} ms"


def main(argv: list[str] | None = None) -> None:
    """Time ``--moves`` moves of the person at each game's table at each size, and print
    the times."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=20, help="moves per case (default 20)")
    names = [name for name, _, _ in CASES]
    parser.add_argument("--case", choices=names, help="this case alone (default: all)")
    args = parser.parse_args(argv)
    if args.moves < 1:
        parser.error("--moves must be at least 1")
    for case in CASES:
        if args.case not in (None, case[0]):
            continue
        for size in SIZES:
            spent = asyncio.run(_moves(case, size, args.moves))
            where = f"{size[0]}x{size[1]}"
            first, last, work = (_summary([s[n] for s in spent]) for n in range(3))
            print(
                f"{case[0]:<14} {where:<7} first paint {first}; last {last}; "
                f"processor {work}; over {len(spent)}"
            )


if __name__ == "__main__":
    main()

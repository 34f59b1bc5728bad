"""Mutants of the Mille Bornes table's sizes that the other tests let live (session 19's
audit): where the cards step up (at 28, 36 and 46 rows, and 120 columns for the hand), the
classes there from the first frame, and following the screen when it is resized; the
distance bar's narrowest; and the slow-player notice, which names the player on its own
turn."""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.geometry import Size
from tui_helpers import choose, make_app, press_action, settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui import demo
from roadgames.tui.screens import game_table
from roadgames.tui.screens.table import TableScreen, size_classes
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.tableau import DistanceBar

#: The classes the table's sizes give, by the rows and columns from which each applies (the
#: stylesheet's card heights step up at 28, 36 and 46 rows; the hand widens at 120 columns).
STEPS = [
    ((80, 27), set()),
    ((80, 28), {"-tall"}),
    ((119, 35), {"-tall"}),
    ((120, 36), {"-taller", "-wide"}),
    ((80, 45), {"-taller"}),
    ((80, 46), {"-tallest"}),
    ((200, 80), {"-tallest", "-wide"}),
]


@pytest.mark.parametrize(("size", "classes"), STEPS, ids=[f"{w}x{h}" for (w, h), _ in STEPS])
def test_each_class_applies_from_its_first_row(size: tuple[int, int], classes: set[str]) -> None:
    assert {name for name, on in size_classes(Size(*size)).items() if on} == classes


def test_the_table_has_its_classes_when_it_is_mounted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The classes are set as the table is composed, not first when Textual reports its
    size: a first frame of small cards would be restyled whole at once."""
    seen: list[set[str]] = []
    mounted = TableScreen.on_mount

    def noting(self: TableScreen) -> None:
        seen.append(set(self.classes))
        mounted(self)

    monkeypatch.setattr(TableScreen, "on_mount", noting)
    app = make_app(demo.demo_session(), tmp_path / "save.json")

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)

    asyncio.run(scenario())
    assert seen and {"-taller", "-wide"} <= seen[0]


def test_the_classes_follow_the_screen_resized(tmp_path: Path) -> None:
    """From 80×24 to 120×40 and back: the cards grow and shrink with the screen."""
    app = make_app(demo.demo_session(), tmp_path / "save.json")
    seen: list[set[str]] = []
    names = {"-tall", "-taller", "-tallest", "-wide"}

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for size in ((120, 40), (80, 30), (80, 24)):
                seen.append(set(table(app).classes) & names)
                await pilot.resize_terminal(*size)
                await pilot.pause()
            seen.append(set(table(app).classes) & names)

    asyncio.run(scenario())
    assert seen == [set(), {"-taller", "-wide"}, {"-tall"}, set()]


class _Bars(App[None]):
    """Distance bars of the given widths, one above the other."""

    def __init__(self, widths: list[int]) -> None:
        super().__init__()
        self.widths = widths

    def compose(self) -> ComposeResult:
        for width in self.widths:
            bar = DistanceBar()
            bar.styles.width = width
            bar.styles.height = 1
            yield bar


@pytest.mark.parametrize(
    ("width", "shown"),
    [
        (9, "200/1000"),  # the miles fill it: no room for a bar
        (10, "200/1000"),  # room for one cell of bar: too little to read, left out
        (11, "░░ 200/1000"),  # two cells: the bar's narrowest
        (12, "█░░ 200/1000"),  # three cells, one of them filled (200 of 1000)
    ],
)
def test_a_bar_of_fewer_than_two_cells_is_left_out(width: int, shown: str) -> None:
    app = _Bars([width])

    async def scenario() -> str:
        async with app.run_test(size=(40, 5)) as pilot:
            bar = app.query_one(DistanceBar)
            bar.miles, bar.trip = 200, 1000
            await pilot.pause()
            assert bar.size.width == width
            return bar.render().plain

    assert asyncio.run(scenario()) == shown


#: A player of one's own that thinks long over its first turn, then plays at once.
SLOW_FIRST = """
import time

TURNS = []


class SlowFirst:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        TURNS.append(view.phase)
        if len(TURNS) == 1:
            time.sleep(0.8)  # longer than the notice's wait
        return legal[0]
"""


def test_a_slow_player_on_its_own_turn_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the table shows the slow player to act, the notice names it: nothing is
    secret about whose turn it is (only a private question's answerer goes unnamed)."""
    monkeypatch.setattr(game_table, "SLOW_NOTICE", 0.2)
    path = tmp_path / "slow_first.py"
    path.write_text(textwrap.dedent(SLOW_FIRST))
    rules = make_rules("classic", 2)
    # the person rolls (no hazard: the next turn is plainly the other's)
    hands = [["ROLL", "25", "25", "25", "25", "25"], ["50", "50", "50", "50", "50", "75"]]
    deck = stacked_deck(rules, hands=hands, draw=["75"] * 4)
    seats = [PERSON, f"{path}:SlowFirst"]
    session = GameSession.new(rules, seats, seed=5, decks=[[c.code for c in deck]])
    name = session.names[1]
    notes: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")

        def notify(message: str, **_: Any) -> None:
            notes.append(message)

        async with app.run_test(size=(120, 40)) as pilot:
            app.notify = notify  # type: ignore[method-assign]
            await settle(pilot)
            while session.state.view(0).my_turn and not notes:
                view = table(app).current_view()
                await press_action(pilot, view, choose(view))
                await settle(pilot)

    asyncio.run(scenario())
    assert any(note.startswith(f"{name} has been thinking for 0.2 s") for note in notes), notes

"""Snapshot tests of the terminal game's screens: each test runs an app headless at a fixed
size, in a fixed position, and compares its SVG screenshot with the golden one stored under
``tests/tui/__snapshots__/test_snapshots/`` (the ``snap_compare`` fixture of
pytest-textual-snapshot). They catch what the text tests do not look for: a widget moved,
cut or gone, a colour lost, a line wrapped differently.

The pictures are golden files: a person looked at each when it was taken. After an intended
change of the interface a snapshot fails and the run writes ``snapshot_report.html`` (the
old picture beside the new); once the new ones look right, take them again with

    .venv/bin/pytest tests/tui/test_snapshots.py --snapshot-update

and look at the SVGs that changed (a browser shows them) before committing them.

Everything is fixed: stacked decks and seeds, no pause before computer moves, every worker
finished before the picture (:func:`tui_helpers.settle`), saves in the test's own folder.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path, PurePath
from typing import Any, Protocol

import pytest
from test_pile_bands_s50 import alone
from textual.app import App
from textual.pilot import Pilot
from tui_helpers import make_app, play_until, settle, table, three_safeties_session

from roadgames.agents import Decision
from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui import demo
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift import demo as rush_demo
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession

RunBefore = Callable[[Pilot[str]], Awaitable[None]]


class SnapCompare(Protocol):
    """The ``snap_compare`` fixture: whether the app's screenshot matches the stored one
    (with ``--snapshot-update``, stores it)."""

    def __call__(
        self,
        app: App[Any] | str | PurePath,
        press: Iterable[str] = (),
        terminal_size: tuple[int, int] = (80, 24),
        run_before: RunBefore | None = None,
    ) -> bool: ...


#: The two sizes the game is made for: the smallest terminal, and a roomy one.
SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])


def settled_on(screen: type[Any]) -> RunBefore:
    """Before the picture: wait until the computers and the screen are done, then check
    that ``screen`` is on (a picture of another screen must fail, not be stored)."""

    async def run_before(pilot: Pilot[str]) -> None:
        await settle(pilot)
        assert isinstance(pilot.app.screen, screen), type(pilot.app.screen).__name__

    return run_before


def demo_app(save_path: Path, lang: str = "en") -> RoadgamesApp:
    """The Mille Bornes table in the demo position (the README's screenshots)."""
    return RoadgamesApp(session=demo.demo_session(), lang=lang, save_path=save_path, delay=0)


def rush_demo_app(save_path: Path) -> RushShiftApp:
    """The Rush Hour Shift table in its demo position (the README's screenshots)."""
    return RushShiftApp(rush_demo.demo_session(), save_path=save_path, delay=0)


def quick_session() -> GameSession:
    """A classic hand to 300 that seat 0 (a person) finishes in three turns, the other seat
    (a seeded random player) holding only 25s: the first hand's score sheet comes soon."""
    rules = make_rules("classic", 2, target=300)
    hand = ("ROLL", "200", "100", "25", "25", "25")
    deck = stacked_deck(rules, hands=[hand], draw=["75", "50", "75", "50", "75"])
    return GameSession.new(rules, [PERSON, "random"], seed=11, decks=[[c.code for c in deck]])


@SIZES
def test_new_game_screen(snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]) -> None:
    """The new-game screen as ``roadgames play`` opens it: the preset, the seats, the seed,
    Start (focused) and the first options, with the footer's keys."""
    app = RoadgamesApp(save_path=tmp_path / "save.json", delay=0)
    assert snap_compare(app, terminal_size=size, run_before=settled_on(NewGameScreen))


@SIZES
def test_mille_bornes_demo_table(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    """The Mille Bornes table in the demo position: both tableaux (a coup fourré sideways,
    a speed limit, a safety), the piles, the log, the person's hand with its legal plays
    ticked, the prompt line and the footer."""
    app = demo_app(tmp_path / "save.json")
    assert snap_compare(app, terminal_size=size, run_before=settled_on(TableScreen))


def test_mille_bornes_demo_table_in_french(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The demo table in French at 80×24, where the longer words are tightest: card names
    broken between syllables, the footer's labels whole, French spacing before colons."""
    app = demo_app(tmp_path / "save.json", lang="fr")
    assert snap_compare(app, terminal_size=(80, 24), run_before=settled_on(TableScreen))


@SIZES
def test_coup_fourre_question(
    snap_compare: SnapCompare,
    tmp_path: Path,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The coup fourré question over the table: the demo game just before its coup fourré
    (the computer's Out of Gas on the person, who holds the Extra Tank); the dialog names
    the attacker, the hazard and the safety, with its answer and hint buttons, and the
    footer shows their keys alone (not the table's)."""
    actions = demo.ACTIONS
    monkeypatch.setattr(demo, "ACTIONS", actions[: actions.index("coup-fourre")])
    app = demo_app(tmp_path / "save.json")
    assert snap_compare(app, terminal_size=size, run_before=settled_on(PromptScreen))


@SIZES
def test_score_sheet_at_the_end_of_a_hand(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    """The score sheet of a hand the person won: every scoring line that applied by team,
    the hand's and the match's totals, how the hand ended, the match's target; its own key
    in the footer."""
    app = make_app(quick_session(), tmp_path / "save.json")

    async def run_before(pilot: Pilot[str]) -> None:
        await play_until(pilot, ScoreSheetScreen)
        results = table(app).session.state.results
        assert len(results) == 1 and results[0].totals[0] > results[0].totals[1]

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@SIZES
def test_rules_screen(snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]) -> None:
    """The rules screen over the demo table (the ``?`` key): the classic rules in force,
    one sentence each, then the table's keys (and, further down, its signs), in a scrolling
    box that says how to close it, its own key in the footer."""
    app = demo_app(tmp_path / "save.json")

    async def run_before(pilot: Pilot[str]) -> None:
        await settle(pilot)
        await pilot.press("question_mark")
        await settled_on(RulesScreen)(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


def test_the_tightest_table_at_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Three safeties on the person's tableau (on two lines, every mark beside its name,
    both tableaux as tall) and a hint of three lines under the prompt: the log gives up
    its rows, the draw pile goes without its frame, and nothing scrolls (audit F)."""
    session = three_safeties_session()
    app = make_app(session, tmp_path / "save.json")
    reason = " ".join(["a reason long enough to wrap onto more lines"] * 4) + " and its end"

    async def run_before(pilot: Pilot[str]) -> None:
        await settled_on(TableScreen)(pilot)
        screen = table(app)
        view = screen.current_view()
        screen.hint_ready(Decision(view.legal_actions[0], reason), screen.hint_moment(view))
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_five_alone_at_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Five tableaux across 80 columns: each shows its piles as two lines, a card's name
    whole in its colour, an empty pile named, every tableau alike."""
    app = make_app(alone(5), tmp_path / "save.json")
    assert snap_compare(app, terminal_size=(80, 24), run_before=settled_on(TableScreen))


@SIZES
def test_rush_hour_shift_demo_table(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    """The Rush Hour Shift table in its demo position: the board (the large one at
    120×40) with both side sections shifted and the right one locked, the card in play, the
    list of legal actions, the log, the hand and the footer."""
    app = rush_demo_app(tmp_path / "save.json")
    assert snap_compare(app, terminal_size=size, run_before=settled_on(RushTableScreen))


def test_rush_hour_shift_hint(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The hint key at 80×24 in the Rush Hour Shift demo position: the suggestion and its
    reason in the box under the action list, whole, the suggested action under the cursor."""
    app = rush_demo_app(tmp_path / "save.json")

    async def run_before(pilot: Pilot[str]) -> None:
        await settle(pilot)
        await pilot.press("h")
        await settled_on(RushTableScreen)(pilot)
        screen = pilot.app.screen
        assert isinstance(screen, RushTableScreen) and screen.hint is not None

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

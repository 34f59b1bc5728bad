"""The scrolling pop-ups (a hand's score sheet, the final scores) give their table the room
their other lines leave, so that the last line, the key that goes on, is never cut: at
80×24 six players with long names made the sheet's "hand won by" line wrap, and a table
capped at a fixed share of the screen pushed "Continuer (Entrée)" below the box (the
footer still showed it). On a taller screen the table grows back to its whole height."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from test_user_audit_s46_h2_sheet_letters import LONG_NAMES, screen_lines
from textual.app import App
from textual.containers import VerticalScroll
from textual.screen import Screen
from tui_helpers import Host

from roadgames.millebornes import make_rules
from roadgames.millebornes.scoring import HandResult, line_labels
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen

FR = Translator("fr")


def _results(hands: int) -> list[HandResult]:
    """``hands`` hands of six players alone, each a full sheet (every line scored by
    someone), the last won by the fifth, who ran out of cards first."""
    labels = line_labels(make_rules("classic", 6))
    lines = tuple(
        tuple((label, 100) for n, label in enumerate(labels) if n % 6 == team) for team in range(6)
    )
    return [
        HandResult(n + 1, "exhausted", None, None, (0, 50, 0, 200, 625, 350), lines, (4,))
        for n in range(hands)
    ]


def _sheet() -> ScoreSheetScreen:
    """The French sheet of a six-player hand whose "won by" line wraps at 80 columns."""
    rules = make_rules("classic", 6)
    return ScoreSheetScreen(_results(1), 0, LONG_NAMES, rules, True, FR)


def _summary() -> SummaryScreen:
    """The French final scores of six players after twelve hands, two of them winning
    (the "winners" line wraps at 80 columns), ended by the idle guard (one line more)."""
    results = _results(12)
    scores = [sum(r.totals[t] for r in results) for t in range(6)]
    return SummaryScreen(LONG_NAMES, scores, [3, 4], results, FR, ended_idle=True)


#: Each pop-up: how it is made, its table's selector, and its last line (the keys).
POPUPS: dict[str, tuple[Callable[[], Screen[Any]], str, str]] = {
    "sheet": (_sheet, "#sheet-table", FR("continue")),
    "summary": (_summary, "#summary-table", f"{FR('new')}   {FR('quit')}"),
}


def _shown(which: str, *sizes: tuple[int, int]) -> list[tuple[list[str], float]]:
    """For each size in turn (the screen resized to it): the lines the pop-up ``which``
    shows, and how far its table can scroll."""
    make, selector, _ = POPUPS[which]

    async def scenario() -> list[tuple[list[str], float]]:
        app: App[Any] = Host(make())
        seen: list[tuple[list[str], float]] = []
        async with app.run_test(size=sizes[0]) as pilot:
            for size in sizes:
                await pilot.resize_terminal(*size)
                for _ in range(4):
                    await pilot.pause()
                box = app.screen.query_one(selector, VerticalScroll)
                seen.append((screen_lines(app), box.max_scroll_y))
        return seen

    return asyncio.run(scenario())


def _inside_box(lines: list[str], text: str) -> bool:
    """Whether ``text`` is shown on a line between the box's top and bottom edges."""
    top = next(n for n, line in enumerate(lines) if "▀▀▀" in line)
    bottom = next(n for n, line in enumerate(lines) if "▄▄▄" in line and n > top)
    return any(text in line for line in lines[top + 1 : bottom])


@pytest.mark.parametrize("which", sorted(POPUPS))
@pytest.mark.parametrize("size", [(80, 24), (60, 16), (100, 20)])
def test_the_last_line_shows_whatever_wraps(which: str, size: tuple[int, int]) -> None:
    """On a small screen the table gives way (and scrolls): the keys' line is in the
    box."""
    ((lines, scroll),) = _shown(which, size)
    last = POPUPS[which][2]
    assert _inside_box(lines, last), "\n".join(lines)
    assert scroll > 0  # the table, not the keys, gave way


@pytest.mark.parametrize("which", sorted(POPUPS))
def test_the_table_grows_back_on_a_taller_screen(which: str) -> None:
    """Shrunk on a small screen, the table takes its whole height again on a tall one:
    the room is reckoned from the dialog's cap, not from the height it had."""
    (_, small), (lines, tall) = _shown(which, (80, 24), (120, 80))
    assert small > 0
    assert tall == 0, "\n".join(lines)
    assert _inside_box(lines, POPUPS[which][2])

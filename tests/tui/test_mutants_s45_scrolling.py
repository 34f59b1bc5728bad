"""Session 45's mutation sweep of ``tui/screens/scrolling.py`` (the pop-ups whose text
scrolls: the rules, a score sheet, the final scores) and ``tui/screens/popup.py``: the
mutants the other tests let live, all of them in the keys that scroll.

- ↑ dropped from the scroll keys, or made to scroll down: the tests pressed only ↓ and
  Space, so that nothing checked that ↑ brings the text back;
- ↓ scrolling two lines a press, not one (the tests pressed it until the end was in
  sight, however far each press went).

Every mutant of ``popup.py`` (Ctrl+C's bindings, the actions that close a pop-up or leave
the game from it) was killed by the tests of Ctrl+C on the pop-ups.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from textual.containers import VerticalScroll
from textual.screen import Screen
from tui_helpers import Host, hand

from roadgames.millebornes import make_rules
from roadgames.millebornes.scoring import HandResult, line_labels
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen


def _summary() -> SummaryScreen:
    """The final scores of a match of 15 hands: far taller than their box at 80×24."""
    results = [hand(n + 1, (1700 - n, 1000 + n)) for n in range(15)]
    scores = [sum(r.totals[t] for r in results) for t in range(2)]
    return SummaryScreen(["Alexandra", "Computer 2"], scores, [0], results, Translator("en"))


def _sheet() -> ScoreSheetScreen:
    """A classic hand's sheet of ten score lines: taller than its box at 80×24."""
    rules = make_rules("classic", 2)
    labels = line_labels(rules)[:10]
    points = tuple(
        tuple((label, 100 * (n + 1)) for n, label in enumerate(labels) if n % 2 == team)
        for team in range(2)
    )
    result = HandResult(1, "trip", 0, None, (700, 700), points, (0,))
    return ScoreSheetScreen([result], 0, ["Alexandra", "Computer 2"], rules, True, Translator("en"))


#: Each scrolling pop-up: how it is made, and the selector of its box.
POPUPS: dict[str, tuple[Callable[[], Screen[Any]], str]] = {
    "summary": (_summary, "#summary-table"),
    "sheet": (_sheet, "#sheet-table"),
}


def _scrolled(which: str, *keys: str) -> tuple[float, float]:
    """How far down (in lines) the box of pop-up ``which`` is scrolled at 80×24 after each
    key of ``keys`` pressed in turn, and how far it can go."""
    make, selector = POPUPS[which]
    dialog = make()

    async def scenario() -> tuple[float, float]:
        app = Host(dialog)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.pause()
            box = app.screen.query_one(selector, VerticalScroll)
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            return box.scroll_y, box.max_scroll_y

    return asyncio.run(scenario())


@pytest.mark.parametrize("which", sorted(POPUPS))
def test_down_scrolls_one_line_a_press(which: str) -> None:
    """Each ↓ shows one line more, no further."""
    scrolled, most = _scrolled(which, "down", "down")
    assert most >= 3  # the case: there is further to go
    assert scrolled == 2


@pytest.mark.parametrize("which", sorted(POPUPS))
def test_up_scrolls_back_a_line_a_press(which: str) -> None:
    """↑ brings the text back a line a press, after ↓ took it down; and at the top, goes no
    further."""
    assert _scrolled(which, "down", "down", "down", "up")[0] == 2
    assert _scrolled(which, "down", "up", "up")[0] == 0

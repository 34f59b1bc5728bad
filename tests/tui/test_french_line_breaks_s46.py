"""French sets a space before ``:``, ``;``, ``!``, ``?`` and ``»``, at which the screen's
own wrapping broke lines elsewhere than the prompt (session 45): a log's "…l'allonge à
1000" then "?", a sign's "…d'une carte" then ": la carte piochée…" on the rules screen at
40 columns, Rush Hour Shift's message "Jouez d'abord une carte" then ": un tour…". Those
lines are broken where French typography allows too; English ones as before (session 46).
"""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import RichLog
from tui_helpers import WidgetAlone

from roadgames.tui.rushshift.table import RushLog
from roadgames.tui.widgets.log import GameLog

MARKS = (":", ";", "!", "?", "»")


def _log_lines(logs: list[RichLog], text: str) -> list[list[str]]:
    """The lines each of ``logs`` (side by side on a screen 40 columns wide) writes for
    ``text``, given as the text that just fills a line, then ``text``."""

    async def scenario() -> list[list[str]]:
        app = WidgetAlone(logs[0])
        async with app.run_test(size=(40, 12)) as pilot:
            for log in logs[1:]:
                await app.mount(log)
            await pilot.pause()
            shown = []
            for log in logs:
                room = log.scrollable_content_region.width
                log.write("y" * (room - len(f" {text.split()[0]}")) + f" {text}")
                shown.append([strip.text.rstrip() for strip in log.lines])
            return shown

    return asyncio.run(scenario())


@pytest.mark.parametrize("game", ["mille", "rush"])
def test_a_log_line_keeps_its_question_mark_with_its_word(game: str) -> None:
    """Mille Bornes' log and Rush Hour Shift's: a line whose last word is followed by
    " ?" takes the word down with its mark, which begins no line."""
    log = GameLog() if game == "mille" else RushLog(wrap=True, markup=False, min_width=20)
    [lines] = _log_lines([log], "1000 ? Non")
    assert lines[1] == "1000 ? Non", lines
    assert not any(line.startswith(MARKS) for line in lines), lines


def test_a_log_breaks_english_as_before() -> None:
    """A line with no such marks is broken as a plain log breaks it."""
    plain = RichLog(wrap=True, markup=False, highlight=False, min_width=20)
    mine, other = _log_lines([plain, GameLog()], "turn: pick a card (1–7 or click), then p")
    assert mine == other

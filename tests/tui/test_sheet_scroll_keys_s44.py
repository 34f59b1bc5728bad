"""A hand's score sheet taller than its box at 80×24 (seven lines or more, or lines and
names wrapped) hid its totals below the box: the box scrolled with the arrows, but the
footer showed only "Continue", so nothing said that there was more, nor how to see it. The
footer shows the scroll keys where the sheet is taller than its box, as the summary's does,
in every language; a sheet that fits shows none."""

from __future__ import annotations

import asyncio

import pytest
from test_loose_ends_s24 import _footer
from textual.containers import VerticalScroll
from tui_helpers import Host, svg_text

from roadgames.millebornes import make_rules
from roadgames.millebornes.scoring import HandResult, line_labels
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.screens.score_sheet import ScoreSheetScreen


def _sheet(lang: str, lines: int) -> ScoreSheetScreen:
    """The sheet of a classic hand whose first ``lines`` score lines applied (points that
    no line shares: each shows once), the match going on."""
    rules = make_rules("classic", 2)
    labels = line_labels(rules)[:lines]
    points = tuple(
        tuple((label, 100 * (n + 1)) for n, label in enumerate(labels) if n % 2 == team)
        for team in range(2)
    )
    result = HandResult(1, "trip", 0, None, (700, 700), points, (0,))
    names = ["Alexandra", "Computer 2"]
    return ScoreSheetScreen([result], 0, names, rules, True, Translator(lang))


def _seen(lang: str, lines: int, *keys: str) -> tuple[str, str, bool]:
    """The screen's text at 80×24 with the sheet open, after ``keys``; its footer; and
    whether the sheet's box scrolls."""

    async def scenario() -> tuple[str, str, bool]:
        app = Host(_sheet(lang, lines))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.pause()
            await pilot.press(*keys)
            await pilot.pause()
            text = svg_text(app.export_screenshot())
            box = app.screen.query_one("#sheet-table", VerticalScroll)
            return text, _footer(text), box.max_scroll_y > 0

    return asyncio.run(scenario())


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_sheet_taller_than_its_box_shows_the_scroll_keys(lang: str) -> None:
    tr = Translator(lang)
    text, footer, scrolls = _seen(lang, 10)
    assert scrolls  # the case: ten lines do not fit at 80×24
    assert tr("total_match") not in text  # the totals out of sight at first
    assert f"↑↓ {tr.key_label('Scroll')}" in footer, footer
    assert tr.key_label("Continue") in footer, footer


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_keys_shown_bring_the_totals_into_sight(lang: str) -> None:
    text, _, _ = _seen(lang, 10, *["down"] * 8)
    assert Translator(lang)("total_match") in text


def test_a_sheet_that_fits_shows_no_scroll_keys() -> None:
    text, footer, scrolls = _seen("en", 3)
    assert not scrolls and "Match total" in text
    assert "Scroll" not in footer and "Continue" in footer, footer

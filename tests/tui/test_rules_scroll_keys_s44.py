"""The rules screen at 80×24 is far taller than its box: its keys and the signs of the table
(what the ★ by a card's number means) are below it, out of sight. The arrows scrolled it,
but the footer showed only "Close". It shows the scroll keys while the rules do not fit,
in every language, for both games."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from test_loose_ends_s24 import _footer
from textual.containers import VerticalScroll
from tui_helpers import make_app, make_rush_app, settle, svg_text

from roadgames.tui.demo import demo_session
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.demo import demo_session as rush_demo_session


def _rules_footer(lang: str, rush: bool, size: tuple[int, int], tmp_path: Path) -> str:
    """The footer of a game's rules screen, opened from its demo table at ``size``."""

    async def scenario() -> str:
        save = tmp_path / "save.json"
        app = (
            make_rush_app(rush_demo_session(), save, lang)
            if rush
            else make_app(demo_session(), save, lang)
        )
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            await pilot.pause()
            assert app.screen.query_one("#rules-text", VerticalScroll).max_scroll_y > 0
            return _footer(svg_text(app.export_screenshot()))

    return asyncio.run(scenario())


@pytest.mark.parametrize("lang", UI_LANGUAGES)
@pytest.mark.parametrize("rush", [False, True], ids=["mille", "rush"])
def test_the_rules_screen_shows_its_scroll_keys(lang: str, rush: bool, tmp_path: Path) -> None:
    tr = Translator(lang)
    footer = _rules_footer(lang, rush, (80, 24), tmp_path)
    assert f"↑↓ {tr.key_label('Scroll')}" in footer, footer
    assert tr.key_label("Close") in footer, footer

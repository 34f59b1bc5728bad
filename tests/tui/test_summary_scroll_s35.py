"""The summary's scroll keys follow what its box shows: one line out of sight is enough to
show them, and a screen made smaller brings them (session 33's sweep left the limit and the
refresh after a resize untested)."""

from __future__ import annotations

import asyncio

from test_loose_ends_s24 import _footer, _summary
from textual.containers import VerticalScroll
from tui_helpers import Host, shown, svg_text


def _out_of_sight(hands: int) -> int:
    """The lines of a summary of ``hands`` hands hidden below its box at 80×24."""

    async def scenario() -> int:
        app = Host(_summary(hands))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return app.screen.query_one("#summary-table", VerticalScroll).max_scroll_y

    return asyncio.run(scenario())


def test_one_line_out_of_sight_shows_the_scroll_keys() -> None:
    assert (_out_of_sight(6), _out_of_sight(7)) == (0, 1)  # the case at the limit
    assert "Scroll" not in _footer(shown(_summary(6), (80, 24)))
    assert "↑↓ Scroll" in _footer(shown(_summary(7), (80, 24)))


def test_a_screen_made_smaller_brings_the_scroll_keys() -> None:
    footers: list[str] = []

    async def scenario() -> None:
        app = Host(_summary(15))
        async with app.run_test(size=(120, 60)) as pilot:
            await pilot.pause()
            footers.append(_footer(svg_text(app.export_screenshot())))
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            await pilot.pause()
            footers.append(_footer(svg_text(app.export_screenshot())))

    asyncio.run(scenario())
    large, small = footers
    assert "Scroll" not in large and "↑↓ Scroll" in small, footers

"""Fast play's redraw (RULES.md §9): while cards are thrown in, the prompt line says "x
throws it in", and the footer said "x Discard" beside it (session 40's note). Now the
footer words the key as the prompt does while the redraw lasts, and as "Discard" again
at the next turn."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey
from tui_helpers import make_app, settle

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.session import PERSON, GameSession


def _footers(tmp_path: Path, lang: str) -> list[dict[str, str]]:
    """The footer's labels by key: at the turn's start, once ``r`` starts the redraw, once
    a card is thrown in (``1`` ``x``), and at the next turn once ``f`` has refilled the
    hand (which ends the turn) and ``d`` has drawn."""
    rules = make_rules("modern", 2, fast_play=True)
    session = GameSession.new(rules, [PERSON, "random"], seed=1)
    app = make_app(session, tmp_path / "save.json", lang=lang)
    footers: list[dict[str, str]] = []

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            for keys in ((), ("r",), ("1", "x"), ("f", "d")):
                await pilot.press(*keys)
                await settle(pilot)
                shown = app.screen.query(FooterKey)
                footers.append({key.key: key.description for key in shown})
            assert session.state.phase_name == "play"

    asyncio.run(scenario())
    return footers


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_words_x_as_the_redraw_does(tmp_path: Path, lang: str) -> None:
    tr = Translator(lang)
    start, redrawing, thrown, next_turn = _footers(tmp_path, lang)
    assert "x" not in start  # the turn starts with a choice of draw
    assert redrawing["x"] == thrown["x"] == tr("footer_throw_in")
    assert next_turn["x"] == tr.key_label("Discard") != tr("footer_throw_in")

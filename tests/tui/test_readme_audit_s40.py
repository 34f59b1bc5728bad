"""README: "a card that cannot be played says why", and the footer shows the keys the turn
gives. In fast play's redraw (``r``: throw cards in, then ``f`` refills; RULES.md §9) no
card may be played, yet the footer offered ``p Play``, the prompt said "then p play / x
discard", and ``p`` on a card answered only "cannot be played now" (session 40's audit of
the README). Now the redraw has a prompt of its own, the footer leaves Play out, and ``p``
says why."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey
from tui_helpers import make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession


def _redrawing(tmp_path: Path, lang: str) -> tuple[list[str], str, str]:
    """A fast-play game whose person starts redrawing (``r``): the footer's labels, the
    prompt, then the prompt once ``1`` and ``p`` are pressed."""
    rules = make_rules("modern", 2, fast_play=True)
    session = GameSession.new(rules, [PERSON, "random"], seed=1)
    app = make_app(session, tmp_path / "save.json", lang=lang)
    seen: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert session.state.phase_name == "draw"
            await pilot.press("r")
            await settle(pilot)
            assert session.state.phase_name == "redraw"
            seen.extend(key.description for key in app.screen.query(FooterKey))
            seen.append(table(app).prompt_shown)
            await pilot.press("1", "p")
            await settle(pilot)
            seen.append(table(app).prompt_shown)

    asyncio.run(scenario())
    return seen[:-2], seen[-2], seen[-1]


def test_redrawing_offers_no_play_and_says_why_a_card_is_not_played(tmp_path: Path) -> None:
    footer, prompt, after_p = _redrawing(tmp_path, "en")
    assert "Play" not in footer and "Throw in" in footer
    assert "p play" not in prompt and "x" in prompt
    assert "redraw" in prompt
    assert "cannot be played while you throw cards in to redraw; x throws it in" in after_p


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_redraw_words_are_in_every_language(lang: str) -> None:
    tr, english = Translator(lang), Translator("en")
    for key in ("pick_card_redraw", "cannot_play_redraw"):
        words = tr(key, keys="1–6", card="X")
        assert words and "{" not in words
        assert lang == "en" or words != english(key, keys="1–6", card="X")

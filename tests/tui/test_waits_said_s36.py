"""Waits the table explains (an audit of its responsiveness): a hint being worked out says
so until it comes, and the pause after an attack, while someone decides unseen, says that
another player is deciding without naming anyone."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import make_app, screen_text, settle, table

from roadgames.millebornes import make_rules, make_view, new_game
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession


def test_a_hint_being_worked_out_says_so_until_it_comes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    release = threading.Event()
    hint = type(session).hint

    def slow_hint(view: Any) -> Any:
        release.wait(10)
        return hint(view)

    monkeypatch.setattr(session, "hint", slow_hint)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("h")
            await pilot.pause(0.05)
            assert "Working out a hint…" in " ".join(screen_text(app).split())
            release.set()
            await settle(pilot)
            await pilot.pause(0.05)
            text = " ".join(screen_text(app).split())
            assert table(app).hint is not None and "Hint:" in text
            assert "Working out a hint…" not in text

    asyncio.run(scenario())


def _attacked(holds: bool) -> Any:
    """Classic for two: seat 0 has limited seat 1's speed; seat 1 holds Right of Way (asked
    about a coup fourré) if ``holds``."""
    rules = make_rules("classic", 2)
    hands = [
        ["SPEED_LIMIT", "25", "25", "25", "25", "50"],
        ["75", "75", "75", "100", "100", "RIGHT_OF_WAY" if holds else "200"],
    ]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["50", "50"])])
    state.apply("play SPEED_LIMIT > 1")
    return state


@pytest.mark.parametrize("holds", [True, False])
def test_the_pause_after_an_attack_says_someone_decides_and_names_nobody(
    tmp_path: Path, holds: bool
) -> None:
    state = _attacked(holds)
    view = make_view(state, 0)
    assert view.to_move is None  # whether or not seat 1 is asked (the quiet window)
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    said: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            screen.busy = True  # a computer thinking, as in the pause
            said.append(screen.standing_prompt(view))
            screen.busy = False
            said.append(screen.standing_prompt(view))

    asyncio.run(scenario())
    assert said == ["another player is deciding…", ""]


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_language_has_the_words_for_these_waits(lang: str) -> None:
    tr = Translator(lang)
    english = Translator("en")
    for key in ("hint_working", "others_deciding"):
        assert tr(key).endswith("…")
        assert lang == "en" or tr(key) != english(key)

"""Session 46's audit of the help's key names as a user reads them: a function key is
written as the keyboard prints it (``F1``), not as Textual names it (``f1``)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static
from tui_helpers import at_rush_table, make_app, settle, table

from roadgames.millebornes import make_rules as mille_rules
from roadgames.rushshift import make_rules, new_game
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.session import GameSession


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_function_key_is_named_as_the_keyboard_prints_it(lang: str) -> None:
    tr = Translator(lang)
    assert tr.key_name("f1") == "F1"
    assert tr.key_name("f12") == "F12"
    assert tr.key_name("q") == "q"  # a letter key stays as it is
    assert tr.key_name("f") == "f"


def help_lines(screen: object) -> list[str]:
    """The help lines of the rules screen now open."""
    assert hasattr(screen, "query")
    lines = screen.query(".help-line").results(Static)
    return [line.content for line in lines if isinstance(line.content, str)]


@pytest.mark.parametrize("lang", ["en", "it", "tl"])
def test_the_mille_bornes_help_names_the_rules_key_f1_not_f1_lowercase(
    tmp_path: Path, lang: str
) -> None:
    session = GameSession.new(mille_rules("classic", 2), [PERSON, "medium"], seed=1)

    async def run() -> None:
        app = make_app(session, tmp_path / "s.json", lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            table(app)
            await pilot.press("question_mark")
            await settle(pilot)
            lines = help_lines(app.screen)
            rules = next(line for line in lines if line.startswith("?, "))
            assert rules.startswith("?, F1: ")
            assert not any(re.search(r"\bf1\b", line) for line in lines)

    asyncio.run(run())


def test_the_rush_hour_shift_help_names_f1_as_the_keyboard_prints_it(tmp_path: Path) -> None:
    rules = make_rules("standard", 2)
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 3, new_game(rules, seed=3))

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        await pilot.press("question_mark")
        await settle(pilot)
        lines = help_lines(pilot.app.screen)
        assert any(line.startswith("?, F1: ") for line in lines)
        assert not any(re.search(r"\bf1\b", line) for line in lines)

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))

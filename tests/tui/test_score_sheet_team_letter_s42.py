"""The score line of a team that played no distance names the team by its letter, as the
table does (``2·B``, ``Scores: A … · B …``): the engine counts teams from 0, so its
``Team 1 played no distance`` is the table's team B, never a "Team 1" that reads as the
first team."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from test_hand_end_table import match_codes
from tui_helpers import flat, make_app, play_until, screen_text

from roadgames.tui.i18n import Translator
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.session import PERSON, GameSession


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Team B played no distance"),
        ("fr", "Capot de l'équipe B"),
        ("de", "Team B ohne Distanz"),
        ("fi", "Joukkue B ilman kilometrejä"),
    ],
)
def test_the_engines_team_index_is_shown_as_the_tables_letter(lang: str, line: str) -> None:
    assert Translator(lang).score_line("Team 1 played no distance") == line


def test_a_letter_given_stays_that_letter() -> None:
    assert Translator("de").score_line("Team C played no distance") == "Team C ohne Distanz"


def test_the_score_sheet_names_the_blank_team_by_its_letter(tmp_path: Path) -> None:
    codes, rules = match_codes()
    session = GameSession.new(rules, [PERSON, "random"], seed=3, decks=codes)
    text = ""

    async def scenario() -> None:
        nonlocal text
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await play_until(pilot, ScoreSheetScreen)
            text = flat(screen_text(app))

    asyncio.run(scenario())
    assert "2·B Random 2" in text
    assert "Team B played no distance" in text
    assert "Team 1 played" not in text

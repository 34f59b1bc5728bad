"""The rules screens' bullets: a bullet too long for the screen wraps under its own text,
not back under the bullet (a hanging indent), in both games."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from tui_helpers import make_app, settle

from roadgames.rushshift import rules_text
from roadgames.tui import demo
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.demo import demo_session as rush_demo_session
from roadgames.tui.rushshift.dialogs import RushRulesScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.widgets.bullet import Bullet


def rows(app: App[Any]) -> list[str]:
    """The screen's rows as text, spaces kept."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def wrapped_bullets(app: App[Any], mark: str) -> list[tuple[str, str]]:
    """Each row that starts a bullet (``mark`` then a space) and is followed by a row of
    the same bullet's text: the two rows, from the bullet's column on."""
    found = []
    for row, below in itertools.pairwise(rows(app)):
        column = row.find(f"{mark} ")
        if column < 0 or not row[:column].strip(" │▐▌"):  # the bullet, at the row's start
            continue
        under = below[column:]
        # the bullet's text goes on below, in its own column or back under the bullet
        if under[:3].strip() and under[:1] != mark:
            found.append((row[column:], under))
    return found


def test_a_wrapped_mille_bornes_rule_goes_on_under_its_text(tmp_path: Path) -> None:
    seen: list[list[tuple[str, str]]] = []

    async def scenario() -> None:
        app = make_app(demo.demo_session(), tmp_path / "save.json", lang="fr")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            assert app.screen.query(Bullet), "the rules are bullets"
            seen.append(wrapped_bullets(app, "•"))

    asyncio.run(scenario())
    [pairs] = seen
    assert pairs, "at 80 columns some French rule wraps"
    for first, second in pairs:
        assert second.startswith("  ") and second[2] != " ", (first, second)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_wrapped_rush_hour_shift_rule_goes_on_under_its_text(lang: str, tmp_path: Path) -> None:
    seen: list[list[tuple[str, str]]] = []
    session = rush_demo_session()

    async def scenario() -> None:
        app = RushShiftApp(session, lang=lang, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, RushRulesScreen)
            bullets = list(screen.query(Bullet))
            assert len(bullets) == rules_text(session.rules, lang).count("\n  - ")
            seen.append(wrapped_bullets(app, "-"))

    asyncio.run(scenario())
    [pairs] = seen
    assert pairs, "at 80 columns the booklet's long rules wrap"
    for first, second in pairs:
        assert second.startswith("  ") and second[2] != " ", (first, second)

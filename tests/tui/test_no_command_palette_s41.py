"""Ctrl+P opened Textual's command palette over the table: its commands in English only
(on the French table too), its Theme command turning the table's words pale on pale
(session 40's note, and a look at the table in ``textual-light``). The games' apps have no
palette now; Ctrl+P leaves the table as it was."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.app import App
from textual.command import CommandPalette
from tui_helpers import make_app, make_rush_app, settle

from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as rush_rules
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_ctrl_p_opens_no_palette_over_the_table(tmp_path: Path, game: str) -> None:
    app: App[str]
    if game == "millebornes":
        session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=1)
        app = make_app(session, tmp_path / "save.json", lang="fr")
    else:
        rush = RushSession.new(rush_rules(), [PERSON, "random"], seed=1)
        app = make_rush_app(rush, tmp_path / "save.json", lang="fr")

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            before = app.screen
            await pilot.press("ctrl+p")
            await settle(pilot)
            assert app.screen is before
            assert not any(isinstance(screen, CommandPalette) for screen in app.screen_stack)
            assert not app.use_command_palette

    asyncio.run(scenario())

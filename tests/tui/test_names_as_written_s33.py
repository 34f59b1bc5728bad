"""A name is shown as written wherever the table says it, square brackets and all: Rich and
Textual read a plain string as markup unless told not to (session 33)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from tui_helpers import choose, make_app, press_action, settle, svg_text, table

from roadgames.agents import Decision, register_agent
from roadgames.millebornes import make_rules
from roadgames.tui.session import PERSON, GameSession


class FailingAgent:
    """A computer player that fails every time it is asked (a player of one's own can)."""

    name = "failing"

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        raise RuntimeError("no answer")


register_agent("millebornes", "test-failing", lambda seed: FailingAgent())


def test_a_computer_named_with_brackets_is_warned_of_as_written(tmp_path: Path) -> None:
    rules = make_rules("classic", 2)
    session = GameSession.new(rules, [PERSON, "test-failing"], ["You", "Bot [x]"], seed=3)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await settle(pilot)
            view = table(app).current_view()
            await press_action(pilot, view, choose(view))
            await settle(pilot)
            await _until_shown(pilot, "gave no legal answer")
            shown = svg_text(app.export_screenshot())
            assert "Bot [x] gave no legal answer" in shown

    asyncio.run(scenario())


async def _until_shown(pilot: Pilot[str], words: str, tries: int = 40) -> None:
    """Wait (briefly) until ``words`` are on the screen; the toast comes after the move."""
    for _ in range(tries):
        if words in svg_text(pilot.app.export_screenshot()):
            return
        await pilot.pause(0.05)

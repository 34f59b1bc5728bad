"""A hint asked at a question (the extension, a coup fourré) shows under the question, and
the table behind it stops saying that one is being worked out (an audit saw "Working out a
hint…" stay there under the dialog)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_hint_reasons import coup_fourre_session
from textual.widgets import Static
from tui_helpers import make_app, play_until, settle, table

from roadgames.tui.screens.prompt import PromptScreen


def test_a_hint_at_a_question_leaves_no_working_note_behind(tmp_path: Path) -> None:
    seen: list[tuple[str, bool]] = []

    async def scenario() -> None:
        app = make_app(coup_fourre_session(), tmp_path / "save.json")
        async with app.run_test(size=(100, 30)) as pilot:
            await play_until(pilot, PromptScreen, most=20)
            prompt = app.screen
            assert isinstance(prompt, PromptScreen)
            await pilot.press("h")
            await settle(pilot)
            await pilot.pause(0.05)
            hint = prompt.query_one("#prompt-hint", Static)
            line = table(app).query_one("#prompt-line", Static)
            seen.append((str(line.render()), bool(hint.display)))

    asyncio.run(scenario())
    ((line, shown),) = seen
    assert shown and "Working out a hint" not in line and "answer the question" in line

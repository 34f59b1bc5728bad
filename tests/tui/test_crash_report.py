"""A crash at the table: the report printed on the terminal everyone at the table sees
holds neither hands nor the deal's seed (Textual's own report shows each frame's local
variables, and a session's ``repr`` showed its seed)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from roadgames.millebornes import MilleBornesState, make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession

SEED = 918273645546372


def test_a_crash_at_the_table_does_not_print_the_seed_of_the_deal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An unexpected error while a person's move is applied (an engine bug, simulated here)
    ends the app with Textual's crash report on the terminal everyone at the table sees.
    The seed deals every hand and the draw pile: it must not be in the report."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=SEED)

    def broken_apply(state: MilleBornesState, action: object, seat: int | None = None) -> None:
        raise RuntimeError("an engine bug")

    async def scenario() -> None:
        app = RoadgamesApp(session=session, lang="en", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TableScreen) and app.screen.my_turn(
                app.screen.current_view()
            )
            monkeypatch.setattr(MilleBornesState, "apply", broken_apply)
            await pilot.press("1", "x")  # pick the first card, discard it
            await pilot.pause()

    capsys.readouterr()
    with pytest.raises(RuntimeError, match="an engine bug"):
        asyncio.run(scenario())
    shown = capsys.readouterr()
    report = shown.out + shown.err
    print(report, file=sys.stderr)  # on failure, the report as the table printed it
    assert "RuntimeError: an engine bug" in report  # the report is shown, as Textual's is
    assert str(SEED) not in report
    assert "locals" not in report  # Rich's table of a frame's variables: hands among them

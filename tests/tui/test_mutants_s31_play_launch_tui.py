"""What ``roadgames play`` says on leaving a game that it could not save (session 31's
mutation sweep of ``commands/play_launch.py``): a resumed game saved to another file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_helpers import FDOPEN, drive_play, person_moves, refused_write

from roadgames.cli import main
from roadgames.millebornes import make_rules
from roadgames.tui.session import PERSON, GameSession


def test_a_resumed_game_whose_saves_elsewhere_all_failed_is_offered_from_where_it_was_read(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    read_from = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4).save(
        tmp_path / "sent.json"
    )
    before = read_from.read_bytes()
    save_to = tmp_path / "mine.json"

    async def script(pilot: Pilot[str]) -> None:
        monkeypatch.setattr(FDOPEN, refused_write)  # no save to --save's file succeeds
        await person_moves(pilot, 2)
        await pilot.press("ctrl+q")
        await pilot.pause()
        monkeypatch.setattr(FDOPEN, os.fdopen)

    drive_play(monkeypatch, script)
    argv = ["play", "--resume", str(read_from), "--save", str(save_to), "--delay", "0"]
    assert main(argv) == 0
    assert not save_to.exists() and read_from.read_bytes() == before
    # the file it was resumed from still holds the game as it was: that is the way on
    assert capsys.readouterr().out == (
        f"The last moves could not be saved: {read_from} holds this game as it was before them\n"
        f"Continue it with: roadgames play --resume {read_from}\n"
    )

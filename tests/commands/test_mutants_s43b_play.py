"""Mutants of ``roadgames play --resume`` (``_resume`` in the command's module) that the
other tests let live (session 43's second sweep): a game's last save that is a link to a
file gone."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from play_helpers import rush_match_saved
from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path


@pytest.fixture(autouse=True)
def private_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves in a folder of the test's own (empty)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    return tmp_path / "data"


def test_a_last_save_linked_to_a_file_gone_is_said_unreadable_and_the_other_game_offered(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``play millebornes --resume`` where the game's last save is a link to a file that is
    gone: the save is there and cannot be read (not "no game saved", which would send the
    user looking for it elsewhere), and the other game's save is pointed at."""
    last = default_save_path("millebornes")
    last.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(tmp_path / "moved-away.json", last)
    rush_match_saved(default_save_path("rushshift"))
    capsys.readouterr()
    assert main(["play", "millebornes", "--resume"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"roadgames: cannot resume: cannot read {last}: ")
    assert err.rstrip().endswith("roadgames play rushshift --resume")
    assert err.count("\n") == 1

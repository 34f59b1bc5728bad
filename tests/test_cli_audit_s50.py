"""Faults an audit of the command line found (session 50), each pinned here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roadgames.cli import main

# ------------------------------- 1. simulate --out named as one of --record's own records


@pytest.mark.parametrize("overwrite", [[], ["--overwrite"]])
def test_out_named_as_a_record_of_the_record_folder_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], overwrite: list[str]
) -> None:
    """``--out runs/game-1.json --record runs``: the CSV took the name of game 1's record.
    With ``--overwrite`` it replaced that record at the end of the run, exit status 0 and
    "wrote every game's record" said, one record lost; without, the CSV went beside it,
    the run said to have been written over by "another run". Now refused in one line
    before any game is played."""
    folder = tmp_path / "runs"
    out = folder / "game-1.json"
    argv = ["simulate", "--games", "3", "--jobs", "1", "--out", str(out), "--record", str(folder)]
    assert main([*argv, *overwrite]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: error: --out {out} is named as one of the records --record {folder} "
        f"holds: name another file, such as {folder}/hands.csv\n"
    )
    assert not folder.exists()  # refused before the folder was made


def test_out_in_the_record_folder_named_otherwise_still_goes_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A CSV in the records' folder whose name no record takes is written there, every
    record kept."""
    folder = tmp_path / "runs"
    out = folder / "game-1.csv"
    argv = ["simulate", "--games", "3", "--jobs", "1", "--out", str(out), "--record", str(folder)]
    assert main(argv) == 0
    capsys.readouterr()
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["game-0.json", "game-1.csv", "game-1.json", "game-2.json"]
    assert json.loads((folder / "game-1.json").read_text(encoding="utf-8"))["game"] == "millebornes"

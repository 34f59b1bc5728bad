"""``simulate --out`` and ``--record`` naming the same new folder, or the CSV inside the new
records folder (session 42): checked before any game is played, and the CSV put where
asked."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from roadgames.cli import main


def test_out_naming_the_new_record_folder_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--out runs --record runs`` with no ``runs`` yet: every game was played and
    recorded, then the CSV could not be written ("Is a directory") and the tables were
    lost. Now refused in one line before play, nothing made."""
    folder = tmp_path / "runs"
    assert main(["simulate", "--games", "2", "--out", str(folder), "--record", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: error: --out {folder} is the --record folder: name a file, such as "
        f"{folder}/hands.csv\n"
    )
    assert not folder.exists()


def test_the_csv_may_go_in_the_records_folder_the_run_makes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--out runs/hands.csv --record runs``: ``--record`` makes its folder, so the CSV
    is written in it, not refused as having no folder to go to."""
    folder = tmp_path / "runs"
    out = folder / "hands.csv"
    assert main(["simulate", "--games", "2", "--out", str(out), "--record", str(folder)]) == 0
    capsys.readouterr()
    with out.open(encoding="utf-8", newline="") as handle:
        games = {row["game"] for row in csv.DictReader(handle)}
    assert games == {"0", "1"}
    assert sorted(p.name for p in folder.iterdir()) == ["game-0.json", "game-1.json", "hands.csv"]

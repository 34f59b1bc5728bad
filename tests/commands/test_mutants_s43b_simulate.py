"""Mutants of ``roadgames simulate`` (the command's module) that the other tests let live
(session 43's second sweep)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from play_helpers import stopped_after
from roadgames.cli import main
from roadgames.commands import simulate as simulate_command
from roadgames.commands.stopping import INTERRUPTED
from roadgames.simulation import iter_games


def test_the_standard_output_is_no_file_of_the_folder_named_dash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--out -`` is the standard output: a file named ``-`` in the current folder (an
    earlier run's, say) is neither refused as one to overwrite nor touched."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-").write_text("kept\n", encoding="utf-8")
    assert main(["simulate", "--games", "2", "--jobs", "1", "--out", "-"]) == 0
    captured = capsys.readouterr()
    rows = list(csv.DictReader(io.StringIO(captured.out)))
    assert rows and {row["game"] for row in rows} == {"0", "1"}
    assert "already exists" not in captured.err
    assert (tmp_path / "-").read_text(encoding="utf-8") == "kept\n"


def test_a_stopped_run_to_the_standard_output_marks_no_file_partial(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Stopped with ``--out -``, the CSV has gone out already: the run ends as stopped
    (130) with the rows played, and no file named ``-`` is read or rewritten to mark it
    partial (the exit status says so)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-").write_text("game\nkept\n", encoding="utf-8")
    monkeypatch.setattr(
        simulate_command,
        "iter_games",
        lambda config: stopped_after(iter_games(config), 2, KeyboardInterrupt()),
    )
    assert main(["simulate", "--games", "5", "--jobs", "1", "--out", "-"]) == INTERRUPTED
    captured = capsys.readouterr()
    rows = list(csv.DictReader(io.StringIO(captured.out)))
    assert {row["game"] for row in rows} == {"0", "1"}
    assert "stopped: the summary of the 2 games played" in captured.err
    assert (tmp_path / "-").read_text(encoding="utf-8") == "game\nkept\n"


def test_an_empty_file_is_filled_without_overwrite_but_one_with_rows_is_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An empty file (made by ``touch``, by a shell's ``>``) holds nothing to lose: ``--out``
    writes it without ``--overwrite``; a file with something in it is refused, untouched."""
    empty, held = tmp_path / "empty.csv", tmp_path / "held.csv"
    empty.touch()
    held.write_text("x\n", encoding="utf-8")
    assert main(["simulate", "--games", "2", "--jobs", "1", "--out", str(empty)]) == 0
    with empty.open(encoding="utf-8") as handle:
        assert {row["game"] for row in csv.DictReader(handle)} == {"0", "1"}
    capsys.readouterr()
    assert main(["simulate", "--games", "2", "--jobs", "1", "--out", str(held)]) == 2
    assert "already exists: add --overwrite" in capsys.readouterr().err
    assert held.read_text(encoding="utf-8") == "x\n"


def test_overwriting_records_removes_every_earlier_one_even_from_a_longer_run(
    tmp_path: Path,
) -> None:
    """``--record DIR --overwrite`` after a longer run: the folder holds this run's records
    and none of the earlier run's, which a reader would take for this run's games."""
    records = tmp_path / "records"
    assert main(["simulate", "--games", "5", "--jobs", "1", "--record", str(records)]) == 0
    assert len(list(records.glob("game-*.json"))) == 5
    again = ["simulate", "--games", "2", "--jobs", "1", "--record", str(records), "--overwrite"]
    assert main(again) == 0
    assert sorted(path.name for path in records.glob("game-*.json")) == [
        "game-0.json",
        "game-1.json",
    ]

"""Two faults of ``simulate``'s outputs a reading of the command found (session 45): a
CSV asked for on a closed standard output (``--out - >&-``) refused only after the
``--record`` folder had been made, leaving it behind; and a CSV that could not be marked
as a stopped run's, where another run had written ``--out`` meanwhile, said to be the other
run's file (``NAME.csv``) rather than this run's (``NAME-1.csv``)."""

from __future__ import annotations

import errno
import sys
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.commands import simulate


def test_a_closed_standard_output_is_refused_before_the_record_folder_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``simulate --out - --record DIR >&-``: refused in a line, and no ``DIR`` made."""
    monkeypatch.setattr(sys, "stdout", None)
    folder = tmp_path / "new" / "records"
    argv = ["simulate", "--games", "1", "--out", "-", "--record", str(folder)]
    assert main(argv) == 2
    assert capsys.readouterr().err == (
        "roadgames: error: --out -: there is no standard output to write the CSV to\n"
    )
    assert not (tmp_path / "new").exists()


def test_a_stopped_runs_csv_beside_another_runs_is_named_where_it_cannot_be_marked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Another run wrote ``hands.csv`` while this one played and was stopped: this run's
    rows went to ``hands-1.csv``, and where marking that one partial fails, the error names
    it, not the other run's file."""
    out = tmp_path / "hands.csv"
    add_up = simulate._add_up

    def stopped_while_another_run_writes(*args: Any, **kwargs: Any) -> Any:
        add_up(*args, **kwargs)
        out.write_text("the other run's rows\n")
        return KeyboardInterrupt()

    def disk_full(path: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(simulate, "_add_up", stopped_while_another_run_writes)
    monkeypatch.setattr(simulate, "mark_partial", disk_full)
    assert main(["simulate", "--seats", "random", "--games", "2", "--out", str(out)]) == 2
    kept = tmp_path / "hands-1.csv"
    assert kept.read_text().startswith("game,seed,hand,")
    assert out.read_text() == "the other run's rows\n"
    assert capsys.readouterr().err.endswith(
        f"roadgames: error: cannot write {kept}: No space left on device\n"
    )

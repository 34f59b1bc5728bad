"""``roadgames simulate``, more edges: the CSV on the standard output sent whole before the
summary says it was written, and a records folder where nothing can be written refused
before any game is played."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.commands import simulate as simulate_command
from roadgames.simulation import GameRun, SimulationConfig, iter_games


def test_the_csv_on_the_standard_output_is_out_before_the_summary_says_it_was_written(
    tmp_path: Path,
) -> None:
    """``simulate --out - 2>&1 | less``: the CSV (held in the standard output's buffer, a
    pipe's) comes whole before the tables and the line saying where it went."""
    argv = ["simulate", "--games", "3", "--jobs", "1", "--out", "-"]
    buffered = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    done = subprocess.run(
        [sys.executable, "-m", "roadgames", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,  # one pipe: the order is the order of the writes
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
        env=buffered,  # as a user runs it: a pipe's output held in a buffer until flushed
    )
    assert done.returncode == 0, done.stdout[-2000:]
    lines = done.stdout.splitlines()
    header = next(n for n, line in enumerate(lines) if line.startswith("game,seed,hand,"))
    said = lines.index("wrote every hand to the standard output")
    first_table = next(n for n, line in enumerate(lines) if "┃" in line)
    columns = lines[header].count(",")
    rows = [n for n, line in enumerate(lines) if n > header and line.count(",") == columns]
    assert {lines[n].split(",")[0] for n in rows} == {"0", "1", "2"}  # the 3 games' hands
    assert header < min(rows) and max(rows) < first_table < said


def test_a_records_folder_where_nothing_can_be_written_is_refused_before_any_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def read_only(_: Path) -> None:
        raise OSError(errno.EROFS, "Read-only file system")  # (root writes past chmod)

    started: list[SimulationConfig] = []

    def watched(config: SimulationConfig) -> Iterator[GameRun]:
        started.append(config)
        return iter_games(config)

    monkeypatch.setattr(simulate_command, "probe_writes", read_only)
    monkeypatch.setattr(simulate_command, "iter_games", watched)
    folder = tmp_path / "records"
    assert main(["simulate", "--games", "2", "--jobs", "1", "--record", str(folder)]) == 2
    err = capsys.readouterr().err
    assert f"--record {folder}: cannot write there (Read-only file system)" in err
    assert started == []  # refused before playing, not after the first game

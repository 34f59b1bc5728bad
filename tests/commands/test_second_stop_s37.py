"""A second Ctrl-C while a stopped simulation writes up what it played (the CSV's
``partial`` column, the summary) waits until that is done: an audit pressed Ctrl-C twice,
20 ms apart, and got a CSV without the column, read as a finished run, and no summary."""

from __future__ import annotations

import csv
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.commands import simulate
from roadgames.commands.stopping import INTERRUPTED
from roadgames.simulation import GameRun, SimulationConfig, iter_games

pytestmark = pytest.mark.usefixtures("no_collection")  # stops sent to this process


def test_ctrl_c_again_during_the_write_up_keeps_the_partial_mark_and_the_summary(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real_mark = simulate.mark_partial

    def three_then_ctrl_c(config: SimulationConfig) -> Iterator[GameRun]:
        games = iter_games(config)
        for _ in range(3):
            yield next(games)
        games.close()
        raise KeyboardInterrupt  # the first Ctrl-C

    def mark_after_ctrl_c_again(path: Path) -> None:
        os.kill(os.getpid(), signal.SIGINT)  # the second, as the write-up begins
        real_mark(path)

    monkeypatch.setattr("roadgames.commands.simulate.iter_games", three_then_ctrl_c)
    monkeypatch.setattr(simulate, "mark_partial", mark_after_ctrl_c_again)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    out = tmp_path / "hands.csv"
    try:
        status = main(["simulate", "--games", "50", "--jobs", "1", "--out", str(out)])
    finally:
        signal.signal(signal.SIGINT, previous)
    assert status == INTERRUPTED
    with out.open(encoding="utf-8", newline="") as source:
        header, *rows = list(csv.reader(source))
    assert header[-1] == "partial" and rows and all(row[-1] == "1" for row in rows)
    said = capsys.readouterr()
    assert "stopped: the summary of the 3 games played" in said.err
    assert "hands played" in said.out  # the summary's tables


def test_a_tournament_stopped_twice_still_writes_what_it_played(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from roadgames.commands import tournament
    from roadgames.tournament.runner import GameResult, iter_results

    real_write = tournament._write_results

    def four_then_ctrl_c(config: Any, done: Any = ()) -> Iterator[GameResult]:
        results = iter_results(config, done=done)
        for _ in range(4):
            yield next(results)
        results.close()
        raise KeyboardInterrupt

    def write_after_ctrl_c_again(*args: Any) -> list[str]:
        os.kill(os.getpid(), signal.SIGINT)
        return real_write(*args)

    monkeypatch.setattr("roadgames.commands.tournament.iter_results", four_then_ctrl_c)
    monkeypatch.setattr(tournament, "_write_results", write_after_ctrl_c_again)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    out = tmp_path / "run"
    argv = ["tournament", "--agents", "random,easy", "--deals", "20", "--out", str(out)]
    try:
        status = main(argv)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert status == INTERRUPTED
    with (out / "games.csv").open(encoding="utf-8", newline="") as source:
        games = {(row["deal"], row["rotation"]) for row in csv.DictReader(source)}
    assert len(games) == 4
    assert f"stopped: {out} holds the 4 games played" in capsys.readouterr().err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_closed_terminal_stops_a_simulation_as_ctrl_c_does(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str
) -> None:
    """SIGHUP (the terminal closed) ended the process at once: no CSV, a hidden temporary
    file left, the games played lost (an audit). It is taken as Ctrl-C, as SIGTERM is:
    the games played kept, marked partial, the exit status 129 (128 + SIGHUP)."""

    def three_then_hang_up(config: SimulationConfig) -> Iterator[GameRun]:
        games = iter_games(config)
        try:
            for _ in range(3):
                yield next(games)
            os.kill(os.getpid(), signal.SIGHUP)
            yield next(games)  # the signal arrives by now
        finally:
            games.close()

    monkeypatch.setattr("roadgames.commands.simulate.iter_games", three_then_hang_up)
    out = tmp_path / "hands.csv"
    argv = ["simulate", "--games", "50", "--jobs", jobs, "--out", str(out)]
    assert main(argv) == 128 + signal.SIGHUP
    with out.open(encoding="utf-8", newline="") as source:
        header, *rows = list(csv.reader(source))
    assert header[-1] == "partial" and rows
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hands.csv"]  # no temporary file
    said = capsys.readouterr()
    assert "stopped: the summary of the 3 games played" in said.err and "hands played" in said.out

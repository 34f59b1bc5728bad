"""Long work stopped by Ctrl-C or by SIGTERM keeps what was played, and its exit status
says which signal stopped it: 130 after Ctrl-C, 143 after SIGTERM."""

from __future__ import annotations

import csv
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from roadgames.cli import main
from roadgames.commands import simulate as simulate_command
from roadgames.commands import tournament as tournament_command
from roadgames.commands.stopping import stops_held, terminate_as_interrupt
from roadgames.simulation import GameRun, SimulationConfig, iter_games
from roadgames.tournament.runner import GameResult, TournamentConfig, iter_results

pytestmark = pytest.mark.usefixtures("no_collection")

#: Each stopping signal and the exit status it leaves.
STOPS = [(signal.SIGINT, 130), (signal.SIGTERM, 143)]

T = TypeVar("T")


def _stopped_after(games: Iterator[T], played: int, stop: int) -> Iterator[T]:
    """``games``, the signal ``stop`` sent to this process once ``played`` have come."""
    for number, game in enumerate(games):
        if number == played:
            os.kill(os.getpid(), stop)
        yield game


@pytest.mark.parametrize(("stop", "status"), STOPS)
def test_a_stopped_simulation_keeps_its_games_and_says_which_signal(
    stop: signal.Signals,
    status: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def two_then_stop(config: SimulationConfig) -> Iterator[GameRun]:
        return _stopped_after(iter_games(config), 2, stop)

    monkeypatch.setattr(simulate_command, "iter_games", two_then_stop)
    out = tmp_path / "hands.csv"
    argv = ["simulate", "--games", "5", "--jobs", "1", "--out", str(out)]
    assert main(argv) == status
    captured = capsys.readouterr()
    assert "stopped: the summary of the 2 games played" in captured.err
    assert "Traceback" not in captured.err
    assert f"wrote the hands played to {out}" in captured.out
    with out.open() as handle:
        assert {row["game"] for row in csv.DictReader(handle)} == {"0", "1"}
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL  # put back


@pytest.mark.parametrize(("stop", "status"), STOPS)
def test_a_stopped_tournament_keeps_its_games_and_says_which_signal(
    stop: signal.Signals,
    status: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def two_then_stop(
        config: TournamentConfig, done: frozenset[tuple[int, int]] = frozenset()
    ) -> Iterator[GameResult]:
        return _stopped_after(iter_results(config, done=done), 2, stop)

    monkeypatch.setattr(tournament_command, "iter_results", two_then_stop)
    argv = ["tournament", "--agents", "random,easy", "--deals", "3", "--jobs", "1"]
    assert main([*argv, "--out", str(tmp_path)]) == status
    assert f"stopped: {tmp_path} holds the 2 games played" in capsys.readouterr().err
    with (tmp_path / "games.csv").open() as handle:
        assert len(list(csv.DictReader(handle))) == 4  # 2 games × 2 teams


def test_a_stop_before_any_game_says_which_signal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """With nothing played the stop goes up to the command line, which says what came."""

    def stop_at_once(config: SimulationConfig) -> Iterator[GameRun]:
        return _stopped_after(iter_games(config), 0, signal.SIGTERM)

    monkeypatch.setattr(simulate_command, "iter_games", stop_at_once)
    assert main(["simulate", "--games", "5", "--jobs", "1"]) == 143
    assert capsys.readouterr().err.endswith("roadgames: terminated\n")


@pytest.mark.parametrize(("stop", "terminated"), [(signal.SIGINT, False), (signal.SIGTERM, True)])
def test_a_stop_held_over_a_write_is_still_told_apart(
    stop: signal.Signals, terminated: bool
) -> None:
    written = []
    with terminate_as_interrupt() as stopped, pytest.raises(KeyboardInterrupt):
        with stops_held():
            os.kill(os.getpid(), stop)
            written.append("the whole row")  # the stop waits for the block's end
        written.append("too far")
    assert written == ["the whole row"]
    assert stopped.terminated is terminated


def test_a_run_stopped_after_one_game_says_one_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """It said "the 1 games played"; Rush Hour Shift's simulations count matches."""

    def one_then_stop(config: SimulationConfig) -> Iterator[GameRun]:
        return _stopped_after(iter_games(config), 1, signal.SIGINT)

    monkeypatch.setattr(simulate_command, "iter_games", one_then_stop)
    assert main(["simulate", "--games", "3", "--jobs", "1"]) == 130
    assert "stopped: the summary of the 1 game played" in capsys.readouterr().err
    argv = ["simulate", "rushshift", "--games", "3", "--jobs", "1", "-o", "games=2"]
    assert main([*argv, "--record", str(tmp_path / "records")]) == 130
    captured = capsys.readouterr()
    assert "stopped: the summary of the 1 match played" in captured.err
    assert "wrote the records of the 1 match played" in " ".join(captured.out.split())

    def one_game_then_stop(
        config: TournamentConfig, done: frozenset[tuple[int, int]] = frozenset()
    ) -> Iterator[GameResult]:
        return _stopped_after(iter_results(config, done=done), 1, signal.SIGINT)

    monkeypatch.setattr(tournament_command, "iter_results", one_game_then_stop)
    argv = ["tournament", "--agents", "random,easy", "--deals", "3", "--jobs", "1"]
    assert main(argv) == 130
    assert "stopped: the standings of the 1 game played" in capsys.readouterr().err
    assert main([*argv, "--out", str(tmp_path / "run")]) == 130
    assert f"stopped: {tmp_path / 'run'} holds the 1 game played" in capsys.readouterr().err
    monkeypatch.setattr(simulate_command, "iter_games", iter_games)
    assert main(["simulate", "rushshift", "--games", "2", "--jobs", "1"]) == 0
    assert "played 2/2 matches" in capsys.readouterr().err

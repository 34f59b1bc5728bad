"""When a long run saves: a minute of play or a twentieth of its games, whichever comes
first, and never so often that saving takes more than about a twentieth of its time. Before,
a tournament saved only every twentieth of its games: with ``--deals 100000`` a run killed
outright in its first hours lost every game (an audit)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import partial
from pathlib import Path

import pytest
from rich.console import Console

from roadgames.cli import main
from roadgames.commands import tournament as tournament_command
from roadgames.commands.progress import with_progress
from roadgames.commands.save_schedule import PLAY_PER_SAVE, SAVE_SECONDS, SaveSchedule
from roadgames.tournament.runner import GameResult, TournamentConfig


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def saves(schedule: SaveSchedule, clock: Clock, games: int, seconds_a_game: float,
          seconds_a_save: float = 0.0) -> list[int]:  # fmt: skip
    """The games after which ``schedule`` saves, over ``games`` games."""
    after = []
    for game in range(1, games + 1):
        clock.now += seconds_a_game
        if schedule.played():
            with schedule.saving():
                clock.now += seconds_a_save
            after.append(game)
    return after


def test_quick_games_save_every_twentieth() -> None:
    clock = Clock()
    assert saves(SaveSchedule(200, clock=clock), clock, 200, 0.01) == list(range(10, 201, 10))


def test_slow_games_save_once_a_minute_has_passed() -> None:
    clock = Clock()
    # a twentieth is 5,000 games (50,000 s): saved every 7th game (63 s), not after hours
    after = saves(SaveSchedule(100_000, clock=clock), clock, 30, 9.0)
    assert after == [7, 14, 21, 28]
    assert SAVE_SECONDS == 60.0


def test_a_slow_save_waits_twenty_times_as_long_before_the_next() -> None:
    clock = Clock()
    # a save takes 10 s: the next waits 200 s of play, whatever a twentieth or a minute says
    after = saves(SaveSchedule(200, clock=clock), clock, 450, 1.0, seconds_a_save=10.0)
    assert after == [10, 210, 410]
    assert PLAY_PER_SAVE == 20.0


def test_a_failed_save_counts_as_made() -> None:
    clock = Clock()
    schedule = SaveSchedule(20, clock=clock)
    assert schedule.played()  # a twentieth of 20 is one game
    with pytest.raises(OSError), schedule.saving():
        clock.now += 1.0
        raise OSError("full")
    clock.now += 1.0
    assert not schedule.played()  # 20 s to wait after a save of 1 s
    clock.now += 19.0
    assert schedule.played()


def test_a_tournament_of_slow_games_saves_once_a_minute_has_passed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    saved_after: list[int] = []
    real_save = tournament_command._save_csv

    def save(directory: Path, results: list[GameResult], config: TournamentConfig) -> None:
        saved_after.append(len(results))
        real_save(directory, results, config)

    def a_minute_a_game(
        items: Iterable[GameResult], total: int, notes: Console
    ) -> Iterator[GameResult]:
        for item in with_progress(items, total, notes):
            clock.now += 61.0
            yield item

    monkeypatch.setattr(tournament_command, "SaveSchedule", partial(SaveSchedule, clock=clock))
    monkeypatch.setattr(tournament_command, "_save_csv", save)
    monkeypatch.setattr(tournament_command, "with_progress", a_minute_a_game)
    argv = ["tournament", "--agents", "random,random", "--deals", "30", "--jobs", "1"]
    assert main([*argv, "--out", str(tmp_path / "run")]) == 0
    # 60 games, a twentieth is 3: saved after every game but the last (a minute each; the
    # last is written with the run's other files), not every third
    assert saved_after == list(range(1, 60))

"""Session 43's mutation sweep of ``commands/save_schedule.py``: the seconds a run goes
without saving are the ones it is given, and a run saves once they have passed, not only
after."""

from __future__ import annotations

from roadgames.commands.save_schedule import SaveSchedule


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


def _saves(schedule: SaveSchedule, clock: Clock, games: int, seconds_a_game: float) -> list[int]:
    """The games after which ``schedule`` saves (each save instant), over ``games`` games."""
    after = []
    for game in range(1, games + 1):
        clock.now += seconds_a_game
        if schedule.played():
            with schedule.saving():
                pass
            after.append(game)
    return after


def test_a_run_saves_after_the_seconds_it_is_given() -> None:
    clock = Clock()
    # a twentieth of 100,000 games is far off: 10 s a save, every 4th game of 3 s
    after = _saves(SaveSchedule(100_000, seconds=10.0, clock=clock), clock, 12, 3.0)
    assert after == [4, 8, 12]


def test_a_run_saves_once_its_seconds_have_passed_to_the_second() -> None:
    clock = Clock()
    # games of exactly 15 s: the 4th ends a minute after the start, and saves then
    assert _saves(SaveSchedule(100_000, clock=clock), clock, 8, 15.0) == [4, 8]
